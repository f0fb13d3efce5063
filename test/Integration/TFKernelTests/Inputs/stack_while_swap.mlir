"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %2:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %3:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %67 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%67) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %5:2 = "tf_executor.Enter"(%4#0) {T = i32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %6:3 = "tf_executor.Merge"(%5#0, %2#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %7:2 = "tf_executor.island"(%6#2) ({
        %66 = "tf.Const"() {device = "", value = dense<10> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%66) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %65 = "tf.Less"(%6#0, %7#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%65) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %9:2 = "tf_executor.LoopCond"(%8#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %10:3 = "tf_executor.Switch"(%6#0, %9#0) {T = i32, _class = ["loc:@while/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %11:2 = "tf_executor.Exit"(%10#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %12:2 = "tf_executor.Enter"(%11#0) {T = i32, device = "", frame_name = "while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %13:3 = "tf_executor.Merge"(%12#0, %3#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %14:2 = "tf_executor.island"(%13#2) ({
        %64 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%64) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %63 = "tf.Greater"(%13#0, %14#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%63) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %16:2 = "tf_executor.LoopCond"(%15#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %17:3 = "tf_executor.Switch"(%13#0, %16#0) {T = i32, _class = ["loc:@while_1/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %18:2 = "tf_executor.Exit"(%17#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %62 = "tf.Identity"(%17#1) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%62) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %20:2 = "tf_executor.island"(%19#1) ({
        %61 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%61) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %60 = "tf.Sub"(%19#0, %20#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%60) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%3#1, %21#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %22:2 = "tf_executor.island"() ({
        %59 = "tf.Identity"(%10#1) {_has_manual_control_dependencies = true, device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%59) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %23:2 = "tf_executor.island"(%22#1) ({
        %58 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%58) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %24:2 = "tf_executor.island"(%22#1) ({
        %57 = "tf.Const"() {device = "", value = dense<2000> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%57) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %56 = "tf.Fill"(%24#0, %23#0) {device = ""} : (tensor<1xi32>, tensor<f32>) -> tensor<2000xf32>
        "tf_executor.yield"(%56) : (tensor<2000xf32>) -> ()
      }) : () -> (tensor<2000xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %55 = "tf.Const"() {device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%55) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %54 = "tf.StackV2"(%26#0) {device = "", elem_type = f32, stack_name = "foo"} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%54) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %28:2 = "tf_executor.Enter"(%27#0) {T = !tf_type.resource, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %53 = "tf.StackPushV2"(%28#0, %25#0) {_has_manual_control_dependencies = true, device = "", swap_memory = true} : (tensor<2x!tf_type.resource>, tensor<2000xf32>) -> tensor<2000xf32>
        "tf_executor.yield"(%53) : (tensor<2000xf32>) -> ()
      }) : () -> (tensor<2000xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"(%29#1) ({
        %52 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%52) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %51 = "tf.AddV2"(%22#0, %30#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%51) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%2#1, %31#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %32:2 = "tf_executor.Enter"(%27#0) {T = !tf_type.resource, device = "", frame_name = "while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %33:2 = "tf_executor.island"(%19#1) ({
        %50 = "tf.StackPopV2"(%32#0) {device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%50) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %49 = "tf.Const"() {device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%49) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %48 = "tf.Const"() {device = "", value = dense<2000> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%48) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %47 = "tf.Fill"(%35#0, %34#0) {device = ""} : (tensor<1xi32>, tensor<f32>) -> tensor<2000xf32>
        "tf_executor.yield"(%47) : (tensor<2000xf32>) -> ()
      }) : () -> (tensor<2000xf32>, !tf_executor.control)
      %37:2 = "tf_executor.Enter"(%36#0) {T = f32, device = "", frame_name = "while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<2000xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %38:3 = "tf_executor.Merge"(%37#0, %1#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %39:3 = "tf_executor.Switch"(%38#0, %16#0) {T = f32, _class = ["loc:@while_1/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %40:2 = "tf_executor.Exit"(%39#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %46 = "tf.Identity"(%40#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%46) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %45 = "tf.Identity"(%39#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%45) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %44 = "tf.AddV2"(%42#0, %33#0) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%44) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%1#1, %43#0) {T = f32, device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      "tf_executor.fetch"(%41#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "sum"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

