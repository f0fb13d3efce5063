// Transpose by a permutation from data, Squeeze of a size from data, Cross
// of operands whose shapes come from data: results and TensorFlow's
// run-time messages (TensorFlow 2.21, the same feeds).

// RUN: tagrad-run %s --function=transpose --input="2x3x4xf32=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23" --input="3xi32=2,0,1" | FileCheck %s --check-prefix=PERM
// RUN: tagrad-run %s --function=transpose --input="2x3x4xf32=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23" --input="3xi32=-1,0,1" | FileCheck %s --check-prefix=PERM
// PERM: 4x2x3xf32={{\[}}{{\[}}[0 4 8][12 16 20]]{{\[}}[1 5 9][13 17 21]]{{\[}}[2 6 10][14 18 22]]{{\[}}[3 7 11][15 19 23]]]
// RUN: not tagrad-run %s --function=transpose --input="2x3x4xf32=1" --input="3xi32=0,0,1" 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: tagrad runtime error: 2 is missing from {0,0,1}.
// RUN: not tagrad-run %s --function=transpose --input="2x3x4xf32=1" --input="3xi32=-1,-1,0" 2>&1 | FileCheck %s --check-prefix=MISSING-NEG
// MISSING-NEG: tagrad runtime error: 1 is missing from {2,2,0}.
// RUN: not tagrad-run %s --function=transpose --input="2x3x4xf32=1" --input="3xi32=0,1,3" 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: tagrad runtime error: 3 is out of range [0 .. 3)
// RUN: not tagrad-run %s --function=transpose --input="2x3x4xf32=1" --input="3xi32=-4,0,1" 2>&1 | FileCheck %s --check-prefix=RANGE-NEG
// RANGE-NEG: tagrad runtime error: -1 is out of range [0 .. 3)
// RUN: not tagrad-run %s --function=transpose --input="2x3x4xf32=1" --input="4xi32=1,0,2,3" 2>&1 | FileCheck %s --check-prefix=LENGTH
// LENGTH: tagrad runtime error: transpose expects a vector of size 3. But input(1) is a vector of size 4
func.func @transpose(%x: tensor<?x3x4xf32>, %p: tensor<?xi32>) -> tensor<*xf32> {
  %y = "tf.Transpose"(%x, %p) : (tensor<?x3x4xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// RUN: tagrad-run %s --function=squeeze --input="2x3x1xf32=1,2,3,4,5,6" | FileCheck %s --check-prefix=SQUEEZE
// SQUEEZE: 2x3xf32={{\[}}[1 2 3][4 5 6]]
// RUN: not tagrad-run %s --function=squeeze --input="2x3x4xf32=1" 2>&1 | FileCheck %s --check-prefix=SQUEEZE-BAD
// SQUEEZE-BAD: tagrad runtime error: Can not squeeze dim[2], expected a dimension of 1, got 4
func.func @squeeze(%x: tensor<?x?x?xf32>) -> tensor<*xf32> {
  %y = "tf.Squeeze"(%x) {squeeze_dims = [-1]} : (tensor<?x?x?xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// RUN: tagrad-run %s --function=cross --input="2x3xf32=1,2,3,0,0,1" --input="2x3xf32=4,5,6,1,0,0" | FileCheck %s --check-prefix=CROSS
// CROSS: 2x3xf32={{\[}}[-3 6 -3][0 1 0]]
// RUN: not tagrad-run %s --function=cross --input="2x3xf32=1" --input="3x3xf32=1" 2>&1 | FileCheck %s --check-prefix=CROSS-SHAPES
// CROSS-SHAPES: tagrad runtime error: Both inputs must be of same shape: [2,3] vs. [3,3]
// RUN: not tagrad-run %s --function=cross --input="2x4xf32=1" --input="2x4xf32=1" 2>&1 | FileCheck %s --check-prefix=CROSS-FOUR
// CROSS-FOUR: tagrad runtime error: Cross-products are only defined for 3-element vectors.
func.func @cross(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %y = "tf.Cross"(%a, %b) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
