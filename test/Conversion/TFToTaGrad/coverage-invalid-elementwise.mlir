// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for element-wise diagnostics of -tagrad-legalize-tf that no
// other test covers (scripts/tf_frontend_coverage.py keeps them covered).

// IsNan (and IsInf, IsFinite) on integers.
func.func @is_nan_of_integers(%x: tensor<2xi32>) -> tensor<*xi1> {
  // expected-error@+1 {{'tf.IsNan' needs a floating-point input}}
  %y = "tf.IsNan"(%x) : (tensor<2xi32>) -> tensor<*xi1>
  return %y : tensor<*xi1>
}

// -----

// A Cast to a complex type.
func.func @cast_to_complex(%x: tensor<2xf32>) -> tensor<*xcomplex<f32>> {
  // expected-error@+1 {{'tf.Cast' casts to 'complex<f32>', a type TaGrad does not take (floats, signed integers and booleans)}}
  %y = "tf.Cast"(%x) : (tensor<2xf32>) -> tensor<*xcomplex<f32>>
  return %y : tensor<*xcomplex<f32>>
}

// -----

// Neg of an unsigned integer: TensorFlow's op allows no unsigned type.
func.func @neg_uint8(%x: tensor<2xui8>) -> tensor<*xui8> {
  // expected-error@+1 {{'tf.Neg' has element type 'ui8': TensorFlow's op takes no unsigned integers (Value for attr 'T' of uint8 is not in the list of allowed values)}}
  %y = "tf.Neg"(%x) : (tensor<2xui8>) -> tensor<*xui8>
  return %y : tensor<*xui8>
}

// -----

// A Bitcast that changes the element width (TensorFlow's changes the shape).
func.func @bitcast_width(%x: tensor<2xf32>) -> tensor<*xi16> {
  // expected-error@+1 {{'tf.Bitcast' bitcasts 'f32' to 'i16': TaGrad takes bitcasts between numeric types of one width only}}
  %y = "tf.Bitcast"(%x) {type = i16} : (tensor<2xf32>) -> tensor<*xi16>
  return %y : tensor<*xi16>
}
