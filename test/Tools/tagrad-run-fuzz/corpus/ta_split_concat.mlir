// TensorArraySplitV3 by fed lengths, then concat.
// FUZZ: @ta_split_concat i32=2 5xf32=1,2,3,4,5 2xi64=2,3
// EXPECT: @ta_split_concat shape(r0) == shape(a1)
func.func @ta_split_concat(%size: tensor<i32>, %x: tensor<?xf32>, %lengths: tensor<?xi64>) -> (tensor<*xf32>, tensor<*xi64>) {
  %h, %f0 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<*>, dynamic_size = false, clear_after_read = true, identical_element_shapes = false, tensor_array_name = "split"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc("ta_node")
  %f1 = "tf.TensorArraySplitV3"(%h, %x, %lengths, %f0) : (tensor<2x!tf_type.resource>, tensor<?xf32>, tensor<?xi64>, tensor<f32>) -> tensor<f32> loc("split_node")
  %c:2 = "tf.TensorArrayConcatV3"(%h, %f1) {element_shape_except0 = #tf_type.shape<>} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<*xf32>, tensor<*xi64>) loc("concat_node")
  return %c#0, %c#1 : tensor<*xf32>, tensor<*xi64>
}
