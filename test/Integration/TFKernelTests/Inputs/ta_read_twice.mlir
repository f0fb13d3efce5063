"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %34 = "tf.Const"() {device = "", value = dense<[[1.000000e+00, -1.000000e+00], [1.000000e+01, -1.000000e+01]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
        "tf_executor.yield"(%34) : (tensor<2x2xf32>) -> ()
      }) : () -> (tensor<2x2xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %33 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%33) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %3:3 = "tf_executor.island"() ({
        %32:2 = "tf.TensorArrayV3"(%2#0) {clear_after_read = false, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%32#0, %32#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %31 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%31) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %30 = "tf.Const"() {device = "", value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%30) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %29 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%29) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %28 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%28) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %27 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%27) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %26 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%26) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %25 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%25) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %24 = "tf.StridedSlice"(%5#0, %8#0, %9#0, %10#0) {begin_mask = 0 : i64, device = "", ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
        "tf_executor.yield"(%24) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %23 = "tf.Range"(%7#0, %11#0, %6#0) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2xi32>
        "tf_executor.yield"(%23) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %22 = "tf.TensorArrayScatterV3"(%3#0, %12#0, %1#0, %3#1) {_class = ["loc:@Const"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%22) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %21 = "tf.TensorArrayReadV3"(%3#0, %4#0, %13#0) {_has_manual_control_dependencies = true, device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%21) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"(%14#1) ({
        %20 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%20) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %19 = "tf.TensorArrayReadV3"(%3#0, %15#0, %13#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%19) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %18 = "tf.Identity"(%16#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%18) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%17#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "again"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

