// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s | FileCheck %s

// ZerosLike of a TensorList. A list whose element shape is not fully
// defined keeps, beside its array, an array of i8 marks of the items
// written (`<name>/written`), where the module takes a list's ZerosLike:
// TensorListZerosLike gives each written item zeros of its own shape and
// leaves the others unwritten. Values: zeros-like-tensor-list-runtime-checks.

// CHECK-LABEL: func.func @dynamic_items
// CHECK: %[[TA:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {{.*}}tensor_array_name = "l"{{.*}} : !tagrad.tensor_array<tensor<?x2xf32>>
// CHECK: %[[MARKS:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {{.*}}tensor_array_name = "l/written"{{.*}} : !tagrad.tensor_array<tensor<i8>>
// CHECK: tagrad.tensor_array.write %[[TA]]
// CHECK: tagrad.tensor_array.write %[[MARKS]]
// CHECK: %[[ZEROS:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {{.*}}tensor_array_name = "z"{{.*}} : !tagrad.tensor_array<tensor<?x2xf32>>
// CHECK: %[[ZMARKS:.*]], %{{.*}} = tagrad.tensor_array %{{.*}} {{.*}}tensor_array_name = "z/written"{{.*}} : !tagrad.tensor_array<tensor<i8>>
// CHECK: scf.for
// CHECK:   tagrad.tensor_array.read %[[MARKS]]
// CHECK:   scf.if
// CHECK:     %[[ITEM:.*]] = tagrad.tensor_array.read %[[TA]]
// CHECK:     tensor.dim %[[ITEM]]
// CHECK:     linalg.fill
// CHECK:     tagrad.tensor_array.write %[[ZEROS]]
// CHECK:     tagrad.tensor_array.write %[[ZMARKS]]
func.func @dynamic_items(%x: tensor<?x2xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant> loc("l")
  %l1 = "tf.TensorListSetItem"(%l0, %i, %x) : (tensor<!tf_type.variant>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant>
  %z = "tf.ZerosLike"(%l1) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant> loc("z")
  %len = "tf.TensorListLength"(%z) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// A fully defined element shape: an unwritten item reads as the zeros
// ZerosLike would give it, so the zeros are an empty list, and no marks.
// CHECK-LABEL: func.func @static_items
// CHECK-NOT: written
// CHECK-NOT: scf.for
// CHECK: return
func.func @static_items(%x: tensor<2xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %l1 = "tf.TensorListSetItem"(%l0, %i, %x) : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xf32>) -> tensor<!tf_type.variant>
  %z = "tf.ZerosLike"(%l1) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%z) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}

// -----

// No ZerosLike of a list in the module: no marks.
// CHECK-LABEL: func.func @no_zeros_like
// CHECK-NOT: written
// CHECK: return
func.func @no_zeros_like(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l0 = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<2xi32>, tensor<i32>) -> tensor<!tf_type.variant>
  %l1 = "tf.TensorListSetItem"(%l0, %i, %x) : (tensor<!tf_type.variant>, tensor<i32>, tensor<?x2xf32>) -> tensor<!tf_type.variant>
  %z = "tf.ZerosLike"(%x) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %r = "tf.TensorListGetItem"(%l1, %i, %shape) {element_dtype = f32} : (tensor<!tf_type.variant>, tensor<i32>, tensor<2xi32>) -> tensor<?x2xf32>
  %s = "tf.AddV2"(%r, %z) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}

// -----

// Items of unknown rank: their zeros would need a rank known only at run
// time.
func.func @unranked_items(%x: tensor<*xf32>) -> tensor<i32> {
  %shape = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %max = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l0 = "tf.EmptyTensorList"(%shape, %max) {element_dtype = f32} : (tensor<i32>, tensor<i32>) -> tensor<!tf_type.variant>
  %l1 = "tf.TensorListPushBack"(%l0, %x) : (tensor<!tf_type.variant>, tensor<*xf32>) -> tensor<!tf_type.variant>
  // expected-error@+1 {{'tf.ZerosLike' takes a TensorList whose items' rank is not known before run time; TaGrad cannot make their zeros}}
  %z = "tf.ZerosLike"(%l1) : (tensor<!tf_type.variant>) -> tensor<!tf_type.variant>
  %len = "tf.TensorListLength"(%z) : (tensor<!tf_type.variant>) -> tensor<i32>
  return %len : tensor<i32>
}
