// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// grad_with_shape whose shape_to_prepend ([3]) is only known at run time:
// the accumulator's elements are [3, 2], so a [1, 2] gradient fails with
// TensorFlow's message. TensorFlow 2.21 (scripts/gen_tensor_array_goldens.py):
// "TensorArray ta_<n>@gradients: Could not write to TensorArray index 0
// because the value shape is [1,2] which is incompatible with the
// TensorArray's inferred element shape: [3,2] (consider setting
// infer_shape=False)."

func.func private @prepend() -> tensor<1xi32> {
  %p = arith.constant dense<[3]> : tensor<1xi32>
  return %p : tensor<1xi32>
}

func.func private @grad() -> tensor<?x2xf32> {
  %v = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %d = tensor.cast %v : tensor<1x2xf32> to tensor<?x2xf32>
  return %d : tensor<?x2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %prepend = call @prepend() : () -> tensor<1xi32>
  %dv = call @grad() : () -> tensor<?x2xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %g, %gf0 = tagrad.tensor_array.grad_with_shape %ta, %f1, %prepend source "gradients" : !tagrad.tensor_array<tensor<2xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x2xf32>>
  // CHECK: tagrad runtime error: TensorArray ta@gradients: Could not write to TensorArray index 0 because the value shape is [1,2] which is incompatible with the TensorArray's inferred element shape: [3,2] (consider setting infer_shape=False). (at {{.*}}fail_grad_with_shape_write.mlir:[[@LINE+1]]:{{[0-9]+}})
  %gf1 = tagrad.tensor_array.write %g[%c0], %dv, %gf0 : !tagrad.tensor_array<tensor<?x2xf32>>, tensor<?x2xf32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
