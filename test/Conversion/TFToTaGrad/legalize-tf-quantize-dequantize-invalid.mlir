// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of QuantizeAndDequantizeV2, V3, V4 and V4Grad:
// TensorFlow's messages (its kernels' attribute and shape checks, TensorFlow
// 2.21; V3's shape function's for an axis below -1, where its kernel
// crashes), TaGrad's own for operands its CPU kernels do not take.

func.func @v2_bits(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV2' num_bits is out of range: 0 with signed_input_ 1}}
  %y = "tf.QuantizeAndDequantizeV2"(%x, %mn, %mx) {num_bits = 0 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v4_round_mode(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4' Value for attr 'round_mode' of "FOO" is not in the list of allowed values: "HALF_TO_EVEN", "HALF_UP"}}
  %y = "tf.QuantizeAndDequantizeV4"(%x, %mn, %mx) {round_mode = "FOO"} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v2_axis_below(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV2' Axis must be at least -1. Found -2}}
  %y = "tf.QuantizeAndDequantizeV2"(%x, %mn, %mx) {axis = -2 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v4_axis_rank(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4' Shape must be at least rank 3 but is rank 2}}
  %y = "tf.QuantizeAndDequantizeV4"(%x, %mn, %mx) {axis = 2 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v2_invalid_range(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<1.1> : tensor<f32>} : () -> tensor<f32>
  %b = "tf.Const"() {value = dense<0.3> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV2' Invalid range: input_min 1.1 > input_max 0.3}}
  %y = "tf.QuantizeAndDequantizeV2"(%x, %a, %b) {range_given = true} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v4_min_vector(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<-1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4' input_min must be a scalar.}}
  %y = "tf.QuantizeAndDequantizeV4"(%x, %v, %v) {range_given = true, axis = 1 : i64} : (tensor<3x4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v2_max_vector(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV2' input_max must be a scalar.}}
  %y = "tf.QuantizeAndDequantizeV2"(%x, %mn, %v) {range_given = true} : (tensor<3x4xf32>, tensor<f32>, tensor<1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v2_given_axis(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV2' Shape must be rank 1 for input_min_tensor when the axis is specified}}
  %y = "tf.QuantizeAndDequantizeV2"(%x, %mn, %mx) {range_given = true, axis = 1 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_axis_below(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' axis should be at least -1, got -3}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) {axis = -3 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_axis_rank(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' Axis requested is larger than input dimensions. Axis: 2 Input Dimensions: 2}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) {axis = 2 : i64} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_bits_vector(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' Invalid shape. The `num_bits` tensor should be a scalar. Got dimensions: 1}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_bits_range(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<63> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' num_bits is out of range: 63 with `signed_input_` 0}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) {signed_input = false} : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_bits_type(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i64>} : () -> tensor<i64>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' needs a ranked int32 num_bits, got 'tensor<i64>'}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) : (tensor<3x4xf32>, tensor<f32>, tensor<f32>, tensor<i64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_channel_rank(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %v = "tf.Const"() {value = dense<-1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' Shape must be rank 1 for input_max_tensor when the axis is specified}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %v, %mx, %n) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @v3_channel_size(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  %v = "tf.Const"() {value = dense<-1.0> : tensor<3xf32>} : () -> tensor<3xf32>
  %w = "tf.Const"() {value = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' input_min_tensor has incorrect size, was 3 expected 4 to match dim 1 of the input [3]}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %v, %w, %n) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @half(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %h = "tf.Cast"(%x) {DstT = f16} : (tensor<3x4xf32>) -> tensor<3x4xf16>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV2' needs ranked float or double operands of one type (TensorFlow's CPU kernels), got 'tensor<3x4xf16>'}}
  %y = "tf.QuantizeAndDequantizeV2"(%h, %mn, %mx) : (tensor<3x4xf16>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @grad_axis_below(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' Axis must be at least -1. Found -2}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %mn, %mx) {axis = -2 : i64} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_axis_rank(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' Axis should be -1 or 0 or a positive value less than 2but given axis value was 2}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %mn, %mx) {axis = 2 : i64} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_size(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %g = "tf.Const"() {value = dense<1.0> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' gradient and input must be the same size}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%g, %x, %mn, %mx) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_min_dims(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<-1.0> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' Input min tensor must have dimension 0 or 1. Received 2.}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %v, %mx) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x1xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_max_dims(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<1.0> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' Input max tensor must have dimension 0 or 1. Received 2.}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %mn, %v) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<1x1xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_channel_rank(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' Shape must be rank 1 for input_min_tensor when the axis is specified}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %mn, %mx) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_channel_size(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<-1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %w = "tf.Const"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<3xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' max has incorrect size, expected 4 was 3}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %v, %w) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_tensor_range(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %w = "tf.Const"() {value = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' input_max must be a scalar if axis is unspecified}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %mn, %w) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<f32>, tensor<1xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_channel_max_rank(%x: tensor<3x4xf32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<-1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV4Grad' Shape must be rank 1 for input_max_tensor when the axis is specified}}
  %y:3 = "tf.QuantizeAndDequantizeV4Grad"(%x, %x, %v, %mx) {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @v3_scalar_input(%x: tensor<f32>, %mn: tensor<f32>, %mx: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.QuantizeAndDequantizeV3' Axis requested is larger than input dimensions. Axis: -1 Input Dimensions: 0}}
  %y = "tf.QuantizeAndDequantizeV3"(%x, %mn, %mx, %n) : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
