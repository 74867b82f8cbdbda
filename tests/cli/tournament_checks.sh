# Shared by the tournament command-line tests (sourced): counting checks, each failure said.
# `ok DESCRIPTION COMMAND…` passes when the command succeeds; `check DESCRIPTION RESULT` when the
# condition's result is 0. The caller prints "$pass passed, $fail failed" at the end.
fail=0
pass=0

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
