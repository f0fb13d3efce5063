// MatrixTriangularSolve broadcasts the batch dimensions of matrix and rhs
// (TensorFlow >= 2.2; tf.linalg.LinearOperatorLowerTriangular.solvevec
// relies on it): one [4, 4] matrix against a batch of right-hand sides of
// unknown size (@vectors), a [?, 1, 2, 2] batch against [3, 2, ?] (an
// upper triangle's adjoint, @both_ways: [2, 3, 2, ?]), and a batch of
// matrices against one rhs (@one_rhs, [2, 2, 2] against [2, 2]). The
// expected values are TensorFlow 2.21's (tf.raw_ops.MatrixTriangularSolve).
//
// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf %s | FileCheck %s --check-prefix=IR
// The rhs already has the result's batch: only the matrix is broadcast.
// IR-LABEL: func.func @vectors
// IR: tensor.extract %{{.*}} : tensor<4x4xf32>
// IR-NOT: tagrad.runtime_check
// IR: scf.for
// Every pair of batch sizes broadcasts whatever the unknown ones are.
// IR-LABEL: func.func @both_ways
// IR-NOT: tagrad.runtime_check
// IR: return
//
// RUN: tagrad-run %s --function=vectors --input="2x4x1xf32=2,3,11,3,4,4,4,4" | FileCheck %s --check-prefix=VECTORS
// VECTORS: 2x4x1xf32={{\[\[\[}}1][2][1.5][0.75]][{{\[}}2][2][-0.5][2.25]]]
// RUN: tagrad-run %s --function=both_ways --input="2x1x2x2xf32=1,1,0,2,2,0,0,4" --input="3x2x1xf32=1,2,3,4,5,6" | FileCheck %s --check-prefix=BOTH
// BOTH: 2x3x2x1xf32={{\[\[\[\[}}1][0.5]][{{\[}}3][0.5]][{{\[}}5][0.5]]][{{\[\[}}0.5][0.5]][{{\[}}1.5][1]][{{\[}}2.5][1.5]]]]
// RUN: tagrad-run %s --function=one_rhs | FileCheck %s --check-prefix=ONE
// ONE: 2x2x2xf32={{\[\[\[}}2 3][0 5]][{{\[}}4 6][-2.5 -2.5]]]
func.func @vectors(%rhs: tensor<?x4x1xf32>) -> tensor<*xf32> {
  %l = "tf.Const"() {value = dense<[[2.0, 0.0, 0.0, 0.0], [1.0, 1.0, 0.0, 0.0], [1.0, 2.0, 4.0, 0.0], [0.5, 0.5, 0.5, 1.0]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
  %x = "tf.MatrixTriangularSolve"(%l, %rhs) {lower = true, adjoint = false} : (tensor<4x4xf32>, tensor<?x4x1xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

func.func @both_ways(%m: tensor<?x1x2x2xf32>, %rhs: tensor<3x2x?xf32>) -> tensor<*xf32> {
  %x = "tf.MatrixTriangularSolve"(%m, %rhs) {lower = false, adjoint = true} : (tensor<?x1x2x2xf32>, tensor<3x2x?xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

func.func @one_rhs() -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<[[[2.0, 0.0], [1.0, 1.0]], [[1.0, 0.0], [3.0, 4.0]]]> : tensor<2x2x2xf32>} : () -> tensor<2x2x2xf32>
  %rhs = "tf.Const"() {value = dense<[[4.0, 6.0], [2.0, 8.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %x = "tf.MatrixTriangularSolve"(%m, %rhs) {lower = true, adjoint = false} : (tensor<2x2x2xf32>, tensor<2x2xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}
