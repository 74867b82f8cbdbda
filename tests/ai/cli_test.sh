#!/usr/bin/env bash
# The AI from the command line, as a club player would use it: a match between players (its
# last line, the same games on any thread count), leave values, training a table, and the
# analysis of a position (text and JSON). Uses the default Dutch lexicon.
set -u
bin="$1"
fail=0
pass=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pos="15/15/15/15/15/15/15/4TREINEN4/15/15/15/15/15/15/15 AEIKLST/ 30/20 0"

check() {  # description, condition (0 = ok)
    if [[ $2 -eq 0 ]]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi
}

full=$("$bin" match --players static,greedy --games 4 --seed 3 2>/dev/null)
one=$(tail -1 <<<"$full")
two=$("$bin" match --players static,greedy --games 4 --seed 3 --threads 2 2>/dev/null | tail -1)
[[ "$one" == "static vs greedy: 4 games, static wins "*"mean spread "* ]]
check "match summary line: $one" $?
[[ "$one" == "$two" ]]
check "the same match on 2 threads: '$one' vs '$two'" $?
[[ "$full" == *"games ending with the Q on the rack: static "*"%, greedy "*"%"* ]]
check "the match counts games ending with the Q on a rack: $full" $?

ladder=$("$bin" match --ladder --levels beginner,casual,club --games 4 --seed 3 2>/dev/null)
[[ $(echo "$ladder" | grep -c '^casual > beginner: 4 games (2 pairs), casual wins .*%, spread ') -eq 1 &&
   $(echo "$ladder" | grep -c '^club > casual: 4 games (2 pairs), club wins .*%, spread ') -eq 1 &&
   "$(echo "$ladder" | tail -1)" == "ladder beginner,casual,club: "*" of 2 steps significant"* ]]
check "a short ladder prints every step and its verdict: $ladder" $?
"$bin" match --ladder --levels beginner,nobody --games 2 >/dev/null 2>&1
[[ $? -eq 2 ]]
check "a ladder with an unknown level is refused with exit 2" $?

# --plies sets the simulating players' depth, --plies-b the second player's alone (that the
# depth reaches the players: players_test.cpp).
deeper=$("$bin" match --players sim,sim --games 2 --iterations 8 --endgame-seconds 0.05 --seed 5 --plies-b 4 2>/dev/null | tail -1)
[[ "$deeper" == "sim vs sim: 2 games, sim wins "* ]]
check "a match with one player simulating deeper: $deeper" $?
"$bin" match --players sim,sim --games 1 --plies 41 >/dev/null 2>&1
[[ $? -ne 0 ]]
check "a depth past 40 plies is refused" $?

"$bin" match --players nobody,greedy --games 1 >/dev/null 2>&1
[[ $? -eq 2 ]]
check "an unknown player is refused with exit 2" $?

blank=$("$bin" leaves show '?' | awk '{print $2}')
awk -v v="$blank" 'BEGIN { exit !(v > 0) }'
check "the shipped table values a blank above 0 ($blank)" $?

"$bin" leaves train --rules tournament --games 6 --from zero --seed 2 --out "$tmp/t.txt" >/dev/null 2>&1
check "leaves train writes a table" $?
"$bin" leaves show --leaves "$tmp/t.txt" ERS >/dev/null 2>&1
check "the trained table loads" $?
"$bin" leaves show --rules woordspel --leaves "$tmp/t.txt" ERS >/dev/null 2>&1
[[ $? -eq 2 ]]
check "a table of another tile set is refused" $?

text=$("$bin" moves --rules tournament --cgp "$pos" --analyze --iterations 16 --top 5 2>&1)
[[ "$text" == "simulation analysis"*"win%"* ]]
check "analysis in text: $text" $?
json=$("$bin" moves --rules tournament --cgp "$pos" --analyze --iterations 16 --top 5 --json 2>&1)
[[ "$json" == *'"method": "simulation"'* && "$json" == *'"win":'* && "$json" == *'"leave_value":'* ]]
check "analysis in JSON" $?
again=$("$bin" moves --rules tournament --cgp "$pos" --analyze --iterations 16 --top 5 --json --threads 2 2>&1 | grep -v '"seconds"')
[[ "$(echo "$json" | grep -v '"seconds"')" == "$again" ]]
check "the same analysis on 2 threads" $?
deeper=$("$bin" moves --rules tournament --cgp "$pos" --analyze --iterations 16 --top 5 --plies 4 2>&1)
[[ "$deeper" == *"over 4 plies"* && "$deeper" != "$text" ]]
check "--plies 4 simulates deeper: $deeper" $?
"$bin" moves --rules tournament --cgp "$pos" --analyze --plies 0 >/dev/null 2>&1
[[ $? -ne 0 ]]
check "--plies 0 is refused" $?

echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
