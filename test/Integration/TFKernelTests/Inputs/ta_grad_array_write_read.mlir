"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:6 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %80 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%80) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %2:3 = "tf_executor.island"() ({
        %79:2 = "tf.TensorArrayV3"(%1#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%79#0, %79#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %3:3 = "tf_executor.island"() ({
        %78:2 = "tf.TensorArrayGradV3"(%2#0, %2#1) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "grad"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%78#0, %78#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %4:2 = "tf_executor.island"(%3#2) ({
        %77 = "tf.Identity"(%2#1) {_class = ["loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%77) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %76 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%76) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %75 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%75) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %74 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%74) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %73 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%73) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %72 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%72) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %71 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%71) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %70 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%70) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %69 = "tf.Const"() {device = "", value = dense<[[4.000000e+00, 5.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%69) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %68 = "tf.TensorArrayWriteV3"(%2#0, %11#0, %12#0, %2#1) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%68) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %67 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%67) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %66 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
        "tf_executor.yield"(%66) : (tensor<1x1xf32>) -> ()
      }) : () -> (tensor<1x1xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %65 = "tf.TensorArrayWriteV3"(%2#0, %14#0, %15#0, %13#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%65) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %64 = "tf.Const"() {_class = ["loc:@TensorArrayWrite/value"], device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%64) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %63 = "tf.Const"() {device = "", value = dense<-3.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%63) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %62 = "tf.TensorArrayWriteV3"(%2#0, %17#0, %18#0, %16#0) {_class = ["loc:@TensorArrayWrite/value"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%62) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %61 = "tf.TensorArrayReadV3"(%2#0, %5#0, %19#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%61) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %60 = "tf.Identity"(%20#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%60) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %59 = "tf.TensorArrayReadV3"(%2#0, %6#0, %19#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%59) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %58 = "tf.Identity"(%22#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%58) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %57 = "tf.TensorArrayReadV3"(%2#0, %7#0, %19#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%57) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %56 = "tf.Identity"(%24#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%56) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %55 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%55) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %54 = "tf.Const"() {device = "", value = dense<[[5.000000e+00, 6.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%54) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %53 = "tf.TensorArrayWriteV3"(%3#0, %26#0, %27#0, %4#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%53) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %52 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%52) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %51 = "tf.Const"() {device = "", value = dense<2.000000e+00> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
        "tf_executor.yield"(%51) : (tensor<1x1xf32>) -> ()
      }) : () -> (tensor<1x1xf32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %50 = "tf.TensorArrayWriteV3"(%3#0, %29#0, %30#0, %28#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x1xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%50) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %49 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%49) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %48 = "tf.Const"() {device = "", value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%48) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %47 = "tf.TensorArrayWriteV3"(%3#0, %32#0, %33#0, %31#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%47) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %46 = "tf.TensorArrayReadV3"(%3#0, %8#0, %34#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%46) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %45 = "tf.Identity"(%35#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%45) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %44 = "tf.TensorArrayReadV3"(%3#0, %9#0, %34#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%44) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %43 = "tf.Identity"(%37#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%43) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %42 = "tf.TensorArrayReadV3"(%3#0, %10#0, %34#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%42) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%39#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%41) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%21#0, %23#0, %25#0, %36#0, %38#0, %40#0) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "r0,r1,r2,g0,g1,g2"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

