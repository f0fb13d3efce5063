// BroadcastGradientArgs of shapes known only at run time (as a gradient in
// a loop reads them from a stack or a loop carry) computes the reduction
// indices then, and Sum takes them as run-time axes where Reshapes read
// its result. A size known only at run time may be 1 and is then reduced.
// The indices skip a dimension where the sum would not change (the other
// input has 1 there, or the same size), so they may be shorter than
// TensorFlow's; the reshaped sums are TensorFlow's.
//
// [3, 2, 2] and [1, 2]: the second is reduced along 0 (lacks it) and 1.
// RUN: tagrad-run %s --function=main --input="3xi32=3,2,2" --input="2xi32=1,2" \
// RUN:   --input="3x2x2xf32=0,1,2,3,4,5,6,7,8,9,10,11" 2>&1 | FileCheck %s --check-prefix=BATCH
// BATCH: 0xi32=[]
// BATCH-NEXT: 2xi32=[0 1]
// BATCH-NEXT: 3x2x2xf32={{\[\[}}[0 1][2 3]]{{\[\[}}4 5][6 7]]{{\[\[}}8 9][10 11]]]
// BATCH-NEXT: 1x2xf32={{\[\[}}30 36]]
//
// [2, 1, 3] and [4, 1]: each has 1 where the other does not.
// RUN: tagrad-run %s --function=main --input="3xi32=2,1,3" --input="2xi32=4,1" \
// RUN:   --input="2x4x3xf32=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23" \
// RUN:   2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: 1xi32=[1]
// BOTH-NEXT: 2xi32=[0 2]
// BOTH-NEXT: 2x1x3xf32={{\[\[}}[18 22 26]]{{\[\[}}66 70 74]]]
// BOTH-NEXT: 4x1xf32={{\[\[}}42][60][78][96]]
//
// RUN: not tagrad-run %s --function=main --input="3xi32=2,5,4" --input="2xi32=3,4" \
// RUN:   --input="2x5x4xf32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0" \
// RUN:   2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: Incompatible shapes: dimension 1 is 5 and 3 (at bga_node)
func.func @main(%s0: tensor<3xi32>, %s1: tensor<2xi32>, %g: tensor<?x?x?xf32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<*xf32>, tensor<*xf32>) {
  %r0, %r1 = "tf.BroadcastGradientArgs"(%s0, %s1) : (tensor<3xi32>, tensor<2xi32>) -> (tensor<?xi32>, tensor<?xi32>) loc("bga_node")
  %sum0 = "tf.Sum"(%g, %r0) {keep_dims = false} : (tensor<?x?x?xf32>, tensor<?xi32>) -> tensor<*xf32>
  %d0 = "tf.Reshape"(%sum0, %s0) : (tensor<*xf32>, tensor<3xi32>) -> tensor<*xf32>
  %sum1 = "tf.Sum"(%g, %r1) {keep_dims = false} : (tensor<?x?x?xf32>, tensor<?xi32>) -> tensor<*xf32>
  %d1 = "tf.Reshape"(%sum1, %s1) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r0, %r1, %d0, %d1 : tensor<?xi32>, tensor<?xi32>, tensor<*xf32>, tensor<*xf32>
}

// A partly known shape: x is [?, 2] against [3, 2]. A batch of 1 at run
// time broadcasts, and x's gradient is reduced along it.
// RUN: tagrad-run %s --function=partial --input="1x2xf32=5,6" \
// RUN:   --input="3x2xf32=1,2,3,4,5,6" 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: 1xi32=[0]
// ONE-NEXT: 0xi32=[]
// ONE-NEXT: 1x2xf32={{\[\[}}9 12]]
// RUN: tagrad-run %s --function=partial --input="3x2xf32=0,0,0,0,0,0" \
// RUN:   --input="3x2xf32=1,2,3,4,5,6" 2>&1 | FileCheck %s --check-prefix=THREE
// THREE: 0xi32=[]
// THREE-NEXT: 0xi32=[]
// THREE-NEXT: 3x2xf32={{\[\[}}1 2][3 4][5 6]]
func.func @partial(%x: tensor<?x2xf32>, %g: tensor<3x2xf32>) -> (tensor<?xi32>, tensor<?xi32>, tensor<*xf32>) {
  %sx = "tf.Shape"(%x) : (tensor<?x2xf32>) -> tensor<2xi32>
  %sw = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r0, %r1 = "tf.BroadcastGradientArgs"(%sx, %sw) : (tensor<2xi32>, tensor<2xi32>) -> (tensor<?xi32>, tensor<?xi32>)
  %sum = "tf.Sum"(%g, %r0) {keep_dims = false} : (tensor<3x2xf32>, tensor<?xi32>) -> tensor<*xf32>
  %dx = "tf.Reshape"(%sum, %sx) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %r0, %r1, %dx : tensor<?xi32>, tensor<?xi32>, tensor<*xf32>
}

// Sum with keep_dims over axes from data: any rank; negative axes count
// from the end, and one out of range fails at run time.
// RUN: tagrad-run %s --function=axes --input="2x2xf32=1,2,3,4" --input="1xi32=-1" \
// RUN:   2>&1 | FileCheck %s --check-prefix=KEEP
// KEEP: 2x1xf32={{\[\[}}3][7]]
// RUN: not tagrad-run %s --function=axes --input="2x2xf32=1,2,3,4" --input="2xi32=0,2" \
// RUN:   2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: Invalid reduction dimension for input with 2 dimension(s) (at sum_node)
func.func @axes(%x: tensor<2x2xf32>, %a: tensor<?xi32>) -> tensor<*xf32> {
  %y = "tf.Sum"(%x, %a) {keep_dims = true} : (tensor<2x2xf32>, tensor<?xi32>) -> tensor<*xf32> loc("sum_node")
  return %y : tensor<*xf32>
}
