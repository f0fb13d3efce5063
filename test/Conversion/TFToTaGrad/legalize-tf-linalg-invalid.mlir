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
  // expected-error@+1 {{'tf.MatrixSolve' needs matrix and rhs of one type with the same batch dimensions and rows (TaGrad does not broadcast them), got 'tensor<3x3xf32>' and 'tensor<4x2xf32>'}}
  %x = "tf.MatrixSolve"(%a, %r) : (tensor<3x3xf32>, tensor<4x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

func.func @broadcast_batch(%a: tensor<3x3xf32>, %r: tensor<2x3x2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.MatrixTriangularSolve' needs matrix and rhs of one type with the same batch dimensions and rows (TaGrad does not broadcast them), got 'tensor<3x3xf32>' and 'tensor<2x3x2xf32>'}}
  %x = "tf.MatrixTriangularSolve"(%a, %r) : (tensor<3x3xf32>, tensor<2x3x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}
