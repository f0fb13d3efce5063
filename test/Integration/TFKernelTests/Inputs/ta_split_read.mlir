"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:6 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %60 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%60) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %59:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%59#0, %59#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %58 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%58) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %57 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%57) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %56 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%56) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %55 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%55) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %54 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%54) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %53 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%53) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %52 = "tf.Const"() {_class = ["loc:@TensorArraySplit/value"], device = "", value = dense<[2, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%52) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %51 = "tf.Cast"(%9#0) {Truncate = false, _class = ["loc:@TensorArraySplit/value"], device = ""} : (tensor<3xi32>) -> tensor<3xi64>
        "tf_executor.yield"(%51) : (tensor<3xi64>) -> ()
      }) : () -> (tensor<3xi64>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %50 = "tf.Const"() {device = "", value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%50) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %49 = "tf.TensorArraySplitV3"(%2#0, %11#0, %10#0, %2#1) {_class = ["loc:@TensorArraySplit/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<3xf32>, tensor<3xi64>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%49) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %48 = "tf.TensorArrayReadV3"(%2#0, %3#0, %12#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%48) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %47 = "tf.Identity"(%13#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%47) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %46 = "tf.TensorArrayReadV3"(%2#0, %4#0, %12#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%46) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %45 = "tf.Identity"(%15#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%45) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %44 = "tf.TensorArrayReadV3"(%2#0, %5#0, %12#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%44) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %43 = "tf.Identity"(%17#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%43) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %42 = "tf.Const"() {_class = ["loc:@TensorArraySplit_1/value"], device = "", value = dense<[2, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%42) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %41 = "tf.Cast"(%19#0) {Truncate = false, _class = ["loc:@TensorArraySplit_1/value"], device = ""} : (tensor<3xi32>) -> tensor<3xi64>
        "tf_executor.yield"(%41) : (tensor<3xi64>) -> ()
      }) : () -> (tensor<3xi64>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %40 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, 1.010000e+02], [2.000000e+00, 2.010000e+02], [3.000000e+00, 3.010000e+02]]> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
        "tf_executor.yield"(%40) : (tensor<3x2xf32>) -> ()
      }) : () -> (tensor<3x2xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %39 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%39) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %23:3 = "tf_executor.island"() ({
        %38:2 = "tf.TensorArrayV3"(%22#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%38#0, %38#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %37 = "tf.TensorArraySplitV3"(%23#0, %21#0, %20#0, %23#1) {_class = ["loc:@TensorArraySplit_1/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<3x2xf32>, tensor<3xi64>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%37) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %36 = "tf.TensorArrayReadV3"(%23#0, %6#0, %24#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%36) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %35 = "tf.Identity"(%25#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%35) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %34 = "tf.TensorArrayReadV3"(%23#0, %7#0, %24#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%34) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %33 = "tf.Identity"(%27#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%33) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %32 = "tf.TensorArrayReadV3"(%23#0, %8#0, %24#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%32) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %31 = "tf.Identity"(%29#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%31) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%14#0, %16#0, %18#0, %26#0, %28#0, %30#0) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "v0,v1,v2,m0,m1,m2"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

