#!/usr/bin/env bash
# A long tagrad-fuzz campaign (docs/Fuzzing.md): runs the fuzzer in rounds
# of ROUND seconds, each with its own seed, until SECONDS_TOTAL have passed,
# starting again after a crash. Every reproducer (crash-*, hang-*,
# failure-*, killed-*.mlir) lands in OUT_DIR with the log of its round
# (round-<seed>.log: the stack trace of a crash); a summary of the rounds is
# in OUT_DIR/campaign.log.
#
# usage: scripts/fuzz.sh [SECONDS_TOTAL (3600)] [OUT_DIR (fuzz-out)]
#                        [FIRST_SEED (1)] [tagrad-fuzz args / seeds...]
# env:   FUZZ=build/bin/tagrad-fuzz  ROUND=300
set -uo pipefail
cd "$(dirname "$0")/.."
total=${1:-3600}
out=${2:-fuzz-out}
seed=${3:-1}
shift 3 2>/dev/null || shift $#
fuzz=${FUZZ:-build/bin/tagrad-fuzz}
round=${ROUND:-300}
mkdir -p "$out"
end=$(( $(date +%s) + total ))
mutants=0 crashes=0 rounds=0
while (( $(date +%s) < end )); do
  left=$(( end - $(date +%s) ))
  secs=$(( left < round ? left : round ))
  (( secs > 0 )) || break
  log="$out/round-$seed.log"
  # The outer timeout catches what the driver's own --timeout cannot (a hang
  # with SIGALRM blocked); a SIGKILL (out of memory) leaves current.mlir.
  timeout -s KILL $(( secs + 120 )) "$fuzz" --seed="$seed" --seconds="$secs" \
    --crash-dir="$out" "$@" > "$log" 2>&1
  rc=$?
  rounds=$(( rounds + 1 ))
  if [[ -f "$out/current.mlir" ]]; then
    mv "$out/current.mlir" "$out/killed-$seed.mlir"
  fi
  n=$(sed -n 's/.* seeds, \([0-9]*\) mutants.*/\1/p' "$log" | tail -1)
  if [[ -n "$n" ]]; then
    mutants=$(( mutants + n ))
    status="ok"; (( rc == 0 )) || status="failures (rc $rc)"
  else
    crashes=$(( crashes + 1 ))
    # The mutants of a crashed round: up to the one that crashed.
    n=$(ls "$out" | sed -n "s/^crash-$seed-\([0-9]*\)\.mlir$/\1/p;s/^hang-$seed-\([0-9]*\)\.mlir$/\1/p" | tail -1)
    [[ -n "$n" ]] && mutants=$(( mutants + n + 1 ))
    status="CRASH (rc $rc): $(ls "$out" | grep -E -- "-$seed-[0-9]+\.mlir$|killed-$seed\.mlir$" | tr '\n' ' ')"
  fi
  echo "round seed=$seed ${secs}s: $status ${n:+$n mutants}" | tee -a "$out/campaign.log"
  seed=$(( seed + 1 ))
done
echo "campaign: $rounds rounds, $mutants mutants," \
  "$crashes crashed rounds; reproducers in $out" | tee -a "$out/campaign.log"
