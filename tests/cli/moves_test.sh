#!/usr/bin/env bash
# letterzak moves / check / lexicon from the command line, on the default Dutch list.
set -u
bin="$1"
export LETTERZAK_CACHE_DIR="${LETTERZAK_CACHE_DIR:-$(mktemp -d)}"
fail=0
pass=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
if [[ ! -f /usr/share/dict/dutch ]]; then echo "SKIP: wdutch is not installed"; echo "0 passed, 0 failed"; exit 0; fi

empty="15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"
treinen="15/15/15/15/15/15/15/4TREINEN4/15/15/15/15/15/15/15"

# The box example: with ZISELNO after TREINEN, SNELTREINEN (57 by the rules) is on the list.
out=$("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0")
[[ $? -eq 0 && "$out" == *"8A SNEL(TREINEN) 57"* ]] && ok || bad "SNELTREINEN not listed: $(head -3 <<<"$out")"
# Best first, ties by move text.
sorted=$(awk '{print $NF}' <<<"$out" | sort -rn -s | head -50)
[[ "$(awk '{print $NF}' <<<"$out" | head -50)" == "$sorted" ]] && ok || bad "moves are not sorted by score"
# --top and --count agree with the full list.
[[ $("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --top 3 | wc -l) -eq 3 ]] && ok || bad "--top 3"
[[ $("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --count) -eq $(wc -l <<<"$out") ]] && ok || bad "--count differs from the list"
# JSON has coordinate, word, score and leave.
json=$("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --top 1 --json)
[[ "$json" == *'"coordinate"'* && "$json" == *'"leave"'* && "$json" == *'"score": 57'* && "$json" == *'"word": "SNELTREINEN"'* ]] && ok || bad "JSON: $json"
# First move: only across, every move covers H8.
first=$("$bin" moves --cgp "$empty EEINRT?/ 0/0 0")
grep -qv '^8' <<<"$first" && bad "a vertical first move was listed" || ok
# Errors: no rack, too many tiles, impossible position, bad CGP.
"$bin" moves --cgp "$empty / 0/0 0" >/dev/null 2>&1 && bad "empty rack accepted" || ok
"$bin" moves --cgp "$empty ABCDEFGH/ 0/0 0" >/dev/null 2>&1 && bad "8-tile rack accepted in tournament" || ok
"$bin" moves --cgp "$empty QQ/ 0/0 0" >/dev/null 2>&1 && bad "two Qs accepted" || ok
"$bin" moves --cgp "nonsense" >/dev/null 2>&1 && bad "bad CGP accepted" || ok
# Woordspel takes 8 tiles; box-ij the IJ tile.
[[ $("$bin" moves --rules woordspel --cgp "$empty ABCDEFGH/ 0/0 0" --count) -ge 0 ]] && ok || bad "woordspel 8 tiles"
"$bin" moves --rules box-ij --cgp "$empty [IJ]SELNO?/ 0/0 0" --top 200 | grep -q '\[IJ\]' && ok || bad "box-ij never plays the IJ tile"

# check: valid and invalid words, exit status.
"$bin" check fiets kaas >/dev/null && ok || bad "fiets kaas should be valid"
"$bin" check fiets xqzw >/dev/null 2>&1 && bad "xqzw should be invalid" || ok
"$bin" check --rules woordspel byl | grep -q valid && ok || bad "woordspel BYL (bijl)"

echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
