"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xi32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
      %2:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %50 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%50) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %4:2 = "tf_executor.Enter"(%3#0) {T = i32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %5:3 = "tf_executor.Merge"(%4#0, %2#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %6:2 = "tf_executor.island"(%5#2) ({
        %49 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%49) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %48 = "tf.Less"(%5#0, %6#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%48) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %8:2 = "tf_executor.LoopCond"(%7#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %9:3 = "tf_executor.Switch"(%5#0, %8#0) {T = i32, _class = ["loc:@while/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %10:2 = "tf_executor.Exit"(%9#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %47 = "tf.Identity"(%9#1) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%47) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"(%11#1) ({
        %46 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%46) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %45 = "tf.AddV2"(%11#0, %12#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%45) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%2#1, %13#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %14:2 = "tf_executor.island"(%11#1) ({
        %44 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%44) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %43 = "tf.Mul"(%11#0, %11#0) {device = ""} : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%43) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %42 = "tf.AddV2"(%15#0, %14#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%42) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %41 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%41) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %18:3 = "tf_executor.island"() ({
        %40:2 = "tf.TensorArrayV3"(%17#0) {clear_after_read = true, device = "", dtype = i32, dynamic_size = true, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<f32>)
        "tf_executor.yield"(%40#0, %40#1) : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<f32>, !tf_executor.control)
      %19:2 = "tf_executor.Enter"(%18#1) {T = f32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %20:3 = "tf_executor.Merge"(%19#0, %1#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %21:3 = "tf_executor.Switch"(%20#0, %8#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %22:2 = "tf_executor.Exit"(%21#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %39 = "tf.TensorArraySizeV3"(%18#0, %22#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<*xf32>) -> tensor<i32>
        "tf_executor.yield"(%39) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %38 = "tf.Identity"(%21#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%38) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %25:2 = "tf_executor.Enter"(%18#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<*xi32>>>) -> (tensor<2x!tf_type.resource<tensor<*xi32>>>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %37 = "tf.TensorArrayWriteV3"(%25#0, %11#0, %16#0, %24#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<*xi32>, tensor<*xi32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%37) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%1#1, %26#0) {T = f32, device = ""} : (!tf_executor.token, tensor<f32>) -> ()
      %27:2 = "tf_executor.island"() ({
        %36 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%36) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %35 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%35) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %34 = "tf.Range"(%28#0, %23#0, %27#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<?xi32>
        "tf_executor.yield"(%34) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %33 = "tf.TensorArrayGatherV3"(%18#0, %29#0, %22#0) {_class = ["loc:@TensorArray"], device = "", element_shape = #tf_type.shape<>} : (tensor<2x!tf_type.resource<tensor<*xi32>>>, tensor<?xi32>, tensor<*xf32>) -> tensor<*xi32>
        "tf_executor.yield"(%33) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %32 = "tf.Identity"(%30#0) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%32) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.fetch"(%31#0) : (tensor<*xi32>) -> ()
    }) : () -> tensor<*xi32>
    "func.return"(%0) : (tensor<*xi32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "stacked"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

