#!/usr/bin/env bash
# The README's first command: installs what is missing, builds tagrad-opt and
# the runtime, and runs the bundled example end to end on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release > build.configure.log 2>&1 ||
  { cat build.configure.log; exit 1; }
cmake --build build --target tagrad-opt tagrad_runtime
./scripts/run-example.sh "${1:-examples/rnn_tensor_array.mlir}"
