// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of MaxPoolV2 and MaxPoolGradV2 (ksize and strides as
// operands): TensorFlow's messages (MaxPoolingV2Op's and MaxPoolingGradOp's
// checks of them), and TaGrad's where they are not constants.

func.func @ksize_not_constant(%x: tensor<1x4x4x2xf32>, %k: tensor<4xi32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' takes ksize only as a constant (TaGrad sizes the pooling window at compile time)}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @ksize_length(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' Sliding window ksize field must specify 4 dimensions}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<3xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @stride_length(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' Sliding window stride field must specify 4 dimensions}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @batch(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[2, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' Pooling is not yet supported on the batch dimension.}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @ksize_zero(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 0, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' Sliding window ksize must be positive.}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @stride_zero(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<[1, 0, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' Stride must be > 0, but got 0}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @explicit(%x: tensor<1x4x4x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolV2' Value for attr 'padding' of "EXPLICIT" is not in the list of allowed values: "SAME", "VALID"}}
  %y = "tf.MaxPoolV2"(%x, %k, %s) {padding = "EXPLICIT"} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_strides_length(%x: tensor<1x4x4x2xf32>, %y: tensor<1x3x3x2xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<5xi32>} : () -> tensor<5xi32>
  // expected-error@+1 {{'tf.MaxPoolGradV2' Sliding window strides field must specify 4 dimensions}}
  %g = "tf.MaxPoolGradV2"(%x, %y, %y, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>, tensor<4xi32>, tensor<5xi32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}

// -----

func.func @grad_depth(%x: tensor<1x4x4x2xf32>, %y: tensor<1x3x3x1xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  // expected-error@+1 {{'tf.MaxPoolGradV2' MaxPoolingGrad is not yet supported on the depth dimension.}}
  %g = "tf.MaxPoolGradV2"(%x, %y, %y, %k, %s) {padding = "VALID"} : (tensor<1x4x4x2xf32>, tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  return %g : tensor<*xf32>
}
