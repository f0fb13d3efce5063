// RUN: tagrad-opt %s --tagrad-resolve-gradients | FileCheck %s

// The whole pipeline on TensorFlow's end-to-end shape: a dynamic forward
// array written in a loop, two gradient computations ("gradients" and
// "gradients_1", inferred from the name locations), the backprop loop
// taking the gradient on the forward flow.

// CHECK-LABEL: func @train_step
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} {dynamic_size = true, tagrad.final_size = 4 : index, tensor_array_name = "fwd"}
// CHECK: %[[FW:.*]] = scf.for
// CHECK: %[[N1:.*]] = tagrad.tensor_array.size %[[TA]], %[[FW]]
// CHECK: %[[G1:.*]], %{{.*}} = tagrad.tensor_array %[[N1]] {multiple_writes_aggregate = true, tensor_array_name = "fwd@gradients"}
// CHECK: scf.for
// CHECK:   tagrad.tensor_array.lock_size %[[TA]]
// CHECK:   tagrad.tensor_array.write %[[G1]]
// CHECK: %[[N2:.*]] = tagrad.tensor_array.size %[[TA]], %[[FW]]
// CHECK: %[[G2:.*]], %{{.*}} = tagrad.tensor_array %[[N2]] {multiple_writes_aggregate = true, tensor_array_name = "fwd@gradients_1"}
// CHECK: tagrad.tensor_array.lock_size %[[TA]], %[[FW]]
// CHECK: tagrad.tensor_array.write %[[G2]]
// CHECK-NOT: tagrad.tensor_array.grad
func.func @train_step(%v: tensor<2xf32>, %dy: tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ta, %f0 = tagrad.tensor_array %c0 {tensor_array_name = "fwd", dynamic_size = true} : !tagrad.tensor_array<tensor<2xf32>>
  %fw = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %f0) -> (f32) {
    %fn = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %fn : f32
  }
  %fb = scf.for %i = %c0 to %c4 step %c1 iter_args(%f = %fw) -> (f32) {
    %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : !tagrad.tensor_array<tensor<2xf32>> loc("gradients/while/TensorArrayGrad")
    %gw = tagrad.tensor_array.write %g[%i], %dy, %gf : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %f : f32
  }
  %h, %hf = tagrad.tensor_array.grad %ta, %fw source "" : !tagrad.tensor_array<tensor<2xf32>> loc("gradients_1/TensorArrayGrad")
  %hw = tagrad.tensor_array.write %h[%c0], %dy, %hf : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  return
}
