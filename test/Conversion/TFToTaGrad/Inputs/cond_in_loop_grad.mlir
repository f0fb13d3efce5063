"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5x3xf32>, tensor<3xf32>) -> (tensor<5x3xf32>, tensor<f32>, tensor<5x3xf32>, tensor<*xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>):
    %0:4 = "tf_executor.graph"() ({
      %1:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
      %2:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %3:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %4:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %5:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : () -> (tensor<3xf32>, !tf_executor.token, !tf_executor.control)
      %6:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %7:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %8:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %9:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %367 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%367) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %11:2 = "tf_executor.Enter"(%10#0) {T = i32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %12:3 = "tf_executor.Merge"(%11#0, %9#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %13:2 = "tf_executor.island"(%12#2) ({
        %366 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%366) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %365 = "tf.Less"(%12#0, %13#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%365) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %15:2 = "tf_executor.LoopCond"(%14#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %16:3 = "tf_executor.Switch"(%12#0, %15#0) {T = i32, _class = ["loc:@while/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %17:2 = "tf_executor.Exit"(%16#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %364 = "tf.Identity"(%16#1) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%364) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %19:2 = "tf_executor.island"(%18#1) ({
        %363 = "tf.Const"() {_class = ["loc:@while/Exit_2"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%363) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %20:2 = "tf_executor.island"(%18#1) ({
        %362 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%362) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %21:2 = "tf_executor.island"(%18#1) ({
        %361 = "tf.Const"() {device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%361) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %22:2 = "tf_executor.island"(%18#1) ({
        %360 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%360) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %359 = "tf.AddV2"(%18#0, %22#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%359) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%9#1, %23#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %24:2 = "tf_executor.island"() ({
        %358 = "tf.Const"() {device = "", value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%358) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %357 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%357) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %26:3 = "tf_executor.island"() ({
        %356:2 = "tf.TensorArrayV3"(%25#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<3>, identical_element_shapes = true, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
        "tf_executor.yield"(%356#0, %356#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>, !tf_executor.control)
      %27:2 = "tf_executor.Enter"(%26#0) {T = !tf_type.resource, _class = ["loc:@while/TensorArrayReadV3", "loc:@while/TensorArrayReadV3/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<3xf32>>>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, !tf_executor.control)
      %28:2 = "tf_executor.Enter"(%26#0) {T = !tf_type.resource, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<3xf32>>>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %355 = "tf.Const"() {_class = ["loc:@TensorArray_1"], device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%355) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %354 = "tf.Const"() {_class = ["loc:@TensorArray_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%354) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %353 = "tf.Const"() {_class = ["loc:@TensorArray_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%353) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %352 = "tf.Range"(%31#0, %29#0, %30#0) {_class = ["loc:@TensorArray_1"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
        "tf_executor.yield"(%352) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %351 = "tf.Const"() {device = "", value = dense<[5, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%351) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %350 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%350) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %349 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%349) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %348 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%348) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %347 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%347) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %346 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%346) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %345 = "tf.StridedSlice"(%33#0, %36#0, %37#0, %38#0) {begin_mask = 0 : i64, device = "", ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
        "tf_executor.yield"(%345) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %344 = "tf.Range"(%35#0, %39#0, %34#0) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
        "tf_executor.yield"(%344) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %343 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%343) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %42:3 = "tf_executor.island"() ({
        %342:2 = "tf.TensorArrayV3"(%41#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<3>, identical_element_shapes = true, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
        "tf_executor.yield"(%342#0, %342#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>, !tf_executor.control)
      %43:2 = "tf_executor.Enter"(%42#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<3xf32>>>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, !tf_executor.control)
      %44:2 = "tf_executor.Enter"(%42#1) {T = f32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %45:3 = "tf_executor.Merge"(%44#0, %1#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %46:3 = "tf_executor.Switch"(%45#0, %15#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %47:2 = "tf_executor.Exit"(%46#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %341 = "tf.TensorArrayGatherV3"(%42#0, %32#0, %47#0) {_class = ["loc:@TensorArray_1"], device = "", element_shape = #tf_type.shape<3>} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<5xi32>, tensor<*xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%341) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %340 = "tf.Mul"(%48#0, %48#0) {device = ""} : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%340) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %339 = "tf.Sum"(%49#0, %24#0) {device = "", keep_dims = false} : (tensor<5x3xf32>, tensor<2xi32>) -> tensor<f32>
        "tf_executor.yield"(%339) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %338 = "tf.Identity"(%50#0) {device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%338) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %337 = "tf.Identity"(%48#0) {device = ""} : (tensor<5x3xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%337) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %53:3 = "tf_executor.island"() ({
        %336:2 = "tf.TensorArrayGradV3"(%42#0, %47#0) {_class = ["loc:@TensorArray_1"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
        "tf_executor.yield"(%336#0, %336#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>, !tf_executor.control)
      %54:2 = "tf_executor.island"(%53#2) ({
        %335 = "tf.Identity"(%47#0) {_class = ["loc:@TensorArray_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%335) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %334 = "tf.Identity"(%46#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%334) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %56:2 = "tf_executor.Enter"(%42#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<3xf32>>>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, !tf_executor.control)
      %57:2 = "tf_executor.island"() ({
        %333 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%333) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %332 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<[5, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%332) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %331 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%331) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %330 = "tf.Const"() {_class = ["loc:@while/Exit_2"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%330) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %61:2 = "tf_executor.Enter"(%60#0) {T = i32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<i32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %329 = "tf.Const"() {_class = ["loc:@while/Exit_2"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%329) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %63:2 = "tf_executor.Enter"(%62#0) {T = i32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %64:3 = "tf_executor.Merge"(%63#0, %2#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %65:3 = "tf_executor.Switch"(%64#0, %15#0) {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %328 = "tf.AddV2"(%65#1, %19#0) {_class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%328) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %67:2 = "tf_executor.Exit"(%65#0) {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %68:2 = "tf_executor.Enter"(%67#0) {T = i32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %69:3 = "tf_executor.Merge"(%68#0, %7#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %70:2 = "tf_executor.island"() ({
        %327 = "tf.GreaterEqual"(%69#0, %61#0) {_class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%327) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %71:2 = "tf_executor.LoopCond"(%70#0) {_class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %72:3 = "tf_executor.Switch"(%69#0, %71#0) {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %73:2 = "tf_executor.island"() ({
        %326 = "tf.Sub"(%72#1, %61#0) {_class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%326) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %74:2 = "tf_executor.island"(%73#1) ({
        %325 = "tf.Const"() {_class = ["loc:@while/TensorArrayReadV3"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%325) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %75:2 = "tf_executor.island"(%73#1) ({
        %324 = "tf.Const"() {_class = ["loc:@while/Identity_1"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%324) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %76:2 = "tf_executor.island"(%73#1) ({
        %323 = "tf.Const"() {_class = ["loc:@while/Identity_1"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%323) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %77:2 = "tf_executor.island"(%73#1) ({
        %322 = "tf.Const"() {_class = ["loc:@while/cond/mul/Enter"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%322) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %78:2 = "tf_executor.island"(%73#1) ({
        %321 = "tf.Const"() {_class = ["loc:@while/TensorArrayReadV3"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%321) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %79:2 = "tf_executor.island"(%73#1) ({
        %320 = "tf.Const"() {_class = ["loc:@while/cond/mul/Enter"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%320) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %80:2 = "tf_executor.Exit"(%72#0) {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %81:2 = "tf_executor.island"() ({
        %319 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%319) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %318 = "tf.Fill"(%57#0, %81#0) {_class = ["loc:@Sum"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%318) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %83:2 = "tf_executor.island"() ({
        %317 = "tf.Reshape"(%82#0, %59#0) {_class = ["loc:@Sum"], device = ""} : (tensor<f32>, tensor<2xi32>) -> tensor<1x1xf32>
        "tf_executor.yield"(%317) : (tensor<1x1xf32>) -> ()
      }) : () -> (tensor<1x1xf32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %316 = "tf.Tile"(%83#0, %58#0) {_class = ["loc:@Sum"], device = ""} : (tensor<1x1xf32>, tensor<2xi32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%316) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %85:2 = "tf_executor.island"() ({
        %315 = "tf.Mul"(%84#0, %48#0) {_class = ["loc:@mul_1"], device = ""} : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%315) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %314 = "tf.Mul"(%84#0, %48#0) {_class = ["loc:@mul_1"], device = ""} : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%314) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %87:2 = "tf_executor.island"() ({
        %313 = "tf.AddN"(%85#0, %86#0) {_class = ["loc:@mul_1"], device = ""} : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%313) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %312 = "tf.TensorArrayScatterV3"(%53#0, %32#0, %87#0, %54#0) {_class = ["loc:@TensorArray_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<5xi32>, tensor<5x3xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%312) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %89:2 = "tf_executor.Enter"(%88#0) {T = f32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %90:3 = "tf_executor.Merge"(%89#0, %8#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %91:3 = "tf_executor.Switch"(%90#0, %71#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %92:2 = "tf_executor.Exit"(%91#0) {T = f32, _class = ["loc:@while/Enter_2"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %93:2 = "tf_executor.island"() ({
        %311 = "tf.Const"() {_class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%311) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %94:2 = "tf_executor.Enter"(%93#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %95:3 = "tf_executor.Merge"(%94#0, %4#0) {N = 2 : i64, T = f32, _class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %96:3 = "tf_executor.Switch"(%95#0, %71#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %97:2 = "tf_executor.Exit"(%96#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %98:2 = "tf_executor.island"() ({
        %310 = "tf.Const"() {_class = ["loc:@while/Identity", "loc:@while/cond/Merge"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%310) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %99:2 = "tf_executor.island"() ({
        %309 = "tf.StackV2"(%98#0) {_class = ["loc:@while/Identity", "loc:@while/cond/Merge"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%309) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %100:2 = "tf_executor.Enter"(%99#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %101:2 = "tf_executor.island"(%66#1) ({
        %308 = "tf.StackPushV2"(%100#0, %18#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%308) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %102:2 = "tf_executor.Enter"(%99#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %103:2 = "tf_executor.island"(%73#1) ({
        %307 = "tf.StackPopV2"(%102#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%307) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %306 = "tf.Const"() {_class = ["loc:@while/cond/Merge"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%306) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %105:2 = "tf_executor.island"() ({
        %305 = "tf.StackV2"(%104#0) {_class = ["loc:@while/cond/Merge"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%305) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %106:2 = "tf_executor.Enter"(%105#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %107:2 = "tf_executor.Enter"(%105#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %108:2 = "tf_executor.island"(%73#1) ({
        %304 = "tf.StackPopV2"(%107#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%304) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %109:2 = "tf_executor.island"() ({
        %303 = "tf.Identity"(%108#0) {_class = ["loc:@while/cond/Merge"], _has_manual_control_dependencies = true, device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%303) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %110:2 = "tf_executor.island"(%109#1) ({
        %302 = "tf.Identity"(%91#1) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%302) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%8#1, %110#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %111:3 = "tf_executor.island"() ({
        %301:2 = "tf.TensorArrayGradV3"(%43#0, %110#0) {_class = ["loc:@while/cond/Merge"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
        "tf_executor.yield"(%301#0, %301#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>, !tf_executor.control)
      %112:2 = "tf_executor.island"(%111#2) ({
        %300 = "tf.Identity"(%110#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%300) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %113:2 = "tf_executor.island"() ({
        %299 = "tf.TensorArrayReadV3"(%111#0, %103#0, %112#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%299) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %114:2 = "tf_executor.island"() ({
        %298 = "tf.Const"() {_class = ["loc:@while/cond/Merge", "loc:@while/cond/pred_id"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%298) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %115:2 = "tf_executor.island"() ({
        %297 = "tf.StackV2"(%114#0) {_class = ["loc:@while/cond/Merge", "loc:@while/cond/pred_id"], device = "", elem_type = i1, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%297) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %116:2 = "tf_executor.Enter"(%115#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %117:2 = "tf_executor.Enter"(%115#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %118:2 = "tf_executor.island"(%73#1) ({
        %296 = "tf.StackPopV2"(%117#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi1>
        "tf_executor.yield"(%296) : (tensor<*xi1>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi1>, !tf_executor.control)
      %119:3 = "tf_executor.Switch"(%74#0, %118#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %120:3 = "tf_executor.Switch"(%75#0, %118#0) {T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %121:3 = "tf_executor.Switch"(%76#0, %118#0) {T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %122:3 = "tf_executor.Switch"(%77#0, %118#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %123:3 = "tf_executor.Switch"(%78#0, %118#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %124:3 = "tf_executor.Switch"(%79#0, %118#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %125:2 = "tf_executor.island"() ({
        %295 = "tf.Const"() {_class = ["loc:@while/cond/Relu"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%295) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %126:2 = "tf_executor.island"() ({
        %294 = "tf.StackV2"(%125#0) {_class = ["loc:@while/cond/Relu"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%294) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %127:2 = "tf_executor.Enter"(%126#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Relu"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %128:2 = "tf_executor.Enter"(%126#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Relu"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %129:3 = "tf_executor.Switch"(%128#0, %118#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Relu"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %130:2 = "tf_executor.island"() ({
        %293 = "tf.StackPopV2"(%129#0) {_class = ["loc:@while/cond/Relu"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%293) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %131:2 = "tf_executor.island"() ({
        %292 = "tf.Const"() {_class = ["loc:@while/cond/Tanh"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%292) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %132:2 = "tf_executor.island"() ({
        %291 = "tf.StackV2"(%131#0) {_class = ["loc:@while/cond/Tanh"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%291) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %133:2 = "tf_executor.Enter"(%132#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Tanh"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %134:2 = "tf_executor.Enter"(%132#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Tanh"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %135:3 = "tf_executor.Switch"(%134#0, %118#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Tanh"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %136:2 = "tf_executor.island"() ({
        %290 = "tf.StackPopV2"(%135#1) {_class = ["loc:@while/cond/Tanh"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%290) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %137:2 = "tf_executor.island"() ({
        %289 = "tf.Const"() {_class = ["loc:@while/cond/mul/Enter"], device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%289) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %138:2 = "tf_executor.Enter"(%137#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<3xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %139:3 = "tf_executor.Merge"(%138#0, %6#0) {N = 2 : i64, T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %140:3 = "tf_executor.Switch"(%139#0, %71#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %141:2 = "tf_executor.Exit"(%140#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %142:2 = "tf_executor.island"() ({
        %288 = "tf.Identity"(%141#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%288) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %143:2 = "tf_executor.island"() ({
        %287 = "tf.Const"() {_class = ["loc:@while/Identity_1", "loc:@while/cond/mul_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%287) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %144:2 = "tf_executor.island"() ({
        %286 = "tf.StackV2"(%143#0) {_class = ["loc:@while/Identity_1", "loc:@while/cond/mul_1"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%286) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %145:2 = "tf_executor.Enter"(%144#0) {T = !tf_type.resource, _class = ["loc:@while/cond/mul_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %146:2 = "tf_executor.Enter"(%144#0) {T = !tf_type.resource, _class = ["loc:@while/Identity_1", "loc:@while/cond/mul_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %147:3 = "tf_executor.Switch"(%146#0, %118#0) {T = !tf_type.resource, _class = ["loc:@while/Identity_1", "loc:@while/cond/mul_1"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %148:2 = "tf_executor.island"() ({
        %285 = "tf.StackPopV2"(%147#0) {_class = ["loc:@while/cond/mul_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%285) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %149:2 = "tf_executor.island"() ({
        %284 = "tf.Const"() {_class = ["loc:@while/TensorArrayReadV3", "loc:@while/cond/mul"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%284) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %150:2 = "tf_executor.island"() ({
        %283 = "tf.StackV2"(%149#0) {_class = ["loc:@while/TensorArrayReadV3", "loc:@while/cond/mul"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%283) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %151:2 = "tf_executor.Enter"(%150#0) {T = !tf_type.resource, _class = ["loc:@while/cond/mul"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %152:2 = "tf_executor.Enter"(%150#0) {T = !tf_type.resource, _class = ["loc:@while/TensorArrayReadV3", "loc:@while/cond/mul"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %153:3 = "tf_executor.Switch"(%152#0, %118#0) {T = !tf_type.resource, _class = ["loc:@while/TensorArrayReadV3", "loc:@while/cond/mul"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %154:2 = "tf_executor.island"() ({
        %282 = "tf.StackPopV2"(%153#1) {_class = ["loc:@while/cond/mul"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%282) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %155 = "tf_executor.ControlTrigger"(%108#1, %103#1, %118#1, %130#1, %136#1, %148#1, %154#1) {_class = ["loc:@while/cond/Merge"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      "tf_executor.NextIteration.Sink"(%7#1, %73#0, %155) {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control) -> ()
      %156:2 = "tf_executor.island"() ({
        %281 = "tf.Const"() {device = "", value = dense<0.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%281) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %157:2 = "tf_executor.Enter"(%156#0) {T = f32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<3xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %158:3 = "tf_executor.Merge"(%157#0, %5#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<3xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %159:3 = "tf_executor.Switch"(%158#0, %71#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %160:2 = "tf_executor.island"() ({
        %280 = "tf.AddN"(%159#1, %113#0) {_class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%280) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %161:3 = "tf_executor.Switch"(%160#0, %118#0) {T = f32, _class = ["loc:@while/Merge_1"], _has_manual_control_dependencies = true, device = ""} : (tensor<3xf32>, tensor<*xi1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %162:2 = "tf_executor.island"() ({
        %279 = "tf.ReluGrad"(%161#0, %130#0) {_class = ["loc:@while/cond/Relu"], device = ""} : (tensor<3xf32>, tensor<*xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%279) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %163:2 = "tf_executor.island"() ({
        %278 = "tf.Mul"(%162#0, %148#0) {_class = ["loc:@while/cond/mul_1"], device = ""} : (tensor<3xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%278) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %164:3 = "tf_executor.Merge"(%163#0, %122#1) {N = 2 : i64, T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<*xf32>, tensor<3xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %165:2 = "tf_executor.island"() ({
        %277 = "tf.Neg"(%162#0) {_class = ["loc:@while/cond/sub"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%277) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %166:3 = "tf_executor.Merge"(%165#0, %119#1) {N = 2 : i64, T = f32, _class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>, !tf_executor.control)
      %167:2 = "tf_executor.island"() ({
        %276 = "tf.TanhGrad"(%136#0, %161#1) {_class = ["loc:@while/cond/Tanh"], device = ""} : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%276) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %168:3 = "tf_executor.Merge"(%120#0, %167#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<3xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %169:2 = "tf_executor.island"() ({
        %275 = "tf.Mul"(%167#0, %154#0) {_class = ["loc:@while/cond/mul"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%275) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %170:3 = "tf_executor.Merge"(%124#0, %169#0) {N = 2 : i64, T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<3xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %171:2 = "tf_executor.island"() ({
        %274 = "tf.AddN"(%164#0, %170#0) {_class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%274) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %172:2 = "tf_executor.island"() ({
        %273 = "tf.AddV2"(%140#1, %171#0) {_class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%273) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%6#1, %172#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %173:2 = "tf_executor.Exit"(%159#0) {T = f32, _class = ["loc:@while/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %174:2 = "tf_executor.island"() ({
        %272 = "tf.Const"() {device = "", value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%272) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %175:2 = "tf_executor.island"() ({
        %271 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%271) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %176:2 = "tf_executor.island"() ({
        %270 = "tf.Mul"(%175#0, %174#0) {device = ""} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
        "tf_executor.yield"(%270) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %177:2 = "tf_executor.Enter"(%176#0) {T = f32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<3xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %178:3 = "tf_executor.Merge"(%177#0, %3#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %179:3 = "tf_executor.Switch"(%178#0, %15#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %180:2 = "tf_executor.Exit"(%179#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %181:2 = "tf_executor.island"() ({
        %269 = "tf.Identity"(%179#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%269) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %182:2 = "tf_executor.Enter"(%arg1) {T = f32, _class = ["loc:@while/cond/mul_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<3xf32>) -> (tensor<3xf32>, !tf_executor.control)
      %183:2 = "tf_executor.island"() ({
        %268 = "tf.Mul"(%162#0, %182#0) {_class = ["loc:@while/cond/mul_1"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%268) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %184:3 = "tf_executor.Merge"(%183#0, %121#1) {N = 2 : i64, T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>, !tf_executor.control)
      %185:2 = "tf_executor.island"() ({
        %267 = "tf.AddN"(%168#0, %184#0) {_class = ["loc:@while/Identity_1"], device = ""} : (tensor<*xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%267) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%5#1, %185#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (!tf_executor.token, tensor<3xf32>) -> ()
      %186:2 = "tf_executor.island"() ({
        %266 = "tf.Mul"(%167#0, %182#0) {_class = ["loc:@while/cond/mul"], device = ""} : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%266) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %187:3 = "tf_executor.Merge"(%123#0, %186#0) {N = 2 : i64, T = f32, _class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %188:2 = "tf_executor.island"() ({
        %265 = "tf.AddN"(%166#0, %187#0) {_class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<*xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%265) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %189:2 = "tf_executor.Enter"(%arg1) {T = f32, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<3xf32>) -> (tensor<3xf32>, !tf_executor.control)
      %190:2 = "tf_executor.island"() ({
        %264 = "tf.TensorArrayScatterV3"(%26#0, %40#0, %arg0, %26#1) {_class = ["loc:@x"], device = ""} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<5xi32>, tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%264) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %191:2 = "tf_executor.island"() ({
        %263 = "tf.Identity"(%190#0) {_class = ["loc:@x"], _has_manual_control_dependencies = true, device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%263) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %192:2 = "tf_executor.island"(%191#1) ({
        %262 = "tf.Identity"(%97#0) {_class = ["loc:@x"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%262) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %193:3 = "tf_executor.island"() ({
        %261:2 = "tf.TensorArrayGradV3"(%26#0, %192#0) {_class = ["loc:@TensorArray", "loc:@x"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
        "tf_executor.yield"(%261#0, %261#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>, !tf_executor.control)
      %194:2 = "tf_executor.island"(%193#2) ({
        %260 = "tf.Identity"(%192#0) {_class = ["loc:@TensorArray", "loc:@x"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%260) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %195:2 = "tf_executor.island"() ({
        %259 = "tf.TensorArrayGatherV3"(%193#0, %40#0, %194#0) {_class = ["loc:@x"], device = "", element_shape = #tf_type.shape<*>} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<5xi32>, tensor<*xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%259) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %196:2 = "tf_executor.island"() ({
        %258 = "tf.Identity"(%195#0) {device = ""} : (tensor<5x3xf32>) -> tensor<5x3xf32>
        "tf_executor.yield"(%258) : (tensor<5x3xf32>) -> ()
      }) : () -> (tensor<5x3xf32>, !tf_executor.control)
      %197:2 = "tf_executor.Enter"(%190#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3", "loc:@while/TensorArrayReadV3/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
      %198:3 = "tf_executor.island"(%73#1) ({
        %257:2 = "tf.TensorArrayGradV3"(%27#0, %197#0) {_class = ["loc:@while/TensorArrayReadV3", "loc:@while/TensorArrayReadV3/Enter"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>)
        "tf_executor.yield"(%257#0, %257#1) : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<f32>, !tf_executor.control)
      %199:2 = "tf_executor.island"(%198#2) ({
        %256 = "tf.Identity"(%197#0) {_class = ["loc:@while/TensorArrayReadV3", "loc:@while/TensorArrayReadV3/Enter"], device = ""} : (tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%256) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %200:2 = "tf_executor.island"() ({
        %255 = "tf.TensorArrayWriteV3"(%198#0, %103#0, %188#0, %199#0) {_class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xi32>, tensor<3xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%255) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %201:2 = "tf_executor.island"() ({
        %254 = "tf.AddV2"(%96#1, %200#0) {_class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%254) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%4#1, %201#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3/Enter_1"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %202:2 = "tf_executor.Enter"(%190#0) {T = f32, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
      %203:2 = "tf_executor.island"() ({
        %253 = "tf.TensorArrayReadV3"(%28#0, %18#0, %202#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xi32>, tensor<f32>) -> tensor<3xf32>
        "tf_executor.yield"(%253) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %204:2 = "tf_executor.island"() ({
        %252 = "tf.Sum"(%203#0, %20#0) {device = "", keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%252) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %205:2 = "tf_executor.island"() ({
        %251 = "tf.Greater"(%204#0, %21#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "tf_executor.yield"(%251) : (tensor<i1>) -> ()
      }) : () -> (tensor<i1>, !tf_executor.control)
      %206:3 = "tf_executor.Switch"(%205#0, %205#0) {T = i1, device = ""} : (tensor<i1>, tensor<i1>) -> (tensor<i1>, tensor<i1>, !tf_executor.control)
      %207:2 = "tf_executor.island"() ({
        %250 = "tf.Identity"(%206#0) {device = ""} : (tensor<i1>) -> tensor<i1>
        "tf_executor.yield"(%250) : (tensor<i1>) -> ()
      }) : () -> (tensor<i1>, !tf_executor.control)
      %208:2 = "tf_executor.island"() ({
        %249 = "tf.Identity"(%206#1) {device = ""} : (tensor<i1>) -> tensor<i1>
        "tf_executor.yield"(%249) : (tensor<i1>) -> ()
      }) : () -> (tensor<i1>, !tf_executor.control)
      %209:2 = "tf_executor.island"() ({
        %248 = "tf.Identity"(%205#0) {device = ""} : (tensor<i1>) -> tensor<i1>
        "tf_executor.yield"(%248) : (tensor<i1>) -> ()
      }) : () -> (tensor<i1>, !tf_executor.control)
      %210:2 = "tf_executor.island"(%66#1) ({
        %247 = "tf.StackPushV2"(%116#0, %209#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<i1>) -> tensor<i1>
        "tf_executor.yield"(%247) : (tensor<i1>) -> ()
      }) : (!tf_executor.control) -> (tensor<i1>, !tf_executor.control)
      %211:3 = "tf_executor.Switch"(%127#0, %209#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Relu"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %212:3 = "tf_executor.Switch"(%133#0, %209#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Tanh"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %213:3 = "tf_executor.Switch"(%145#0, %209#0) {T = !tf_type.resource, _class = ["loc:@while/cond/mul_1"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %214:3 = "tf_executor.Switch"(%151#0, %209#0) {T = !tf_type.resource, _class = ["loc:@while/cond/mul"], device = ""} : (tensor<2x!tf_type.resource>, tensor<i1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %215:3 = "tf_executor.Switch"(%181#0, %209#0) {T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %216:3 = "tf_executor.Switch"(%189#0, %209#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %217:3 = "tf_executor.Switch"(%181#0, %209#0) {T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %218:2 = "tf_executor.island"(%66#1) ({
        %246 = "tf.StackPushV2"(%213#0, %217#0) {_class = ["loc:@while/cond/mul_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%246) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %219:3 = "tf_executor.Switch"(%189#0, %209#0) {T = f32, _class = ["loc:@while/cond/mul/Enter"], device = ""} : (tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %220:2 = "tf_executor.island"() ({
        %245 = "tf.Mul"(%217#0, %219#0) {device = ""} : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%245) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %221:3 = "tf_executor.Switch"(%203#0, %209#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %222:2 = "tf_executor.island"(%66#1) ({
        %244 = "tf.StackPushV2"(%214#1, %221#1) {_class = ["loc:@while/cond/mul"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%244) : (tensor<3xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<3xf32>, !tf_executor.control)
      %223:2 = "tf_executor.island"() ({
        %243 = "tf.Mul"(%221#1, %216#1) {device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%243) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %224:2 = "tf_executor.island"() ({
        %242 = "tf.AddV2"(%223#0, %215#1) {device = ""} : (tensor<3xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%242) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %225:2 = "tf_executor.island"() ({
        %241 = "tf.Tanh"(%224#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%241) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %226:2 = "tf_executor.island"(%66#1) ({
        %240 = "tf.StackPushV2"(%212#1, %225#0) {_class = ["loc:@while/cond/Tanh"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%240) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %227:3 = "tf_executor.Switch"(%203#0, %209#0) {T = f32, _class = ["loc:@while/TensorArrayReadV3"], device = ""} : (tensor<3xf32>, tensor<i1>) -> (tensor<3xf32>, tensor<3xf32>, !tf_executor.control)
      %228:2 = "tf_executor.island"() ({
        %239 = "tf.Sub"(%220#0, %227#0) {device = ""} : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%239) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %229:2 = "tf_executor.island"() ({
        %238 = "tf.Relu"(%228#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%238) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %230:2 = "tf_executor.island"(%66#1) ({
        %237 = "tf.StackPushV2"(%211#0, %229#0) {_class = ["loc:@while/cond/Relu"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%237) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %231 = "tf_executor.ControlTrigger"(%230#1, %226#1, %218#1, %222#1) {_class = ["loc:@while/cond/Relu"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      %232:3 = "tf_executor.Merge"(%229#0, %225#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%3#1, %232#0) {T = f32, device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %233:2 = "tf_executor.island"() ({
        %236 = "tf.TensorArrayWriteV3"(%56#0, %18#0, %232#0, %55#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource<tensor<3xf32>>>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%236) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %234:2 = "tf_executor.island"(%66#1) ({
        %235 = "tf.StackPushV2"(%106#0, %233#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%235) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%2#1, %66#0, %234#1, %101#1, %210#1, %231) {T = i32, _class = ["loc:@while/Exit_2"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> ()
      "tf_executor.NextIteration.Sink"(%1#1, %233#0) {T = f32, device = ""} : (!tf_executor.token, tensor<f32>) -> ()
      "tf_executor.fetch"(%52#0, %51#0, %196#0, %142#0) : (tensor<5x3xf32>, tensor<f32>, tensor<5x3xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<5x3xf32>, tensor<f32>, tensor<5x3xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (tensor<5x3xf32>, tensor<f32>, tensor<5x3xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,w", outputs = "y,loss,dx,dw"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

