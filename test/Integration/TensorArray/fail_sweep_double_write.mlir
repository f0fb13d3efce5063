// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// Two write sweeps of one array: -tagrad-decompose-tensor-arrays decides
// the rules of sweeps at compile time (no per-element flags), and the
// second sweep breaks double_write at its first trip. It runs backwards, so
// TensorFlow's first failing write, and the one reported, is at index 7.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 8 : index
  %v = arith.constant dense<2.0> : tensor<4xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<4xf32>>
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  %f3 = scf.for %j = %c0 to %n step %c1 iter_args(%f = %f1) -> (f32) {
    %i = arith.subi %c7, %j : index
    // CHECK: tagrad runtime error: TensorArray x: Could not write to TensorArray index 7 because it has already been written to. (at {{.*}}fail_sweep_double_write.mlir:[[@LINE+1]]:{{[0-9]+}})
    %f2 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<4xf32>>, tensor<4xf32>
    scf.yield %f2 : f32
  }
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
