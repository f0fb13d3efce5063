// tf.searchsorted on rows whose count and length are known only at run
// time: positions where the rows agree (an empty sorted row gives 0),
// TensorFlow's message at the op where they do not.
//
// RUN: tagrad-run %s --function=lower --input="2x3xf32=1,2,2,0,5,9" --input="2x2xf32=2,3,9,-1" 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: 2x2xi32={{\[\[}}1 3]
// LOWER-SAME: [2 0]]
// RUN: tagrad-run %s --function=upper --input="2x3xi32=1,2,2,0,5,9" --input="2x2xi32=2,3,9,-1" 2>&1 | FileCheck %s --check-prefix=UPPER
// UPPER: 2x2xi64={{\[\[}}3 3]
// UPPER-SAME: [3 0]]
// RUN: tagrad-run %s --function=lower --input="2x0xf32=0" --input="2x2xf32=2,3,9,-1" 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: 2x2xi32={{\[\[}}0 0]
// EMPTY-SAME: [0 0]]
// RUN: not tagrad-run %s --function=lower --input="1x3xf32=1,2,3" --input="2x2xf32=2,3,9,-1" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: Leading dim_size of both tensors must match. (at lower_node)

func.func @lower(%s: tensor<?x?xf32>, %v: tensor<?x?xf32>) -> tensor<*xi32> {
  %y = "tf.LowerBound"(%s, %v) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xi32> loc("lower_node")
  return %y : tensor<*xi32>
}

func.func @upper(%s: tensor<?x?xi32>, %v: tensor<?x?xi32>) -> tensor<*xi64> {
  %y = "tf.UpperBound"(%s, %v) {out_type = i64} : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<*xi64> loc("upper_node")
  return %y : tensor<*xi64>
}
