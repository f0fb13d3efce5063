// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// MatrixSolve: Gaussian elimination with partial pivoting per matrix of the
// batch (a loop over the batch, the columns, the pivot search, the rows
// below), a zero pivot failing with TensorFlow's message, then back
// substitution; the adjoint solves with the transposed matrix.
// CHECK-LABEL: func.func @solve
// CHECK: linalg.transpose
// CHECK: scf.for
// CHECK: scf.for
// CHECK: math.absf
// CHECK: arith.cmpf ogt
// CHECK: tagrad.runtime_check {{.*}}"Input matrix is not invertible."
// CHECK: arith.divf
func.func @solve(%a: tensor<3x4x4xf32>, %r: tensor<3x4x2xf32>) -> tensor<*xf32> {
  %x = "tf.MatrixSolve"(%a, %r) {adjoint = true} : (tensor<3x4x4xf32>, tensor<3x4x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// -----

// MatrixInverse: the solve of the identity, with TensorFlow's message.
// CHECK-LABEL: func.func @inverse
// CHECK: linalg.generic
// CHECK: tagrad.runtime_check {{.*}}"Input is not invertible."
// CHECK: return {{.*}} : tensor<4x4xf64>
func.func @inverse(%a: tensor<4x4xf64>) -> tensor<*xf64> {
  %x = "tf.MatrixInverse"(%a) {adjoint = false} : (tensor<4x4xf64>) -> tensor<*xf64>
  return %x : tensor<*xf64>
}

// -----

// Determinants: the LU diagonal's signs and logs; a non-finite log|det| is
// sign 0, and the determinant is sign * exp(log|det|).
// CHECK-LABEL: func.func @determinants
// CHECK: math.log
// CHECK: arith.cmpf one
// CHECK: math.exp
// CHECK: return {{.*}} : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
func.func @determinants(%a: tensor<?x3x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %sign, %log = "tf.LogMatrixDeterminant"(%a) : (tensor<?x3x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %det = "tf.MatrixDeterminant"(%a) : (tensor<?x3x3xf32>) -> tensor<*xf32>
  return %sign, %log, %det : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Cholesky: L column by column from the lower triangle; a matrix whose
// diagonal is not positive gets a lower triangle of NaN, as TensorFlow's
// CPU kernel gives it (no error).
// CHECK-LABEL: func.func @cholesky
// CHECK-NOT: tagrad.runtime_check
// CHECK: linalg.fill
// CHECK: arith.cmpf ule
// CHECK: math.sqrt
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: linalg.generic
// CHECK: arith.cmpi uge
// CHECK: arith.select {{.*}}, %[[NAN]]
func.func @cholesky(%a: tensor<2x5x5xf32>) -> tensor<*xf32> {
  %l = "tf.Cholesky"(%a) : (tensor<2x5x5xf32>) -> tensor<*xf32>
  return %l : tensor<*xf32>
}

// -----

// MatrixTriangularSolve: substitution only (TensorFlow checks no pivot);
// the adjoint of a lower triangle is an upper one.
// CHECK-LABEL: func.func @triangular
// CHECK-NOT: tagrad.runtime_check
// CHECK: scf.for
// CHECK: linalg.transpose
// CHECK: return
func.func @triangular(%l: tensor<3x3xf32>, %r: tensor<3x2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %x = "tf.MatrixTriangularSolve"(%l, %r) {lower = true, adjoint = false} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  %y = "tf.MatrixTriangularSolve"(%l, %r) {lower = true, adjoint = true} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  return %x, %y : tensor<*xf32>, tensor<*xf32>
}
