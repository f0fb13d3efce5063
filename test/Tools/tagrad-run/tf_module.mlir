// A module of generic tf.* ops runs as it is: tagrad-run legalizes it
// first. The variable is an extra argument after the input and, written,
// an extra result after the output; its attributes (tagrad.name,
// tagrad.variable) leave LLVM IR export quietly. w = [10, 20] steps to
// w - 0.5 * (x + w) = [4.5, 9].
// RUN: tagrad-run %s --input="2xf32=1,2" --input="2xf32=10,20" 2>&1 | FileCheck %s

// CHECK-NOT: warning
// CHECK: 2xf32=[11 22]
// CHECK-NEXT: 2xf32=[4.5 9]
// CHECK-NOT: warning
func.func @main(%x: tensor<2xf32>) -> tensor<*xf32> attributes {tf.entry_function = {inputs = "x", outputs = "y"}} {
  %w = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "w"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  %wv = "tf.ReadVariableOp"(%w) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<2xf32>
  %y = "tf.AddV2"(%x, %wv) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyGradientDescent"(%w, %lr, %y) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<f32>, tensor<*xf32>) -> ()
  return %y : tensor<*xf32>
}
