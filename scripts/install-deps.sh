#!/usr/bin/env bash
# Installs the Debian packages Letterzak builds and runs with (DESIGN.md "Dependencies").
set -euo pipefail
packages=(
  cmake ninja-build ccache g++ clang libclang-rt-14-dev lld
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  libboost-dev nlohmann-json3-dev libcli11-dev libfmt-dev libspdlog-dev
  libsqlite3-dev libssl-dev libqrencode-dev libargon2-dev pkg-config wdutch
  libpqxx-dev postgresql nginx openssl iproute2
  libopenmpi-dev openmpi-bin
  zlib1g-dev unzip
  python3
  chromium
)
# The web front end builds with Node.js and npm (Node 20 or newer; the machines come with it).
# Debian's own nodejs is a fallback where none is installed.
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
