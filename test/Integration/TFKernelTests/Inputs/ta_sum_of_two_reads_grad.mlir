"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:2 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %100 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00], [6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01], [1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%100) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %99 = "tf.Identity"(%1#0) {device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%99) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %98 = "tf.Const"() {device = "", value = dense<[[1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01, 2.000000e+01], [2.100000e+01, 2.200000e+01, 2.300000e+01, 2.400000e+01, 2.500000e+01], [2.600000e+01, 2.700000e+01, 2.800000e+01, 2.900000e+01, 3.000000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%98) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %97 = "tf.Identity"(%3#0) {device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%97) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %96 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%96) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:3 = "tf_executor.island"() ({
        %95:2 = "tf.TensorArrayV3"(%5#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%95#0, %95#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %94 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%94) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %93 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%93) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %92 = "tf.Const"() {_class = ["loc:@Identity"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%92) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %91 = "tf.TensorArrayWriteV3"(%6#0, %9#0, %2#0, %6#1) {_class = ["loc:@Identity"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%91) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %90 = "tf.Identity"(%10#0) {_class = ["loc:@Identity"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%90) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %89 = "tf.Const"() {_class = ["loc:@Identity"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%89) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %88 = "tf.TensorArrayWriteV3"(%6#0, %12#0, %4#0, %10#0) {_class = ["loc:@Identity"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%88) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %87 = "tf.TensorArrayReadV3"(%6#0, %7#0, %13#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%87) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %86 = "tf.TensorArrayReadV3"(%6#0, %8#0, %13#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%86) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %85 = "tf.AddV2"(%14#0, %15#0) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%85) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:3 = "tf_executor.island"() ({
        %84:2 = "tf.TensorArrayGradV3"(%6#0, %13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%84#0, %84#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %18:2 = "tf_executor.island"(%17#2) ({
        %83 = "tf.Identity"(%13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%83) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %19:3 = "tf_executor.island"() ({
        %82:2 = "tf.TensorArrayGradV3"(%6#0, %13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%82#0, %82#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %20:2 = "tf_executor.island"(%19#2) ({
        %81 = "tf.Identity"(%13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%81) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %80 = "tf.Identity"(%13#0) {_class = ["loc:@Identity"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%80) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %22:3 = "tf_executor.island"() ({
        %79:2 = "tf.TensorArrayGradV3"(%6#0, %13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], _has_manual_control_dependencies = true, device = "", source = "gradients_1"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%79#0, %79#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %23:2 = "tf_executor.island"(%22#2) ({
        %78 = "tf.Identity"(%13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%78) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %24:3 = "tf_executor.island"() ({
        %77:2 = "tf.TensorArrayGradV3"(%6#0, %13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], _has_manual_control_dependencies = true, device = "", source = "gradients_1"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%77#0, %77#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %25:2 = "tf_executor.island"(%24#2) ({
        %76 = "tf.Identity"(%13#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%76) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %75 = "tf.Identity"(%13#0) {_class = ["loc:@Identity"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%75) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %74 = "tf.Const"() {device = "", value = dense<[[-1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00, -5.000000e+00], [-6.000000e+00, -7.000000e+00, -8.000000e+00, -9.000000e+00, -1.000000e+01], [-1.100000e+01, -1.200000e+01, -1.300000e+01, -1.400000e+01, -1.500000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%74) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %73 = "tf.Identity"(%27#0) {_class = ["loc:@add"], device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%73) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %72 = "tf.TensorArrayWriteV3"(%17#0, %8#0, %28#0, %18#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%72) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %71 = "tf.TensorArrayWriteV3"(%19#0, %7#0, %28#0, %20#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%71) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %70 = "tf.AddN"(%30#0, %29#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%70) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %32:2 = "tf_executor.island"(%21#1) ({
        %69 = "tf.Identity"(%31#0) {_class = ["loc:@Identity"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%69) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %33:2 = "tf_executor.island"(%11#1) ({
        %68 = "tf.Identity"(%32#0) {_class = ["loc:@Identity"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%68) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %34:3 = "tf_executor.island"() ({
        %67:2 = "tf.TensorArrayGradV3"(%6#0, %33#0) {_class = ["loc:@Identity", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%67#0, %67#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %35:2 = "tf_executor.island"(%34#2) ({
        %66 = "tf.Identity"(%33#0) {_class = ["loc:@Identity", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%66) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %65 = "tf.TensorArrayReadV3"(%34#0, %9#0, %35#0) {_class = ["loc:@Identity"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%65) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %64 = "tf.Identity"(%36#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%64) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %38:3 = "tf_executor.island"() ({
        %63:2 = "tf.TensorArrayGradV3"(%6#0, %32#0) {_class = ["loc:@Identity", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%63#0, %63#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %39:2 = "tf_executor.island"(%38#2) ({
        %62 = "tf.Identity"(%32#0) {_class = ["loc:@Identity", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%62) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %61 = "tf.TensorArrayReadV3"(%38#0, %12#0, %39#0) {_class = ["loc:@Identity"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%61) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %60 = "tf.Const"() {device = "", value = dense<[[-1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00, -5.000000e+00], [-6.000000e+00, -7.000000e+00, -8.000000e+00, -9.000000e+00, -1.000000e+01], [-1.100000e+01, -1.200000e+01, -1.300000e+01, -1.400000e+01, -1.500000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%60) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %59 = "tf.Identity"(%41#0) {_class = ["loc:@add"], device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%59) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %58 = "tf.TensorArrayWriteV3"(%22#0, %8#0, %42#0, %23#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%58) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %57 = "tf.TensorArrayWriteV3"(%24#0, %7#0, %42#0, %25#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%57) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %56 = "tf.AddN"(%44#0, %43#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%56) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %46:2 = "tf_executor.island"(%26#1) ({
        %55 = "tf.Identity"(%45#0) {_class = ["loc:@Identity"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%55) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %47:3 = "tf_executor.island"() ({
        %54:2 = "tf.TensorArrayGradV3"(%6#0, %46#0) {_class = ["loc:@Identity", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients_1"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%54#0, %54#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %48:2 = "tf_executor.island"(%47#2) ({
        %53 = "tf.Identity"(%46#0) {_class = ["loc:@Identity", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%53) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %52 = "tf.TensorArrayReadV3"(%47#0, %12#0, %48#0) {_class = ["loc:@Identity"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%52) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %51 = "tf.Identity"(%49#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%51) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%37#0, %50#0) : (tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1) : (tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "da,db"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

