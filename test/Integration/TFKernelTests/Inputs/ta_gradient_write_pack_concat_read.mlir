"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:2 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %90 = "tf.Const"() {device = "", value = dense<[-1.000000e+00, 1.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%90) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %89 = "tf.Const"() {device = "", value = dense<[-1.000000e+01, 1.000000e+01]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%89) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %88 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%88) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %87 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%87) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:3 = "tf_executor.island"() ({
        %86:2 = "tf.TensorArrayV3"(%4#0) {clear_after_read = false, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%86#0, %86#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %85 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%85) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %84 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%84) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %83 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%83) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %82 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%82) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %81 = "tf.Range"(%9#0, %7#0, %8#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
        "tf_executor.yield"(%81) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %80 = "tf.Const"() {_class = ["loc:@Const"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%80) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %79 = "tf.TensorArrayWriteV3"(%5#0, %11#0, %1#0, %5#1) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%79) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %78 = "tf.Const"() {_class = ["loc:@Const"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%78) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %77 = "tf.TensorArrayWriteV3"(%5#0, %13#0, %2#0, %12#0) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%77) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %15:3 = "tf_executor.island"() ({
        %76:2 = "tf.TensorArrayConcatV3"(%5#0, %14#0) {_has_manual_control_dependencies = true, device = "", element_shape_except0 = #tf_type.shape<>} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<*xf32>, tensor<?xi64>)
        "tf_executor.yield"(%76#0, %76#1) : (tensor<*xf32>, tensor<?xi64>) -> ()
      }) : () -> (tensor<*xf32>, tensor<?xi64>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %75 = "tf.TensorArrayReadV3"(%5#0, %6#0, %14#0) {_has_manual_control_dependencies = true, device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%75) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %74 = "tf.TensorArrayGatherV3"(%5#0, %10#0, %14#0) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", element_shape = #tf_type.shape<2>} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%74) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %73 = "tf.Identity"(%12#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%73) : (tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %19:2 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %72 = "tf.Const"() {device = "", value = dense<[[2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
        "tf_executor.yield"(%72) : (tensor<2x2xf32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<2x2xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %71 = "tf.Identity"(%19#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x2xf32>) -> tensor<2x2xf32>
        "tf_executor.yield"(%71) : (tensor<2x2xf32>) -> ()
      }) : () -> (tensor<2x2xf32>, !tf_executor.control)
      %21:2 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %70 = "tf.Const"() {device = "", value = dense<[-5.000000e-01, 1.500000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%70) : (tensor<2xf32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<2xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %69 = "tf.Identity"(%21#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%69) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %68 = "tf.Const"() {device = "", value = dense<[2.000000e+01, 3.000000e+01, 4.000000e+01, 5.000000e+01]> : tensor<4xf32>} : () -> tensor<4xf32>
        "tf_executor.yield"(%68) : (tensor<4xf32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<4xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %67 = "tf.Identity"(%23#0) {_class = ["loc:@TensorArrayConcatV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%67) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %25:3 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %66:2 = "tf.TensorArrayGradV3"(%5#0, %14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayConcatV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%66#0, %66#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %26:2 = "tf_executor.island"(%17#1, %16#1, %15#2, %25#2) ({
        %65 = "tf.Identity"(%14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayConcatV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%65) : (tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %64 = "tf.TensorArraySplitV3"(%25#0, %24#0, %15#1, %26#0) {_class = ["loc:@TensorArrayConcatV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<4xf32>, tensor<?xi64>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%64) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %28:3 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %63:2 = "tf.TensorArrayGradV3"(%5#0, %14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%63#0, %63#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %29:2 = "tf_executor.island"(%17#1, %16#1, %15#2, %28#2) ({
        %62 = "tf.Identity"(%14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%62) : (tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %61 = "tf.TensorArrayWriteV3"(%28#0, %6#0, %22#0, %29#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%61) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %31:3 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %60:2 = "tf.TensorArrayGradV3"(%5#0, %14#0) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%60#0, %60#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %32:2 = "tf_executor.island"(%17#1, %16#1, %15#2, %31#2) ({
        %59 = "tf.Identity"(%14#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%59) : (tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %58 = "tf.TensorArrayScatterV3"(%31#0, %10#0, %20#0, %32#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%58) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %57 = "tf.AddN"(%33#0, %30#0, %27#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%57) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %35:2 = "tf_executor.island"(%17#1, %16#1, %15#2) ({
        %56 = "tf.Identity"(%14#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%56) : (tensor<f32>) -> ()
      }) : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %36:2 = "tf_executor.island"(%35#1) ({
        %55 = "tf.Identity"(%34#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%55) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %37:2 = "tf_executor.island"(%18#1) ({
        %54 = "tf.Identity"(%36#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%54) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %38:3 = "tf_executor.island"() ({
        %53:2 = "tf.TensorArrayGradV3"(%5#0, %37#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%53#0, %53#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %39:2 = "tf_executor.island"(%38#2) ({
        %52 = "tf.Identity"(%37#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%52) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %51 = "tf.TensorArrayReadV3"(%38#0, %11#0, %39#0) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%51) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %50 = "tf.Identity"(%40#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%50) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %42:3 = "tf_executor.island"() ({
        %49:2 = "tf.TensorArrayGradV3"(%5#0, %36#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%49#0, %49#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %43:2 = "tf_executor.island"(%42#2) ({
        %48 = "tf.Identity"(%36#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%48) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %47 = "tf.TensorArrayReadV3"(%42#0, %13#0, %43#0) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%47) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %46 = "tf.Identity"(%44#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%46) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%41#0, %45#0) : (tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1) : (tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "d0,d1"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

