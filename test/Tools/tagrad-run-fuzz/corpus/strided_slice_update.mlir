// TensorStridedSliceUpdate of fed rows at fed bounds, with a fed value
// broadcast into the slice (or TensorFlow's error when it cannot be).
// FUZZ: @update 3x2xf32=1,2,3,4,5,6 2xi32=1,0 2xi32=3,2 2xf32=7,8
// FUZZ: @update 3x2xf32=1,2,3,4,5,6 2xi32=-1,0 2xi32=3,1 1xf32=9
// FUZZ: @update 0x2xf32= 2xi32=0,0 2xi32=1,2 2xf32=7,8
// EXPECT: @update shape(r0) == shape(a0)
func.func @update(%x: tensor<?x2xf32>, %b: tensor<2xi32>, %e: tensor<2xi32>, %v: tensor<?xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.TensorStridedSliceUpdate"(%x, %b, %e, %s, %v) : (tensor<?x2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<?xf32>) -> tensor<*xf32> loc("update_node")
  return %r : tensor<*xf32>
}
