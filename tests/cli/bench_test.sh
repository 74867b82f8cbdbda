#!/bin/bash
# letterzak bench: its signature lines (the greedy games' turns and points, the moves generated
# over the fixed positions) equal the values recorded in bench/signature.txt, so a change in
# move generation or greedy play cannot pass unnoticed. The speed lines are not checked.
#
# Usage: bench_test.sh path/to/letterzak path/to/bench/signature.txt
set -u
bin=$1
signature=$2
fails=0
out=$("$bin" bench 2>&1) || { echo "FAIL: letterzak bench exited $?"; echo "$out"; exit 1; }
while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    key=${line%%:*}
    got=$(grep -F -- "$key:" <<<"$out" | head -1)
    # The greedy line goes on with the speed (", 118.9 games/s"): compare up to the recorded end.
    if [[ "${got:0:${#line}}" == "$line" ]]; then
        echo "ok: $line"
    else
        echo "FAIL: expected \"$line\""
        echo "      got      \"$got\""
        fails=$((fails + 1))
    fi
done <"$signature"
if [[ $fails -gt 0 ]]; then
    echo "$fails signature line(s) differ: if the change is meant, record the new values in $signature"
    exit 1
fi
