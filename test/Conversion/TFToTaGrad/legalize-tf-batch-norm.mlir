// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// FusedBatchNormV3 keeps epsilon, exponential_avg_factor, data_format and
// is_training (the U and T attributes are in the types); its sixth result,
// a reserve space TensorFlow's CPU kernel leaves empty, is an empty tensor.
// CHECK-LABEL: func.func @forward
// CHECK: %[[Y:.*]], %[[BM:.*]], %[[BV:.*]], %[[R1:.*]], %[[R2:.*]] = tagrad.fused_batch_norm %arg0, %arg1, %arg2, %arg3, %arg4 {data_format = "NCHW", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 3.000000e-01 : f32}
// CHECK: %[[R3:.*]] = arith.constant dense<> : tensor<0xf32>
// CHECK: return %[[Y]], %[[BM]], %[[BV]], %[[R3]]
func.func @forward(%x: tensor<2x4x3x3xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %r:6 = "tf.FusedBatchNormV3"(%x, %s, %o, %m, %v) {data_format = "NCHW", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 3.000000e-01 : f32, is_training = true} : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %r#0, %r#1, %r#2, %r#5 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// The gradient takes the forward reserve spaces (batch mean and variance);
// V3's reserve_space_3 operand is ignored, as TensorFlow's CPU kernel does.
// CHECK-LABEL: func.func @grad
// CHECK: %[[DX:.*]], %[[DS:.*]], %[[DO:.*]], %{{.*}}, %{{.*}} = tagrad.fused_batch_norm_grad %arg0, %arg1, %arg2, %arg3, %arg4 {epsilon = 1.000000e-03 : f32, is_training = false}
// CHECK: return %[[DX]], %[[DS]], %[[DO]] : tensor<2x3x3x4xf16>, tensor<4xf32>, tensor<4xf32>
func.func @grad(%dy: tensor<2x3x3x4xf16>, %x: tensor<2x3x3x4xf16>, %s: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>, %r3: tensor<0xf32>) -> (tensor<*xf16>, tensor<*xf32>, tensor<*xf32>) {
  %r:5 = "tf.FusedBatchNormGradV3"(%dy, %x, %s, %m, %v, %r3) {data_format = "NHWC", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x3x3x4xf16>, tensor<2x3x3x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>) -> (tensor<*xf16>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %r#0, %r#1, %r#2 : tensor<*xf16>, tensor<*xf32>, tensor<*xf32>
}

// -----

// FusedBatchNorm (V1) has five results and TensorFlow's defaults.
// CHECK-LABEL: func.func @v1
// CHECK: tagrad.fused_batch_norm %arg0, %arg1, %arg2, %arg3, %arg4 :
func.func @v1(%x: tensor<2x2x2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<0xf32>, %v: tensor<0xf32>) -> tensor<*xf32> {
  %r:5 = "tf.FusedBatchNorm"(%x, %s, %o, %m, %v) : (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}
