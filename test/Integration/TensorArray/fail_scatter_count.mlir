// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// scatter with fewer indices than rows, on a dynamic array (runtime path),
// the counts known only at run time (TF_SEMANTICS.md section 8, scenario 16).

func.func @indices() -> tensor<?xi32> {
  %idx = arith.constant dense<[0, 1]> : tensor<2xi32>
  %d = tensor.cast %idx : tensor<2xi32> to tensor<?xi32>
  return %d : tensor<?xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %rows = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "counted"} : !tagrad.tensor_array<tensor<f32>>
  %idx = call @indices() : () -> tensor<?xi32>
  // CHECK: tagrad runtime error: TensorArray counted: Expected len(indices) == values.shape[0], but saw: 2 vs. 3 (at {{.*}}fail_scatter_count.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<f32>>, tensor<?xi32>, tensor<3xf32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
