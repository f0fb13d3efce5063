// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_bounds | not %ta_runner 2>&1 | FileCheck %s

// A write past the end of a fixed-size array fails at run time with
// TensorFlow's message, in compiled code (the array is decomposed), and the
// run exits with status 1 (TF_SEMANTICS.md section 8, scenario 3). The index
// comes from a loop, so it is not known statically.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "small"} : !tagrad.tensor_array<tensor<2xf32>>
  %f = scf.for %i = %c0 to %c4 step %c1 iter_args(%fi = %f0) -> (f32) {
    // CHECK: tagrad runtime error: TensorArray small: Tried to write to index 3 but array is not resizeable and size is: 3 (at {{.*}}fail_out_of_range.mlir:[[@LINE+1]]:{{[0-9]+}})
    %fj = tagrad.tensor_array.write %ta[%i], %v, %fi : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %fj : f32
  }
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
