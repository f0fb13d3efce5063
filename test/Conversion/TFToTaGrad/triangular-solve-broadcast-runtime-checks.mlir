// MatrixTriangularSolve with batch sizes and rows known only at run time:
// batch sizes that neither agree nor are 1, and rows that are not the
// matrix's order, are TensorFlow's errors at the op, the shapes printed
// as its kernel prints them (then lower and adjoint). MatrixSolve, which
// does not broadcast, takes only the same batch. Batches of 1 broadcast:
// [1, 2, 2] against [3, 2, 1] solves [[1, 0], [1, 1]] x = b per rhs.
//
// RUN: tagrad-run %s --input="1x2x2xf32=1,0,1,1" --input="3x2x1xf32=1,2,3,4,5,6" --input="1x2x1xf32=1,2" | FileCheck %s
// CHECK: 3x2x1xf32={{\[\[\[}}1][1]][{{\[}}3][1]][{{\[}}5][1]]]
// CHECK-NEXT: 1x2x1xf32={{\[\[\[}}1][1]]]
// RUN: not tagrad-run %s --input="2x2x2xf32=1" --input="3x2x1xf32=1,2,3,4,5,6" --input="2x2x1xf32=1" 2>&1 | FileCheck %s --check-prefix=BATCH
// BATCH: In[0] and In[1] must have compatible batch dimensions: [2,2,2] vs. [3,2,1] (at triangular_node)
// RUN: not tagrad-run %s --input="1x2x2xf32=1,0,1,1" --input="3x3x1xf32=1" --input="1x2x1xf32=1,2" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: In[0] mismatch In[1] shape: 2 vs. 3: [1,2,2] [3,3,1] 1 0 (at triangular_node)
// RUN: not tagrad-run %s --input="1x2x2xf32=1,0,1,1" --input="3x2x1xf32=1" --input="3x2x1xf32=1" 2>&1 | FileCheck %s --check-prefix=OUTER
// OUTER: All input tensors must have the same outer dimensions. (at solve_node)
func.func @main(%m: tensor<?x2x2xf32>, %rhs: tensor<3x?x?xf32>, %b: tensor<?x2x1xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %x = "tf.MatrixTriangularSolve"(%m, %rhs) {lower = true, adjoint = false} : (tensor<?x2x2xf32>, tensor<3x?x?xf32>) -> tensor<*xf32> loc("triangular_node")
  %y = "tf.MatrixSolve"(%m, %b) {adjoint = false} : (tensor<?x2x2xf32>, tensor<?x2x1xf32>) -> tensor<*xf32> loc("solve_node")
  return %x, %y : tensor<*xf32>, tensor<*xf32>
}
