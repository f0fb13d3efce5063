"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %24 = "tf.Const"() {device = "", value = dense<4.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%24) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %23 = "tf.Const"() {device = "", value = dense<5.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%23) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %22 = "tf.Const"() {device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%22) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %21 = "tf.StackV2"(%3#0) {device = "", elem_type = f32, stack_name = "foo"} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%21) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %20 = "tf.StackPushV2"(%4#0, %1#0) {_has_manual_control_dependencies = true, device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%20) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %6:2 = "tf_executor.island"(%5#1) ({
        %19 = "tf.StackPopV2"(%4#0) {device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%19) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %18 = "tf.Const"() {device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%18) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %17 = "tf.StackV2"(%7#0) {device = "", elem_type = f32, stack_name = "bar"} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%17) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %16 = "tf.StackPushV2"(%8#0, %2#0) {_has_manual_control_dependencies = true, device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%16) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %10:2 = "tf_executor.island"(%9#1) ({
        %15 = "tf.StackPopV2"(%8#0) {device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%15) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %14 = "tf.AddV2"(%6#0, %10#0) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%14) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %13 = "tf.Identity"(%11#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%13) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%12#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "sum"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

