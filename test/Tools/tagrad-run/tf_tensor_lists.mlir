// TensorFlow 2's TensorLists run on tensor arrays whose writes replace: an
// item written twice holds the second value, an item read and written
// again holds the new one, an unset item reads as zeros, and the list's
// own rules fail with TensorFlow's messages at the op's location. The
// values take both paths: a size known at compile time (decomposed into
// buffers) and one known only at run time (the runtime's store).
// RUN: tagrad-run %s --function=values_static | FileCheck %s --check-prefix=VALUES
// RUN: tagrad-run %s --function=values --input="i32=3" | FileCheck %s --check-prefix=VALUES
// VALUES: 3x2xf32={{\[\[}}0 0][5 6][1 2]]
// VALUES-NEXT: 2xf32=[5 6]
// VALUES-NEXT: i32=3
// RUN: not tagrad-run %s --function=access --input="i32=3" 2>&1 | FileCheck %s --check-prefix=ACCESS
// ACCESS: tagrad runtime error: Trying to access element 3 in a list with 3 elements. (at get)
// RUN: not tagrad-run %s --function=pop --input="i32=2" 2>&1 | FileCheck %s --check-prefix=POP
// RUN: tagrad-run %s --function=pop --input="i32=1" | FileCheck %s --check-prefix=POPOK
// POP: Trying to pop from an empty list.
// POPOK: f32=7
func.func @values_static() -> (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %r:3 = "tf.PartitionedCall"(%n) {f = @values} : (tensor<i32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>)
  return %r#0, %r#1, %r#2 : tensor<3x2xf32>, tensor<2xf32>, tensor<i32>
}

func.func @values(%n: tensor<i32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<i32>) {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %two = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %x = "tf.Const"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %y = "tf.Const"() {value = dense<[3.0, 4.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %z = "tf.Const"() {value = dense<[5.0, 6.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %l1 = "tf.TensorListSetItem"(%l, %one, %y) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %r = "tf.TensorListGetItem"(%l1, %one, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<1xi32>) -> tensor<2xf32>
  %l2 = "tf.TensorListSetItem"(%l1, %one, %z) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %l3 = "tf.TensorListSetItem"(%l2, %two, %x) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %s = "tf.TensorListStack"(%l3, %shape) {element_dtype = f32, num_elements = 3 : i64} : (tensor<!tf_type.variant>, tensor<1xi32>) -> tensor<3x2xf32>
  %g = "tf.TensorListGetItem"(%l3, %one, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<1xi32>) -> tensor<2xf32>
  %len = "tf.TensorListLength"(%l3) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %s, %g, %len : tensor<3x2xf32>, tensor<2xf32>, tensor<i32>
}

func.func @access(%i: tensor<i32>) -> tensor<2xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %g = "tf.TensorListGetItem"(%l, %i, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<1xi32>) -> tensor<2xf32> loc("get")
  return %g : tensor<2xf32>
}

// Pushes one item, then pops %n times in a loop.
func.func @pop(%n: tensor<i32>) -> tensor<f32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %seven = "tf.Const"() {value = dense<7.0> : tensor<f32>} : () -> tensor<f32>
  %fzero = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %l = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %l1 = "tf.TensorListPushBack"(%l, %seven) : (tensor<!tf_type.variant>, tensor<f32>) -> tensor<!tf_type.variant>
  %r:3 = "tf.WhileRegion"(%zero, %l1, %fzero) ({
  ^bb0(%i: tensor<i32>, %li: tensor<!tf_type.variant>, %a: tensor<f32>):
    %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tf.Yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %li: tensor<!tf_type.variant>, %a: tensor<f32>):
    %lo, %v = "tf.TensorListPopBack"(%li, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>) -> (tensor<!tf_type.variant>, tensor<f32>)
    %a2 = "tf.AddV2"(%a, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %j = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tf.Yield"(%j, %lo, %a2) : (tensor<i32>, tensor<!tf_type.variant>, tensor<f32>) -> ()
  }) {is_stateless = false} : (tensor<i32>, tensor<!tf_type.variant>, tensor<f32>) -> (tensor<i32>, tensor<!tf_type.variant>, tensor<f32>)
  return %r#2 : tensor<f32>
}
