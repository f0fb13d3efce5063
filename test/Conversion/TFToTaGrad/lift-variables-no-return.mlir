// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables %s | FileCheck %s

// A body without a return (IR no importer writes; the fuzzer made it) has
// nowhere to return a written variable: the pass lifts the handle to an
// argument and leaves the results alone, and the IR still verifies.
// CHECK-LABEL: func.func @no_return(
// CHECK-SAME: %{{.*}}: tensor<!tf_type.resource<tensor<2xf32>>> {tagrad.variable = "v"
// CHECK-SAME: -> tensor<2xf32> {
// CHECK: "tf.AssignVariableOp"
// CHECK-NEXT: }
func.func @no_return(%g: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  "tf.AssignVariableOp"(%v, %g) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
}
