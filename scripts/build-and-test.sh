#!/usr/bin/env bash
# The README's second command: builds everything and runs every test (lit,
# the runtime unit tests, the installed-package consumer), then the runtime
# unit tests again under AddressSanitizer and UndefinedBehaviorSanitizer.
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh || exit 1
jobs=$(nproc)

cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release || exit 1
cmake --build build -j "$jobs" || exit 1
ctest --test-dir build --output-on-failure -j "$jobs" | tee build/ctest.log
main_status=${PIPESTATUS[0]}

cmake -G Ninja -S . -B build-sanitizers -DTAGRAD_RUNTIME_ONLY=ON \
  -DTAGRAD_ENABLE_SANITIZERS=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo || exit 1
cmake --build build-sanitizers -j "$jobs" || exit 1
ctest --test-dir build-sanitizers --output-on-failure -j "$jobs" | tee build-sanitizers/ctest.log
asan_status=${PIPESTATUS[0]}

# One summary line over both runs (ctest prints "N tests failed out of M").
summary() { grep -E "tests passed, [0-9]+ tests failed out of" "$1" | tail -1; }
# ctest counts skipped tests (the GPU tests on a machine without one) as
# passed; they are reported apart.
total=0; failed=0; skipped=0
for log in build/ctest.log build-sanitizers/ctest.log; do
  line=$(summary "$log")
  f=$(echo "$line" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/')
  t=$(echo "$line" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\2/')
  s=$(grep -cE '\(Skipped\)$' "$log")
  total=$((total + ${t:-0})); failed=$((failed + ${f:-1})); skipped=$((skipped + s))
done
echo "$skipped skipped (GPU tests without a GPU; the Python tests without pytest and numpy)"
echo "$((total - failed - skipped)) passed, $failed failed"
[ "$main_status" -eq 0 ] && [ "$asan_status" -eq 0 ]
