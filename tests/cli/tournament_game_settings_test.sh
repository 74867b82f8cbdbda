#!/usr/bin/env bash
# letterzak tournament create with the games' settings of issue 19 (the options letterzak play
# takes for one game): kept in the tournament file for every game of its pairings; settings the
# games cannot have are refused (exit 2, the reason, no file).
source "$(dirname "$0")/tournament_checks.sh" "$1" huisregels.json

refused "the tournament rules have no house rules" invalid_settings \
    t create --name X --rounds 1 --veto
refused "a rate with overtime loss" invalid_settings \
    t create --name X --rounds 1 --overtime-rate 15
refused "overtime without a chess clock" invalid_settings \
    t create --name X --rounds 1 --clock 0 --overtime penalty
refused "an overtime rule that is not one" bad_option \
    t create --name X --rounds 1 --overtime soms
refused "a blank swap that is not one" bad_option \
    t create --name X --rounds 1 --rules box --blank-swap soms
refused "a penalty out of range" invalid_settings \
    t create --name X --rounds 1 --rules box --challenge-penalty 500
check "nothing refused wrote a file" "$([[ ! -e "$file" ]]; echo $?)"

ok "create with every setting" t create --name Huisregels --rounds 1 --rules box --clock 20 \
    --overtime penalty --overtime-rate 15 --overtime-limit 2 --total-time 90 \
    --blank-swap is_turn --play-on --veto --challenge-penalty 5
settings=$(cat "$file")
for want in '"overtime": "penalty"' '"penalty_per_minute": 15' '"overtime_limit_minutes": 2' \
    '"total_minutes": 90' '"blank_swap": "is_turn"' '"play_on_after_out": true' '"veto": true' \
    '"failed_challenge_penalty": 5' '"clock_minutes": 20'; do
    check "the file keeps $want" "$([[ "$settings" == *"$want"* ]]; echo $?)"
done

shown=$(t show)
for want in "overtime 15 points a started minute (lost after 2 min)" "total time 90 min" \
    "house rule: blank swap (is_turn)" "house rule: play on after going out" "house rule: veto" \
    "a failed challenge costs 5"; do
    check "show says: $want" "$([[ "$shown" == *"$want"* ]]; echo $?)"
done

rm -f "$file"
ok "create without them" t create --name Gewoon --rounds 1
settings=$(cat "$file")
check "no overtime rule chosen" "$([[ "$settings" == *'"overtime": null'* ]]; echo $?)"
check "no house rules" "$([[ "$settings" == *'"veto": false'* ]]; echo $?)"
shown=$(t show)
check "show names no game settings" "$([[ "$shown" != *"house rule"* && "$shown" != *"overtime"* ]]; echo $?)"

finish "tournament game settings"
