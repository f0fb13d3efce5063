#!/usr/bin/env bash
# Installs the build tree into a scratch prefix, builds the consumer project
# against it with find_package(TaGrad), runs it and checks its output.
set -euo pipefail
build_dir=$(cd "$1" && pwd)
src_dir=$(cd "$(dirname "$0")" && pwd)
work=$build_dir/test/Consumer.work
rm -rf "$work"
cmake --install "$build_dir" --prefix "$work/prefix" > "$work.install.log" 2>&1 ||
  { cat "$work.install.log"; exit 1; }
cmake -G Ninja -S "$src_dir" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix"
cmake --build "$work/build"
"$work/build/tagrad-consumer" > "$work/out.mlir"
cat "$work/out.mlir"
# The size of a fixed array folded to the constant 3.
grep -q "return %c3 : index" "$work/out.mlir"
! grep -q "tagrad.tensor_array.size" "$work/out.mlir"
# The C API: the pipeline lowered everything to the LLVM dialect, and a bad
# option failed with a diagnostic naming it.
"$work/build/tagrad-consumer-c" > "$work/out_c.mlir"
grep -q "llvm.func @main" "$work/out_c.mlir"
! grep -q "tagrad\." "$work/out_c.mlir"
grep -q "bad option: .*checks=al" "$work/out_c.mlir"
# Compile and call (TaGrad-c/Runner.h): results, TensorFlow's error returned
# with the op's location, tagrad-run's argument message, no exit.
"$work/build/tagrad-consumer-runner" > "$work/out_runner.txt"
cat "$work/out_runner.txt"
grep -q "^@pick(2 arguments), argument 1: i64$" "$work/out_runner.txt"
grep -q "^result: 2xf32 1.5 2.5$" "$work/out_runner.txt"
grep -q "^error 3: TensorArray xs: Tried to read from index 4 but array size is: 4 @ pick.mlir:12:8$" "$work/out_runner.txt"
grep -q "^error 2: argument 0 of @pick is 2xf32 but the value given is 3xf32 @ $" "$work/out_runner.txt"
echo "consumer OK"
