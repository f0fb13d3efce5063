// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf %s | FileCheck %s
// RUN: tagrad-run %s --function=grow --input="3xf32=1,2,3" | FileCheck %s --check-prefix=OUT

// A loop variable that grows (tf.while_loop with shape_invariants: a [0,3]
// tensor concatenated a row per trip) pushed onto a gradient accumulator
// declared [-1,3]. The first attempt at the loop takes the variable as
// [0,3] and sees the item pushed as [0,3]; the loop's variable types then
// generalize to [?,3], and the attempt that converts the loop must not keep
// the accumulator's items as [0,3] (every push after the first would fail).
// CHECK-LABEL: func.func @grow
// CHECK: tagrad.tensor_array %{{.*}} {{.*}}tensor_array_name = "acc"{{.*}} : !tagrad.tensor_array<tensor<?x3xf32>>
// CHECK: scf.while
// CHECK: tagrad.tensor_array.write %{{.*}} : !tagrad.tensor_array<tensor<?x3xf32>>, tensor<?x3xf32>

// Rows pushed: [], [x], [x,x]; the last pop gives [x, x].
// OUT: 2x3xf32={{\[\[}}1 2 3][1 2 3]]
func.func @grow(%x: tensor<3xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[-1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %empty = "tf.Const"() {value = dense<> : tensor<0x3xf32>} : () -> tensor<0x3xf32>
  %acc = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant> loc("acc")
  %r:4 = "tf.While"(%zero, %empty, %x, %acc) {body = @body, cond = @cond, is_stateless = true} : (tensor<i32>, tensor<0x3xf32>, tensor<3xf32>, tensor<!tf_type.variant>) -> (tensor<i32>, tensor<?x3xf32>, tensor<3xf32>, tensor<!tf_type.variant>)
  %l, %last = "tf.TensorListPopBack"(%r#3, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<2xi32>) -> (tensor<!tf_type.variant>, tensor<*xf32>)
  return %last : tensor<*xf32>
}
func.func private @cond(%i: tensor<i32>, %a: tensor<?x3xf32>, %x: tensor<3xf32>, %l: tensor<!tf_type.variant>) -> tensor<i1> {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %n) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %a: tensor<?x3xf32>, %x: tensor<3xf32>, %l: tensor<!tf_type.variant>) -> (tensor<i32>, tensor<?x3xf32>, tensor<3xf32>, tensor<!tf_type.variant>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %rowshape = "tf.Const"() {value = dense<[1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %l1 = "tf.TensorListPushBack"(%l, %a) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<?x3xf32>) -> tensor<!tf_type.variant>
  %row = "tf.Reshape"(%x, %rowshape) : (tensor<3xf32>, tensor<2xi32>) -> tensor<1x3xf32>
  %a1 = "tf.ConcatV2"(%a, %row, %axis) : (tensor<?x3xf32>, tensor<1x3xf32>, tensor<i32>) -> tensor<?x3xf32>
  %i1 = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %i1, %a1, %x, %l1 : tensor<i32>, tensor<?x3xf32>, tensor<3xf32>, tensor<!tf_type.variant>
}
