"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xi32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %34 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%34) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %33:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = i32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<f32>)
        "tf_executor.yield"(%33#0, %33#1) : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %32 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%32) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %31 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%31) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %30 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%30) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %29 = "tf.Range"(%5#0, %3#0, %4#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
        "tf_executor.yield"(%29) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %28 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%28) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %27 = "tf.Const"() {device = "", value = dense<[[4, 5]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
        "tf_executor.yield"(%27) : (tensor<1x2xi32>) -> ()
      }) : () -> (tensor<1x2xi32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %26 = "tf.TensorArrayWriteV3"(%2#0, %7#0, %8#0, %2#1) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<i32>, tensor<1x2xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%26) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %25 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%25) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %24 = "tf.Const"() {device = "", value = dense<[[6, 7]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
        "tf_executor.yield"(%24) : (tensor<1x2xi32>) -> ()
      }) : () -> (tensor<1x2xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %23 = "tf.TensorArrayWriteV3"(%2#0, %10#0, %11#0, %9#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<i32>, tensor<1x2xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%23) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %22 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%22) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %21 = "tf.Const"() {device = "", value = dense<[[8, 9]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
        "tf_executor.yield"(%21) : (tensor<1x2xi32>) -> ()
      }) : () -> (tensor<1x2xi32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %20 = "tf.TensorArrayWriteV3"(%2#0, %13#0, %14#0, %12#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<i32>, tensor<1x2xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%20) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %19 = "tf.TensorArrayGatherV3"(%2#0, %6#0, %15#0) {_class = ["loc:@TensorArray"], device = "", element_shape = #tf_type.shape<1x2>} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<3xi32>, tensor<f32>) -> tensor<*xi32>
        "tf_executor.yield"(%19) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %18 = "tf.Identity"(%16#0) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%18) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.fetch"(%17#0) : (tensor<*xi32>) -> ()
    }) : () -> tensor<*xi32>
    "func.return"(%0) : (tensor<*xi32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "stacked"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

