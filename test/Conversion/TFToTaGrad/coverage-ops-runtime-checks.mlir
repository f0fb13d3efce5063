// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Run-time checks of -tagrad-legalize-tf that no other test shows: the op
// lowers, and where the graph leaves a size or index to run time the check
// carries TensorFlow's message (scripts/tf_frontend_coverage.py keeps every
// message of the front end covered).

// Integer FloorDiv checks for a zero divisor (any element) before dividing.
// CHECK-LABEL: func.func @int_floor_div
// CHECK: %[[ANY:.*]] = tensor.extract
// CHECK: tagrad.runtime_check %[[ANY]], "Integer division by zero"
// CHECK: linalg.generic
// CHECK: arith.floordivsi
func.func @int_floor_div(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %y = "tf.FloorDiv"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %y : tensor<2xi32>
}

// -----

// UnsortedSegmentSum with dynamic data and ids checks that the ids' shape is
// a prefix of the data's.
// CHECK-LABEL: func.func @segment_sum_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "data.shape does not start with segment_ids.shape: dimension 0 is {0} in data and {1} in segment_ids"
// CHECK: -> tensor<3x2xf32>
func.func @segment_sum_dynamic(%d: tensor<?x2xf32>, %ids: tensor<?xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<?x2xf32>, tensor<?xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// ResourceScatterAdd with indices from data checks each index in a loop.
// CHECK-LABEL: func.func @scatter_add_index_check
// CHECK: scf.for
// CHECK: tagrad.runtime_check %{{.*}}, "indices[{0}] = {1} is not in [0, {2})"
func.func @scatter_add_index_check(%i: tensor<2xi32>, %u: tensor<2x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  "tf.ResourceScatterAdd"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  return
}

// -----

// Slice with begin and size from data checks both against the input.
// CHECK-LABEL: func.func @slice_dynamic_bounds
// CHECK: tagrad.runtime_check %{{.*}}, "Expected begin[0] in [0, {0}], but got {1}"
// CHECK: tagrad.runtime_check %{{.*}}, "Expected size[0] in [0, {0}], but got {1}"
// CHECK: tensor.extract_slice
func.func @slice_dynamic_bounds(%x: tensor<4xf32>, %b: tensor<1xi32>, %s: tensor<1xi32>) -> tensor<*xf32> {
  %y = "tf.Slice"(%x, %b, %s) : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// x[-1] of a dynamic dimension (an RNN's last stacked output) indexes from
// the dimension's size at run time, checked the same way.
// CHECK-LABEL: func.func @strided_slice_dynamic_from_end
// CHECK-SAME: -> tensor<3xf32>
// CHECK: tensor.dim
// CHECK: tagrad.runtime_check %{{.*}}, "slice index {0} of dimension 0 out of bounds."
// CHECK: tensor.extract_slice
func.func @strided_slice_dynamic_from_end(%x: tensor<?x3xf32>) -> tensor<*xf32> {
  %b = "tf.Const"() {value = dense<[-1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<?x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// StridedSlice shrinking an axis at an index from data checks the index.
// CHECK-LABEL: func.func @strided_slice_shrink_dynamic
// CHECK-SAME: -> tensor<3xf32>
// CHECK: tagrad.runtime_check %{{.*}}, "slice index {0} of dimension 0 out of bounds."
func.func @strided_slice_shrink_dynamic(%x: tensor<4x3xf32>, %b: tensor<1xi32>) -> tensor<*xf32> {
  %e = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<4x3xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// MatMul with dynamic inner dimensions checks that they agree.
// CHECK-LABEL: func.func @matmul_dynamic_inner
// CHECK-SAME: -> tensor<2x3xf32>
// CHECK: tagrad.runtime_check %{{.*}}, "Matrix size-incompatible: In[0]: [{0},{1}], In[1]: [{2},{3}]"
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<2x?xf32>, tensor<?x3xf32>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @matmul_dynamic_inner(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>) -> tensor<*xf32> {
  %y = "tf.MatMul"(%a, %b) {transpose_a = false, transpose_b = false} : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// SparseSoftmaxCrossEntropyWithLogits with dynamic shapes checks the batch
// sizes agree and that there is a class.
// CHECK-LABEL: func.func @sparse_xent_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "logits and labels must have the same first dimension, got logits shape [{0},{2}] and labels shape [{1}]"
// CHECK: tagrad.runtime_check %{{.*}}, "Must have at least one class, but got logits shape [{0},{1}]"
func.func @sparse_xent_dynamic(%l: tensor<?x?xf32>, %lab: tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %loss, %bp = "tf.SparseSoftmaxCrossEntropyWithLogits"(%l, %lab) : (tensor<?x?xf32>, tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %loss, %bp : tensor<*xf32>, tensor<*xf32>
}

// -----

// A sparse optimizer with dynamic grad and indices checks that they have as
// many rows, and each index against the variable's rows.
// CHECK-LABEL: func.func @sparse_apply_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "grad must be the same size as indices in the first dimension."
// CHECK: scf.for
// CHECK: tagrad.runtime_check %{{.*}}, "Index {0} at offset {1} in indices is out of range"
func.func @sparse_apply_dynamic(%lr: tensor<f32>, %g: tensor<?x2xf32>, %i: tensor<?xi32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  "tf.ResourceSparseApplyAdagrad"(%v, %a, %lr, %g, %i) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<?x2xf32>, tensor<?xi32>) -> ()
  return
}

// -----

// ConcatV2 of dynamic rows checks the non-axis dimensions agree.
// CHECK-LABEL: func.func @concat_dynamic_rows
// CHECK-SAME: -> tensor<?x5xf32>
// CHECK: tagrad.runtime_check %{{.*}}, "ConcatOp : Dimension 0 in both shapes must be equal: {0} in shape[0] vs. {1} in shape[1]"
func.func @concat_dynamic_rows(%a: tensor<?x2xf32>, %b: tensor<?x3xf32>) -> tensor<*xf32> {
  %ax = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.ConcatV2"(%a, %b, %ax) : (tensor<?x2xf32>, tensor<?x3xf32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Tile with multiples from data checks them, and the tiled size for
// overflow (AddDimWithStatus' message).
// CHECK-LABEL: func.func @tile_dynamic_multiples
// CHECK: tagrad.runtime_check %{{.*}}, "Expected multiples[0] >= 0, but got {0}"
// CHECK: tagrad.runtime_check %{{.*}}, "Encountered overflow when multiplying {0} with {1}, result: -1"
func.func @tile_dynamic_multiples(%x: tensor<2xf32>, %m: tensor<1xi32>) -> tensor<*xf32> {
  %y = "tf.Tile"(%x, %m) : (tensor<2xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// MatrixBandPart with bands from data checks them against the matrix.
// CHECK-LABEL: func.func @band_part_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "num_lower must be negative or less or equal to number of rows ({0}) got: {1}"
// CHECK: tagrad.runtime_check %{{.*}}, "num_upper must be negative or less or equal to number of columns ({0}) got: {1}"
func.func @band_part_dynamic(%x: tensor<3x3xf32>, %lo: tensor<i64>, %hi: tensor<i64>) -> tensor<*xf32> {
  %y = "tf.MatrixBandPart"(%x, %lo, %hi) : (tensor<3x3xf32>, tensor<i64>, tensor<i64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A float Range from data checks the step count fits in int64.
// CHECK-LABEL: func.func @range_float_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "Requires delta != 0: {0}"
// CHECK: math.ceil
// CHECK: tagrad.runtime_check %{{.*}}, "Requires ((limit - start) / delta) <= 9223372036854775807"
func.func @range_float_dynamic(%s: tensor<f32>, %l: tensor<f32>, %d: tensor<f32>) -> tensor<*xf32> {
  %y = "tf.Range"(%s, %l, %d) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// ReverseSequence with lengths from data checks their count and each one.
// CHECK-LABEL: func.func @reverse_sequence_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "Length of seq_lens != input.dims(0), ({0} vs. {1})"
// CHECK: tagrad.runtime_check %{{.*}}, "seq_lens({0}) < 0"
// CHECK: tagrad.runtime_check %{{.*}}, "seq_lens({0}) > input.dims(1)"
func.func @reverse_sequence_dynamic(%x: tensor<2x3xf32>, %l: tensor<?xi32>) -> tensor<*xf32> {
  %y = "tf.ReverseSequence"(%x, %l) {seq_dim = 1 : i64, batch_dim = 0 : i64} : (tensor<2x3xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Pad with paddings from data checks they are not negative.
// CHECK-LABEL: func.func @pad_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "Paddings must be non-negative: {0} {1}"
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: tensor.insert_slice %arg0 into %[[FILL]][%{{.*}}] [2] [1] : tensor<2xf32> into tensor<?xf32>
func.func @pad_dynamic(%x: tensor<2xf32>, %p: tensor<1x2xi32>) -> tensor<*xf32> {
  %y = "tf.Pad"(%x, %p) : (tensor<2xf32>, tensor<1x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// TensorListReserve of a count from data checks it, and a Stack that states
// num_elements checks the length.
// CHECK-LABEL: func.func @reserve_dynamic
// CHECK: tagrad.runtime_check %{{.*}}, "The num_elements to reserve must be a non negative number, but got {0}"
// CHECK: tagrad.tensor_array %{{.*}}
// CHECK: tagrad.runtime_check %{{.*}}, "Operation expected a list with 3 elements but got a list with {0} elements."
// CHECK: tagrad.tensor_array.gather
func.func @reserve_dynamic(%n: tensor<i32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %s = "tf.TensorListStack"(%l, %shape) {element_dtype = f32, num_elements = 3 : i64} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> tensor<*xf32>
  return %s : tensor<*xf32>
}

// -----

// Resize to a length from data checks it; a push onto a list with
// max_num_elements then checks the list is not full, writes at the old
// length, and the length grows by one.
// CHECK-LABEL: func.func @resize_then_push
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>, %[[N:.*]]: tensor<i32>)
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array
// CHECK: %[[LEN:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: tagrad.runtime_check %{{.*}}, "TensorListSlice expects size to be non-negative. Got: {0}"(%[[LEN]] : index)
// CHECK: %[[FULL:.*]] = arith.cmpi sge, %[[LEN]], %c4 : index
// CHECK: tagrad.runtime_check %[[FULL]], "Tried to push item into a full list list size: {0}, max_num_elements: 4"(%[[LEN]] : index)
// CHECK: %[[NEW:.*]] = arith.addi %[[LEN]], %c1 : index
// CHECK: tagrad.tensor_array.write %[[TA]][%[[LEN]]], %[[X]], %[[F0]]
// CHECK: arith.index_cast %[[NEW]] : index to i32
func.func @resize_then_push(%x: tensor<2xf32>, %n: tensor<i32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %max = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %l1 = "tf.TensorListResize"(%l, %n) : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %l2 = "tf.TensorListPushBack"(%l1, %x) : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<2xf32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %len = "tf.TensorListLength"(%l2) : (tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// ScatterNd checks each index row against the output shape (inside its
// loop over the rows) and, where the updates' slice dimensions are known
// only at run time, that they match the shape's.
// CHECK-LABEL: func.func @scatter_nd_checks
// CHECK: tagrad.runtime_check %{{.*}}, "updates.shape[1] = {0} does not match shape[1] = {1}"
// CHECK: scf.for
// CHECK: tagrad.runtime_check %{{.*}}, "indices[{0}] (row-major over the leading dimensions) does not index into shape [5,4]"
// CHECK: tensor.insert_slice
func.func @scatter_nd_checks(%i: tensor<2x1xi32>, %u: tensor<2x?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.ScatterNd"(%i, %u, %s) : (tensor<2x1xi32>, tensor<2x?xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Fill takes a boolean scalar (the gradient of UnsortedSegmentMax fills
// with true).
// CHECK-LABEL: func.func @fill_bool
// CHECK: %[[T:.*]] = tensor.extract %arg0[]
// CHECK: linalg.fill ins(%[[T]] : i1)
func.func @fill_bool(%v: tensor<i1>) -> tensor<*xi1> {
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.Fill"(%s, %v) : (tensor<2xi32>, tensor<i1>) -> tensor<*xi1>
  return %r : tensor<*xi1>
}

// -----

// Range of constant float bounds whose count is no int64 (an infinite
// limit) is not folded: the run-time check reports it.
// CHECK-LABEL: func.func @range_infinite_limit
// CHECK: tagrad.runtime_check %{{.*}}, "Requires ((limit - start) / delta) <= 9223372036854775807"
func.func @range_infinite_limit() -> tensor<*xf32> {
  %start = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %limit = "tf.Const"() {value = dense<0x7F800000> : tensor<f32>} : () -> tensor<f32>
  %delta = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %r = "tf.Range"(%start, %limit, %delta) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// SplitV with sizes from data: TensorFlow's checks on them (their count,
// one -1, their sum, each size), then slices of run-time sizes.
// CHECK-LABEL: func.func @split_v_sizes_from_data
// CHECK: tagrad.runtime_check %{{.*}}, "size of the split_tensor must be 1-D and have the same elements as outputs got 1 -D and {0} elements"
// CHECK: tagrad.runtime_check %{{.*}}, "There can only be one -1 in the input."
// CHECK: tagrad.runtime_check %{{.*}}, "Determined shape must either match input shape along split_dim exactly if fully specified, or be less than the size of the input along split_dim if not fully specified.  Got: {0}"
// CHECK: tagrad.runtime_check %{{.*}}, "Split size at index 0 must be >= 0. Got: {0}"
// CHECK: tensor.extract_slice %{{.*}} : tensor<2x6xf32> to tensor<2x?xf32>
// CHECK: tagrad.runtime_check %{{.*}}, "Split size at index 1 must be >= 0. Got: {0}"
// CHECK: tensor.extract_slice %{{.*}} : tensor<2x6xf32> to tensor<2x?xf32>
func.func @split_v_sizes_from_data(%x: tensor<2x6xf32>, %s: tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %y:2 = "tf.SplitV"(%x, %s, %a) {num_split = 2 : i64} : (tensor<2x6xf32>, tensor<?xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0, %y#1 : tensor<*xf32>, tensor<*xf32>
}
