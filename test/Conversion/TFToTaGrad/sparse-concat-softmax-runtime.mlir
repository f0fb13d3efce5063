// SparseConcat, SparseSoftmax and SparseDenseCwiseAdd/Mul/Div on sparse
// tensors fed as data. SparseConcat: TensorFlow's documented example (the
// entries shifted along concat_dim and put in row-major order), a negative
// concat_dim, and TensorFlow's message where the other sizes differ.
// SparseSoftmax: a softmax over each run of entries sharing their row.
// SparseDenseCwise*: the dense operand broadcast to the sparse shape (a
// [3,1] column and a [4] row), TensorFlow's message where it does not fit.
//
// RUN: tagrad-run %s --function=concat --input="3x2xi64=0,2,1,0,1,1" --input="3xf32=1,2,3" --input="2xi64=2,3" --input="2x2xi64=0,1,0,2" --input="2xf32=4,5" --input="2xi64=2,4" 2>&1 | FileCheck %s --check-prefix=CONCAT
// CONCAT: 5x2xi64={{\[\[}}0 2][0 4][0 5][1 0][1 1]]
// CONCAT: 5xf32=[1 4 5 2 3]
// CONCAT: 2xi64=[2 7]
// RUN: tagrad-run %s --function=concat_rows --input="3x2xi64=0,2,1,0,1,1" --input="3xf32=1,2,3" --input="2xi64=2,3" --input="2x2xi64=0,1,0,2" --input="2xf32=4,5" --input="2xi64=1,3" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: 5x2xi64={{\[\[}}0 2][1 0][1 1][2 1][2 2]]
// ROWS: 5xf32=[1 2 3 4 5]
// ROWS: 2xi64=[3 3]
// RUN: not tagrad-run %s --function=concat --input="3x2xi64=0,2,1,0,1,1" --input="3xf32=1,2,3" --input="2xi64=2,3" --input="2x2xi64=0,1,0,2" --input="2xf32=4,5" --input="2xi64=3,4" 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: Input shapes must match: expected 2 for dimension 0 but got 3 from input 1
// RUN: tagrad-run %s --function=softmax --input="5x2xi64=0,0,0,2,1,1,1,2,2,0" --input="5xf32=1,2,3,3,5" --input="2xi64=3,3" 2>&1 | FileCheck %s --check-prefix=SOFTMAX
// SOFTMAX: 5xf32=[0.268941{{[0-9]*}} 0.731058{{[0-9]*}} 0.5 0.5 1]
// RUN: tagrad-run %s --function=cwise --input="5x2xi64=0,0,0,2,1,1,1,2,2,0" --input="5xf32=1,2,3,3,5" --input="2xi64=3,4" --input="3x1xf32=2,3,4" --input="4xf32=10,20,30,40" 2>&1 | FileCheck %s --check-prefix=CWISE
// CWISE: 5xf32=[2 4 9 9 20]
// CWISE: 5xf32=[11 32 23 33 15]
// CWISE: 5xf32=[0.5 1 1 1 1.25]
// RUN: not tagrad-run %s --function=cwise --input="5x2xi64=0,0,0,2,1,1,1,2,2,0" --input="5xf32=1,2,3,3,5" --input="2xi64=3,5" --input="3x1xf32=2,3,4" --input="4xf32=10,20,30,40" 2>&1 | FileCheck %s --check-prefix=BROADCAST
// BROADCAST: SparseDenseBinaryOpShared broadcasts dense side to the sparse side, but dense dimension 0 has size 4 where the sparse shape has 5

func.func @concat(%ai: tensor<3x2xi64>, %av: tensor<3xf32>, %as: tensor<2xi64>, %bi: tensor<2x2xi64>, %bv: tensor<2xf32>, %bs: tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) {
  %y:3 = "tf.SparseConcat"(%ai, %bi, %av, %bv, %as, %bs) {N = 2 : i64, concat_dim = 1 : i64} : (tensor<3x2xi64>, tensor<2x2xi64>, tensor<3xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0, %y#1, %y#2 : tensor<*xi64>, tensor<*xf32>, tensor<*xi64>
}
func.func @concat_rows(%ai: tensor<3x2xi64>, %av: tensor<3xf32>, %as: tensor<2xi64>, %bi: tensor<2x2xi64>, %bv: tensor<2xf32>, %bs: tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>) {
  %y:3 = "tf.SparseConcat"(%ai, %bi, %av, %bv, %as, %bs) {N = 2 : i64, concat_dim = -2 : i64} : (tensor<3x2xi64>, tensor<2x2xi64>, tensor<3xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi64>)
  return %y#0, %y#1, %y#2 : tensor<*xi64>, tensor<*xf32>, tensor<*xi64>
}
func.func @softmax(%i: tensor<5x2xi64>, %v: tensor<5xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %y = "tf.SparseSoftmax"(%i, %v, %s) : (tensor<5x2xi64>, tensor<5xf32>, tensor<2xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
func.func @cwise(%i: tensor<5x2xi64>, %v: tensor<5xf32>, %s: tensor<2xi64>, %col: tensor<3x1xf32>, %row: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %m = "tf.SparseDenseCwiseMul"(%i, %v, %s, %col) : (tensor<5x2xi64>, tensor<5xf32>, tensor<2xi64>, tensor<3x1xf32>) -> tensor<*xf32>
  %a = "tf.SparseDenseCwiseAdd"(%i, %v, %s, %row) : (tensor<5x2xi64>, tensor<5xf32>, tensor<2xi64>, tensor<4xf32>) -> tensor<*xf32>
  %d = "tf.SparseDenseCwiseDiv"(%i, %v, %s, %col) : (tensor<5x2xi64>, tensor<5xf32>, tensor<2xi64>, tensor<3x1xf32>) -> tensor<*xf32>
  return %m, %a, %d : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
