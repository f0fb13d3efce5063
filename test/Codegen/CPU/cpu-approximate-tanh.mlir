// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-approximate-tanh | FileCheck %s

// f32 tanh, scalar and vector: clamped, tiny values passed through, the
// rational function of x^2 with Eigen's first numerator coefficient; no
// tanh left to lower to libm.

// CHECK-LABEL: func @tanh_f32
// CHECK-NOT: math.tanh
// CHECK-DAG: arith.constant 7.99881172
// CHECK-DAG: arith.constant 4.000000e-04 : f32
// CHECK-DAG: arith.constant 0.00489352457 : f32
// CHECK: arith.divf
// CHECK: arith.select
// CHECK-NOT: math.tanh
// CHECK: return
func.func @tanh_f32(%x: f32) -> f32 {
  %y = math.tanh %x : f32
  return %y : f32
}

// -----

// CHECK-LABEL: func @tanh_vector
// CHECK-NOT: math.tanh
// CHECK: arith.divf {{.*}} : vector<16xf32>
// CHECK-NOT: math.tanh
// CHECK: return
func.func @tanh_vector(%x: vector<16xf32>) -> vector<16xf32> {
  %y = math.tanh %x : vector<16xf32>
  return %y : vector<16xf32>
}

// -----

// f64 is not approximated: TensorFlow's double tanh is not Eigen's fast
// float one.

// CHECK-LABEL: func @tanh_f64
// CHECK: math.tanh %{{.*}} : f64
func.func @tanh_f64(%x: f64) -> f64 {
  %y = math.tanh %x : f64
  return %y : f64
}
