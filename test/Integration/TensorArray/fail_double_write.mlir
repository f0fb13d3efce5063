// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// A second write to an index of a non-aggregating array (TF_SEMANTICS.md
// section 8, scenario 2), through a scatter with a repeated index.

// The index comes through a call so that -tagrad-verify-flow cannot prove
// the error at compile time (it reports it statically when it can; see
// test/Dialect/TaGrad/Transforms/verify-flow-invalid.mlir): this test covers
// the run-time check.
func.func @opaque_indices(%i: tensor<2xi64>) -> tensor<2xi64> {
  return %i : tensor<2xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %rows = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %idx_constant = arith.constant dense<[2, 2]> : tensor<2xi64>
  %idx = func.call @opaque_indices(%idx_constant) : (tensor<2xi64>) -> tensor<2xi64>
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "foo"} : !tagrad.tensor_array<tensor<f32>>
  // CHECK: tagrad runtime error: TensorArray foo: Could not write to TensorArray index 2 because it has already been written to. (at {{.*}}fail_double_write.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<2xi64>, tensor<2xf32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
