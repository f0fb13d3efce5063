#!/usr/bin/env bash
# Builds the whole compiler (TaGrad's libraries, tagrad-opt, tagrad-run,
# tagrad-lsp-server and the runtime) with ASan and UBSan into BUILD_DIR
# (default build-sanitize-compiler) and runs the lit suite with it.
# libMLIR.so itself is Debian's, not instrumented: errors are found in
# TaGrad's code and in what it hands to MLIR. mlir-runner (integration
# tests) is not instrumented either, so the ASan runtime is preloaded for
# it. Leak detection is off: LLVM keeps some allocations for the process's
# lifetime on purpose; the runtime's own leak tests run under ASan in
# build-and-test.sh.
#
# usage: scripts/sanitize-compiler.sh [BUILD_DIR] [lit args...]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-sanitize-compiler}
shift || true
san="-fsanitize=address,undefined -fno-sanitize=vptr -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS="$san" -DCMAKE_C_FLAGS="$san" \
  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" \
  -DTAGRAD_ENABLE_CUDA=OFF > "$build.configure.log"
cmake --build "$build" -j "$(nproc)"
asan=$(gcc -print-file-name=libasan.so)
ubsan=$(gcc -print-file-name=libubsan.so)
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs in the
# instrumented code inlined into TaGrad, while libMLIR.so (not instrumented)
# hands out memory from the same slabs without unpoisoning it; without this
# ASan reports use-after-poison on MLIR's own type storage.
export ASAN_OPTIONS=detect_leaks=0:verify_asan_link_order=0:abort_on_error=0:allow_user_poisoning=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Preloaded for every process lit starts (FileCheck and mlir-runner are not
# instrumented; the preload only makes the runtime library loadable).
LD_PRELOAD="$asan:$ubsan" /usr/lib/llvm-22/bin/lit "$build/test" "$@"
