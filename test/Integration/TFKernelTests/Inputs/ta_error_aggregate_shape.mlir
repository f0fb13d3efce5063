"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<f32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %22 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%22) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %21:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%21#0, %21#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:3 = "tf_executor.island"() ({
        %20:2 = "tf.TensorArrayGradV3"(%2#0, %2#1) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "grad"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%20#0, %20#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %4:2 = "tf_executor.island"(%3#2) ({
        %19 = "tf.Identity"(%2#1) {_class = ["loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%19) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %18 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%18) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %17 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%17) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %16 = "tf.TensorArrayWriteV3"(%3#0, %5#0, %6#0, %4#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%16) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %15 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%15) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %14 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<1xf32>} : () -> tensor<1xf32>
        "tf_executor.yield"(%14) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %13 = "tf.TensorArrayWriteV3"(%3#0, %8#0, %9#0, %7#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%13) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %12 = "tf.Identity"(%10#0) {device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%12) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      "tf_executor.fetch"(%11#0) : (tensor<f32>) -> ()
    }) : () -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "flow"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

