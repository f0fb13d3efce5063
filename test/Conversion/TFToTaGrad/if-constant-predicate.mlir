// A conditional whose predicate the graph fixes (TensorFlow's gradient of
// MatrixSetDiagV3 picks a diagonal shape of one or two sizes this way) is
// the branch that runs: its result keeps its own length, so the Fill it
// shapes has a known rank. Each branch yields a shape of its own length.
//
// RUN: tagrad-run %s --function=main 2>&1 | FileCheck %s
// CHECK: 3xf32=[1.5 1.5 1.5]

func.func @main() -> tensor<*xf32> {
  %p = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %shape = "tf.IfRegion"(%p) ({
    %a = "tf.Const"() {value = dense<[3]> : tensor<1xi32>} : () -> tensor<1xi32>
    "tf.Yield"(%a) : (tensor<1xi32>) -> ()
  }, {
    %b = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
    "tf.Yield"(%b) : (tensor<2xi32>) -> ()
  }) {is_stateless = true} : (tensor<i1>) -> tensor<*xi32>
  %v = "tf.Const"() {value = dense<1.5> : tensor<f32>} : () -> tensor<f32>
  %y = "tf.Fill"(%shape, %v) : (tensor<*xi32>, tensor<f32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
