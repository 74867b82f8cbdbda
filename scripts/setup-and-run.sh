#!/usr/bin/env bash
# One command for a new machine: install the packages, build Letterzak (Release) and start
# the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)"
exec build/release/src/cli/letterzak --help
