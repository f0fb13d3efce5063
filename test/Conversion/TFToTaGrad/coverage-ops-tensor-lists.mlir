// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Positive tests for TensorList and Optional ops of TFOps.def that no other
// test lowers (scripts/tf_frontend_coverage.py keeps every op covered).

// TensorListScatterV2 with num_elements = -1: a new list as long as the
// largest index + 1, its rows scattered in; Stack gathers them back.
// CHECK-LABEL: func.func @scatter_v2
// CHECK-SAME: (%[[ROWS:.*]]: tensor<3x2xf32>, %[[IDX:.*]]: tensor<3xi32>)
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[IDX]] : tensor<3xi32>)
// CHECK: arith.maxsi
// CHECK: %[[END:.*]] = arith.addi %{{.*}}, %c1 : index
// CHECK: %[[SIZE:.*]] = arith.maxsi %[[END]], %c-1 : index
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %[[SIZE]] {{.*}}writes_replace = true} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.scatter %[[TA]][%[[IDX]]], %[[ROWS]], %[[F0]]
// CHECK: %[[S:.*]] = tagrad.tensor_array.gather %[[TA]][%{{.*}}], %[[F1]]
// CHECK: return %[[S]] : tensor<?x2xf32>
func.func @scatter_v2(%rows: tensor<3x2xf32>, %idx: tensor<3xi32>) -> tensor<?x2xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListScatterV2"(%rows, %idx, %shape, %n) {element_dtype = f32} : (tensor<3x2xf32>, tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %s = "tf.TensorListStack"(%l, %shape) {element_dtype = f32, num_elements = -1 : i64} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}

// -----

// TensorListSplit makes a list of as many items as lengths has (a split of
// the tensor); TensorListConcat joins them back with their lengths.
// CHECK-LABEL: func.func @split_concat
// CHECK-SAME: (%[[X:.*]]: tensor<5x2xf32>, %[[LEN:.*]]: tensor<2xi64>)
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %[[C2]] {{.*}} : !tagrad.tensor_array<tensor<?x2xf32>>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.split %[[TA]], %[[X]], %[[LEN]], %[[F0]]
// CHECK: %[[V:.*]], %[[L:.*]] = tagrad.tensor_array.concat %[[TA]], %[[F1]]
// CHECK: return %[[V]], %[[L]] : tensor<?x2xf32>, tensor<?xi64>
func.func @split_concat(%x: tensor<5x2xf32>, %lengths: tensor<2xi64>) -> (tensor<?x2xf32>, tensor<?xi64>) {
  %shape = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %l = "tf.TensorListSplit"(%x, %shape, %lengths) {element_dtype = f32} : (tensor<5x2xf32>, tensor<2xi32>, tensor<2xi64>) -> tensor<!tf_type.variant<tensor<?x2xf32>>>
  %t, %len = "tf.TensorListConcat"(%l) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<?x2xf32>>>) -> (tensor<?x2xf32>, tensor<?xi64>)
  return %t, %len : tensor<?x2xf32>, tensor<?xi64>
}

// -----

// TensorListScatterIntoExistingList scatters into the reserved list and
// grows its length to max(length, largest index + 1).
// CHECK-LABEL: func.func @scatter_into_existing
// CHECK-SAME: (%[[ROWS:.*]]: tensor<2x2xf32>, %[[IDX:.*]]: tensor<2xi32>)
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %[[C3]]
// CHECK: %[[END:.*]] = arith.addi %{{.*}}, %c1 : index
// CHECK: %[[LEN:.*]] = arith.maxsi %[[END]], %[[C3]] : index
// CHECK: %[[F1:.*]] = tagrad.tensor_array.scatter %[[TA]][%[[IDX]]], %[[ROWS]], %[[F0]]
// CHECK: tensor.generate %[[LEN]]
// CHECK: %[[S:.*]] = tagrad.tensor_array.gather %[[TA]][%{{.*}}], %[[F1]]
// CHECK: return %[[S]]
func.func @scatter_into_existing(%rows: tensor<2x2xf32>, %idx: tensor<2xi32>) -> tensor<?x2xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.TensorListReserve"(%shape, %n) {element_dtype = f32} : (tensor<1xi32>, tensor<i32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %l1 = "tf.TensorListScatterIntoExistingList"(%l, %rows, %idx) {element_dtype = f32} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<2x2xf32>, tensor<2xi32>) -> tensor<!tf_type.variant<tensor<2xf32>>>
  %s = "tf.TensorListStack"(%l1, %shape) {element_dtype = f32, num_elements = -1 : i64} : (tensor<!tf_type.variant<tensor<2xf32>>>, tensor<1xi32>) -> tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}

// -----

// OptionalHasValue is a constant: true for an optional made from a value,
// false for OptionalNone.
// CHECK-LABEL: func.func @optional_has_value
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : tensor<i1>
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : tensor<i1>
// CHECK: return %[[T]], %[[F]] : tensor<i1>, tensor<i1>
func.func @optional_has_value(%x: tensor<2xf32>) -> (tensor<i1>, tensor<i1>) {
  %o = "tf.OptionalFromValue"(%x) : (tensor<2xf32>) -> tensor<!tf_type.variant>
  %h = "tf.OptionalHasValue"(%o) : (tensor<!tf_type.variant>) -> tensor<i1>
  %none = "tf.OptionalNone"() : () -> tensor<!tf_type.variant>
  %h2 = "tf.OptionalHasValue"(%none) : (tensor<!tf_type.variant>) -> tensor<i1>
  return %h, %h2 : tensor<i1>, tensor<i1>
}
