// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

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

// SplitV with a negative size other than -1.
func.func @split_v_negative_size(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[6, -2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' Split size at index 1 must be >= 0. Got: -2}}
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

// -----

func.func @space_to_batch_block_shape(%x: tensor<2x4x4x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<0> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' needs block_shape of M >= 1 values, paddings of shape [M, 2] and an input of rank M + 1 or more}}
  %y = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x4x4x3xf32>, tensor<2xi32>, tensor<1x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @space_to_batch_negative_padding(%x: tensor<2x4x4x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<[[0, -1], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' needs positive block sizes and non-negative paddings}}
  %y = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x4x4x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @space_to_batch_dynamic_space(%x: tensor<2x?x4x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<0> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' needs static spatial dimensions, got 'tensor<2x?x4x3xf32>'}}
  %y = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x?x4x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// TensorFlow's message for a padded size the block does not divide.
func.func @space_to_batch_not_divisible(%x: tensor<2x5x4x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<0> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' padded_shape[0]=5 is not divisible by block_shape[0]=2}}
  %y = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x5x4x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @batch_to_space_batch(%x: tensor<6x2x2x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %c = "tf.Const"() {value = dense<0> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.BatchToSpaceND' Input batch dimension (6) is not divisible by product of block sizes (4)}}
  %y = "tf.BatchToSpaceND"(%x, %b, %c) : (tensor<6x2x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @batch_to_space_crops(%x: tensor<4x2x2x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %c = "tf.Const"() {value = dense<[[3, 2], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.BatchToSpaceND' crops must be less than the block's span 4 in spatial dimension 0}}
  %y = "tf.BatchToSpaceND"(%x, %b, %c) : (tensor<4x2x2x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_mode(%x: tensor<3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<1> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' needs mode REFLECT or SYMMETRIC}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "CONSTANT"} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_paddings_shape(%x: tensor<3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<1> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' needs paddings of shape [2, 2]}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "REFLECT"} : (tensor<3x4xf32>, tensor<1x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_negative(%x: tensor<3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[1, -1], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' Paddings must be non-negative}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "REFLECT"} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Padding a dimension of unknown size (an unpadded one may be unknown).
func.func @mirror_pad_dynamic(%x: tensor<?x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<1> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' pads dimension 0 of unknown size in 'tensor<?x4xf32>'}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "REFLECT"} : (tensor<?x4xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// TensorFlow's messages for paddings past what a mirror can take.
func.func @mirror_pad_reflect_too_far(%x: tensor<3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[3, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' paddings must be less than the dimension size: 3, 0 not less than 3}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "REFLECT"} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_symmetric_too_far(%x: tensor<3x4xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[0, 4], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' paddings must be no greater than the dimension size: 0, 4 greater than 3}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "SYMMETRIC"} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_grad_int(%g: tensor<5x6xi32>) -> tensor<*xi32> {
  %p = "tf.Const"() {value = dense<1> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPadGrad' needs a ranked float gradient, got 'tensor<5x6xi32>'}}
  %y = "tf.MirrorPadGrad"(%g, %p) {mode = "REFLECT"} : (tensor<5x6xi32>, tensor<2x2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @mirror_pad_grad_too_far(%g: tensor<5x6xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[2, 2], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPadGrad' has paddings larger than its input allows in dimension 0}}
  %y = "tf.MirrorPadGrad"(%g, %p) {mode = "REFLECT"} : (tensor<5x6xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @broadcast_args_unknown_length(%a: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.BroadcastArgs' needs two shape vectors of known length and one element type}}
  %y = "tf.BroadcastArgs"(%a, %b) : (tensor<?xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @broadcast_args_constant_mismatch() -> tensor<*xi32> {
  %a = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %b = "tf.Const"() {value = dense<[4]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.BroadcastArgs' has shapes that do not broadcast}}
  %y = "tf.BroadcastArgs"(%a, %b) : (tensor<2xi32>, tensor<1xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @matrix_diag_off_diagonal(%d: tensor<3xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.MatrixDiagV3' supports the main diagonal only (k = 0)}}
  %y = "tf.MatrixDiagV3"(%d, %k, %n, %n, %p) : (tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @matrix_diag_scalar(%d: tensor<f32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.MatrixDiagV3' needs a diagonal of rank 1 or more, got 'tensor<f32>'}}
  %y = "tf.MatrixDiagV3"(%d, %k, %n, %n, %p) : (tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @matrix_diag_rows(%d: tensor<3xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.MatrixDiagV3' supports num_rows and num_cols of the diagonal's length only}}
  %y = "tf.MatrixDiagV3"(%d, %k, %n, %n, %p) : (tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @matrix_diag_padding_type(%d: tensor<3xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.MatrixDiagV3' has a padding_value of another element type}}
  %y = "tf.MatrixDiagV3"(%d, %k, %n, %n, %p) : (tensor<3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @matrix_diag_part_rank(%x: tensor<4xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.MatrixDiagPartV3' needs an input of rank 2 or more, got 'tensor<4xf32>'}}
  %y = "tf.MatrixDiagPartV3"(%x, %k, %p) : (tensor<4xf32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @matrix_set_diag_shape(%x: tensor<2x4x4xf32>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.MatrixSetDiagV3' needs an input of rank 2 or more and its main diagonal's shape, got 'tensor<2x4x4xf32>' and 'tensor<2x3xf32>'}}
  %y = "tf.MatrixSetDiagV3"(%x, %d, %k) : (tensor<2x4x4xf32>, tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_grad_dynamic(%g: tensor<?x6xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[1, 1], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPadGrad' pads dimension 0 of unknown size in 'tensor<?x6xf32>'}}
  %y = "tf.MirrorPadGrad"(%g, %p) {mode = "REFLECT"} : (tensor<?x6xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @mirror_pad_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<1> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.MirrorPad' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.MirrorPad"(%x, %p) {mode = "REFLECT"} : (tensor<*xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// SplitV with two sizes of -1.
func.func @split_v_two_rests(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[-1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' There can only be one -1 in the input.}}
  %y:2 = "tf.SplitV"(%x, %s, %a) {num_split = 2 : i64} : (tensor<4xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}
