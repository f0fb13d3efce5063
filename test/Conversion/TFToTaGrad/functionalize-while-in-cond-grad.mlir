// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %S/../../Integration/TensorFlow/Inputs/while_in_cond_grad.mlir | FileCheck %s

// TensorFlow 2.21's import of a tf.while_loop writing a TensorArray inside
// a TF1 tf.cond, under tf.gradients (gen_tf_goldens.py's while_in_cond_grad;
// its tagrad-run results match TensorFlow's). The gradient's conditional
// (on the same predicate) runs a loop that reads the forward loop's trip
// count and its TensorArray's flow: loop results cannot be cloned into the
// gradient's branch, so the forward conditional yields them as extra
// results, with OptionalNone on the branch that has no loop (its readers
// never run after it). The gradient loop's pops go through Switches on the
// predicate whose input already took the branch's side: those are their
// input.

// CHECK-LABEL: func.func @main
// CHECK:         %[[F:.*]]:3 = "tf.IfRegion"(%[[P:.*]]) ({
// CHECK:           %[[W:.*]]:4 = "tf.WhileRegion"
// CHECK:           "tf.Yield"(%{{.*}}, %[[W]]#2, %[[W]]#1)
// CHECK:         }, {
// CHECK:           %[[N1:.*]] = "tf.OptionalNone"() : () -> tensor<*xi32>
// CHECK:           %[[N2:.*]] = "tf.OptionalNone"() : () -> tensor<*xf32>
// CHECK:           "tf.Yield"(%{{.*}}, %[[N1]], %[[N2]])
// CHECK:         "tf.IfRegion"(%[[P]]) ({
// CHECK:           "tf.WhileRegion"(%{{.*}}, %{{.*}}, %[[F]]#1,
// CHECK-NOT:     tf_executor
