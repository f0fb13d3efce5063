"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %66 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, -1.000000e+00], [1.000000e+01, -1.000000e+01]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
        "tf_executor.yield"(%66) : (tensor<2x2xf32>) -> ()
      }) : () -> (tensor<2x2xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %65 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%65) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %3:3 = "tf_executor.island"() ({
        %64:2 = "tf.TensorArrayV3"(%2#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = true, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%64#0, %64#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %63 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%63) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %62 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%62) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %61 = "tf.Const"() {device = "", value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%61) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %60 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%60) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %59 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%59) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %58 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%58) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %57 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%57) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %56 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%56) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %55 = "tf.StridedSlice"(%6#0, %9#0, %10#0, %11#0) {begin_mask = 0 : i64, device = "", ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
        "tf_executor.yield"(%55) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %54 = "tf.Range"(%8#0, %12#0, %7#0) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
        "tf_executor.yield"(%54) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %53 = "tf.TensorArrayScatterV3"(%3#0, %13#0, %1#0, %3#1) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%53) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %52 = "tf.TensorArrayReadV3"(%3#0, %4#0, %14#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%52) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %51 = "tf.TensorArrayReadV3"(%3#0, %5#0, %14#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%51) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:3 = "tf_executor.island"() ({
        %50:2 = "tf.TensorArrayGradV3"(%3#0, %14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%50#0, %50#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %18:2 = "tf_executor.island"(%17#2) ({
        %49 = "tf.Identity"(%14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3_1"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%49) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %19:3 = "tf_executor.island"() ({
        %48:2 = "tf.TensorArrayGradV3"(%3#0, %14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%48#0, %48#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %20:2 = "tf_executor.island"(%19#2) ({
        %47 = "tf.Identity"(%14#0) {_class = ["loc:@TensorArray", "loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%47) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %46 = "tf.Identity"(%14#0) {_class = ["loc:@Const"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%46) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %45 = "tf.Const"() {device = "", value = dense<[2.000000e+00, 3.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%45) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %44 = "tf.Identity"(%22#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%44) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %43 = "tf.TensorArrayWriteV3"(%19#0, %4#0, %23#0, %20#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%43) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %42 = "tf.Const"() {device = "", value = dense<[4.000000e+00, 5.000000e+00]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%42) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%25#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%41) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %40 = "tf.TensorArrayWriteV3"(%17#0, %5#0, %26#0, %18#0) {_class = ["loc:@TensorArrayReadV3_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%40) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %39 = "tf.AddN"(%24#0, %27#0) {_class = ["loc:@TensorArrayReadV3"], device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%39) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %29:2 = "tf_executor.island"(%21#1) ({
        %38 = "tf.Identity"(%28#0) {_class = ["loc:@Const"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%38) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %30:3 = "tf_executor.island"() ({
        %37:2 = "tf.TensorArrayGradV3"(%3#0, %29#0) {_class = ["loc:@Const", "loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%37#0, %37#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %31:2 = "tf_executor.island"(%30#2) ({
        %36 = "tf.Identity"(%29#0) {_class = ["loc:@Const", "loc:@TensorArray"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%36) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %35 = "tf.TensorArrayGatherV3"(%30#0, %13#0, %31#0) {_class = ["loc:@Const"], device = "", element_shape = #tf_type.shape<*>} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%35) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %34 = "tf.Identity"(%32#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%34) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%33#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "dvalue"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

