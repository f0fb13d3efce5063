#!/usr/bin/env bash
# Lowers an example with --tagrad-cpu-pipeline and runs it with mlir-runner.
set -euo pipefail
cd "$(dirname "$0")/.."
example=${1:-examples/rnn_tensor_array.mlir}
lib=/usr/lib/llvm-22/lib
echo "== tagrad-opt $example --tagrad-cpu-pipeline | mlir-runner"
./build/bin/tagrad-opt "$example" --tagrad-cpu-pipeline |
  /usr/lib/llvm-22/bin/mlir-runner -e main -entry-point-result=void \
    -shared-libs=$lib/libmlir_c_runner_utils.so,$lib/libmlir_runner_utils.so,$PWD/build/lib/libtagrad_runtime.so
