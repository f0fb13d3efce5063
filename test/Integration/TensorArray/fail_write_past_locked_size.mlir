// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// After a grad locks a dynamic array at size 3, writing index 3 fails with
// TensorFlow's message, naming the array, the index and the op's location
// (TF_SEMANTICS.md section 8, scenario 11), and the run exits with status 1.

// The index comes through a call so that -tagrad-verify-flow cannot prove
// the error at compile time (it reports it statically when it can; see
// test/Dialect/TaGrad/Transforms/verify-flow-invalid.mlir): this test covers
// the run-time check.
func.func @opaque_index(%i: index) -> index {
  return %i : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "grows"} : !tagrad.tensor_array<tensor<2xf32>>
  %f = scf.for %i = %c0 to %c3 step %c1 iter_args(%fi = %f0) -> (f32) {
    %fj = tagrad.tensor_array.write %ta[%i], %v, %fi : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %fj : f32
  }
  %i3 = func.call @opaque_index(%c3) : (index) -> index
  %g, %gf = tagrad.tensor_array.grad %ta, %f source "gradients" : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad runtime error: TensorArray grows: Tried to write to index 3 but array is not resizeable and size is: 3 (at {{.*}}fail_write_past_locked_size.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f2 = tagrad.tensor_array.write %ta[%i3], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
