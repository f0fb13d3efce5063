// SparseReduceSum (tf.sparse.reduce_sum) of entries from data. Expected
// values are TensorFlow 2.21's for the same inputs: duplicate entries add,
// a reduction over rows with keep_dims, negative and repeated axes, all
// axes. An index whose kept coordinates give a flat index outside the
// output, and indices and values of different lengths, stop with
// TensorFlow's messages; an out-of-range coordinate of a reduced dimension
// is summed, as TensorFlow's kernel sums it. Compiled without the inputs'
// sizes too (the sum over all axes of an unknown number of entries to a
// scalar once failed in the CPU pipeline).
// RUN: tagrad-opt -allow-unregistered-dialect --pass-pipeline='builtin.module(tagrad-tf-frontend,tagrad-cpu-pipeline)' %s -o /dev/null
// RUN: tagrad-run %s --input="4x2xi64=0,1,2,0,0,1,1,3" --input="4xf32=1,2,3,4" --input="2xi64=3,4" | FileCheck %s
// CHECK: 3xf32=[4 4 2]
// CHECK-NEXT: 1x4xf32={{\[\[}}2 4 0 4]]
// CHECK-NEXT: f32=10
// CHECK-NEXT: 3xi32=[4 4 2]
// RUN: tagrad-run %s --function=columns --input="2x2xi64=2,9,2,1" --input="2xf32=5,1" --input="2xi64=3,4" | FileCheck %s --check-prefix=REDUCED
// REDUCED: 3xf32=[0 0 6]
// RUN: not tagrad-run %s --input="1x2xi64=0,5" --input="1xf32=1" --input="2xi64=3,4" 2>&1 | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: Obtained a write index of 5 which is outside of bounds of [0, 4) (at rows_node)
// RUN: not tagrad-run %s --input="4x2xi64=0,1,2,0,0,1,1,3" --input="3xf32=1,2,3" --input="2xi64=3,4" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: indices and values rows (indexing dimension) must match. (indices = 4, values = 3) (at columns_node)
func.func @main(%ind: tensor<?x2xi64>, %val: tensor<?xf32>, %shape: tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>) {
  %a1 = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %a0 = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %all = "tf.Const"() {value = dense<[-1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r1 = "tf.SparseReduceSum"(%ind, %val, %shape, %a1) {keep_dims = false} : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32> loc("columns_node")
  %r0 = "tf.SparseReduceSum"(%ind, %val, %shape, %a0) {keep_dims = true} : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<2xi32>) -> tensor<*xf32> loc("rows_node")
  %ra = "tf.SparseReduceSum"(%ind, %val, %shape, %all) {keep_dims = false} : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<2xi32>) -> tensor<*xf32>
  %ones = "tf.Cast"(%val) {SrcT = f32, DstT = i32} : (tensor<?xf32>) -> tensor<?xi32>
  %ri = "tf.SparseReduceSum"(%ind, %ones, %shape, %a1) {keep_dims = false} : (tensor<?x2xi64>, tensor<?xi32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xi32>
  return %r1, %r0, %ra, %ri : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>
}

func.func @columns(%ind: tensor<?x2xi64>, %val: tensor<?xf32>, %shape: tensor<2xi64>) -> tensor<*xf32> {
  %a1 = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %r1 = "tf.SparseReduceSum"(%ind, %val, %shape, %a1) {keep_dims = false} : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %r1 : tensor<*xf32>
}
