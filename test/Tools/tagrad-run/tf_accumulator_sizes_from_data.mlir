// Outputs whose size comes from data and which TaGrad accumulates in a
// wider type than TensorFlow's (f64 sums of f32 values, i64 row counts):
// the element count and the bytes of that wider buffer are checked as
// TensorFlow's allocation checks the output, so a size that fits f32 bytes
// but not f64 ones fails with TensorFlow's OOM message instead of
// overflowing the allocation's size (a heap corruption, found by
// tagrad-run-fuzz --seed=77).
//
// SparseReduceSum: the reduced dimension's size 0 made dense_shape's count
// 0, so only the output's own count tells.
// RUN: not tagrad-run %s --function=sparse_reduce --input="3x2xi64=0,1,2,0,0,1" --input="3xf32=1,2,3" --input="2xi64=9223372036854775806,0" 2>&1 | FileCheck %s --check-prefix=SPARSE-BIG
// RUN: not tagrad-run %s --function=sparse_reduce --input="3x2xi64=0,1,2,0,0,1" --input="3xf32=1,2,3" --input="2xi64=9223372036854775806,0" --pipeline-options="buffer-cache=false threads=1" 2>&1 | FileCheck %s --check-prefix=SPARSE-BIG
// SPARSE-BIG: tagrad runtime error: OOM when allocating tensor with shape[9223372036854775806] and type float (at sparse_reduce_node)
// Fits f32's bytes (2^61 * 4 < 2^63), not f64's.
// RUN: not tagrad-run %s --function=sparse_reduce --input="3x2xi64=0,1,2,0,0,1" --input="3xf32=1,2,3" --input="2xi64=2305843009213693952,0" 2>&1 | FileCheck %s --check-prefix=SPARSE-F64
// SPARSE-F64: tagrad runtime error: OOM when allocating tensor with shape[2305843009213693952] and type float (at sparse_reduce_node)
// RUN: tagrad-run %s --function=sparse_reduce --input="3x2xi64=0,1,2,0,0,1" --input="3xf32=1,2,3" --input="2xi64=4,5" | FileCheck %s --check-prefix=SPARSE
// SPARSE: 4xf32={{\[}}4 0 2 0]
//
// UnsortedSegmentSum of rows of one element (f64 accumulators) and of 16
// (f32 leaves, f64 totals, i64 counts), and SegmentSum, whose count is the
// last id plus one.
// RUN: not tagrad-run %s --function=unsorted_k1 --input="1x1xf32=1" --input="1xi32=0" --input="i64=2305843009213693953" 2>&1 | FileCheck %s --check-prefix=K1-F64
// RUN: not tagrad-run %s --function=unsorted_k1 --input="1x1xf32=1" --input="1xi32=0" --input="i64=2305843009213693953" --pipeline-options="buffer-cache=false checks=none threads=2" 2>&1 | FileCheck %s --check-prefix=K1-F64
// K1-F64: tagrad runtime error: OOM when allocating tensor with shape[2305843009213693953,1] and type float (at unsorted_k1_node)
// RUN: not tagrad-run %s --function=unsorted_k16 --input="1x16xf32=1" --input="1xi32=0" --input="i64=4611686018427387905" 2>&1 | FileCheck %s --check-prefix=K16-BIG
// K16-BIG: tagrad runtime error: Encountered overflow when multiplying 4611686018427387905 with 16, result: -1 (at unsorted_k16_node)
// RUN: not tagrad-run %s --function=unsorted_k16 --input="1x16xf32=1" --input="1xi32=0" --input="i64=144115188075855873" 2>&1 | FileCheck %s --check-prefix=K16-F64
// K16-F64: tagrad runtime error: OOM when allocating tensor with shape[144115188075855873,16] and type float (at unsorted_k16_node)
// RUN: not tagrad-run %s --function=sorted_k16 --input="1x16xf32=1" --input="1xi64=576460752303423488" 2>&1 | FileCheck %s --check-prefix=SORTED-BIG
// SORTED-BIG: tagrad runtime error: Encountered overflow when multiplying 576460752303423489 with 16, result: -1 (at sorted_k16_node)
// RUN: tagrad-run %s --function=unsorted_k1 --input="2x1xf32=1,2" --input="2xi32=0,2" --input="i64=3" | FileCheck %s --check-prefix=K1
// K1: 3x1xf32={{\[}}[1]{{\[}}0]{{\[}}2]]
//
// SparseTensorDenseMatMul: a_shape's rows times B's columns, in f64.
// RUN: not tagrad-run %s --function=sparse_matmul --input="1x2xi64=0,1" --input="1xf32=2" --input="2xi64=576460752303423488,3" --input="3x4xf32=1,2,3,4,5,6,7,8,9,10,11,12" --pipeline-options="buffer-cache=false" 2>&1 | FileCheck %s --check-prefix=SPMM-F64
// SPMM-F64: tagrad runtime error: OOM when allocating tensor with shape[576460752303423488,4] and type float (at sparse_matmul_node)
// RUN: tagrad-run %s --function=sparse_matmul --input="1x2xi64=0,1" --input="1xf32=2" --input="2xi64=2,3" --input="3x4xf32=1,2,3,4,5,6,7,8,9,10,11,12" | FileCheck %s --check-prefix=SPMM
// SPMM: 2x4xf32={{\[}}[10 12 14 16]{{\[}}0 0 0 0]]

func.func @sparse_reduce(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = "tf.SparseReduceSum"(%i, %v, %s, %a) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32> loc("sparse_reduce_node")
  return %r : tensor<*xf32>
}
func.func @unsorted_k1(%x: tensor<?x1xf32>, %ids: tensor<?xi32>, %n: tensor<i64>) -> tensor<*xf32> {
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x1xf32>, tensor<?xi32>, tensor<i64>) -> tensor<*xf32> loc("unsorted_k1_node")
  return %r : tensor<*xf32>
}
func.func @unsorted_k16(%x: tensor<?x16xf32>, %ids: tensor<?xi32>, %n: tensor<i64>) -> tensor<*xf32> {
  %r = "tf.UnsortedSegmentSum"(%x, %ids, %n) : (tensor<?x16xf32>, tensor<?xi32>, tensor<i64>) -> tensor<*xf32> loc("unsorted_k16_node")
  return %r : tensor<*xf32>
}
func.func @sorted_k16(%x: tensor<?x16xf32>, %ids: tensor<?xi64>) -> tensor<*xf32> {
  %r = "tf.SegmentSum"(%x, %ids) : (tensor<?x16xf32>, tensor<?xi64>) -> tensor<*xf32> loc("sorted_k16_node")
  return %r : tensor<*xf32>
}
func.func @sparse_matmul(%i: tensor<1x2xi64>, %v: tensor<1xf32>, %s: tensor<2xi64>, %d: tensor<3x4xf32>) -> tensor<*xf32> {
  %r = "tf.SparseTensorDenseMatMul"(%i, %v, %s, %d) {adjoint_a = false, adjoint_b = false} : (tensor<1x2xi64>, tensor<1xf32>, tensor<2xi64>, tensor<3x4xf32>) -> tensor<*xf32> loc("sparse_matmul_node")
  return %r : tensor<*xf32>
}
