// A stack every push of which pushes one constant pops that constant: a
// gradient's saved rank (Sum's gradient of a value of unknown rank builds
// its shape from Range(0, rank)) stays known, and the shape built from it
// has a known length. A stack whose pushes differ pops what it holds.
//
// RUN: tagrad-run %s --function=same --input="2xf32=3,4" 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: 1x2xf32={{\[\[}}3 4]]
// RUN: tagrad-run %s --function=differ 2>&1 | FileCheck %s --check-prefix=DIFFER
// DIFFER: i32=5
// DIFFER: i32=2

func.func @same(%x: tensor<2xf32>) -> tensor<*xf32> {
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%max) {elem_type = i32, stack_name = "ranks"} : (tensor<i32>) -> tensor<2x!tf_type.resource>
  %rank = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %p0 = "tf.StackPushV2"(%s, %rank) {swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<i32>) -> tensor<i32>
  %p1 = "tf.StackPushV2"(%s, %rank) {swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<i32>) -> tensor<i32>
  %r = "tf.StackPopV2"(%s) : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %end = "tf.AddV2"(%r, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
  %shape = "tf.Range"(%one, %end, %one) : (tensor<i32>, tensor<*xi32>, tensor<i32>) -> tensor<?xi32>
  %y = "tf.Reshape"(%x, %shape) : (tensor<2xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

func.func @differ() -> (tensor<*xi32>, tensor<*xi32>) {
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.StackV2"(%max) {elem_type = i32, stack_name = "values"} : (tensor<i32>) -> tensor<2x!tf_type.resource>
  %two = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %five = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %p0 = "tf.StackPushV2"(%s, %two) {swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<i32>) -> tensor<i32>
  %p1 = "tf.StackPushV2"(%s, %five) {swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<i32>) -> tensor<i32>
  %a = "tf.StackPopV2"(%s) : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
  %b = "tf.StackPopV2"(%s) : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
  return %a, %b : tensor<*xi32>, tensor<*xi32>
}
