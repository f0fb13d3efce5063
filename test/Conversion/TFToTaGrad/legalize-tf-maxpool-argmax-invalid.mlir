// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of MaxPoolWithArgmax and MaxPoolGradWithArgmax beyond the
// pooling attributes' (legalize-tf-pooling-invalid.mlir): TensorFlow's
// messages for the input, TaGrad's own for types and shapes its importer
// would not produce.

func.func @targmax(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolWithArgmax' takes Targmax int32 or int64, got 'f32'}}
  %y:2 = "tf.MaxPoolWithArgmax"(%x) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", Targmax = f32} : (tensor<1x4x4x1xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @nchw(%x: tensor<1x1x4x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolWithArgmax' takes NHWC only}}
  %y:2 = "tf.MaxPoolWithArgmax"(%x) {ksize = [1, 1, 2, 2], strides = [1, 1, 2, 2], padding = "VALID", data_format = "NCHW"} : (tensor<1x1x4x4xf32>) -> (tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @rank(%x: tensor<4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolWithArgmax' tensor_in must be 4-dimensional}}
  %y:2 = "tf.MaxPoolWithArgmax"(%x) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID"} : (tensor<4x4x1xf32>) -> (tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_rank(%x: tensor<1x4x4x1xf32>, %g: tensor<2x2x1xf32>, %a: tensor<1x2x2x1xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradWithArgmax' needs a 4-dimensional grad and argmax, got 'tensor<2x2x1xf32>' and 'tensor<1x2x2x1xi64>'}}
  %y = "tf.MaxPoolGradWithArgmax"(%x, %g, %a) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>, tensor<2x2x1xf32>, tensor<1x2x2x1xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_index_type(%x: tensor<1x4x4x1xf32>, %g: tensor<1x2x2x1xf32>, %a: tensor<1x2x2x1xi16>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradWithArgmax' takes an int32 or int64 argmax, got 'tensor<1x2x2x1xi16>'}}
  %y = "tf.MaxPoolGradWithArgmax"(%x, %g, %a) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xi16>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_shape(%x: tensor<1x4x4x1xf32>, %g: tensor<1x3x2x1xf32>, %a: tensor<1x2x2x1xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolGradWithArgmax' grad and argmax must have the pooled shape (dimension 1 is 3, not 2)}}
  %y = "tf.MaxPoolGradWithArgmax"(%x, %g, %a) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>, tensor<1x3x2x1xf32>, tensor<1x2x2x1xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// The window is unrolled over the taps that read inside the input.
func.func @huge_window(%x: tensor<1x100x100x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MaxPoolWithArgmax' takes windows of at most 4096 input positions, got 70x70}}
  %y:2 = "tf.MaxPoolWithArgmax"(%x) {ksize = [1, 70, 70, 1], strides = [1, 1, 1, 1], padding = "VALID"} : (tensor<1x100x100x1xf32>) -> (tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xf32>
}
