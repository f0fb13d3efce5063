// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// As fail_write_shape.mlir, for an array the runtime holds (dynamic size):
// a tensor<?xf32> value of shape [3] into tensor<2xf32> elements fails with
// TensorFlow's message.

func.func private @make() -> tensor<?xf32> {
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = tensor.cast %v : tensor<3xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = call @make() : () -> tensor<?xf32>
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad runtime error: TensorArray ta: Could not write to TensorArray index 0 because the value shape is [3] which is incompatible with the TensorArray's inferred element shape: [2] (consider setting infer_shape=False). (at {{.*}}fail_write_shape_runtime.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<?xf32>
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
