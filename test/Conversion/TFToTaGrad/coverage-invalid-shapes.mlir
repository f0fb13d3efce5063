// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for shape diagnostics of -tagrad-legalize-tf that no other
// test covers (scripts/tf_frontend_coverage.py keeps them covered).

// BroadcastTo a shape of unknown length.
func.func @broadcast_to_shape_of_unknown_length(%x: tensor<3xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BroadcastTo' needs a ranked input and a shape of known length}}
  %y = "tf.BroadcastTo"(%x, %s) : (tensor<3xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Range with a constant zero delta (TensorFlow's message, at compile time).
func.func @range_zero_delta() -> tensor<*xi32> {
  %s = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Range' Requires delta != 0: 0}}
  %y = "tf.Range"(%s, %l, %s) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// Range counting up from 4 to 0.
func.func @range_wrong_direction() -> tensor<*xi32> {
  %s = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %d = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Range' Requires start <= limit when delta > 0: 4/0}}
  %y = "tf.Range"(%s, %l, %d) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// Split of an unranked input.
func.func @split_unranked(%x: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Split' needs a ranked input and a scalar axis}}
  %y:2 = "tf.Split"(%a, %x) {num_split = 2 : i64} : (tensor<i32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// Split along a dynamic dimension.
func.func @split_dynamic_dimension(%x: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Split' splits a dimension known only at run time}}
  %y:2 = "tf.Split"(%a, %x) {num_split = 2 : i64} : (tensor<i32>, tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// SplitV with three sizes for two results.
func.func @split_v_size_count(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[1, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' needs a ranked input, a scalar axis and one size per result}}
  %y:2 = "tf.SplitV"(%x, %s, %a) {num_split = 2 : i64} : (tensor<4xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// SplitV along a dynamic dimension.
func.func @split_v_dynamic_dimension(%x: tensor<?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' needs axis 0 to be a static dimension of 'tensor<?xf32>'}}
  %y:2 = "tf.SplitV"(%x, %s, %a) {num_split = 2 : i64} : (tensor<?xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// SplitV with a negative size other than -1.
func.func @split_v_negative_size(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[6, -2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' has a negative size_splits entry -2}}
  %y:2 = "tf.SplitV"(%x, %s, %a) {num_split = 2 : i64} : (tensor<4xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// ReverseSequence of an unranked input.
func.func @reverse_sequence_unranked(%x: tensor<*xf32>, %l: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ReverseSequence' needs a ranked input and a vector of lengths}}
  %y = "tf.ReverseSequence"(%x, %l) {seq_dim = 1 : i64, batch_dim = 0 : i64} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// PadV2 of floats with an integer constant_values.
func.func @pad_v2_value_of_another_type(%x: tensor<2xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[1, 1]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %c = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.PadV2' has a constant_values of another element type}}
  %y = "tf.PadV2"(%x, %p, %c) : (tensor<2xf32>, tensor<1x2xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
