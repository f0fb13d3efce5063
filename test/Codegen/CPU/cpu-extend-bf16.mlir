// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-extend-bf16 | FileCheck %s

// bf16 arithmetic runs in f32 and rounds back after each op; the
// conversions become integer operations: extension a shift into the high
// half, truncation round-to-nearest-even on the bits (NaN kept quiet).

// CHECK-LABEL: func @add_bf16
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: arith.bitcast %{{.*}} : vector<8xbf16> to vector<8xi16>
// CHECK: arith.shli
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: arith.cmpf une, %[[SUM]], %[[SUM]]
// CHECK: arith.bitcast %[[SUM]] : vector<8xf32> to vector<8xi32>
// CHECK: arith.bitcast %{{.*}} : vector<8xi16> to vector<8xbf16>
func.func @add_bf16(%a: vector<8xbf16>, %b: vector<8xbf16>) -> vector<8xbf16> {
  %s = arith.addf %a, %b : vector<8xbf16>
  return %s : vector<8xbf16>
}

// -----

// math ops on bf16 likewise; f16 math and f16 conversions are left alone.

// CHECK-LABEL: func @math
// CHECK: math.exp %{{.*}} : f32
// CHECK: math.exp %{{.*}} : f16
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK-NOT: bf16 to f32
func.func @math(%a: bf16, %b: f16) -> (bf16, f16, f32) {
  %e = math.exp %a : bf16
  %f = math.exp %b : f16
  %g = arith.extf %b : f16 to f32
  return %e, %f, %g : bf16, f16, f32
}

// -----

// Without bf16 nothing changes (no folding either).

// CHECK-LABEL: func @no_bf16
// CHECK: %[[C:.*]] = arith.constant 1.0
// CHECK: arith.addf %[[C]], %[[C]] : f32
func.func @no_bf16() -> f32 {
  %c = arith.constant 1.0 : f32
  %s = arith.addf %c, %c : f32
  return %s : f32
}
