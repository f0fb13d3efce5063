#!/usr/bin/env bash
# Runs the prepared GPU bundle (scripts/gpu-prepare.sh) on the GPU machine:
# the integration programs against their golden outputs and the CPU
# pipeline's, then the batch-norm backward benchmark next to PyTorch's cuDNN
# and ATen kernels, JAX/XLA, and a device-to-device copy (the HBM bound),
# printed as one table. Needs only the CUDA driver and python3 (PyTorch and
# JAX for their columns). Finishes in well under 8 minutes.
#
#   scripts/gpu-check.sh [BUNDLE_DIR]   (default build-gpu/gpu-bundle; inside
#                                        a bundle, tools/gpu-check.sh finds it)
#
# Exit status: 0 all checks passed, 1 a check failed, 77 no GPU (nothing run
# on a device; the host side is exercised up to the first CUDA call).
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [[ $# -ge 1 ]]; then
  BUNDLE="$1"
elif [[ -d "$HERE/../bin" && -d "$HERE/../expected" ]]; then
  BUNDLE="$HERE/.."
else
  BUNDLE="$HERE/../build-gpu/gpu-bundle"
fi
BUNDLE="$(cd "$BUNDLE" && pwd)" || { echo "no bundle at $BUNDLE" >&2; exit 1; }
TOOLS="$BUNDLE/tools"
OUT="${OUT:-$(mktemp -d)}"
mkdir -p "$OUT"
ITERATIONS="${ITERATIONS:-50}"
failures=0

echo "bundle: $BUNDLE ($(tr '\n' ' ' <"$BUNDLE/REVISION" 2>/dev/null))"
echo "outputs: $OUT"

if ! nvidia-smi -L >/dev/null 2>&1; then
  echo "NO GPU AVAILABLE: nvidia-smi does not list a GPU; nothing was run on a device."
  echo "Host-side run of each program up to its first CUDA call:"
  for exe in "$BUNDLE"/bin/*; do
    output="$("$exe" 2>&1)"
    rc=$?
    echo "  $(basename "$exe"): status $rc, $(echo "$output" | tail -1)"
  done
  exit 77
fi
nvidia-smi -L

echo
echo "== integration programs"
for exe in "$BUNDLE"/bin/*; do
  name="$(basename "$exe")"
  [[ "$name" == bn_bench ]] && continue
  timeout 120 "$exe" >"$OUT/$name.out" 2>"$OUT/$name.err"
  rc=$?
  if [[ $rc -ne 0 ]]; then
    echo "FAIL $name: status $rc: $(tail -2 "$OUT/$name.err")"
    failures=$((failures + 1))
    continue
  fi
  if [[ -f "$BUNDLE/expected/$name.golden" ]]; then
    # Numeric outputs: against the float64 golden file and the CPU pipeline.
    if python3 "$TOOLS/compare.py" "$OUT/$name.out" \
      --golden "$BUNDLE/expected/$name.golden" >"$OUT/$name.golden.txt"; then
      verdict="golden ok"
    else
      verdict="golden FAIL"
      failures=$((failures + 1))
    fi
    if [[ -f "$BUNDLE/expected/$name.cpu.out" ]]; then
      if python3 "$TOOLS/compare.py" "$OUT/$name.out" \
        --against "$BUNDLE/expected/$name.cpu.out" >"$OUT/$name.cpu.txt"; then
        verdict="$verdict, cpu ok"
      else
        verdict="$verdict, cpu FAIL"
        failures=$((failures + 1))
      fi
    else
      verdict="$verdict, cpu n/a"
    fi
  else
    # TensorFlow golden programs print one line per checked output; their
    # CHECK lines must match in order, as in the CPU pipeline's output.
    verdict="$(python3 "$TOOLS/check_lines.py" "$OUT/$name.out" \
      "$BUNDLE/expected/$name.check" "$BUNDLE/expected/$name.cpu.out")"
    [[ "$verdict" == *FAIL* ]] && failures=$((failures + 1))
  fi
  echo "$([[ "$verdict" == *FAIL* ]] && echo FAIL || echo ok) $name: $verdict"
done

echo
echo "== benchmark (bench/bn_grad shapes, training, f32)"
timeout 240 "$BUNDLE/bin/bn_bench" "$ITERATIONS" >"$OUT/bn_bench.out" \
  2>"$OUT/bn_bench.err"
rc=$?
grep -v '^RESULT\|^HBM' "$OUT/bn_bench.out"
if [[ $rc -ne 0 ]]; then
  echo "FAIL bn_bench: status $rc $(tail -2 "$OUT/bn_bench.err")"
  failures=$((failures + 1))
fi
timeout 240 python3 "$TOOLS/torch_jax_bench.py" "$ITERATIONS" \
  >"$OUT/torch_jax.out" 2>"$OUT/torch_jax.err" ||
  echo "note: torch/jax benchmark status $? (see $OUT/torch_jax.err)"
grep -v '^RESULT' "$OUT/torch_jax.out"
echo
python3 "$TOOLS/report.py" "$OUT/bn_bench.out" "$OUT/torch_jax.out"

echo
if [[ $failures -eq 0 ]]; then
  echo "GPU CHECK PASSED"
  exit 0
fi
echo "GPU CHECK FAILED: $failures failure(s)"
exit 1
