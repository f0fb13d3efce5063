#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>, sym_name = "main"}> ({
  ^bb0(%arg20: tensor<2x4xf32> loc(unknown), %arg21: tensor<4x4xf32> loc(unknown)):
    %51 = "tf_executor.graph"() ({
      %52:2 = "tf_executor.island"() ({
        %85 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32> loc(#loc59)
        "tf_executor.yield"(%85) : (tensor<i32>) -> () loc(#loc59)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc59)
      %53:2 = "tf_executor.island"() ({
        %84 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32> loc(#loc60)
        "tf_executor.yield"(%84) : (tensor<i32>) -> () loc(#loc60)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc60)
      %54:2 = "tf_executor.island"() ({
        %83 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc61)
        "tf_executor.yield"(%83) : (tensor<i32>) -> () loc(#loc61)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc61)
      %55:2 = "tf_executor.island"() ({
        %82 = "tf.Range"(%54#0, %53#0, %52#0) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5xi32> loc(#loc62)
        "tf_executor.yield"(%82) : (tensor<5xi32>) -> () loc(#loc62)
      }) : () -> (tensor<5xi32>, !tf_executor.control) loc(#loc62)
      %56:2 = "tf_executor.island"() ({
        %81 = "tf.Sub"(%53#0, %54#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc63)
        "tf_executor.yield"(%81) : (tensor<i32>) -> () loc(#loc63)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc63)
      %57:2 = "tf_executor.island"() ({
        %80 = "tf.FloorDiv"(%56#0, %52#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc64)
        "tf_executor.yield"(%80) : (tensor<i32>) -> () loc(#loc64)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc64)
      %58:2 = "tf_executor.island"() ({
        %79 = "tf.FloorMod"(%56#0, %52#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc65)
        "tf_executor.yield"(%79) : (tensor<i32>) -> () loc(#loc65)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc65)
      %59:2 = "tf_executor.island"() ({
        %78 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc66)
        "tf_executor.yield"(%78) : (tensor<i32>) -> () loc(#loc66)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc66)
      %60:2 = "tf_executor.island"() ({
        %77 = "tf.Const"() {device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32> loc(#loc67)
        "tf_executor.yield"(%77) : (tensor<i32>) -> () loc(#loc67)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc67)
      %61:8 = "tf_executor.island"() ({
        %76:7 = "tf.While"(%59#0, %60#0, %54#0, %arg20, %53#0, %arg21, %52#0) {T = [i32, i32, i32, f32, i32, f32, i32], _lower_using_switch_merge = true, _num_original_outputs = 7 : i64, _read_only_resource_inputs = [], body = @while_body_2130, cond = @while_cond_2120, device = "", is_stateless = true, output_shapes = [#tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<2x4>, #tf_type.shape<>, #tf_type.shape<4x4>, #tf_type.shape<>], parallel_iterations = 10 : i64, shape_invariant} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) loc(#loc68)
        "tf_executor.yield"(%76#0, %76#1, %76#2, %76#3, %76#4, %76#5, %76#6) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) -> () loc(#loc68)
      }) : () -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>, !tf_executor.control) loc(#loc68)
      %62:2 = "tf_executor.island"() ({
        %75 = "tf.Identity"(%61#3) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc69)
        "tf_executor.yield"(%75) : (tensor<2x4xf32>) -> () loc(#loc69)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc69)
      %63:2 = "tf_executor.island"() ({
        %74 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc70)
        "tf_executor.yield"(%74) : (tensor<i32>) -> () loc(#loc70)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc70)
      %64:2 = "tf_executor.island"() ({
        %73 = "tf.NotEqual"(%58#0, %63#0) {device = "", incompatible_shape_error = true} : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc71)
        "tf_executor.yield"(%73) : (tensor<i1>) -> () loc(#loc71)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc71)
      %65:2 = "tf_executor.island"() ({
        %72 = "tf.Cast"(%64#0) {Truncate = false, device = ""} : (tensor<i1>) -> tensor<i32> loc(#loc72)
        "tf_executor.yield"(%72) : (tensor<i32>) -> () loc(#loc72)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc72)
      %66:2 = "tf_executor.island"() ({
        %71 = "tf.AddV2"(%57#0, %65#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc73)
        "tf_executor.yield"(%71) : (tensor<i32>) -> () loc(#loc73)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc73)
      %67:2 = "tf_executor.island"() ({
        %70 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc74)
        "tf_executor.yield"(%70) : (tensor<i32>) -> () loc(#loc74)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc74)
      %68:2 = "tf_executor.island"() ({
        %69 = "tf.Maximum"(%66#0, %67#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc75)
        "tf_executor.yield"(%69) : (tensor<i32>) -> () loc(#loc75)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc75)
      "tf_executor.fetch"(%62#0) : (tensor<2x4xf32>) -> () loc(#loc)
    }) : () -> tensor<2x4xf32> loc(#loc)
    "func.return"(%51) : (tensor<2x4xf32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,w", outputs = "Identity"}} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "while/loop_counter"}, {tf._user_specified_name = "while/maximum_iterations"}, {}, {}, {tf._user_specified_name = "range/limit"}, {tf._user_specified_name = "w"}, {tf._user_specified_name = "range/delta"}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>), sym_name = "while_body_2130", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i32> loc(unknown), %arg14: tensor<i32> loc(unknown), %arg15: tensor<i32> loc(unknown), %arg16: tensor<2x4xf32> loc(unknown), %arg17: tensor<i32> loc(unknown), %arg18: tensor<4x4xf32> loc(unknown), %arg19: tensor<i32> loc(unknown)):
    %24:7 = "tf_executor.graph"() ({
      %25:2 = "tf_executor.island"() ({
        %50 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc76)
        "tf_executor.yield"(%50) : (tensor<i32>) -> () loc(#loc76)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc76)
      %26:2 = "tf_executor.island"() ({
        %49 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32> loc(#loc77)
        "tf_executor.yield"(%49) : (tensor<i32>) -> () loc(#loc77)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc77)
      %27:2 = "tf_executor.island"() ({
        %48 = "tf.Const"() {device = "", value = dense<2> : tensor<i32>} : () -> tensor<i32> loc(#loc78)
        "tf_executor.yield"(%48) : (tensor<i32>) -> () loc(#loc78)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc78)
      %28:2 = "tf_executor.island"() ({
        %47 = "tf.AddV2"(%arg15, %arg19) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc79)
        "tf_executor.yield"(%47) : (tensor<i32>) -> () loc(#loc79)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc79)
      %29:2 = "tf_executor.island"() ({
        %46 = "tf.Identity"(%28#0) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc80)
        "tf_executor.yield"(%46) : (tensor<i32>) -> () loc(#loc80)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc80)
      %30:2 = "tf_executor.island"() ({
        %45 = "tf.FloorMod"(%arg15, %27#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc81)
        "tf_executor.yield"(%45) : (tensor<i32>) -> () loc(#loc81)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc81)
      %31:2 = "tf_executor.island"() ({
        %44 = "tf.Equal"(%30#0, %25#0) {device = "", incompatible_shape_error = false} : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc82)
        "tf_executor.yield"(%44) : (tensor<i1>) -> () loc(#loc82)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc82)
      %32:2 = "tf_executor.island"() ({
        %43 = "tf.If"(%31#0, %arg16, %arg18) {Tcond = i1, Tin = [f32, f32], Tout = [f32], _lower_using_switch_merge = true, _read_only_resource_inputs = [], device = "", else_branch = @while_cond_false_2350, is_stateless = true, output_shapes = [#tf_type.shape<2x4>], then_branch = @while_cond_true_2340} : (tensor<i1>, tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> loc(#loc83)
        "tf_executor.yield"(%43) : (tensor<2x4xf32>) -> () loc(#loc83)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc83)
      %33:2 = "tf_executor.island"() ({
        %42 = "tf.Identity"(%32#0) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc84)
        "tf_executor.yield"(%42) : (tensor<2x4xf32>) -> () loc(#loc84)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc84)
      %34:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%33#0) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc85)
        "tf_executor.yield"(%41) : (tensor<2x4xf32>) -> () loc(#loc85)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc85)
      %35:2 = "tf_executor.island"() ({
        %40 = "tf.AddV2"(%arg13, %26#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc86)
        "tf_executor.yield"(%40) : (tensor<i32>) -> () loc(#loc86)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc86)
      %36:2 = "tf_executor.island"() ({
        %39 = "tf.Identity"(%35#0) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc87)
        "tf_executor.yield"(%39) : (tensor<i32>) -> () loc(#loc87)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc87)
      %37:2 = "tf_executor.island"() ({
        %38 = "tf.Identity"(%arg14) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc88)
        "tf_executor.yield"(%38) : (tensor<i32>) -> () loc(#loc88)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc88)
      "tf_executor.fetch"(%36#0, %37#0, %29#0, %34#0, %arg17, %arg18, %arg19) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) -> () loc(#loc)
    }) : () -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) loc(#loc)
    "func.return"(%24#0, %24#1, %24#2, %24#3, %24#4, %24#5, %24#6) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<i32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "while/loop_counter"}, {tf._user_specified_name = "while/maximum_iterations"}, {}, {}, {tf._user_specified_name = "range/limit"}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<i32>, tensor<*xf32>, tensor<*xi32>) -> tensor<i1>, sym_name = "while_cond_2120", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i32> loc(unknown), %arg7: tensor<i32> loc(unknown), %arg8: tensor<i32> loc(unknown), %arg9: tensor<2x4xf32> loc(unknown), %arg10: tensor<i32> loc(unknown), %arg11: tensor<*xf32> loc(unknown), %arg12: tensor<*xi32> loc(unknown)):
    %19 = "tf_executor.graph"() ({
      %20:2 = "tf_executor.island"() ({
        %23 = "tf.Less"(%arg8, %arg10) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc89)
        "tf_executor.yield"(%23) : (tensor<i1>) -> () loc(#loc89)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc89)
      %21:2 = "tf_executor.island"() ({
        %22 = "tf.Identity"(%20#0) {device = ""} : (tensor<i1>) -> tensor<i1> loc(#loc90)
        "tf_executor.yield"(%22) : (tensor<i1>) -> () loc(#loc90)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc90)
      "tf_executor.fetch"(%21#0) : (tensor<i1>) -> () loc(#loc)
    }) : () -> tensor<i1> loc(#loc)
    "func.return"(%19) : (tensor<i1>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "while/Placeholder_1"}, {}], function_type = (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>, sym_name = "while_cond_false_2350", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4xf32> loc(unknown), %arg5: tensor<4x4xf32> loc(unknown)):
    %12 = "tf_executor.graph"() ({
      %13:2 = "tf_executor.island"() ({
        %18 = "tf.Const"() {device = "", value = dense<5.000000e-01> : tensor<f32>} : () -> tensor<f32> loc(#loc91)
        "tf_executor.yield"(%18) : (tensor<f32>) -> () loc(#loc91)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc91)
      %14:2 = "tf_executor.island"() ({
        %17 = "tf.Mul"(%arg4, %13#0) {device = ""} : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32> loc(#loc92)
        "tf_executor.yield"(%17) : (tensor<2x4xf32>) -> () loc(#loc92)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc92)
      %15:2 = "tf_executor.island"() ({
        %16 = "tf.Identity"(%14#0) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc93)
        "tf_executor.yield"(%16) : (tensor<2x4xf32>) -> () loc(#loc93)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc93)
      "tf_executor.fetch"(%15#0) : (tensor<2x4xf32>) -> () loc(#loc)
    }) : () -> tensor<2x4xf32> loc(#loc)
    "func.return"(%12) : (tensor<2x4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "while/Placeholder_1"}, {tf._user_specified_name = "w"}], function_type = (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>, sym_name = "while_cond_true_2340", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x4xf32> loc(unknown), %arg3: tensor<4x4xf32> loc(unknown)):
    %7 = "tf_executor.graph"() ({
      %8:2 = "tf_executor.island"() ({
        %11 = "tf.PartitionedCall"(%arg2, %arg3) {_collective_manager_ids = [], _read_only_resource_inputs = [], config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", device = "", executor_type = "", f = @__inference_step_2430} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> loc(#loc94)
        "tf_executor.yield"(%11) : (tensor<2x4xf32>) -> () loc(#loc94)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc94)
      %9:2 = "tf_executor.island"() ({
        %10 = "tf.Identity"(%8#0) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc95)
        "tf_executor.yield"(%10) : (tensor<2x4xf32>) -> () loc(#loc95)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc95)
      "tf_executor.fetch"(%9#0) : (tensor<2x4xf32>) -> () loc(#loc)
    }) : () -> tensor<2x4xf32> loc(#loc)
    "func.return"(%7) : (tensor<2x4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "h"}, {tf._user_specified_name = "w"}], function_type = (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>, sym_name = "__inference_step_2430", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc(unknown), %arg1: tensor<4x4xf32> loc(unknown)):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %6 = "tf.MatMul"(%arg0, %arg1) {device = "", grad_a = false, grad_b = false, transpose_a = false, transpose_b = false} : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32> loc(#loc96)
        "tf_executor.yield"(%6) : (tensor<2x4xf32>) -> () loc(#loc96)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc96)
      %2:2 = "tf_executor.island"() ({
        %5 = "tf.Tanh"(%1#0) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc97)
        "tf_executor.yield"(%5) : (tensor<2x4xf32>) -> () loc(#loc97)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc97)
      %3:2 = "tf_executor.island"() ({
        %4 = "tf.Identity"(%2#0) {device = ""} : (tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc98)
        "tf_executor.yield"(%4) : (tensor<2x4xf32>) -> () loc(#loc98)
      }) : () -> (tensor<2x4xf32>, !tf_executor.control) loc(#loc98)
      "tf_executor.fetch"(%3#0) : (tensor<2x4xf32>) -> () loc(#loc)
    }) : () -> tensor<2x4xf32> loc(#loc)
    "func.return"(%0) : (tensor<2x4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("Const:")
#loc2 = loc("range/delta")
#loc3 = loc("range/limit")
#loc4 = loc("range/start")
#loc5 = loc("Range:")
#loc6 = loc("range")
#loc7 = loc("Sub:")
#loc8 = loc("sub")
#loc9 = loc("FloorDiv:")
#loc10 = loc("floordiv")
#loc11 = loc("FloorMod:")
#loc12 = loc("mod")
#loc13 = loc("while/loop_counter")
#loc14 = loc("while/maximum_iterations")
#loc15 = loc("StatelessWhile:")
#loc16 = loc("while")
#loc17 = loc("Identity:")
#loc18 = loc("Identity")
#loc19 = loc("zeros_like")
#loc20 = loc("NotEqual:")
#loc21 = loc("NotEqual")
#loc22 = loc("Cast:")
#loc23 = loc("Cast")
#loc24 = loc("AddV2:")
#loc25 = loc("add")
#loc26 = loc("zeros_like_1")
#loc27 = loc("Maximum:")
#loc28 = loc("Maximum")
#loc29 = loc("while/Equal/y@while_body_213")
#loc30 = loc("while/add_1/y@while_body_213")
#loc31 = loc("while/mod/y@while_body_213")
#loc32 = loc("while/add@while_body_213")
#loc33 = loc("while/Identity_2@while_body_213")
#loc34 = loc("while/mod@while_body_213")
#loc35 = loc("Equal:")
#loc36 = loc("while/Equal@while_body_213")
#loc37 = loc("StatelessIf:")
#loc38 = loc("while/cond@while_body_213")
#loc39 = loc("while/cond/Identity@while_body_213")
#loc40 = loc("while/Identity_3@while_body_213")
#loc41 = loc("while/add_1@while_body_213")
#loc42 = loc("while/Identity@while_body_213")
#loc43 = loc("while/Identity_1@while_body_213")
#loc44 = loc("Less:")
#loc45 = loc("while/Less@while_cond_212")
#loc46 = loc("while/Identity@while_cond_212")
#loc47 = loc("while/cond/mul/y@while_cond_false_235")
#loc48 = loc("Mul:")
#loc49 = loc("while/cond/mul@while_cond_false_235")
#loc50 = loc("while/cond/Identity@while_cond_false_235")
#loc51 = loc("PartitionedCall:")
#loc52 = loc("while/cond/PartitionedCall@while_cond_true_234")
#loc53 = loc("while/cond/Identity@while_cond_true_234")
#loc54 = loc("MatMul:")
#loc55 = loc("MatMul@__inference_step_243")
#loc56 = loc("Tanh:")
#loc57 = loc("Tanh@__inference_step_243")
#loc58 = loc("Identity@__inference_step_243")
#loc59 = loc(fused[#loc1, #loc2])
#loc60 = loc(fused[#loc1, #loc3])
#loc61 = loc(fused[#loc1, #loc4])
#loc62 = loc(fused[#loc5, #loc6])
#loc63 = loc(fused[#loc7, #loc8])
#loc64 = loc(fused[#loc9, #loc10])
#loc65 = loc(fused[#loc11, #loc12])
#loc66 = loc(fused[#loc1, #loc13])
#loc67 = loc(fused[#loc1, #loc14])
#loc68 = loc(fused[#loc15, #loc16])
#loc69 = loc(fused[#loc17, #loc18])
#loc70 = loc(fused[#loc1, #loc19])
#loc71 = loc(fused[#loc20, #loc21])
#loc72 = loc(fused[#loc22, #loc23])
#loc73 = loc(fused[#loc24, #loc25])
#loc74 = loc(fused[#loc1, #loc26])
#loc75 = loc(fused[#loc27, #loc28])
#loc76 = loc(fused[#loc1, #loc29])
#loc77 = loc(fused[#loc1, #loc30])
#loc78 = loc(fused[#loc1, #loc31])
#loc79 = loc(fused[#loc24, #loc32])
#loc80 = loc(fused[#loc17, #loc33])
#loc81 = loc(fused[#loc11, #loc34])
#loc82 = loc(fused[#loc35, #loc36])
#loc83 = loc(fused[#loc37, #loc38])
#loc84 = loc(fused[#loc17, #loc39])
#loc85 = loc(fused[#loc17, #loc40])
#loc86 = loc(fused[#loc24, #loc41])
#loc87 = loc(fused[#loc17, #loc42])
#loc88 = loc(fused[#loc17, #loc43])
#loc89 = loc(fused[#loc44, #loc45])
#loc90 = loc(fused[#loc17, #loc46])
#loc91 = loc(fused[#loc1, #loc47])
#loc92 = loc(fused[#loc48, #loc49])
#loc93 = loc(fused[#loc17, #loc50])
#loc94 = loc(fused[#loc51, #loc52])
#loc95 = loc(fused[#loc17, #loc53])
#loc96 = loc(fused[#loc54, #loc55])
#loc97 = loc(fused[#loc56, #loc57])
#loc98 = loc(fused[#loc17, #loc58])

