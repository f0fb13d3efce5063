// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for the diagnostics of -tagrad-legalize-tf that
// legalize-tf-invalid.mlir does not cover, grouped by op family. Cases
// marked "was a crash" or "was a silent failure" are regression tests.

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

// A binary op on two element types.
func.func @binary_mixed_elements(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AddV2' has operands of different element types}}
  %y = "tf.AddV2"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A comparison of two element types (a graph TensorFlow rejects; was IR
// that did not verify).
func.func @compare_mixed_elements(%a: tensor<2xbf16>, %b: tensor<2xf32>) -> tensor<*xi1> {
  // expected-error@+1 {{'tf.Greater' has operands of different element types}}
  %y = "tf.Greater"(%a, %b) : (tensor<2xbf16>, tensor<2xf32>) -> tensor<*xi1>
  return %y : tensor<*xi1>
}

// -----

// An unsigned element type (a registered op next to tf ops makes one).
func.func @binary_unsigned() -> tensor<*xui8> {
  %e = tensor.empty() : tensor<2xui8>
  // expected-error@+1 {{'tf.AddV2' does not support element type 'ui8'}}
  %y = "tf.AddV2"(%e, %e) : (tensor<2xui8>, tensor<2xui8>) -> tensor<*xui8>
  return %y : tensor<*xui8>
}

// -----

// Float-only unary math on integers.
func.func @unary_int_sqrt(%a: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Sqrt' does not support element type 'i32'}}
  %y = "tf.Sqrt"(%a) : (tensor<2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// Select's value operands do not broadcast.
func.func @select_shapes(%c: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SelectV2' has operands that do not broadcast: 'tensor<2xi1>', 'tensor<3xf32>'}}
  %y = "tf.SelectV2"(%c, %a, %b) : (tensor<2xi1>, tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Select (v1) with a row condition longer than the values' rows.
func.func @select_v1_rows(%c: tensor<3xi1>, %a: tensor<2x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Select' has operands that do not broadcast: 'tensor<3x1xi1>', 'tensor<2x4xf32>'}}
  %y = "tf.Select"(%c, %a, %a) : (tensor<3xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

//===----------------------------------------------------------------------===//
// Reductions and matmul
//===----------------------------------------------------------------------===//

// -----

// A reduction of an unranked input.
func.func @reduce_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %axes = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Sum' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.Sum"(%x, %axes) {keep_dims = false} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Batch dimensions 2 and 3 do not broadcast.
func.func @batch_matmul_batches(%a: tensor<2x2x3xf32>, %b: tensor<3x3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BatchMatMulV2' has batch dimensions that do not broadcast}}
  %y = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = false} : (tensor<2x2x3xf32>, tensor<3x3x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// transpose_a makes the inner dimension of a 2x3 lhs 2.
func.func @matmul_inner_transposed(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatMul' multiplies 'tensor<2x3xf32>' by 'tensor<3x5xf32>': the inner dimensions 2 and 3 differ}}
  %y = "tf.MatMul"(%a, %b) {transpose_a = true, transpose_b = false} : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Batched, broadcastable batches, mismatched inner dimensions.
func.func @batch_matmul_inner(%a: tensor<2x2x3xf32>, %b: tensor<2x4x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BatchMatMulV2' multiplies 'tensor<2x2x3xf32>' by 'tensor<2x4x4xf32>': the inner dimensions 3 and 4 differ}}
  %y = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = false} : (tensor<2x2x3xf32>, tensor<2x4x4xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

//===----------------------------------------------------------------------===//
// Shapes: Shape, Size, Rank, Reshape, ExpandDims, Squeeze, Transpose
//===----------------------------------------------------------------------===//

// -----

func.func @shape_unranked(%x: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Shape' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.Shape"(%x) : (tensor<*xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @size_unranked(%x: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Size' needs a ranked input}}
  %y = "tf.Size"(%x) : (tensor<*xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @rank_unranked(%x: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Rank' needs a ranked input}}
  %y = "tf.Rank"(%x) : (tensor<*xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// A static shape (no -1) with a different element count.
func.func @reshape_static(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[4, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' cannot reshape 'tensor<2x3xf32>' to 'tensor<4x2xf32>'}}
  %y = "tf.Reshape"(%x, %shape) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @reshape_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[4, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.Reshape"(%x, %shape) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @reshape_two_inferred(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[-1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' has more than one -1 in its shape}}
  %y = "tf.Reshape"(%x, %shape) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @reshape_negative(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[-2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Reshape' has a negative dimension in its shape}}
  %y = "tf.Reshape"(%x, %shape) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A shape computed at run time whose length is unknown too.
func.func @reshape_unknown_length(%x: tensor<2x3xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Reshape' needs a shape of known length}}
  %y = "tf.Reshape"(%x, %s) : (tensor<2x3xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @expand_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ExpandDims' needs a ranked input and one constant axis}}
  %y = "tf.ExpandDims"(%x, %a) : (tensor<*xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Axis 3 for a rank-1 input (valid: -2..1).
func.func @expand_axis(%x: tensor<2xf32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ExpandDims' has axis 3 out of range}}
  %y = "tf.ExpandDims"(%x, %a) : (tensor<2xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @squeeze_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Squeeze' needs a ranked input}}
  %y = "tf.Squeeze"(%x) {squeeze_dims = []} : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Was a silent failure (fixed): the Transpose handler returns failure() for an unranked
// input without emitting anything (the pass fails silently).
func.func @transpose_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Transpose' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.Transpose"(%x, %p) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

//===----------------------------------------------------------------------===//
// Concat, Pack, Unpack
//===----------------------------------------------------------------------===//

// -----

func.func @concat_axis(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ConcatV2' has axis out of range for rank 2}}
  %y = "tf.ConcatV2"(%a, %a, %axis) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @concat_ranks(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ConcatV2' needs inputs of one rank and element type, got 'tensor<2x3xf32>' and 'tensor<3xf32>'}}
  %y = "tf.ConcatV2"(%a, %b, %axis) : (tensor<2x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @concat_elements(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ConcatV2' needs inputs of one rank and element type, got 'tensor<2x3xf32>' and 'tensor<2x3xi32>'}}
  %y = "tf.ConcatV2"(%a, %b, %axis) : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Inputs differing off the axis, as constants (the folding path; the
// non-constant case is @concat_dims in legalize-tf-invalid.mlir).
func.func @concat_const_dims() -> tensor<*xi32> {
  %a = "tf.Const"() {value = dense<[[1, 2]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %b = "tf.Const"() {value = dense<[[1, 2, 3]]> : tensor<1x3xi32>} : () -> tensor<1x3xi32>
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ConcatV2' concatenates 'tensor<1x2xi32>' and 'tensor<1x3xi32>', which differ in dimension 1}}
  %y = "tf.ConcatV2"(%a, %b, %axis) : (tensor<1x2xi32>, tensor<1x3xi32>, tensor<i32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @concat_unranked(%a: tensor<2x3xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ConcatV2' needs ranked inputs}}
  %y = "tf.ConcatV2"(%a, %b, %axis) : (tensor<2x3xf32>, tensor<*xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Pack of different ranks (the message shows the inputs with the new axis).
func.func @pack_ranks(%a: tensor<2xf32>, %b: tensor<2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Pack' needs inputs of one rank and element type, got 'tensor<1x2xf32>' and 'tensor<1x2x2xf32>'}}
  %y = "tf.Pack"(%a, %b) {axis = 0 : i64} : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @pack_shapes(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Pack' concatenates 'tensor<1x2xf32>' and 'tensor<1x3xf32>', which differ in dimension 1}}
  %y = "tf.Pack"(%a, %b) {axis = 0 : i64} : (tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @pack_axis(%a: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Pack' has axis 3 out of range}}
  %y = "tf.Pack"(%a, %a) {axis = 3 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @pack_unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Pack' needs ranked inputs}}
  %y = "tf.Pack"(%a, %a) {axis = 0 : i64} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @unpack_scalar(%x: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Unpack' needs a ranked input of rank >= 1}}
  %y = "tf.Unpack"(%x) {axis = 0 : i64} : (tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

//===----------------------------------------------------------------------===//
// Fill, ZerosLike, Tile, Range, InvertPermutation
//===----------------------------------------------------------------------===//

// -----

func.func @fill_unknown_length(%d: tensor<?xi32>, %v: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Fill' needs dims of known length}}
  %y = "tf.Fill"(%d, %v) : (tensor<?xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @zeros_like_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.ZerosLike' needs a ranked input}}
  %y = "tf.ZerosLike"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @tile_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Tile' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.Tile"(%x, %m) : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Constant multiples, one too few.
func.func @tile_multiples(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Tile' needs one multiple per dimension}}
  %y = "tf.Tile"(%x, %m) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Multiples known at run time only, one too few (tileDynamic).
func.func @tile_dynamic_multiples(%x: tensor<2x3xf32>, %m: tensor<1xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Tile' needs one multiple per dimension}}
  %y = "tf.Tile"(%x, %m) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Index bounds (not a TensorFlow type; arith ops may sit next to tf ops).
func.func @range_index() -> tensor<*xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'tf.Range' needs a number (a scalar) as operand 0, got 'index'}}
  %y = "tf.Range"(%c0, %c1, %c1) : (index, index, index) -> tensor<*xindex>
  return %y : tensor<*xindex>
}

// -----

// range(0, 5, -1).
func.func @range_delta() -> tensor<*xi32> {
  %s = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %d = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Range' Requires start >= limit when delta < 0: 0/5}}
  %y = "tf.Range"(%s, %l, %d) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @invert_permutation() -> tensor<*xi32> {
  %p = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.InvertPermutation' 0 is duplicated in the input.}}
  %y = "tf.InvertPermutation"(%p) : (tensor<2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

//===----------------------------------------------------------------------===//
// Gradient shape helpers: ConcatOffset, BroadcastGradientArgs
//===----------------------------------------------------------------------===//

// -----

func.func @concat_offset_axis() -> tensor<*xi32> {
  %d = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ConcatOffset' needs shapes of known length and an axis in range}}
  %o:2 = "tf.ConcatOffset"(%d, %s, %s) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %o#0 : tensor<*xi32>
}

// -----

func.func @concat_offset_lengths() -> tensor<*xi32> {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %t = "tf.Const"() {value = dense<[2, 3, 4]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.ConcatOffset' has shapes of different lengths}}
  %o:2 = "tf.ConcatOffset"(%d, %s, %t) : (tensor<i32>, tensor<2xi32>, tensor<3xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %o#0 : tensor<*xi32>
}


// -----

// Was a silent failure (fixed): a concat_dim of two elements makes the ConcatOffset
// handler return failure() without a diagnostic.
func.func @concat_offset_two_dims() -> tensor<*xi32> {
  %d = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ConcatOffset' needs an integer scalar as operand 0, got 'tensor<2xi32>'}}
  %o:2 = "tf.ConcatOffset"(%d, %s, %s) : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %o#0 : tensor<*xi32>
}

// -----

func.func @broadcast_gradient_args_unknown(%s: tensor<?xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.BroadcastGradientArgs' needs shapes of known length}}
  %r:2 = "tf.BroadcastGradientArgs"(%s, %s) : (tensor<?xi32>, tensor<?xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %r#0 : tensor<*xi32>
}

// -----

func.func @broadcast_gradient_args_mismatch() -> tensor<*xi32> {
  %a = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %b = "tf.Const"() {value = dense<[2, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.BroadcastGradientArgs' has shapes that do not broadcast}}
  %r:2 = "tf.BroadcastGradientArgs"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %r#0 : tensor<*xi32>
}

//===----------------------------------------------------------------------===//
// Slice, StridedSlice, StridedSliceGrad
//===----------------------------------------------------------------------===//

// -----

// begin and size of length 1 for a rank-2 input.
func.func @slice_rank(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Slice' needs a ranked input and constant begin and size}}
  %y = "tf.Slice"(%x, %b, %b) : (tensor<2x3xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----


// end shorter than begin and strides.
func.func @strided_slice_lengths(%x: tensor<4x4xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.StridedSlice' has begin, end and strides of different lengths}}
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x4xf32>, tensor<2xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strided_slice_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSlice' needs a ranked input}}
  %y = "tf.StridedSlice"(%x, %b, %e, %e) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<*xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strided_slice_two_ellipses(%x: tensor<4x4xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.StridedSlice' has more than one ellipsis}}
  %y = "tf.StridedSlice"(%x, %b, %b, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 3 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A spec of length 2 (no new axes) for a rank-1 input.
func.func @strided_slice_too_many(%x: tensor<4xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.StridedSlice' indexes more dimensions than the input has}}
  %y = "tf.StridedSlice"(%x, %b, %e, %e) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// x[..., 7] of a 4x5 input: the shrunk index after an ellipsis.
func.func @strided_slice_ellipsis_shrink(%x: tensor<4x5xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0, 7]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[1, 8]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.StridedSlice' has index 7 out of bounds for dimension 1}}
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 2 : i64} : (tensor<4x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// The input shape operand has no known length.
func.func @strided_slice_grad_dynamic_shape(%shape: tensor<?xi32>, %dy: tensor<2xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSliceGrad' needs an input shape of known length}}
  %y = "tf.StridedSliceGrad"(%shape, %b, %e, %s, %dy) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<?xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A shape constant holding INT64_MIN (ShapedType::kDynamic) is a negative
// size, not an unknown one.
func.func @strided_slice_grad_static_shape(%dy: tensor<f32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[-9223372036854775808]> : tensor<1xi64>} : () -> tensor<1xi64>
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSliceGrad' needs an input shape of non-negative sizes}}
  %y = "tf.StridedSliceGrad"(%shape, %b, %e, %e, %dy) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<1xi64>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Was a crash (fixed): the same INT64_MIN dimension taken whole (begin_mask/end_mask)
// reaches tensor::getMixedSize(b, loc, input, d) with a null `input`
// (StridedSliceGrad has no input value): segfault in stridedSlice().
func.func @strided_slice_grad_dynamic_full(%dy: tensor<?xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[-9223372036854775808]> : tensor<1xi64>} : () -> tensor<1xi64>
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSliceGrad' needs an input shape of non-negative sizes}}
  %y = "tf.StridedSliceGrad"(%shape, %b, %b, %s, %dy) {begin_mask = 1 : i64, end_mask = 1 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<1xi64>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<?xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @strided_slice_grad_unranked_dy(%dy: tensor<*xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[4]> : tensor<1xi32>} : () -> tensor<1xi32>
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSliceGrad' needs a ranked gradient}}
  %y = "tf.StridedSliceGrad"(%shape, %b, %e, %s, %dy) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// x[0:2] of a 4-vector has 2 elements; the gradient has 3.
func.func @strided_slice_grad_wrong_dy(%dy: tensor<3xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[4]> : tensor<1xi32>} : () -> tensor<1xi32>
  %b = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.StridedSliceGrad' has a gradient of type 'tensor<3xf32>' for a slice of shape 'tensor<2xf32>'}}
  %y = "tf.StridedSliceGrad"(%shape, %b, %e, %s, %dy) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

//===----------------------------------------------------------------------===//
// Resources: operands, TensorArrays, stacks, variables
//===----------------------------------------------------------------------===//

// -----

// A resource from a registered op: no TensorFlow op created it.
func.func @unknown_resource_operand() -> tensor<*xf32> {
  %h = tensor.empty() : tensor<!tf_type.resource<tensor<f32>>>
  // expected-error@+1 {{'tf.ReadVariableOp' takes a resource (operand 0) that no supported op created}}
  %v = "tf.ReadVariableOp"(%h) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

// A VarHandleOp typed as a plain tensor.
func.func @unconverted_value() -> tensor<*xf32> {
  // expected-error@+1 {{'tf.VarHandleOp' 'v' must return one resource handle}}
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<2xf32>
  %y = "tf.Neg"(%v) : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A TensorArrayV3 whose handle is typed as a plain tensor: the handle has no
// converted value.
func.func @unconverted_value() -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %h, %flow = "tf.TensorArrayV3"(%s) {dtype = f32, element_shape = #tf_type.shape<2>, dynamic_size = false, clear_after_read = true, identical_element_shapes = true, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2xf32>, tensor<f32>)
  // expected-error@+1 {{'tf.Neg' uses a value (operand 0) that was not converted}}
  %y = "tf.Neg"(%h) : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Was a crash (fixed): a resource operand where a handler expects a value. convertOp
// passes a null Value for resource operands and binary() dereferences it
// (getElementTypeOrSelf(operands[0].getType())): segfault. The same for
// tf.Tanh (unary), tf.Cast (castElements), tf.Shape/tf.Reshape/
// tf.AssignVariableOp's value (toTensor), TensorArrayWriteV3's index
// (toIndex/toScalar) and FusedBatchNormV3's scale (FusedBatchNormOp::build).
func.func @resource_in_binary() -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.AddV2' takes a resource handle as operand 0, where TensorFlow's op takes a tensor}}
  %y = "tf.AddV2"(%ta#0, %ta#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Was a crash (fixed): as above, through toTensor (the value assigned is a handle).
func.func @resource_as_assigned_value() {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %v = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<f32>>>
  // expected-error@+1 {{'tf.AssignVariableOp' takes a resource handle as operand 1, where TensorFlow's op takes a tensor}}
  "tf.AssignVariableOp"(%v, %ta#0) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<2x!tf_type.resource>) -> ()
  return
}

// -----

// Was a crash (fixed): as above, through toIndex (the index of a write is a handle).
func.func @resource_as_index(%x: tensor<2xf32>) {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.TensorArrayWriteV3' takes a resource handle as operand 1, where TensorFlow's op takes a tensor}}
  %f = "tf.TensorArrayWriteV3"(%ta#0, %ta#0, %x, %ta#1) : (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

// The handle of a TensorArray op is a float tensor.
func.func @float_handle(%h: tensor<2xf32>, %x: tensor<f32>) {
  %i = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorArrayWriteV3' needs a TensorArray as operand 0}}
  %f = "tf.TensorArrayWriteV3"(%h, %i, %x, %x) : (tensor<2xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @tensor_array_dtype() {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.TensorArrayV3' needs a numeric or boolean 'dtype'}}
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = !tf_type.string, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  return
}

// -----

func.func @tensor_array_grad_source() {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.TensorArrayGradV3' needs a 'source' string}}
  %g:2 = "tf.TensorArrayGradV3"(%ta#0, %ta#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  return
}

// -----

func.func @stack_elem_type() {
  %n = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.StackV2' needs a numeric, boolean or resource 'elem_type'}}
  %s = "tf.StackV2"(%n) {elem_type = !tf_type.string, stack_name = "s"} : (tensor<i32>) -> tensor<2x!tf_type.resource>
  return
}

// -----

func.func @not_a_stack(%x: tensor<f32>) {
  %v = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<f32>>>
  // expected-error@+1 {{'tf.StackPushV2' needs a stack as operand 0}}
  %p = "tf.StackPushV2"(%v, %x) {swap_memory = false} : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @not_a_variable() -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.ReadVariableOp' needs a variable as operand 0}}
  %v = "tf.ReadVariableOp"(%ta#0) : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

// A VarHandleOp 'shape' attribute that is not a #tf_type.shape.
func.func @variable_shape_not_a_shape() {
  // expected-error@+1 {{'tf.VarHandleOp' 'v' needs a ranked type (a resource subtype or dtype and shape attributes)}}
  %v = "tf.VarHandleOp"() {dtype = f32, shape = [2, 3], shared_name = "v"} : () -> tensor<!tf_type.resource>
  return
}

//===----------------------------------------------------------------------===//
// Control flow: WhileRegion, While, IfRegion, If
//===----------------------------------------------------------------------===//

// -----

func.func @while_one_region(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.WhileRegion' needs a cond and a body region}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// The body takes two loop variables, the loop has one.
func.func @while_counts(%x: tensor<2xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // expected-error@+1 {{'tf.WhileRegion' has 1 loop variables but its cond, body and results do not all have as many}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<*xf32>, %w: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// The same for tf.While's cond function.
func.func @while_function_counts(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.While' has 1 loop variables but its cond, body and results do not all have as many}}
  %r = "tf.While"(%x) {body = @body, cond = @cond, is_stateless = true, parallel_iterations = 10 : i64} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @cond(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<i1> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

func.func @while_missing_body(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.While' needs 'body' naming a function with one block in this module}}
  %r = "tf.While"(%x) {cond = @cond, is_stateless = true, parallel_iterations = 10 : i64} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @cond(%a: tensor<2xf32>) -> tensor<i1> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  return %c : tensor<i1>
}

// -----

func.func @while_cond_two_values(%x: tensor<2xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // expected-error@+1 {{'tf.WhileRegion' needs a cond region yielding one boolean}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%c, %c) : (tensor<i1>, tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @while_body_yields_fewer(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // expected-error@+1 {{'tf.WhileRegion' needs a body region yielding its 2 loop variables}}
  %r:2 = "tf.WhileRegion"(%x, %y) ({
  ^bb0(%v: tensor<*xf32>, %w: tensor<*xf32>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<*xf32>, %w: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}

// -----

// A region ending in something other than tf.Yield (then the loop's own
// error about its cond).
func.func @region_terminator(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.WhileRegion' needs a cond region yielding one boolean}}
  %r = "tf.WhileRegion"(%x) ({
  ^bb0(%v: tensor<*xf32>):
    // expected-error@+1 {{ends a TensorFlow region but is not tf.Yield or func.return}}
    "tf.NoOp"() : () -> ()
  }, {
  ^bb0(%v: tensor<*xf32>):
    "tf.Yield"(%v) : (tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// The body yields a TensorArray it creates in place of the one it got.
func.func @while_replaced_handle() {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.WhileRegion' loop variable 0 is a resource handle that the body replaces}}
  %r = "tf.WhileRegion"(%ta#0) ({
  ^bb0(%h: tensor<2x!tf_type.resource>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%h: tensor<2x!tf_type.resource>):
    %tb:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
    "tf.Yield"(%tb#0) : (tensor<2x!tf_type.resource>) -> ()
  }) {is_stateless = false} : (tensor<2x!tf_type.resource>) -> tensor<2x!tf_type.resource>
  return
}

// -----

func.func @while_unknown_resource() {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %h = tensor.empty() : tensor<2x!tf_type.resource>
  // expected-error@+1 {{'tf.WhileRegion' loop variable 0 is a resource that no supported op created}}
  %r = "tf.WhileRegion"(%h) ({
  ^bb0(%a: tensor<2x!tf_type.resource>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<2x!tf_type.resource>):
    "tf.Yield"(%a) : (tensor<2x!tf_type.resource>) -> ()
  }) {is_stateless = false} : (tensor<2x!tf_type.resource>) -> tensor<2x!tf_type.resource>
  return
}

// -----

// Each round joins one more loop variable (x0 grows, x1 takes x0's old
// type, ...): 17 variables need more than the 16 rebuilds allowed.
func.func @loop_types_do_not_settle(%x0: tensor<1xf32>, %x1: tensor<1xf32>, %x2: tensor<1xf32>, %x3: tensor<1xf32>, %x4: tensor<1xf32>, %x5: tensor<1xf32>, %x6: tensor<1xf32>, %x7: tensor<1xf32>, %x8: tensor<1xf32>, %x9: tensor<1xf32>, %x10: tensor<1xf32>, %x11: tensor<1xf32>, %x12: tensor<1xf32>, %x13: tensor<1xf32>, %x14: tensor<1xf32>, %x15: tensor<1xf32>, %x16: tensor<1xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // expected-error@+1 {{'tf.WhileRegion' has loop variable types that do not settle}}
  %r:17 = "tf.WhileRegion"(%x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7, %x8, %x9, %x10, %x11, %x12, %x13, %x14, %x15, %x16) ({
  ^bb0(%v0: tensor<*xf32>, %v1: tensor<*xf32>, %v2: tensor<*xf32>, %v3: tensor<*xf32>, %v4: tensor<*xf32>, %v5: tensor<*xf32>, %v6: tensor<*xf32>, %v7: tensor<*xf32>, %v8: tensor<*xf32>, %v9: tensor<*xf32>, %v10: tensor<*xf32>, %v11: tensor<*xf32>, %v12: tensor<*xf32>, %v13: tensor<*xf32>, %v14: tensor<*xf32>, %v15: tensor<*xf32>, %v16: tensor<*xf32>):
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v0: tensor<*xf32>, %v1: tensor<*xf32>, %v2: tensor<*xf32>, %v3: tensor<*xf32>, %v4: tensor<*xf32>, %v5: tensor<*xf32>, %v6: tensor<*xf32>, %v7: tensor<*xf32>, %v8: tensor<*xf32>, %v9: tensor<*xf32>, %v10: tensor<*xf32>, %v11: tensor<*xf32>, %v12: tensor<*xf32>, %v13: tensor<*xf32>, %v14: tensor<*xf32>, %v15: tensor<*xf32>, %v16: tensor<*xf32>):
    %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %w0 = "tf.ConcatV2"(%v0, %v0, %a) : (tensor<*xf32>, tensor<*xf32>, tensor<i32>) -> tensor<*xf32>
    "tf.Yield"(%w0, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) {is_stateless = true} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %r#16 : tensor<*xf32>
}

// -----

func.func @if_one_region(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.IfRegion' needs a predicate and two regions}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%x) : (tensor<2xf32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @if_float_predicate(%p: tensor<f32>, %x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.IfRegion' needs a boolean predicate}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%x) : (tensor<2xf32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<2xf32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @if_branch_yields_nothing(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.IfRegion' has branches that do not yield its 1 results}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%x) : (tensor<2xf32>) -> ()
  }, {
    "tf.Yield"() : () -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @if_different_resources(%p: tensor<i1>) {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %a:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %b:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.IfRegion' result 0 is a different resource in each branch}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%a#0) : (tensor<2x!tf_type.resource>) -> ()
  }, {
    "tf.Yield"(%b#0) : (tensor<2x!tf_type.resource>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<2x!tf_type.resource>
  return
}

// -----

func.func @if_function_counts(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.If' passes 1 operands to branches that take a different number}}
  %r = "tf.If"(%p, %x) {then_branch = @then, else_branch = @else, is_stateless = true} : (tensor<i1>, tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @then(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func private @else(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

// Was a silent failure (fixed): tf.If without operands (no predicate): convertOp returns
// failure() without a diagnostic (tf.If is not in verifyArity's table).
func.func @if_no_predicate() -> tensor<*xf32> {
  // expected-error@+1 {{'tf.If' needs a predicate operand}}
  %r = "tf.If"() {then_branch = @then, else_branch = @else, is_stateless = true} : () -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @then() -> tensor<2xf32> {
  %c = "tf.Const"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func private @else() -> tensor<2xf32> {
  %c = "tf.Const"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

// -----

// Calls are -tagrad-tf-inline-calls' (inline-calls-invalid.mlir has its
// diagnostics): the legalizer alone refuses them.
func.func @call_not_inlined(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.PartitionedCall' is a call that -tagrad-tf-inline-calls inlines; run it before -tagrad-legalize-tf (--tagrad-tf-frontend does)}}
  %r = "tf.PartitionedCall"(%x) {f = @callee} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @callee(%a: tensor<2xf32>) -> tensor<*xf32> {
  %y = "tf.Neg"(%a) : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A func.call passing a resource is inlined too.
func.func @func_call_not_inlined(%x: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  // expected-error@+1 {{'func.call' is a call that -tagrad-tf-inline-calls inlines; run it before -tagrad-legalize-tf (--tagrad-tf-frontend does)}}
  %r = func.call @reads(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
// (No tf op names @reads, so it is legalized on its own: its argument is a
// captured variable.)
func.func @reads(%v: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

//===----------------------------------------------------------------------===//
// Functions, foreign ops, what is left
//===----------------------------------------------------------------------===//

// -----

// expected-error@+1 {{has 2 blocks; -tagrad-legalize-tf takes functions of one block}}
func.func @two_blocks(%x: tensor<2xf32>) -> tensor<*xf32> {
  %y = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<*xf32>
  cf.br ^bb1
^bb1:
  return %y : tensor<*xf32>
}

// -----

func.func @string_result(%x: tensor<f32>) -> tensor<!tf_type.string> {
  %s = "tf.Identity"(%x) : (tensor<f32>) -> tensor<!tf_type.string>
  // expected-error@+1 {{result 0 of @string_result has type 'tensor<!tf_type.string>', which TaGrad cannot return (numbers and booleans only)}}
  return %s : tensor<!tf_type.string>
}

// -----

func.func @registered_op_with_region(%x: tensor<2xf32>) -> tensor<*xf32> {
  %y = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<*xf32>
  // expected-error@+1 {{'scf.execute_region' with regions cannot be mixed with tf ops}}
  %z = scf.execute_region -> tensor<2xf32> {
    scf.yield %x : tensor<2xf32>
  }
  return %y : tensor<*xf32>
}

// -----

// An op of no registered dialect and not tf.
func.func @foreign_op(%x: tensor<2xf32>) -> tensor<*xf32> {
  %y = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<*xf32>
  // expected-error@+1 {{'foo.bar' is not supported by -tagrad-legalize-tf}}
  %z = "foo.bar"(%y) : (tensor<*xf32>) -> tensor<*xf32>
  return %z : tensor<*xf32>
}

// -----

// A tf op outside any function (LegalizeTFPass.cpp: what is left).
// expected-error@+1 {{'tf.NoOp' is outside any function}}
"tf.NoOp"() : () -> ()

// -----

// A private function that only TensorFlow names (here as a gradient
// function) and that a func.call keeps alive stays in TensorFlow form; the
// leftover check then calls a supported op unsupported.
func.func @left_behind(%x: tensor<2xf32>) -> tensor<*xf32> attributes {tf.gradient = @callee} {
  %r = "tf.Neg"(%x) : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func @other(%x: tensor<2xf32>) -> tensor<*xf32> {
  %r = func.call @callee(%x) : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @callee(%a: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Neg' is in @callee, which -tagrad-legalize-tf does not legalize: it takes public functions and the functions TensorFlow's call, loop and branch ops name}}
  %y = "tf.Neg"(%a) : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @if_resource_and_tensor(%p: tensor<i1>, %x: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.IfRegion' result 0 is a resource handle in one branch and a tensor in the other}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%ta#0) : (tensor<2x!tf_type.resource>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @if_vector_predicate(%p: tensor<2xi1>, %x: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.IfRegion' needs a scalar predicate, got 'tensor<2xi1>'}}
  %r = "tf.IfRegion"(%p) ({
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<2xi1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @write_vector_flow(%x: tensor<2xf32>, %f: tensor<3xf32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.TensorArrayWriteV3' needs a flow (an f32 scalar) as operand 3, got 'tensor<3xf32>'}}
  %w = "tf.TensorArrayWriteV3"(%ta#0, %i, %x, %f) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %w : tensor<*xf32>
}

// -----

func.func @fill_vector_value(%v: tensor<2xf32>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<[2]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Fill' needs a number or boolean scalar as operand 1, got 'tensor<2xf32>'}}
  %y = "tf.Fill"(%d, %v) : (tensor<1xi32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @range_mixed(%a: tensor<i32>, %b: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Range' needs start, limit and delta of one type}}
  %y = "tf.Range"(%a, %b, %a) : (tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @split_float_lengths(%x: tensor<3xf32>, %l: tensor<2xf32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<?>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.TensorArraySplitV3' needs an integer vector as operand 2, got 'tensor<2xf32>'}}
  %f = "tf.TensorArraySplitV3"(%ta#0, %x, %l, %ta#1) : (tensor<2x!tf_type.resource>, tensor<3xf32>, tensor<2xf32>, tensor<f32>) -> tensor<*xf32>
  return %f : tensor<*xf32>
}

// -----

func.func @string_variable() {
  // expected-error@+1 {{'tf.VarHandleOp' 'v' holds 'tensor<!tf_type.string>', which TaGrad cannot take (numbers and booleans only)}}
  %v = "tf.VarHandleOp"() {shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<!tf_type.string>>>
  return
}

// -----

func.func @fill_negative(%v: tensor<f32>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<[2, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.Fill' has a negative dimension -1}}
  %y = "tf.Fill"(%d, %v) : (tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @tile_negative(%x: tensor<2xf32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<[-2]> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.Tile' Expected multiples[0] >= 0, but got -2}}
  %y = "tf.Tile"(%x, %m) : (tensor<2xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}


// -----

func.func @int_sin(%x: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Sin' does not support element type 'i32'}}
  %y = "tf.Sin"(%x) : (tensor<2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @int_relu6_grad(%dy: tensor<2xi32>, %x: tensor<2xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Relu6Grad' needs floating-point operands}}
  %y = "tf.Relu6Grad"(%dy, %x) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @leaky_relu_alpha_kind(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.LeakyRelu' has a malformed 'alpha' attribute: expected a float, got "big"}}
  %y = "tf.LeakyRelu"(%x) {alpha = "big"} : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @gather_constant_out_of_range(%x: tensor<3x2xf32>) -> tensor<*xf32> {
  %i = "tf.Const"() {value = dense<[[0, 1], [3, 2]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' has indices[1,0] = 3 is not in [0, 3)}}
  %y = "tf.GatherV2"(%x, %i, %a) {batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2x2xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @gather_axis(%x: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' has axis 2 out of range for 'tensor<3x2xf32>'}}
  %y = "tf.GatherV2"(%x, %i, %a) : (tensor<3x2xf32>, tensor<2xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @gather_float_indices(%x: tensor<3x2xf32>, %i: tensor<2xf32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' needs an integer tensor as operand 1, got 'tensor<2xf32>'}}
  %y = "tf.GatherV2"(%x, %i, %a) : (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @segment_ids_not_prefix(%d: tensor<4x2xf32>, %ids: tensor<3xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.UnsortedSegmentSum' has segment ids of shape 'tensor<3xi32>' that is not a prefix of data's 'tensor<4x2xf32>'}}
  %y = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<4x2xf32>, tensor<3xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @segment_count_negative(%d: tensor<4x2xf32>, %ids: tensor<4xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<-2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.UnsortedSegmentSum' has a negative num_segments -2}}
  %y = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<4x2xf32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @split_uneven(%x: tensor<2x5xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Split' cannot split dimension 1 of 'tensor<2x5xf32>' into 2 equal pieces}}
  %y:2 = "tf.Split"(%a, %x) {num_split = 2 : i64} : (tensor<i32>, tensor<2x5xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

func.func @splitv_sizes(%x: tensor<2x5xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.SplitV' Determined shape must either match input shape along split_dim exactly if fully specified, or be less than the size of the input along split_dim if not fully specified.  Got: 4}}
  %y:2 = "tf.SplitV"(%x, %s, %a) : (tensor<2x5xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

func.func @reverse_twice(%x: tensor<2x5xf32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ReverseV2' reverses dimension 1 twice}}
  %y = "tf.ReverseV2"(%x, %a) : (tensor<2x5xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @pad_negative(%x: tensor<2x5xf32>) -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.Pad' has a negative padding in dimension 1}}
  %y = "tf.Pad"(%x, %p) : (tensor<2x5xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Fed paddings are read at run time (tf_slices_from_data.mlir), but their
// shape must fit the input's rank.
func.func @pad_fed_wrong_shape(%x: tensor<2x5xf32>, %p: tensor<3x2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Pad' needs a ranked input and paddings of shape [rank, 2]}}
  %y = "tf.Pad"(%x, %p) : (tensor<2x5xf32>, tensor<3x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @argmax_dimension(%x: tensor<2x5xf32>) -> tensor<*xi64> {
  %a = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ArgMax' has dimension 2 out of range for 'tensor<2x5xf32>'}}
  %y = "tf.ArgMax"(%x, %a) {output_type = i64} : (tensor<2x5xf32>, tensor<i32>) -> tensor<*xi64>
  return %y : tensor<*xi64>
}

// -----

func.func @argmin_empty(%x: tensor<2x0xf32>) -> tensor<*xi64> {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.ArgMin' reduces an empty dimension}}
  %y = "tf.ArgMin"(%x, %a) : (tensor<2x0xf32>, tensor<i32>) -> tensor<*xi64>
  return %y : tensor<*xi64>
}

// -----

func.func @one_hot_depth(%i: tensor<3xi32>, %on: tensor<f32>, %off: tensor<f32>, %d: tensor<i32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.OneHot' needs a constant depth (the graph does not determine it at compile time)}}
  %y = "tf.OneHot"(%i, %d, %on, %off) {axis = -1 : i64} : (tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @huge_constant_axis(%x: tensor<2xf32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<100000xi32>} : () -> tensor<100000xi32>
  // expected-error@+2 {{'tf.ExpandDims' has a constant axis of 100000 elements (at most 65536 are taken)}}
  // expected-error@+1 {{'tf.ExpandDims' needs a ranked input and one constant axis}}
  %y = "tf.ExpandDims"(%x, %a) : (tensor<2xf32>, tensor<100000xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @stack_of_two_arrays(%n: tensor<i32>) {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%m) {elem_type = !tf_type.resource, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %a:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  %b:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  %p1 = "tf.StackPushV2"(%s, %a#0) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
  // expected-error@+1 {{'tf.StackPushV2' pushes handles of two TensorArrays onto one stack}}
  %p2 = "tf.StackPushV2"(%s, %b#0) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
  return
}

// -----

func.func @stack_of_dynamic_array(%n: tensor<i32>) {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%m) {elem_type = !tf_type.resource, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %a:2 = "tf.TensorArrayV3"(%n) {dtype = f32, dynamic_size = true, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.StackPushV2' pushes a TensorArray of dynamic size}}
  %p1 = "tf.StackPushV2"(%s, %a#0) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
  return
}

// -----

func.func @stack_of_gradient_array(%n: tensor<i32>) {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%m) {elem_type = !tf_type.resource, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  %a:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<2>} : (tensor<i32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  %g:2 = "tf.TensorArrayGradV3"(%a#0, %a#1) {source = "gradients"} : (tensor<!tf_type.resource>, tensor<f32>) -> (tensor<!tf_type.resource>, tensor<f32>)
  // expected-error@+1 {{'tf.StackPushV2' pushes a TensorArray that no TensorArrayV3 made}}
  %p1 = "tf.StackPushV2"(%s, %g#0) {swap_memory = false} : (tensor<!tf_type.resource>, tensor<!tf_type.resource>) -> tensor<!tf_type.resource>
  return
}

// -----

func.func @pop_array_before_push() {
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%m) {elem_type = !tf_type.resource, stack_name = "s"} : (tensor<i32>) -> tensor<!tf_type.resource>
  // expected-error@+1 {{'tf.StackPopV2' pops a TensorArray handle before any push}}
  %h = "tf.StackPopV2"(%s) {elem_type = !tf_type.resource} : (tensor<!tf_type.resource>) -> tensor<*x!tf_type.resource>
  return
}

// -----

func.func @sampler_range(%c: tensor<2x1xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.LogUniformCandidateSampler' range_max must be positive}}
  %s:3 = "tf.LogUniformCandidateSampler"(%c) {num_true = 1 : i64, num_sampled = 2 : i64, unique = true, range_max = 0 : i64, seed = 1 : i64, seed2 = 1 : i64} : (tensor<2x1xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>)
  return %s#0 : tensor<*xi64>
}

// -----

func.func @sampler_negative_count(%c: tensor<2x1xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.LogUniformCandidateSampler' needs num_sampled and num_true of at least 0}}
  %s:3 = "tf.LogUniformCandidateSampler"(%c) {num_true = 1 : i64, num_sampled = -2 : i64, unique = false, range_max = 5 : i64, seed = 1 : i64, seed2 = 1 : i64} : (tensor<2x1xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>)
  return %s#0 : tensor<*xi64>
}

// -----

func.func @sampler_int32_classes(%c: tensor<2x1xi32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.LogUniformCandidateSampler' needs int64 true_classes, got 'tensor<2x1xi32>'}}
  %s:3 = "tf.LogUniformCandidateSampler"(%c) {num_true = 1 : i64, num_sampled = 2 : i64, unique = false, range_max = 5 : i64, seed = 1 : i64, seed2 = 1 : i64} : (tensor<2x1xi32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>)
  return %s#0 : tensor<*xi64>
}

// -----

func.func @sampler_vector_classes(%c: tensor<2xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.LogUniformCandidateSampler' true_classes must be a matrix}}
  %s:3 = "tf.LogUniformCandidateSampler"(%c) {num_true = 1 : i64, num_sampled = 2 : i64, unique = false, range_max = 5 : i64, seed = 1 : i64, seed2 = 1 : i64} : (tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>)
  return %s#0 : tensor<*xi64>
}

// -----

func.func @hits_int32(%c: tensor<2x1xi32>, %s: tensor<3xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ComputeAccidentalHits' needs int64 true_classes and sampled_candidates}}
  %h:3 = "tf.ComputeAccidentalHits"(%c, %s) {num_true = 1 : i64} : (tensor<2x1xi32>, tensor<3xi64>) -> (tensor<*xi32>, tensor<*xi64>, tensor<*xf32>)
  return %h#0 : tensor<*xi32>
}

// -----

func.func @hits_columns(%c: tensor<2x2xi64>, %s: tensor<3xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ComputeAccidentalHits' true_candidates must be a batch_size * num_true matrix}}
  %h:3 = "tf.ComputeAccidentalHits"(%c, %s) {num_true = 1 : i64} : (tensor<2x2xi64>, tensor<3xi64>) -> (tensor<*xi32>, tensor<*xi64>, tensor<*xf32>)
  return %h#0 : tensor<*xi32>
}

// -----

func.func @hits_sampled_matrix(%c: tensor<2x1xi64>, %s: tensor<3x1xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.ComputeAccidentalHits' sampled_candidates must be a vector, which is typically an output from CandidateSampler}}
  %h:3 = "tf.ComputeAccidentalHits"(%c, %s) {num_true = 1 : i64} : (tensor<2x1xi64>, tensor<3x1xi64>) -> (tensor<*xi32>, tensor<*xi64>, tensor<*xf32>)
  return %h#0 : tensor<*xi32>
}

// -----

func.func @to_dense_unranked(%i: tensor<*xi32>, %v: tensor<2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  %d = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.SparseToDense' needs ranked indices, values and default_value}}
  %y = "tf.SparseToDense"(%i, %shape, %v, %d) : (tensor<*xi32>, tensor<1xi32>, tensor<2xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @to_dense_rank3(%i: tensor<2x1x1xi32>, %v: tensor<2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  %d = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.SparseToDense' sparse_indices should be a scalar, vector, or matrix, got shape 'tensor<2x1x1xi32>'}}
  %y = "tf.SparseToDense"(%i, %shape, %v, %d) : (tensor<2x1x1xi32>, tensor<1xi32>, tensor<2xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @to_dense_unknown_depth(%i: tensor<2x?xi32>, %v: tensor<2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  %d = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.SparseToDense' needs sparse_indices whose second dimension is known}}
  %y = "tf.SparseToDense"(%i, %shape, %v, %d) : (tensor<2x?xi32>, tensor<1xi32>, tensor<2xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @to_dense_vector_default(%i: tensor<2xi32>, %v: tensor<2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  %d = "tf.Const"() {value = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error@+1 {{'tf.SparseToDense' default_value should be a scalar.}}
  %y = "tf.SparseToDense"(%i, %shape, %v, %d) : (tensor<2xi32>, tensor<1xi32>, tensor<2xf32>, tensor<1xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @to_dense_matrix_values(%i: tensor<2xi32>, %v: tensor<2x1xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  %d = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.SparseToDense' sparse_values has incorrect shape 'tensor<2x1xf32>', should be [] or [N]}}
  %y = "tf.SparseToDense"(%i, %shape, %v, %d) : (tensor<2xi32>, tensor<1xi32>, tensor<2x1xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @to_dense_shape_length(%i: tensor<2x2xi32>, %v: tensor<2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
  %d = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.SparseToDense' output_shape has incorrect number of elements: 1 should be: 2}}
  %y = "tf.SparseToDense"(%i, %shape, %v, %d) : (tensor<2x2xi32>, tensor<1xi32>, tensor<2xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @set_operation_kind(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.DenseToDenseSetOperation' Invalid set_operation xor.}}
  %r:3 = "tf.DenseToDenseSetOperation"(%a, %b) {set_operation = "xor", validate_indices = true} : (tensor<2x3xi32>, tensor<2x3xi32>) -> (tensor<*xi64>, tensor<*xi32>, tensor<*xi64>)
  return %r#1 : tensor<*xi32>
}

// -----

func.func @set_operation_floats(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DenseToDenseSetOperation' needs ranked integer sets of one type, got 'tensor<2x3xf32>' and 'tensor<2x3xf32>'}}
  %r:3 = "tf.DenseToDenseSetOperation"(%a, %b) {set_operation = "a-b", validate_indices = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %r#1 : tensor<*xf32>
}

// -----

func.func @set_operation_vectors(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.DenseToDenseSetOperation' needs sets of one rank, 2 or more, got 'tensor<3xi32>' and 'tensor<3xi32>'}}
  %r:3 = "tf.DenseToDenseSetOperation"(%a, %b) {set_operation = "union", validate_indices = true} : (tensor<3xi32>, tensor<3xi32>) -> (tensor<*xi64>, tensor<*xi32>, tensor<*xi64>)
  return %r#1 : tensor<*xi32>
}

// -----

func.func @empty_complex(%shape: tensor<1xi32>) -> tensor<*xcomplex<f32>> {
  // expected-error@+1 {{'tf.Empty' needs a numeric or boolean dtype}}
  %e = "tf.Empty"(%shape) {dtype = complex<f32>, init = true} : (tensor<1xi32>) -> tensor<*xcomplex<f32>>
  return %e : tensor<*xcomplex<f32>>
}

// -----

func.func @contrast_ints(%x: tensor<2x3x3xi32>, %f: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.AdjustContrastv2' needs ranked float images, got 'tensor<2x3x3xi32>'}}
  %y = "tf.AdjustContrastv2"(%x, %f) : (tensor<2x3x3xi32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @contrast_rank(%x: tensor<3x3xf32>, %f: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustContrastv2' input must be at least 3-D, got shape 'tensor<3x3xf32>'}}
  %y = "tf.AdjustContrastv2"(%x, %f) : (tensor<3x3xf32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @contrast_factor(%x: tensor<2x3x3xf32>, %f: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.AdjustContrastv2' contrast_factor must be scalar: 'tensor<2xf32>'}}
  %y = "tf.AdjustContrastv2"(%x, %f) : (tensor<2x3x3xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @shuffle_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.RandomShuffle' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.RandomShuffle"(%x) {seed = 1 : i64, seed2 = 2 : i64} : (tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
