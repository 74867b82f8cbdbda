#!/usr/bin/env bash
# The lexicon's rules per rule set (SPEC §5), through `letterzak check` and `lexicon build`:
# a letter standing alone drops a word everywhere (x-as, u-bocht, h'tje); box and box-ij allow
# no word with a hyphen or an apostrophe (mee-eten, auto's); woordspel takes place names from
# --places, and only then.
set -u
bin="$1"
fail=0
pass=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LETTERZAK_CACHE_DIR="$work/cache"

# A small mixed-case list, as wdutch writes these entries, so every rule set compiles at once.
printf '%s\n' "x-as" "u-bocht" "h'tje" "o-benen" "mee-eten" "auto's" "fiets" "bijl" "Amsterdam" \
    > "$work/list.txt"
printf '%s\n' "Amsterdam" "Den Haag" "Ede" > "$work/places.txt"

expect() {  # rules word valid|invalid [extra options…]
    local rules="$1" word="$2" want="$3"
    shift 3
    local out
    out=$("$bin" check --rules "$rules" --lexicon "$work/list.txt" "$@" -- "$word" 2>/dev/null)
    if [[ "$out" == "$word $want" ]]; then
        pass=$((pass + 1))
    else
        echo "FAIL: check --rules $rules $* $word: expected '$want', got '$out'"
        fail=$((fail + 1))
    fi
}

for rules in tournament box box-ij woordspel; do
    for word in x-as XAS u-bocht UBOCHT "h'tje" HTJE o-benen; do expect "$rules" "$word" invalid; done
    expect "$rules" fiets valid
done
for rules in tournament woordspel; do
    expect "$rules" mee-eten valid
    expect "$rules" MEEETEN valid
    expect "$rules" "auto's" valid
    expect "$rules" AUTOS valid
done
for rules in box box-ij; do
    expect "$rules" mee-eten invalid
    expect "$rules" MEEETEN invalid
    expect "$rules" "auto's" invalid
    expect "$rules" AUTOS invalid
done
# Place names: woordspel with --places only; a name is never a word without the list.
expect woordspel AMSTERDAM invalid
expect woordspel AMSTERDAM valid --places "$work/places.txt"
expect woordspel EDE valid --places "$work/places.txt"
expect tournament AMSTERDAM invalid
out=$("$bin" check --rules tournament --places "$work/places.txt" --lexicon "$work/list.txt" EDE 2>&1)
if [[ $? -eq 2 && "$out" == *"woordspel"* ]]; then pass=$((pass + 1)); else
    echo "FAIL: --places under tournament should be refused (exit 2), got: $out"
    fail=$((fail + 1))
fi

# lexicon build: the counts per reason and per rule set.
out=$("$bin" lexicon build --in "$work/list.txt" --out "$work/box.lzk" --rules box 2>&1)
code=$?
row() { grep -E "^ *$1 " <<<"$out" | tr -s ' ' | sed 's/^ //'; }
if [[ $code -eq 0 && "$(row lone_letter)" == "lone_letter 4 4 4 4 4" &&
    "$(row joined_word)" == "joined_word 0 2 2 0 0" &&
    "$(row proper_name)" == "proper_name 1 1 1 1 1" ]]; then
    pass=$((pass + 1))
else
    echo "FAIL: lexicon build counts per reason and rule set (exit $code):"
    echo "$out"
    fail=$((fail + 1))
fi
# A compiled box lexicon keeps its rules: it is refused for tournament, taken for box.
out=$("$bin" check --rules tournament --lexicon "$work/box.lzk" fiets 2>&1)
if [[ $? -eq 2 && "$out" == *"lexicon_rules_mismatch"* ]]; then pass=$((pass + 1)); else
    echo "FAIL: a box lexicon under tournament rules should be refused, got: $out"
    fail=$((fail + 1))
fi
out=$("$bin" check --rules box --lexicon "$work/box.lzk" fiets AUTOS 2>&1)
if [[ "$out" == $'fiets valid\nAUTOS invalid' ]]; then pass=$((pass + 1)); else
    echo "FAIL: the compiled box lexicon: got $out"
    fail=$((fail + 1))
fi
# woordspel with place names, compiled once: the names are in the file.
out=$("$bin" lexicon build --in "$work/list.txt" --out "$work/ws.lzk" --rules woordspel \
    --places "$work/places.txt" 2>&1)
if [[ $? -eq 0 && "$(row kept)" == "kept 4 2 2 4 4 2" ]] &&
    [[ "$("$bin" check --rules woordspel --lexicon "$work/ws.lzk" EDE 2>/dev/null)" == "EDE valid" ]]; then
    pass=$((pass + 1))
else
    echo "FAIL: lexicon build --places:"
    echo "$out"
    fail=$((fail + 1))
fi
# The real list (wdutch): x-as is no longer a word, mee-eten still is.
if [[ -r /usr/share/dict/dutch ]]; then
    out=$("$bin" check XAS MEEETEN 2>/dev/null)
    if [[ "$out" == $'XAS invalid\nMEEETEN valid' ]]; then pass=$((pass + 1)); else
        echo "FAIL: check XAS MEEETEN against wdutch: $out"
        fail=$((fail + 1))
    fi
fi

echo "lexicon rules: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
