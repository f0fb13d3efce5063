#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4x5x3xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4x5x3xf32> loc(unknown), %arg1: tensor<f32> loc(unknown), %arg2: tensor<f32> loc(unknown)):
    %0:4 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %28 = "tf.Const"() {device = "", value = dense<-4.500000e-01> : tensor<f32>} : () -> tensor<f32> loc(#loc19)
        "tf_executor.yield"(%28) : (tensor<f32>) -> () loc(#loc19)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc19)
      %2:2 = "tf_executor.island"() ({
        %27 = "tf.Const"() {device = "", value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc20)
        "tf_executor.yield"(%27) : (tensor<f32>) -> () loc(#loc20)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc20)
      %3:2 = "tf_executor.island"() ({
        %26 = "tf.AdjustHue"(%arg0, %arg1) {device = ""} : (tensor<2x4x5x3xf32>, tensor<f32>) -> tensor<2x4x5x3xf32> loc(#loc21)
        "tf_executor.yield"(%26) : (tensor<2x4x5x3xf32>) -> () loc(#loc21)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc21)
      %4:2 = "tf_executor.island"() ({
        %25 = "tf.Identity"(%3#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc22)
        "tf_executor.yield"(%25) : (tensor<2x4x5x3xf32>) -> () loc(#loc22)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc22)
      %5:2 = "tf_executor.island"() ({
        %24 = "tf.Identity"(%4#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc23)
        "tf_executor.yield"(%24) : (tensor<2x4x5x3xf32>) -> () loc(#loc23)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc23)
      %6:2 = "tf_executor.island"() ({
        %23 = "tf.AdjustHue"(%arg0, %1#0) {device = ""} : (tensor<2x4x5x3xf32>, tensor<f32>) -> tensor<2x4x5x3xf32> loc(#loc24)
        "tf_executor.yield"(%23) : (tensor<2x4x5x3xf32>) -> () loc(#loc24)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc24)
      %7:2 = "tf_executor.island"() ({
        %22 = "tf.Identity"(%6#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc25)
        "tf_executor.yield"(%22) : (tensor<2x4x5x3xf32>) -> () loc(#loc25)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc25)
      %8:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%7#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc26)
        "tf_executor.yield"(%21) : (tensor<2x4x5x3xf32>) -> () loc(#loc26)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc26)
      %9:2 = "tf_executor.island"() ({
        %20 = "tf.AdjustSaturation"(%arg0, %2#0) {device = ""} : (tensor<2x4x5x3xf32>, tensor<f32>) -> tensor<2x4x5x3xf32> loc(#loc27)
        "tf_executor.yield"(%20) : (tensor<2x4x5x3xf32>) -> () loc(#loc27)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc27)
      %10:2 = "tf_executor.island"() ({
        %19 = "tf.Identity"(%9#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc28)
        "tf_executor.yield"(%19) : (tensor<2x4x5x3xf32>) -> () loc(#loc28)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc28)
      %11:2 = "tf_executor.island"() ({
        %18 = "tf.Identity"(%10#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc29)
        "tf_executor.yield"(%18) : (tensor<2x4x5x3xf32>) -> () loc(#loc29)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc29)
      %12:2 = "tf_executor.island"() ({
        %17 = "tf.AdjustSaturation"(%arg0, %arg2) {device = ""} : (tensor<2x4x5x3xf32>, tensor<f32>) -> tensor<2x4x5x3xf32> loc(#loc30)
        "tf_executor.yield"(%17) : (tensor<2x4x5x3xf32>) -> () loc(#loc30)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc30)
      %13:2 = "tf_executor.island"() ({
        %16 = "tf.Identity"(%12#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc31)
        "tf_executor.yield"(%16) : (tensor<2x4x5x3xf32>) -> () loc(#loc31)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc31)
      %14:2 = "tf_executor.island"() ({
        %15 = "tf.Identity"(%13#0) {device = ""} : (tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32> loc(#loc32)
        "tf_executor.yield"(%15) : (tensor<2x4x5x3xf32>) -> () loc(#loc32)
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control) loc(#loc32)
      "tf_executor.fetch"(%5#0, %8#0, %14#0, %11#0) : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> () loc(#loc)
    }) : () -> (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) loc(#loc)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "images,delta,scale", outputs = "hue,hue_back,saturation,saturated"}} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("Const:")
#loc2 = loc("adjust_hue_1/AdjustHue/delta")
#loc3 = loc("adjust_saturation_1/AdjustSaturation/scale")
#loc4 = loc("AdjustHue:")
#loc5 = loc("adjust_hue/AdjustHue")
#loc6 = loc("Identity:")
#loc7 = loc("adjust_hue/Identity")
#loc8 = loc("hue")
#loc9 = loc("adjust_hue_1/AdjustHue")
#loc10 = loc("adjust_hue_1/Identity")
#loc11 = loc("hue_back")
#loc12 = loc("AdjustSaturation:")
#loc13 = loc("adjust_saturation_1/AdjustSaturation")
#loc14 = loc("adjust_saturation_1/Identity")
#loc15 = loc("saturated")
#loc16 = loc("adjust_saturation/AdjustSaturation")
#loc17 = loc("adjust_saturation/Identity")
#loc18 = loc("saturation")
#loc19 = loc(fused[#loc1, #loc2])
#loc20 = loc(fused[#loc1, #loc3])
#loc21 = loc(fused[#loc4, #loc5])
#loc22 = loc(fused[#loc6, #loc7])
#loc23 = loc(fused[#loc6, #loc8])
#loc24 = loc(fused[#loc4, #loc9])
#loc25 = loc(fused[#loc6, #loc10])
#loc26 = loc(fused[#loc6, #loc11])
#loc27 = loc(fused[#loc12, #loc13])
#loc28 = loc(fused[#loc6, #loc14])
#loc29 = loc(fused[#loc6, #loc15])
#loc30 = loc(fused[#loc12, #loc16])
#loc31 = loc(fused[#loc6, #loc17])
#loc32 = loc(fused[#loc6, #loc18])

