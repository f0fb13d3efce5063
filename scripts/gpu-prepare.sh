#!/usr/bin/env bash
# Prepares, on the build machine, everything the GPU check needs, so the GPU
# machine (CUDA driver, PyTorch, JAX; no LLVM/MLIR; at most 64 MiB of files)
# only runs binaries. See docs/GPU.md.
#
#   scripts/gpu-prepare.sh [BUNDLE_DIR]      (default build-gpu/gpu-bundle)
#
# Environment: BUILD_DIR (build-gpu), CHIP (sm_90), JOBS (1),
#              LLVM_BIN (/usr/lib/llvm-22/bin).
#
# The bundle holds:
#   bin/<program>          integration programs (test/Integration/GPU and the
#                          TensorFlow golden programs of test/Integration/
#                          BatchNorm) lowered with --tagrad-gpu-pipeline,
#                          translated to LLVM IR, compiled with llc, linked
#                          with libtagrad_runtime.so
#   bin/bn_bench           the benchmark driver, and lib/libbn_bench_kernels.so
#                          with its kernels (bench/gpu/make_bench_mlir.py)
#   lib/                   libtagrad_runtime.so, libomp.so.5, bundle printers
#   expected/              golden outputs (generate.py, TensorFlow CHECK
#                          lines) and the CPU pipeline's outputs
#   tools/                 compare.py, check_lines.py, generate.py,
#                          torch_jax_bench.py,
#                          report.py, gpu-check.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build-gpu}"
BUNDLE="${1:-$BUILD_DIR/gpu-bundle}"
CHIP="${CHIP:-sm_90}"
JOBS="${JOBS:-1}"
LLVM_BIN="${LLVM_BIN:-/usr/lib/llvm-22/bin}"
HOST_TRIPLE="$("$LLVM_BIN/llc" --version | awk '/Default target:/ {print $3}')"
LLVM_LIB="$(dirname "$LLVM_BIN")/lib"
MAX_BYTES=$((64 * 1024 * 1024))

log() { printf '== %s\n' "$*"; }

if [[ ! -f "$BUILD_DIR/build.ninja" ]]; then
  log "configuring $BUILD_DIR"
  cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" -DTAGRAD_ENABLE_CUDA=ON >/dev/null
fi
log "building tagrad-opt and tagrad_runtime"
ninja -C "$BUILD_DIR" -j"$JOBS" tagrad-opt tagrad_runtime >/dev/null
TAGRAD_OPT="$BUILD_DIR/bin/tagrad-opt"
RUNTIME="$BUILD_DIR/lib/libtagrad_runtime.so"

rm -rf "$BUNDLE"
mkdir -p "$BUNDLE"/{bin,lib,expected,tools,work}
WORK="$BUNDLE/work"

log "runtime libraries"
cp "$RUNTIME" "$BUNDLE/lib/"
cp -L "$(ldd "$RUNTIME" | awk '/libomp.so/ {print $3}')" "$BUNDLE/lib/libomp.so.5"
g++ -O2 -fPIC -shared -o "$BUNDLE/lib/libbundle_runner_utils.so" \
  "$ROOT/bench/gpu/bundle_runner_utils.cpp"

# compile NAME SOURCE.mlir [PRE_PASSES]: GPU pipeline -> LLVM IR -> object.
compile_object() {
  local name="$1" source="$2" pre="${3:-}"
  local lowered="$WORK/$name.llvm.mlir"
  if [[ -n "$pre" ]]; then
    "$TAGRAD_OPT" "$source" "$pre" |
      "$TAGRAD_OPT" --tagrad-gpu-pipeline="chip=$CHIP format=fatbin" -o "$lowered"
  else
    "$TAGRAD_OPT" "$source" --tagrad-gpu-pipeline="chip=$CHIP format=fatbin" \
      -o "$lowered"
  fi
  "$LLVM_BIN/mlir-translate" --mlir-to-llvmir "$lowered" -o "$WORK/$name.ll"
  # mlir-translate writes no target triple; without one llc expands
  # memcpy/memset into byte loops.
  "$LLVM_BIN/llc" -O3 -mtriple="$HOST_TRIPLE" -filetype=obj \
    -relocation-model=pic "$WORK/$name.ll" -o "$WORK/$name.o"
}

link_program() {
  local name="$1"
  g++ "$WORK/$name.o" -o "$BUNDLE/bin/$name" -L"$BUNDLE/lib" \
    -ltagrad_runtime -lbundle_runner_utils -lm -Wl,-rpath,'$ORIGIN/../lib'
}

# CPU reference: the same program through --tagrad-cpu-pipeline.
run_cpu() {
  local name="$1" source="$2"
  if "$TAGRAD_OPT" "$source" --tagrad-cpu-pipeline 2>"$WORK/$name.cpu.err" |
    "$LLVM_BIN/mlir-runner" -e main -entry-point-result=void \
      -shared-libs="$LLVM_LIB/libmlir_c_runner_utils.so,$LLVM_LIB/libmlir_runner_utils.so,$RUNTIME" \
      >"$BUNDLE/expected/$name.cpu.out" 2>>"$WORK/$name.cpu.err"; then
    echo "   $name: CPU pipeline output saved"
  else
    echo "   $name: CPU pipeline FAILED (see $WORK/$name.cpu.err)"
    rm -f "$BUNDLE/expected/$name.cpu.out"
  fi
}

log "integration programs (test/Integration/GPU), chip=$CHIP"
for source in "$ROOT"/test/Integration/GPU/*.mlir; do
  # tf-goldens.mlir only holds RUN lines for the BatchNorm programs below.
  grep -q 'func.func @main' "$source" || continue
  name="$(basename "$source" .mlir)"
  compile_object "$name" "$source"
  link_program "$name"
  run_cpu "$name" "$source"
done
python3 "$ROOT/test/Integration/GPU/Inputs/generate.py" \
  --golden-dir "$BUNDLE/expected" >/dev/null

log "TensorFlow golden programs (test/Integration/BatchNorm)"
for source in "$ROOT"/test/Integration/BatchNorm/gen_*.mlir; do
  name="tf_$(basename "$source" .mlir)"
  compile_object "$name" "$source"
  link_program "$name"
  sed -n 's|^// CHECK: ||p' "$source" >"$BUNDLE/expected/$name.check"
  run_cpu "$name" "$source"
done

log "benchmark kernels and driver"
python3 "$ROOT/bench/gpu/make_bench_mlir.py" "$WORK/bn_bench_kernels.mlir"
compile_object bn_bench_kernels "$WORK/bn_bench_kernels.mlir" \
  --convert-tagrad-to-gpu=device-resident=1
g++ -shared "$WORK/bn_bench_kernels.o" -o "$BUNDLE/lib/libbn_bench_kernels.so" \
  -L"$BUNDLE/lib" -ltagrad_runtime -Wl,-rpath,'$ORIGIN'
g++ -O2 -std=c++17 -I"$(dirname "$LLVM_BIN")/include" \
  "$ROOT/bench/gpu/bn_bench.cpp" -o "$BUNDLE/bin/bn_bench" \
  -L"$BUNDLE/lib" -ltagrad_runtime -ldl -Wl,-rpath,'$ORIGIN/../lib'

log "tools"
cp "$ROOT/test/Integration/GPU/Inputs/compare.py" \
  "$ROOT/test/Integration/GPU/Inputs/check_lines.py" \
  "$ROOT/test/Integration/GPU/Inputs/generate.py" \
  "$ROOT/bench/gpu/torch_jax_bench.py" "$ROOT/bench/gpu/report.py" \
  "$ROOT/scripts/gpu-check.sh" "$BUNDLE/tools/"
git -C "$ROOT" rev-parse HEAD >"$BUNDLE/REVISION" 2>/dev/null || true
echo "chip=$CHIP" >>"$BUNDLE/REVISION"

rm -rf "$WORK"
bytes=$(du -sb "$BUNDLE" | cut -f1)
log "bundle $BUNDLE: $((bytes / 1024)) KiB"
if ((bytes > MAX_BYTES)); then
  echo "error: the bundle exceeds 64 MiB" >&2
  exit 1
fi

# Without a GPU, show how far the host side gets: every program must stop
# at its first CUDA call with the runtime's message, not crash earlier.
if ! nvidia-smi -L >/dev/null 2>&1; then
  log "no GPU here: host-side smoke run (expect 'no CUDA driver', status 1)"
  status=0
  for exe in "$BUNDLE"/bin/*; do
    [[ "$exe" == *.so ]] && continue
    set +e
    output="$("$exe" 2>&1)"
    rc=$?
    set -e
    if [[ $rc -eq 1 && "$output" == *"no CUDA driver"* ]]; then
      echo "   $(basename "$exe"): status 1, $(echo "$output" | tail -1)"
    else
      echo "   $(basename "$exe"): UNEXPECTED status $rc: $output"
      status=1
    fi
  done
  exit $status
fi
