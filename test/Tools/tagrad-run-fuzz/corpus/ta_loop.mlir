// A TensorArray of a fed size written in a loop of a fed trip count (a
// write past the size is TensorFlow's error), then stacked.
// FUZZ: @ta_loop i32=3 i32=3 2xf32=1,2
// EXPECT: @ta_loop shape(r0) == values(a0) ++ 2 if values(a0) == values(a1)
func.func @ta_loop(%size: tensor<i32>, %n: tensor<i32>, %x: tensor<2xf32>) -> tensor<*xf32> {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %ta:2 = "tf.TensorArrayV3"(%size) {dtype = f32, element_shape = #tf_type.shape<2>, dynamic_size = false, clear_after_read = true, identical_element_shapes = true, tensor_array_name = "loop"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>) loc("ta_node")
  %r:2 = "tf.WhileRegion"(%zero, %ta#1) ({
  ^bb0(%i: tensor<*xi32>, %f: tensor<*xf32>):
    %c = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %f: tensor<*xf32>):
    %f2 = "tf.TensorArrayWriteV3"(%ta#0, %i, %x, %f) : (tensor<2x!tf_type.resource>, tensor<*xi32>, tensor<2xf32>, tensor<*xf32>) -> tensor<*xf32> loc("write_node")
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j, %f2) : (tensor<*xi32>, tensor<*xf32>) -> ()
  }) {is_stateless = false} : (tensor<i32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>)
  %all = "tf.Range"(%zero, %size, %one) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  %g = "tf.TensorArrayGatherV3"(%ta#0, %all, %r#1) {element_shape = #tf_type.shape<2>} : (tensor<2x!tf_type.resource>, tensor<*xi32>, tensor<*xf32>) -> tensor<*xf32> loc("gather_node")
  return %g : tensor<*xf32>
}
