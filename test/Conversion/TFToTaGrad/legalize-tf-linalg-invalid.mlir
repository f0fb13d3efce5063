// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

func.func @vector(%a: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixInverse' needs a float or double input of rank 2 or more, got 'tensor<4xf32>'}}
  %x = "tf.MatrixInverse"(%a) : (tensor<4xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @unknown_rows(%a: tensor<?x?xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Cholesky' needs the input's matrix dimensions known, got 'tensor<?x?xf32>'}}
  %x = "tf.Cholesky"(%a) : (tensor<?x?xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @not_square(%a: tensor<2x3x4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixDeterminant' needs square matrices: input is [2,3,4]}}
  %x = "tf.MatrixDeterminant"(%a) : (tensor<2x3x4xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @rows_differ(%a: tensor<3x3xf32>, %r: tensor<4x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixSolve' Input matrix and right-hand side must have the same number of rows, got 3 != 4}}
  %x = "tf.MatrixSolve"(%a, %r) : (tensor<3x3xf32>, tensor<4x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

// MatrixSolve does not broadcast (TensorFlow's LinearAlgebraOp).
func.func @broadcast_batch(%a: tensor<3x3xf32>, %r: tensor<2x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixSolve' All input tensors must have the same rank.}}
  %x = "tf.MatrixSolve"(%a, %r) : (tensor<3x3xf32>, tensor<2x3x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}
