// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// HistogramFixedWidth's checks: TensorFlow's kernel messages, the range's
// bounds printed where they are constants.

func.func @range_not_vector(%v: tensor<4xf32>, %r: tensor<2x1xf32>, %n: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.HistogramFixedWidth' value_range should be a vector.}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<4xf32>, tensor<2x1xf32>, tensor<i32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}

// -----

func.func @range_of_three(%v: tensor<4xf32>, %r: tensor<3xf32>, %n: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.HistogramFixedWidth' value_range should be a vector of 2 elements.}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<4xf32>, tensor<3xf32>, tensor<i32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}

// -----

func.func @nbins_not_scalar(%v: tensor<4xf32>, %r: tensor<2xf32>, %n: tensor<1xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.HistogramFixedWidth' nbins should be a scalar.}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<4xf32>, tensor<2xf32>, tensor<1xi32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}

// -----

func.func @range_reversed(%v: tensor<4xf32>, %n: tensor<i32>) -> tensor<*xi32> {
  %r = "tf.Const"() {value = dense<[1.0, 0.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  // expected-error@+1 {{'tf.HistogramFixedWidth' value_range should satisfy value_range[0] < value_range[1], but got '[1, 0.5]'}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}

// -----

func.func @no_bins(%v: tensor<4xf32>, %r: tensor<2xf32>) -> tensor<*xi32> {
  %n = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.HistogramFixedWidth' nbins should be a positive number, but got '0'}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}

// -----

func.func @half_values(%v: tensor<4xf16>, %r: tensor<2xf16>, %n: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.HistogramFixedWidth' takes float, double, int32 or int64 values and a value_range of their type, got 'tensor<4xf16>' and 'tensor<2xf16>'}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<4xf16>, tensor<2xf16>, tensor<i32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}

// -----

func.func @unranked(%v: tensor<*xf32>, %r: tensor<2xf32>, %n: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.HistogramFixedWidth' needs ranked operands}}
  %h = "tf.HistogramFixedWidth"(%v, %r, %n) : (tensor<*xf32>, tensor<2xf32>, tensor<i32>) -> tensor<*xi32>
  return %h : tensor<*xi32>
}
