// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Unsigned integers (issue 44): an op whose handler would compute them as
// signed is refused, naming the op and the type.

func.func @top_k(%x: tensor<4xui8>) -> tensor<*xui8> {
  %k = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TopKV2' does not support unsigned element type 'ui8'}}
  %v, %i = "tf.TopKV2"(%x, %k) : (tensor<4xui8>, tensor<i32>) -> (tensor<*xui8>, tensor<*xi32>)
  return %v : tensor<*xui8>
}

// -----

func.func @unique(%x: tensor<4xui8>) -> tensor<*xui8> {
  // expected-error@+1 {{'tf.Unique' does not support unsigned element type 'ui8'}}
  %y, %idx = "tf.Unique"(%x) : (tensor<4xui8>) -> (tensor<*xui8>, tensor<*xi32>)
  return %y : tensor<*xui8>
}

// -----

func.func @segment_max(%x: tensor<4xui16>, %ids: tensor<4xi32>) -> tensor<*xui16> {
  // expected-error@+1 {{'tf.SegmentMax' does not support unsigned element type 'ui16'}}
  %y = "tf.SegmentMax"(%x, %ids) : (tensor<4xui16>, tensor<4xi32>) -> tensor<*xui16>
  return %y : tensor<*xui16>
}

// -----

func.func @one_hot(%i: tensor<4xui8>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<256> : tensor<i32>} : () -> tensor<i32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %off = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.OneHot' does not support unsigned element type 'ui8'}}
  %y = "tf.OneHot"(%i, %d, %on, %off) {axis = -1 : i64} : (tensor<4xui8>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @abs(%x: tensor<4xui32>) -> tensor<*xui32> {
  // expected-error@+1 {{'tf.Abs' has element type 'ui32': TensorFlow's op takes no unsigned integers (Value for attr 'T' of uint32 is not in the list of allowed values)}}
  %y = "tf.Abs"(%x) : (tensor<4xui32>) -> tensor<*xui32>
  return %y : tensor<*xui32>
}
