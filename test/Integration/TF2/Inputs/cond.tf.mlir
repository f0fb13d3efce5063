#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%arg6: tensor<4xf32> loc(unknown), %arg7: tensor<4xf32> loc(unknown)):
    %24:2 = "tf_executor.graph"() ({
      %25:2 = "tf_executor.island"() ({
        %52 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc35)
        "tf_executor.yield"(%52) : (tensor<1xi32>) -> () loc(#loc35)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc35)
      %26:2 = "tf_executor.island"() ({
        %51 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc36)
        "tf_executor.yield"(%51) : (tensor<1xi32>) -> () loc(#loc36)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc36)
      %27:2 = "tf_executor.island"() ({
        %50 = "tf.Const"() {device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc37)
        "tf_executor.yield"(%50) : (tensor<f32>) -> () loc(#loc37)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc37)
      %28:2 = "tf_executor.island"() ({
        %49 = "tf.Const"() {device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc38)
        "tf_executor.yield"(%49) : (tensor<f32>) -> () loc(#loc38)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc38)
      %29:2 = "tf_executor.island"() ({
        %48 = "tf.Sum"(%arg6, %25#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32> loc(#loc39)
        "tf_executor.yield"(%48) : (tensor<f32>) -> () loc(#loc39)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc39)
      %30:2 = "tf_executor.island"() ({
        %47 = "tf.Greater"(%29#0, %27#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc40)
        "tf_executor.yield"(%47) : (tensor<i1>) -> () loc(#loc40)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc40)
      %31:2 = "tf_executor.island"() ({
        %46 = "tf.Sum"(%arg6, %26#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32> loc(#loc41)
        "tf_executor.yield"(%46) : (tensor<f32>) -> () loc(#loc41)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc41)
      %32:2 = "tf_executor.island"() ({
        %45 = "tf.Less"(%31#0, %28#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc42)
        "tf_executor.yield"(%45) : (tensor<i1>) -> () loc(#loc42)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc42)
      %33:2 = "tf_executor.island"() ({
        %44 = "tf.If"(%30#0, %arg6, %arg7) {Tcond = i1, Tin = [f32, f32], Tout = [f32], _lower_using_switch_merge = true, _read_only_resource_inputs = [], device = "", else_branch = @cond_false_770, is_stateless = true, output_shapes = [#tf_type.shape<4>], then_branch = @cond_true_760} : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc43)
        "tf_executor.yield"(%44) : (tensor<4xf32>) -> () loc(#loc43)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc43)
      %34:2 = "tf_executor.island"() ({
        %43 = "tf.Identity"(%33#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc44)
        "tf_executor.yield"(%43) : (tensor<4xf32>) -> () loc(#loc44)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc44)
      %35:2 = "tf_executor.island"() ({
        %42 = "tf.Identity"(%34#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc45)
        "tf_executor.yield"(%42) : (tensor<4xf32>) -> () loc(#loc45)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc45)
      %36:2 = "tf_executor.island"() ({
        %41 = "tf.If"(%32#0, %arg7) {Tcond = i1, Tin = [f32], Tout = [f32], _lower_using_switch_merge = true, _read_only_resource_inputs = [], device = "", else_branch = @cond_1_false_970, is_stateless = true, output_shapes = [#tf_type.shape<4>], then_branch = @cond_1_true_960} : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32> loc(#loc46)
        "tf_executor.yield"(%41) : (tensor<4xf32>) -> () loc(#loc46)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc46)
      %37:2 = "tf_executor.island"() ({
        %40 = "tf.Identity"(%36#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc47)
        "tf_executor.yield"(%40) : (tensor<4xf32>) -> () loc(#loc47)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc47)
      %38:2 = "tf_executor.island"() ({
        %39 = "tf.Identity"(%37#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc48)
        "tf_executor.yield"(%39) : (tensor<4xf32>) -> () loc(#loc48)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc48)
      "tf_executor.fetch"(%35#0, %38#0) : (tensor<4xf32>, tensor<4xf32>) -> () loc(#loc)
    }) : () -> (tensor<4xf32>, tensor<4xf32>) loc(#loc)
    "func.return"(%24#0, %24#1) : (tensor<4xf32>, tensor<4xf32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,y", outputs = "Identity,Identity_1"}} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}, {tf._user_specified_name = "y"}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "cond_false_770", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4xf32> loc(unknown), %arg5: tensor<4xf32> loc(unknown)):
    %19 = "tf_executor.graph"() ({
      %20:2 = "tf_executor.island"() ({
        %23 = "tf.Sub"(%arg4, %arg5) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc49)
        "tf_executor.yield"(%23) : (tensor<4xf32>) -> () loc(#loc49)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc49)
      %21:2 = "tf_executor.island"() ({
        %22 = "tf.Identity"(%20#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc50)
        "tf_executor.yield"(%22) : (tensor<4xf32>) -> () loc(#loc50)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc50)
      "tf_executor.fetch"(%21#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%19) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}, {tf._user_specified_name = "y"}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "cond_true_760", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4xf32> loc(unknown), %arg3: tensor<4xf32> loc(unknown)):
    %10 = "tf_executor.graph"() ({
      %11:2 = "tf_executor.island"() ({
        %18 = "tf.Const"() {device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc51)
        "tf_executor.yield"(%18) : (tensor<f32>) -> () loc(#loc51)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc51)
      %12:2 = "tf_executor.island"() ({
        %17 = "tf.Mul"(%arg2, %11#0) {device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc52)
        "tf_executor.yield"(%17) : (tensor<4xf32>) -> () loc(#loc52)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc52)
      %13:2 = "tf_executor.island"() ({
        %16 = "tf.AddV2"(%12#0, %arg3) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc53)
        "tf_executor.yield"(%16) : (tensor<4xf32>) -> () loc(#loc53)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc53)
      %14:2 = "tf_executor.island"() ({
        %15 = "tf.Identity"(%13#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc54)
        "tf_executor.yield"(%15) : (tensor<4xf32>) -> () loc(#loc54)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc54)
      "tf_executor.fetch"(%14#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%10) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "y"}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "cond_1_false_970", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xf32> loc(unknown)):
    %5 = "tf_executor.graph"() ({
      %6:2 = "tf_executor.island"() ({
        %9 = "tf.Mul"(%arg1, %arg1) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc55)
        "tf_executor.yield"(%9) : (tensor<4xf32>) -> () loc(#loc55)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc55)
      %7:2 = "tf_executor.island"() ({
        %8 = "tf.Identity"(%6#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc56)
        "tf_executor.yield"(%8) : (tensor<4xf32>) -> () loc(#loc56)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc56)
      "tf_executor.fetch"(%7#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%5) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "y"}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "cond_1_true_960", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32> loc(unknown)):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %4 = "tf.Exp"(%arg0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc57)
        "tf_executor.yield"(%4) : (tensor<4xf32>) -> () loc(#loc57)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc57)
      %2:2 = "tf_executor.island"() ({
        %3 = "tf.Identity"(%1#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc58)
        "tf_executor.yield"(%3) : (tensor<4xf32>) -> () loc(#loc58)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc58)
      "tf_executor.fetch"(%2#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%0) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("Const:")
#loc2 = loc("Const")
#loc3 = loc("Const_1")
#loc4 = loc("Greater/y")
#loc5 = loc("Less/y")
#loc6 = loc("Sum:")
#loc7 = loc("Sum")
#loc8 = loc("Greater:")
#loc9 = loc("Greater")
#loc10 = loc("Sum_1")
#loc11 = loc("Less:")
#loc12 = loc("Less")
#loc13 = loc("StatelessIf:")
#loc14 = loc("cond")
#loc15 = loc("Identity:")
#loc16 = loc("cond/Identity")
#loc17 = loc("Identity")
#loc18 = loc("cond_1")
#loc19 = loc("cond_1/Identity")
#loc20 = loc("Identity_1")
#loc21 = loc("Sub:")
#loc22 = loc("cond/sub@cond_false_77")
#loc23 = loc("cond/Identity@cond_false_77")
#loc24 = loc("cond/mul/y@cond_true_76")
#loc25 = loc("Mul:")
#loc26 = loc("cond/mul@cond_true_76")
#loc27 = loc("AddV2:")
#loc28 = loc("cond/add@cond_true_76")
#loc29 = loc("cond/Identity@cond_true_76")
#loc30 = loc("cond_1/mul@cond_1_false_97")
#loc31 = loc("cond_1/Identity@cond_1_false_97")
#loc32 = loc("Exp:")
#loc33 = loc("cond_1/Exp@cond_1_true_96")
#loc34 = loc("cond_1/Identity@cond_1_true_96")
#loc35 = loc(fused[#loc1, #loc2])
#loc36 = loc(fused[#loc1, #loc3])
#loc37 = loc(fused[#loc1, #loc4])
#loc38 = loc(fused[#loc1, #loc5])
#loc39 = loc(fused[#loc6, #loc7])
#loc40 = loc(fused[#loc8, #loc9])
#loc41 = loc(fused[#loc6, #loc10])
#loc42 = loc(fused[#loc11, #loc12])
#loc43 = loc(fused[#loc13, #loc14])
#loc44 = loc(fused[#loc15, #loc16])
#loc45 = loc(fused[#loc15, #loc17])
#loc46 = loc(fused[#loc13, #loc18])
#loc47 = loc(fused[#loc15, #loc19])
#loc48 = loc(fused[#loc15, #loc20])
#loc49 = loc(fused[#loc21, #loc22])
#loc50 = loc(fused[#loc15, #loc23])
#loc51 = loc(fused[#loc1, #loc24])
#loc52 = loc(fused[#loc25, #loc26])
#loc53 = loc(fused[#loc27, #loc28])
#loc54 = loc(fused[#loc15, #loc29])
#loc55 = loc(fused[#loc25, #loc30])
#loc56 = loc(fused[#loc15, #loc31])
#loc57 = loc(fused[#loc32, #loc33])
#loc58 = loc(fused[#loc15, #loc34])

