// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// split of a 3-vector with lengths [1] into a dynamic array (runtime path):
// the lengths must sum to values.shape[0], checked before anything is
// written, with TensorFlow's message and numbers (TF_SEMANTICS.md section 8,
// scenario 17). The lengths come through a public function, so nothing is
// known statically.

func.func @lengths() -> tensor<1xi64> {
  %l = arith.constant dense<[1]> : tensor<1xi64>
  return %l : tensor<1xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "pieces"} : !tagrad.tensor_array<tensor<?xf32>>
  %l = call @lengths() : () -> tensor<1xi64>
  // CHECK: tagrad runtime error: TensorArray pieces: Expected sum of lengths to be equal to values.shape[0], but sum of lengths is 1 and value's shape is: [3] (at {{.*}}fail_split_lengths.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f0 : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>, tensor<1xi64>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
