// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of ExtractImagePatches: TensorFlow's messages for its
// attributes and input, TaGrad's own for sizes it needs at compile time.

func.func @ksizes_length(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' Sliding window ksizes field must specify 4 dimensions}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 1], strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strides_batch(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' Only support strides across space.}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [2, 1, 1, 1], rates = [1, 1, 1, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @rates_zero(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' ksizes and rates must be positive, got ksizes [2, 2] and rates [0, 1]}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [1, 1, 1, 1], rates = [1, 0, 1, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @padding(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' takes padding "SAME" or "VALID"}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "EXPLICIT"} : (tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @rank(%x: tensor<4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' input must be 4-dimensional[4,4,1]}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "VALID"} : (tensor<4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic_rows(%x: tensor<1x?x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' needs static rows and columns (its padding is computed at compile time), got 'tensor<1x?x4x1xf32>'}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "VALID"} : (tensor<1x?x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @negative_output(%x: tensor<1x2x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' Computed output size would be negative: -1 [input_size: 2, effective_filter_size: 4, stride: 1]}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [1, 1, 1, 1], rates = [1, 3, 1, 1], padding = "VALID"} : (tensor<1x2x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @ksizes_int32(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' has a 'ksizes' value of 4294967296, outside the int32 range TensorFlow's kernels take}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1, 4294967296, 2, 1], strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A float in an int list (the fuzzer made it) is malformed input.
func.func @ksizes_float(%x: tensor<1x4x4x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractImagePatches' has a malformed 'ksizes' attribute: expected an array, got [9.9999999999999994E+38, 2, 2, 1]}}
  %y = "tf.ExtractImagePatches"(%x) {ksizes = [1.0e39, 2, 2, 1], strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "VALID"} : (tensor<1x4x4x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
