"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<f32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %14 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%14) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %13:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%13#0, %13#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %12 = "tf.Const"() {_class = ["loc:@TensorArraySplit/value"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%12) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %11 = "tf.Cast"(%3#0) {Truncate = false, _class = ["loc:@TensorArraySplit/value"], device = ""} : (tensor<1xi32>) -> tensor<1xi64>
        "tf_executor.yield"(%11) : (tensor<1xi64>) -> ()
      }) : () -> (tensor<1xi64>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %10 = "tf.Const"() {device = "", value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%10) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %9 = "tf.TensorArraySplitV3"(%2#0, %5#0, %4#0, %2#1) {_class = ["loc:@TensorArraySplit/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<3xf32>, tensor<1xi64>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%9) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %8 = "tf.Identity"(%6#0) {device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%8) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      "tf_executor.fetch"(%7#0) : (tensor<f32>) -> ()
    }) : () -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "flow"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

