// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of Dilation2D and its gradients: TensorFlow's messages
// where its kernel rejects the attributes or shapes, TaGrad's own for what
// it needs known at compile time.

func.func @input_rank(%x: tensor<3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' input must be 4-dimensional, got 'tensor<3x3x1xf32>'}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @filter_rank(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' filter must be 3-dimensional, got 'tensor<2x2xf32>'}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic(%x: tensor<?x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' needs static input and filter shapes, got 'tensor<?x3x3x1xf32>' and 'tensor<2x2x1xf32>'}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<?x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @types(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' needs float input and filter of one type}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @stride_rank(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' Input stride and rates must be 4-dimensional}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @stride_batch(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' Stride is only supported across spatial dimensions.}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [2, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @rate_depth(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' Rate is only supported across spatial dimensions.}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 2], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @stride_zero(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' needs positive strides and rates}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 0, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @padding(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' needs padding SAME or VALID}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "EXPLICIT"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @depth(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' input and filter must have the same depth: 1 vs 2}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @too_big(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2D' Computed output size would be negative: -1}}
  %y = "tf.Dilation2D"(%x, %f) {strides = [1, 1, 1, 1], rates = [1, 4, 1, 1], padding = "VALID"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @backprop_shape(%x: tensor<1x3x3x1xf32>, %f: tensor<2x2x1xf32>, %g: tensor<1x2x2x1xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Dilation2DBackpropInput' out_backprop has shape 'tensor<1x2x2x1xf32>', expected 'tensor<1x3x3x1xf32>'}}
  %y = "tf.Dilation2DBackpropInput"(%x, %f, %g) {strides = [1, 1, 1, 1], rates = [1, 1, 1, 1], padding = "SAME"} : (tensor<1x3x3x1xf32>, tensor<2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
