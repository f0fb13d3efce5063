// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Each optimizer update op: one linalg.generic per slot (the variable and its
// accumulators), each the whole element-wise update of TensorFlow's kernel;
// sparse ops loop over the indices, a row at a time (integration tests:
// test/Integration/TensorFlow/optimizer_zoo.mlir).

// CHECK-LABEL: func.func @resourceApplyAdagradV2
// CHECK: linalg.generic
// CHECK: math.sqrt
// CHECK: linalg.generic
func.func @resourceApplyAdagradV2(%g: tensor<3x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %eps = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyAdagradV2"(%v, %a, %lr, %eps, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @resourceSparseApplyAdagradV2
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK: math.sqrt
// CHECK: linalg.generic
func.func @resourceSparseApplyAdagradV2(%g: tensor<2x2xf32>, %i: tensor<2xi32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %eps = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceSparseApplyAdagradV2"(%v, %a, %lr, %eps, %g, %i) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<f32>, tensor<2x2xf32>, tensor<2xi32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @resourceApplyAdagrad
// CHECK: linalg.generic
// CHECK: math.rsqrt
// CHECK: linalg.generic
func.func @resourceApplyAdagrad(%g: tensor<3x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyAdagrad"(%v, %a, %lr, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @resourceApplyAdam
// CHECK: linalg.generic
// CHECK: math.sqrt
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @resourceApplyAdam(%g: tensor<3x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %b = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "b"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %b1p = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %b2p = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %b1 = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %b2 = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %eps = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyAdam"(%v, %a, %b, %b1p, %b2p, %lr, %b1, %b2, %eps, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @resourceApplyRMSProp
// CHECK: linalg.generic
// CHECK: math.sqrt
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @resourceApplyRMSProp(%g: tensor<3x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %b = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "b"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %rho = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %mom = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %eps = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyRMSProp"(%v, %a, %b, %lr, %rho, %mom, %eps, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @resourceApplyCenteredRMSProp
// CHECK: linalg.generic
// CHECK: math.sqrt
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @resourceApplyCenteredRMSProp(%g: tensor<3x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %b = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "b"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %c = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "c"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %rho = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %mom = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %eps = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyCenteredRMSProp"(%v, %a, %b, %c, %lr, %rho, %mom, %eps, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @resourceApplyAdadelta
// CHECK: linalg.generic
// CHECK: math.rsqrt
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @resourceApplyAdadelta(%g: tensor<3x2xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %a = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "a"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %b = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "b"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %lr = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %rho = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %eps = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  "tf.ResourceApplyAdadelta"(%v, %a, %b, %lr, %rho, %eps, %g) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<3x2xf32>) -> ()
  return
}

// -----

// ResourceGather reads the variable's rows; each ResourceScatter op updates
// them in a loop over the indices with its combination.
// CHECK-LABEL: func.func @gather_and_scatter
// CHECK: tensor.extract
// CHECK-COUNT-7: scf.for
// CHECK: return
func.func @gather_and_scatter(%i: tensor<2xi32>, %u: tensor<2x2xf32>) -> tensor<*xf32> {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<3x2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<3x2xf32>>>
  %g = "tf.ResourceGather"(%v, %i) {batch_dims = 0 : i64, dtype = f32} : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>) -> tensor<*xf32>
  "tf.ResourceScatterAdd"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterSub"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterMul"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterDiv"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterMin"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterMax"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  "tf.ResourceScatterUpdate"(%v, %i, %u) : (tensor<!tf_type.resource<tensor<3x2xf32>>>, tensor<2xi32>, tensor<2x2xf32>) -> ()
  return %g : tensor<*xf32>
}

// -----

// ResourceGather with batch_dims gathers along axis batch_dims, and
// ResourceGatherNd reads the variable as GatherNd does.
// CHECK-LABEL: func.func @gather_batch_dims_and_nd
// CHECK: linalg.generic
// CHECK: tensor<2x2x4xf32>
// CHECK: linalg.generic
// CHECK: tensor<2x4xf32>
func.func @gather_batch_dims_and_nd(%i: tensor<2x2xi32>, %j: tensor<2x2xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2x3x4>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2x3x4xf32>>>
  %g = "tf.ResourceGather"(%v, %i) {batch_dims = 1 : i64, dtype = f32} : (tensor<!tf_type.resource<tensor<2x3x4xf32>>>, tensor<2x2xi32>) -> tensor<*xf32>
  %n = "tf.ResourceGatherNd"(%v, %j) {dtype = f32} : (tensor<!tf_type.resource<tensor<2x3x4xf32>>>, tensor<2x2xi32>) -> tensor<*xf32>
  return %g, %n : tensor<*xf32>, tensor<*xf32>
}

// -----

// Unique: a loop over the elements with a search among the values found.
// CHECK-LABEL: func.func @unique
// CHECK: scf.for
// CHECK: scf.for
// CHECK: tensor.extract_slice
func.func @unique(%x: tensor<5xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %y, %idx = "tf.Unique"(%x) : (tensor<5xf32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %y, %idx : tensor<*xf32>, tensor<*xi32>
}
