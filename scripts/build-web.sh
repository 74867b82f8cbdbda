#!/usr/bin/env bash
# Builds the web front end (TypeScript + Vite) into web/dist, which `letterzak serve` serves.
# Installs the npm packages from the lockfile first when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/../web"
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
npm run build --silent
