"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:3 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %40 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%40) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %39:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%39#0, %39#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %38 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%38) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %37 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%37) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %36 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%36) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %35 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%35) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %34 = "tf.Const"() {device = "", value = dense<[[4.000000e+00, 5.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%34) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %33 = "tf.TensorArrayWriteV3"(%2#0, %6#0, %7#0, %2#1) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%33) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %32 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%32) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %31 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
        "tf_executor.yield"(%31) : (tensor<1x1xf32>) -> ()
      }) : () -> (tensor<1x1xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %30 = "tf.TensorArrayWriteV3"(%2#0, %9#0, %10#0, %8#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%30) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %29 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%29) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %28 = "tf.Const"() {device = "", value = dense<-3.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%28) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %27 = "tf.TensorArrayWriteV3"(%2#0, %12#0, %13#0, %11#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%27) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %26 = "tf.TensorArrayReadV3"(%2#0, %3#0, %14#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%26) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %25 = "tf.Identity"(%15#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%25) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %24 = "tf.TensorArrayReadV3"(%2#0, %4#0, %14#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%24) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %23 = "tf.Identity"(%17#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%23) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %22 = "tf.TensorArrayReadV3"(%2#0, %5#0, %14#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%22) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%19#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%21) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%16#0, %18#0, %20#0) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1, %0#2) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "r0,r1,r2"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

