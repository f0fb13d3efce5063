// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// SpaceToBatchND, BatchToSpaceND, MirrorPad(Grad), DynamicPartition,
// DynamicStitch and BroadcastArgs: the structure of each lowering and its
// run-time checks. Values are checked against TensorFlow in
// ../../Integration/TensorFlow/spatial_partition_ops.mlir.

// Each output element reads its source: one parallel generic.
// CHECK-LABEL: func.func @space_batch_round_trip
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: return %{{.*}} : tensor<8x2x2x3xf32>, tensor<2x4x3x3xf32>
func.func @space_batch_round_trip(%x: tensor<2x3x4x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %b = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<[[1, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %c = "tf.Const"() {value = dense<[[0, 0], [0, 1]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %s = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x3x4x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  %t = "tf.BatchToSpaceND"(%s, %b, %c) : (tensor<*xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %s, %t : tensor<*xf32>, tensor<*xf32>
}

// -----

// The gradient sums each element's own position and its mirrors.
// CHECK-LABEL: func.func @mirror_pad
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-COUNT-2: arith.addf
// CHECK: return %{{.*}} : tensor<6x5xf32>, tensor<3x4xf32>
func.func @mirror_pad(%x: tensor<3x4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %p = "tf.Const"() {value = dense<[[1, 2], [0, 1]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %y = "tf.MirrorPad"(%x, %p) {mode = "REFLECT"} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  %g = "tf.MirrorPadGrad"(%y, %p) {mode = "REFLECT"} : (tensor<*xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %y, %g : tensor<*xf32>, tensor<*xf32>
}

// -----

// DynamicPartition checks the ids, then gathers each partition's rows;
// DynamicStitch writes them back, a row count from the largest index.
// CHECK-LABEL: func.func @partition_stitch
// CHECK: tagrad.runtime_check %{{.*}}, "partitions are not all in [0, 2): the smallest is {0}, the largest {1}"
// CHECK: return %{{.*}} : tensor<?x3xf32>, tensor<?x3xf32>, tensor<?x3xf32>
func.func @partition_stitch(%d: tensor<5x3xf32>, %p: tensor<5xi32>, %i: tensor<5xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %a:2 = "tf.DynamicPartition"(%d, %p) {num_partitions = 2 : i64} : (tensor<5x3xf32>, tensor<5xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  %s = "tf.DynamicStitch"(%i, %d) : (tensor<5xi32>, tensor<5x3xf32>) -> tensor<*xf32>
  return %a#0, %a#1, %s : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Constant indices give a static row count even where the data are not
// constants: _SumGrad of a tensor whose rank TensorFlow did not know
// stitches the reshape target from Shape(x) and ones, and the Reshape needs
// its length. Stitched known elements stay known: the target is [3, 1, 2].
// CHECK-LABEL: func.func @stitch_constant_indices
// CHECK-NOT: tf.
// CHECK: return %{{.*}} : tensor<3x1x2xf32>
func.func @stitch_constant_indices(%x: tensor<3x4x2xf32>, %g: tensor<3x2xf32>) -> tensor<*xf32> {
  %shape = "tf.Shape"(%x) : (tensor<3x4x2xf32>) -> tensor<?xi32>
  %kept = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %axis = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %kept_sizes = "tf.GatherV2"(%shape, %kept, %zero) : (tensor<?xi32>, tensor<2xi32>, tensor<i32>) -> tensor<?xi32>
  %ones = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %target = "tf.DynamicStitch"(%kept, %axis, %kept_sizes, %ones) : (tensor<2xi32>, tensor<1xi32>, tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
  %r = "tf.Reshape"(%g, %target) : (tensor<3x2xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// BroadcastArgs folds constants and checks sizes from data.
// CHECK-LABEL: func.func @broadcast_args
// CHECK: tagrad.runtime_check %{{.*}}, "Incompatible shapes: dimension 1 is {0} and {1}"
// CHECK: arith.constant dense<[2, 3]> : tensor<2xi32>
func.func @broadcast_args(%a: tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>) {
  %b = "tf.Const"() {value = dense<[1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %c = "tf.Const"() {value = dense<[2, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %x = "tf.BroadcastArgs"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xi32>
  %y = "tf.BroadcastArgs"(%b, %c) : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xi32>
  return %x, %y : tensor<*xi32>, tensor<*xi32>
}
