// Shapes known in part, fed with data of any batch: a Tile by Shape(x) (a
// full reduction's gradient), Keras' reshape to [Shape(x)[0], -1] (the -1
// inferred before run time) and ConcatOffset along a dynamic dimension.
// FUZZ: @tile_by_shape f32=5 2x4x3xf32=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
// FUZZ: @tile_by_shape f32=1 0x4x3xf32=
// EXPECT: @tile_by_shape shape(r0) == shape(a1)
// EXPECT: @tile_by_shape each(r0) == values(a0)
func.func @tile_by_shape(%g: tensor<f32>, %x: tensor<?x4x3xf32>) -> tensor<*xf32> {
  %ones = "tf.Const"() {value = dense<1> : tensor<3xi32>} : () -> tensor<3xi32>
  %r = "tf.Reshape"(%g, %ones) : (tensor<f32>, tensor<3xi32>) -> tensor<*xf32>
  %s = "tf.Shape"(%x) : (tensor<?x4x3xf32>) -> tensor<3xi32>
  %t = "tf.Tile"(%r, %s) : (tensor<*xf32>, tensor<3xi32>) -> tensor<*xf32> loc("tile_node")
  return %t : tensor<*xf32>
}
// FUZZ: @reshape_keep_batch 2x2x3xf32=0,1,2,3,4,5,6,7,8,9,10,11
// FUZZ: @reshape_keep_batch 0x2x3xf32=
// EXPECT: @reshape_keep_batch numel(r0) == numel(a0)
func.func @reshape_keep_batch(%x: tensor<?x2x3xf32>) -> tensor<*xf32> {
  %s = "tf.Shape"(%x) : (tensor<?x2x3xf32>) -> tensor<3xi32>
  %b = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = "tf.StridedSlice"(%s, %b, %e, %e) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  %m = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %p = "tf.Pack"(%n, %m) {axis = 0 : i64, N = 2 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %y = "tf.Reshape"(%x, %p) : (tensor<?x2x3xf32>, tensor<2xi32>) -> tensor<*xf32> loc("reshape_node")
  return %y : tensor<*xf32>
}
// FUZZ: @concat_grad 2x3xf32=0,1,2,3,4,5 1x3xf32=6,7,8
// FUZZ: @concat_grad 0x3xf32= 2x3xf32=1,2,3,4,5,6
// EXPECT: @concat_grad shape(r0) == shape(a0)
// EXPECT: @concat_grad shape(r1) == shape(a1)
func.func @concat_grad(%x: tensor<?x3xf32>, %y: tensor<?x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.ConcatV2"(%x, %y, %d) : (tensor<?x3xf32>, tensor<?x3xf32>, tensor<i32>) -> tensor<*xf32>
  %sx = "tf.Shape"(%x) : (tensor<?x3xf32>) -> tensor<2xi32>
  %sy = "tf.Shape"(%y) : (tensor<?x3xf32>) -> tensor<2xi32>
  %o:2 = "tf.ConcatOffset"(%d, %sx, %sy) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>) loc("offset_node")
  %gx = "tf.Slice"(%c, %o#0, %sx) : (tensor<*xf32>, tensor<*xi32>, tensor<2xi32>) -> tensor<*xf32>
  %gy = "tf.Slice"(%c, %o#1, %sy) : (tensor<*xf32>, tensor<*xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %gx, %gy : tensor<*xf32>, tensor<*xf32>
}
