// TensorArrayV3 of a fed size: scatter rows at fed indices, gather others.
// FUZZ: @ta_scatter_gather i32=4 2xi32=3,0 2x2xf32=1,2,3,4 3xi32=0,3,0
// EXPECT: @ta_scatter_gather shape(r0) == shape(a3) ++ 2
func.func @ta_scatter_gather(%size: tensor<i32>, %si: tensor<?xi32>, %rows: tensor<?x2xf32>, %gi: tensor<?xi32>) -> tensor<*xf32> {
  %h, %f0 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<2>, dynamic_size = false, clear_after_read = false, identical_element_shapes = true, tensor_array_name = "sg"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc("ta_node")
  %f1 = "tf.TensorArrayScatterV3"(%h, %si, %rows, %f0) : (tensor<2x!tf_type.resource>, tensor<?xi32>, tensor<?x2xf32>, tensor<f32>) -> tensor<f32> loc("scatter_node")
  %g = "tf.TensorArrayGatherV3"(%h, %gi, %f1) {element_shape = #tf_type.shape<2>} : (tensor<2x!tf_type.resource>, tensor<?xi32>, tensor<f32>) -> tensor<*xf32> loc("gather_node")
  return %g : tensor<*xf32>
}
