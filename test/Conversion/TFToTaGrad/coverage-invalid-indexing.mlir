// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for indexing diagnostics of -tagrad-legalize-tf that no
// other test covers (scripts/tf_frontend_coverage.py keeps them covered).

// Gather from scalar params.
func.func @gather_scalar_params(%p: tensor<f32>, %i: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Gather' needs ranked params of rank 1 or more and ranked indices}}
  %y = "tf.Gather"(%p, %i) : (tensor<f32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// UnsortedSegmentSum with segment ids of larger rank than the data.
func.func @segment_ids_of_larger_rank(%d: tensor<4xf32>, %ids: tensor<4x2xi32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.UnsortedSegmentSum' needs ranked data and segment ids of no larger rank}}
  %y = "tf.UnsortedSegmentSum"(%d, %ids, %n) : (tensor<4xf32>, tensor<4x2xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// ResourceScatterAdd into a scalar variable.
func.func @scatter_into_scalar_variable(%i: tensor<2xi32>, %u: tensor<2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<f32>>>
  // expected-error@+1 {{'tf.ResourceScatterAdd' needs a variable of rank 1 or more and ranked indices and updates}}
  "tf.ResourceScatterAdd"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<2xi32>, tensor<2xf32>) -> ()
  return
}

// -----

// ResourceScatterAdd of integer updates into a float variable.
func.func @scatter_updates_of_another_type(%i: tensor<2xi32>, %u: tensor<2x2xi32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  // expected-error@+1 {{'tf.ResourceScatterAdd' needs updates of the variable's element type 'f32', got 'tensor<2x2xi32>'}}
  "tf.ResourceScatterAdd"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xi32>) -> ()
  return
}

// -----

// OneHot with a negative depth.
func.func @one_hot_negative_depth(%i: tensor<3xi32>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %off = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.OneHot' needs ranked indices and a non-negative depth}}
  %y = "tf.OneHot"(%i, %d, %on, %off) {axis = -1 : i64} : (tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// OneHot with a float on_value and an integer off_value.
func.func @one_hot_mixed_values(%i: tensor<3xi32>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %off = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.OneHot' has on_value and off_value of different types}}
  %y = "tf.OneHot"(%i, %d, %on, %off) {axis = -1 : i64} : (tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// Unique with an int16 out_idx.
func.func @unique_int16_out_idx(%x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xi16>) {
  // expected-error@+1 {{'tf.Unique' needs out_idx int32 or int64, got 'i16'}}
  %y, %idx = "tf.Unique"(%x) {out_idx = i16} : (tensor<4xf32>) -> (tensor<*xf32>, tensor<*xi16>)
  return %y, %idx : tensor<*xf32>, tensor<*xi16>
}

// -----

// GatherNd whose indices' last dimension is not known.
func.func @gather_nd_unknown_depth(%p: tensor<4x5xf32>, %i: tensor<3x?xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.GatherNd' needs ranked params and indices of rank 1 or more whose last dimension is known}}
  %r = "tf.GatherNd"(%p, %i) : (tensor<4x5xf32>, tensor<3x?xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// GatherNd whose index depth exceeds params' rank.
func.func @gather_nd_too_deep(%p: tensor<4x5xf32>, %i: tensor<3x3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.GatherNd' index innermost dimension length must be in [1, 2]; saw: 3}}
  %r = "tf.GatherNd"(%p, %i) : (tensor<4x5xf32>, tensor<3x3xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// ScatterNd of unranked updates.
func.func @scatter_nd_unranked(%i: tensor<2x1xi32>, %u: tensor<*xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ScatterNd' needs ranked updates and indices of rank 1 or more whose last dimension is known}}
  %r = "tf.ScatterNd"(%i, %u, %s) : (tensor<2x1xi32>, tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// ScatterNd whose updates do not have indices.shape[:-1] + shape[D:].
func.func @scatter_nd_bad_updates(%i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ScatterNd' needs updates.shape = indices.shape[:-1] + shape[indices.shape[-1]:], got updates 'tensor<2xf32>', indices 'tensor<2x1xi32>' and 2 output dimensions}}
  %r = "tf.ScatterNd"(%i, %u, %s) : (tensor<2x1xi32>, tensor<2xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// ScatterNd whose updates' slice is not the output's (both known).
func.func @scatter_nd_slice_mismatch(%i: tensor<3x1xi32>, %u: tensor<3x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[5, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.ScatterNd' updates.shape[1] = 6 does not match shape[1] = 4}}
  %r = "tf.ScatterNd"(%i, %u, %s) : (tensor<3x1xi32>, tensor<3x6xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// TensorScatterAdd with more indices than rows of updates (both known).
func.func @scatter_nd_batch_mismatch(%t: tensor<5x4xf32>, %i: tensor<3x1xi32>, %u: tensor<2x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.TensorScatterAdd' updates.shape[0] = 2 does not match indices.shape[0] = 3}}
  %r = "tf.TensorScatterAdd"(%t, %i, %u) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<2x4xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Where of an unranked condition.
func.func @where_unranked(%c: tensor<*xi1>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.Where' needs a ranked condition}}
  %r = "tf.Where"(%c) : (tensor<*xi1>) -> tensor<*xi64>
  return %r : tensor<*xi64>
}


// -----

// TensorScatterAdd of int32 updates into a float tensor.
func.func @tensor_scatter_type_mismatch(%t: tensor<4xf32>, %i: tensor<2x1xi32>, %u: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.TensorScatterAdd' needs a ranked tensor of the updates' element type, got 'tensor<4xf32>'}}
  %y = "tf.TensorScatterAdd"(%t, %i, %u) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// SegmentSum takes a vector of ids only.
func.func @sorted_segment_ids_matrix(%d: tensor<4x2xf32>, %ids: tensor<4x2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SegmentSum' needs an integer vector as operand 1, got 'tensor<4x2xi32>'}}
  %y = "tf.SegmentSum"(%d, %ids) : (tensor<4x2xf32>, tensor<4x2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @gather_batch_dims_past_axis(%p: tensor<2x5xf32>, %i: tensor<2x3xi32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' batch_dims (1) must be in [0, rank(indices)] and no greater than axis (0)}}
  %y = "tf.GatherV2"(%p, %i, %a) {batch_dims = 1 : i64} : (tensor<2x5xf32>, tensor<2x3xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// TensorFlow's message for batch dimensions that differ.
func.func @gather_batch_dims_mismatch(%p: tensor<2x5xf32>, %i: tensor<3x3xi32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.GatherV2' params.shape[0] = 2 should be equal to indices.shape[0] = 3}}
  %y = "tf.GatherV2"(%p, %i, %a) {batch_dims = 1 : i64} : (tensor<2x5xf32>, tensor<3x3xi32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic_partition_i64(%d: tensor<4xf32>, %p: tensor<4xi64>) -> (tensor<*xf32>, tensor<*xf32>) {
  // expected-error@+1 {{'tf.DynamicPartition' needs int32 partitions whose shape is a prefix of the data's, got 'tensor<4xi64>' and 'tensor<4xf32>'}}
  %a:2 = "tf.DynamicPartition"(%d, %p) : (tensor<4xf32>, tensor<4xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %a#0, %a#1 : tensor<*xf32>, tensor<*xf32>
}

// -----

func.func @dynamic_partition_none(%d: tensor<4xf32>, %p: tensor<4xi32>) {
  // expected-error@+1 {{'tf.DynamicPartition' needs num_partitions >= 1}}
  "tf.DynamicPartition"(%d, %p) : (tensor<4xf32>, tensor<4xi32>) -> ()
  return
}

// -----

func.func @dynamic_stitch_odd(%i: tensor<2xi32>, %j: tensor<2xi32>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DynamicStitch' needs as many data as indices operands}}
  %y = "tf.DynamicStitch"(%i, %j, %d) : (tensor<2xi32>, tensor<2xi32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dynamic_stitch_i64(%i: tensor<2xi64>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.DynamicStitch' needs int32 indices whose shapes start the data's, got 'tensor<2xi64>' and 'tensor<2xf32>'}}
  %y = "tf.DynamicStitch"(%i, %d) : (tensor<2xi64>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
