// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// -tagrad-legalize-tf takes variables as the arguments
// -tagrad-tf-lift-variables makes them: without that pass, each kind of
// variable is one diagnostic naming it.

func.func @declared() -> tensor<2xf32> {
  // expected-error@+1 {{'tf.VarHandleOp' names a variable 'v' that is not an argument of the converted function; run -tagrad-tf-lift-variables before -tagrad-legalize-tf (--tagrad-tf-frontend does)}}
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @captured_placeholder() -> tensor<2xf32> {
  // expected-error@+1 {{'tf.Placeholder' is a captured variable that is not an argument of the converted function; run -tagrad-tf-lift-variables before -tagrad-legalize-tf (--tagrad-tf-frontend does)}}
  %v = "tf.Placeholder"() {dtype = !tf_type.resource} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// expected-error@+1 {{argument 0 of @captured_argument is a resource that -tagrad-tf-lift-variables did not lift; run it before -tagrad-legalize-tf (--tagrad-tf-frontend does)}}
func.func @captured_argument(%v: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// A variable written but not returned: the lift would have returned it, and
// the update must not be lost.
func.func @written_not_returned(%v: tensor<!tf_type.resource<tensor<2xf32>>> {tagrad.variable = "v", tagrad.variable_type = tensor<2xf32>}, %x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tf.AssignVariableOp' writes variable 'v', which -tagrad-tf-lift-variables did not return (run it before -tagrad-legalize-tf; --tagrad-tf-frontend does)}}
  "tf.AssignVariableOp"(%v, %x) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  return %x : tensor<2xf32>
}
