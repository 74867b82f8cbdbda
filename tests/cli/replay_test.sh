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

# Records as other programs and people write them (tests/cli/replay_records.py turns our own
# self-play records into each kind): read with every score right and a warning naming the
# line; --strict refuses them (exit 1). The games: english (two players, ends by going out)
# and box with three players.
records="$(dirname "$0")/replay_records.py"
"$bin" selfplay --games 1 --rules english --seed 11 --out "$dir/en" >/dev/null 2>&1
"$bin" selfplay --games 1 --rules box --players greedy,greedy,greedy --seed 1 --out "$dir/box3" >/dev/null 2>&1
"$bin" selfplay --games 1 --rules box --players greedy,greedy,greedy,greedy --seed 2 --out "$dir/box4" >/dev/null 2>&1
kinds=(overdraw mistyped challenge cp1252 utf16 incomplete summed summed4)
warns=("cannot be theirs" "lacks tiles kept" "challenged the play that went out" "" "" "" "" "")
for k in "${!kinds[@]}"; do
    kind=${kinds[$k]}
    case $kind in
        summed) src="$dir/box3/game-00001.gcg"; gen=summed ;;
        summed4) src="$dir/box4/game-00001.gcg"; gen=summed ;;
        *) src="$dir/en/game-00001.gcg"; gen=$kind ;;
    esac
    if ! python3 "$records" "$gen" "$src" "$dir/$kind.gcg"; then
        check "write a $kind record" 0 1 ""
        continue
    fi
    out=$("$bin" replay --lexicon none "$dir/$kind.gcg" 2>&1)
    check "replay $kind" 0 $? "$out" "every score and total matches"
    if [[ -n "${warns[$k]}" ]]; then
        line=$(grep -o "$kind.gcg:[0-9]*: warning: .*${warns[$k]}" <<<"$out" | head -1)
        check "replay $kind names the line" 0 $([[ -n "$line" ]]; echo $?) "$out"
    fi
    if [[ $kind != incomplete ]]; then  # an unfinished game with partial racks was always read
        out=$("$bin" replay --strict --lexicon none "$dir/$kind.gcg" 2>&1)
        check "replay --strict $kind" 1 $? "$out" "mismatch"
    fi
done
# The encodings: names read right (the score sheet shows them).
out=$("$bin" replay --lexicon none --sheet "$dir/cp1252.gcg" 2>&1)
check "windows-1252 names" 0 $? "$out" "Björn Ångström"
out=$("$bin" replay --lexicon none --sheet "$dir/utf16.gcg" 2>&1)
check "UTF-16 names" 0 $? "$out" "Zoë Ærts"
printf '#character-encoding no-such-encoding\n#player1 a A\n#player2 b B\n' > "$dir/enc.gcg"
out=$("$bin" replay "$dir/enc.gcg" 2>&1)
check "unknown encoding" 2 $? "$out" "line 1: unknown character encoding"
# What is really wrong stays wrong: a tile that is not there (english has one Z).
printf '#character-encoding UTF-8\n#rules english\n#player1 a A\n#player2 b B\n>a: ZZ 8H ZZ +40 40\n' > "$dir/zz.gcg"
out=$("$bin" replay --lexicon none "$dir/zz.gcg" 2>&1)
check "a tile that is not there" 1 $? "$out" "zz.gcg:5:"

# The command line's edges: a device without end is read only as far as a record can be
# (and refused), a directory is named as one.
out=$(timeout 20 "$bin" replay /dev/zero 2>&1)
check "replay /dev/zero" 2 $? "$out" "a game record is at most"
out=$("$bin" replay "$dir" 2>&1)
check "replay a directory" 2 $? "$out" "is a directory"

echo "replay/selfplay: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
