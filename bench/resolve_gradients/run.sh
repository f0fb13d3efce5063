#!/bin/bash
# Time --tagrad-resolve-gradients on generated modules of 1k / 10k / 100k
# tensor-array ops and print the growth ratio between sizes.
# Usage: bench/resolve_gradients/run.sh [path/to/tagrad-opt]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OPT=${1:-$HERE/../../build/bin/tagrad-opt}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
prev=""
printf "%10s %10s %12s %10s\n" ops tagrad_ops seconds ratio
for n in 1000 10000 100000; do
  python3 "$HERE/gen_module.py" $n > "$TMP/m$n.mlir"
  count=$(grep -c "tagrad\." "$TMP/m$n.mlir")
  best=""
  for rep in 1 2 3; do
    s=$(date +%s.%N)
    "$OPT" --tagrad-resolve-gradients "$TMP/m$n.mlir" -o /dev/null
    e=$(date +%s.%N)
    t=$(echo "$e - $s" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  ratio="-"
  if [ -n "$prev" ]; then ratio=$(printf "%.2f" "$(echo "$best / $prev" | bc -l)"); fi
  printf "%10s %10s %12.3f %10s\n" $n $count $best $ratio
  prev=$best
done
echo "(time: best of 3 runs, including parse and print; ratio: vs. the 10x smaller size, linear = ~10)"
