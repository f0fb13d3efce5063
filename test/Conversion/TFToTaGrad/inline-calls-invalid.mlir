// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-inline-calls -split-input-file -verify-diagnostics %s

// Negative tests for -tagrad-tf-inline-calls, one per diagnostic.

func.func @recursion(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.PartitionedCall' calls functions 64 deep (recursion cannot be inlined)}}
  %r = "tf.PartitionedCall"(%x) {f = @recursion} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// Mutual recursion through a private function: one diagnostic, at the call
// the chain reaches 65 deep.
func.func @ping(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "tf.StatefulPartitionedCall"(%x) {f = @pong} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @pong(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tf.StatefulPartitionedCall' calls functions 64 deep (recursion cannot be inlined)}}
  %r = "tf.StatefulPartitionedCall"(%x) {f = @ping} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @missing_callee(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.PartitionedCall' needs 'f' naming a function with one block in this module}}
  %r = "tf.PartitionedCall"(%x) {f = @nowhere} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

func.func @call_arity(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.PartitionedCall' passes 1 operands to @two, which takes 2}}
  %r = "tf.PartitionedCall"(%x) {f = @two} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @two(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

func.func @call_results(%x: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.PartitionedCall' has 2 results but @one returns a different number}}
  %r:2 = "tf.PartitionedCall"(%x) {f = @one} : (tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %r#0 : tensor<*xf32>
}
func.func private @one(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}

// -----

func.func @callee_without_return(%x: tensor<2xf32>) -> tensor<*xf32> {
  %r = "tf.PartitionedCall"(%x) {f = @open} : (tensor<2xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
func.func private @open(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{ends a TensorFlow region but is not tf.Yield or func.return}}
  "tf.NoOp"() : () -> ()
}
