// TensorArrayV3 of a fed size: a write and a read at fed indices (an
// element never written reads as zeros, as in TensorFlow when the element
// shape is fully defined).
// FUZZ: @ta_write_read i32=3 i32=1 i32=1 2xf32=1,2
// EXPECT: @ta_write_read values(r0) == values(a3) if values(a1) == values(a2)
func.func @ta_write_read(%size: tensor<i32>, %w: tensor<i32>, %r: tensor<i32>, %v: tensor<2xf32>) -> tensor<*xf32> {
  %h, %f0 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<2>, dynamic_size = false, clear_after_read = true, identical_element_shapes = true, tensor_array_name = "ta"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc("ta_node")
  %f1 = "tf.TensorArrayWriteV3"(%h, %w, %v, %f0) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32> loc("write_node")
  %x = "tf.TensorArrayReadV3"(%h, %r, %f1) : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32> loc("read_node")
  return %x : tensor<*xf32>
}
