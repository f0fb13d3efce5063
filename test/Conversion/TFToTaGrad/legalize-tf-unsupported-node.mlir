// RUN: not tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf %s 2>&1 | FileCheck %s

// An op outside the op table is one error that names the op and the node
// TensorFlow's importer recorded in its location, and the supported-ops page.
// CHECK: error: loc({{.*}}): 'tf.Igamma' is not supported by -tagrad-legalize-tf (node 'model/igamma'; docs/TFOps.md lists the ops TaGrad takes)
// CHECK-NOT: error
func.func @f(%x: tensor<2xf32>) -> tensor<*xf32> {
  %y = "tf.Igamma"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32> loc(fused["Igamma:", "model/igamma"])
  return %y : tensor<*xf32>
}
