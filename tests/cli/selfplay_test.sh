#!/bin/bash
# letterzak selfplay --players: every level of the registry plays whole box games for 3 and 4
# seats through the referee, each record replays cleanly, and no move is refused (a refused
# move fails the game and the exit code). The searching levels get small budgets
# (--iterations, --endgame-seconds); they search the same way. Unknown levels are refused.
#
# Usage: selfplay_test.sh path/to/letterzak
set -u
bin=$1
fails=0
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fails=$((fails + 1)); }

run() {  # players seed
    local out
    out=$("$bin" selfplay --games 2 --rules box --players "$1" --seed "$2" --iterations 8 \
        --endgame-seconds 0.1 2>&1)
    local rc=$?
    if [[ $rc -eq 0 && "$out" == *"records replayed cleanly: 2 of 2"* ]]; then
        ok "$1"
    else
        bad "$1 (exit $rc): $out"
    fi
}

run beginner,casual,club 1
run expert,champion,greedy 3
run static,sim,club 8
run beginner,casual,club,expert 10
run champion,greedy,static,sim 11
run clubspeler,kampioen,huiskamer,gretig 12  # the Dutch names are the same levels

out=$("$bin" selfplay --games 1 --players greedy,grootmeester 2>&1) && bad "unknown level accepted" ||
    { [[ "$out" == *'unknown player "grootmeester"'*club* ]] && ok "unknown level refused" ||
        bad "unknown level: $out"; }
out=$("$bin" selfplay --games 1 --rules box --players greedy,greedy,greedy,greedy,greedy 2>&1) &&
    bad "five seats accepted" || ok "five seats refused"

[[ $fails -eq 0 ]] || { echo "$fails failure(s)"; exit 1; }
