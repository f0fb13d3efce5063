// AddN of whole TensorLists (TensorFlow's gradient of one TensorList read in
// two loops adds the loops' gradient lists), as TensorListBinaryAdd: lists
// of one length, added item by item; an item set in one list only is that
// item, one set in neither stays unset. Items here have a shape known only
// at run time (element shape [-1]), so that the lists keep which items are
// set. Each function is the TensorFlow program of the same name in
// tensor-list-add-whole.py, which prints the values checked here
// (x = [[1,2,3],[4,5,6]], y = [[10,20,30],[40,50,60]]).

// RUN: tagrad-run %s --function=overlap --input="2x3xf32=1,2,3,4,5,6" --input="2x3xf32=10,20,30,40,50,60" | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: 3xf32=[1 2 3]
// OVERLAP-NEXT: 3xf32=[14 25 36]
// OVERLAP-NEXT: 3xf32=[40 50 60]
// OVERLAP-NEXT: i32=4
// OVERLAP-NEXT: 3xf32=[0 0 0]

// RUN: tagrad-run %s --function=three --input="2x3xf32=1,2,3,4,5,6" --input="2x3xf32=10,20,30,40,50,60" | FileCheck %s --check-prefix=THREE
// THREE: 2x3xf32={{\[\[}}13 26 39][52 65 78]]

// RUN: not tagrad-run %s --function=lengths_differ --input="2x3xf32=1,2,3,4,5,6" --input="2x3xf32=10,20,30,40,50,60" 2>&1 | FileCheck %s --check-prefix=LENGTHS
// LENGTHS: Trying to add two lists of tensors with different lengths. One is 2 and the other is 3

func.func @overlap(%x: tensor<2x?xf32>, %y: tensor<2x?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<i32>, tensor<*xf32>) {
  %shape = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %i01 = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %i12 = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %i0 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %i1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i2 = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %es = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %a = "tf.TensorListScatterV2"(%x, %i01, %shape, %n) : (tensor<2x?xf32>, tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %b = "tf.TensorListScatterV2"(%y, %i12, %shape, %n) : (tensor<2x?xf32>, tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %z = "tf.ZerosLike"(%s) : (tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %g0 = "tf.TensorListGetItem"(%s, %i0, %es) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  %g1 = "tf.TensorListGetItem"(%s, %i1, %es) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  %g2 = "tf.TensorListGetItem"(%s, %i2, %es) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  %len = "tf.TensorListLength"(%s) : (tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<i32>
  %z2 = "tf.TensorListGetItem"(%z, %i2, %es) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  return %g0, %g1, %g2, %len, %z2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<i32>, tensor<*xf32>
}

func.func @three(%x: tensor<2x?xf32>, %y: tensor<2x?xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %two = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %x2 = "tf.Mul"(%x, %two) : (tensor<2x?xf32>, tensor<f32>) -> tensor<2x?xf32>
  %a = "tf.TensorListFromTensor"(%x, %shape) : (tensor<2x?xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %b = "tf.TensorListFromTensor"(%y, %shape) : (tensor<2x?xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %c = "tf.TensorListFromTensor"(%x2, %shape) : (tensor<2x?xf32>, tensor<1xi32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %s = "tf.AddN"(%a, %b, %c) : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<!tf_type.variant<tensor<?xf32>>>, tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %st = "tf.TensorListStack"(%s, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<1xi32>) -> tensor<*xf32>
  return %st : tensor<*xf32>
}

func.func @lengths_differ(%x: tensor<2x?xf32>, %y: tensor<2x?xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %n2 = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %n3 = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i01 = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a = "tf.TensorListScatterV2"(%x, %i01, %shape, %n2) : (tensor<2x?xf32>, tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %b = "tf.TensorListScatterV2"(%y, %i01, %shape, %n3) : (tensor<2x?xf32>, tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %s = "tf.AddN"(%a, %b) : (tensor<!tf_type.variant<tensor<?xf32>>>, tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<!tf_type.variant<tensor<?xf32>>>
  %len = "tf.TensorListLength"(%s) : (tensor<!tf_type.variant<tensor<?xf32>>>) -> tensor<i32>
  return %len : tensor<i32>
}
