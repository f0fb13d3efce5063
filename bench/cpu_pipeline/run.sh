#!/bin/bash
# Time the whole --tagrad-cpu-pipeline on generated programs (gen_module.py)
# of N = 100, 1000, 10000 TensorArray writes, straight-line and in loops, and
# print the growth per 10x (linear = ~10). A run past the limit prints ">S".
# Usage: bench/cpu_pipeline/run.sh [path/to/tagrad-opt] [limit-seconds]
# With CSV=file, also writes "kind,N,seconds" rows there (docs/plots/).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OPT=${1:-$HERE/../../build/bin/tagrad-opt}
LIMIT=${2:-120}
SIZES=${SIZES:-"100 1000 10000"}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf "%10s %8s %12s %10s\n" kind N seconds growth
[ -n "${CSV:-}" ] && echo "kind,N,seconds" > "$CSV"
for kind in straight loop; do
  prev=""
  for n in $SIZES; do
    python3 "$HERE/gen_module.py" $kind $n > "$TMP/$kind$n.mlir"
    s=$(date +%s.%N)
    if timeout "$LIMIT" "$OPT" --tagrad-cpu-pipeline "$TMP/$kind$n.mlir" -o /dev/null; then
      e=$(date +%s.%N)
      t=$(echo "$e - $s" | bc -l)
      growth="-"
      [ -n "$prev" ] && growth=$(printf "%.1f" "$(echo "$t / $prev" | bc -l)")
      printf "%10s %8s %12.3f %10s\n" $kind $n $t $growth
      [ -n "${CSV:-}" ] && echo "$kind,$n,$t" >> "$CSV"
      prev=$t
    else
      printf "%10s %8s %12s %10s\n" $kind $n ">$LIMIT" "-"
      prev=""
    fi
  done
done
echo "(one run each, including parse and print)"
