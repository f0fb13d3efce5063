// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// scatter into a dynamic array whose size was locked by a gradient (so it
// stays on the runtime path and cannot grow): the largest index is checked
// against the size before any row is written, with TensorFlow's message and
// numbers (TF_SEMANTICS.md section 8, scenario 16). The indices come through
// a public function, so nothing is known statically.

func.func @indices() -> tensor<2xi32> {
  %idx = arith.constant dense<[0, 5]> : tensor<2xi32>
  return %idx : tensor<2xi32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %rows = arith.constant dense<[[1.0, -1.0], [10.0, -10.0]]> : tensor<2x2xf32>
  %ta, %f0 = tagrad.tensor_array %c3 {dynamic_size = true, tensor_array_name = "scattered"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.lock_size %ta, %f0 : !tagrad.tensor_array<tensor<2xf32>>
  %idx = call @indices() : () -> tensor<2xi32>
  // CHECK: tagrad runtime error: TensorArray scattered: Max scatter index must be < array size (5 vs. 3) (at {{.*}}fail_scatter_out_of_range.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f2 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xi32>, tensor<2x2xf32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
