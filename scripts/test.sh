#!/usr/bin/env bash
# Builds and runs every test: a Release build, then an AddressSanitizer + UBSan build (clang),
# then the libFuzzer targets (clang), each run for a few seconds from its seed corpus (ctest
# label "fuzz"; LETTERZAK_FUZZ_SECONDS in the fuzz preset's cache sets how long).
# The web front end is built first, so the browser test (headless Chromium) runs in both.
# `scripts/test.sh release`, `scripts/test.sh asan-ubsan` or `scripts/test.sh fuzz` runs one.
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
((${#presets[@]})) || presets=(release asan-ubsan fuzz)
jobs=$(nproc 2>/dev/null || echo 2)
# The browser test (ctest label "web") plays in web/dist: build the front end first.
if [[ " ${presets[*]} " != " fuzz " ]] && command -v npm >/dev/null 2>&1; then
  echo "== web: build the front end"
  bash scripts/build-web.sh
fi
for preset in "${presets[@]}"; do
  echo "== $preset: configure and build"
  cmake --preset "$preset" >/dev/null
  targets=()
  [[ $preset == fuzz ]] && targets=(--target fuzzers)
  cmake --build --preset "$preset" -j "$jobs" "${targets[@]}"
  echo "== $preset: tests"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --preset "$preset" -j "$jobs"
done
