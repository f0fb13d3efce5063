// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of SparseReorder, SparseAdd, SparseAddGrad,
// SparseTensorDenseAdd, SparseSlice and SparseSliceGrad:
// TensorFlow's messages where its kernel
// rejects the operands (sizes known at compile time included), TaGrad's own
// for types its importer would not produce.

func.func @reorder_indices(%i: tensor<4xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReorder' Input indices should be a matrix but received shape 'tensor<4xi64>'}}
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @reorder_values(%i: tensor<4x2xi64>, %v: tensor<4x1xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReorder' Input values should be a vector but received shape 'tensor<4x1xf32>'}}
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4x1xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @reorder_shape(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<i64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReorder' Input shape should be a vector but received shape 'tensor<i64>'}}
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4xf32>, tensor<i64>) -> (tensor<*xi64>, tensor<*xf32>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @reorder_index_type(%i: tensor<4x2xi32>, %v: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReorder' needs int64 indices and shape, got 'tensor<4x2xi32>' and 'tensor<2xi64>'}}
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<4x2xi32>, tensor<4xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @reorder_counts(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReorder' Number of elements in indices (4) and values (3) do not match}}
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @reorder_rank(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<3xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseReorder' Index rank (2) and shape rank (3) do not match}}
  %y:2 = "tf.SparseReorder"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4xf32>, tensor<3xi64>) -> (tensor<*xi64>, tensor<*xf32>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @add_indices(%ai: tensor<4xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf32>, %bs: tensor<2xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Input indices should be matrices but received shapes: 'tensor<4xi64>' and 'tensor<1x2xi64>'}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_values(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<f32>, %bs: tensor<2xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Input values should be vectors but received shapes: 'tensor<4xf32>' and 'tensor<f32>'}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<f32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_shapes(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<1x2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf32>, %bs: tensor<2xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Input shapes should be a vector but received shapes 'tensor<1x2xi64>' and 'tensor<2xi64>'}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<1x2xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_thresh(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf32>, %bs: tensor<2xi64>, %t: tensor<1xf32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' The magnitude threshold must be a scalar: got shape 'tensor<1xf32>'}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<2xi64>, tensor<1xf32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_types(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf64>, %bs: tensor<2xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' needs int64 indices and shapes and real values and thresh of one type, got 'tensor<4xf32>', 'tensor<1xf64>' and 'tensor<f32>'}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<1xf64>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_rank(%ai: tensor<?x?xi64>, %av: tensor<?xf32>, %as: tensor<?xi64>, %bi: tensor<?x?xi64>, %bv: tensor<?xf32>, %bs: tensor<?xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' needs indices or shapes of known rank, got 'tensor<?x?xi64>' and 'tensor<?xi64>'}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<?x?xi64>, tensor<?xf32>, tensor<?xi64>, tensor<?x?xi64>, tensor<?xf32>, tensor<?xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_counts(%ai: tensor<4x2xi64>, %av: tensor<3xf32>, %as: tensor<2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf32>, %bs: tensor<2xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Expected 4 and 1 non-empty input values, got 3 and 1}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_length(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<3xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf32>, %bs: tensor<2xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Second dimension of a_indices and length of a_shape must match, got 2 and 3}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<3xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_empty(%ai: tensor<4x0xi64>, %av: tensor<4xf32>, %as: tensor<0xi64>, %bi: tensor<1x0xi64>, %bv: tensor<1xf32>, %bs: tensor<0xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Tesors must not be empty}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x0xi64>, tensor<4xf32>, tensor<0xi64>, tensor<1x0xi64>, tensor<1xf32>, tensor<0xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_dimension(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x3xi64>, %bv: tensor<1xf32>, %bs: tensor<3xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Input indices must have the same dimension, got 2 and 3}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x3xi64>, tensor<1xf32>, tensor<3xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @add_ranks(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x2xi64>, %bv: tensor<1xf32>, %bs: tensor<3xi64>, %t: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseAdd' Operands do not have the same ranks; got shapes of 2 and 3 elements}}
  %y:3 = "tf.SparseAdd"(%ai, %av, %as, %bi, %bv, %bs, %t) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<3xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @grad_indices(%g: tensor<3xf32>, %ai: tensor<2x2xi64>, %bi: tensor<2x2xi64>, %si: tensor<3xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseAddGrad' Input indices should be matrices but received shapes: 'tensor<2x2xi64>' and 'tensor<2x2xi64>' and 'tensor<3xi64>'}}
  %y:2 = "tf.SparseAddGrad"(%g, %ai, %bi, %si) : (tensor<3xf32>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<3xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_vector(%g: tensor<3x1xf32>, %ai: tensor<2x2xi64>, %bi: tensor<2x2xi64>, %si: tensor<3x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseAddGrad' Input backprop_val_grad should be a vector but received shape: 'tensor<3x1xf32>'}}
  %y:2 = "tf.SparseAddGrad"(%g, %ai, %bi, %si) : (tensor<3x1xf32>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<3x2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_types(%g: tensor<3xf32>, %ai: tensor<2x2xi32>, %bi: tensor<2x2xi64>, %si: tensor<3x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseAddGrad' needs int64 indices, got 'tensor<2x2xi32>', 'tensor<2x2xi64>' and 'tensor<3x2xi64>'}}
  %y:2 = "tf.SparseAddGrad"(%g, %ai, %bi, %si) : (tensor<3xf32>, tensor<2x2xi32>, tensor<2x2xi64>, tensor<3x2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_ndims(%g: tensor<3xf32>, %ai: tensor<2x2xi64>, %bi: tensor<2x3xi64>, %si: tensor<3x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseAddGrad' The densified operands should have the same ndims; for A, B, sum got: 232}}
  %y:2 = "tf.SparseAddGrad"(%g, %ai, %bi, %si) : (tensor<3xf32>, tensor<2x2xi64>, tensor<2x3xi64>, tensor<3x2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @grad_count(%g: tensor<2xf32>, %ai: tensor<2x2xi64>, %bi: tensor<2x2xi64>, %si: tensor<3x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseAddGrad' # elements of backprop_val_grad and # rows of sum_indices should match (#nnz of sum): got 2 and 3}}
  %y:2 = "tf.SparseAddGrad"(%g, %ai, %bi, %si) : (tensor<2xf32>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<3x2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return %y#0 : tensor<*xf32>
}

// -----

func.func @dense_add_unranked(%i: tensor<2x2xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %d: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseAdd' needs ranked operands}}
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<2x2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dense_add_vectors(%i: tensor<2x2xi64>, %v: tensor<2x1xf32>, %s: tensor<2xi64>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseAdd' Inputs a_values and a_shape should be vectors but received shapes: 'tensor<2x1xf32>' and 'tensor<2xi64>'}}
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<2x2xi64>, tensor<2x1xf32>, tensor<2xi64>, tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dense_add_matrix(%i: tensor<2xi64>, %v: tensor<2xf32>, %s: tensor<2xi64>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseAdd' Input a_indices should be a matrix but received shape: 'tensor<2xi64>'}}
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<2xi64>, tensor<2xf32>, tensor<2xi64>, tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dense_add_types(%i: tensor<2x2xi64>, %v: tensor<2xf64>, %s: tensor<2xi64>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseAdd' needs a_values and b of one numeric type and int32 or int64 a_indices and a_shape, got 'tensor<2xf64>', 'tensor<2x3xf32>', 'tensor<2x2xi64>' and 'tensor<2xi64>'}}
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<2x2xi64>, tensor<2xf64>, tensor<2xi64>, tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dense_add_count(%i: tensor<2x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseAdd' Dimensions 2 and 3 are not compatible}}
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<2x2xi64>, tensor<3xf32>, tensor<2xi64>, tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @dense_add_ranks(%i: tensor<2x3xi64>, %v: tensor<2xf32>, %s: tensor<3xi64>, %d: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseTensorDenseAdd' Two operands have different ranks; received: 3 and 2}}
  %y = "tf.SparseTensorDenseAdd"(%i, %v, %s, %d) : (tensor<2x3xi64>, tensor<2xf32>, tensor<3xi64>, tensor<2x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_indices(%i: tensor<4xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %st: tensor<2xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Input indices should be a matrix but received shape 'tensor<4xi64>'}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_values(%i: tensor<4x2xi64>, %v: tensor<f32>, %s: tensor<2xi64>, %st: tensor<2xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Input values should be a vector but received shape 'tensor<f32>'}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_shape(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<i64>, %st: tensor<2xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Input shape should be a vector but received shape 'tensor<i64>'}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<i64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_start(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %st: tensor<1x2xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Input start should be a vector but received shape 'tensor<1x2xi64>'}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_size(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %st: tensor<2xi64>, %sz: tensor<i64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Input size should be a vector but received shape 'tensor<i64>'}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<i64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_types(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %st: tensor<2xi32>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' needs int64 indices, shape, start and size}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<2xi32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_rank(%i: tensor<4x?xi64>, %v: tensor<4xf32>, %s: tensor<?xi64>, %st: tensor<2xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' needs indices or a shape of known rank, got 'tensor<4x?xi64>' and 'tensor<?xi64>'}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x?xi64>, tensor<4xf32>, tensor<?xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_counts(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>, %st: tensor<2xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Number of elements in indices (4) and values (3) do not match}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_index_rank(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<3xi64>, %st: tensor<3xi64>, %sz: tensor<3xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Index rank (2) and shape rank (3) do not match}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_start_length(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %st: tensor<3xi64>, %sz: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Expected start to be a vector of length 2 but got length 3}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<3xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_size_length(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %st: tensor<2xi64>, %sz: tensor<1xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSlice' Expected size to be a vector of length 2 but got length 1}}
  %y:3 = "tf.SparseSlice"(%i, %v, %s, %st, %sz) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<1xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @slice_grad_matrices(%g: tensor<2xf32>, %i: tensor<4xi64>, %st: tensor<2xi64>, %o: tensor<2x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' Input and output indices should be matrices but received shapes: 'tensor<4xi64>' and 'tensor<2x2xi64>'}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<2xf32>, tensor<4xi64>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_vector(%g: tensor<2x1xf32>, %i: tensor<4x2xi64>, %st: tensor<2xi64>, %o: tensor<2x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' Input backprop_val_grad should be a vector but received shape: 'tensor<2x1xf32>'}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<2x1xf32>, tensor<4x2xi64>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_start(%g: tensor<2xf32>, %i: tensor<4x2xi64>, %st: tensor<1x2xi64>, %o: tensor<2x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' The input_start should be a vector but received shape 'tensor<1x2xi64>'}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<2xf32>, tensor<4x2xi64>, tensor<1x2xi64>, tensor<2x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_types(%g: tensor<2xf32>, %i: tensor<4x2xi32>, %st: tensor<2xi64>, %o: tensor<2x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' needs int64 indices and input_start}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<2xf32>, tensor<4x2xi32>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_ndims(%g: tensor<2xf32>, %i: tensor<4x2xi64>, %st: tensor<2xi64>, %o: tensor<2x3xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' The input and output should have the same ndims: got: 2 and 3}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<2xf32>, tensor<4x2xi64>, tensor<2xi64>, tensor<2x3xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_rows(%g: tensor<5xf32>, %i: tensor<4x2xi64>, %st: tensor<2xi64>, %o: tensor<5x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' # rows of output_indices should be not greater than of input_indices, got 5 and 4}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<5xf32>, tensor<4x2xi64>, tensor<2xi64>, tensor<5x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_count(%g: tensor<3xf32>, %i: tensor<4x2xi64>, %st: tensor<2xi64>, %o: tensor<2x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' # elements of backprop_val_grad and # rows of output_indices should match (#nnz of sum): got 3 and 2}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<3xf32>, tensor<4x2xi64>, tensor<2xi64>, tensor<2x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @slice_grad_start_length(%g: tensor<2xf32>, %i: tensor<4x2xi64>, %st: tensor<3xi64>, %o: tensor<2x2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSliceGrad' Expected input_start to be a vector of length 2 but got length 3}}
  %y = "tf.SparseSliceGrad"(%g, %i, %st, %o) : (tensor<2xf32>, tensor<4x2xi64>, tensor<3xi64>, tensor<2x2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
