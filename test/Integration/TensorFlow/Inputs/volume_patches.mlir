#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5x2xf32>, tensor<1x3x4x5x1xi32>) -> (tensor<2x1x2x2x16xf32>, tensor<2x3x2x2x24xf32>, tensor<2x3x4x5x54xf32>, tensor<2x3x4x5x2xf32>, tensor<2x1x1x1x120xf32>, tensor<1x2x4x3x12xi32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x3x4x5x2xf32> loc(unknown), %arg1: tensor<1x3x4x5x1xi32> loc(unknown)):
    %0:6 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %24 = "tf.ExtractVolumePatches"(%arg1) {T = i32, device = "", ksizes = [1, 2, 2, 3, 1], padding = "SAME", strides = [1, 2, 1, 2, 1]} : (tensor<1x3x4x5x1xi32>) -> tensor<1x2x4x3x12xi32> loc(#loc15)
        "tf_executor.yield"(%24) : (tensor<1x2x4x3x12xi32>) -> () loc(#loc15)
      }) : () -> (tensor<1x2x4x3x12xi32>, !tf_executor.control) loc(#loc15)
      %2:2 = "tf_executor.island"() ({
        %23 = "tf.Identity"(%1#0) {device = ""} : (tensor<1x2x4x3x12xi32>) -> tensor<1x2x4x3x12xi32> loc(#loc16)
        "tf_executor.yield"(%23) : (tensor<1x2x4x3x12xi32>) -> () loc(#loc16)
      }) : () -> (tensor<1x2x4x3x12xi32>, !tf_executor.control) loc(#loc16)
      %3:2 = "tf_executor.island"() ({
        %22 = "tf.ExtractVolumePatches"(%arg0) {T = f32, device = "", ksizes = [1, 2, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<2x3x4x5x2xf32>) -> tensor<2x1x2x2x16xf32> loc(#loc17)
        "tf_executor.yield"(%22) : (tensor<2x1x2x2x16xf32>) -> () loc(#loc17)
      }) : () -> (tensor<2x1x2x2x16xf32>, !tf_executor.control) loc(#loc17)
      %4:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%3#0) {device = ""} : (tensor<2x1x2x2x16xf32>) -> tensor<2x1x2x2x16xf32> loc(#loc18)
        "tf_executor.yield"(%21) : (tensor<2x1x2x2x16xf32>) -> () loc(#loc18)
      }) : () -> (tensor<2x1x2x2x16xf32>, !tf_executor.control) loc(#loc18)
      %5:2 = "tf_executor.island"() ({
        %20 = "tf.ExtractVolumePatches"(%arg0) {T = f32, device = "", ksizes = [1, 2, 3, 2, 1], padding = "SAME", strides = [1, 1, 2, 3, 1]} : (tensor<2x3x4x5x2xf32>) -> tensor<2x3x2x2x24xf32> loc(#loc19)
        "tf_executor.yield"(%20) : (tensor<2x3x2x2x24xf32>) -> () loc(#loc19)
      }) : () -> (tensor<2x3x2x2x24xf32>, !tf_executor.control) loc(#loc19)
      %6:2 = "tf_executor.island"() ({
        %19 = "tf.Identity"(%5#0) {device = ""} : (tensor<2x3x2x2x24xf32>) -> tensor<2x3x2x2x24xf32> loc(#loc20)
        "tf_executor.yield"(%19) : (tensor<2x3x2x2x24xf32>) -> () loc(#loc20)
      }) : () -> (tensor<2x3x2x2x24xf32>, !tf_executor.control) loc(#loc20)
      %7:2 = "tf_executor.island"() ({
        %18 = "tf.ExtractVolumePatches"(%arg0) {T = f32, device = "", ksizes = [1, 3, 3, 3, 1], padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<2x3x4x5x2xf32>) -> tensor<2x3x4x5x54xf32> loc(#loc21)
        "tf_executor.yield"(%18) : (tensor<2x3x4x5x54xf32>) -> () loc(#loc21)
      }) : () -> (tensor<2x3x4x5x54xf32>, !tf_executor.control) loc(#loc21)
      %8:2 = "tf_executor.island"() ({
        %17 = "tf.Identity"(%7#0) {device = ""} : (tensor<2x3x4x5x54xf32>) -> tensor<2x3x4x5x54xf32> loc(#loc22)
        "tf_executor.yield"(%17) : (tensor<2x3x4x5x54xf32>) -> () loc(#loc22)
      }) : () -> (tensor<2x3x4x5x54xf32>, !tf_executor.control) loc(#loc22)
      %9:2 = "tf_executor.island"() ({
        %16 = "tf.ExtractVolumePatches"(%arg0) {T = f32, device = "", ksizes = [1, 1, 1, 1, 1], padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<2x3x4x5x2xf32>) -> tensor<2x3x4x5x2xf32> loc(#loc23)
        "tf_executor.yield"(%16) : (tensor<2x3x4x5x2xf32>) -> () loc(#loc23)
      }) : () -> (tensor<2x3x4x5x2xf32>, !tf_executor.control) loc(#loc23)
      %10:2 = "tf_executor.island"() ({
        %15 = "tf.Identity"(%9#0) {device = ""} : (tensor<2x3x4x5x2xf32>) -> tensor<2x3x4x5x2xf32> loc(#loc24)
        "tf_executor.yield"(%15) : (tensor<2x3x4x5x2xf32>) -> () loc(#loc24)
      }) : () -> (tensor<2x3x4x5x2xf32>, !tf_executor.control) loc(#loc24)
      %11:2 = "tf_executor.island"() ({
        %14 = "tf.ExtractVolumePatches"(%arg0) {T = f32, device = "", ksizes = [1, 3, 4, 5, 1], padding = "VALID", strides = [1, 1, 1, 1, 1]} : (tensor<2x3x4x5x2xf32>) -> tensor<2x1x1x1x120xf32> loc(#loc25)
        "tf_executor.yield"(%14) : (tensor<2x1x1x1x120xf32>) -> () loc(#loc25)
      }) : () -> (tensor<2x1x1x1x120xf32>, !tf_executor.control) loc(#loc25)
      %12:2 = "tf_executor.island"() ({
        %13 = "tf.Identity"(%11#0) {device = ""} : (tensor<2x1x1x1x120xf32>) -> tensor<2x1x1x1x120xf32> loc(#loc26)
        "tf_executor.yield"(%13) : (tensor<2x1x1x1x120xf32>) -> () loc(#loc26)
      }) : () -> (tensor<2x1x1x1x120xf32>, !tf_executor.control) loc(#loc26)
      "tf_executor.fetch"(%4#0, %6#0, %8#0, %10#0, %12#0, %2#0) : (tensor<2x1x2x2x16xf32>, tensor<2x3x2x2x24xf32>, tensor<2x3x4x5x54xf32>, tensor<2x3x4x5x2xf32>, tensor<2x1x1x1x120xf32>, tensor<1x2x4x3x12xi32>) -> () loc(#loc)
    }) : () -> (tensor<2x1x2x2x16xf32>, tensor<2x3x2x2x24xf32>, tensor<2x3x4x5x54xf32>, tensor<2x3x4x5x2xf32>, tensor<2x1x1x1x120xf32>, tensor<1x2x4x3x12xi32>) loc(#loc)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) : (tensor<2x1x2x2x16xf32>, tensor<2x3x2x2x24xf32>, tensor<2x3x4x5x54xf32>, tensor<2x3x4x5x2xf32>, tensor<2x1x1x1x120xf32>, tensor<1x2x4x3x12xi32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,ids", outputs = "valid_222,same_strided,same_333,ones,whole,ids_same"}} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("ExtractVolumePatches:")
#loc2 = loc("ExtractVolumePatches_5")
#loc3 = loc("Identity:")
#loc4 = loc("ids_same")
#loc5 = loc("ExtractVolumePatches")
#loc6 = loc("valid_222")
#loc7 = loc("ExtractVolumePatches_1")
#loc8 = loc("same_strided")
#loc9 = loc("ExtractVolumePatches_2")
#loc10 = loc("same_333")
#loc11 = loc("ExtractVolumePatches_3")
#loc12 = loc("ones")
#loc13 = loc("ExtractVolumePatches_4")
#loc14 = loc("whole")
#loc15 = loc(fused[#loc1, #loc2])
#loc16 = loc(fused[#loc3, #loc4])
#loc17 = loc(fused[#loc1, #loc5])
#loc18 = loc(fused[#loc3, #loc6])
#loc19 = loc(fused[#loc1, #loc7])
#loc20 = loc(fused[#loc3, #loc8])
#loc21 = loc(fused[#loc1, #loc9])
#loc22 = loc(fused[#loc3, #loc10])
#loc23 = loc(fused[#loc1, #loc11])
#loc24 = loc(fused[#loc3, #loc12])
#loc25 = loc(fused[#loc1, #loc13])
#loc26 = loc(fused[#loc3, #loc14])

