// Squeeze of every dimension of size 1 (squeeze_dims empty: tf.squeeze
// without axis, as tf.norm(ord=2) applies it to a tf.where result) of a
// shape with a dimension known only at run time: the static 1 goes, the
// dynamic one stays; where it is 1 at run time, TensorFlow would drop it
// too, and TaGrad, whose result rank is fixed at compile time, stops with
// a message saying so.
// RUN: tagrad-run %s --input="3x1xf32=1,2,3" | FileCheck %s
// CHECK: 3xf32=[1 2 3]
// RUN: not tagrad-run %s --input="1x1xf32=7" 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: Squeeze of every dimension of size 1: dim[0] is 1 at run time, which TaGrad cannot drop from a rank fixed at compile time (name the dimensions in squeeze_dims) (at squeeze_node)
func.func @main(%x: tensor<?x1xf32>) -> tensor<*xf32> {
  %y = "tf.Squeeze"(%x) {squeeze_dims = []} : (tensor<?x1xf32>) -> tensor<*xf32> loc("squeeze_node")
  return %y : tensor<*xf32>
}
