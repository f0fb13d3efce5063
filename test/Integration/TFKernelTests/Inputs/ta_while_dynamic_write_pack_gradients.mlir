"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>), sym_name = "main"}> ({
    %0:4 = "tf_executor.graph"() ({
      %1:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/add/Enter"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %2:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %3:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %4:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %5:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %6:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %7:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %8:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %9:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Slice/Enter"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %10:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %11:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %12:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %13:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %14:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
      %15:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %16:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %501 = "tf.Const"() {device = "", value = dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00], [1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%501) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %500 = "tf.Identity"(%17#0) {device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%500) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %19:2 = "tf_executor.Enter"(%18#0) {T = f32, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<3x5xf32>) -> (tensor<3x5xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %499 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<5xf32>} : () -> tensor<5xf32>
        "tf_executor.yield"(%499) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %498 = "tf.Identity"(%20#0) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%498) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %22:2 = "tf_executor.Enter"(%21#0) {T = f32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<5xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %23:3 = "tf_executor.Merge"(%22#0, %15#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %497 = "tf.Const"() {device = "", value = dense<[1.000000e+02, 1.010000e+02, 1.020000e+02, 1.030000e+02, 1.040000e+02]> : tensor<5xf32>} : () -> tensor<5xf32>
        "tf_executor.yield"(%497) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %496 = "tf.Identity"(%24#0) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%496) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %26:2 = "tf_executor.Enter"(%25#0) {T = f32, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<5xf32>) -> (tensor<5xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %495 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%495) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %494 = "tf.Identity"(%27#0) {device = ""} : (tensor<i32>) -> tensor<i32>
        "tf_executor.yield"(%494) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %29:2 = "tf_executor.Enter"(%28#0) {T = i32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %30:3 = "tf_executor.Merge"(%29#0, %16#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %31:2 = "tf_executor.island"(%30#2) ({
        %493 = "tf.Const"() {device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%493) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %492 = "tf.Less"(%30#0, %31#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%492) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %33:2 = "tf_executor.LoopCond"(%32#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %34:3 = "tf_executor.Switch"(%23#0, %33#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %35:2 = "tf_executor.Exit"(%34#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %491 = "tf.ZerosLike"(%35#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%491) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %37:2 = "tf_executor.Enter"(%36#0) {T = f32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %38:3 = "tf_executor.Merge"(%37#0, %10#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %490 = "tf.ZerosLike"(%35#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%490) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %40:2 = "tf_executor.Enter"(%39#0) {T = f32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "gradients_1/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %41:3 = "tf_executor.Merge"(%40#0, %5#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %489 = "tf.ZerosLike"(%35#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%489) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %43:2 = "tf_executor.Enter"(%42#0) {T = f32, _class = ["loc:@while/Exit_2"], device = "", frame_name = "gradients_2/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %488 = "tf.Identity"(%34#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%488) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %487 = "tf.Shape"(%44#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<?xi32>
        "tf_executor.yield"(%487) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %486 = "tf.Shape"(%44#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>) -> tensor<?xi32>
        "tf_executor.yield"(%486) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %485 = "tf.Shape"(%44#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<?xi32>
        "tf_executor.yield"(%485) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %484 = "tf.Shape"(%44#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>) -> tensor<?xi32>
        "tf_executor.yield"(%484) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %483 = "tf.Shape"(%44#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<?xi32>
        "tf_executor.yield"(%483) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %50:3 = "tf_executor.Switch"(%30#0, %33#0) {T = i32, _class = ["loc:@while/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %51:2 = "tf_executor.Exit"(%50#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %482 = "tf.Identity"(%50#1) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%482) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %53:2 = "tf_executor.island"(%52#1) ({
        %481 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%481) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %54:2 = "tf_executor.island"(%52#1) ({
        %480 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%480) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %55:2 = "tf_executor.island"(%52#1) ({
        %479 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%479) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %56:2 = "tf_executor.island"(%52#1) ({
        %478 = "tf.Const"() {device = "", value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%478) : (tensor<2xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2xi32>, !tf_executor.control)
      %57:2 = "tf_executor.island"(%52#1) ({
        %477 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%477) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %476 = "tf.AddV2"(%52#0, %57#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%476) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%16#1, %58#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %59:2 = "tf_executor.island"(%52#1) ({
        %475 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%475) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %474 = "tf.Pack"(%52#0, %59#0) {axis = 0 : i64, device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<2xi32>
        "tf_executor.yield"(%474) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %61:2 = "tf_executor.island"() ({
        %473 = "tf.Slice"(%19#0, %60#0, %56#0) {device = ""} : (tensor<3x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x5xf32>
        "tf_executor.yield"(%473) : (tensor<1x5xf32>) -> ()
      }) : () -> (tensor<1x5xf32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %472 = "tf.Squeeze"(%61#0) {device = "", squeeze_dims = []} : (tensor<1x5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%472) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %63:2 = "tf_executor.island"() ({
        %471 = "tf.AddV2"(%62#0, %26#0) {device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%471) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %64:2 = "tf_executor.island"() ({
        %470 = "tf.AddV2"(%63#0, %44#0) {device = ""} : (tensor<5xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%470) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %65:2 = "tf_executor.island"() ({
        %469 = "tf.AddV2"(%44#0, %62#0) {device = ""} : (tensor<*xf32>, tensor<5xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%469) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%15#1, %65#0) {T = f32, device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %66:2 = "tf_executor.island"() ({
        %468 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%468) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %67:3 = "tf_executor.island"() ({
        %467:2 = "tf.TensorArrayV3"(%66#0) {clear_after_read = true, device = "", dtype = f32, dynamic_size = true, element_shape = #tf_type.shape<*>, identical_element_shapes = true, tensor_array_name = "foo"} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%467#0, %467#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %68:2 = "tf_executor.Enter"(%67#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource<tensor<*xf32>>>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, !tf_executor.control)
      %69:2 = "tf_executor.Enter"(%67#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource<tensor<*xf32>>>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, !tf_executor.control)
      %70:2 = "tf_executor.Enter"(%67#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource<tensor<*xf32>>>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, !tf_executor.control)
      %71:2 = "tf_executor.Enter"(%67#1) {T = f32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %72:3 = "tf_executor.Merge"(%71#0, %14#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %73:3 = "tf_executor.Switch"(%72#0, %33#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %74:2 = "tf_executor.Exit"(%73#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %75:2 = "tf_executor.island"() ({
        %466 = "tf.TensorArraySizeV3"(%67#0, %74#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> tensor<i32>
        "tf_executor.yield"(%466) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %76:3 = "tf_executor.island"() ({
        %465:2 = "tf.TensorArrayGradV3"(%67#0, %74#0) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%465#0, %465#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %77:2 = "tf_executor.island"(%76#2) ({
        %464 = "tf.Identity"(%74#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%464) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %78:3 = "tf_executor.island"() ({
        %463:2 = "tf.TensorArrayGradV3"(%67#0, %74#0) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients_1"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%463#0, %463#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %79:2 = "tf_executor.island"(%78#2) ({
        %462 = "tf.Identity"(%74#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%462) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %80:3 = "tf_executor.island"() ({
        %461:2 = "tf.TensorArrayGradV3"(%67#0, %74#0) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients_2"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%461#0, %461#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %81:2 = "tf_executor.island"(%80#2) ({
        %460 = "tf.Identity"(%74#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%460) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %459 = "tf.Identity"(%73#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%459) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %83:2 = "tf_executor.Enter"(%67#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource<tensor<*xf32>>>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %458 = "tf.TensorArrayWriteV3"(%83#0, %52#0, %64#0, %82#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%458) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%14#1, %84#0) {T = f32, device = ""} : (!tf_executor.token, tensor<f32>) -> ()
      %85:2 = "tf_executor.island"() ({
        %457 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%457) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %456 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%456) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %87:2 = "tf_executor.island"() ({
        %455 = "tf.Range"(%86#0, %75#0, %85#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<?xi32>
        "tf_executor.yield"(%455) : (tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %454 = "tf.TensorArrayGatherV3"(%67#0, %87#0, %74#0) {_class = ["loc:@TensorArray"], device = "", element_shape = #tf_type.shape<*>} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<?xi32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%454) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %89:2 = "tf_executor.island"() ({
        %453 = "tf.Identity"(%88#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%453) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %452 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%452) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %91:2 = "tf_executor.Enter"(%90#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<i32>, !tf_executor.control)
      %92:2 = "tf_executor.island"() ({
        %451 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%451) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %93:2 = "tf_executor.Enter"(%92#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %94:3 = "tf_executor.Merge"(%93#0, %12#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %95:3 = "tf_executor.Switch"(%94#0, %33#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %96:2 = "tf_executor.island"() ({
        %450 = "tf.AddV2"(%95#1, %53#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%450) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %97:2 = "tf_executor.Exit"(%95#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %98:2 = "tf_executor.Enter"(%97#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %99:3 = "tf_executor.Merge"(%98#0, %11#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %449 = "tf.GreaterEqual"(%99#0, %91#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%449) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %101:2 = "tf_executor.LoopCond"(%100#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %102:3 = "tf_executor.Switch"(%38#0, %101#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %103:2 = "tf_executor.Exit"(%102#0) {T = f32, _class = ["loc:@while/Enter_2"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %104:3 = "tf_executor.Switch"(%99#0, %101#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %105:2 = "tf_executor.island"() ({
        %448 = "tf.Sub"(%104#1, %91#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%448) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %106:2 = "tf_executor.island"(%105#1) ({
        %447 = "tf.Const"() {_class = ["loc:@while/Slice"], device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%447) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %107:2 = "tf_executor.island"(%105#1) ({
        %446 = "tf.Const"() {_class = ["loc:@while/Slice"], device = "", value = dense<[1, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%446) : (tensor<2xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2xi32>, !tf_executor.control)
      %108:2 = "tf_executor.island"(%105#1) ({
        %445 = "tf.Const"() {_class = ["loc:@while/Slice"], device = "", value = dense<[3, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%445) : (tensor<2xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2xi32>, !tf_executor.control)
      %109:2 = "tf_executor.island"() ({
        %444 = "tf.Sub"(%108#0, %107#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
        "tf_executor.yield"(%444) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %110:2 = "tf_executor.island"(%105#1) ({
        %443 = "tf.Const"() {_class = ["loc:@while/Slice"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%443) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %111:2 = "tf_executor.island"(%105#1) ({
        %442 = "tf.Const"() {_class = ["loc:@while/Slice"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%442) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %112:2 = "tf_executor.island"() ({
        %441 = "tf.Pack"(%106#0, %111#0) {_class = ["loc:@while/Slice"], axis = 0 : i64, device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
        "tf_executor.yield"(%441) : (tensor<2xi32>) -> ()
      }) : () -> (tensor<2xi32>, !tf_executor.control)
      %113:2 = "tf_executor.island"(%105#1) ({
        %440 = "tf.Const"() {_class = ["loc:@while/Squeeze"], device = "", value = dense<[1, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
        "tf_executor.yield"(%440) : (tensor<2xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2xi32>, !tf_executor.control)
      %114:2 = "tf_executor.island"(%105#1) ({
        %439 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%439) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %115:2 = "tf_executor.island"(%105#1) ({
        %438 = "tf.Const"() {_class = ["loc:@while/add_3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%438) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %116:2 = "tf_executor.Exit"(%104#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %117:2 = "tf_executor.island"() ({
        %437 = "tf.Const"() {device = "", value = dense<[[-0.000000e+00, -1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00], [-5.000000e+00, -6.000000e+00, -7.000000e+00, -8.000000e+00, -9.000000e+00], [-1.000000e+01, -1.100000e+01, -1.200000e+01, -1.300000e+01, -1.400000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%437) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %118:2 = "tf_executor.island"() ({
        %436 = "tf.Identity"(%117#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%436) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %119:2 = "tf_executor.island"() ({
        %435 = "tf.TensorArrayScatterV3"(%76#0, %87#0, %118#0, %77#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<?xi32>, tensor<3x5xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%435) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %120:2 = "tf_executor.Enter"(%119#0) {T = f32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %121:3 = "tf_executor.Merge"(%120#0, %13#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %122:3 = "tf_executor.Switch"(%121#0, %101#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %123:2 = "tf_executor.Exit"(%122#0) {T = f32, _class = ["loc:@while/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %124:2 = "tf_executor.island"() ({
        %434 = "tf.Const"() {_class = ["loc:@while/Slice/Enter"], device = "", value = dense<0.000000e+00> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%434) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %125:2 = "tf_executor.Enter"(%124#0) {T = f32, _class = ["loc:@while/Slice/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<3x5xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %126:3 = "tf_executor.Merge"(%125#0, %9#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Slice/Enter"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %127:3 = "tf_executor.Switch"(%126#0, %101#0) {T = f32, _class = ["loc:@while/Slice/Enter"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %128:2 = "tf_executor.Exit"(%127#0) {T = f32, _class = ["loc:@while/Slice/Enter"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %129:2 = "tf_executor.island"() ({
        %433 = "tf.Identity"(%128#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%433) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %130:2 = "tf_executor.island"() ({
        %432 = "tf.Const"() {_class = ["loc:@while/Slice", "loc:@while/stack"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%432) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %131:2 = "tf_executor.island"() ({
        %431 = "tf.StackV2"(%130#0) {_class = ["loc:@while/Slice", "loc:@while/stack"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%431) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %132:2 = "tf_executor.Enter"(%131#0) {T = !tf_type.resource, _class = ["loc:@while/Slice"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %133:2 = "tf_executor.island"(%96#1) ({
        %430 = "tf.StackPushV2"(%132#0, %60#0) {_class = ["loc:@while/Slice"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<2xi32>) -> tensor<2xi32>
        "tf_executor.yield"(%430) : (tensor<2xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2xi32>, !tf_executor.control)
      %134:2 = "tf_executor.Enter"(%131#0) {T = !tf_type.resource, _class = ["loc:@while/Slice"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %135:2 = "tf_executor.island"(%105#1) ({
        %429 = "tf.StackPopV2"(%134#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%429) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %136:2 = "tf_executor.island"() ({
        %428 = "tf.Reshape"(%135#0, %112#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<*xi32>, tensor<2xi32>) -> tensor<2x1xi32>
        "tf_executor.yield"(%428) : (tensor<2x1xi32>) -> ()
      }) : () -> (tensor<2x1xi32>, !tf_executor.control)
      %137:2 = "tf_executor.island"() ({
        %427 = "tf.Sub"(%109#0, %135#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<2xi32>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%427) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %138:2 = "tf_executor.island"() ({
        %426 = "tf.Reshape"(%137#0, %112#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<*xi32>, tensor<2xi32>) -> tensor<2x1xi32>
        "tf_executor.yield"(%426) : (tensor<2x1xi32>) -> ()
      }) : () -> (tensor<2x1xi32>, !tf_executor.control)
      %139:2 = "tf_executor.island"() ({
        %425 = "tf.ConcatV2"(%136#0, %138#0, %110#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<i32>) -> tensor<2x2xi32>
        "tf_executor.yield"(%425) : (tensor<2x2xi32>) -> ()
      }) : () -> (tensor<2x2xi32>, !tf_executor.control)
      %140:2 = "tf_executor.island"() ({
        %424 = "tf.Const"() {_class = ["loc:@while/Identity", "loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%424) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %141:2 = "tf_executor.island"() ({
        %423 = "tf.StackV2"(%140#0) {_class = ["loc:@while/Identity", "loc:@while/add_1"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%423) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %142:2 = "tf_executor.Enter"(%141#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %143:2 = "tf_executor.island"(%96#1) ({
        %422 = "tf.StackPushV2"(%142#0, %52#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%422) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %144:2 = "tf_executor.Enter"(%141#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %145:2 = "tf_executor.island"(%105#1) ({
        %421 = "tf.StackPopV2"(%144#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%421) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %146:2 = "tf_executor.island"() ({
        %420 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%420) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %147:2 = "tf_executor.island"() ({
        %419 = "tf.StackV2"(%146#0) {_class = ["loc:@while/add_1"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%419) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %148:2 = "tf_executor.Enter"(%147#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %149:2 = "tf_executor.island"(%96#1) ({
        %418 = "tf.StackPushV2"(%148#0, %84#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%418) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %150:2 = "tf_executor.Enter"(%147#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %151:2 = "tf_executor.island"(%105#1) ({
        %417 = "tf.StackPopV2"(%150#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%417) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %152:2 = "tf_executor.island"() ({
        %416 = "tf.Identity"(%151#0) {_class = ["loc:@while/add_1"], _has_manual_control_dependencies = true, device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%416) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %153:2 = "tf_executor.island"(%152#1) ({
        %415 = "tf.Identity"(%122#1) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%415) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%13#1, %153#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %154:3 = "tf_executor.island"() ({
        %414:2 = "tf.TensorArrayGradV3"(%68#0, %153#0) {_class = ["loc:@while/add_1"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%414#0, %414#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %155:2 = "tf_executor.island"(%154#2) ({
        %413 = "tf.Identity"(%153#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%413) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %156:2 = "tf_executor.island"() ({
        %412 = "tf.TensorArrayReadV3"(%154#0, %145#0, %155#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%412) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %157:2 = "tf_executor.island"() ({
        %411 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%411) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %158:2 = "tf_executor.island"() ({
        %410 = "tf.StackV2"(%157#0) {_class = ["loc:@while/add_1"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%410) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %159:2 = "tf_executor.Enter"(%158#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %160:2 = "tf_executor.island"(%96#1) ({
        %409 = "tf.StackPushV2"(%159#0, %45#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<?xi32>) -> tensor<?xi32>
        "tf_executor.yield"(%409) : (tensor<?xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<?xi32>, !tf_executor.control)
      %161:2 = "tf_executor.Enter"(%158#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %162:2 = "tf_executor.island"(%105#1) ({
        %408 = "tf.StackPopV2"(%161#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%408) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %163:3 = "tf_executor.island"() ({
        %407:2 = "tf.BroadcastGradientArgs"(%114#0, %162#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<1xi32>, tensor<*xi32>) -> (tensor<?xi32>, tensor<?xi32>)
        "tf_executor.yield"(%407#0, %407#1) : (tensor<?xi32>, tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, tensor<?xi32>, !tf_executor.control)
      %164:2 = "tf_executor.island"() ({
        %406 = "tf.Sum"(%156#0, %163#0) {_class = ["loc:@while/add_1"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%406) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %165:2 = "tf_executor.island"() ({
        %405 = "tf.Reshape"(%164#0, %114#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%405) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %166:2 = "tf_executor.island"() ({
        %404 = "tf.Sum"(%156#0, %163#1) {_class = ["loc:@while/add_1"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%404) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %167:2 = "tf_executor.island"() ({
        %403 = "tf.Reshape"(%166#0, %162#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%403) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %168:2 = "tf_executor.island"() ({
        %402 = "tf.Const"() {_class = ["loc:@while/add_3"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%402) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %169:2 = "tf_executor.island"() ({
        %401 = "tf.StackV2"(%168#0) {_class = ["loc:@while/add_3"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%401) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %170:2 = "tf_executor.Enter"(%169#0) {T = !tf_type.resource, _class = ["loc:@while/add_3"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %171:2 = "tf_executor.island"(%96#1) ({
        %400 = "tf.StackPushV2"(%170#0, %46#0) {_class = ["loc:@while/add_3"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<?xi32>) -> tensor<?xi32>
        "tf_executor.yield"(%400) : (tensor<?xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<?xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%12#1, %96#0, %149#1, %143#1, %171#1, %160#1, %133#1) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> ()
      %172:2 = "tf_executor.Enter"(%169#0) {T = !tf_type.resource, _class = ["loc:@while/add_3"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %173:2 = "tf_executor.island"(%105#1) ({
        %399 = "tf.StackPopV2"(%172#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%399) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %174 = "tf_executor.ControlTrigger"(%151#1, %145#1, %173#1, %162#1, %135#1) {_class = ["loc:@while/add_1"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      "tf_executor.NextIteration.Sink"(%11#1, %105#0, %174) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control) -> ()
      %175:3 = "tf_executor.island"() ({
        %398:2 = "tf.BroadcastGradientArgs"(%173#0, %115#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xi32>, tensor<1xi32>) -> (tensor<?xi32>, tensor<?xi32>)
        "tf_executor.yield"(%398#0, %398#1) : (tensor<?xi32>, tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, tensor<?xi32>, !tf_executor.control)
      %176:2 = "tf_executor.island"() ({
        %397 = "tf.Sum"(%102#1, %175#0) {_class = ["loc:@while/add_3"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%397) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %177:2 = "tf_executor.island"() ({
        %396 = "tf.Reshape"(%176#0, %173#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%396) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %178:2 = "tf_executor.island"() ({
        %395 = "tf.AddN"(%177#0, %167#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%395) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%10#1, %178#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %179:2 = "tf_executor.island"() ({
        %394 = "tf.Sum"(%102#1, %175#1) {_class = ["loc:@while/add_3"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%394) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %180:2 = "tf_executor.island"() ({
        %393 = "tf.Reshape"(%179#0, %115#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%393) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %181:2 = "tf_executor.island"() ({
        %392 = "tf.AddN"(%180#0, %165#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%392) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %182:2 = "tf_executor.island"() ({
        %391 = "tf.Reshape"(%181#0, %113#0) {_class = ["loc:@while/Squeeze"], device = ""} : (tensor<5xf32>, tensor<2xi32>) -> tensor<1x5xf32>
        "tf_executor.yield"(%391) : (tensor<1x5xf32>) -> ()
      }) : () -> (tensor<1x5xf32>, !tf_executor.control)
      %183:2 = "tf_executor.island"() ({
        %390 = "tf.Pad"(%182#0, %139#0) {_class = ["loc:@while/Slice"], device = ""} : (tensor<1x5xf32>, tensor<2x2xi32>) -> tensor<?x?xf32>
        "tf_executor.yield"(%390) : (tensor<?x?xf32>) -> ()
      }) : () -> (tensor<?x?xf32>, !tf_executor.control)
      %184:2 = "tf_executor.island"() ({
        %389 = "tf.AddV2"(%127#1, %183#0) {_class = ["loc:@while/Slice/Enter"], device = ""} : (tensor<*xf32>, tensor<?x?xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%389) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%9#1, %184#0) {T = f32, _class = ["loc:@while/Slice/Enter"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %185:2 = "tf_executor.island"() ({
        %388 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%388) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %186:2 = "tf_executor.Enter"(%185#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<i32>, !tf_executor.control)
      %187:2 = "tf_executor.island"() ({
        %387 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%387) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %188:2 = "tf_executor.Enter"(%187#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %189:3 = "tf_executor.Merge"(%188#0, %7#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %190:3 = "tf_executor.Switch"(%189#0, %33#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %191:2 = "tf_executor.island"() ({
        %386 = "tf.AddV2"(%190#1, %54#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%386) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %192:2 = "tf_executor.Exit"(%190#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %193:2 = "tf_executor.Enter"(%192#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %194:3 = "tf_executor.Merge"(%193#0, %6#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %195:2 = "tf_executor.island"() ({
        %385 = "tf.GreaterEqual"(%194#0, %186#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%385) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %196:2 = "tf_executor.LoopCond"(%195#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %197:3 = "tf_executor.Switch"(%41#0, %196#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %198:2 = "tf_executor.Exit"(%197#0) {T = f32, _class = ["loc:@while/Enter_2"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %199:2 = "tf_executor.island"() ({
        %384 = "tf.Identity"(%198#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%384) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %200:3 = "tf_executor.Switch"(%194#0, %196#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %201:2 = "tf_executor.island"() ({
        %383 = "tf.Sub"(%200#1, %186#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%383) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %202:2 = "tf_executor.island"(%201#1) ({
        %382 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%382) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %203:2 = "tf_executor.island"(%201#1) ({
        %381 = "tf.Const"() {_class = ["loc:@while/add_3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%381) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %204:2 = "tf_executor.Exit"(%200#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %205:2 = "tf_executor.island"() ({
        %380 = "tf.Const"() {device = "", value = dense<[[-0.000000e+00, -1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00], [-5.000000e+00, -6.000000e+00, -7.000000e+00, -8.000000e+00, -9.000000e+00], [-1.000000e+01, -1.100000e+01, -1.200000e+01, -1.300000e+01, -1.400000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%380) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %206:2 = "tf_executor.island"() ({
        %379 = "tf.Identity"(%205#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%379) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %207:2 = "tf_executor.island"() ({
        %378 = "tf.TensorArrayScatterV3"(%78#0, %87#0, %206#0, %79#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<?xi32>, tensor<3x5xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%378) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %208:2 = "tf_executor.Enter"(%207#0) {T = f32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %209:3 = "tf_executor.Merge"(%208#0, %8#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %210:3 = "tf_executor.Switch"(%209#0, %196#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %211:2 = "tf_executor.Exit"(%210#0) {T = f32, _class = ["loc:@while/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %212:2 = "tf_executor.island"() ({
        %377 = "tf.Const"() {_class = ["loc:@while/Identity", "loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%377) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %213:2 = "tf_executor.island"() ({
        %376 = "tf.StackV2"(%212#0) {_class = ["loc:@while/Identity", "loc:@while/add_1"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%376) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %214:2 = "tf_executor.Enter"(%213#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %215:2 = "tf_executor.island"(%191#1) ({
        %375 = "tf.StackPushV2"(%214#0, %52#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%375) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %216:2 = "tf_executor.Enter"(%213#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %217:2 = "tf_executor.island"(%201#1) ({
        %374 = "tf.StackPopV2"(%216#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%374) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %218:2 = "tf_executor.island"() ({
        %373 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%373) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %219:2 = "tf_executor.island"() ({
        %372 = "tf.StackV2"(%218#0) {_class = ["loc:@while/add_1"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%372) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %220:2 = "tf_executor.Enter"(%219#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %221:2 = "tf_executor.island"(%191#1) ({
        %371 = "tf.StackPushV2"(%220#0, %84#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%371) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %222:2 = "tf_executor.Enter"(%219#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %223:2 = "tf_executor.island"(%201#1) ({
        %370 = "tf.StackPopV2"(%222#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%370) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %224:2 = "tf_executor.island"() ({
        %369 = "tf.Identity"(%223#0) {_class = ["loc:@while/add_1"], _has_manual_control_dependencies = true, device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%369) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %225:2 = "tf_executor.island"(%224#1) ({
        %368 = "tf.Identity"(%210#1) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%368) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%8#1, %225#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %226:3 = "tf_executor.island"() ({
        %367:2 = "tf.TensorArrayGradV3"(%69#0, %225#0) {_class = ["loc:@while/add_1"], _has_manual_control_dependencies = true, device = "", source = "gradients_1"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%367#0, %367#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %227:2 = "tf_executor.island"(%226#2) ({
        %366 = "tf.Identity"(%225#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%366) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %228:2 = "tf_executor.island"() ({
        %365 = "tf.TensorArrayReadV3"(%226#0, %217#0, %227#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%365) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %229:2 = "tf_executor.island"() ({
        %364 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%364) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %230:2 = "tf_executor.island"() ({
        %363 = "tf.StackV2"(%229#0) {_class = ["loc:@while/add_1"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%363) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %231:2 = "tf_executor.Enter"(%230#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %232:2 = "tf_executor.island"(%191#1) ({
        %362 = "tf.StackPushV2"(%231#0, %47#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<?xi32>) -> tensor<?xi32>
        "tf_executor.yield"(%362) : (tensor<?xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<?xi32>, !tf_executor.control)
      %233:2 = "tf_executor.Enter"(%230#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_1/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %234:2 = "tf_executor.island"(%201#1) ({
        %361 = "tf.StackPopV2"(%233#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%361) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %235:3 = "tf_executor.island"() ({
        %360:2 = "tf.BroadcastGradientArgs"(%202#0, %234#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<1xi32>, tensor<*xi32>) -> (tensor<?xi32>, tensor<?xi32>)
        "tf_executor.yield"(%360#0, %360#1) : (tensor<?xi32>, tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, tensor<?xi32>, !tf_executor.control)
      %236:2 = "tf_executor.island"() ({
        %359 = "tf.Sum"(%228#0, %235#0) {_class = ["loc:@while/add_1"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%359) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %237:2 = "tf_executor.island"() ({
        %358 = "tf.Reshape"(%236#0, %202#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%358) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %238:2 = "tf_executor.island"() ({
        %357 = "tf.Sum"(%228#0, %235#1) {_class = ["loc:@while/add_1"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%357) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %239:2 = "tf_executor.island"() ({
        %356 = "tf.Reshape"(%238#0, %234#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%356) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %240:2 = "tf_executor.island"() ({
        %355 = "tf.Const"() {_class = ["loc:@while/add_3"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%355) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %241:2 = "tf_executor.island"() ({
        %354 = "tf.StackV2"(%240#0) {_class = ["loc:@while/add_3"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%354) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %242:2 = "tf_executor.Enter"(%241#0) {T = !tf_type.resource, _class = ["loc:@while/add_3"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %243:2 = "tf_executor.island"(%191#1) ({
        %353 = "tf.StackPushV2"(%242#0, %48#0) {_class = ["loc:@while/add_3"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<?xi32>) -> tensor<?xi32>
        "tf_executor.yield"(%353) : (tensor<?xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<?xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%7#1, %191#0, %221#1, %215#1, %243#1, %232#1) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> ()
      %244:2 = "tf_executor.Enter"(%241#0) {T = !tf_type.resource, _class = ["loc:@while/add_3"], device = "", frame_name = "gradients_1/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %245:2 = "tf_executor.island"(%201#1) ({
        %352 = "tf.StackPopV2"(%244#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%352) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %246 = "tf_executor.ControlTrigger"(%223#1, %217#1, %245#1, %234#1) {_class = ["loc:@while/add_1"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      "tf_executor.NextIteration.Sink"(%6#1, %201#0, %246) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control) -> ()
      %247:3 = "tf_executor.island"() ({
        %351:2 = "tf.BroadcastGradientArgs"(%245#0, %203#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xi32>, tensor<1xi32>) -> (tensor<?xi32>, tensor<?xi32>)
        "tf_executor.yield"(%351#0, %351#1) : (tensor<?xi32>, tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, tensor<?xi32>, !tf_executor.control)
      %248:2 = "tf_executor.island"() ({
        %350 = "tf.Sum"(%197#1, %247#0) {_class = ["loc:@while/add_3"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%350) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %249:2 = "tf_executor.island"() ({
        %349 = "tf.Reshape"(%248#0, %245#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%349) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %250:2 = "tf_executor.island"() ({
        %348 = "tf.AddN"(%249#0, %239#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%348) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%5#1, %250#0) {T = f32, _class = ["loc:@while/Merge_2"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %251:2 = "tf_executor.island"() ({
        %347 = "tf.Sum"(%197#1, %247#1) {_class = ["loc:@while/add_3"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%347) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %252:2 = "tf_executor.island"() ({
        %346 = "tf.Reshape"(%251#0, %203#0) {_class = ["loc:@while/add_3"], device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%346) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %253:2 = "tf_executor.island"() ({
        %345 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%345) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %254:2 = "tf_executor.Enter"(%253#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<i32>, !tf_executor.control)
      %255:2 = "tf_executor.island"() ({
        %344 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%344) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %256:2 = "tf_executor.Enter"(%255#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %257:3 = "tf_executor.Merge"(%256#0, %3#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %258:3 = "tf_executor.Switch"(%257#0, %33#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %259:2 = "tf_executor.island"() ({
        %343 = "tf.AddV2"(%258#1, %55#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%343) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %260:2 = "tf_executor.Exit"(%258#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %261:2 = "tf_executor.Enter"(%260#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %262:3 = "tf_executor.Merge"(%261#0, %2#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %263:2 = "tf_executor.island"() ({
        %342 = "tf.GreaterEqual"(%262#0, %254#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%342) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %264:2 = "tf_executor.LoopCond"(%263#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %265:3 = "tf_executor.Switch"(%262#0, %264#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %266:2 = "tf_executor.island"() ({
        %341 = "tf.Sub"(%265#1, %254#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%341) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %267:2 = "tf_executor.island"(%266#1) ({
        %340 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%340) : (tensor<1xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<1xi32>, !tf_executor.control)
      %268:2 = "tf_executor.Exit"(%265#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %269:2 = "tf_executor.island"() ({
        %339 = "tf.Const"() {device = "", value = dense<[[-0.000000e+00, -1.000000e+00, -2.000000e+00, -3.000000e+00, -4.000000e+00], [-5.000000e+00, -6.000000e+00, -7.000000e+00, -8.000000e+00, -9.000000e+00], [-1.000000e+01, -1.100000e+01, -1.200000e+01, -1.300000e+01, -1.400000e+01]]> : tensor<3x5xf32>} : () -> tensor<3x5xf32>
        "tf_executor.yield"(%339) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %270:2 = "tf_executor.island"() ({
        %338 = "tf.Identity"(%269#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<3x5xf32>) -> tensor<3x5xf32>
        "tf_executor.yield"(%338) : (tensor<3x5xf32>) -> ()
      }) : () -> (tensor<3x5xf32>, !tf_executor.control)
      %271:2 = "tf_executor.island"() ({
        %337 = "tf.TensorArrayScatterV3"(%80#0, %87#0, %270#0, %81#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<?xi32>, tensor<3x5xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%337) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %272:2 = "tf_executor.Enter"(%271#0) {T = f32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %273:3 = "tf_executor.Merge"(%272#0, %4#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %274:3 = "tf_executor.Switch"(%273#0, %264#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %275:2 = "tf_executor.Exit"(%274#0) {T = f32, _class = ["loc:@while/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %276:2 = "tf_executor.island"() ({
        %336 = "tf.Const"() {_class = ["loc:@while/Identity", "loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%336) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %277:2 = "tf_executor.island"() ({
        %335 = "tf.StackV2"(%276#0) {_class = ["loc:@while/Identity", "loc:@while/add_1"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%335) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %278:2 = "tf_executor.Enter"(%277#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %279:2 = "tf_executor.island"(%259#1) ({
        %334 = "tf.StackPushV2"(%278#0, %52#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%334) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %280:2 = "tf_executor.Enter"(%277#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %281:2 = "tf_executor.island"(%266#1) ({
        %333 = "tf.StackPopV2"(%280#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%333) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %282:2 = "tf_executor.island"() ({
        %332 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%332) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %283:2 = "tf_executor.island"() ({
        %331 = "tf.StackV2"(%282#0) {_class = ["loc:@while/add_1"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%331) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %284:2 = "tf_executor.Enter"(%283#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %285:2 = "tf_executor.island"(%259#1) ({
        %330 = "tf.StackPushV2"(%284#0, %84#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%330) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %286:2 = "tf_executor.Enter"(%283#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %287:2 = "tf_executor.island"(%266#1) ({
        %329 = "tf.StackPopV2"(%286#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%329) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %288:2 = "tf_executor.island"() ({
        %328 = "tf.Identity"(%287#0) {_class = ["loc:@while/add_1"], _has_manual_control_dependencies = true, device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%328) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %289:2 = "tf_executor.island"(%288#1) ({
        %327 = "tf.Identity"(%274#1) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%327) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%4#1, %289#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %290:3 = "tf_executor.island"() ({
        %326:2 = "tf.TensorArrayGradV3"(%70#0, %289#0) {_class = ["loc:@while/add_1"], _has_manual_control_dependencies = true, device = "", source = "gradients_2"} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>)
        "tf_executor.yield"(%326#0, %326#1) : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<f32>, !tf_executor.control)
      %291:2 = "tf_executor.island"(%290#2) ({
        %325 = "tf.Identity"(%289#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%325) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %292:2 = "tf_executor.island"() ({
        %324 = "tf.TensorArrayReadV3"(%290#0, %281#0, %291#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource<tensor<*xf32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%324) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %293:2 = "tf_executor.island"() ({
        %323 = "tf.Const"() {_class = ["loc:@while/add/Enter"], device = "", value = dense<0.000000e+00> : tensor<5xf32>} : () -> tensor<5xf32>
        "tf_executor.yield"(%323) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %294:2 = "tf_executor.Enter"(%293#0) {T = f32, _class = ["loc:@while/add/Enter"], device = "", frame_name = "gradients_2/while/while_context", is_constant = false, parallel_iterations = 3 : i64} : (tensor<5xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %295:3 = "tf_executor.Merge"(%294#0, %1#0) {N = 2 : i64, T = f32, _class = ["loc:@while/add/Enter"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %296:3 = "tf_executor.Switch"(%295#0, %264#0) {T = f32, _class = ["loc:@while/add/Enter"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %297:2 = "tf_executor.Exit"(%296#0) {T = f32, _class = ["loc:@while/add/Enter"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %298:2 = "tf_executor.island"() ({
        %322 = "tf.Identity"(%297#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%322) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %299:2 = "tf_executor.island"() ({
        %321 = "tf.Const"() {_class = ["loc:@while/add_1"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%321) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %300:2 = "tf_executor.island"() ({
        %320 = "tf.StackV2"(%299#0) {_class = ["loc:@while/add_1"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%320) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %301:2 = "tf_executor.Enter"(%300#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %302:2 = "tf_executor.island"(%259#1) ({
        %319 = "tf.StackPushV2"(%301#0, %49#0) {_class = ["loc:@while/add_1"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<?xi32>) -> tensor<?xi32>
        "tf_executor.yield"(%319) : (tensor<?xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<?xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%3#1, %259#0, %285#1, %279#1, %302#1) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> ()
      %303:2 = "tf_executor.Enter"(%300#0) {T = !tf_type.resource, _class = ["loc:@while/add_1"], device = "", frame_name = "gradients_2/while/while_context", is_constant = true, parallel_iterations = 3 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %304:2 = "tf_executor.island"(%266#1) ({
        %318 = "tf.StackPopV2"(%303#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%318) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %305 = "tf_executor.ControlTrigger"(%287#1, %281#1, %304#1) {_class = ["loc:@while/add_1"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      "tf_executor.NextIteration.Sink"(%2#1, %266#0, %305) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control) -> ()
      %306:3 = "tf_executor.island"() ({
        %317:2 = "tf.BroadcastGradientArgs"(%267#0, %304#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<1xi32>, tensor<*xi32>) -> (tensor<?xi32>, tensor<?xi32>)
        "tf_executor.yield"(%317#0, %317#1) : (tensor<?xi32>, tensor<?xi32>) -> ()
      }) : () -> (tensor<?xi32>, tensor<?xi32>, !tf_executor.control)
      %307:2 = "tf_executor.island"() ({
        %316 = "tf.Sum"(%292#0, %306#0) {_class = ["loc:@while/add_1"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%316) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %308:2 = "tf_executor.island"() ({
        %315 = "tf.Reshape"(%307#0, %267#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%315) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %309:2 = "tf_executor.island"() ({
        %314 = "tf.AddV2"(%296#1, %308#0) {_class = ["loc:@while/add/Enter"], device = ""} : (tensor<*xf32>, tensor<5xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%314) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%1#1, %309#0) {T = f32, _class = ["loc:@while/add/Enter"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %310:2 = "tf_executor.island"() ({
        %313 = "tf.Sum"(%292#0, %306#1) {_class = ["loc:@while/add_1"], device = "", keep_dims = true} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%313) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %311:2 = "tf_executor.island"() ({
        %312 = "tf.Reshape"(%310#0, %304#0) {_class = ["loc:@while/add_1"], device = ""} : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
        "tf_executor.yield"(%312) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.fetch"(%89#0, %129#0, %199#0, %298#0) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
    }) : () -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "vout,dv0,dstate0,dvar"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

