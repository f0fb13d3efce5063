// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// Write after read of the same index, on a gradient accumulator (read-once,
// aggregating): TF_SEMANTICS.md section 8, scenario 6.

// The index comes through a call so that -tagrad-verify-flow cannot prove
// the error at compile time (it reports it statically when it can; see
// test/Dialect/TaGrad/Transforms/verify-flow-invalid.mlir): this test covers
// the run-time check.
func.func @opaque_index(%i: index) -> index {
  return %i : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<1.0> : tensor<f32>
  %ta, %f0 = tagrad.tensor_array %c2 {multiple_writes_aggregate = true, tensor_array_name = "x@gradients"} : !tagrad.tensor_array<tensor<f32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  %i0 = func.call @opaque_index(%c0) : (index) -> index
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<f32>>
  // CHECK: tagrad runtime error: TensorArray x@gradients: Could not write to TensorArray index 0 because it has already been read. (at {{.*}}fail_write_after_read.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f2 = tagrad.tensor_array.write %ta[%i0], %v, %f1 : !tagrad.tensor_array<tensor<f32>>, tensor<f32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
