"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %26 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%26) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %25:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%25#0, %25#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %24 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%24) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %23 = "tf.Const"() {device = "", value = dense<[[4.000000e+00, 5.000000e+00], [1.040000e+02, 1.050000e+02], [2.040000e+02, 2.050000e+02]]> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
        "tf_executor.yield"(%23) : (tensor<3x2xf32>) -> ()
      }) : () -> (tensor<3x2xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %22 = "tf.TensorArrayWriteV3"(%2#0, %3#0, %4#0, %2#1) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%22) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %21 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%21) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %20 = "tf.Const"() {device = "", value = dense<[[6.000000e+00, 7.000000e+00], [1.060000e+02, 1.070000e+02]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
        "tf_executor.yield"(%20) : (tensor<2x2xf32>) -> ()
      }) : () -> (tensor<2x2xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %19 = "tf.TensorArrayWriteV3"(%2#0, %6#0, %7#0, %5#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%19) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %18 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%18) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %17 = "tf.Const"() {device = "", value = dense<[[8.000000e+00, 9.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%17) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %16 = "tf.TensorArrayWriteV3"(%2#0, %9#0, %10#0, %8#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%16) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %12:3 = "tf_executor.island"() ({
        %15:2 = "tf.TensorArrayConcatV3"(%2#0, %11#0) {device = "", element_shape_except0 = #tf_type.shape<*>} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<*xf32>, tensor<?xi64>)
        "tf_executor.yield"(%15#0, %15#1) : (tensor<*xf32>, tensor<?xi64>) -> ()
      }) : () -> (tensor<*xf32>, tensor<?xi64>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %14 = "tf.Identity"(%12#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%14) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%13#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "concat"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

