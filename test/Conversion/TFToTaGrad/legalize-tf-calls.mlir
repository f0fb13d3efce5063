// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf %s -split-input-file -verify-diagnostics | FileCheck %s

// A func.call (kept as it is) to a function the pass legalizes: the callee's
// result type is refined (tensor<*xf32> to tensor<2xf32>), and the call
// follows it through a tensor.cast to the type its users see. (tagrad-fuzz
// found the call left with the old type: IR that does not verify.)

// CHECK-LABEL: func.func @caller
// CHECK:         %[[R:.*]] = call @negate(%{{.*}}) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[R]] : tensor<2xf32> to tensor<*xf32>
// CHECK-NEXT:    return %[[C]] : tensor<*xf32>
// CHECK-LABEL: func.func private @negate
// CHECK-SAME:    -> tensor<2xf32>
func.func @caller(%x: tensor<2xf32>) -> tensor<*xf32> {
  %r = func.call @negate(%x) : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @negate(%a: tensor<2xf32>) -> tensor<*xf32> {
  %y = "tf.Neg"(%a) : (tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A callee whose variables became arguments: the call cannot follow.

func.func @caller(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{calls @scaled, whose variables -tagrad-tf-lift-variables made arguments or results: a call cannot pass them}}
  %r = func.call @scaled(%x) : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @scaled(%x: tensor<2xf32>) -> tensor<*xf32> {
  %w = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "W"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %wv = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  %y = "tf.Mul"(%x, %wv) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
