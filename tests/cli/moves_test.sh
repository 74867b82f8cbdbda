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
out=$("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --sort score)
[[ $? -eq 0 && "$out" == *"8A SNEL(TREINEN) 57"* ]] && ok || bad "SNELTREINEN not listed: $(head -3 <<<"$out")"
# --sort score: best score first, ties by move text.
sorted=$(awk '{print $NF}' <<<"$out" | sort -rn -s | head -50)
[[ "$(awk '{print $NF}' <<<"$out" | head -50)" == "$sorted" ]] && ok || bad "moves are not sorted by score"
# --top and --count agree with the full list.
[[ $("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --top 3 | wc -l) -eq 3 ]] && ok || bad "--top 3"
# By default every move by equity (score + leave), exchanges and the pass included: the
# equity column falls, SLO(T)ZIN keeping an E outranks SNEL(TREINEN) keeping IOZ, and the
# list holds the placements, every distinct exchange and the pass.
eq=$("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0")
[[ "$(awk '{print $NF}' <<<"$eq")" == "$(awk '{print $NF}' <<<"$eq" | sort -g -r -s)" ]] && ok || bad "moves are not sorted by equity"
[[ "$(head -1 <<<"$eq")" == "E5 SLO(T)ZIN 56 E "* ]] && ok || bad "best by equity: $(head -1 <<<"$eq")"
grep -q '^8A SNEL(TREINEN) 57 IOZ ' <<<"$eq" && ok || bad "SNELTREINEN with its leave"
[[ $(grep -c '^- 0 EILNOSZ ' <<<"$eq") -eq 1 && $(grep -c '^-[A-Z]' <<<"$eq") -eq 127 ]] && ok || bad "the pass and the 127 exchanges of 7 distinct tiles"
[[ $(wc -l <<<"$eq") -eq $(( $(wc -l <<<"$out") + 128 )) ]] && ok || bad "equity list = placements + exchanges + pass"
eqjson=$("$bin" moves --cgp "$treinen QVVWWUU/ 0/0 0" --json)
[[ "$eqjson" == *'"kind": "exchange"'* && "$eqjson" == *'"kind": "pass"'* && "$eqjson" == *'"equity": '* ]] && ok || bad "JSON kinds and equity"
"$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --sort size >/dev/null 2>&1 && bad "--sort size accepted" || ok
[[ $("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --count) -eq $(wc -l <<<"$out") ]] && ok || bad "--count differs from the placements listed"
# JSON has coordinate, word, score and leave.
json=$("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --top 1 --json --sort score)
[[ "$json" == *'"coordinate"'* && "$json" == *'"leave"'* && "$json" == *'"score": 57'* && "$json" == *'"word": "SNELTREINEN"'* ]] && ok || bad "JSON: $json"
# First move: only across, every move covers H8.
first=$("$bin" moves --cgp "$empty EEINRT?/ 0/0 0" --sort score)
grep -qv '^8' <<<"$first" && bad "a vertical first move was listed" || ok
# Errors: no rack, too many tiles, impossible position, bad CGP.
"$bin" moves --cgp "$empty / 0/0 0" >/dev/null 2>&1 && bad "empty rack accepted" || ok
"$bin" moves --cgp "$empty ABCDEFGH/ 0/0 0" >/dev/null 2>&1 && bad "8-tile rack accepted in tournament" || ok
"$bin" moves --cgp "$empty QQ/ 0/0 0" >/dev/null 2>&1 && bad "two Qs accepted" || ok
"$bin" moves --cgp "nonsense" >/dev/null 2>&1 && bad "bad CGP accepted" || ok
# --top takes a count: a negative one is a clear error, not a range up to 1.79e308.
out=$("$bin" moves --cgp "$treinen ZISELNO/ 0/0 0" --top -1 2>&1)
[[ $? -ne 0 && "$out" == *"negative"* && "$out" != *"e+308"* ]] && ok || bad "--top -1: $out"
# Woordspel: a plain blank (t) in a word across only reads open down; a new tile beside it
# forms a cross word through it. 4H EED (19, cross word D? through the blank) must be listed,
# as score accepts it.
ws="4U10/4J10/TPEKHMFEG6/3CVE9/2EZNTBNMtWADO1/2NOEAU8/DOFWNIER7/OSSTDRVI7/R1KECHJS7/L1RYA1TBQH5/G2qIDE1NERBEER/G2EASD8/4EN9/4T10/4A10"
out=$("$bin" moves --rules woordspel --cgp "$ws DEEINNOU/ 0/0 0" --sort score)
grep -qx "4H EED 19" <<<"$out" && ok || bad "woordspel 4H EED next to an open blank not listed"
"$bin" score --rules woordspel --cgp "$ws DEEINNOU/ 0/0 0" --move "4H EED" | grep -q "D? 2" && ok || bad "score of 4H EED"
# Woordspel takes 8 tiles; box-ij the IJ tile.
[[ $("$bin" moves --rules woordspel --cgp "$empty ABCDEFGH/ 0/0 0" --count) -ge 0 ]] && ok || bad "woordspel 8 tiles"
"$bin" moves --rules box-ij --cgp "$empty [IJ]SELNO?/ 0/0 0" --top 200 | grep -q '\[IJ\]' && ok || bad "box-ij never plays the IJ tile"

# check: valid and invalid words, exit status.
"$bin" check fiets kaas >/dev/null && ok || bad "fiets kaas should be valid"
"$bin" check fiets xqzw >/dev/null 2>&1 && bad "xqzw should be invalid" || ok
"$bin" check --rules woordspel byl | grep -q valid && ok || bad "woordspel BYL (bijl)"

echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
