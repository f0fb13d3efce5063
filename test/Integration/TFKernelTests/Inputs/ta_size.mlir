"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<i32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %8 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%8) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %7 = "tf.Identity"(%1#0) {device = ""} : (tensor<i32>) -> tensor<i32>
        "tf_executor.yield"(%7) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %6 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%6) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:3 = "tf_executor.island"() ({
        %5:2 = "tf.TensorArrayV3"(%3#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%5#0, %5#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      "tf_executor.fetch"(%2#0) : (tensor<i32>) -> ()
    }) : () -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "size"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

