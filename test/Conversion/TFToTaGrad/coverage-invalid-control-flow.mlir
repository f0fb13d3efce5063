// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// Negative tests for control-flow, constant and call diagnostics of
// -tagrad-legalize-tf that no other test covers
// (scripts/tf_frontend_coverage.py keeps them covered).

// A Case without a branch index.
func.func @case_without_index() -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Case' needs a branch index operand}}
  %y = "tf.Case"() {branches = [@b0], is_stateless = true} : () -> tensor<*xf32>
  return %y : tensor<*xf32>
}
func.func private @b0() -> tensor<f32> {
  %c = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  return %c : tensor<f32>
}

// -----

// A Case whose branch is an external function.
func.func @case_external_branch(%i: tensor<i32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Case' needs 'branches' naming functions with one block in this module}}
  %y = "tf.Case"(%i) {branches = [@external], is_stateless = true} : (tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
func.func private @external() -> tensor<f32>

// -----

// An If whose branches both return an empty optional.
func.func @if_empty_optional_in_both_branches(%p: tensor<i1>) -> tensor<i1> {
  // expected-error@+1 {{'tf.If' result 0 is an empty optional in every branch}}
  %o = "tf.If"(%p) {then_branch = @none, else_branch = @none, is_stateless = true} : (tensor<i1>) -> tensor<!tf_type.variant>
  %h = "tf.OptionalHasValue"(%o) : (tensor<!tf_type.variant>) -> tensor<i1>
  return %h : tensor<i1>
}
func.func private @none() -> tensor<!tf_type.variant> {
  %n = "tf.OptionalNone"() : () -> tensor<!tf_type.variant>
  return %n : tensor<!tf_type.variant>
}

// -----

// A Case of three branches, one returning another element type.
func.func @case_branch_types_differ(%i: tensor<i32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Case' result 0 is 'tensor<2xf32>', 'tensor<2xi32>', 'tensor<2xf32>' in its branches}}
  %y = "tf.Case"(%i) {branches = [@f, @g, @f], is_stateless = true} : (tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
func.func private @f() -> tensor<2xf32> {
  %c = "tf.Const"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func private @g() -> tensor<2xi32> {
  %c = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  return %c : tensor<2xi32>
}

// -----

// A complex constant.
func.func @complex_constant() -> tensor<*xcomplex<f32>> {
  // expected-error@+1 {{'tf.Const' has a value TaGrad cannot take (only numbers and booleans; strings and opaque tensors are not supported)}}
  %c = "tf.Const"() {value = dense<(1.0,2.0)> : tensor<complex<f32>>} : () -> tensor<*xcomplex<f32>>
  return %c : tensor<*xcomplex<f32>>
}

// -----

// A func.call of a function that gains variable arguments and results
// when legalized (its call passes none).
func.func @call_of_function_with_variable(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{calls @reads_variable, whose variables -tagrad-tf-lift-variables made arguments or results: a call cannot pass them}}
  %y = func.call @reads_variable(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
}
func.func private @reads_variable(%x: tensor<2xf32>) -> tensor<2xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %r = "tf.ReadVariableOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  %y = "tf.Add"(%x, %r) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
}
