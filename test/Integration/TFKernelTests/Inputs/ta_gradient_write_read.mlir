"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:2 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %84 = "tf.Const"() {device = "", value = dense<[[4.000000e+00, 5.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%84) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %83 = "tf.Const"() {device = "", value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%83) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %82 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%82) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:3 = "tf_executor.island"() ({
        %81:2 = "tf.TensorArrayV3"(%3#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = false, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%81#0, %81#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %80 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%80) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %79 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%79) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %78 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%78) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %77 = "tf.Const"() {_class = ["loc:@Const"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%77) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %76 = "tf.TensorArrayWriteV3"(%4#0, %8#0, %1#0, %4#1) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%76) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %75 = "tf.Identity"(%9#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%75) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %74 = "tf.Const"() {_class = ["loc:@Const"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%74) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %73 = "tf.TensorArrayWriteV3"(%4#0, %11#0, %2#0, %9#0) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%73) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %72 = "tf.TensorArrayReadV3"(%4#0, %5#0, %12#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%72) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %71 = "tf.TensorArrayReadV3"(%4#0, %6#0, %12#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%71) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %70 = "tf.TensorArrayReadV3"(%4#0, %7#0, %12#0) {device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%70) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %16:3 = "tf_executor.island"() ({
        %69:2 = "tf.TensorArrayGradV3"(%4#0, %12#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%69#0, %69#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %17:2 = "tf_executor.island"(%16#2) ({
        %68 = "tf.Identity"(%12#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%68) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %18:3 = "tf_executor.island"() ({
        %67:2 = "tf.TensorArrayGradV3"(%4#0, %12#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_2"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%67#0, %67#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %19:2 = "tf_executor.island"(%18#2) ({
        %66 = "tf.Identity"(%12#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_2"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%66) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %20:3 = "tf_executor.island"() ({
        %65:2 = "tf.TensorArrayGradV3"(%4#0, %12#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%65#0, %65#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %21:2 = "tf_executor.island"(%20#2) ({
        %64 = "tf.Identity"(%12#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%64) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %63 = "tf.Identity"(%12#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%63) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %62 = "tf.Const"() {device = "", value = dense<[[2.000000e+00, 3.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%62) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %61 = "tf.Identity"(%23#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
        "tf_executor.yield"(%61) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %60 = "tf.TensorArrayWriteV3"(%20#0, %5#0, %24#0, %21#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%60) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %59 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, -1.000000e+00]]> : tensor<1x2xf32>} : () -> tensor<1x2xf32>
        "tf_executor.yield"(%59) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %58 = "tf.Identity"(%26#0) {_class = ["loc:@TensorArrayReadV3_2"], device = ""} : (tensor<1x2xf32>) -> tensor<1x2xf32>
        "tf_executor.yield"(%58) : (tensor<1x2xf32>) -> ()
      }) : () -> (tensor<1x2xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %57 = "tf.TensorArrayWriteV3"(%18#0, %7#0, %27#0, %19#0) {_class = ["loc:@TensorArrayReadV3_2"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%57) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %56 = "tf.Const"() {device = "", value = dense<-2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%56) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %55 = "tf.Identity"(%29#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%55) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %54 = "tf.TensorArrayWriteV3"(%16#0, %6#0, %30#0, %17#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%54) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %53 = "tf.AddN"(%25#0, %28#0, %31#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%53) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %33:2 = "tf_executor.island"(%22#1) ({
        %52 = "tf.Identity"(%32#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%52) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %34:2 = "tf_executor.island"(%10#1) ({
        %51 = "tf.Identity"(%33#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%51) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %35:3 = "tf_executor.island"() ({
        %50:2 = "tf.TensorArrayGradV3"(%4#0, %34#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%50#0, %50#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %36:2 = "tf_executor.island"(%35#2) ({
        %49 = "tf.Identity"(%34#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%49) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %48 = "tf.TensorArrayReadV3"(%35#0, %8#0, %36#0) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%48) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %47 = "tf.Identity"(%37#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%47) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %39:3 = "tf_executor.island"() ({
        %46:2 = "tf.TensorArrayGradV3"(%4#0, %33#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource>, tensor<f32>) -> (tensor<2x!tf_type.resource>, tensor<f32>)
        "tf_executor.yield"(%46#0, %46#1) : (tensor<2x!tf_type.resource>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, tensor<f32>, !tf_executor.control)
      %40:2 = "tf_executor.island"(%39#2) ({
        %45 = "tf.Identity"(%33#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%45) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %44 = "tf.TensorArrayReadV3"(%39#0, %11#0, %40#0) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%44) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %43 = "tf.Identity"(%41#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%43) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%38#0, %42#0) : (tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1) : (tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "d0,d1"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

