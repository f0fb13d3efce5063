#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x2xf32>, tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<3x2xf32>), sym_name = "main"}> ({
  ^bb0(%arg4: tensor<3x2xf32> loc(unknown), %arg5: tensor<3x2xf32> loc(unknown)):
    %16:2 = "tf_executor.graph"() ({
      %17:2 = "tf_executor.island"() ({
        %24 = "tf.PartitionedCall"(%arg4, %arg4) {_collective_manager_ids = [], _read_only_resource_inputs = [], config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", device = "", executor_type = "", f = @__inference_inner_1270} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc17)
        "tf_executor.yield"(%24) : (tensor<3x2xf32>) -> () loc(#loc17)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc17)
      %18:2 = "tf_executor.island"() ({
        %23 = "tf.Identity"(%17#0) {device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc18)
        "tf_executor.yield"(%23) : (tensor<3x2xf32>) -> () loc(#loc18)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc18)
      %19:2 = "tf_executor.island"() ({
        %22 = "tf.PartitionedCall"(%arg4, %arg5) {_collective_manager_ids = [], _read_only_resource_inputs = [], config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", device = "", executor_type = "", f = @__inference_middle_1320} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc19)
        "tf_executor.yield"(%22) : (tensor<3x2xf32>) -> () loc(#loc19)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc19)
      %20:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%19#0) {device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc20)
        "tf_executor.yield"(%21) : (tensor<3x2xf32>) -> () loc(#loc20)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc20)
      "tf_executor.fetch"(%20#0, %18#0) : (tensor<3x2xf32>, tensor<3x2xf32>) -> () loc(#loc)
    }) : () -> (tensor<3x2xf32>, tensor<3x2xf32>) loc(#loc)
    "func.return"(%16#0, %16#1) : (tensor<3x2xf32>, tensor<3x2xf32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,y", outputs = "Identity,Identity_1"}} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "a"}, {tf._user_specified_name = "b"}], function_type = (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>, sym_name = "__inference_inner_1270", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<3x2xf32> loc(unknown), %arg3: tensor<3x2xf32> loc(unknown)):
    %9 = "tf_executor.graph"() ({
      %10:2 = "tf_executor.island"() ({
        %15 = "tf.Tanh"(%arg2) {device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc21)
        "tf_executor.yield"(%15) : (tensor<3x2xf32>) -> () loc(#loc21)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc21)
      %11:2 = "tf_executor.island"() ({
        %14 = "tf.Mul"(%10#0, %arg3) {device = ""} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc22)
        "tf_executor.yield"(%14) : (tensor<3x2xf32>) -> () loc(#loc22)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc22)
      %12:2 = "tf_executor.island"() ({
        %13 = "tf.Identity"(%11#0) {device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc23)
        "tf_executor.yield"(%13) : (tensor<3x2xf32>) -> () loc(#loc23)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc23)
      "tf_executor.fetch"(%12#0) : (tensor<3x2xf32>) -> () loc(#loc)
    }) : () -> tensor<3x2xf32> loc(#loc)
    "func.return"(%9) : (tensor<3x2xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "a"}, {tf._user_specified_name = "b"}], function_type = (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>, sym_name = "__inference_middle_1320", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x2xf32> loc(unknown), %arg1: tensor<3x2xf32> loc(unknown)):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %8 = "tf.PartitionedCall"(%arg0, %arg1) {_collective_manager_ids = [], _read_only_resource_inputs = [], config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", device = "", executor_type = "", f = @__inference_inner_1270} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc24)
        "tf_executor.yield"(%8) : (tensor<3x2xf32>) -> () loc(#loc24)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc24)
      %2:2 = "tf_executor.island"() ({
        %7 = "tf.PartitionedCall"(%arg1, %arg0) {_collective_manager_ids = [], _read_only_resource_inputs = [], config = "", config_proto = "\0A\07\0A\03CPU\10\01\0A\07\0A\03GPU\10\002\02J\008\01\82\01\00\92\01\02J\00", device = "", executor_type = "", f = @__inference_inner_1270} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc25)
        "tf_executor.yield"(%7) : (tensor<3x2xf32>) -> () loc(#loc25)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc25)
      %3:2 = "tf_executor.island"() ({
        %6 = "tf.AddV2"(%1#0, %2#0) {device = ""} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc26)
        "tf_executor.yield"(%6) : (tensor<3x2xf32>) -> () loc(#loc26)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc26)
      %4:2 = "tf_executor.island"() ({
        %5 = "tf.Identity"(%3#0) {device = ""} : (tensor<3x2xf32>) -> tensor<3x2xf32> loc(#loc27)
        "tf_executor.yield"(%5) : (tensor<3x2xf32>) -> () loc(#loc27)
      }) : () -> (tensor<3x2xf32>, !tf_executor.control) loc(#loc27)
      "tf_executor.fetch"(%4#0) : (tensor<3x2xf32>) -> () loc(#loc)
    }) : () -> tensor<3x2xf32> loc(#loc)
    "func.return"(%0) : (tensor<3x2xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("PartitionedCall:")
#loc2 = loc("PartitionedCall_1")
#loc3 = loc("Identity:")
#loc4 = loc("Identity_1")
#loc5 = loc("PartitionedCall")
#loc6 = loc("Identity")
#loc7 = loc("Tanh:")
#loc8 = loc("Tanh@__inference_inner_127")
#loc9 = loc("Mul:")
#loc10 = loc("mul@__inference_inner_127")
#loc11 = loc("Identity@__inference_inner_127")
#loc12 = loc("PartitionedCall@__inference_middle_132")
#loc13 = loc("PartitionedCall_1@__inference_middle_132")
#loc14 = loc("AddV2:")
#loc15 = loc("add@__inference_middle_132")
#loc16 = loc("Identity@__inference_middle_132")
#loc17 = loc(fused[#loc1, #loc2])
#loc18 = loc(fused[#loc3, #loc4])
#loc19 = loc(fused[#loc1, #loc5])
#loc20 = loc(fused[#loc3, #loc6])
#loc21 = loc(fused[#loc7, #loc8])
#loc22 = loc(fused[#loc9, #loc10])
#loc23 = loc(fused[#loc3, #loc11])
#loc24 = loc(fused[#loc1, #loc12])
#loc25 = loc(fused[#loc1, #loc13])
#loc26 = loc(fused[#loc14, #loc15])
#loc27 = loc(fused[#loc3, #loc16])

