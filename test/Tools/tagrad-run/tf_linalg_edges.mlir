// tf.linalg's edge cases as TensorFlow 2.21's CPU kernels give them:
// MatrixInverse and MatrixSolve of a singular matrix fail with TensorFlow's
// messages at the op; Cholesky of a matrix that is not positive definite
// gives that matrix a lower triangle of NaN and leaves the others of the
// batch alone; a singular matrix's determinant is 0, its slogdet sign 0
// and log|det| -inf; a regular one's are exact here (det [[0,2],[3,1]] is
// -6, log 6 = 1.7917595).
//
// RUN: not tagrad-run %s --function=inverse --input="2x2xf32=1,2,2,4" 2>&1 | FileCheck %s --check-prefix=INV
// INV: Input is not invertible. (at inverse_node)
// RUN: not tagrad-run %s --function=solve --input="2x2xf32=1,2,2,4" 2>&1 | FileCheck %s --check-prefix=SOLVE
// SOLVE: Input matrix is not invertible. (at solve_node)
// RUN: tagrad-run %s --function=solve --input="2x2xf32=0,2,3,1" \
// RUN:   --expected_output="2x1xf32=0.16666667,0.5" --expected_f32_threshold=1e-7 2>&1 | FileCheck %s --check-prefix=PIVOT
// PIVOT: result 0: 2x1xf32 matches
// RUN: tagrad-run %s --function=cholesky --input="2x2x2xf32=1,2,2,1,4,2,2,5" 2>&1 | FileCheck %s --check-prefix=CHOL
// CHOL: 2x2x2xf32={{\[\[\[}}nan 0][nan nan]]{{\[\[}}2 0][1 2]]]
// RUN: tagrad-run %s --function=determinants --input="2x2x2xf32=1,2,2,4,0,2,3,1" \
// RUN:   --expected_output="2xf32=0,-6" --expected_output="2xf32=0,-1" \
// RUN:   --expected_output="2xf32=-inf,1.7917595" --expected_f32_threshold=1e-7 2>&1 | FileCheck %s --check-prefix=DET
// DET-COUNT-3: matches

func.func @inverse(%a: tensor<2x2xf32>) -> tensor<*xf32> {
  %x = "tf.MatrixInverse"(%a) {adjoint = false} : (tensor<2x2xf32>) -> tensor<*xf32> loc("inverse_node")
  return %x : tensor<*xf32>
}

func.func @solve(%a: tensor<2x2xf32>) -> tensor<*xf32> {
  %r = "tf.Const"() {value = dense<1.0> : tensor<2x1xf32>} : () -> tensor<2x1xf32>
  %x = "tf.MatrixSolve"(%a, %r) {adjoint = false} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<*xf32> loc("solve_node")
  return %x : tensor<*xf32>
}

func.func @cholesky(%a: tensor<2x2x2xf32>) -> tensor<*xf32> {
  %l = "tf.Cholesky"(%a) : (tensor<2x2x2xf32>) -> tensor<*xf32>
  return %l : tensor<*xf32>
}

func.func @determinants(%a: tensor<2x2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %det = "tf.MatrixDeterminant"(%a) : (tensor<2x2x2xf32>) -> tensor<*xf32>
  %sign, %log = "tf.LogMatrixDeterminant"(%a) : (tensor<2x2x2xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %det, %sign, %log : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
