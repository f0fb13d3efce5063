// --expected_output compares each result (exit 1 on any mismatch, naming
// the first differing element); --benchmark_repetitions prints a median.
// RUN: tagrad-run %s --input="2xf32=1,2" --expected_output="2xf32=2,4" --expected_output="f32=1.00001" | FileCheck %s --check-prefix=MATCH
// RUN: not tagrad-run %s --input="2xf32=1,2" --expected_output="2xf32=2,5" --expected_output="3xf32=1" | FileCheck %s --check-prefix=DIFF
// RUN: not tagrad-run %s --input="2xf32=1,2" --expected_output="2xf32=2,4.0002" --expected_f32_threshold=1e-5 | FileCheck %s --check-prefix=TIGHT
// RUN: not tagrad-run %s --input="2xf32=1,2" --expected_output="2xf32=2,4" --expected_output="f32=1" --expected_output="f32=1" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not tagrad-run %s --input="2xf32=1,2" --expected_output=@%t.missing.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: tagrad-run %s --input="2xf32=1,2" --benchmark_repetitions=5 | FileCheck %s --check-prefix=BENCH

// MATCH: result 0: 2xf32 matches
// MATCH-NEXT: result 1: f32 matches
// DIFF: result 0: 2xf32 MISMATCH: 1 of 2 elements differ; first at flat index 1: got 4.000000e+00, expected 5.000000e+00
// DIFF-NEXT: result 1: f32 MISMATCH: expected 3xf32, got f32
// TIGHT: result 0: 2xf32 MISMATCH: 1 of 2 elements differ
// TIGHT-SAME: largest difference 1.99{{[0-9]+}}e-04
// COUNT: @main has 2 results but 3 --expected_output are given
// MISSING: result 0 (--expected_output @{{.*}}missing.npy):
// BENCH: median_ns_per_call: {{[0-9]+}}
// BENCH-NOT: 2xf32
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, f32) {
  %c = arith.addf %a, %a : tensor<2xf32>
  %f = arith.constant 1.0 : f32
  return %c, %f : tensor<2xf32>, f32
}
