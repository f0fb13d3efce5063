// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of SparseConcat, SparseSoftmax and SparseDenseCwise*:
// TensorFlow's messages where its kernel rejects the operands (sizes known
// at compile time included), TaGrad's own for what it needs known.

func.func @concat_operands(%i: tensor<2x2xi64>, %v: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' needs N indices, N values and N shapes, got 4 operands}}
  %y:3 = "tf.SparseConcat"(%i, %i, %v, %v) {N = 2 : i64, concat_dim = 0 : i64} : (tensor<2x2xi64>, tensor<2x2xi64>, tensor<2xf32>, tensor<2xf32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_indices(%i: tensor<4xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' Input indices should be a matrix but received shape 'tensor<4xi64>' at position 0}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 0 : i64} : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_values(%i: tensor<4x2xi64>, %v: tensor<4x1xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' Input values should be a vector but received shape 'tensor<4x1xf32>' at position 0}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 0 : i64} : (tensor<4x2xi64>, tensor<4x1xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_shapes(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<i64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' Input shapes should be a vector but received shape 'tensor<i64>' at position 0}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 0 : i64} : (tensor<4x2xi64>, tensor<4xf32>, tensor<i64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_index_type(%i: tensor<4x2xi32>, %v: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' needs int64 indices and shapes, got 'tensor<4x2xi32>' and 'tensor<2xi64>'}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 0 : i64} : (tensor<4x2xi32>, tensor<4xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_ranks(%ai: tensor<4x2xi64>, %av: tensor<4xf32>, %as: tensor<2xi64>, %bi: tensor<1x3xi64>, %bv: tensor<1xf32>, %bs: tensor<3xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' Input 1 has rank 3, not the rank 2 of the others}}
  %y:3 = "tf.SparseConcat"(%ai, %bi, %av, %bv, %as, %bs) {N = 2 : i64, concat_dim = 0 : i64} : (tensor<4x2xi64>, tensor<1x3xi64>, tensor<4xf32>, tensor<1xf32>, tensor<2xi64>, tensor<3xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_unknown_rank(%i: tensor<?x?xi64>, %v: tensor<?xf32>, %s: tensor<?xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' needs the inputs' rank known at compile time}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 0 : i64} : (tensor<?x?xi64>, tensor<?xf32>, tensor<?xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_dim(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' Concat dimension must be in range [-2, 2), got 2}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 2 : i64} : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_counts(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' Number of elements in indices (4) and values (3) do not match}}
  %y:3 = "tf.SparseConcat"(%i, %v, %s) {N = 1 : i64, concat_dim = 0 : i64} : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @concat_value_types(%ai: tensor<1x2xi64>, %av: tensor<1xf32>, %as: tensor<2xi64>, %bv: tensor<1xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseConcat' needs the inputs' values of one type}}
  %y:3 = "tf.SparseConcat"(%ai, %ai, %av, %bv, %as, %as) {N = 2 : i64, concat_dim = 0 : i64} : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<1xf32>, tensor<1xf64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#1 : tensor<*xf32>
}

// -----

func.func @softmax_indices(%i: tensor<4xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmax' Input sp_indices should be a matrix but received shape 'tensor<4xi64>'}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @softmax_values(%i: tensor<4x2xi64>, %v: tensor<4x1xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmax' Input sp_values should be a vector but received shape 'tensor<4x1xf32>'}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4x1xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @softmax_shape(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<i64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmax' Input sp_shape should be a vector but received shape 'tensor<i64>'}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4xf32>, tensor<i64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @softmax_types(%i: tensor<4x2xi64>, %v: tensor<4xi32>, %s: tensor<2xi64>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.SparseSoftmax' needs int64 indices and float values, got 'tensor<4x2xi64>' and 'tensor<4xi32>'}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4xi32>, tensor<2xi64>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @softmax_counts(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmax' Number of elements in indices (4) and values (3) do not match}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @softmax_rank(%i: tensor<4x1xi64>, %v: tensor<4xf32>, %s: tensor<1xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmax' Input should have rank >= 2, but received shape rank 1}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4x1xi64>, tensor<4xf32>, tensor<1xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @softmax_index_rank(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<3xi64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseSoftmax' Index rank (2) and shape rank (3) do not match}}
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<4x2xi64>, tensor<4xf32>, tensor<3xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_indices(%i: tensor<4xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseMul' Input sp_indices should be a matrix but received shape 'tensor<4xi64>'}}
  %y = "tf.SparseDenseCwiseMul"(%i, %v, %s, %d) : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_vectors(%i: tensor<4x2xi64>, %v: tensor<4x1xf32>, %s: tensor<2xi64>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseAdd' Inputs sp_values and sp_shape should be vectors but received shapes 'tensor<4x1xf32>' and 'tensor<2xi64>'}}
  %y = "tf.SparseDenseCwiseAdd"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<4x1xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_index_type(%i: tensor<4x2xi32>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseDiv' needs int64 indices and shape, got 'tensor<4x2xi32>' and 'tensor<2xi64>'}}
  %y = "tf.SparseDenseCwiseDiv"(%i, %v, %s, %d) : (tensor<4x2xi32>, tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_dense_type(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<2xf64>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseMul' needs a ranked dense operand of the values' type, got 'tensor<2xf64>'}}
  %y = "tf.SparseDenseCwiseMul"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<2xf64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_unknown_rank(%i: tensor<?x?xi64>, %v: tensor<?xf32>, %s: tensor<?xi64>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseMul' needs the sparse rank known at compile time}}
  %y = "tf.SparseDenseCwiseMul"(%i, %v, %s, %d) : (tensor<?x?xi64>, tensor<?xf32>, tensor<?xi64>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_dense_rank(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<1x2x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseMul' SparseDenseBinaryOpShared broadcasts dense side to the sparse side, but the dense rank 3 exceeds the sparse rank 2}}
  %y = "tf.SparseDenseCwiseMul"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1x2x2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

func.func @cwise_counts(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>, %d: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.SparseDenseCwiseMul' The first dimension of sp_indices (4) should equal the length of sp_values (3)}}
  %y = "tf.SparseDenseCwiseMul"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
