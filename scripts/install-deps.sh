#!/usr/bin/env bash
# Installs the Debian packages TaGrad needs, if any is missing. The python3-*
# ones: the Python package (python/), its install into a venv and its tests.
set -euo pipefail
packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libomp-22-dev
          ninja-build cmake g++ libgtest-dev python3
          libprotobuf-dev protobuf-compiler libopenblas-dev libjemalloc-dev
          python3-numpy python3-pytest python3-venv python3-wheel)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" > /dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" > /dev/null
