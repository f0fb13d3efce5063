"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %36 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, -1.000000e+00], [1.000000e+01, -1.000000e+01], [1.000000e+02, -1.000000e+02]]> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
        "tf_executor.yield"(%36) : (tensor<3x2xf32>) -> ()
      }) : () -> (tensor<3x2xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %35 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%35) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %3:3 = "tf_executor.island"() ({
        %34:2 = "tf.TensorArrayV3"(%2#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%34#0, %34#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %33 = "tf.Const"() {_class = ["loc:@Const"], device = "", value = dense<[2, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%33) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %32 = "tf.Cast"(%4#0) {Truncate = false, _class = ["loc:@Const"], device = ""} : (tensor<2xi32>) -> tensor<2xi64>
        "tf_executor.yield"(%32) : (tensor<2xi64>) -> ()
      }) : () -> (tensor<2xi64>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %31 = "tf.TensorArraySplitV3"(%3#0, %1#0, %5#0, %3#1) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource>, tensor<3x2xf32>, tensor<2xi64>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%31) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %7:3 = "tf_executor.island"() ({
        %30:2 = "tf.TensorArrayConcatV3"(%3#0, %6#0) {device = "", element_shape_except0 = #tf_type.shape<*>} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<*xf32>, tensor<?xi64>)
        "tf_executor.yield"(%30#0, %30#1) : (tensor<*xf32>, tensor<?xi64>) -> ()
      }) : () -> (tensor<*xf32>, tensor<?xi64>, !tf_executor.control)
      %8:3 = "tf_executor.island"() ({
        %29:2 = "tf.TensorArrayGradV3"(%3#0, %6#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayConcatV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%29#0, %29#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %9:2 = "tf_executor.island"(%8#2) ({
        %28 = "tf.Identity"(%6#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayConcatV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%28) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %27 = "tf.Identity"(%6#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%27) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %26 = "tf.Const"() {device = "", value = dense<[[2.000000e+00, -2.000000e+00], [2.000000e+01, -2.000000e+01], [2.000000e+02, -2.000000e+02]]> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
        "tf_executor.yield"(%26) : (tensor<3x2xf32>) -> ()
      }) : () -> (tensor<3x2xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %25 = "tf.Identity"(%11#0) {_class = ["loc:@TensorArrayConcatV3"], device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32>
        "tf_executor.yield"(%25) : (tensor<3x2xf32>) -> ()
      }) : () -> (tensor<3x2xf32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %24 = "tf.TensorArraySplitV3"(%8#0, %12#0, %7#1, %9#0) {_class = ["loc:@TensorArrayConcatV3"], device = ""} : (tensor<2x!tf_type.resource>, tensor<3x2xf32>, tensor<?xi64>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%24) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"(%10#1) ({
        %23 = "tf.Identity"(%13#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%23) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %15:3 = "tf_executor.island"() ({
        %22:2 = "tf.TensorArrayGradV3"(%3#0, %14#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%22#0, %22#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %16:2 = "tf_executor.island"(%15#2) ({
        %21 = "tf.Identity"(%14#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%21) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %17:3 = "tf_executor.island"() ({
        %20:2 = "tf.TensorArrayConcatV3"(%15#0, %16#0) {_class = ["loc:@Const"], device = "", element_shape_except0 = #tf_type.shape<*>} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<*xf32>, tensor<?xi64>)
        "tf_executor.yield"(%20#0, %20#1) : (tensor<*xf32>, tensor<?xi64>) -> ()
      }) : () -> (tensor<*xf32>, tensor<?xi64>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %19 = "tf.Identity"(%17#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%19) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%18#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "dvalue"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

