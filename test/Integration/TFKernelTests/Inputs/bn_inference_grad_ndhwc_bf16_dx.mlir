#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xbf16>) -> tensor<1x2x6x1x3xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x2x6x1x3xbf16> loc(unknown), %arg1: tensor<3xf32> loc(unknown), %arg2: tensor<3xf32> loc(unknown), %arg3: tensor<3xf32> loc(unknown), %arg4: tensor<3xf32> loc(unknown), %arg5: tensor<1x2x6x1x3xbf16> loc(unknown)):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %18 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x2x6x1x3xbf16>) -> tensor<1x2x6x1x3xbf16> loc(#loc14)
        "tf_executor.yield"(%18) : (tensor<1x2x6x1x3xbf16>) -> () loc(#loc14)
      }) : () -> (tensor<1x2x6x1x3xbf16>, !tf_executor.control) loc(#loc14)
      %2:7 = "tf_executor.island"() ({
        %17:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) loc(#loc15)
        "tf_executor.yield"(%17#0, %17#1, %17#2, %17#3, %17#4, %17#5) : (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> () loc(#loc15)
      }) : () -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control) loc(#loc15)
      %3:2 = "tf_executor.island"() ({
        %16 = "tf.ZerosLike"(%2#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc(#loc16)
        "tf_executor.yield"(%16) : (tensor<3xf32>) -> () loc(#loc16)
      }) : () -> (tensor<3xf32>, !tf_executor.control) loc(#loc16)
      %4:2 = "tf_executor.island"() ({
        %15 = "tf.ZerosLike"(%2#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc(#loc17)
        "tf_executor.yield"(%15) : (tensor<3xf32>) -> () loc(#loc17)
      }) : () -> (tensor<3xf32>, !tf_executor.control) loc(#loc17)
      %5:2 = "tf_executor.island"() ({
        %14 = "tf.ZerosLike"(%2#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc(#loc18)
        "tf_executor.yield"(%14) : (tensor<3xf32>) -> () loc(#loc18)
      }) : () -> (tensor<3xf32>, !tf_executor.control) loc(#loc18)
      %6:2 = "tf_executor.island"() ({
        %13 = "tf.ZerosLike"(%2#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32> loc(#loc19)
        "tf_executor.yield"(%13) : (tensor<3xf32>) -> () loc(#loc19)
      }) : () -> (tensor<3xf32>, !tf_executor.control) loc(#loc19)
      %7:2 = "tf_executor.island"() ({
        %12 = "tf.ZerosLike"(%2#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32> loc(#loc20)
        "tf_executor.yield"(%12) : (tensor<*xf32>) -> () loc(#loc20)
      }) : () -> (tensor<*xf32>, !tf_executor.control) loc(#loc20)
      %8:6 = "tf_executor.island"() ({
        %11:5 = "tf.FusedBatchNormGradV3"(%1#0, %arg0, %arg1, %arg3, %arg4, %2#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x2x6x1x3xbf16>, tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) loc(#loc21)
        "tf_executor.yield"(%11#0, %11#1, %11#2, %11#3, %11#4) : (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> () loc(#loc21)
      }) : () -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control) loc(#loc21)
      %9:2 = "tf_executor.island"() ({
        %10 = "tf.Identity"(%8#0) {device = ""} : (tensor<1x2x6x1x3xbf16>) -> tensor<1x2x6x1x3xbf16> loc(#loc22)
        "tf_executor.yield"(%10) : (tensor<1x2x6x1x3xbf16>) -> () loc(#loc22)
      }) : () -> (tensor<1x2x6x1x3xbf16>, !tf_executor.control) loc(#loc22)
      "tf_executor.fetch"(%9#0) : (tensor<1x2x6x1x3xbf16>) -> () loc(#loc)
    }) : () -> tensor<1x2x6x1x3xbf16> loc(#loc)
    "func.return"(%0) : (tensor<1x2x6x1x3xbf16>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,mean,variance,dy", outputs = "dx"}} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("Identity:")
#loc2 = loc("gradients/grad_ys_0")
#loc3 = loc("FusedBatchNormV3:")
#loc4 = loc("FusedBatchNormV3")
#loc5 = loc("ZerosLike:")
#loc6 = loc("gradients/zeros_like")
#loc7 = loc("gradients/zeros_like_1")
#loc8 = loc("gradients/zeros_like_2")
#loc9 = loc("gradients/zeros_like_3")
#loc10 = loc("gradients/zeros_like_4")
#loc11 = loc("FusedBatchNormGradV3:")
#loc12 = loc("gradients/FusedBatchNormV3_grad/FusedBatchNormGradV3")
#loc13 = loc("dx")
#loc14 = loc(fused[#loc1, #loc2])
#loc15 = loc(fused[#loc3, #loc4])
#loc16 = loc(fused[#loc5, #loc6])
#loc17 = loc(fused[#loc5, #loc7])
#loc18 = loc(fused[#loc5, #loc8])
#loc19 = loc(fused[#loc5, #loc9])
#loc20 = loc(fused[#loc5, #loc10])
#loc21 = loc(fused[#loc11, #loc12])
#loc22 = loc(fused[#loc1, #loc13])

