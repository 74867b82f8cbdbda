#!/usr/bin/env bash
# Every kind of result from the command line (issue 21, item 1): a resignation, a forfeit, a
# no-show, a double forfeit and an adjourned game, each entered with `letterzak tournament
# result` and named as such in `show`, the standings, both CSV files and the printable page.
source "$(dirname "$0")/tournament_checks.sh" "$1" club.json

ok "create" t create --name "Kinderen" --rounds 3
ok "players" t add-players "Anna,1800" "Bert,1700" "Carla,1600" "Dirk,1500" "Els,1400" "Fenna,1300"
ok "pair round 1" t pair
read -r a1 a2 <<<"$(board 1 1)"
read -r b1 b2 <<<"$(board 1 2)"
read -r c1 c2 <<<"$(board 1 3)"
ok "a resignation" t result --round 1 "#$a1" 400 "#$a2" 300 --resigned "#$a1"
ok "a no-show" t result --round 1 --no-show "#$b2"
ok "an adjourned game" t result --round 1 "#$c1" 150 "#$c2" 140 --adjourned
refused "resigned and lost on time" invalid_result t result --round 1 "#$a1" 400 "#$a2" 300 --resigned "#$a1" --lost-on-time "#$a2"
refused "adjourned with a forfeit" invalid_result t result --round 1 "#$c1" "#$c2" --forfeit "#$c1" --adjourned

shown=$(t show --round 1)
check "show names the resignation" "$([[ "$shown" == *"400-300, "*" resigned"* ]]; echo $?)"
check "show names the no-show" "$([[ "$shown" == *"did not show"* ]]; echo $?)"
check "show names the adjournment" "$([[ "$shown" == *"150-140, adjourned (to be finished)"* ]]; echo $?)"

ok "round 2 while board 3 is adjourned" t pair
read -r d1 d2 <<<"$(board 2 1)"
read -r e1 e2 <<<"$(board 2 2)"
ok "a double forfeit" t result --round 2 --forfeit "#$d1" --forfeit "#$d2"
ok "a forfeit" t result --round 2 --forfeit "#$e1"

pairings=$(t export --pairings-csv -)
check "pairings CSV: header" "$([[ "$(echo "$pairings" | head -1)" == *",forfeit,lost_on_time,resigned,result" ]]; echo $?)"
for kind in resigned no_show adjourned double_forfeit forfeit; do
    check "pairings CSV names $kind" "$(echo "$pairings" | grep -q ",$kind\$"; echo $?)"
done
resigner=$(t standings --after 1 --csv | awk -F, -v p="$a1" '$2 == p { print $8 "|" $NF }')
csv=$(t standings --csv)
check "the resigning player lost, ahead on points ($resigner)" "$([[ "$resigner" == "1|1 resigned"* ]]; echo $?)"
check "the standings note the adjourned game" "$(echo "$csv" | grep -q "1 adjourned"; echo $?)"
check "the standings note the no-show" "$(echo "$csv" | grep -q "1 no-show"; echo $?)"
check "the standings note the double forfeit" "$(echo "$csv" | grep -q "1 double forfeit"; echo $?)"

ok "the adjourned game is finished" t result --round 1 "#$c1" 380 "#$c2" 390
check "…and no longer adjourned" "$(t standings --csv | grep -q "adjourned"; [[ $? -ne 0 ]]; echo $?)"

ok "export" t export --html "$dir/r.html"
for shown in "gaf op" "niet opgekomen" "dubbel reglementair verlies" "reglementair verloren" "Bijzonderheden"; do
    check "the printable page shows '$shown'" "$(grep -q "$shown" "$dir/r.html"; echo $?)"
done

finish
