// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Positive tests for variable ops of TFOps.def that no other test lowers
// (scripts/tf_frontend_coverage.py keeps every op covered).

// Assign on a TF1 reference variable: the variable's new value is the
// assigned tensor, returned as the variable's result, and a read after the
// Assign sees it.
// CHECK-LABEL: func.func @assign
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>, %{{.*}}: tensor<2xf32> {tagrad.variable = "dense/w"})
// CHECK-SAME: -> (tensor<2xf32>, tensor<2xf32> {tagrad.variable = "dense/w"})
// CHECK-NEXT: return %[[X]], %[[X]] : tensor<2xf32>, tensor<2xf32>
func.func @assign(%x: tensor<2xf32>) -> tensor<*xf32> {
  %w = "tf.VariableV2"() {_class = ["loc:@dense/w"], container = "", shape = #tf_type.shape<2>, shared_name = ""} : () -> tensor<2x!tf_type.f32ref>
  %w1 = "tf.Assign"(%w, %x) {use_locking = true, validate_shape = true} : (tensor<2x!tf_type.f32ref>, tensor<2xf32>) -> tensor<2x!tf_type.f32ref>
  %r = "tf.Identity"(%w1) : (tensor<2x!tf_type.f32ref>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
