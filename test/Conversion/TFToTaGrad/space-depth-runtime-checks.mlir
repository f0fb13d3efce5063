// SpaceToDepth and DepthToSpace of rows, columns or depth known only at run
// time (the gradient of a DepthToSpace under a batch of unknown size): the
// values where the sizes divide, TensorFlow's messages at the op where they
// do not.
//
// RUN: tagrad-run %s --function=s2d --input="1x2x4x1xf32=0,1,2,3,4,5,6,7" 2>&1 | FileCheck %s --check-prefix=S2D
// S2D: 1x1x2x4xf32={{\[\[\[}}[0 1 4 5]
// S2D-SAME: [2 3 6 7]]]]
// RUN: not tagrad-run %s --function=s2d --input="1x3x4x1xf32=0" 2>&1 | FileCheck %s --check-prefix=S2D-ROWS
// S2D-ROWS: Image width 4 and height 3 should be divisible by block_size: 2 (at s2d_node)
// RUN: tagrad-run %s --function=d2s --input="1x1x2x4xf32=0,1,4,5,2,3,6,7" 2>&1 | FileCheck %s --check-prefix=D2S
// D2S: 1x2x4x1xf32={{\[\[\[}}[0]
// D2S-SAME: [1]
// D2S-SAME: [2]
// D2S-SAME: [3]]
// D2S-SAME: {{\[\[}}4]
// RUN: not tagrad-run %s --function=d2s --input="1x1x2x6xf32=0" 2>&1 | FileCheck %s --check-prefix=D2S-DEPTH
// D2S-DEPTH: Input depth dimension 6 should be divisible by: 4 (at d2s_node)

func.func @s2d(%x: tensor<?x?x?x?xf32>) -> tensor<*xf32> {
  %y = "tf.SpaceToDepth"(%x) {block_size = 2 : i64} : (tensor<?x?x?x?xf32>) -> tensor<*xf32> loc("s2d_node")
  return %y : tensor<*xf32>
}

func.func @d2s(%x: tensor<?x?x?x?xf32>) -> tensor<*xf32> {
  %y = "tf.DepthToSpace"(%x) {block_size = 2 : i64} : (tensor<?x?x?x?xf32>) -> tensor<*xf32> loc("d2s_node")
  return %y : tensor<*xf32>
}
