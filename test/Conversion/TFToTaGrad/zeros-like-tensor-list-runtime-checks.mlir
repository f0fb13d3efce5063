// ZerosLike of a TensorList whose items' shapes are known only at run time
// (element shape [?,2]): as TensorFlow's TensorListZerosLike, each written
// item becomes zeros of its own shape and the others stay unwritten, so
// that a later read or concat finds the shapes the source's items had.
// Each function is the TensorFlow program of the same name in
// zeros-like-tensor-list-runtime-checks.py, which prints the values checked
// here (x = [[1,2]], y = [[3,4],[5,6],[7,8]]).

// RUN: tagrad-run %s --function=batches --input="1x2xf32=1,2" --input="3x2xf32=3,4,5,6,7,8" | FileCheck %s --check-prefix=BATCHES
// BATCHES: 8x2xf32={{\[\[}}0 0][3 4][5 6][7 8][0 0][0 0][0 0][1 2]]
// BATCHES-NEXT: 4xi64=[1 3 3 1]

// RUN: tagrad-run %s --function=gradient_add --input="1x2xf32=1,2" --input="3x2xf32=3,4,5,6,7,8" | FileCheck %s --check-prefix=ADD
// ADD: 3x3x2xf32={{\[\[\[}}0 0][0 0][0 0]]{{\[\[}}3 4][5 6][7 8]]{{\[\[}}0 0][0 0][0 0]]]

// RUN: tagrad-run %s --function=gradient_add_unwritten --input="1x2xf32=1,2" --input="3x2xf32=3,4,5,6,7,8" | FileCheck %s --check-prefix=UNWRITTEN
// UNWRITTEN: 5x2xf32={{\[\[}}0 0][3 4][5 6][7 8][0 0]]
// UNWRITTEN-NEXT: 3xi64=[1 3 1]

// RUN: tagrad-run %s --function=partial --input="1x2xf32=1,2" --input="3x2xf32=3,4,5,6,7,8" | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: 3x2xf32={{\[\[}}0 0][0 0][0 0]]
// PARTIAL-NEXT: 1x2xf32={{\[\[}}0 0]]
// PARTIAL-NEXT: 1x2xf32={{\[\[}}2 3]]
// PARTIAL-NEXT: i32=5

// RUN: tagrad-run %s --function=loop --input="1x2xf32=1,2" --input="3x2xf32=3,4,5,6,7,8" | FileCheck %s --check-prefix=LOOP
// LOOP: 6x2xf32={{\[\[}}0 0][0 0][0 0][0 0][0 0][0 0]]
// LOOP-NEXT: 3xi64=[1 2 3]

func.func @batches(%x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?xi64>) {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %i0 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %i1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i2 = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %i3 = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %lead = "tf.Const"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l1 = "tf.TensorListSetItem"(%l0, %i0, %x) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l2 = "tf.TensorListSetItem"(%l1, %i2, %y) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z0 = "tf.ZerosLike"(%l2) : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z1 = "tf.TensorListSetItem"(%z0, %i1, %y) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z2 = "tf.TensorListSetItem"(%z1, %i3, %x) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %rows, %lengths = "tf.TensorListConcatV2"(%z2, %shape, %lead) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<2xi32>, tensor<0xi64>) -> (tensor<?x2xf32>, tensor<?xi64>)
  return %rows, %lengths : tensor<?x2xf32>, tensor<?xi64>
}

// TensorFlow's while-loop gradient: the zeros of a list, AddN'd to a fresh
// list with one item set (TaGrad adds that item in place).
func.func @gradient_add(%x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> tensor<?x?x2xf32> {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i0 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %i1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i2 = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %c2 = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %c3 = "tf.Const"() {value = dense<3.0> : tensor<f32>} : () -> tensor<f32>
  %y2 = "tf.Mul"(%y, %c2) : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x2xf32>
  %y3 = "tf.Mul"(%y, %c3) : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x2xf32>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l1 = "tf.TensorListSetItem"(%l0, %i0, %y) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l2 = "tf.TensorListSetItem"(%l1, %i1, %y2) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l3 = "tf.TensorListSetItem"(%l2, %i2, %y3) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %f0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %f1 = "tf.TensorListSetItem"(%f0, %i1, %y) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z = "tf.ZerosLike"(%l3) : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %sum = "tf.AddN"(%z, %f1) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %s = "tf.TensorListStack"(%sum, %shape) {element_dtype = f32, num_elements = -1 : i64} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<2xi32>) -> tensor<?x?x2xf32>
  return %s : tensor<?x?x2xf32>
}

// The same, item 1 of the zeros unwritten: TensorFlow adds an item to an
// unwritten one as that item.
func.func @gradient_add_unwritten(%x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?xi64>) {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i0 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %i1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i2 = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %lead = "tf.Const"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l1 = "tf.TensorListSetItem"(%l0, %i0, %x) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l2 = "tf.TensorListSetItem"(%l1, %i2, %x) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %f0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %f1 = "tf.TensorListSetItem"(%f0, %i1, %y) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z = "tf.ZerosLike"(%l2) : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %sum = "tf.AddN"(%z, %f1) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %rows, %lengths = "tf.TensorListConcatV2"(%sum, %shape, %lead) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<2xi32>, tensor<0xi64>) -> (tensor<?x2xf32>, tensor<?xi64>)
  return %rows, %lengths : tensor<?x2xf32>, tensor<?xi64>
}

// Items 1 and 3 of 5 written: their zeros; item 4 written after.
func.func @partial(%x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<i32>) {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %i1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %i3 = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i4 = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %x1 = "tf.AddV2"(%x, %one) : (tensor<?x2xf32>, tensor<f32>) -> tensor<?x2xf32>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l1 = "tf.TensorListSetItem"(%l0, %i1, %y) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %l2 = "tf.TensorListSetItem"(%l1, %i3, %x) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z0 = "tf.ZerosLike"(%l2) : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %z1 = "tf.TensorListSetItem"(%z0, %i4, %x1) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %r1 = "tf.TensorListGetItem"(%z1, %i1, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<?x2xf32>
  %r3 = "tf.TensorListGetItem"(%z1, %i3, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<?x2xf32>
  %r4 = "tf.TensorListGetItem"(%z1, %i4, %shape) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<i32>, tensor<2xi32>) -> tensor<?x2xf32>
  %len = "tf.TensorListLength"(%z1) : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<i32>
  return %r1, %r3, %r4, %len : tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<i32>
}

// Items of 1, 2 and 3 rows pushed in a loop (the first i + 1 rows of y).
func.func @loop(%x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> (tensor<?x2xf32>, tensor<?xi64>) {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %lead = "tf.Const"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  %empty = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %r:3 = "tf.While"(%zero, %empty, %y) {body = @loop_body, cond = @loop_cond, is_stateless = true} : (tensor<i32>, tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<?x2xf32>) -> (tensor<i32>, tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<?x2xf32>)
  %z = "tf.ZerosLike"(%r#1) : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %rows, %lengths = "tf.TensorListConcatV2"(%z, %shape, %lead) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<2xi32>, tensor<0xi64>) -> (tensor<?x2xf32>, tensor<?xi64>)
  return %rows, %lengths : tensor<?x2xf32>, tensor<?xi64>
}
func.func private @loop_cond(%i: tensor<i32>, %l: tensor<!tf_type.variant<tensor<?x2xf32>>>, %y: tensor<?x2xf32>) -> tensor<i1> {
  %three = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Less"(%i, %three) : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @loop_body(%i: tensor<i32>, %l: tensor<!tf_type.variant<tensor<?x2xf32>>>, %y: tensor<?x2xf32>) -> (tensor<i32>, tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<?x2xf32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %two = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %begin = "tf.Const"() {value = dense<0> : tensor<2xi32>} : () -> tensor<2xi32>
  %next = "tf.AddV2"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %size = "tf.Pack"(%next, %two) {axis = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %rows = "tf.Slice"(%y, %begin, %size) : (tensor<?x2xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  %l1 = "tf.TensorListPushBack"(%l, %rows) : (tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<?x2xf32>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  return %next, %l1, %y : tensor<i32>, tensor<!tf_type.variant<tensor<?x2xf32>>>, tensor<?x2xf32>
}
