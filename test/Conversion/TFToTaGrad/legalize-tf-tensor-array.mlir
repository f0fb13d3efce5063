// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// TensorArrayV3's attributes map one to one; the handle's element type is
// the element_shape; flows become f32 scalars, indices index values.
// CHECK-LABEL: func.func @write_read
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>, %[[I:.*]]: tensor<i32>) -> tensor<3xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %[[C4]] {clear_after_read = false, dynamic_size = true, identical_element_shapes = true, tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<3xf32>>
// CHECK: %[[E:.*]] = tensor.extract %[[I]][] : tensor<i32>
// CHECK: %[[IDX:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK: %[[F1:.*]] = tagrad.tensor_array.write %[[TA]][%[[IDX]]], %[[X]], %[[F0]]
// CHECK: %[[IDX2:.*]] = arith.index_cast
// CHECK: %[[V:.*]] = tagrad.tensor_array.read %[[TA]][%[[IDX2]]], %[[F1]]
// CHECK: return %[[V]]
func.func @write_read(%x: tensor<3xf32>, %i: tensor<i32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%n) {clear_after_read = false, dtype = f32, dynamic_size = true, element_shape = #tf_type.shape<3>, identical_element_shapes = true, tensor_array_name = "ta"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
  %f1 = "tf.TensorArrayWriteV3"(%ta#0, %i, %x, %ta#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<i32>, tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %v = "tf.TensorArrayReadV3"(%ta#0, %i, %f1) {dtype = f32} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  return %v : tensor<*xf32>
}

// -----

// Scatter, gather, size and close; an unknown element_shape is refined by
// the first write (here the scatter's rows). An empty tensor_array_name
// takes the node name.
// CHECK-LABEL: func.func @scatter_gather
// CHECK: tagrad.tensor_array %{{.*}} {tensor_array_name = "node/TensorArray"} : !tagrad.tensor_array<tensor<2xf32>>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.scatter %[[TA:.*]][%[[IDX:.*]]], %arg0, %{{.*}} : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xi32>, tensor<3x2xf32>
// CHECK: %[[G:.*]] = tagrad.tensor_array.gather %[[TA]][%[[IDX]]], %[[F1]] : !tagrad.tensor_array<tensor<2xf32>>, tensor<3xi32>
// CHECK: %[[N:.*]] = tagrad.tensor_array.size %[[TA]], %[[F1]]
// CHECK: %[[N32:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: tensor.from_elements %[[N32]] : tensor<i32>
// CHECK: tagrad.tensor_array.close %[[TA]]
func.func @scatter_gather(%rows: tensor<3x2xf32>) -> (tensor<*xf32>, tensor<i32>) {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %idx = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc(fused["TensorArrayV3:", "node/TensorArray"])
  %f1 = "tf.TensorArrayScatterV3"(%ta#0, %idx, %rows, %ta#1) : (tensor<2x!tf_type.resource>, tensor<3xi32>, tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
  %g = "tf.TensorArrayGatherV3"(%ta#0, %idx, %f1) {dtype = f32, element_shape = #tf_type.shape<*>} : (tensor<2x!tf_type.resource>, tensor<3xi32>, tensor<f32>) -> tensor<*xf32>
  %s = "tf.TensorArraySizeV3"(%ta#0, %f1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<i32>
  "tf.TensorArrayCloseV3"(%ta#0) : (tensor<2x!tf_type.resource>) -> ()
  return %g, %s : tensor<*xf32>, tensor<i32>
}

// -----

// Split (int32 lengths become i64) and concat of ragged elements.
// CHECK-LABEL: func.func @split_concat
// CHECK: tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<?x2xf32>>
// CHECK: %[[L:.*]] = arith.constant dense<[1, 2]> : tensor<2xi64>
// CHECK: %[[F1:.*]] = tagrad.tensor_array.split %[[TA:.*]], %arg0, %[[L]], %{{.*}} : !tagrad.tensor_array<tensor<?x2xf32>>, tensor<3x2xf32>, tensor<2xi64>
// CHECK: %[[V:.*]], %[[LENGTHS:.*]] = tagrad.tensor_array.concat %[[TA]], %[[F1]] : !tagrad.tensor_array<tensor<?x2xf32>>
// CHECK: return %[[V]], %[[LENGTHS]] : tensor<?x2xf32>, tensor<?xi64>
func.func @split_concat(%v: tensor<3x2xf32>) -> (tensor<*xf32>, tensor<*xi64>) {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %lengths = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<?x2>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %l64 = "tf.Cast"(%lengths) : (tensor<2xi32>) -> tensor<2xi64>
  %f1 = "tf.TensorArraySplitV3"(%ta#0, %v, %l64, %ta#1) : (tensor<2x!tf_type.resource>, tensor<3x2xf32>, tensor<2xi64>, tensor<f32>) -> tensor<f32>
  %c:2 = "tf.TensorArrayConcatV3"(%ta#0, %f1) {dtype = f32} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<*xf32>, tensor<*xi64>)
  return %c#0, %c#1 : tensor<*xf32>, tensor<*xi64>
}

// -----

// Gradient arrays keep the source; GradWithShape prepends its dimensions.
// CHECK-LABEL: func.func @grads
// CHECK: %[[TA:.*]], %[[F0:.*]] = tagrad.tensor_array %{{.*}} : !tagrad.tensor_array<tensor<3xf32>>
// CHECK: %[[G:.*]], %[[GF:.*]] = tagrad.tensor_array.grad %[[TA]], %[[F0]] source "gradients" : !tagrad.tensor_array<tensor<3xf32>>
// CHECK: tagrad.tensor_array.write %[[G]][%{{.*}}], %arg0, %[[GF]]
// CHECK: tagrad.tensor_array.grad_with_shape %[[TA]], %[[F0]], %{{.*}} source "gradients_1" : !tagrad.tensor_array<tensor<3xf32>>, tensor<1xi32> -> !tagrad.tensor_array<tensor<5x3xf32>>
func.func @grads(%x: tensor<3xf32>) -> tensor<f32> {
  %n = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Const"() {value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
  %ta:2 = "tf.TensorArrayV3"(%n) {dtype = f32, element_shape = #tf_type.shape<3>} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %g:2 = "tf.TensorArrayGradV3"(%ta#0, %ta#1) {source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  %f = "tf.TensorArrayWriteV3"(%g#0, %i, %x, %g#1) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %h:2 = "tf.TensorArrayGradWithShape"(%ta#0, %ta#1, %p) {source = "gradients_1"} : (tensor<2x!tf_type.resource>, tensor<f32>, tensor<1xi32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
  return %f : tensor<f32>
}
// CHECK: %[[R:.*]] = tensor.from_elements %{{.*}} : tensor<f32>
// CHECK: return %[[R]] : tensor<f32>
