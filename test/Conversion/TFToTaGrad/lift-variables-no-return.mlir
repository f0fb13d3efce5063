// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -verify-diagnostics %s

// A body without a return (IR no importer writes; the fuzzer made it): an
// unregistered last op passes for a terminator until lifting erases it, so
// the pass refuses the function instead of leaving invalid IR.
// expected-error@+1 {{'no_return' does not end with a return}}
func.func @no_return(%g: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  "tf.AssignVariableOp"(%v, %g) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
}
