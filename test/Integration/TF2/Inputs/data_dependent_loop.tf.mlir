#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<i32>), sym_name = "main"}> ({
  ^bb0(%arg10: tensor<4xf32> loc(unknown), %arg11: tensor<f32> loc(unknown)):
    %34:2 = "tf_executor.graph"() ({
      %35:2 = "tf_executor.island"() ({
        %46 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc30)
        "tf_executor.yield"(%46) : (tensor<i32>) -> () loc(#loc30)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc30)
      %36:2 = "tf_executor.island"() ({
        %45 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32> loc(#loc31)
        "tf_executor.yield"(%45) : (tensor<i32>) -> () loc(#loc31)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc31)
      %37:2 = "tf_executor.island"() ({
        %44 = "tf.Const"() {device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32> loc(#loc32)
        "tf_executor.yield"(%44) : (tensor<i32>) -> () loc(#loc32)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc32)
      %38:6 = "tf_executor.island"() ({
        %43:5 = "tf.While"(%36#0, %37#0, %35#0, %arg10, %arg11) {T = [i32, i32, i32, f32, f32], _lower_using_switch_merge = true, _num_original_outputs = 5 : i64, _read_only_resource_inputs = [], body = @while_body_1530, cond = @while_cond_1520, device = "", is_stateless = true, output_shapes = [#tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<4>, #tf_type.shape<>], parallel_iterations = 10 : i64, shape_invariant} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) loc(#loc33)
        "tf_executor.yield"(%43#0, %43#1, %43#2, %43#3, %43#4) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> () loc(#loc33)
      }) : () -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>, !tf_executor.control) loc(#loc33)
      %39:2 = "tf_executor.island"() ({
        %42 = "tf.Identity"(%38#3) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc34)
        "tf_executor.yield"(%42) : (tensor<4xf32>) -> () loc(#loc34)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc34)
      %40:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%38#2) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc35)
        "tf_executor.yield"(%41) : (tensor<i32>) -> () loc(#loc35)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc35)
      "tf_executor.fetch"(%39#0, %40#0) : (tensor<4xf32>, tensor<i32>) -> () loc(#loc)
    }) : () -> (tensor<4xf32>, tensor<i32>) loc(#loc)
    "func.return"(%34#0, %34#1) : (tensor<4xf32>, tensor<i32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,limit", outputs = "Identity,Identity_1"}} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "while/loop_counter"}, {tf._user_specified_name = "while/maximum_iterations"}, {}, {}, {tf._user_specified_name = "limit"}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>), sym_name = "while_body_1530", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i32> loc(unknown), %arg6: tensor<i32> loc(unknown), %arg7: tensor<i32> loc(unknown), %arg8: tensor<4xf32> loc(unknown), %arg9: tensor<f32> loc(unknown)):
    %9:5 = "tf_executor.graph"() ({
      %10:2 = "tf_executor.island"() ({
        %33 = "tf.Const"() {device = "", value = dense<2.500000e-01> : tensor<f32>} : () -> tensor<f32> loc(#loc36)
        "tf_executor.yield"(%33) : (tensor<f32>) -> () loc(#loc36)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc36)
      %11:2 = "tf_executor.island"() ({
        %32 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32> loc(#loc37)
        "tf_executor.yield"(%32) : (tensor<i32>) -> () loc(#loc37)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc37)
      %12:2 = "tf_executor.island"() ({
        %31 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32> loc(#loc38)
        "tf_executor.yield"(%31) : (tensor<i32>) -> () loc(#loc38)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc38)
      %13:2 = "tf_executor.island"() ({
        %30 = "tf.Const"() {device = "", value = dense<1.500000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc39)
        "tf_executor.yield"(%30) : (tensor<f32>) -> () loc(#loc39)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc39)
      %14:2 = "tf_executor.island"() ({
        %29 = "tf.AddV2"(%arg7, %11#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc40)
        "tf_executor.yield"(%29) : (tensor<i32>) -> () loc(#loc40)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc40)
      %15:2 = "tf_executor.island"() ({
        %28 = "tf.Identity"(%14#0) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc41)
        "tf_executor.yield"(%28) : (tensor<i32>) -> () loc(#loc41)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc41)
      %16:2 = "tf_executor.island"() ({
        %27 = "tf.Mul"(%arg8, %13#0) {device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc42)
        "tf_executor.yield"(%27) : (tensor<4xf32>) -> () loc(#loc42)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc42)
      %17:2 = "tf_executor.island"() ({
        %26 = "tf.AddV2"(%16#0, %10#0) {device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc43)
        "tf_executor.yield"(%26) : (tensor<4xf32>) -> () loc(#loc43)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc43)
      %18:2 = "tf_executor.island"() ({
        %25 = "tf.Identity"(%17#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc44)
        "tf_executor.yield"(%25) : (tensor<4xf32>) -> () loc(#loc44)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc44)
      %19:2 = "tf_executor.island"() ({
        %24 = "tf.AddV2"(%arg5, %12#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc45)
        "tf_executor.yield"(%24) : (tensor<i32>) -> () loc(#loc45)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc45)
      %20:2 = "tf_executor.island"() ({
        %23 = "tf.Identity"(%19#0) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc46)
        "tf_executor.yield"(%23) : (tensor<i32>) -> () loc(#loc46)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc46)
      %21:2 = "tf_executor.island"() ({
        %22 = "tf.Identity"(%arg6) {device = ""} : (tensor<i32>) -> tensor<i32> loc(#loc47)
        "tf_executor.yield"(%22) : (tensor<i32>) -> () loc(#loc47)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc47)
      "tf_executor.fetch"(%20#0, %21#0, %15#0, %18#0, %arg9) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> () loc(#loc)
    }) : () -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) loc(#loc)
    "func.return"(%9#0, %9#1, %9#2, %9#3, %9#4) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "while/loop_counter"}, {tf._user_specified_name = "while/maximum_iterations"}, {}, {}, {tf._user_specified_name = "limit"}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<f32>) -> tensor<i1>, sym_name = "while_cond_1520", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32> loc(unknown), %arg1: tensor<i32> loc(unknown), %arg2: tensor<i32> loc(unknown), %arg3: tensor<4xf32> loc(unknown), %arg4: tensor<f32> loc(unknown)):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %8 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc48)
        "tf_executor.yield"(%8) : (tensor<1xi32>) -> () loc(#loc48)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc48)
      %2:2 = "tf_executor.island"() ({
        %7 = "tf.Sum"(%arg3, %1#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32> loc(#loc49)
        "tf_executor.yield"(%7) : (tensor<f32>) -> () loc(#loc49)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc49)
      %3:2 = "tf_executor.island"() ({
        %6 = "tf.Less"(%2#0, %arg4) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc50)
        "tf_executor.yield"(%6) : (tensor<i1>) -> () loc(#loc50)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc50)
      %4:2 = "tf_executor.island"() ({
        %5 = "tf.Identity"(%3#0) {device = ""} : (tensor<i1>) -> tensor<i1> loc(#loc51)
        "tf_executor.yield"(%5) : (tensor<i1>) -> () loc(#loc51)
      }) : () -> (tensor<i1>, !tf_executor.control) loc(#loc51)
      "tf_executor.fetch"(%4#0) : (tensor<i1>) -> () loc(#loc)
    }) : () -> tensor<i1> loc(#loc)
    "func.return"(%0) : (tensor<i1>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("Const:")
#loc2 = loc("Const")
#loc3 = loc("while/loop_counter")
#loc4 = loc("while/maximum_iterations")
#loc5 = loc("StatelessWhile:")
#loc6 = loc("while")
#loc7 = loc("Identity:")
#loc8 = loc("Identity")
#loc9 = loc("Identity_1")
#loc10 = loc("while/add/y@while_body_153")
#loc11 = loc("while/add_1/y@while_body_153")
#loc12 = loc("while/add_2/y@while_body_153")
#loc13 = loc("while/mul/y@while_body_153")
#loc14 = loc("AddV2:")
#loc15 = loc("while/add_1@while_body_153")
#loc16 = loc("while/Identity_2@while_body_153")
#loc17 = loc("Mul:")
#loc18 = loc("while/mul@while_body_153")
#loc19 = loc("while/add@while_body_153")
#loc20 = loc("while/Identity_3@while_body_153")
#loc21 = loc("while/add_2@while_body_153")
#loc22 = loc("while/Identity@while_body_153")
#loc23 = loc("while/Identity_1@while_body_153")
#loc24 = loc("while/Const@while_cond_152")
#loc25 = loc("Sum:")
#loc26 = loc("while/Sum@while_cond_152")
#loc27 = loc("Less:")
#loc28 = loc("while/Less@while_cond_152")
#loc29 = loc("while/Identity@while_cond_152")
#loc30 = loc(fused[#loc1, #loc2])
#loc31 = loc(fused[#loc1, #loc3])
#loc32 = loc(fused[#loc1, #loc4])
#loc33 = loc(fused[#loc5, #loc6])
#loc34 = loc(fused[#loc7, #loc8])
#loc35 = loc(fused[#loc7, #loc9])
#loc36 = loc(fused[#loc1, #loc10])
#loc37 = loc(fused[#loc1, #loc11])
#loc38 = loc(fused[#loc1, #loc12])
#loc39 = loc(fused[#loc1, #loc13])
#loc40 = loc(fused[#loc14, #loc15])
#loc41 = loc(fused[#loc7, #loc16])
#loc42 = loc(fused[#loc17, #loc18])
#loc43 = loc(fused[#loc14, #loc19])
#loc44 = loc(fused[#loc7, #loc20])
#loc45 = loc(fused[#loc14, #loc21])
#loc46 = loc(fused[#loc7, #loc22])
#loc47 = loc(fused[#loc7, #loc23])
#loc48 = loc(fused[#loc1, #loc24])
#loc49 = loc(fused[#loc25, #loc26])
#loc50 = loc(fused[#loc27, #loc28])
#loc51 = loc(fused[#loc7, #loc29])

