#!/usr/bin/env bash
# One command for a new machine: install the packages, build Letterzak (Release) and the web
# front end, and start the main job: `letterzak serve` on its embedded defaults (127.0.0.1:8080,
# the wdutch word list, the SQLite file letterzak.db here), which prints the address to open.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target letterzak -j "$(nproc 2>/dev/null || echo 2)"
bash scripts/build-web.sh
echo "Open the address below in a browser to start a game against the computer (Ctrl-C stops the server)."
exec build/release/src/cli/letterzak serve
