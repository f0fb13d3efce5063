// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s | FileCheck %s

// AddN of whole TensorLists (TensorFlow's gradient of one TensorList read in
// two loops adds the two loops' gradient lists): item by item into the
// first list, in place, as TensorListBinaryAdd adds them. The run-time
// values are in tensor-list-add-whole.mlir.

// Items of a fully defined shape: every item reads (unset ones as zeros),
// so each item of the second list is added to the first's; lengths known
// equal need no check.
// CHECK-LABEL: func.func @add_static
// CHECK: %[[A:.*]], %{{.*}} = tagrad.tensor_array %[[C3:[a-z0-9_]+]] {{.*}} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[FA:.*]] = tagrad.tensor_array.scatter %[[A]]
// CHECK: %[[B:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[FB:.*]] = tagrad.tensor_array.scatter %[[B]]
// CHECK-NOT: tagrad.runtime_check
// CHECK: %[[SUM:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[C3]] step %{{.*}} iter_args(%[[F:.*]] = %[[FA]]) -> (f32) {
// CHECK:   %[[BI:.*]] = tagrad.tensor_array.read %[[B]][%[[I]]], %[[FB]]
// CHECK:   %[[AI:.*]] = tagrad.tensor_array.read %[[A]][%[[I]]], %[[F]]
// CHECK:   arith.addf
// CHECK:   %[[W:.*]] = tagrad.tensor_array.write %[[A]][%[[I]]], %{{.*}}, %[[F]]
// CHECK:   scf.yield %[[W]] : f32
// CHECK: tagrad.tensor_array.gather %[[A]][%{{.*}}], %[[SUM]]
func.func @add_static(%x: tensor<3x2xf32>, %y: tensor<3x2xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %a = "tf.TensorListFromTensor"(%x, %shape) : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant>
  %b = "tf.TensorListFromTensor"(%y, %shape) : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant>
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %st = "tf.TensorListStack"(%s, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<1xi32>) -> tensor<*xf32>
  return %st : tensor<*xf32>
}

// -----

// Items of a shape known only at run time, in a module that takes a
// ZerosLike of a list (so lists keep which items are set): an item set in
// the second list is added where the first has one too, else copied, and
// marked set; the lengths are checked at run time.
// CHECK-LABEL: func.func @add_marked
// CHECK: tagrad.runtime_check {{.*}} "Trying to add two lists of tensors with different lengths. One is {0} and the other is {1}"
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32) {
// CHECK:   %[[OTHER:.*]] = scf.if %{{.*}} -> (f32, f32) {
// CHECK:     %[[ITEM:.*]] = tagrad.tensor_array.read
// CHECK:     %[[V:.*]] = scf.if %{{.*}} -> (tensor<?xf32>) {
// CHECK:       arith.addf
// CHECK:     } else {
// CHECK:       scf.yield %[[ITEM]] : tensor<?xf32>
// CHECK:     tagrad.tensor_array.write %{{.*}}, %[[V]]
// CHECK:     tagrad.tensor_array.write
// CHECK:   } else {
func.func @add_marked(%x: tensor<2x?xf32>, %y: tensor<2x?xf32>, %n: tensor<i32>, %m: tensor<i32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %i01 = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.TensorListScatterV2"(%x, %i01, %shape, %n) : (tensor<2x?xf32>, tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %b = "tf.TensorListScatterV2"(%y, %i01, %shape, %m) : (tensor<2x?xf32>, tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %z = "tf.ZerosLike"(%s) : (tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %len = "tf.TensorListLength"(%z) : (tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// Lengths known to differ.
func.func @lengths_differ(%x: tensor<3x2xf32>, %y: tensor<4x2xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %a = "tf.TensorListFromTensor"(%x, %shape) : (tensor<3x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant>
  %b = "tf.TensorListFromTensor"(%y, %shape) : (tensor<4x2xf32>, tensor<1xi32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.AddN' Trying to add two lists of tensors with different lengths. One is 3 and the other is 4}}
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %n = "tf.TensorListLength"(%s) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %n : tensor<i32>
}

// -----

// Items of shapes that cannot be added.
func.func @items_differ(%x: tensor<3x2xf32>, %y: tensor<3x3xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.TensorListFromTensor"(%x, %shape) : (tensor<3x2xf32>, tensor<i32>) -> tensor<!tf_type.variant>
  %b = "tf.TensorListFromTensor"(%y, %shape) : (tensor<3x3xf32>, tensor<i32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.AddN' adds TensorLists whose items are 'tensor<2xf32>' and 'tensor<3xf32>', which TensorFlow cannot add}}
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %n = "tf.TensorListLength"(%s) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %n : tensor<i32>
}

// -----

// Lists of lists (EmptyTensorLists without an element dtype).
func.func @lists_of_lists() -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %b = "tf.EmptyTensorList"(%shape, %max) : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.AddN' adds whole TensorLists of lists or loop accumulators, whose items TaGrad does not keep apart}}
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %n = "tf.TensorListLength"(%s) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %n : tensor<i32>
}
