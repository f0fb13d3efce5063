// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s | FileCheck %s

// Assert: a run-time check of the condition with TensorFlow's message, the
// string data as text and integer data as run-time values ("summarize"
// of them, then "..."); Print forwards its input; All reduces the
// condition.
// CHECK-LABEL: func.func @assert_shape
// CHECK: %[[ALL:.*]] = linalg.generic
// CHECK: arith.andi
// CHECK: %[[C:.*]] = tensor.extract %[[ALL]][]
// CHECK: %[[FAILED:.*]] = arith.xori %[[C]], %true
// CHECK: tagrad.runtime_check %[[FAILED]], "assertion failed: [Expected shape for Tensor x:0 is ] [{0} {1}...] [ but saw ] [<tensor<2xf32>>]"
// CHECK: return %arg0
func.func @assert_shape(%x: tensor<2x3x4xf32>, %ok: tensor<3xi1>, %f: tensor<2xf32>) -> tensor<*xf32> {
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %all = "tf.All"(%ok, %axis) {keep_dims = false} : (tensor<3xi1>, tensor<1xi32>) -> tensor<*xi1>
  %m1 = "tf.Const"() {value = dense<"Expected shape for Tensor x:0 is "> : tensor<!tf_type.string>} : () -> tensor<!tf_type.string>
  %m2 = "tf.Const"() {value = dense<" but saw "> : tensor<!tf_type.string>} : () -> tensor<!tf_type.string>
  %s = "tf.Shape"(%x) : (tensor<2x3x4xf32>) -> tensor<3xi32>
  "tf.Assert"(%all, %m1, %s, %m2, %f) {summarize = 2 : i64} : (tensor<*xi1>, tensor<!tf_type.string>, tensor<3xi32>, tensor<!tf_type.string>, tensor<2xf32>) -> ()
  %p = "tf.Print"(%x, %m1) : (tensor<2x3x4xf32>, tensor<!tf_type.string>) -> tensor<*xf32>
  return %p : tensor<*xf32>
}

// -----

func.func @assert_vector_condition(%ok: tensor<2xi1>) {
  // expected-error@+1 {{'tf.Assert' In[0] should be a scalar: got 'tensor<2xi1>'}}
  "tf.Assert"(%ok) : (tensor<2xi1>) -> ()
  return
}

// -----

func.func @string_as_value() -> tensor<*x!tf_type.string> {
  // expected-error@+1 {{'tf.Const' is a string constant used by 'tf.Identity': TaGrad takes strings only as the messages of tf.Assert and tf.Print}}
  %m = "tf.Const"() {value = dense<"no"> : tensor<!tf_type.string>} : () -> tensor<!tf_type.string>
  %i = "tf.Identity"(%m) : (tensor<!tf_type.string>) -> tensor<*x!tf_type.string>
  return %i : tensor<*x!tf_type.string>
}

// -----

func.func @any_of_numbers(%x: tensor<3xf32>) -> tensor<*xi1> {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.Any' needs a boolean input, got 'tensor<3xf32>'}}
  %a = "tf.Any"(%x, %axis) : (tensor<3xf32>, tensor<i32>) -> tensor<*xi1>
  return %a : tensor<*xi1>
}
