// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// A positive test for each op of the op table (TFOps.def) that no other
// legalize test or integration test covers: each legalizes, its result is
// built of the op's lowering, and no tf op is left.

// CHECK-LABEL: func.func @forwarding
// CHECK: return %arg0, %arg0, %arg0, %arg0, %arg0
// CHECK-NOT: "tf.
func.func @forwarding(%x: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %a = "tf.EnsureShape"(%x) {shape = #tf_type.shape<2x3>} : (tensor<2x3xf32>) -> tensor<*xf32>
  %b:2 = "tf.IdentityN"(%x, %a) : (tensor<2x3xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %c = "tf.PreventGradient"(%b#0) : (tensor<*xf32>) -> tensor<*xf32>
  %d = "tf.Snapshot"(%c) : (tensor<*xf32>) -> tensor<*xf32>
  %e = "tf.StopGradient"(%d) : (tensor<*xf32>) -> tensor<*xf32>
  return %a, %b#1, %c, %d, %e : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK: tensor.insert_slice
// CHECK: tensor.expand_shape
// CHECK: linalg.fill
// CHECK: tensor.insert_slice
// CHECK: linalg.transpose
// CHECK-NOT: "tf.
func.func @shapes(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xi32>, tensor<*xf32>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Concat"(%one, %x, %y) : (tensor<i32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  %sh = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %off:2 = "tf.ConcatOffset"(%one, %sh, %sh) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  %e = "tf.ExpandDims"(%x, %zero) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  %perm = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %inv = "tf.InvertPermutation"(%perm) : (tensor<2xi32>) -> tensor<*xi32>
  %o = "tf.OnesLike"(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %z = "tf.ZerosLike"(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %r = "tf.Rank"(%x) : (tensor<2x3xf32>) -> tensor<*xi32>
  %n = "tf.Size"(%x) : (tensor<2x3xf32>) -> tensor<*xi32>
  %pads = "tf.Const"() {value = dense<[[1, 0], [0, 2]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %p = "tf.Pad"(%x, %pads) : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  %cv = "tf.Const"() {value = dense<7.0> : tensor<f32>} : () -> tensor<f32>
  %p2 = "tf.PadV2"(%x, %pads, %cv) : (tensor<2x3xf32>, tensor<2x2xi32>, tensor<f32>) -> tensor<*xf32>
  %axes = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %rv = "tf.ReverseV2"(%x, %axes) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  %t = "tf.ConjugateTranspose"(%x, %perm) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %c, %off#1, %e, %inv, %o, %z, %r, %n, %p, %p2, %rv, %t, %t : tensor<*xf32>, tensor<*xi32>, tensor<*xf32>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @split_squeeze
// CHECK: tensor.extract_slice
// CHECK: tensor.collapse_shape
// CHECK-NOT: "tf.
func.func @split_squeeze(%x: tensor<4x1x6xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %axis = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %s:2 = "tf.Split"(%axis, %x) {num_split = 2 : i64} : (tensor<i32>, tensor<4x1x6xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %sizes = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %v:2 = "tf.SplitV"(%x, %sizes, %axis) {num_split = 2 : i64} : (tensor<4x1x6xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>)
  %q = "tf.Squeeze"(%x) {squeeze_dims = [1]} : (tensor<4x1x6xf32>) -> tensor<*xf32>
  return %s#1, %v#1, %q : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @indexing
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: scf.for
// CHECK-NOT: "tf.
func.func @indexing(%x: tensor<5x3xf32>, %i: tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %g = "tf.Gather"(%x, %i) : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %g2 = "tf.GatherV2"(%x, %i, %zero) : (tensor<5x3xf32>, tensor<2xi32>, tensor<i32>) -> tensor<*xf32>
  %depth = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %off = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %oh = "tf.OneHot"(%i, %depth, %on, %off) {axis = -1 : i64} : (tensor<2xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %seg = "tf.UnsortedSegmentSum"(%g, %i, %n) : (tensor<*xf32>, tensor<2xi32>, tensor<i32>) -> tensor<*xf32>
  return %g, %g2, %oh, %seg : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @reductions
// CHECK: arith.maximumf
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: scf.for
// CHECK-NOT: "tf.
func.func @reductions(%x: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi64>, tensor<*xi32>, tensor<*xf32>) {
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %m = "tf.Max"(%x, %axis) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  %p = "tf.Prod"(%x, %axis) {keep_dims = true} : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  %s = "tf.Sum"(%x, %axis) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  %a = "tf.ArgMax"(%x, %axis) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xi64>
  %b = "tf.ArgMin"(%x, %axis) {output_type = i32} : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xi32>
  %c = "tf.Cumprod"(%x, %axis) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  return %m, %p, %s, %a, %b, %c : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi64>, tensor<*xi32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @nn
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: math.exp
// CHECK: math.log
// CHECK-NOT: "tf.
func.func @nn(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %x: tensor<2x5xf32>, %bias: tensor<5xf32>, %l: tensor<2x5xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %m = "tf.BatchMatMul"(%a, %b) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<*xf32>
  %m3 = "tf.BatchMatMulV3"(%a, %b) {Tout = f32} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<*xf32>
  %ba = "tf.BiasAdd"(%x, %bias) : (tensor<2x5xf32>, tensor<5xf32>) -> tensor<*xf32>
  %bg = "tf.BiasAddGrad"(%x) : (tensor<2x5xf32>) -> tensor<*xf32>
  %ls = "tf.LogSoftmax"(%x) : (tensor<2x5xf32>) -> tensor<*xf32>
  %sm = "tf.Softmax"(%x) : (tensor<2x5xf32>) -> tensor<*xf32>
  %loss, %grad = "tf.SoftmaxCrossEntropyWithLogits"(%x, %l) : (tensor<2x5xf32>, tensor<2x5xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %m, %m3, %ba, %bg, %ls, %sm, %loss : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @reference_updates
// CHECK-SAME: -> (tensor<i1>, tensor<2xf32> {tagrad.variable = "a"}, tensor<2xf32> {tagrad.variable = "v"}, tensor<2xf32> {tagrad.variable = "w"})
// CHECK: arith.subf
// CHECK-NOT: "tf.
func.func @reference_updates(%g: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<*xi1> {
  %w = "tf.VariableV2"() {shape = #tf_type.shape<2>, shared_name = "w"} : () -> tensor<2x!tf_type.f32ref>
  %a = "tf.VariableV2"() {shape = #tf_type.shape<2>, shared_name = "a"} : () -> tensor<2x!tf_type.f32ref>
  %lr = "tf.Const"() {value = dense<0.1> : tensor<f32>} : () -> tensor<f32>
  %m = "tf.Const"() {value = dense<0.9> : tensor<f32>} : () -> tensor<f32>
  %w1 = "tf.ApplyMomentum"(%w, %a, %lr, %g, %m) : (tensor<2x!tf_type.f32ref>, tensor<2x!tf_type.f32ref>, tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2x!tf_type.f32ref>
  %w2 = "tf.AssignSub"(%w1, %x) : (tensor<2x!tf_type.f32ref>, tensor<2xf32>) -> tensor<2x!tf_type.f32ref>
  %v = "tf.VarHandleOp"() {dtype = f32, shape = #tf_type.shape<2>, shared_name = "v"} : () -> tensor<!tf_type.resource<tensor<2xf32>>>
  "tf.AssignSubVariableOp"(%v, %x) : (tensor<!tf_type.resource<tensor<2xf32>>>, tensor<2xf32>) -> ()
  %i = "tf.VarIsInitializedOp"(%v) : (tensor<!tf_type.resource<tensor<2xf32>>>) -> tensor<*xi1>
  return %i : tensor<*xi1>
}

// -----

// The older fused batch norms: V2 forward, V1 and V2 gradients.
// CHECK-LABEL: func.func @batch_norm_v1_v2
// CHECK: tagrad.fused_batch_norm
// CHECK: tagrad.fused_batch_norm_grad
// CHECK: tagrad.fused_batch_norm_grad
// CHECK-NOT: "tf.
func.func @batch_norm_v1_v2(%x: tensor<2x3x3x4xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %r:5 = "tf.FusedBatchNormV2"(%x, %s, %o, %m, %v) {data_format = "NHWC", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %g:5 = "tf.FusedBatchNormGrad"(%x, %x, %s, %r#3, %r#4) {data_format = "NHWC", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %h:5 = "tf.FusedBatchNormGradV2"(%x, %x, %s, %r#3, %r#4) {data_format = "NHWC", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x3x4xf32>, tensor<2x3x3x4xf32>, tensor<4xf32>, tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %r#0, %g#0, %h#1 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
