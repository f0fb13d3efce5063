// RUN: tagrad-opt %s --canonicalize %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s --canonicalize %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s --canonicalize %tagrad_cpu_none | %ta_runner 2>&1 | FileCheck %s --check-prefix=NONE

// `--canonicalize` folds the select into an index of -1, which the write's
// verifier rejects as a constant: it becomes a tagrad.opaque_constant, and
// the program keeps its meaning. At checks=all the write fails as in
// TensorFlow; at checks=none it stays inside the array (docs/Runtime.md).

func.func @main() {
  %true = arith.constant true
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %ta, %f = tagrad.tensor_array %c3 {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<2xf32>>
  %x = arith.select %true, %cm1, %c0 : index
  // CHECK: TensorArray x: Tried to write to index -1 but array is not resizeable and size is: 3 (at {{.*}}fail_folded_negative_index.mlir:[[@LINE+1]]
  %f1 = tagrad.tensor_array.write %ta[%x], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  %u = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  // NONE: [1, 2]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(tensor<*xf32>)
