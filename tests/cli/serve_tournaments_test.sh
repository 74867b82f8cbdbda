#!/usr/bin/env bash
# Issue 21 item 6: `letterzak serve` says at start-up how many tournaments the database holds
# and where directors start — the #/tournaments address on every address it prints the board at
# (loopback only, and listening beyond loopback on this machine's interfaces).
set -u
bin="$1"
dir=$(mktemp -d)
pid=""
trap '[[ -n "$pid" ]] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$dir"' EXIT
failures=0
check() {
  if [[ "$2" == 0 ]]; then echo "ok: $1"; else echo "FAIL: $1"; failures=$((failures + 1)); fi
}

"$bin" tournament create --db "$dir/club.db" --name "Clubavond" --rounds 3 >/dev/null || exit 1
"$bin" tournament create --db "$dir/club.db" --name "Zomeravond" --rounds 3 >/dev/null || exit 1

# Starts the server with the extra options, waits for its start-up text, stops it.
startup() {
  "$bin" serve --port 0 --db "$dir/club.db" --quiet "$@" >"$dir/out" 2>"$dir/err" &
  pid=$!
  for _ in $(seq 1 100); do
    grep -q "tournaments:" "$dir/out" 2>/dev/null && grep -q "#/tournaments" "$dir/out" && break
    sleep 0.1
  done
  sleep 0.2
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  pid=""
  cat "$dir/out"
}

out=$(startup)
lobby=$(sed -n 's/^Letterzak: \(http[^ ]*\)$/\1/p' <<<"$out" | head -1)
check "the lobby's address is printed ($lobby)" "$([[ -n "$lobby" ]]; echo $?)"
check "the count and the tournaments' address on it" \
  "$(grep -qF "tournaments: 2 in the database; directors start at ${lobby}#/tournaments" <<<"$out"; echo $?)"

out=$(startup --listen 0.0.0.0)
boards=$(sed -n '/Open the board at:/,/^  [^ ]/p' <<<"$out" | grep -o 'http[^ ]*/$' || true)
if [[ -z "$boards" ]]; then
  echo "(no network interface besides loopback: the exposed case is not checked here)"
else
  for url in $boards; do
    check "the tournaments at $url" "$(grep -qF "${url}#/tournaments" <<<"$out"; echo $?)"
  done
fi
check "the exposed server counts the tournaments too" "$(grep -q "tournaments: 2 in the database" <<<"$out"; echo $?)"

[[ $failures -eq 0 ]] && echo "passed" || echo "$failures failure(s)"
exit $((failures > 0))
