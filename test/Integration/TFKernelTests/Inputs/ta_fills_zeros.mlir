"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<1x2xf32>, tensor<3x1x2xf32>), sym_name = "main"}> ({
    %0:2 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %32 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%32) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %31:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<1x2>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<f32>)
        "tf_executor.yield"(%31#0, %31#1) : (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %30 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%30) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %29 = "tf.TensorArrayReadV3"(%2#0, %3#0, %2#1) {device = ""} : (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<i32>, tensor<f32>) -> tensor<1x2xf32>
        "tf_executor.yield"(%29) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %28 = "tf.Identity"(%4#0) {device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
        "tf_executor.yield"(%28) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %27 = "tf.Const"() {_class = ["loc:@TensorArray_1"], device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%27) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %26 = "tf.Const"() {_class = ["loc:@TensorArray_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%26) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %25 = "tf.Const"() {_class = ["loc:@TensorArray_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%25) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %24 = "tf.Range"(%8#0, %6#0, %7#0) {_class = ["loc:@TensorArray_1"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
        "tf_executor.yield"(%24) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %23 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%23) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %22 = "tf.Const"() {device = "", value = dense<[[4.000000e+00, 5.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%22) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %21 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%21) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %13:3 = "tf_executor.island"() ({
        %20:2 = "tf.TensorArrayV3"(%12#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<1x2>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<f32>)
        "tf_executor.yield"(%20#0, %20#1) : (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %19 = "tf.TensorArrayWriteV3"(%13#0, %10#0, %11#0, %13#1) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%19) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %18 = "tf.TensorArrayGatherV3"(%13#0, %9#0, %14#0) {_class = ["loc:@TensorArray_1"], device = "", element_shape = #tf_type.shape<1x2>} : (tensor<2x!tf_type.resource<tensor<1x2xf32>>>, tensor<3xi32>, tensor<f32>) -> tensor<3x1x2xf32>
        "tf_executor.yield"(%18) : (tensor<3x1x2xf32>) -> ()
      }) : () -> (tensor<3x1x2xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %17 = "tf.Identity"(%15#0) {device = ""} : (tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
        "tf_executor.yield"(%17) : (tensor<3x1x2xf32>) -> ()
      }) : () -> (tensor<3x1x2xf32>, !tf_executor.control)
      "tf_executor.fetch"(%5#0, %16#0) : (tensor<1x2xf32>, tensor<3x1x2xf32>) -> ()
    }) : () -> (tensor<1x2xf32>, tensor<3x1x2xf32>)
    "func.return"(%0#0, %0#1) : (tensor<1x2xf32>, tensor<3x1x2xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "read0,stacked"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

