// RUN: tagrad-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule; names follow the rule numbers (C1, C2, ...)
// of each op's description in TaGradOps.td.

// tensor_array C1: a constant size is non-negative.
func.func @error_tensor_array_c1() {
  %c = arith.constant -1 : index
  // expected-error @+1 {{'size' must be non-negative, got -1 [C1]}}
  %ta, %f = tagrad.tensor_array %c : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

// tensor_array C2: aggregation needs a numeric element type.
func.func @error_tensor_array_c2(%n: index) {
  // expected-error @+1 {{'multiple_writes_aggregate' needs a numeric element type, got 'i1' [C2]}}
  %ta, %f = tagrad.tensor_array %n {multiple_writes_aggregate = true} : !tagrad.tensor_array<tensor<3xi1>>
  return
}

// -----

// tensor_array C3: a list's writes replace; its items are not cleared on
// read and never added.
func.func @error_tensor_array_c3_clear(%n: index) {
  // expected-error @+1 {{'writes_replace' excludes 'clear_after_read' [C3]}}
  %ta, %f = tagrad.tensor_array %n {writes_replace = true} : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

func.func @error_tensor_array_c3_aggregate(%n: index) {
  // expected-error @+1 {{'writes_replace' excludes 'multiple_writes_aggregate' [C3]}}
  %ta, %f = tagrad.tensor_array %n {clear_after_read = false, multiple_writes_aggregate = true, writes_replace = true} : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

func.func @error_tensor_array_bad_attr_kind(%n: index) {
  // expected-error @+1 {{attribute 'dynamic_size' failed to satisfy constraint: bool attribute}}
  %ta, %f = "tagrad.tensor_array"(%n) {dynamic_size} : (index) -> (!tagrad.tensor_array<tensor<3xf32>>, f32)
  return
}

// -----

func.func @error_tensor_array_flow_type(%n: index) {
  // expected-error @+1 {{result #1 must be flow token (f32 scalar)}}
  %ta, %f = "tagrad.tensor_array"(%n) : (index) -> (!tagrad.tensor_array<tensor<3xf32>>, f64)
  return
}

// -----

// write C1: value element type is the array's element type.
func.func @error_write_c1(%ta: !tagrad.tensor_array<tensor<3xf32>>, %i: index, %v: tensor<3xi32>, %f: f32) {
  // expected-error @+1 {{'value' element type 'i32' does not match the array's element type 'f32' [C1]}}
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<3xi32>
  return
}

// -----

// write C2: value shape is compatible with the element shape.
func.func @error_write_c2(%ta: !tagrad.tensor_array<tensor<?x3xf32>>, %i: index, %v: tensor<2x4xf32>, %f: f32) {
  // expected-error @+1 {{'value' shape [2,4] is incompatible with the element shape [?,3] [C2]}}
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<?x3xf32>>, tensor<2x4xf32>
  return
}

// -----

func.func @error_write_c2_rank(%ta: !tagrad.tensor_array<tensor<3xf32>>, %i: index, %v: tensor<f32>, %f: f32) {
  // expected-error @+1 {{'value' shape [] is incompatible with the element shape [3] [C2]}}
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<f32>
  return
}

// -----

// write C3: a constant index is non-negative.
func.func @error_write_c3(%ta: !tagrad.tensor_array<tensor<3xf32>>, %v: tensor<3xf32>, %f: f32) {
  %c = arith.constant -1 : index
  // expected-error @+1 {{'index' must be non-negative, got -1 [C3]}}
  %f1 = tagrad.tensor_array.write %ta[%c], %v, %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<3xf32>
  return
}

// -----

// read C1: a constant index is non-negative.
func.func @error_read_c1(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  %c = arith.constant -2 : index
  // expected-error @+1 {{'index' must be non-negative, got -2 [C1]}}
  %v = tagrad.tensor_array.read %ta[%c], %f : !tagrad.tensor_array<tensor<3xf32>>
  return
}

// -----

// The read result type is the element type (inferred).
func.func @error_read_result_type(%ta: !tagrad.tensor_array<tensor<3xf32>>, %i: index, %f: f32) {
  // expected-error @+2 {{'tagrad.tensor_array.read' op inferred type(s) 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  // expected-error @+1 {{'tagrad.tensor_array.read' op failed to infer returned types}}
  %v = "tagrad.tensor_array.read"(%ta, %i, %f) : (!tagrad.tensor_array<tensor<3xf32>>, index, f32) -> tensor<4xf32>
  return
}

// -----

// gather C1: constant indices are non-negative.
func.func @error_gather_c1(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  %idx = arith.constant dense<[0, -1]> : tensor<2xi32>
  // expected-error @+1 {{'indices' must be non-negative, got -1 at position 1 [C1]}}
  %v = tagrad.tensor_array.gather %ta[%idx], %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<2xi32>
  return
}

// -----

func.func @error_gather_indices_type(%ta: !tagrad.tensor_array<tensor<3xf32>>, %idx: tensor<2xi16>, %f: f32) {
  // expected-error @+1 {{operand #1 must be 1D tensor of index or 32-bit signless integer or 64-bit signless integer values}}
  %v = tagrad.tensor_array.gather %ta[%idx], %f : !tagrad.tensor_array<tensor<3xf32>>, tensor<2xi16>
  return
}

// -----

// scatter C1: value is at least a vector.
func.func @error_scatter_c1(%ta: !tagrad.tensor_array<tensor<f32>>, %idx: tensor<1xindex>, %v: tensor<f32>, %f: f32) {
  // expected-error @+1 {{'value' must be at least a vector, but has shape [] [C1]}}
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<f32>>, tensor<1xindex>, tensor<f32>
  return
}

// -----

// scatter C2: as many rows as indices (TensorFlow's message).
func.func @error_scatter_c2(%ta: !tagrad.tensor_array<tensor<2xf32>>, %idx: tensor<2xindex>, %v: tensor<3x2xf32>, %f: f32) {
  // expected-error @+1 {{expected len(indices) == values.shape[0], but saw: 2 vs. 3 [C2]}}
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>, tensor<3x2xf32>
  return
}

// -----

// scatter C3: value element type.
func.func @error_scatter_c3(%ta: !tagrad.tensor_array<tensor<2xf32>>, %idx: tensor<3xindex>, %v: tensor<3x2xf64>, %f: f32) {
  // expected-error @+1 {{'value' element type 'f64' does not match the array's element type 'f32' [C3]}}
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xindex>, tensor<3x2xf64>
  return
}

// -----

// scatter C4: row shape.
func.func @error_scatter_c4(%ta: !tagrad.tensor_array<tensor<2xf32>>, %idx: tensor<3xindex>, %v: tensor<3x5xf32>, %f: f32) {
  // expected-error @+1 {{'value' row shape [5] is incompatible with the element shape [2] [C4]}}
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xindex>, tensor<3x5xf32>
  return
}

// -----

// scatter C5: constant indices are non-negative.
func.func @error_scatter_c5(%ta: !tagrad.tensor_array<tensor<2xf32>>, %v: tensor<2x2xf32>, %f: f32) {
  %idx = arith.constant dense<[-3, 1]> : tensor<2xi64>
  // expected-error @+1 {{'indices' must be non-negative, got -3 at position 0 [C5]}}
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %v, %f : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xi64>, tensor<2x2xf32>
  return
}

// -----

// concat C1: elements are at least vectors.
func.func @error_concat_c1(%ta: !tagrad.tensor_array<tensor<f32>>, %f: f32) {
  // expected-error @+1 {{'handle' elements must be at least vectors to be concatenated, but the element shape is [] [C1]}}
  %v, %l = tagrad.tensor_array.concat %ta, %f : !tagrad.tensor_array<tensor<f32>>
  return
}

// -----

// split C1: value is at least a vector (TensorFlow: "Expected value to be at
// least a vector").
func.func @error_split_c1(%ta: !tagrad.tensor_array<tensor<?xf32>>, %v: tensor<f32>, %l: tensor<1xi64>, %f: f32) {
  // expected-error @+1 {{'value' must be at least a vector, but has shape [] [C1]}}
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<?xf32>>, tensor<f32>, tensor<1xi64>
  return
}

// -----

// split C2: value element type.
func.func @error_split_c2(%ta: !tagrad.tensor_array<tensor<?xf32>>, %v: tensor<3xi32>, %l: tensor<2xi64>, %f: f32) {
  // expected-error @+1 {{'value' element type 'i32' does not match the array's element type 'f32' [C2]}}
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xi32>, tensor<2xi64>
  return
}

// -----

// split C3: trailing dimensions.
func.func @error_split_c3(%ta: !tagrad.tensor_array<tensor<?x2xf32>>, %v: tensor<3x4xf32>, %l: tensor<2xi64>, %f: f32) {
  // expected-error @+1 {{'value' shape [3,4] is incompatible with the element shape [?,2] beyond the first dimension [C3]}}
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<?x2xf32>>, tensor<3x4xf32>, tensor<2xi64>
  return
}

// -----

func.func @error_split_c3_scalar_elements(%ta: !tagrad.tensor_array<tensor<f32>>, %v: tensor<3xf32>, %l: tensor<2xi64>, %f: f32) {
  // expected-error @+1 {{'handle' elements must be at least vectors to be split into, but the element shape is [] [C3]}}
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<f32>>, tensor<3xf32>, tensor<2xi64>
  return
}

// -----

// split C4: constant lengths sum to the leading dimension (TensorFlow's
// message).
func.func @error_split_c4_sum(%ta: !tagrad.tensor_array<tensor<?xf32>>, %v: tensor<3xf32>, %f: f32) {
  %l = arith.constant dense<[1]> : tensor<1xi64>
  // expected-error @+1 {{expected sum of 'lengths' to be equal to values.shape[0], but sum of lengths is 1 and value's shape is: [3] [C4]}}
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>, tensor<1xi64>
  return
}

// -----

func.func @error_split_c4_negative(%ta: !tagrad.tensor_array<tensor<?xf32>>, %v: tensor<3xf32>, %f: f32) {
  %l = arith.constant dense<[4, -1]> : tensor<2xi64>
  // expected-error @+1 {{'lengths' must be non-negative, got -1 at position 1 [C4]}}
  %f1 = tagrad.tensor_array.split %ta, %v, %l, %f : !tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>, tensor<2xi64>
  return
}

// -----

func.func @error_split_lengths_not_vector(%ta: !tagrad.tensor_array<tensor<?xf32>>, %v: tensor<3xf32>, %l: tensor<i64>, %f: f32) {
  // expected-error @+1 {{operand #2 must be 1D tensor of 64-bit signless integer values}}
  %f1 = "tagrad.tensor_array.split"(%ta, %v, %l, %f) : (!tagrad.tensor_array<tensor<?xf32>>, tensor<3xf32>, tensor<i64>, f32) -> f32
  return
}

// -----

func.func @error_grad_type(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @+1 {{all of {handle, grad_handle} have same type}}
  %g:2 = "tagrad.tensor_array.grad"(%ta, %f) {source = "gradients"} : (!tagrad.tensor_array<tensor<3xf32>>, f32) -> (!tagrad.tensor_array<tensor<4xf32>>, f32)
  return
}

// -----

func.func @error_grad_missing_source(%ta: !tagrad.tensor_array<tensor<3xf32>>, %f: f32) {
  // expected-error @+1 {{requires attribute 'source'}}
  %g:2 = "tagrad.tensor_array.grad"(%ta, %f) : (!tagrad.tensor_array<tensor<3xf32>>, f32) -> (!tagrad.tensor_array<tensor<3xf32>>, f32)
  return
}

// -----

// grad_with_shape C1: element type.
func.func @error_grad_with_shape_c1(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32, %p: tensor<1xi32>) {
  // expected-error @+1 {{result element type 'f64' does not match the forward element type 'f32' [C1]}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %p source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<4x2x3xf64>>
  return
}

// -----

// grad_with_shape C2: rank.
func.func @error_grad_with_shape_c2(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32, %p: tensor<2xi32>) {
  // expected-error @+1 {{result element rank 3 is not len(shape_to_prepend) + forward rank = 2 + 2 [C2]}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %p source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<2xi32> -> !tagrad.tensor_array<tensor<4x2x3xf32>>
  return
}

// -----

// grad_with_shape C3: trailing dimensions are the forward element's.
func.func @error_grad_with_shape_c3(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32, %p: tensor<1xi32>) {
  // expected-error @+1 {{result element shape [4,2,5] does not end with the forward element shape [2,3] [C3]}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %p source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<4x2x5xf32>>
  return
}

// -----

// grad_with_shape C4: leading dimensions follow a constant shape_to_prepend.
func.func @error_grad_with_shape_c4(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32) {
  %p = arith.constant dense<[4, 5]> : tensor<2xi32>
  // expected-error @+1 {{result element shape [4,6,2,3] does not start with 'shape_to_prepend' [4, 5] [C4]}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %p source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<2xi32> -> !tagrad.tensor_array<tensor<4x6x2x3xf32>>
  return
}

// -----

func.func @error_grad_with_shape_c4_negative(%ta: !tagrad.tensor_array<tensor<2x3xf32>>, %f: f32) {
  %p = arith.constant dense<[-4]> : tensor<1xi32>
  // expected-error @+1 {{'shape_to_prepend' must be non-negative, got -4 at position 0 [C4]}}
  %g, %gf = tagrad.tensor_array.grad_with_shape %ta, %f, %p source "s" : !tagrad.tensor_array<tensor<2x3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<?x2x3xf32>>
  return
}

// -----

// fused_batch_norm_grad C1: data_format names a layout (checked as it is
// parsed into #tagrad.data_format).
func.func @error_batch_norm_grad_c1(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'data_format' must be NHWC, NCHW, NDHWC or NCDHW, got "NWHC" [C1]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s {data_format = "NWHC"} : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// fused_batch_norm_grad C2: 4 or 5 dimensions (TensorFlow: "input must be 4
// or 5-dimensional"), an ODS constraint.
func.func @error_batch_norm_grad_c2_rank(%x: tensor<2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be 4D/5D tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<2x2x2xf32>'}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s : tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_grad_c2_format(%x: tensor<2x2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'y_backprop' has rank 5 but data format "NHWC" needs rank 4 [C2]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s : tensor<2x2x2x2x2xf32>, tensor<2x2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// fused_batch_norm_grad C3: per-channel operands are 1-D (ODS).
func.func @error_batch_norm_grad_c3(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %m: tensor<1x2xf32>) {
  // expected-error @+1 {{operand #3 must be 1D tensor of 32-bit float values, but got 'tensor<1x2xf32>'}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %m, %s : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>
  return
}

// -----

// fused_batch_norm_grad C4: TensorFlow's testEagerShapeGradErrors case.
func.func @error_batch_norm_grad_c4(%dy: tensor<2x2x2x3xf32>, %x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'x' and 'y_backprop' must have the same shape, but x has shape [2,2,2,2] and y_backprop has shape [2,2,2,3] [C4]}}
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %s, %s : tensor<2x2x2x3xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// fused_batch_norm_grad C5: same element type (ODS).
func.func @error_batch_norm_grad_c5(%dy: tensor<2x2x2x2xf16>, %x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{failed to verify that all of {y_backprop, x, x_backprop} have same element type}}
  %0:5 = tagrad.fused_batch_norm_grad %dy, %x, %s, %s, %s : tensor<2x2x2x2xf16>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// fused_batch_norm_grad C6: channel counts (TensorFlow's messages).
func.func @error_batch_norm_grad_c6_scale(%x: tensor<2x2x2x2xf32>, %s3: tensor<3xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'scale' must have the same number of elements as the channels of x, got 3 and 2 [C6]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s3, %s, %s : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_grad_c6_reserve_space_1(%x: tensor<2x2x2x2xf32>, %s3: tensor<3xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'reserve_space_1' must have the same number of elements as the channels of x, got 3 and 2 [C6]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s3, %s : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<3xf32>, tensor<2xf32>
  return
}

// -----

// NCHW: channels are dimension 1.
func.func @error_batch_norm_grad_c6_reserve_space_2_nchw(%x: tensor<2x2x5x5xf32>, %s5: tensor<5xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'reserve_space_2' must have the same number of elements as the channels of x, got 5 and 2 [C6]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s5 {data_format = "NCHW"} : tensor<2x2x5x5xf32>, tensor<2x2x5x5xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5xf32>
  return
}

// -----

// fused_batch_norm_grad C7: epsilon.
func.func @error_batch_norm_grad_c7(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'epsilon' must be finite and non-negative, got -1.000000e-03 [C7]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s {epsilon = -1.0e-3 : f32} : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_grad_c7_nan(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'epsilon' must be finite and non-negative, got nan [C7]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s {epsilon = 0x7FC00000 : f32} : tensor<2x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_grad_dtype(%x: tensor<2x2x2x2xf64>, %s: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be 4D/5D tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s : tensor<2x2x2x2xf64>, tensor<2x2x2x2xf64>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// Unranked data is rejected by the verifier (C2), not by the lowerings: in
// the generic form at the op, in the custom form already by its parser.
func.func @error_batch_norm_grad_c2_unranked(%x: tensor<*xbf16>, %s: tensor<5xf32>) {
  // expected-error @+1 {{operand #0 must be 4D/5D tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<*xbf16>'}}
  %0:5 = "tagrad.fused_batch_norm_grad"(%x, %x, %s, %s, %s) : (tensor<*xbf16>, tensor<*xbf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<*xbf16>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>)
  return
}

// -----

func.func @error_batch_norm_grad_c2_unranked_custom(%x: tensor<*xbf16>, %s: tensor<5xf32>) {
  // expected-error @+1 {{'tagrad.fused_batch_norm_grad' op operand #0 must be 4D/5D tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<*xbf16>'}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %s, %s : tensor<*xbf16>, tensor<*xbf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
  return
}

// -----

// Unranked statistics too (C3).
func.func @error_batch_norm_grad_c3_unranked(%x: tensor<2x3x4x5xf32>, %s: tensor<*xf32>, %v: tensor<5xf32>) {
  // expected-error @+1 {{operand #4 must be 1D tensor of 32-bit float values, but got 'tensor<*xf32>'}}
  %0:5 = "tagrad.fused_batch_norm_grad"(%x, %x, %v, %v, %s) : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>)
  return
}

// -----

// fused_batch_norm C1..C7.
func.func @error_batch_norm_c1(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'data_format' must be NHWC, NCHW, NDHWC or NCDHW, got "HWCN" [C1]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {data_format = "HWCN"} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// C1 with the typed spelling: the enum has no such case.
func.func @error_batch_norm_c1_typed(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+2 {{expected ::mlir::tagrad::DataFormat to be one of: NHWC, NCHW, NDHWC, NCDHW}}
  // expected-error @+1 {{failed to parse TaGrad_DataFormatAttr parameter 'value'}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {data_format = #tagrad.data_format<HWCN>} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

// C1: neither a string nor #tagrad.data_format.
func.func @error_batch_norm_c1_not_a_format(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{attribute 'data_format' failed to satisfy constraint: TensorFlow batch-norm data format}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {data_format = 1 : i32} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_c2(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'x' has rank 4 but data format "NCDHW" needs rank 5 [C2]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {data_format = "NCDHW"} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_c3(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %o: tensor<f32>) {
  // expected-error @+1 {{operand #2 must be 1D tensor of 32-bit float values, but got 'tensor<f32>'}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %o, %s, %s : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<f32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_c2_unranked(%x: tensor<*xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{operand #0 must be 4D/5D tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<*xf32>'}}
  %0:5 = "tagrad.fused_batch_norm"(%x, %s, %s, %s, %s) : (tensor<*xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<*xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @error_batch_norm_c3_unranked(%x: tensor<2x3x4x5xf32>, %s: tensor<*xf32>, %v: tensor<5xf32>) {
  // expected-error @+1 {{operand #1 must be 1D tensor of 32-bit float values, but got 'tensor<*xf32>'}}
  %0:5 = "tagrad.fused_batch_norm"(%x, %s, %v, %v, %v) : (tensor<2x3x4x5xf32>, tensor<*xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<2x3x4x5xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @error_batch_norm_c4(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %o: tensor<4xf32>) {
  // expected-error @+1 {{'offset' must have the same number of elements as the channels of x, got 4 and 2 [C4]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %o, %s, %s : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<4xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_c5_inference(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %e: tensor<0xf32>) {
  // expected-error @+1 {{when is_training=false, 'mean' must have the same number of elements as the channels of x, got 0 and 2 [C5]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %e, %e {is_training = false} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>
  return
}

// -----

func.func @error_batch_norm_c5_running_average(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %e: tensor<0xf32>) {
  // expected-error @+1 {{when exponential_avg_factor != 1, 'variance' must have the same number of elements as the channels of x, got 0 and 2 [C5]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %e {exponential_avg_factor = 0.5 : f32} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>
  return
}

// -----

func.func @error_batch_norm_c6(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'epsilon' must be finite and non-negative, got INF [C6]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {epsilon = 0x7F800000 : f32} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_c7(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{'exponential_avg_factor' must be finite, got nan [C7]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %s {exponential_avg_factor = 0x7FC00000 : f32} : tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_opaque_constant_type() {
  // expected-error @+1 {{result #0 must be}}
  %0 = tagrad.opaque_constant 1.0 : f32
  return
}

// -----

func.func @error_opaque_constant_types_match() {
  // expected-error @+1 {{all of {value, result} have same type}}
  %0 = "tagrad.opaque_constant"() {value = 1 : i32} : () -> index
  return
}

// -----

// Dynamic channels: the statistics must still agree with each other (the
// lowering combines them in one linalg.generic; found by
// tagrad-graphdef-fuzz: a scale of 3 and a variance of 1 element).
func.func @error_batch_norm_statistics_disagree(%x: tensor<0x2x6x1x?xf32>, %s: tensor<3xf32>, %v: tensor<1xf32>) {
  // expected-error @+1 {{when is_training=false, 'variance' must have the same number of elements as 'scale', got 1 and 3 [C5]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %s, %v {data_format = "NDHWC", is_training = false} : tensor<0x2x6x1x?xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1xf32>
  return
}

// -----

func.func @error_batch_norm_offset_disagrees(%x: tensor<?x?x?x?xf32>, %s: tensor<?xf32>, %o: tensor<4xf32>, %m: tensor<2xf32>) {
  // expected-error @+1 {{'mean' must have the same number of elements as 'offset', got 2 and 4 [C5]}}
  %0:5 = tagrad.fused_batch_norm %x, %s, %o, %m, %m {is_training = false} : tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<4xf32>, tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @error_batch_norm_grad_statistics_disagree(%x: tensor<?x?x?x?xf32>, %s: tensor<5xf32>, %r: tensor<4xf32>) {
  // expected-error @+1 {{'reserve_space_1' must have the same number of elements as 'scale', got 4 and 5 [C6]}}
  %0:5 = tagrad.fused_batch_norm_grad %x, %x, %s, %r, %s : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<5xf32>, tensor<4xf32>, tensor<5xf32>
  return
}

// -----

// Training without an exponential average reads no statistics: mean and
// variance placeholders of any size are fine.
func.func @batch_norm_training_placeholders(%x: tensor<?x?x?x?xf32>, %s: tensor<3xf32>, %p: tensor<0xf32>) {
  %0:5 = tagrad.fused_batch_norm %x, %s, %s, %p, %p : tensor<?x?x?x?xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>
  return
}
