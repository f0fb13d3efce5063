"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x1x6x2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<5x7x11x4xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x6x1x3xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x1x6x1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>, %arg5: tensor<1x1x6x1xf32>, %arg6: tensor<1x1x6x1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<1xf32>, %arg11: tensor<1x1x6x1xf32>, %arg12: tensor<1x1x6x2xf32>, %arg13: tensor<2xf32>, %arg14: tensor<2xf32>, %arg15: tensor<2xf32>, %arg16: tensor<2xf32>, %arg17: tensor<1x1x6x2xf32>, %arg18: tensor<1x2x1x6xf32>, %arg19: tensor<2xf32>, %arg20: tensor<2xf32>, %arg21: tensor<2xf32>, %arg22: tensor<2xf32>, %arg23: tensor<1x2x1x6xf32>, %arg24: tensor<5x7x11x4xf32>, %arg25: tensor<4xf32>, %arg26: tensor<4xf32>, %arg27: tensor<4xf32>, %arg28: tensor<4xf32>, %arg29: tensor<5x7x11x4xf32>, %arg30: tensor<5x7x11x4xf32>, %arg31: tensor<7xf32>, %arg32: tensor<7xf32>, %arg33: tensor<7xf32>, %arg34: tensor<7xf32>, %arg35: tensor<5x7x11x4xf32>, %arg36: tensor<2x3x4x5xf32>, %arg37: tensor<5xf32>, %arg38: tensor<5xf32>, %arg39: tensor<5xf32>, %arg40: tensor<5xf32>, %arg41: tensor<2x3x4x5xf32>, %arg42: tensor<2x3x2x2xf32>, %arg43: tensor<3xf32>, %arg44: tensor<3xf32>, %arg45: tensor<3xf32>, %arg46: tensor<3xf32>, %arg47: tensor<2x3x2x2xf32>, %arg48: tensor<1x2x6x1x3xf32>, %arg49: tensor<3xf32>, %arg50: tensor<3xf32>, %arg51: tensor<3xf32>, %arg52: tensor<3xf32>, %arg53: tensor<1x2x6x1x3xf32>, %arg54: tensor<1x2x6x1x3xf32>, %arg55: tensor<2xf32>, %arg56: tensor<2xf32>, %arg57: tensor<2xf32>, %arg58: tensor<2xf32>, %arg59: tensor<1x2x6x1x3xf32>):
    %0:30 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %280 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%280) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %279 = "tf.Identity"(%arg11) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%279) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %278 = "tf.Identity"(%arg17) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x1x6x2xf32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%278) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %277 = "tf.Identity"(%arg23) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x2x1x6xf32>) -> tensor<1x2x1x6xf32>
        "tf_executor.yield"(%277) : (tensor<1x2x1x6xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %276 = "tf.Identity"(%arg29) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%276) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %275 = "tf.Identity"(%arg35) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%275) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %274 = "tf.Identity"(%arg41) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%274) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %273 = "tf.Identity"(%arg47) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%273) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %272 = "tf.Identity"(%arg53) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%272) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %271 = "tf.Identity"(%arg59) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%271) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %270 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%270) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %269 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%269) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %268 = "tf.Transpose"(%2#0, %12#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x6x1xf32>, tensor<4xi32>) -> tensor<1x6x1x1xf32>
        "tf_executor.yield"(%268) : (tensor<1x6x1x1xf32>) -> ()
      }) : () -> (tensor<1x6x1x1xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %267 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%267) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %266 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%266) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %265 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%265) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %264 = "tf.Transpose"(%4#0, %16#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x2x1x6xf32>, tensor<4xi32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%264) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %263 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%263) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %262 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_5"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%262) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %261 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_5"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%261) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %260 = "tf.Transpose"(%6#0, %20#0) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<5x7x11x4xf32>, tensor<4xi32>) -> tensor<5x11x4x7xf32>
        "tf_executor.yield"(%260) : (tensor<5x11x4x7xf32>) -> ()
      }) : () -> (tensor<5x11x4x7xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %259 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_5"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%259) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %258 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_7"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%258) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %257 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_7"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%257) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %256 = "tf.Transpose"(%8#0, %24#0) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<2x3x2x2xf32>, tensor<4xi32>) -> tensor<2x2x2x3xf32>
        "tf_executor.yield"(%256) : (tensor<2x2x2x3xf32>) -> ()
      }) : () -> (tensor<2x2x2x3xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %255 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_7"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%255) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %254 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_9"], device = "", value = dense<[0, 2, 3, 4, 1]> : tensor<5xi32>} : () -> tensor<5xi32>
        "tf_executor.yield"(%254) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %253 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_9"], device = "", value = dense<[0, 2, 3, 4, 1]> : tensor<5xi32>} : () -> tensor<5xi32>
        "tf_executor.yield"(%253) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %252 = "tf.Transpose"(%10#0, %28#0) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<1x2x6x1x3xf32>, tensor<5xi32>) -> tensor<1x6x1x3x2xf32>
        "tf_executor.yield"(%252) : (tensor<1x6x1x3x2xf32>) -> ()
      }) : () -> (tensor<1x6x1x3x2xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %251 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_9"], device = "", value = dense<[0, 4, 1, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
        "tf_executor.yield"(%251) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %31:7 = "tf_executor.island"() ({
        %250:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%250#0, %250#1, %250#2, %250#3, %250#4, %250#5) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %249 = "tf.ZerosLike"(%31#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%249) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %248 = "tf.ZerosLike"(%31#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%248) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %247 = "tf.ZerosLike"(%31#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%247) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %246 = "tf.ZerosLike"(%31#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%246) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %245 = "tf.ZerosLike"(%31#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%245) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %37:6 = "tf_executor.island"() ({
        %244:5 = "tf.FusedBatchNormGradV3"(%1#0, %arg0, %arg1, %arg3, %arg4, %31#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%244#0, %244#1, %244#2, %244#3, %244#4) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %243 = "tf.Identity"(%37#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%243) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %242 = "tf.Identity"(%37#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%242) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %241 = "tf.Identity"(%37#0) {device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%241) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %41:7 = "tf_executor.island"() ({
        %240:6 = "tf.FusedBatchNormV3"(%arg6, %arg7, %arg8, %arg9, %arg10) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%240#0, %240#1, %240#2, %240#3, %240#4, %240#5) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %239 = "tf.ZerosLike"(%41#1) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%239) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %238 = "tf.ZerosLike"(%41#2) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%238) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %237 = "tf.ZerosLike"(%41#3) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%237) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %236 = "tf.ZerosLike"(%41#4) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%236) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %235 = "tf.ZerosLike"(%41#5) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%235) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %234 = "tf.Transpose"(%arg6, %11#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x6x1xf32>, tensor<4xi32>) -> tensor<1x6x1x1xf32>
        "tf_executor.yield"(%234) : (tensor<1x6x1x1xf32>) -> ()
      }) : () -> (tensor<1x6x1x1xf32>, !tf_executor.control)
      %48:6 = "tf_executor.island"() ({
        %233:5 = "tf.FusedBatchNormGradV3"(%13#0, %47#0, %arg7, %arg9, %arg10, %41#5) {_class = ["loc:@FusedBatchNormV3_1"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x6x1x1xf32>, tensor<1x6x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> (tensor<1x6x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%233#0, %233#1, %233#2, %233#3, %233#4) : (tensor<1x6x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x6x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %232 = "tf.Identity"(%48#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%232) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %231 = "tf.Identity"(%48#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%231) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %230 = "tf.Transpose"(%48#0, %14#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x6x1x1xf32>, tensor<4xi32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%230) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %229 = "tf.Identity"(%51#0) {device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%229) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %53:7 = "tf_executor.island"() ({
        %228:6 = "tf.FusedBatchNormV3"(%arg12, %arg13, %arg14, %arg15, %arg16) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%228#0, %228#1, %228#2, %228#3, %228#4, %228#5) : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %227 = "tf.ZerosLike"(%53#1) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%227) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %226 = "tf.ZerosLike"(%53#2) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%226) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %56:2 = "tf_executor.island"() ({
        %225 = "tf.ZerosLike"(%53#3) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%225) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %57:2 = "tf_executor.island"() ({
        %224 = "tf.ZerosLike"(%53#4) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%224) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %223 = "tf.ZerosLike"(%53#5) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%223) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %59:6 = "tf_executor.island"() ({
        %222:5 = "tf.FusedBatchNormGradV3"(%3#0, %arg12, %arg13, %arg15, %arg16, %53#5) {_class = ["loc:@FusedBatchNormV3_2"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x1x6x2xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%222#0, %222#1, %222#2, %222#3, %222#4) : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %221 = "tf.Identity"(%59#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%221) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %61:2 = "tf_executor.island"() ({
        %220 = "tf.Identity"(%59#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%220) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %219 = "tf.Identity"(%59#0) {device = ""} : (tensor<1x1x6x2xf32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%219) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %63:7 = "tf_executor.island"() ({
        %218:6 = "tf.FusedBatchNormV3"(%arg18, %arg19, %arg20, %arg21, %arg22) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%218#0, %218#1, %218#2, %218#3, %218#4, %218#5) : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %64:2 = "tf_executor.island"() ({
        %217 = "tf.ZerosLike"(%63#1) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%217) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %65:2 = "tf_executor.island"() ({
        %216 = "tf.ZerosLike"(%63#2) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%216) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %215 = "tf.ZerosLike"(%63#3) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%215) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %67:2 = "tf_executor.island"() ({
        %214 = "tf.ZerosLike"(%63#4) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%214) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %68:2 = "tf_executor.island"() ({
        %213 = "tf.ZerosLike"(%63#5) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%213) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %69:2 = "tf_executor.island"() ({
        %212 = "tf.Transpose"(%arg18, %15#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x2x1x6xf32>, tensor<4xi32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%212) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %70:6 = "tf_executor.island"() ({
        %211:5 = "tf.FusedBatchNormGradV3"(%17#0, %69#0, %arg19, %arg21, %arg22, %63#5) {_class = ["loc:@FusedBatchNormV3_3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x1x6x2xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%211#0, %211#1, %211#2, %211#3, %211#4) : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %71:2 = "tf_executor.island"() ({
        %210 = "tf.Identity"(%70#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%210) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %72:2 = "tf_executor.island"() ({
        %209 = "tf.Identity"(%70#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%209) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %73:2 = "tf_executor.island"() ({
        %208 = "tf.Transpose"(%70#0, %18#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x1x6x2xf32>, tensor<4xi32>) -> tensor<1x2x1x6xf32>
        "tf_executor.yield"(%208) : (tensor<1x2x1x6xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, !tf_executor.control)
      %74:2 = "tf_executor.island"() ({
        %207 = "tf.Identity"(%73#0) {device = ""} : (tensor<1x2x1x6xf32>) -> tensor<1x2x1x6xf32>
        "tf_executor.yield"(%207) : (tensor<1x2x1x6xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, !tf_executor.control)
      %75:7 = "tf_executor.island"() ({
        %206:6 = "tf.FusedBatchNormV3"(%arg24, %arg25, %arg26, %arg27, %arg28) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%206#0, %206#1, %206#2, %206#3, %206#4, %206#5) : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %76:2 = "tf_executor.island"() ({
        %205 = "tf.ZerosLike"(%75#1) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%205) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %77:2 = "tf_executor.island"() ({
        %204 = "tf.ZerosLike"(%75#2) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%204) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %78:2 = "tf_executor.island"() ({
        %203 = "tf.ZerosLike"(%75#3) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%203) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %79:2 = "tf_executor.island"() ({
        %202 = "tf.ZerosLike"(%75#4) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%202) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %80:2 = "tf_executor.island"() ({
        %201 = "tf.ZerosLike"(%75#5) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%201) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %81:6 = "tf_executor.island"() ({
        %200:5 = "tf.FusedBatchNormGradV3"(%5#0, %arg24, %arg25, %arg27, %arg28, %75#5) {_class = ["loc:@FusedBatchNormV3_4"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%200#0, %200#1, %200#2, %200#3, %200#4) : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %199 = "tf.Identity"(%81#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%199) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %83:2 = "tf_executor.island"() ({
        %198 = "tf.Identity"(%81#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%198) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %197 = "tf.Identity"(%81#0) {device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%197) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %85:7 = "tf_executor.island"() ({
        %196:6 = "tf.FusedBatchNormV3"(%arg30, %arg31, %arg32, %arg33, %arg34) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>) -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>)
        "tf_executor.yield"(%196#0, %196#1, %196#2, %196#3, %196#4, %196#5) : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %195 = "tf.ZerosLike"(%85#1) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%195) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %87:2 = "tf_executor.island"() ({
        %194 = "tf.ZerosLike"(%85#2) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%194) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %193 = "tf.ZerosLike"(%85#3) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%193) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %89:2 = "tf_executor.island"() ({
        %192 = "tf.ZerosLike"(%85#4) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%192) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %191 = "tf.ZerosLike"(%85#5) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%191) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %91:2 = "tf_executor.island"() ({
        %190 = "tf.Transpose"(%arg30, %19#0) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<5x7x11x4xf32>, tensor<4xi32>) -> tensor<5x11x4x7xf32>
        "tf_executor.yield"(%190) : (tensor<5x11x4x7xf32>) -> ()
      }) : () -> (tensor<5x11x4x7xf32>, !tf_executor.control)
      %92:6 = "tf_executor.island"() ({
        %189:5 = "tf.FusedBatchNormGradV3"(%21#0, %91#0, %arg31, %arg33, %arg34, %85#5) {_class = ["loc:@FusedBatchNormV3_5"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<5x11x4x7xf32>, tensor<5x11x4x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> (tensor<5x11x4x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%189#0, %189#1, %189#2, %189#3, %189#4) : (tensor<5x11x4x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<5x11x4x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %93:2 = "tf_executor.island"() ({
        %188 = "tf.Identity"(%92#2) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%188) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %94:2 = "tf_executor.island"() ({
        %187 = "tf.Identity"(%92#1) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%187) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %95:2 = "tf_executor.island"() ({
        %186 = "tf.Transpose"(%92#0, %22#0) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<5x11x4x7xf32>, tensor<4xi32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%186) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %96:2 = "tf_executor.island"() ({
        %185 = "tf.Identity"(%95#0) {device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%185) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %97:7 = "tf_executor.island"() ({
        %184:6 = "tf.FusedBatchNormV3"(%arg36, %arg37, %arg38, %arg39, %arg40) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>)
        "tf_executor.yield"(%184#0, %184#1, %184#2, %184#3, %184#4, %184#5) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>, !tf_executor.control)
      %98:2 = "tf_executor.island"() ({
        %183 = "tf.ZerosLike"(%97#1) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%183) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %99:2 = "tf_executor.island"() ({
        %182 = "tf.ZerosLike"(%97#2) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%182) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %181 = "tf.ZerosLike"(%97#3) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%181) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %101:2 = "tf_executor.island"() ({
        %180 = "tf.ZerosLike"(%97#4) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%180) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %102:2 = "tf_executor.island"() ({
        %179 = "tf.ZerosLike"(%97#5) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%179) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %103:6 = "tf_executor.island"() ({
        %178:5 = "tf.FusedBatchNormGradV3"(%7#0, %arg36, %arg37, %arg39, %arg40, %97#5) {_class = ["loc:@FusedBatchNormV3_6"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%178#0, %178#1, %178#2, %178#3, %178#4) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %177 = "tf.Identity"(%103#2) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%177) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %105:2 = "tf_executor.island"() ({
        %176 = "tf.Identity"(%103#1) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%176) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %106:2 = "tf_executor.island"() ({
        %175 = "tf.Identity"(%103#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%175) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %107:7 = "tf_executor.island"() ({
        %174:6 = "tf.FusedBatchNormV3"(%arg42, %arg43, %arg44, %arg45, %arg46) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%174#0, %174#1, %174#2, %174#3, %174#4, %174#5) : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %108:2 = "tf_executor.island"() ({
        %173 = "tf.ZerosLike"(%107#1) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%173) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %109:2 = "tf_executor.island"() ({
        %172 = "tf.ZerosLike"(%107#2) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%172) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %110:2 = "tf_executor.island"() ({
        %171 = "tf.ZerosLike"(%107#3) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%171) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %111:2 = "tf_executor.island"() ({
        %170 = "tf.ZerosLike"(%107#4) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%170) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %112:2 = "tf_executor.island"() ({
        %169 = "tf.ZerosLike"(%107#5) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%169) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %113:2 = "tf_executor.island"() ({
        %168 = "tf.Transpose"(%arg42, %23#0) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<2x3x2x2xf32>, tensor<4xi32>) -> tensor<2x2x2x3xf32>
        "tf_executor.yield"(%168) : (tensor<2x2x2x3xf32>) -> ()
      }) : () -> (tensor<2x2x2x3xf32>, !tf_executor.control)
      %114:6 = "tf_executor.island"() ({
        %167:5 = "tf.FusedBatchNormGradV3"(%25#0, %113#0, %arg43, %arg45, %arg46, %107#5) {_class = ["loc:@FusedBatchNormV3_7"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%167#0, %167#1, %167#2, %167#3, %167#4) : (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %115:2 = "tf_executor.island"() ({
        %166 = "tf.Identity"(%114#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%166) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %116:2 = "tf_executor.island"() ({
        %165 = "tf.Identity"(%114#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%165) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %117:2 = "tf_executor.island"() ({
        %164 = "tf.Transpose"(%114#0, %26#0) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<2x2x2x3xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%164) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %118:2 = "tf_executor.island"() ({
        %163 = "tf.Identity"(%117#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%163) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %119:7 = "tf_executor.island"() ({
        %162:6 = "tf.FusedBatchNormV3"(%arg48, %arg49, %arg50, %arg51, %arg52) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%162#0, %162#1, %162#2, %162#3, %162#4, %162#5) : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %120:2 = "tf_executor.island"() ({
        %161 = "tf.ZerosLike"(%119#1) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%161) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %121:2 = "tf_executor.island"() ({
        %160 = "tf.ZerosLike"(%119#2) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%160) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %122:2 = "tf_executor.island"() ({
        %159 = "tf.ZerosLike"(%119#3) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%159) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %123:2 = "tf_executor.island"() ({
        %158 = "tf.ZerosLike"(%119#4) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%158) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %124:2 = "tf_executor.island"() ({
        %157 = "tf.ZerosLike"(%119#5) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%157) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %125:6 = "tf_executor.island"() ({
        %156:5 = "tf.FusedBatchNormGradV3"(%9#0, %arg48, %arg49, %arg51, %arg52, %119#5) {_class = ["loc:@FusedBatchNormV3_8"], data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%156#0, %156#1, %156#2, %156#3, %156#4) : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %126:2 = "tf_executor.island"() ({
        %155 = "tf.Identity"(%125#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%155) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %127:2 = "tf_executor.island"() ({
        %154 = "tf.Identity"(%125#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%154) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %128:2 = "tf_executor.island"() ({
        %153 = "tf.Identity"(%125#0) {device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%153) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %129:7 = "tf_executor.island"() ({
        %152:6 = "tf.FusedBatchNormV3"(%arg54, %arg55, %arg56, %arg57, %arg58) {data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%152#0, %152#1, %152#2, %152#3, %152#4, %152#5) : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %130:2 = "tf_executor.island"() ({
        %151 = "tf.ZerosLike"(%129#1) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%151) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %131:2 = "tf_executor.island"() ({
        %150 = "tf.ZerosLike"(%129#2) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%150) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %132:2 = "tf_executor.island"() ({
        %149 = "tf.ZerosLike"(%129#3) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%149) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %133:2 = "tf_executor.island"() ({
        %148 = "tf.ZerosLike"(%129#4) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%148) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %134:2 = "tf_executor.island"() ({
        %147 = "tf.ZerosLike"(%129#5) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%147) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %135:2 = "tf_executor.island"() ({
        %146 = "tf.Transpose"(%arg54, %27#0) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<1x2x6x1x3xf32>, tensor<5xi32>) -> tensor<1x6x1x3x2xf32>
        "tf_executor.yield"(%146) : (tensor<1x6x1x3x2xf32>) -> ()
      }) : () -> (tensor<1x6x1x3x2xf32>, !tf_executor.control)
      %136:6 = "tf_executor.island"() ({
        %145:5 = "tf.FusedBatchNormGradV3"(%29#0, %135#0, %arg55, %arg57, %arg58, %129#5) {_class = ["loc:@FusedBatchNormV3_9"], data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x6x1x3x2xf32>, tensor<1x6x1x3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<1x6x1x3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%145#0, %145#1, %145#2, %145#3, %145#4) : (tensor<1x6x1x3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x6x1x3x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %137:2 = "tf_executor.island"() ({
        %144 = "tf.Identity"(%136#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%144) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %138:2 = "tf_executor.island"() ({
        %143 = "tf.Identity"(%136#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%143) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %139:2 = "tf_executor.island"() ({
        %142 = "tf.Transpose"(%136#0, %30#0) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<1x6x1x3x2xf32>, tensor<5xi32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%142) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %140:2 = "tf_executor.island"() ({
        %141 = "tf.Identity"(%139#0) {device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%141) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      "tf_executor.fetch"(%40#0, %39#0, %38#0, %52#0, %50#0, %49#0, %62#0, %61#0, %60#0, %74#0, %72#0, %71#0, %84#0, %83#0, %82#0, %96#0, %94#0, %93#0, %106#0, %105#0, %104#0, %118#0, %116#0, %115#0, %128#0, %127#0, %126#0, %140#0, %138#0, %137#0) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
    }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x_0,scale_0,offset_0,mean_0,variance_0,dy_0,x_1,scale_1,offset_1,mean_1,variance_1,dy_1,x_2,scale_2,offset_2,mean_2,variance_2,dy_2,x_3,scale_3,offset_3,mean_3,variance_3,dy_3,x_4,scale_4,offset_4,mean_4,variance_4,dy_4,x_5,scale_5,offset_5,mean_5,variance_5,dy_5,x_6,scale_6,offset_6,mean_6,variance_6,dy_6,x_7,scale_7,offset_7,mean_7,variance_7,dy_7,x_8,scale_8,offset_8,mean_8,variance_8,dy_8,x_9,scale_9,offset_9,mean_9,variance_9,dy_9", outputs = "dx_0,dscale_0,doffset_0,dx_1,dscale_1,doffset_1,dx_2,dscale_2,doffset_2,dx_3,dscale_3,doffset_3,dx_4,dscale_4,doffset_4,dx_5,dscale_5,doffset_5,dx_6,dscale_6,doffset_6,dx_7,dscale_7,doffset_7,dx_8,dscale_8,doffset_8,dx_9,dscale_9,doffset_9"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

