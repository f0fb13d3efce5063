// Shapes known in part (a tensor with a dynamic batch): what TensorFlow's
// gradients and Keras build from Shape(x) keeps x's static dimensions, and
// concat offsets along a dynamic dimension are computed when the program
// runs. The values are TensorFlow's by construction: a tiled scalar, a
// row-major reshape, and the running sums of the inputs' sizes.
//
// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf %s | FileCheck %s --check-prefix=IR
// RUN: tagrad-run %s --function=tile_by_shape --input="f32=5" \
// RUN:   --input="2x4x3xf32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0" \
// RUN:   | FileCheck %s --check-prefix=TILE
// RUN: tagrad-run %s --function=tile_by_shape --input="f32=5" --input="0x4x3xf32=" \
// RUN:   | FileCheck %s --check-prefix=EMPTYBATCH
// RUN: tagrad-run %s --function=reshape_keep_batch \
// RUN:   --input="2x2x3xf32=0,1,2,3,4,5,6,7,8,9,10,11" | FileCheck %s --check-prefix=RESHAPE
// RUN: tagrad-run %s --function=concat_offset_dynamic \
// RUN:   --input="2x3xf32=0,1,2,3,4,5" --input="1x3xf32=0,1,2" | FileCheck %s --check-prefix=OFFSET

// The gradient of a full reduction tiles its scalar by the input's shape:
// the result keeps the static dimensions a MaxPoolGrad needs.
// IR-LABEL: func.func @tile_by_shape
// IR-SAME: -> tensor<?x4x3xf32>
// TILE: 2x4x3xf32={{\[\[\[}}5 5 5][5 5 5][5 5 5][5 5 5]]{{\[\[}}5 5 5][5 5 5][5 5 5][5 5 5]]]
// EMPTYBATCH: 0x4x3xf32=[]
func.func @tile_by_shape(%g: tensor<f32>, %x: tensor<?x4x3xf32>) -> tensor<*xf32> {
  %ones = "tf.Const"() {value = dense<1> : tensor<3xi32>} : () -> tensor<3xi32>
  %r = "tf.Reshape"(%g, %ones) : (tensor<f32>, tensor<3xi32>) -> tensor<*xf32>
  %s = "tf.Shape"(%x) : (tensor<?x4x3xf32>) -> tensor<3xi32>
  %t = "tf.Tile"(%r, %s) : (tensor<*xf32>, tensor<3xi32>) -> tensor<*xf32>
  return %t : tensor<*xf32>
}

// Keras' Reshape((-1,)): [Shape(x)[0], -1]. The -1 is the product of x's
// other dimensions, known before run time.
// IR-LABEL: func.func @reshape_keep_batch
// IR-SAME: -> tensor<?x6xf32>
// RESHAPE: 2x6xf32={{\[\[}}0 1 2 3 4 5][6 7 8 9 10 11]]
func.func @reshape_keep_batch(%x: tensor<?x2x3xf32>) -> tensor<*xf32> {
  %s = "tf.Shape"(%x) : (tensor<?x2x3xf32>) -> tensor<3xi32>
  %b = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.StridedSlice"(%s, %b, %e, %e) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Pack"(%n, %m) {axis = 0 : i64, N = 2 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %y = "tf.Reshape"(%x, %p) : (tensor<?x2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// The batch of another tensor says nothing of x's: the -1 stays dynamic.
// IR-LABEL: func.func @reshape_other_batch
// IR-SAME: -> tensor<?x?xf32>
func.func @reshape_other_batch(%x: tensor<?x2x3xf32>, %z: tensor<?xf32>) -> tensor<*xf32> {
  %s = "tf.Shape"(%z) : (tensor<?xf32>) -> tensor<1xi32>
  %b = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.StridedSlice"(%s, %b, %e, %e) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Pack"(%n, %m) {axis = 0 : i64, N = 2 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %y = "tf.Reshape"(%x, %p) : (tensor<?x2x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// ConcatOffset of a concat along a dynamic dimension (the gradient of a
// tf.concat of Keras tensors with a None batch, or of a loop that grows a
// tensor): offsets from the sizes at run time.
// IR-LABEL: func.func @concat_offset_dynamic
// IR: tensor.from_elements
// OFFSET: 2xi32=[0 0]
// OFFSET-NEXT: 2xi32=[4 0]
// OFFSET-NEXT: 2xi32=[6 0]
func.func @concat_offset_dynamic(%x: tensor<?x3xf32>, %y: tensor<?x3xf32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>) {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %sx = "tf.Shape"(%x) : (tensor<?x3xf32>) -> tensor<2xi32>
  %sy = "tf.Shape"(%y) : (tensor<?x3xf32>) -> tensor<2xi32>
  %sc = "tf.Const"() {value = dense<[4, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %o:3 = "tf.ConcatOffset"(%d, %sc, %sx, %sy) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>)
  return %o#0, %o#1, %o#2 : tensor<*xi32>, tensor<*xi32>, tensor<*xi32>
}
