// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of SparseReshape and SparseFillEmptyRows: TensorFlow's
// messages where its kernels reject the operands, TaGrad's own for ranks it
// needs at compile time and types its importer would not produce.

func.func @reshape_indices(%i: tensor<4xi64>, %s: tensor<2xi64>, %n: tensor<2xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseReshape' Input indices should be a matrix but received shape 'tensor<4xi64>'}}
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<4xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @reshape_input_shape(%i: tensor<4x2xi64>, %s: tensor<1x2xi64>, %n: tensor<2xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseReshape' Input shape should be a vector but received shape 'tensor<1x2xi64>'}}
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<4x2xi64>, tensor<1x2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @reshape_target(%i: tensor<4x2xi64>, %s: tensor<2xi64>, %n: tensor<i64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseReshape' Target shape should be a vector but received shape 'tensor<i64>'}}
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<4x2xi64>, tensor<2xi64>, tensor<i64>) -> (tensor<*xi64>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @reshape_target_length(%i: tensor<4x2xi64>, %s: tensor<2xi64>, %n: tensor<?xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseReshape' needs a target shape of known length, got 'tensor<?xi64>'}}
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<4x2xi64>, tensor<2xi64>, tensor<?xi64>) -> (tensor<*xi64>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @reshape_rank(%i: tensor<4x3xi64>, %s: tensor<2xi64>, %n: tensor<2xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseReshape' Input tensor rank (3) and input shape length (2) must match}}
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<4x3xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @reshape_types(%i: tensor<4x2xi32>, %s: tensor<2xi64>, %n: tensor<2xi64>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseReshape' needs int64 indices and shapes}}
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<4x2xi32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_unranked(%i: tensor<*xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' needs ranked operands}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<*xi64>, tensor<4xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_shape(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<i64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' dense_shape must be a vector, saw: 'tensor<i64>'}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<4xf32>, tensor<i64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_indices(%i: tensor<4xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' indices must be a matrix, saw: 'tensor<4xi64>'}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4xi64>, tensor<4xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_values(%i: tensor<4x2xi64>, %v: tensor<4x1xf32>, %s: tensor<2xi64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' values must be a vector, saw: 'tensor<4x1xf32>'}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<4x1xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_default(%i: tensor<4x2xi64>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<1xf32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' default_value must be a scalar, saw: 'tensor<1xf32>'}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<4xf32>, tensor<2xi64>, tensor<1xf32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_rank(%i: tensor<4x?xi64>, %v: tensor<4xf32>, %s: tensor<?xi64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' needs indices or a dense_shape of known rank, got 'tensor<4x?xi64>' and 'tensor<?xi64>'}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x?xi64>, tensor<4xf32>, tensor<?xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_empty_shape(%i: tensor<4x0xi64>, %v: tensor<4xf32>, %s: tensor<0xi64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' Dense shape cannot be empty.}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x0xi64>, tensor<4xf32>, tensor<0xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}

// -----

func.func @fill_types(%i: tensor<4x2xi32>, %v: tensor<4xf32>, %s: tensor<2xi64>, %d: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' needs int64 indices and dense_shape}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x2xi32>, tensor<4xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi32>
}

// -----

func.func @fill_sizes(%i: tensor<4x2xi64>, %v: tensor<3xf32>, %s: tensor<2xi64>, %d: tensor<f32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.SparseFillEmptyRows' has inconsistent operand sizes: 'tensor<4x2xi64>', 'tensor<3xf32>' and 'tensor<2xi64>'}}
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<4x2xi64>, tensor<3xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>)
  return %y#0 : tensor<*xi64>
}
