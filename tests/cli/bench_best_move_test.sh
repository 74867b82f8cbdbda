#!/usr/bin/env bash
# letterzak bench: the best-move block prints its figures, and its signatures (the moves of
# one pass of full generation, the best moves' summed equity) do not depend on how many
# passes are timed (12: a whole round of ten and part of one), nor on the run: they describe
# behaviour, not speed.
set -u
bin="$1"
fail=0

run() {  # passes (the 7-vs-7 suite, timed, is bench_test.sh's: 20 s saved here)
    "$bin" bench --games 2 --repeat 1 --best-move-passes "$1" --playout-passes 1 \
        --full-rack-endgames 0 2>&1
}
one=$(run 1) || { echo "FAIL: bench exited $?: $one"; exit 1; }
twelve=$(run 12) || { echo "FAIL: bench exited $?: $twelve"; exit 1; }

for label in "Full generation : " "Best move : " "Best move ÷ Full generation : " \
             "Full generation signature : " "Best move signature : " "Best move peak RSS : "; do
    line=$(grep -F "$label" <<<"$one" | head -1)
    if [[ -z "$line" ]]; then
        echo "FAIL: no '$label' line in: $one"
        fail=1
    fi
done
# Rates and the ratio are positive numbers.
for label in "Full generation : " "Best move : " "Best move ÷ Full generation : "; do
    value=$(grep -F "$label" <<<"$one" | head -1 | sed "s/^.*$label//" | cut -d' ' -f1)
    if ! awk -v v="$value" 'BEGIN { exit !(v + 0 > 0) }'; then
        echo "FAIL: '$label' is not a positive number: '$value'"
        fail=1
    fi
done
for label in "Full generation signature : " "Best move signature : " "Moves generated  : "; do
    a=$(grep -F "$label" <<<"$one")
    b=$(grep -F "$label" <<<"$twelve")
    if [[ -z "$a" || "$a" != "$b" ]]; then
        echo "FAIL: '$label' differs between 1 and 12 passes: '$a' vs '$b'"
        fail=1
    fi
done
# The summed equity is a real figure: 24 positions of best moves are worth something.
equity=$(grep -F "Best move signature : " <<<"$one" | sed 's/^.*: //' | cut -d' ' -f1)
if ! awk -v v="$equity" 'BEGIN { exit !(v + 0 > 100) }'; then
    echo "FAIL: best move signature implausible: '$equity'"
    fail=1
fi
# The playouts (issue 18): a rate per thread count, the one-thread rate per core, the machine's
# ceiling (two separate one-thread simulations at once), and one signature for every count.
for label in "Playouts : " "Playouts, 1 thread per core : " "Playouts, 2 threads : " \
    "Playouts 2 threads ÷ 1 : " "Playouts, 2 separate 1-thread simulations at once : " \
    "Playouts machine ceiling, 2 separate ÷ 1 : " "Playouts 2 threads ÷ 2 separate : " \
    "Playouts signature : "; do
    if ! grep -qF "$label" <<<"$one"; then
        echo "FAIL: no '$label' line in: $one"
        fail=1
    fi
done
if grep -qF "DIFFERS" <<<"$one"; then
    echo "FAIL: the simulation chose differently on 2 threads: $(grep -F 'Playouts signature' <<<"$one")"
    fail=1
fi
# The endgame suite (issue 18): every position solved exactly, the same work on every run.
solved=$(grep -F "Endgames solved : " <<<"$one" | sed 's/^Endgames solved : //')
if [[ ! "$solved" =~ ^([0-9]+)\ of\ ([0-9]+)\  ]] || [[ "${BASH_REMATCH[1]}" != "${BASH_REMATCH[2]}" ]] ||
    ((BASH_REMATCH[2] < 5)); then
    echo "FAIL: the endgame suite is not all solved: '$solved'"
    fail=1
fi
a=$(grep -F "Endgame signature : " <<<"$one")
b=$(grep -F "Endgame signature : " <<<"$twelve")
if [[ -z "$a" || "$a" != "$b" ]]; then
    echo "FAIL: 'Endgame signature' differs between runs: '$a' vs '$b'"
    fail=1
fi
a=$(grep -F "Playouts signature : " <<<"$one")
b=$(grep -F "Playouts signature : " <<<"$twelve")
if [[ -z "$a" || "$a" != "$b" ]]; then
    echo "FAIL: 'Playouts signature' differs between runs: '$a' vs '$b'"
    fail=1
fi
# --only playouts: that block alone, with the same signature as in the whole bench.
only=$("$bin" bench --only playouts --playout-passes 1 2>&1) || {
    echo "FAIL: bench --only playouts exited $?: $only"
    fail=1
}
if [[ "$(grep -F "Playouts signature : " <<<"$only")" != "$a" ]] ||
    grep -qE "^(Full generation|Greedy|Endgame|Move generation)" <<<"$only"; then
    echo "FAIL: bench --only playouts printed other blocks or another signature: $only"
    fail=1
fi
if "$bin" bench --only nothing >/dev/null 2>&1; then
    echo "FAIL: bench --only accepted an unknown block"
    fail=1
fi
if ((fail == 0)); then echo "bench: figures and signatures as expected"; fi
exit "$fail"
