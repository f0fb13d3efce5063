// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Shapes computed at run time from a partly known shape keep the sizes that
// are known, so the ops that need static sizes (resize gradients, mirror
// pads, convolutions) still get them when the batch is unknown.

// Slice's gradient (tf.image.central_crop's, a batch of unknown size):
// Shape(x) - Shape(slice) - begin, reshaped to [4, 1] and set beside the
// begin (ConcatV2 along axis 1), pads the gradient back to x's known sizes.
// The slice's size -1 on a dimension of known size is known too.
// CHECK-LABEL: func.func @slice_gradient_pads
// CHECK-SAME: -> tensor<?x5x5x3xf32>
// CHECK: tensor.insert_slice %arg1 into %{{.*}}[%{{.*}}, 1, 1, 0] [%{{.*}}, 3, 3, 3] [1, 1, 1, 1] : tensor<?x3x3x3xf32> into tensor<?x5x5x3xf32>
func.func @slice_gradient_pads(%x: tensor<?x5x5x3xf32>, %g: tensor<?x3x3x3xf32>) -> tensor<*xf32> {
  %begin = "tf.Const"() {value = dense<[0, 1, 1, 0]> : tensor<4xi32>} : () -> tensor<4xi32>
  %size = "tf.Const"() {value = dense<[-1, 3, 3, -1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Slice"(%x, %begin, %size) : (tensor<?x5x5x3xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<*xf32>
  %shape_in = "tf.Shape"(%x) : (tensor<?x5x5x3xf32>) -> tensor<*xi32>
  %shape_out = "tf.Shape"(%s) : (tensor<*xf32>) -> tensor<*xi32>
  %d = "tf.Sub"(%shape_in, %shape_out) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %after = "tf.Sub"(%d, %begin) : (tensor<*xi32>, tensor<4xi32>) -> tensor<*xi32>
  %shp = "tf.Const"() {value = dense<[4, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %a2 = "tf.Reshape"(%after, %shp) : (tensor<*xi32>, tensor<2xi32>) -> tensor<*xi32>
  %b2 = "tf.Reshape"(%begin, %shp) : (tensor<4xi32>, tensor<2xi32>) -> tensor<*xi32>
  %ax = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.ConcatV2"(%b2, %a2, %ax) : (tensor<*xi32>, tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
  %r = "tf.Pad"(%g, %p) : (tensor<?x3x3x3xf32>, tensor<*xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// tf.tensordot's free dimensions: gathered from Shape by constant indices,
// then the target of the result's reshape (tf.image.rgb_to_grayscale).
// CHECK-LABEL: func.func @gathered_free_dims
// CHECK-SAME: -> tensor<?x8x8xf32>
func.func @gathered_free_dims(%x: tensor<?x8x8x3xf32>, %w: tensor<3x1xf32>) -> tensor<*xf32> {
  %shape = "tf.Shape"(%x) : (tensor<?x8x8x3xf32>) -> tensor<*xi32>
  %free = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %dims = "tf.GatherV2"(%shape, %free, %axis) {batch_dims = 0 : i64} : (tensor<*xi32>, tensor<3xi32>, tensor<i32>) -> tensor<*xi32>
  %flat_shape = "tf.Const"() {value = dense<[-1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %flat = "tf.Reshape"(%x, %flat_shape) : (tensor<?x8x8x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %product = "tf.MatMul"(%flat, %w) {transpose_a = false, transpose_b = false} : (tensor<*xf32>, tensor<3x1xf32>) -> tensor<*xf32>
  %r = "tf.Reshape"(%product, %dims) : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
