// tf.linalg.diag, diag_part and set_diag on the main diagonal of matrices
// whose sizes are known at run time only (tf.linalg.trace's gradient under
// a batch of unknown size): the values, and the run-time checks where the
// sizes disagree.
//
// RUN: tagrad-run %s --function=diag --input="1x3xf32=1,2,3" 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: 1x3x3xf32={{\[\[\[}}1 0 0]
// DIAG-SAME: [0 2 0]
// DIAG-SAME: [0 0 3]]]
// RUN: tagrad-run %s --function=diag_rows --input="1x3xf32=1,2,3" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: 1x3x3xf32={{\[\[\[}}1 0 0]
// RUN: not tagrad-run %s --function=diag_rows --input="1x2xf32=1,2" 2>&1 | FileCheck %s --check-prefix=ROWS-WRONG
// ROWS-WRONG: takes num_rows and num_cols of the diagonal's length only, got 3 for a diagonal of length 2 (at diag_rows_node)
// RUN: tagrad-run %s --function=part --input="2x3xf32=1,2,3,4,5,6" 2>&1 | FileCheck %s --check-prefix=PART
// PART: 2xf32=[1 5]
// RUN: tagrad-run %s --function=set --input="2x3xf32=0" --input="2xf32=7,8" 2>&1 | FileCheck %s --check-prefix=SET
// SET: 2x3xf32={{\[\[}}7 0 0]
// SET-SAME: [0 8 0]]
// RUN: not tagrad-run %s --function=set --input="2x3xf32=0" --input="3xf32=7,8,9" 2>&1 | FileCheck %s --check-prefix=SET-WRONG
// SET-WRONG: Either first dimensions of diagonal don't match input.shape[:-2], or diagonal.shape[:-1] is not equal to the longests diagonal in range [lower_diag_index:upper_diag_index]. (at set_node)

func.func @diag(%d: tensor<?x?xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %y = "tf.MatrixDiagV3"(%d, %k, %n, %n, %p) : (tensor<?x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

func.func @diag_rows(%d: tensor<?x?xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %y = "tf.MatrixDiagV3"(%d, %k, %n, %n, %p) : (tensor<?x?xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32> loc("diag_rows_node")
  return %y : tensor<*xf32>
}

func.func @part(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %y = "tf.MatrixDiagPartV3"(%x, %k, %p) : (tensor<?x?xf32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

func.func @set(%x: tensor<?x?xf32>, %d: tensor<?xf32>) -> tensor<*xf32> {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.MatrixSetDiagV3"(%x, %d, %k) : (tensor<?x?xf32>, tensor<?xf32>, tensor<i32>) -> tensor<*xf32> loc("set_node")
  return %y : tensor<*xf32>
}
