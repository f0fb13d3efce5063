// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for reduction diagnostics of -tagrad-legalize-tf that no
// other test covers (scripts/tf_frontend_coverage.py keeps them covered).

// Cumsum of a scalar.
func.func @cumsum_of_scalar(%x: tensor<f32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Cumsum' needs a ranked input of rank 1 or more, got 'tensor<f32>'}}
  %y = "tf.Cumsum"(%x, %a) : (tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Cumsum of unsigned integers (a registered op next to tf ops makes them).
func.func @cumsum_of_unsigned() -> tensor<*xui8> {
  %e = tensor.empty() : tensor<3xui8>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Cumsum' needs a numeric input, got 'tensor<3xui8>'}}
  %y = "tf.Cumsum"(%e, %a) : (tensor<3xui8>, tensor<i32>) -> tensor<*xui8>
  return %y : tensor<*xui8>
}

// -----

// ArgMax of a scalar.
func.func @arg_max_of_scalar(%x: tensor<f32>) -> tensor<*xi64> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ArgMax' needs a ranked input of rank 1 or more and a scalar dimension}}
  %y = "tf.ArgMax"(%x, %a) : (tensor<f32>, tensor<i32>) -> tensor<*xi64>
  return %y : tensor<*xi64>
}

// -----

// ArgMax with an int16 output_type.
func.func @arg_max_int16_output(%x: tensor<3xf32>) -> tensor<*xi16> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ArgMax' has an output_type that is not int32 or int64}}
  %y = "tf.ArgMax"(%x, %a) {output_type = i16} : (tensor<3xf32>, tensor<i32>) -> tensor<*xi16>
  return %y : tensor<*xi16>
}

// -----

// TopKV2 of a scalar.
func.func @top_k_scalar(%x: tensor<f32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %k = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TopKV2' needs an input of rank 1 or more, got 'tensor<f32>'}}
  %v, %i = "tf.TopKV2"(%x, %k) : (tensor<f32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %v, %i : tensor<*xf32>, tensor<*xi32>
}

// -----

// TopKV2 with a negative k.
func.func @top_k_negative(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %k = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TopKV2' needs a non-negative scalar k}}
  %v, %i = "tf.TopKV2"(%x, %k) : (tensor<4xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %v, %i : tensor<*xf32>, tensor<*xi32>
}

// -----

// TopKV2 with k past the row: TensorFlow's message.
func.func @top_k_too_many(%x: tensor<2x4xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %k = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TopKV2' input must have at least k columns. Had 4, needed 5}}
  %v, %i = "tf.TopKV2"(%x, %k) : (tensor<2x4xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %v, %i : tensor<*xf32>, tensor<*xi32>
}

// -----

// TopKV2 with 16-bit indices.
func.func @top_k_index_type(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xi16>) {
  %k = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TopKV2' has an index_type that is not int32 or int64}}
  %v, %i = "tf.TopKV2"(%x, %k) {index_type = i16} : (tensor<4xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi16>)
  return %v, %i : tensor<*xf32>, tensor<*xi16>
}

// -----

// InTopKV2 of 1-d predictions.
func.func @in_top_k_rank(%p: tensor<5xf32>, %t: tensor<5xi32>) -> tensor<*xi1> {
  %k = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.InTopKV2' needs 2-d float predictions and 1-d targets, got 'tensor<5xf32>' and 'tensor<5xi32>'}}
  %y = "tf.InTopKV2"(%p, %t, %k) : (tensor<5xf32>, tensor<5xi32>, tensor<i32>) -> tensor<*xi1>
  return %y : tensor<*xi1>
}

// -----

func.func @cumulative_logsumexp_int(%x: tensor<4xi32>) -> tensor<*xi32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.CumulativeLogsumexp' needs a float input, got 'tensor<4xi32>'}}
  %y = "tf.CumulativeLogsumexp"(%x, %a) : (tensor<4xi32>, tensor<i32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}
