// Reshape to a constant shape of a tensor whose element count is known at
// run time only (a Range, a gather's result): TensorFlow's message at the
// op where the count differs from the shape's, or is not a multiple of the
// known sizes when one is inferred. Before, the first values were taken.
//
// RUN: tagrad-run %s --function=fixed --input="f32=24" 2>&1 | FileCheck %s --check-prefix=FIXED
// FIXED: 4x6xf32={{\[\[}}0 1 2 3 4 5]
// RUN: not tagrad-run %s --function=fixed --input="f32=25" 2>&1 | FileCheck %s --check-prefix=FIXED-WRONG
// FIXED-WRONG: Input to reshape is a tensor with 25 values, but the requested shape has 24 (at fixed_node)
// RUN: tagrad-run %s --function=inferred --input="f32=12" 2>&1 | FileCheck %s --check-prefix=INFERRED
// INFERRED: 2x6xf32={{\[\[}}0 1 2 3 4 5]
// RUN: not tagrad-run %s --function=inferred --input="f32=13" 2>&1 | FileCheck %s --check-prefix=INFERRED-WRONG
// INFERRED-WRONG: Input to reshape is a tensor with 13 values, but the requested shape requires a multiple of 6 (at inferred_node)

func.func @fixed(%n: tensor<f32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %d = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %r = "tf.Range"(%s, %n, %d) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %sh = "tf.Const"() {value = dense<[4, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.Reshape"(%r, %sh) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32> loc("fixed_node")
  return %y : tensor<*xf32>
}

func.func @inferred(%n: tensor<f32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %d = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %r = "tf.Range"(%s, %n, %d) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %sh = "tf.Const"() {value = dense<[-1, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.Reshape"(%r, %sh) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32> loc("inferred_node")
  return %y : tensor<*xf32>
}
