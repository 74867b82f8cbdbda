#!/usr/bin/env bash
# Prizes and the end-of-tournament report from the command line (issue 21, item 5), on a
# tournament file (typed results only): the prize categories as a settings action (refused when
# the classes are wrong, undone by `undo`), the prize list with a shared place and a withdrawn
# player left out, the text report, the printable page, and the archive, which unzip reads and
# whose index lists every typed result as having no record.
source "$(dirname "$0")/tournament_checks.sh" "$1" club.json

ok "create" t create --name "Slotavond" --rounds 1
ok "players" t add-players "Anna,1800" "Bert,1700" "Carla,1600" "Dirk,1500" "Els,1400" "Fenna,1300"
refused "classes from weak to strong" invalid_settings t prize-settings --class B:1300:1 --class A:1700:1
refused "a class written wrongly" invalid_settings t prize-settings --class A-1700-1
ok "prize settings" t prize-settings --overall 2 --class A:1650:1 --class B::2 --best-game --highest-score --best-bingo
check "the prize settings are a settings action of the log" "$(t log | tail -1 | grep -q "settings"; echo $?)"
ok "pair" t pair
read -r a1 a2 <<<"$(board 1 1)"
read -r b1 b2 <<<"$(board 1 2)"
read -r c1 c2 <<<"$(board 1 3)"
# Boards 1 and 2 end 400-300: their winners are equal on every key and share first place.
ok "board 1" t result --round 1 "#$a1" 400 "#$a2" 300
ok "board 2" t result --round 1 "#$b1" 400 "#$b2" 300
ok "board 3" t result --round 1 "#$c1" 450 "#$c2" 440
prizes=$(t prizes)
check "overall: the first place is shared" "$(echo "$prizes" | grep -c "^  1\. .*(shared)" | grep -qx 2; echo $?)"
check "highest score: 450" "$(echo "$prizes" | grep -A1 "^Highest score" | grep -q ": 450 v "; echo $?)"
check "best game: 890 (board 3)" "$(echo "$prizes" | grep -A1 "^Best game" | grep -q "= 890"; echo $?)"
check "the bingo prize says it saw no server game" "$(echo "$prizes" | grep -q "in the 0 of the 3 games"; echo $?)"
json=$(t prizes --json)
check "the list is final" "$(echo "$json" | grep -q '"final": true'; echo $?)"
ok "withdraw the player of the highest score" t withdraw "#$c1"
check "a withdrawn player wins nothing" "$(t prizes | grep -A1 "^Highest score" | grep -q ": 440 v "; echo $?)"

ok "report" t report --html "$dir/report.html" --archive "$dir/games.zip"
text=$(t report)
for shown in "Prizes" "Round 1" "400-300" "450-440"; do
    check "the report shows '$shown'" "$([[ "$text" == *"$shown"* ]]; echo $?)"
done
for shown in "Prijzen" "Eindklassement" "Hoogste score" "href=\"games.zip\"" "@media print"; do
    check "the printable page shows '$shown'" "$(grep -q "$shown" "$dir/report.html"; echo $?)"
done
check "unzip reads the archive" "$(unzip -tq "$dir/games.zip" >/dev/null; echo $?)"
index=$(unzip -p "$dir/games.zip" index.txt)
check "the index lists every typed result without a record" "$(echo "$index" | grep -c "getypte uitslag: geen partijverslag" | grep -qx 3; echo $?)"

ok "undo the withdrawal" t undo
ok "undo the results and the pairing" t undo --count 4
ok "undo the prize settings" t undo
check "without prize settings there are no prizes" "$(t prizes | grep -q "No prizes set"; echo $?)"

finish
