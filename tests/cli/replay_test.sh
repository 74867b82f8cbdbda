#!/usr/bin/env bash
# letterzak selfplay and replay from the command line: self-play writes records that replay
# cleanly under every rule set (exit 0); a record with a wrong score exits 1 and names the line;
# an unreadable record exits 2.
set -u
bin="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0
pass=0

check() {  # description expected-exit actual-exit output [must-contain]
    if [[ "$3" -eq "$2" && ( -z "${5:-}" || "$4" == *"$5"* ) ]]; then
        pass=$((pass + 1))
    else
        echo "FAIL: $1: expected exit $2${5:+ and \"$5\"}, got $3: $4"
        fail=$((fail + 1))
    fi
}

for rules in tournament box box-ij woordspel english; do
    out=$("$bin" selfplay --games 3 --rules "$rules" --seed 11 --out "$dir/$rules" 2>&1)
    check "selfplay $rules" 0 $? "$out" "games/s"
    out=$("$bin" replay --lexicon none "$dir/$rules"/*.gcg 2>&1)
    check "replay $rules (none)" 0 $? "$out" "every score and total matches"
done
out=$("$bin" selfplay --games 2 --rules box --players greedy,greedy,greedy,greedy --seed 5 --out "$dir/box4" 2>&1)
check "selfplay box, four players" 0 $? "$out" "4 players"
out=$("$bin" replay "$dir/box4"/*.gcg 2>&1)
check "replay box, four players" 0 $? "$out"
out=$("$bin" replay --sheet "$dir/tournament/game-00001.gcg" 2>&1)
check "score sheet" 0 $? "$out" "wedstrijdformulier"
out=$("$bin" replay --json "$dir/tournament/game-00001.gcg" 2>&1)
check "score sheet json" 0 $? "$out" '"match_points"'

# A wrong score on the first move: exit 1, the line named.
sed '0,/^>/s/ +\([0-9]*\) \([0-9]*\)$/ +999 999/' "$dir/tournament/game-00001.gcg" > "$dir/wrong.gcg"
line=$(grep -n '^>' "$dir/wrong.gcg" | head -1 | cut -d: -f1)
out=$("$bin" replay --lexicon none "$dir/wrong.gcg" 2>&1)
check "wrong score" 1 $? "$out" "wrong.gcg:$line:"

printf '#player1 a A\n>b: ABC 8D ABC +1 1\n' > "$dir/bad.gcg"
out=$("$bin" replay "$dir/bad.gcg" 2>&1)
check "unreadable record" 2 $? "$out" "line 2"
out=$("$bin" replay "$dir/missing.gcg" 2>&1)
check "missing file" 2 $? "$out"
out=$("$bin" selfplay --games 1 --rules tournament --players greedy,greedy,greedy 2>&1)
check "three players in a two-player rule set" 2 $? "$out"

echo "replay/selfplay: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
