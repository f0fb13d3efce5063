// A fixed-size (decomposed) TensorArray: scatter of fed rows at constant
// indices (the row count must match), gather at fed indices.
// FUZZ: @ta_scatter_fixed 3x2xf32=1,2,3,4,5,6 2xi64=2,0
// EXPECT: @ta_scatter_fixed shape(r0) == shape(a1) ++ 2
func.func @ta_scatter_fixed(%v: tensor<?x2xf32>, %gi: tensor<?xi64>) -> tensor<*xf32> {
  %size = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %h, %f0 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<2>, dynamic_size = false, clear_after_read = false, identical_element_shapes = true, tensor_array_name = "fixed"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc("ta_node")
  %idx = "tf.Const"() {value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %f1 = "tf.TensorArrayScatterV3"(%h, %idx, %v, %f0) : (tensor<2x!tf_type.resource>, tensor<3xi32>, tensor<?x2xf32>, tensor<f32>) -> tensor<f32> loc("scatter_node")
  %r = "tf.TensorArrayGatherV3"(%h, %gi, %f1) {element_shape = #tf_type.shape<2>} : (tensor<2x!tf_type.resource>, tensor<?xi64>, tensor<f32>) -> tensor<*xf32> loc("gather_node")
  return %r : tensor<*xf32>
}
