#!/bin/bash
# Time the whole --tagrad-cpu-pipeline on generated programs (gen_module.py)
# of N = 100, 1000, 10000 TensorArray writes, straight-line and in loops.
#
# Columns: `compile`, as tagrad-run, the runner library and the C API compile
# (MLIR's verifier at the pipeline's stage boundaries only), and its growth
# per 10x (linear = ~10); `verify-each`, tagrad-opt's default (the verifier
# after every pass: a developer's setting). The last two rows of each
# program are the control, both on one thread: the largest N, and the same
# N as N / 1000 functions of 1000 each. Equal times say that no pass grows
# faster than N: the growth left is the machine's caches, which both
# outgrow alike.
# A run past the limit prints ">S".
# Usage: bench/cpu_pipeline/run.sh [path/to/tagrad-opt] [limit-seconds]
# With CSV=file, also writes "kind,N,seconds" rows (compile) there.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OPT=${1:-$HERE/../../build/bin/tagrad-opt}
LIMIT=${2:-120}
SIZES=${SIZES:-"100 1000 10000"}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Seconds for one pipeline run of $1 with tagrad-opt flags $2, or ">LIMIT".
time_pipeline() {
  local s e
  s=$(date +%s.%N)
  if timeout "$LIMIT" "$OPT" $2 --tagrad-cpu-pipeline "$1" -o /dev/null; then
    e=$(date +%s.%N)
    printf "%.3f" "$(echo "$e - $s" | bc -l)"
  else
    printf ">%s" "$LIMIT"
  fi
}

printf "%10s %16s %10s %8s %12s\n" kind N compile growth verify-each
[ -n "${CSV:-}" ] && echo "kind,N,seconds" > "$CSV"
largest=""
for n in $SIZES; do largest=$n; done
for kind in straight loop; do
  prev=""
  for n in $SIZES; do
    python3 "$HERE/gen_module.py" $kind $n > "$TMP/$kind$n.mlir"
    t=$(time_pipeline "$TMP/$kind$n.mlir" --verify-each=false)
    v=$(time_pipeline "$TMP/$kind$n.mlir" --verify-each=true)
    growth="-"
    if [[ -n "$prev" && "$t" != ">"* ]]; then
      growth=$(printf "%.1f" "$(echo "$t / $prev" | bc -l)")
    fi
    printf "%10s %16s %10s %8s %12s\n" $kind $n "$t" "$growth" "$v"
    [[ -n "${CSV:-}" && "$t" != ">"* ]] && echo "$kind,$n,$t" >> "$CSV"
    prev=$t
    [[ "$t" == ">"* ]] && prev=""
  done
  if [ "$largest" -gt 1000 ]; then
    copies=$((largest / 1000))
    python3 "$HERE/gen_module.py" $kind $largest $copies > "$TMP/copies.mlir"
    # One thread for both: the copies would otherwise run on every core.
    one="--verify-each=false --mlir-disable-threading"
    t=$(time_pipeline "$TMP/$kind$largest.mlir" "$one")
    c=$(time_pipeline "$TMP/copies.mlir" "$one")
    printf "%10s %16s %10s %8s %12s\n" $kind "$largest 1-thread" "$t" "-" "-"
    printf "%10s %16s %10s %8s %12s\n" $kind "${copies}x1000 1-thr" "$c" "-" "-"
  fi
done
echo "(one run each, including parse and print)"
