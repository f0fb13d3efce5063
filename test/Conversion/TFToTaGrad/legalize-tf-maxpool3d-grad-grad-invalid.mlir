// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of MaxPool3DGradGrad: TensorFlow's messages where its
// kernel rejects the operands (the window's own are MaxPool3DGrad's).

func.func @input_rank(%x: tensor<1x4x4x1xf32>, %y: tensor<1x1x2x2x1xf32>, %g: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGradGrad' tensor_in must be 5-dimensional}}
  %r = "tf.MaxPool3DGradGrad"(%x, %y, %g) {ksize = [1, 1, 2, 2, 1], strides = [1, 1, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x4x4x1xf32>, tensor<1x1x2x2x1xf32>, tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @output_rank(%x: tensor<1x2x4x4x1xf32>, %y: tensor<1x2x2x1xf32>, %g: tensor<1x2x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGradGrad' tensor_out must be 5-dimensional}}
  %r = "tf.MaxPool3DGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x2x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @grad_rank(%x: tensor<1x2x4x4x1xf32>, %y: tensor<1x1x2x2x1xf32>, %g: tensor<2x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGradGrad' out_grad_backprop must be 5-dimensional}}
  %r = "tf.MaxPool3DGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x2x4x4x1xf32>, tensor<1x1x2x2x1xf32>, tensor<2x4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @output_shape(%x: tensor<1x2x4x4x1xf32>, %y: tensor<1x1x3x3x1xf32>, %g: tensor<1x2x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGradGrad' Expected orig_output shape to be [1,1,2,2,1], but got [1,1,3,3,1]}}
  %r = "tf.MaxPool3DGradGrad"(%x, %y, %g) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x2x4x4x1xf32>, tensor<1x1x3x3x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Shapes in the op's format (NCDHW here).
func.func @grad_shape(%x: tensor<1x1x2x4x4xf32>, %y: tensor<1x1x1x2x2xf32>, %g: tensor<1x1x2x4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPool3DGradGrad' Expected grad shape to be [1,1,2,4,4], but got [1,1,2,4,2]}}
  %r = "tf.MaxPool3DGradGrad"(%x, %y, %g) {ksize = [1, 1, 2, 2, 2], strides = [1, 1, 2, 2, 2], padding = "VALID", data_format = "NCDHW"} : (tensor<1x1x2x4x4xf32>, tensor<1x1x1x2x2xf32>, tensor<1x1x2x4x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
