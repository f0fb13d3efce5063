// RUN: tagrad-run %s --function=main --input="3xf32=1,2,3" --input="2x2xf32=1,2,3,4" | FileCheck %s

// Einsum with a label twice in its output ("i->ii": the gradient
// TensorFlow builds for "ii->i"): the equation with each label once, placed
// on the diagonal of the repeated dimensions, zeros elsewhere.
// CHECK: 3x3xf32={{\[\[}}1 0 0][0 2 0][0 0 3]]
// CHECK-NEXT: 2x2x2xf32={{\[\[\[}}1 0][2 0]]{{\[\[}}0 3][0 4]]]
func.func @main(%x: tensor<3xf32>, %m: tensor<2x2xf32>) -> (tensor<3x3xf32>, tensor<2x2x2xf32>) {
  %d = "tf.Einsum"(%x) {equation = "i->ii", N = 1 : i64} : (tensor<3xf32>) -> tensor<3x3xf32>
  %e = "tf.Einsum"(%m) {equation = "ij->iji", N = 1 : i64} : (tensor<2x2xf32>) -> tensor<2x2x2xf32>
  return %d, %e : tensor<3x3xf32>, tensor<2x2x2xf32>
}
