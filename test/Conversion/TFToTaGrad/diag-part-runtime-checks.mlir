// DiagPart of a matrix whose sizes come from data: its diagonal when it is
// square; else TensorFlow's message, with the shape, at the op.
//
// RUN: tagrad-run %s --input="2x2xf32=1,2,3,4" | FileCheck %s --check-prefix=SQUARE
// SQUARE: 2xf32=[1 4]
// RUN: not tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: Invalid shape [2,3]: dimensions 0 and 1 do not match. (at diag_part_node)

func.func @main(%x: tensor<?x?xf32>) -> tensor<*xf32> {
  %y = "tf.DiagPart"(%x) : (tensor<?x?xf32>) -> tensor<*xf32> loc("diag_part_node")
  return %y : tensor<*xf32>
}
