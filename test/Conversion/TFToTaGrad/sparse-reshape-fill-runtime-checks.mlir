// SparseReshape and SparseFillEmptyRows on sparse tensors fed as data: the
// results where they are valid, TensorFlow's messages at the op where the
// requested shape or an entry's row is wrong.
//
// RUN: tagrad-run %s --function=reshape --input="2x2xi64=0,2,1,1" --input="2xi64=2,3" --input="2xi64=-1,2" 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: 2x2xi64={{\[\[}}1 0]
// RESHAPE-SAME: [2 0]]
// RESHAPE: 2xi64=[3 2]
// RUN: not tagrad-run %s --function=reshape --input="1x2xi64=0,0" --input="2xi64=2,3" --input="2xi64=-1,-1" 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: only one output dimension may be -1, not both 0 and 1 (at reshape_node)
// RUN: not tagrad-run %s --function=reshape --input="1x2xi64=0,0" --input="2xi64=2,3" --input="2xi64=3,-3" 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: size 1 must be non-negative, not -3 (at reshape_node)
// RUN: not tagrad-run %s --function=reshape --input="1x2xi64=0,0" --input="2xi64=2,3" --input="2xi64=0,-1" 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: reshape cannot infer the missing input size for an empty tensor unless all specified input sizes are non-zero (at reshape_node)
// RUN: not tagrad-run %s --function=reshape --input="1x2xi64=0,0" --input="2xi64=2,3" --input="2xi64=-1,4" 2>&1 | FileCheck %s --check-prefix=MULTIPLE
// MULTIPLE: Input to reshape is a SparseTensor with 6 dense values, but the requested shape requires a multiple of 4. inputShape=[2,3] outputShape= [-1,4] (at reshape_node)
// RUN: not tagrad-run %s --function=reshape --input="1x2xi64=0,0" --input="2xi64=2,3" --input="2xi64=2,4" 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: Input to reshape is a tensor with 6 dense values, but the requested shape has 8. inputShape=[2,3] outputShape=[2,4] (at reshape_node)
// RUN: not tagrad-run %s --function=reshape_any_rank --input="1x3xi64=0,0,0" --input="2xi64=2,3" --input="2xi64=3,2" 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: Input tensor rank (3) and input shape length (2) must match (at reshape_any_node)
// RUN: tagrad-run %s --function=reshape_any_rank --input="2x3xi64=0,1,1,1,0,0" --input="3xi64=2,2,2" --input="2xi64=4,2" 2>&1 | FileCheck %s --check-prefix=ANY-RANK
// ANY-RANK: 2x2xi64={{\[\[}}1 1]
// ANY-RANK-SAME: [2 0]]
//
// RUN: tagrad-run %s --function=fill --input="3x2xi64=2,1,0,0,2,0" --input="3xf32=1,2,3" --input="2xi64=4,3" 2>&1 | FileCheck %s --check-prefix=FILL
// FILL: 5x2xi64={{\[\[}}0 0]
// FILL-SAME: [1 0]
// FILL-SAME: [2 1]
// FILL-SAME: [2 0]
// FILL-SAME: [3 0]]
// FILL: 5xf32=[2 -1 1 3 -1]
// FILL: 4xi1=[false true false true]
// FILL: 3xi64=[2 0 3]
// RUN: not tagrad-run %s --function=fill --input="1x2xi64=4,0" --input="1xf32=1" --input="2xi64=4,3" 2>&1 | FileCheck %s --check-prefix=ROW
// ROW: indices(0, 0) is invalid: 4 >= 4 (at fill_node)
// RUN: not tagrad-run %s --function=fill --input="2x2xi64=0,0,-2,0" --input="2xf32=1,2" --input="2xi64=4,3" 2>&1 | FileCheck %s --check-prefix=ROW-NEGATIVE
// ROW-NEGATIVE: indices(1, 0) is invalid: -2 < 0 (at fill_node)
// RUN: not tagrad-run %s --function=fill --input="1x2xi64=0,0" --input="1xf32=1" --input="2xi64=0,3" 2>&1 | FileCheck %s --check-prefix=NO-ROWS
// NO-ROWS: Received SparseTensor with dense_shape[0] = 0 but indices.shape[0] = 1 (at fill_node)
// RUN: not tagrad-run %s --function=fill --input="1x2xi64=0,0" --input="2xf32=1,2" --input="2xi64=2,3" 2>&1 | FileCheck %s --check-prefix=LENGTHS
// LENGTHS: The length of `values` (2) must match the first dimension of `indices` (1). (at fill_node)

func.func @reshape(%i: tensor<?x2xi64>, %s: tensor<2xi64>, %n: tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>) {
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<?x2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>) loc("reshape_node")
  return %y#0, %y#1 : tensor<*xi64>, tensor<*xi64>
}

func.func @reshape_any_rank(%i: tensor<?x?xi64>, %s: tensor<?xi64>, %n: tensor<2xi64>) -> tensor<*xi64> {
  %y:2 = "tf.SparseReshape"(%i, %s, %n) : (tensor<?x?xi64>, tensor<?xi64>, tensor<2xi64>) -> (tensor<*xi64>, tensor<*xi64>) loc("reshape_any_node")
  return %y#0 : tensor<*xi64>
}

func.func @fill(%i: tensor<?x2xi64>, %v: tensor<?xf32>, %s: tensor<2xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>) {
  %d = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %y:4 = "tf.SparseFillEmptyRows"(%i, %v, %s, %d) : (tensor<?x2xi64>, tensor<?xf32>, tensor<2xi64>, tensor<f32>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>) loc("fill_node")
  return %y#0, %y#1, %y#2, %y#3 : tensor<*xi64>, tensor<*xf32>, tensor<*xi1>, tensor<*xi64>
}
