// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// split with one length into an array of size 2 that cannot grow (a dynamic
// array locked by a gradient, so it stays on the runtime path): TensorFlow
// requires the array's size to equal the number of lengths
// (TF_SEMANTICS.md section 8, scenario 17).

func.func @lengths() -> tensor<1xi64> {
  %l = arith.constant dense<[1]> : tensor<1xi64>
  return %l : tensor<1xi64>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<[1.0]> : tensor<1xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {dynamic_size = true, tensor_array_name = "sized"} : !tagrad.tensor_array<tensor<?xf32>>
  %f1 = tagrad.tensor_array.lock_size %ta, %f0 : !tagrad.tensor_array<tensor<?xf32>>
  %l = call @lengths() : () -> tensor<1xi64>
  // CHECK: tagrad runtime error: TensorArray sized: TensorArray's size is not equal to the size of lengths (2 vs. 1), and the TensorArray is not marked as dynamically resizeable (at {{.*}}fail_split_size.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f2 = tagrad.tensor_array.split %ta, %v, %l, %f1 : !tagrad.tensor_array<tensor<?xf32>>, tensor<1xf32>, tensor<1xi64>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
