#!/usr/bin/env bash
# Runs an example. One with a `// run:` line (a function that takes inputs)
# runs that command with build/bin on the PATH; one with a `main` of no
# arguments is lowered with --tagrad-cpu-pipeline and run by mlir-runner.
set -euo pipefail
cd "$(dirname "$0")/.."
example=${1:-examples/rnn_tensor_array.mlir}
lib=/usr/lib/llvm-22/lib
command=$(sed -n 's|^// run: ||p' "$example" | head -1)
if [ -n "$command" ]; then
  echo "== $command"
  PATH=$PWD/build/bin:$PATH eval "$command"
  exit
fi
echo "== tagrad-opt $example --tagrad-cpu-pipeline | mlir-runner"
./build/bin/tagrad-opt "$example" --tagrad-cpu-pipeline |
  /usr/lib/llvm-22/bin/mlir-runner -e main -entry-point-result=void \
    -shared-libs=$lib/libmlir_c_runner_utils.so,$lib/libmlir_runner_utils.so,$PWD/build/lib/libtagrad_runtime.so
