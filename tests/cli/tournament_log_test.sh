#!/usr/bin/env bash
# The director's action log, sanctions and TSH interchange from the command line (issue 21,
# issue 19 item 4): every command is logged, `undo` reverts the last action (logged, nothing
# deleted), `export-log`/`import-log` move a tournament as its log (a damaged line refused with
# its number), `export-tsh`/`import-tsh` through TSH's .t file, and a disqualification turns
# the player's remaining game into a forfeit.
source "$(dirname "$0")/tournament_checks.sh" "$1" club.json

ok "create" t create --name "Logboek" --rounds 3
ok "players" t add-players "Anna,1800" "Bert,1700" "Carla,1600" "Dirk,1500"
ok "pair round 1" t pair
read -r a1 a2 <<<"$(board 1 1)"
read -r b1 b2 <<<"$(board 1 2)"
ok "a result" t result "#$a1" 420 "#$a2" 380
before=$(t standings --csv)
ok "a wrong result" t result "#$a1" 300 "#$a2" 380
ok "undo" t undo
check "undo restores the standings" "$([[ "$(t standings --csv)" == "$before" ]]; echo $?)"
log=$(t log)
check "the log has every action (create, 4 players, pair, 2 results, undo)" "$([[ $(echo "$log" | wc -l) -eq 9 ]]; echo $?)"
check "the log names the author and marks the undone action" "$(echo "$log" | grep "correction:" | grep -q "command line.*\[undone\]"; echo $?)"
check "the undo is an entry of its own" "$(echo "$log" | tail -1 | grep -q "undo of action 8"; echo $?)"

# A disqualification: the remaining game is a forfeit, the standings say so.
ok "a warning" t sanction "#$b1" --warning --note "telefoon"
ok "a penalty" t sanction "#$a1" --penalty 15 --note "protest"
ok "a disqualification" t sanction "#$b2" --disqualify --note "V-1"
csv=$(t export --pairings-csv -)
check "the disqualified player's game is a forfeit" "$(echo "$csv" | awk -F, -v p="$b2" '$1 == 1 && ($3 == p || $5 == p)' | grep -q ",forfeit$"; echo $?)"
standings=$(t standings --csv)
check "the standings note the sanctions" "$(echo "$standings" | grep -q "disqualified" && echo "$standings" | grep -q "1 warning" && echo "$standings" | grep -q "penalty 15"; echo $?)"
refused "a disqualified player is not reinstated" disqualified t withdraw "#$b2" --undo

# Out and back in as the log.
ok "export the log" t export-log "$dir/club.jsonl"
file="$dir/copy.json"
ok "import the log" t import-log "$dir/club.jsonl"
check "the copy has the same standings" "$([[ "$(t standings --csv)" == "$standings" ]]; echo $?)"
sed '5s/.*/{"seq": 4, "broken/' "$dir/club.jsonl" >"$dir/damaged.jsonl"
file="$dir/damaged.json"
refused "a damaged log" damaged_log t import-log "$dir/damaged.jsonl"
check "…refused with its line" "$(t import-log "$dir/damaged.jsonl" 2>&1 | grep -q "line 5"; echo $?)"

# Out to TSH and back.
file="$dir/club.json"
ok "export TSH" t export-tsh "$dir/club.t"
check "the .t file has a line per player" "$([[ $(wc -l <"$dir/club.t") -eq 4 ]]; echo $?)"
file="$dir/from-tsh.json"
ok "import TSH" t import-tsh "$dir/club.t" --name "Uit TSH" --rounds 3
ok "export TSH again" t export-tsh "$dir/again.t"
check "the same .t file round-trips" "$(cmp -s "$dir/club.t" "$dir/again.t"; echo $?)"
pairings_in=$(t export --pairings-csv - | cut -d, -f1,3,5 | sort)
file="$dir/club.json"
pairings_out=$(t export --pairings-csv - | cut -d, -f1,3,5 | sort)
check "the same pairings" "$([[ "$pairings_in" == "$pairings_out" ]]; echo $?)"

finish
