// RUN: tagrad-run %s --function=pop_twice --input="3x2xf32=1,2,3,4,5,6" | FileCheck %s --check-prefix=TWICE
// RUN: tagrad-run %s --function=zeros_of_list_of_lists --input="2xf32=7,8" | FileCheck %s --check-prefix=ZEROS
// RUN: tagrad-run %s --function=pop_every_trip --input="3x2xf32=1,2,3,4,5,6" | FileCheck %s --check-prefix=TRIPS

// TensorFlow's lists are values: two ops popping the same list value (the
// gradient loops of two tf.gradients calls over one while_v2 loop, both
// popping its accumulators) each see the whole list, and the list keeps its
// length. TaGrad updates lists in place; -tagrad-legalize-tf gives an op
// taking an older value of a list the length that value had.
// TWICE: 2xf32=[5 6]
// TWICE-NEXT: 2xf32=[5 6]
// TWICE-NEXT: i32=2
// TWICE-NEXT: i32=3
func.func @pop_twice(%x: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>) {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %a:2 = "tf.TensorListPopBack"(%l, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<2xf32>)
  %b:2 = "tf.TensorListPopBack"(%l, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<2xf32>)
  %la = "tf.TensorListLength"(%a#0) : (tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<i32>
  %lb = "tf.TensorListLength"(%l) : (tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<i32>
  return %a#1, %b#1, %la, %lb : tensor<2xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>
}

// ZerosLike of a list of lists (a loop's accumulator of an inner loop's
// accumulators, which a second tf.gradients call takes as a zero
// gradient): a list of as many items, each the zeros of the list it holds.
// The list itself keeps its items.
// ZEROS: 2xf32=[0 0]
// ZEROS-NEXT: i32=1
// ZEROS-NEXT: 2xf32=[7 8]
func.func @zeros_of_list_of_lists(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>, tensor<2xf32>) {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %none = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %outer = "tf.EmptyTensorList"(%none, %none) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %inner = "tf.EmptyTensorList"(%shape, %none) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %i1 = "tf.TensorListPushBack"(%inner, %x) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %i2 = "tf.TensorListPushBack"(%i1, %x) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %o1 = "tf.TensorListPushBack"(%outer, %i2) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %z = "tf.ZerosLike"(%o1) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %p:2 = "tf.TensorListPopBack"(%z, %none) : (tensor<!tf_type.variant>, tensor<i32>) -> (tensor<!tf_type.variant>, tensor<!tf_type.variant>)
  %q:2 = "tf.TensorListPopBack"(%p#1, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<1xi32>) -> (tensor<!tf_type.variant>, tensor<2xf32>)
  %r:2 = "tf.TensorListPopBack"(%o1, %none) : (tensor<!tf_type.variant>, tensor<i32>) -> (tensor<!tf_type.variant>, tensor<!tf_type.variant>)
  %s:2 = "tf.TensorListPopBack"(%r#1, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<1xi32>) -> (tensor<!tf_type.variant>, tensor<2xf32>)
  %n = "tf.TensorListLength"(%q#0) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %q#1, %n, %s#1 : tensor<2xf32>, tensor<i32>, tensor<2xf32>
}

// A loop body that pops a list it passes on unchanged (GradientTape.jacobian
// without pfor: a while_loop over the output's items whose body runs the
// gradient loop, popping the forward loop's accumulators, every trip): each
// trip sees the whole list again, and so does the op after the loop.
// TRIPS: 2xf32=[24 30]
// TRIPS-NEXT: i32=3
func.func @pop_every_trip(%x: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<i32>) {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %acc = "tf.Const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %l = "tf.TensorListFromTensor"(%x, %shape) : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %w:3 = "tf.While"(%zero, %acc, %l) {body = @pop_body, cond = @pop_cond, is_stateless = true} : (tensor<i32>, tensor<2xf32>, tensor<!tf_type.variant<tensor<2xf32>>>) -> (tensor<i32>, tensor<2xf32>, tensor<!tf_type.variant<tensor<2xf32>>>)
  %n = "tf.TensorListLength"(%w#2) : (tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<i32>
  return %w#1, %n : tensor<2xf32>, tensor<i32>
}
func.func private @pop_cond(%i: tensor<i32>, %acc: tensor<2xf32>, %l: tensor<!tf_type.variant<tensor<2xf32>>>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @pop_body(%i: tensor<i32>, %acc: tensor<2xf32>, %l: tensor<!tf_type.variant<tensor<2xf32>>>) -> (tensor<i32>, tensor<2xf32>, tensor<!tf_type.variant<tensor<2xf32>>>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %a:2 = "tf.TensorListPopBack"(%l, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<2xf32>)
  %b:2 = "tf.TensorListPopBack"(%a#0, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<2xf32>)
  %sum = "tf.AddV2"(%a#1, %b#1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %acc1 = "tf.AddV2"(%acc, %sum) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1, %acc1, %l : tensor<i32>, tensor<2xf32>, tensor<!tf_type.variant<tensor<2xf32>>>
}
