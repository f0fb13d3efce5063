// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of ExtractVolumePatches: TensorFlow's messages for its
// attributes and input (its shape function's, its kernel's), TaGrad's own
// for sizes it needs at compile time.

func.func @ksizes_length(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' ExtractVolumePatches requires the ksizes attribute to contain 5 values, but got: 4}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strides_length(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' ExtractVolumePatches requires the strides attribute to contain 5 values, but got: 6}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @ksizes_batch(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' Only support ksizes across space.}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [2, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strides_depth(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' Only support strides across space.}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 2], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @ksizes_zero(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' ksizes is out of range.}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 0, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strides_zero(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' strides is out of range.}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 0, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @int32_range(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' has a 'ksizes' value of 4294967296, outside the int32 range TensorFlow's kernels take}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 4294967296, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @padding(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' Value for attr 'padding' of "EXPLICIT" is not in the list of allowed values: "SAME", "VALID"}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "EXPLICIT"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @rank(%x: tensor<2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' input must be 5-dimensional[2,2,2,1]}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @element(%x: tensor<1x2x2x2x1xi1>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' takes real numbers, got 'tensor<1x2x2x2x1xi1>'}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xi1>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic(%x: tensor<1x?x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' needs static planes, rows and columns (its padding is computed at compile time), got 'tensor<1x?x2x2x1xf32>'}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 2, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x?x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @negative_output(%x: tensor<1x2x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ExtractVolumePatches' Computed output size would be negative: -1 [input_size: 2, effective_filter_size: 4, stride: 1]}}
  %y = "tf.ExtractVolumePatches"(%x) {ksizes = [1, 4, 2, 2, 1], strides = [1, 1, 1, 1, 1], padding = "VALID"} : (tensor<1x2x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
