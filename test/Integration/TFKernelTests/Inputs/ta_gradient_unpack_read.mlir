"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %80 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, -1.000000e+00], [1.000000e+01, -1.000000e+01]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
        "tf_executor.yield"(%80) : (tensor<2x2xf32>) -> ()
      }) : () -> (tensor<2x2xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %79 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%79) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %3:3 = "tf_executor.island"() ({
        %78:2 = "tf.TensorArrayV3"(%2#0) {clear_after_read = false, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%78#0, %78#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %77 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%77) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %76 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%76) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %75 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%75) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %74 = "tf.Const"() {device = "", value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%74) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %73 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%73) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %72 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%72) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %71 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%71) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %70 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%70) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %69 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%69) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %68 = "tf.StridedSlice"(%7#0, %10#0, %11#0, %12#0) {begin_mask = 0 : i64, device = "", ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
        "tf_executor.yield"(%68) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %67 = "tf.Range"(%9#0, %13#0, %8#0) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
        "tf_executor.yield"(%67) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %66 = "tf.TensorArrayScatterV3"(%3#0, %14#0, %1#0, %3#1) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%66) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %65 = "tf.TensorArrayReadV3"(%3#0, %4#0, %15#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%65) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %64 = "tf.TensorArrayReadV3"(%3#0, %5#0, %15#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%64) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %63 = "tf.TensorArrayReadV3"(%3#0, %6#0, %15#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%63) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %19:3 = "tf_executor.island"() ({
        %62:2 = "tf.TensorArrayGradV3"(%3#0, %15#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%62#0, %62#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %20:2 = "tf_executor.island"(%19#2) ({
        %61 = "tf.Identity"(%15#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%61) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %21:3 = "tf_executor.island"() ({
        %60:2 = "tf.TensorArrayGradV3"(%3#0, %15#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_2"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%60#0, %60#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %22:2 = "tf_executor.island"(%21#2) ({
        %59 = "tf.Identity"(%15#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_2"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%59) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %23:3 = "tf_executor.island"() ({
        %58:2 = "tf.TensorArrayGradV3"(%3#0, %15#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%58#0, %58#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %24:2 = "tf_executor.island"(%23#2) ({
        %57 = "tf.Identity"(%15#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%57) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %56 = "tf.Identity"(%15#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%56) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %55 = "tf.Const"() {device = "", value = dense<[2.000000e+00, 3.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%55) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %54 = "tf.Identity"(%26#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%54) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %53 = "tf.TensorArrayWriteV3"(%23#0, %4#0, %27#0, %24#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%53) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %52 = "tf.Const"() {device = "", value = dense<[-1.500000e+00, 1.500000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%52) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %51 = "tf.Identity"(%29#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%51) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %50 = "tf.TensorArrayWriteV3"(%19#0, %5#0, %30#0, %20#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%50) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %49 = "tf.Const"() {device = "", value = dense<[4.000000e+00, 5.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%49) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %48 = "tf.Identity"(%32#0) {_class = ["loc:@TensorArrayReadV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%48) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %47 = "tf.TensorArrayWriteV3"(%21#0, %6#0, %33#0, %22#0) {_class = ["loc:@TensorArrayReadV3_2"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%47) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %46 = "tf.AddN"(%28#0, %31#0, %34#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%46) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %36:2 = "tf_executor.island"(%25#1) ({
        %45 = "tf.Identity"(%35#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%45) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %37:3 = "tf_executor.island"() ({
        %44:2 = "tf.TensorArrayGradV3"(%3#0, %36#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%44#0, %44#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %38:2 = "tf_executor.island"(%37#2) ({
        %43 = "tf.Identity"(%36#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%43) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %42 = "tf.TensorArrayGatherV3"(%37#0, %14#0, %38#0) {_class = ["loc:@Const"], device = "", element_shape = #tf_type.shape<*>} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%42) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%39#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%41) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%40#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "dvalue"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

