// MatrixTriangularSolve and MatrixSolve with a right-hand side whose rows
// and columns come from data (tf.linalg.cholesky_solve of a batch of
// unknown size, and its gradient's solves): the rows must be the matrix's
// (TensorFlow's message), the columns are any number. Expected values are
// the exact solutions: L = [[2, 0], [1, 1]] against [[2, 4, 6], [3, 5, 7]]
// gives rows [1, 2, 3] and [2, 3, 4]; [[2, 1], [1, 3]] x = [3, 5] gives
// x = [0.8, 1.4] (their nearest f32, printed to 9 digits).
// RUN: tagrad-run %s --input="2x3xf32=2,4,6,3,5,7" --input="2x1xf32=3,5" | FileCheck %s
// CHECK: 2x3xf32={{\[\[}}1 2 3][2 3 4]]
// CHECK-NEXT: 2x1xf32={{\[\[}}0.800000012][1.39999998]]
// RUN: tagrad-run %s --input="2x0xf32=" --input="2x2xf32=3,3,5,5" | FileCheck %s --check-prefix=EMPTY
// EMPTY: 2x0xf32=[]
// EMPTY-NEXT: 2x2xf32={{\[\[}}0.800000012 0.800000012][1.39999998 1.39999998]]
// RUN: not tagrad-run %s --input="3x3xf32=1" --input="2x1xf32=3,5" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: In[0] mismatch In[1] shape: 2 vs. 3: [2,2] [3,3] 1 0 (at triangular_node)
// RUN: not tagrad-run %s --input="2x3xf32=2,4,6,3,5,7" --input="3x1xf32=1,2,3" 2>&1 | FileCheck %s --check-prefix=SOLVE-ROWS
// SOLVE-ROWS: Input matrix and right-hand side must have the same number of rows, got 2 != 3 (at solve_node)
func.func @main(%rhs: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %l = "tf.Const"() {value = dense<[[2.0, 0.0], [1.0, 1.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %x = "tf.MatrixTriangularSolve"(%l, %rhs) {lower = true, adjoint = false} : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<*xf32> loc("triangular_node")
  %a = "tf.Const"() {value = dense<[[2.0, 1.0], [1.0, 3.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %y = "tf.MatrixSolve"(%a, %b) {adjoint = false} : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<*xf32> loc("solve_node")
  return %x, %y : tensor<*xf32>, tensor<*xf32>
}
