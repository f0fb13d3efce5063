// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of MaxPoolGradGrad: TensorFlow's messages where its
// kernel rejects the operands (the window's own are MaxPoolGrad's).

func.func @output_rank(%x: tensor<1x4x4x1xf32>, %y: tensor<2x2x1xf32>, %g: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradGrad' tensor_out must be 4-dimensional}}
  %r = "tf.MaxPoolGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x1xf32>, tensor<2x2x1xf32>, tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @grad_rank(%x: tensor<1x4x4x1xf32>, %y: tensor<1x2x2x1xf32>, %g: tensor<4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradGrad' out_grad_backprop must be 4-dimensional}}
  %r = "tf.MaxPoolGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @output_shape(%x: tensor<1x4x4x1xf32>, %y: tensor<1x3x3x1xf32>, %g: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradGrad' Expected orig_output shape to be [1,2,2,1], but got [1,3,3,1]}}
  %r = "tf.MaxPoolGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x1xf32>, tensor<1x3x3x1xf32>, tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @grad_shape(%x: tensor<1x4x4x1xf32>, %y: tensor<1x2x2x1xf32>, %g: tensor<1x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradGrad' Expected grad shape to be [1,4,4,1], but got [1,2,2,1]}}
  %r = "tf.MaxPoolGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
