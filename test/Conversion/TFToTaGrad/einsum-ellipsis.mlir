// Einsum with '...': the dimensions an input has beyond its letters, right-
// aligned and broadcast across the inputs as NumPy does (a size-1 one
// against a larger one), and TensorFlow's run-time check where two sizes
// of one label come from data.
//
// RUN: tagrad-run %s --function=batched --input="2x1x3xf32=1,2,3,4,5,6" --input="3x2xf32=1,0,0,1,1,1" 2>&1 | FileCheck %s --check-prefix=BATCHED
// BATCHED: 2x1x2xf32={{\[\[\[}}4 5]][{{\[}}10 11]]]
// RUN: tagrad-run %s --function=broadcast --input="2x1x2xf32=1,2,3,4" --input="1x3x2xf32=1,0,0,1,1,1" 2>&1 | FileCheck %s --check-prefix=BROADCAST
// BROADCAST: 2x3x1xf32={{\[\[\[}}1][2][3]]{{\[\[}}3][4][7]]]
// RUN: not tagrad-run %s --function=mismatch --input="2x3xf32=1,2,3,4,5,6" --input="2x2xf32=1,0,0,1" 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: Expected dimension 3 at axis 0 of the input but got dimension 2 (at einsum_node)

func.func @batched(%a: tensor<2x1x3xf32>, %b: tensor<3x2xf32>) -> tensor<*xf32> {
  %r = "tf.Einsum"(%a, %b) {equation = "...ij,jk->...ik"} : (tensor<2x1x3xf32>, tensor<3x2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// [2,1,2] against [1,3,2]: the leading dimensions broadcast to [2,3].
func.func @broadcast(%a: tensor<2x1x2xf32>, %b: tensor<1x3x2xf32>) -> tensor<*xf32> {
  %r = "tf.Einsum"(%a, %b) {equation = "...j,...j->..."} : (tensor<2x1x2xf32>, tensor<1x3x2xf32>) -> tensor<*xf32>
  %s = "tf.Const"() {value = dense<[2, 3, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %y = "tf.Reshape"(%r, %s) : (tensor<*xf32>, tensor<3xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

func.func @mismatch(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<*xf32> {
  %r = "tf.Einsum"(%a, %b) {equation = "ij,jk->ik"} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<*xf32> loc("einsum_node")
  return %r : tensor<*xf32>
}
