// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -split-input-file -verify-diagnostics %s

// (The type diagnostics -- no ranked type, two types, a name declared twice,
// a captured variable nothing types -- are in legalize-tf-invalid.mlir,
// which runs this pass before -tagrad-legalize-tf.)

// A private function's resource argument is no captured variable: only a
// caller could pass it.
// expected-error@+1 {{argument 0 of @private_resource is a resource; TaGrad takes resource arguments (captured variables) of public functions only}}
func.func private @private_resource(%v: tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32> {
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// A TF1 variable must return a reference.
func.func @reference_as_resource() -> tensor<2xf32> {
  // expected-error@+1 {{'tf.VariableV2' 'r' must return one reference}}
  %v = "tf.VariableV2"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "r"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// A variable holding strings.
func.func @string_variable() -> tensor<2x!tf_type.string> {
  // expected-error@+1 {{'tf.VarHandleOp' 's' holds 'tensor<2x!tf_type.string>', which TaGrad cannot take (numbers and booleans only)}}
  %v = "tf.VarHandleOp"() {dtype = !tf_type.string, shape = #tf_type.shape<2>, shared_name = "s"} : () -> tensor<!tf_type.resource<tensor<2x!tf_type.string>>>
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2x!tf_type.string>>>) -> tensor<2x!tf_type.string>
  return %r : tensor<2x!tf_type.string>
}

// -----

// A function a func.call names cannot gain the variables' arguments.
func.func @caller(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{calls @updates, whose variables -tagrad-tf-lift-variables made arguments or results: a call cannot pass them}}
  %r = func.call @updates(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @updates(%x: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  "tf.AssignVariableOp"(%v, %x) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  return %x : tensor<2xf32>
}
