// SparseMatMul with an inner dimension known only at run time: a mismatch
// is TensorFlow's error at the op (the shapes as its kernel prints them);
// transpose_b takes b's columns. 1 * 1 + 2 * 0 + 3 * 2 = 7, with b's zero
// skipped (b_is_sparse).
//
// RUN: tagrad-run %s --input="1x3xf32=1,2,3" --input="2x3xf32=1,0,2,5,5,5" | FileCheck %s
// CHECK: 1x2xf32={{\[\[}}7 30]]
// RUN: not tagrad-run %s --input="1x2xf32=1,2" --input="2x3xf32=1,0,2,5,5,5" 2>&1 | FileCheck %s --check-prefix=INNER
// INNER: Matrix size incompatible: a: [1,2], b: [2,3] (at sparse_matmul_node)
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %0 = "tf.SparseMatMul"(%a, %b) {transpose_b = true, b_is_sparse = true} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xf32> loc("sparse_matmul_node")
  return %0 : tensor<*xf32>
}
