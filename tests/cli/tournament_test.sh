#!/usr/bin/env bash
# letterzak tournament from the command line: a small Swiss run from create to export, a
# knock-out with a tie, and the refusals (exit 2, a clear message, the file left untouched);
# then a club's 7-round Swiss for eight players kept in the server's database (--db).
source "$(dirname "$0")/tournament_checks.sh" "$1" club.json

# Enters a result for every board of the round, the first-listed player winning by 40 (or a
# draw on board 2, to have one).
play_round() {  # round
    local round="$1"
    while IFS=, read -r r board first_id first_name second_id second_name rest; do
        [[ "$r" == "$round" && "$board" != "bye" ]] || continue
        local a=420 b=380
        [[ "$board" == "2" ]] && b=420
        ok "result round $round board $board" t result --round "$round" "#$first_id" $a "#$second_id" $b
    done < <(t export --pairings-csv - | tail -n +2)
}

# --- a five-player Swiss over three rounds ---------------------------------------------------
ok "create" t create --name "Clubavond Zoë" --rounds 3 --clock 25
refused "create over an existing file" file_exists t create --name Again --rounds 3
ok "add players" t add-players "Anna de Vries,1700" "Bert,1650" "Carla" "Dirk,1500"
ok "add one player" t add-player "Els" --rating 1400
refused "a duplicate name" duplicate_player t add-player "anna de vries"

out=$(t pair)
check "round 1 is paired with a bye" "$([[ "$out" == *"Round 1"* && "$out" == *"bye"* ]]; echo $?)"
refused "pairing before the results are in" results_missing t pair
refused "a result for an unknown player" unknown_player t result Zacharias 400 "#1" 380
refused "a score that is not a number" invalid_result t result "#1" veel Bert 380

# Anna (#1) is the top seed; anyone but her opponent is not paired with her.
opponent=$(t export --pairings-csv - | awk -F, '$1 == 1 && $3 == 1 { print $5 } $1 == 1 && $5 == 1 { print $3 }')
other=2
[[ "$opponent" == 2 ]] && other=3
refused "a result for a pairing not in the round" not_paired t result "#1" 400 "#$other" 380
bye=$(t export --pairings-csv - | awk -F, '$1 == 1 && $2 == "bye" { print $3 }')
refused "a result for a bye" bye_has_no_result t result "#$bye" 400 "#1" 380
refused "a result for a round not paired" unknown_round t result --round 2 "#1" 400 "#$opponent" 380

play_round 1
# A correction from the jury replaces the result and the standings follow.
ok "jury correction" t result --round 1 --jury "Anna de Vries=300" "Anna de Vries" 420 "#$opponent" 380
out=$(t show --round 1)
check "the correction is shown" "$([[ "$out" == *"(jury 300-380)"* ]]; echo $?)"

ok "pair round 2" t pair
play_round 2
ok "pair round 3" t pair
# Round 3: one game forfeited, one lost on time.
games=$(t export --pairings-csv - | awk -F, '$1 == 3 && $2 != "bye" { print $3 " " $5 }')
read -r f1 f2 <<<"$(echo "$games" | sed -n 1p)"
read -r g1 g2 <<<"$(echo "$games" | sed -n 2p)"
ok "a forfeit" t result --round 3 --forfeit "#$f2"
ok "a loss on time" t result --round 3 "#$g1" 450 "#$g2" 300 --lost-on-time "#$g1"
refused "pairing after the last round" tournament_finished t pair

standings=$(t standings --csv)
rows=$(echo "$standings" | tail -n +2)
check "five rows in the standings" "$([[ $(echo "$rows" | wc -l) -eq 5 ]]; echo $?)"
# Wins add up to one per game plus one per bye; spreads cancel except the byes' +50.
sums=$(echo "$rows" | awk -F, '{ games += $5; byes += $9; wins += $10; spread += $13 } END { print games, byes, wins, spread }')
read -r games byes wins spread <<<"$sums"
check "sum of wins = games played + byes ($sums)" "$(awk -v g="$games" -v b="$byes" -v w="$wins" 'BEGIN { exit !(w == g / 2 + b) }'; echo $?)"
check "spreads sum to the byes' spread ($sums)" "$([[ $spread -eq $((byes * 50)) ]]; echo $?)"
check "three byes to three players" "$([[ $byes -eq 3 ]]; echo $?)"
check "the time loss counts as a loss" "$(t show --round 3 | grep -q "lost on time"; echo $?)"

text=$(t standings)
check "the table names its tiebreaks" "$([[ "$text" == *"Ranked by wins, weerstandspunten, spread"* && "$text" == *"WP"* ]]; echo $?)"
after1=$(t standings --after 1 --csv | tail -n +2 | awk -F, '{ g += $5 } END { print g }')
check "standings after round 1 count round 1 only" "$([[ $after1 -eq 4 ]]; echo $?)"

ok "export" t export --html "$dir/club.html" --standings-csv "$dir/standings.csv" --pairings-csv "$dir/pairings.csv"
check "the HTML page has the standings and three rounds" \
    "$(grep -q "<table class=\"standings\">" "$dir/club.html" && [[ $(grep -c "<h2>Ronde" "$dir/club.html") -eq 3 ]] && grep -q "Zoë" "$dir/club.html"; echo $?)"
check "the pairings CSV has every board" "$([[ $(tail -n +2 "$dir/pairings.csv" | wc -l) -eq 9 ]]; echo $?)"
refused "export with nothing to write" nothing_to_export t export

ok "withdraw" t withdraw Carla
check "withdrawn players are marked" "$(t standings | grep -q "Carla (#3) \[withdrawn\]"; echo $?)"

# --- a knock-out of three: a bye to the top seed, and a tie goes to the second player --------
file="$dir/ko.json"
ok "create a knock-out" t create --name "Beker" --system knock-out
ok "add knock-out players" t add-players "Ko,1900" "Lien,1800" "Mo,1700"
ok "pair the first knock-out round" t pair
read -r first second <<<"$(t export --pairings-csv - | awk -F, '$1 == 1 && $2 != "bye" { print $3, $5 }')"
ok "a tied knock-out game" t result "#$first" 400 "#$second" 400
check "the tie sends the second player through" \
    "$(t show --round 1 | grep -q "tie: .* (2nd) goes through"; echo $?)"
ok "pair the final" t pair
final=$(t export --pairings-csv - | awk -F, '$1 == 2 { print $3 " " $5 }')
check "the final is the top seed against the tie's winner" \
    "$([[ "$final" == "1 $second" || "$final" == "$second 1" ]]; echo $?)"

# --- broken input ---------------------------------------------------------------------------
file="$dir/none.json"
refused "a missing file" not_found t standings
refused "a Swiss without rounds" invalid_settings t create --name X
refused "an unknown system" invalid_settings t create --name X --system ladder --rounds 3
refused "an unknown rule set" unknown_rule_set t create --name X --rounds 3 --rules scrabble-deluxe
file="$dir/corrupt.json"
echo '{ "kind": "letterzak-tournament", ' >"$file"
refused "a corrupt file" corrupt_file t standings
echo '{ "kind": "letterzak-tournament", "format_version": 1, "name": 7 }' >"$file"
refused "a file with a wrong field" corrupt_file t pair

# --- a 7-round Swiss for eight players in the server's database (--db) -----------------------
db="$dir/letterzak.db"
id=""
t() { "$bin" tournament --db "$db" ${id:+--id "$id"} "$@"; }

refused_db() {  # description code command...: exit 2 and "(code)", the tournament unchanged
    local what="$1" code="$2"
    shift 2
    local before after out status
    before=$(t show 2>&1; t standings --csv 2>&1)
    out=$("$@" 2>&1 >/dev/null)
    status=$?
    after=$(t show 2>&1; t standings --csv 2>&1)
    if [[ $status -eq 2 && "$out" == *"($code)"* && "$before" == "$after" ]]; then
        pass=$((pass + 1))
    else
        echo "FAIL: $what: expected exit 2 with ($code) and no change, got exit $status: $out"
        fail=$((fail + 1))
    fi
}

refused_db "a database without tournaments" not_found t standings
out=$(t create --name "Clubkampioenschap" --rounds 7 --clock 25)
check "create in a database" "$([[ "$out" == *"Created \"Clubkampioenschap\""* ]]; echo $?)"
token=$(echo "$out" | sed -n 's/^Director token (shown only now): //p')
check "a director token for the web, once" "$([[ ${#token} -eq 43 ]]; echo $?)"
check "the database keeps no token" "$(! cat "$db"* | grep -qa -- "$token"; echo $?)"
ok "add eight players" t add-players "Anna,1900" "Bert,1850" "Carla,1800" "Dirk,1750" "Els,1700" "Frits,1650" "Gijs,1600" "Hanna,1550"
refused_db "a duplicate name" duplicate_player t add-player "Anna"
refused_db "a result before any round" unknown_round t result "#1" 400 "#2" 300
for round in 1 2 3 4 5 6 7; do
    ok "pair round $round" t pair
    refused_db "round $((round + 1)) before round $round is complete" results_missing t pair
    play_round "$round"
done
refused_db "an eighth round" tournament_finished t pair
rows=$(t standings --csv | tail -n +2)
check "eight rows in the standings" "$([[ $(echo "$rows" | wc -l) -eq 8 ]]; echo $?)"
sums=$(echo "$rows" | awk -F, '{ games += $5; wins += $10; spread += $13 } END { print games, wins, spread }')
read -r games wins spread <<<"$sums"
check "seven games each, 28 wins, spreads cancel ($sums)" "$([[ $games -eq 56 && $spread -eq 0 ]] && awk -v w="$wins" 'BEGIN { exit !(w == 28) }'; echo $?)"
# Nobody met anyone twice: 28 different pairs in 28 games.
pairs=$(t export --pairings-csv - | tail -n +2 | awk -F, '$2 != "bye" { print ($3 < $5 ? $3 "-" $5 : $5 "-" $3) }' | sort -u | wc -l)
check "no rematches in seven rounds of eight players ($pairs pairs)" "$([[ $pairs -eq 28 ]]; echo $?)"
# The standings are ranked by wins, then weerstandspunten, then spread.
check "ranked by wins, WP, spread" "$(echo "$rows" | awk -F, 'NR > 1 && ($10 > w || ($10 == w && ($11 > r || ($11 == r && $13 > s))))  { bad = 1 } { w = $10; r = $11; s = $13 } END { exit bad }'; echo $?)"
ok "export from the database" t export --html "$dir/db.html" --standings-csv "$dir/db.csv"
check "the page has seven rounds" "$([[ $(grep -c "<h2>Ronde" "$dir/db.html") -eq 7 ]]; echo $?)"

first_id=$(t list | awk '{ print $1 }')
ok "a second tournament with its own id" t create --name "Beker" --system knock-out --id beker
refused_db "two tournaments: which?" choose_tournament t standings
id="$first_id"
check "--id chooses" "$(t standings | grep -q "Clubkampioenschap"; echo $?)"
check "the list names both" "$([[ $(t list | wc -l) -eq 2 ]]; echo $?)"
refused_db "an id that is taken" tournament_exists "$bin" tournament --db "$db" create --name Again --rounds 3 --id beker
refused_db "an unknown id" not_found "$bin" tournament --db "$db" --id nope standings
check "--file and --db exclude each other" "$("$bin" tournament --db "$db" --file "$file" show >/dev/null 2>&1; [[ $? -ne 0 ]]; echo $?)"

finish
