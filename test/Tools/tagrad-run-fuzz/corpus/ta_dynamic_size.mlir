// A dynamic-size TensorArray: writes at fed indices grow it; its size.
// FUZZ: @ta_dynamic_size i32=0 i32=2 i32=4 f32=1
// EXPECT: @ta_dynamic_size shape(r1) == 2
func.func @ta_dynamic_size(%size: tensor<i32>, %i: tensor<i32>, %j: tensor<i32>, %v: tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>) {
  %h, %f0 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<>, dynamic_size = true, clear_after_read = false, identical_element_shapes = true, tensor_array_name = "grow"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc("ta_node")
  %f1 = "tf.TensorArrayWriteV3"(%h, %i, %v, %f0) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32> loc("write_i_node")
  %f2 = "tf.TensorArrayWriteV3"(%h, %j, %v, %f1) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32> loc("write_j_node")
  %n = "tf.TensorArraySizeV3"(%h, %f2) : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<*xi32> loc("size_node")
  %idx = "tf.Pack"(%i, %j) {axis = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %g = "tf.TensorArrayGatherV3"(%h, %idx, %f2) {element_shape = #tf_type.shape<>} : (tensor<2x!tf_type.resource>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32> loc("gather_node")
  return %n, %g : tensor<*xi32>, tensor<*xf32>
}
