#!/usr/bin/env bash
# letterzak score from the command line: the rule-book examples and refusals with exit 2.
set -u
bin="$1"
fail=0
pass=0
empty="15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"
treinen="15/15/15/15/15/15/15/4TREINEN4/15/15/15/15/15/15/15"
zie="15/15/15/15/15/15/9ZIE3/4TREINEN4/15/15/15/15/15/15/15"

expect_score() {  # rules cgp move expected
    local out
    out=$("$bin" score --rules "$1" --cgp "$2 / 0/0 0" --move "$3" 2>&1)
    local code=$?
    local first=${out%%$'\n'*}
    if [[ $code -eq 0 && "${first##* }" == "$4" ]]; then
        pass=$((pass + 1))
    else
        echo "FAIL: score $1 '$3' expected $4, got (exit $code): $out"
        fail=$((fail + 1))
    fi
}

expect_refusal() {  # rules cgp rack move code
    local out
    out=$("$bin" score --rules "$1" --cgp "$2 $3/ 0/0 0" --move "$4" 2>&1)
    local code=$?
    if [[ $code -eq 2 && "$out" == *"($5)"* ]]; then
        pass=$((pass + 1))
    else
        echo "FAIL: '$4' expected refusal $5 with exit 2, got (exit $code): $out"
        fail=$((fail + 1))
    fi
}

expect_score tournament "$empty" "8E TREIN" 14
expect_score tournament "$empty" "8E TREINEN" 68
expect_score tournament "$treinen" "E4 SNOE(T)" 14
expect_score tournament "$treinen" "7J ZIE" 13
expect_score tournament "$zie" "M4 DEUR" 21
expect_score tournament "$treinen" "8A SNEL(TREINEN)" 57
expect_score tournament "A3A2S7/15/15/15/15/15/15/15/15/15/15/15/15/15/15" "1A (A)DEL(A)AR(S)" 16
expect_score tournament "4A1R8/15/15/15/15/15/15/15/15/15/15/15/15/15/15" "1A ADEL(A)A(R)S" 144
expect_score woordspel "$empty" "8H LEES" 18
expect_score box-ij "$empty" "8H [IJ]S" 12

expect_refusal tournament "$empty" "TREIN" "7E TREIN" first_move_off_center
expect_refusal tournament "$empty" "TREI" "8E TREIN" not_on_rack
expect_refusal tournament "$treinen" "AB" "1A AB" not_connected
expect_refusal tournament "$treinen" "AB" "8E AB" square_occupied
expect_refusal woordspel "$empty" "LES" "8H LES" first_move_too_short
expect_refusal tournament "$empty" "AB" "8H TR(EIN" bad_notation

# A rack longer than the rule set's is refused, as moves refuses it (8 tiles under tournament).
out=$("$bin" score --cgp "$empty ABCDEFGH/ 0/0 0" --move "8H AB" 2>&1)
if [[ $? -eq 2 && "$out" == *"holds 8 tiles"*"at most 7"* ]]; then pass=$((pass + 1)); else
    echo "FAIL: an 8-tile rack under tournament: $out"; fail=$((fail + 1)); fi
out=$("$bin" score --rules woordspel --cgp "$empty ABCDEFGH/ 0/0 0" --move "8H BADE" 2>&1)
if [[ $? -eq 0 ]]; then pass=$((pass + 1)); else
    echo "FAIL: an 8-tile rack under woordspel: $out"; fail=$((fail + 1)); fi

# A malformed position and an unknown rule set are errors too, never a crash.
if "$bin" score --cgp "15/15" --move "8H AB" >/dev/null 2>&1; then
    echo "FAIL: a malformed CGP was accepted"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
if "$bin" score --rules nope --cgp "$empty / 0/0 0" --move "8H AB" >/dev/null 2>&1; then
    echo "FAIL: an unknown rule set was accepted"; fail=$((fail + 1)); else pass=$((pass + 1)); fi

echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
