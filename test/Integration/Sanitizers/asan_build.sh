#!/usr/bin/env bash
# Used by lit.local.cfg's %asan_build: builds an LLVM-dialect module and a C
# driver into an executable instrumented by AddressSanitizer.
# usage: asan_build.sh MLIR_TRANSLATE OPT LLC CC TRIPLE MLIR_LIB_DIR
#                      TAGRAD_LIB_DIR IN.mlir DRIVER.c -o EXE
set -euo pipefail
translate=$1 opt=$2 llc=$3 cc=$4 triple=$5 mlir_libs=$6 tagrad_libs=$7
input=$8 driver=$9
[[ ${10} == -o ]] || { echo "usage: ... IN.mlir DRIVER.c -o EXE" >&2; exit 2; }
exe=${11}
"$translate" --mlir-to-llvmir "$input" -o "$exe.ll"
"$opt" -mtriple="$triple" -passes='forceattrs,asan' \
  -force-attribute=sanitize_address "$exe.ll" -o "$exe.bc"
"$llc" -mtriple="$triple" -relocation-model=pic -filetype=obj "$exe.bc" -o "$exe.o"
"$cc" -fsanitize=address "$driver" "$exe.o" -o "$exe" \
  -L"$mlir_libs" -lmlir_c_runner_utils -lmlir_runner_utils \
  -L"$tagrad_libs" -ltagrad_runtime -Wl,-rpath,"$mlir_libs:$tagrad_libs" -lm
