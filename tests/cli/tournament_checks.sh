# Shared by the tournament command-line tests, sourced with the binary and the tournament file's
# name: `source "$(dirname "$0")/tournament_checks.sh" "$1" club.json`. It sets $bin, a temporary
# $dir (removed on exit), $file in it and `t …` (letterzak tournament on $file), and counting
# checks, each failure said: `ok DESCRIPTION COMMAND…` passes when the command succeeds;
# `check DESCRIPTION RESULT` when the condition's result is 0; `finish` prints
# "$pass passed, $fail failed" and is the script's last command (its status the verdict).
set -u
bin="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
file="$dir/$2"
fail=0
pass=0

t() { "$bin" tournament --file "$file" "$@"; }

finish() {
    echo "${1:+$1: }$pass passed, $fail failed"
    [[ $fail -eq 0 ]]
}

ok() {
    local what="$1"
    shift
    local out
    if out=$("$@" 2>&1); then
        pass=$((pass + 1))
    else
        echo "FAIL: $what (exit $?): $out"
        fail=$((fail + 1))
    fi
}

check() {
    if [[ $2 -eq 0 ]]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi
}

# Exit 2 with "(code)" on stderr, and the tournament file ($file) left as it was.
refused() {
    local what="$1" code="$2"
    shift 2
    local before after out status
    before=$(cat "$file" 2>/dev/null)
    out=$("$@" 2>&1 >/dev/null)
    status=$?
    after=$(cat "$file" 2>/dev/null)
    if [[ $status -eq 2 && "$out" == *"($code)"* && "$before" == "$after" ]]; then
        pass=$((pass + 1))
    else
        echo "FAIL: $what: expected exit 2 with ($code) and an unchanged file, got exit $status: $out"
        fail=$((fail + 1))
    fi
}

# The two players of board N of round R ("first second", ids), from the pairings CSV.
board() { t export --pairings-csv - | awk -F, -v r="$1" -v b="$2" '$1 == r && $2 == b { print $3, $5 }'; }
