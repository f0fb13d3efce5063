// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// MaxPoolV2 and MaxPoolGradV2 with constant ksize and strides operands
// lower as MaxPool and MaxPoolGrad with those attributes. Values against
// TensorFlow: test/Integration/TensorFlow/quantize_dequantize.mlir.

// CHECK-LABEL: func.func @pool
// CHECK: linalg.pooling_nhwc_max
// CHECK-SAME: strides = dense<[2, 1]>
// CHECK-SAME: -> tensor<1x2x3x2xf32>
// CHECK-NOT: "tf.
func.func @pool(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<[1, 2, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @pool_grad
// CHECK: linalg.generic
// CHECK-NOT: "tf.
// CHECK: return %{{.*}} : tensor<1x4x4x2xf32>
func.func @pool_grad(%x: tensor<1x4x4x2xf32>, %y: tensor<1x2x2x2xf32>, %dy: tensor<1x2x2x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %g = "tf.MaxPoolGradV2"(%x, %y, %dy, %k, %s) {padding = "SAME"} : (tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}
