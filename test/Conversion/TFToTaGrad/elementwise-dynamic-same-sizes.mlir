// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Operands of unknown sizes that come from the same tensor (x * x, and the
// results of element-wise ops on it) have equal sizes: no run-time
// broadcast check, and a plain element-wise generic (vectorized, fused into
// the reduction that follows). Operands of unknown sizes from different
// tensors may still broadcast at run time (the last case).

// CHECK-LABEL: func.func @square_then_sum
// CHECK-NOT: tagrad.runtime_check
// CHECK-NOT: tensor.extract
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg0 : tensor<?x?x?xf32>, tensor<?x?x?xf32>)
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "reduction", "reduction"]
func.func @square_then_sum(%x: tensor<?x?x?xf32>) -> tensor<f32> {
  %a = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %sq = "tf.Mul"(%x, %x) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %r = "tf.Sum"(%sq, %a) {keep_dims = false} : (tensor<?x?x?xf32>, tensor<3xi32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @chain_of_one_tensor
// CHECK-NOT: tagrad.runtime_check
// CHECK-NOT: tensor.extract
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT: linalg.generic
func.func @chain_of_one_tensor(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %sq = "tf.Mul"(%x, %x) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %cube = "tf.Mul"(%sq, %x) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = "tf.Tanh"(%cube) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = "tf.AddV2"(%t, %sq) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @two_tensors
// CHECK: tagrad.runtime_check {{.*}}"Incompatible shapes: tensor<?x4xf32> vs. tensor<?x4xf32>"
// CHECK: tensor.extract
func.func @two_tensors(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = "tf.AddV2"(%x, %y) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
