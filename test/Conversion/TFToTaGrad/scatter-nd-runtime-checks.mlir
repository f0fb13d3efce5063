// TensorScatterAdd with indices and updates from data: each update added
// at its index; fewer update rows than indices fails with the shapes, at
// the op, before any row past the updates is read.
//
// RUN: tagrad-run %s --input="2x1xi32=3,0" --input="2x2xf32=1,2,3,4" | FileCheck %s --check-prefix=ADD
// ADD: 4x2xf32={{\[\[}}3 4]
// ADD-SAME: [0 0]
// ADD-SAME: [0 0]
// ADD-SAME: [1 2]]
// RUN: not tagrad-run %s --input="3x1xi32=3,0,1" --input="2x2xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: updates.shape[0] = 2 does not match indices.shape[0] = 3 (at scatter_node)

func.func @main(%i: tensor<?x1xi32>, %u: tensor<?x2xf32>) -> tensor<*xf32> {
  %t = "tf.Const"() {value = dense<0.0> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
  %r = "tf.TensorScatterAdd"(%t, %i, %u) : (tensor<4x2xf32>, tensor<?x1xi32>, tensor<?x2xf32>) -> tensor<*xf32> loc("scatter_node")
  return %r : tensor<*xf32>
}
