"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %16 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%16) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %15:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%15#0, %15#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %14 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%14) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %13 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%13) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %12 = "tf.Const"() {device = "", value = dense<[[4.000000e+00, 5.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%12) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %11 = "tf.TensorArrayWriteV3"(%2#0, %4#0, %5#0, %2#1) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%11) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %10 = "tf.TensorArrayReadV3"(%2#0, %3#0, %6#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%10) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %9 = "tf.Identity"(%7#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%9) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%8#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "flow"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

