"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x1x6x2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<5x7x11x4xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x6x1x3xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x1x6x1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1x1x6x1xf32>, %arg4: tensor<1x1x6x1xf32>, %arg5: tensor<1xf32>, %arg6: tensor<1xf32>, %arg7: tensor<1x1x6x1xf32>, %arg8: tensor<1x1x6x2xf32>, %arg9: tensor<2xf32>, %arg10: tensor<2xf32>, %arg11: tensor<1x1x6x2xf32>, %arg12: tensor<1x2x1x6xf32>, %arg13: tensor<2xf32>, %arg14: tensor<2xf32>, %arg15: tensor<1x2x1x6xf32>, %arg16: tensor<5x7x11x4xf32>, %arg17: tensor<4xf32>, %arg18: tensor<4xf32>, %arg19: tensor<5x7x11x4xf32>, %arg20: tensor<5x7x11x4xf32>, %arg21: tensor<7xf32>, %arg22: tensor<7xf32>, %arg23: tensor<5x7x11x4xf32>, %arg24: tensor<2x3x4x5xf32>, %arg25: tensor<5xf32>, %arg26: tensor<5xf32>, %arg27: tensor<2x3x4x5xf32>, %arg28: tensor<2x3x2x2xf32>, %arg29: tensor<3xf32>, %arg30: tensor<3xf32>, %arg31: tensor<2x3x2x2xf32>, %arg32: tensor<1x2x6x1x3xf32>, %arg33: tensor<3xf32>, %arg34: tensor<3xf32>, %arg35: tensor<1x2x6x1x3xf32>, %arg36: tensor<1x2x6x1x3xf32>, %arg37: tensor<2xf32>, %arg38: tensor<2xf32>, %arg39: tensor<1x2x6x1x3xf32>):
    %0:30 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %260 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%260) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %259 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%259) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %258 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%258) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %257 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%257) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %256 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%256) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %255 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%255) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %254 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%254) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %253 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%253) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %252 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%252) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %251 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%251) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %250 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%250) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %249 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%249) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %248 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%248) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %247 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%247) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %246 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%246) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %245 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%245) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %244 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%244) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %243 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%243) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %242 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%242) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %241 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%241) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %240 = "tf.Identity"(%arg3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%240) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %239 = "tf.Identity"(%arg7) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%239) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %238 = "tf.Identity"(%arg11) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x1x6x2xf32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%238) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %237 = "tf.Identity"(%arg15) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x2x1x6xf32>) -> tensor<1x2x1x6xf32>
        "tf_executor.yield"(%237) : (tensor<1x2x1x6xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %236 = "tf.Identity"(%arg19) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%236) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %235 = "tf.Identity"(%arg23) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%235) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %234 = "tf.Identity"(%arg27) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%234) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %233 = "tf.Identity"(%arg31) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%233) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %232 = "tf.Identity"(%arg35) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%232) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %231 = "tf.Identity"(%arg39) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%231) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %31:7 = "tf_executor.island"() ({
        %230:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %1#0, %2#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%230#0, %230#1, %230#2, %230#3, %230#4, %230#5) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %229 = "tf.ZerosLike"(%31#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%229) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %228 = "tf.ZerosLike"(%31#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%228) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %227 = "tf.ZerosLike"(%31#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%227) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %226 = "tf.ZerosLike"(%31#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%226) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %225 = "tf.ZerosLike"(%31#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%225) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %37:6 = "tf_executor.island"() ({
        %224:5 = "tf.FusedBatchNormGradV3"(%21#0, %arg0, %arg1, %31#3, %31#4, %31#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%224#0, %224#1, %224#2, %224#3, %224#4) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %223 = "tf.Identity"(%37#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%223) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %222 = "tf.Identity"(%37#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%222) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %221 = "tf.Identity"(%37#0) {device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%221) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %41:7 = "tf_executor.island"() ({
        %220:6 = "tf.FusedBatchNormV3"(%arg4, %arg5, %arg6, %13#0, %14#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%220#0, %220#1, %220#2, %220#3, %220#4, %220#5) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %219 = "tf.ZerosLike"(%41#1) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%219) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %218 = "tf.ZerosLike"(%41#2) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%218) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %217 = "tf.ZerosLike"(%41#3) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%217) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %216 = "tf.ZerosLike"(%41#4) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%216) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %215 = "tf.ZerosLike"(%41#5) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%215) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %47:6 = "tf_executor.island"() ({
        %214:5 = "tf.FusedBatchNormGradV3"(%22#0, %arg4, %arg5, %41#3, %41#4, %41#5) {_class = ["loc:@FusedBatchNormV3_1"], data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%214#0, %214#1, %214#2, %214#3, %214#4) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %213 = "tf.Identity"(%47#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%213) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %212 = "tf.Identity"(%47#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%212) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %211 = "tf.Identity"(%47#0) {device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%211) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %51:7 = "tf_executor.island"() ({
        %210:6 = "tf.FusedBatchNormV3"(%arg8, %arg9, %arg10, %15#0, %16#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%210#0, %210#1, %210#2, %210#3, %210#4, %210#5) : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %209 = "tf.ZerosLike"(%51#1) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%209) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %53:2 = "tf_executor.island"() ({
        %208 = "tf.ZerosLike"(%51#2) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%208) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %207 = "tf.ZerosLike"(%51#3) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%207) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %206 = "tf.ZerosLike"(%51#4) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%206) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %56:2 = "tf_executor.island"() ({
        %205 = "tf.ZerosLike"(%51#5) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%205) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %57:6 = "tf_executor.island"() ({
        %204:5 = "tf.FusedBatchNormGradV3"(%23#0, %arg8, %arg9, %51#3, %51#4, %51#5) {_class = ["loc:@FusedBatchNormV3_2"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<1x1x6x2xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%204#0, %204#1, %204#2, %204#3, %204#4) : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %203 = "tf.Identity"(%57#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%203) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %202 = "tf.Identity"(%57#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%202) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %201 = "tf.Identity"(%57#0) {device = ""} : (tensor<1x1x6x2xf32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%201) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %61:7 = "tf_executor.island"() ({
        %200:6 = "tf.FusedBatchNormV3"(%arg12, %arg13, %arg14, %17#0, %18#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%200#0, %200#1, %200#2, %200#3, %200#4, %200#5) : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %199 = "tf.ZerosLike"(%61#1) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%199) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %63:2 = "tf_executor.island"() ({
        %198 = "tf.ZerosLike"(%61#2) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%198) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %64:2 = "tf_executor.island"() ({
        %197 = "tf.ZerosLike"(%61#3) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%197) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %65:2 = "tf_executor.island"() ({
        %196 = "tf.ZerosLike"(%61#4) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%196) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %195 = "tf.ZerosLike"(%61#5) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%195) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %67:6 = "tf_executor.island"() ({
        %194:5 = "tf.FusedBatchNormGradV3"(%24#0, %arg12, %arg13, %61#3, %61#4, %61#5) {_class = ["loc:@FusedBatchNormV3_3"], data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<1x2x1x6xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%194#0, %194#1, %194#2, %194#3, %194#4) : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %68:2 = "tf_executor.island"() ({
        %193 = "tf.Identity"(%67#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%193) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %69:2 = "tf_executor.island"() ({
        %192 = "tf.Identity"(%67#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%192) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %70:2 = "tf_executor.island"() ({
        %191 = "tf.Identity"(%67#0) {device = ""} : (tensor<1x2x1x6xf32>) -> tensor<1x2x1x6xf32>
        "tf_executor.yield"(%191) : (tensor<1x2x1x6xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, !tf_executor.control)
      %71:7 = "tf_executor.island"() ({
        %190:6 = "tf.FusedBatchNormV3"(%arg16, %arg17, %arg18, %19#0, %20#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%190#0, %190#1, %190#2, %190#3, %190#4, %190#5) : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %72:2 = "tf_executor.island"() ({
        %189 = "tf.ZerosLike"(%71#1) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%189) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %73:2 = "tf_executor.island"() ({
        %188 = "tf.ZerosLike"(%71#2) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%188) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %74:2 = "tf_executor.island"() ({
        %187 = "tf.ZerosLike"(%71#3) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%187) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %75:2 = "tf_executor.island"() ({
        %186 = "tf.ZerosLike"(%71#4) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%186) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %76:2 = "tf_executor.island"() ({
        %185 = "tf.ZerosLike"(%71#5) {_class = ["loc:@FusedBatchNormV3_4"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%185) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %77:6 = "tf_executor.island"() ({
        %184:5 = "tf.FusedBatchNormGradV3"(%25#0, %arg16, %arg17, %71#3, %71#4, %71#5) {_class = ["loc:@FusedBatchNormV3_4"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%184#0, %184#1, %184#2, %184#3, %184#4) : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %78:2 = "tf_executor.island"() ({
        %183 = "tf.Identity"(%77#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%183) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %79:2 = "tf_executor.island"() ({
        %182 = "tf.Identity"(%77#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%182) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %80:2 = "tf_executor.island"() ({
        %181 = "tf.Identity"(%77#0) {device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%181) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %81:7 = "tf_executor.island"() ({
        %180:6 = "tf.FusedBatchNormV3"(%arg20, %arg21, %arg22, %3#0, %4#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>)
        "tf_executor.yield"(%180#0, %180#1, %180#2, %180#3, %180#4, %180#5) : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %179 = "tf.ZerosLike"(%81#1) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%179) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %83:2 = "tf_executor.island"() ({
        %178 = "tf.ZerosLike"(%81#2) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%178) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %177 = "tf.ZerosLike"(%81#3) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%177) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %85:2 = "tf_executor.island"() ({
        %176 = "tf.ZerosLike"(%81#4) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%176) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %175 = "tf.ZerosLike"(%81#5) {_class = ["loc:@FusedBatchNormV3_5"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%175) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %87:6 = "tf_executor.island"() ({
        %174:5 = "tf.FusedBatchNormGradV3"(%26#0, %arg20, %arg21, %81#3, %81#4, %81#5) {_class = ["loc:@FusedBatchNormV3_5"], data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%174#0, %174#1, %174#2, %174#3, %174#4) : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %173 = "tf.Identity"(%87#2) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%173) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %89:2 = "tf_executor.island"() ({
        %172 = "tf.Identity"(%87#1) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%172) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %171 = "tf.Identity"(%87#0) {device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%171) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %91:7 = "tf_executor.island"() ({
        %170:6 = "tf.FusedBatchNormV3"(%arg24, %arg25, %arg26, %5#0, %6#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>)
        "tf_executor.yield"(%170#0, %170#1, %170#2, %170#3, %170#4, %170#5) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>, !tf_executor.control)
      %92:2 = "tf_executor.island"() ({
        %169 = "tf.ZerosLike"(%91#1) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%169) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %93:2 = "tf_executor.island"() ({
        %168 = "tf.ZerosLike"(%91#2) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%168) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %94:2 = "tf_executor.island"() ({
        %167 = "tf.ZerosLike"(%91#3) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%167) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %95:2 = "tf_executor.island"() ({
        %166 = "tf.ZerosLike"(%91#4) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%166) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %96:2 = "tf_executor.island"() ({
        %165 = "tf.ZerosLike"(%91#5) {_class = ["loc:@FusedBatchNormV3_6"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%165) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %97:6 = "tf_executor.island"() ({
        %164:5 = "tf.FusedBatchNormGradV3"(%27#0, %arg24, %arg25, %91#3, %91#4, %91#5) {_class = ["loc:@FusedBatchNormV3_6"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%164#0, %164#1, %164#2, %164#3, %164#4) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %98:2 = "tf_executor.island"() ({
        %163 = "tf.Identity"(%97#2) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%163) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %99:2 = "tf_executor.island"() ({
        %162 = "tf.Identity"(%97#1) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%162) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %161 = "tf.Identity"(%97#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%161) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %101:7 = "tf_executor.island"() ({
        %160:6 = "tf.FusedBatchNormV3"(%arg28, %arg29, %arg30, %7#0, %8#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%160#0, %160#1, %160#2, %160#3, %160#4, %160#5) : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %102:2 = "tf_executor.island"() ({
        %159 = "tf.ZerosLike"(%101#1) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%159) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %103:2 = "tf_executor.island"() ({
        %158 = "tf.ZerosLike"(%101#2) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%158) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %157 = "tf.ZerosLike"(%101#3) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%157) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %105:2 = "tf_executor.island"() ({
        %156 = "tf.ZerosLike"(%101#4) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%156) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %106:2 = "tf_executor.island"() ({
        %155 = "tf.ZerosLike"(%101#5) {_class = ["loc:@FusedBatchNormV3_7"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%155) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %107:6 = "tf_executor.island"() ({
        %154:5 = "tf.FusedBatchNormGradV3"(%28#0, %arg28, %arg29, %101#3, %101#4, %101#5) {_class = ["loc:@FusedBatchNormV3_7"], data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%154#0, %154#1, %154#2, %154#3, %154#4) : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %108:2 = "tf_executor.island"() ({
        %153 = "tf.Identity"(%107#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%153) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %109:2 = "tf_executor.island"() ({
        %152 = "tf.Identity"(%107#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%152) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %110:2 = "tf_executor.island"() ({
        %151 = "tf.Identity"(%107#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%151) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %111:7 = "tf_executor.island"() ({
        %150:6 = "tf.FusedBatchNormV3"(%arg32, %arg33, %arg34, %9#0, %10#0) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%150#0, %150#1, %150#2, %150#3, %150#4, %150#5) : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %112:2 = "tf_executor.island"() ({
        %149 = "tf.ZerosLike"(%111#1) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%149) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %113:2 = "tf_executor.island"() ({
        %148 = "tf.ZerosLike"(%111#2) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%148) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %114:2 = "tf_executor.island"() ({
        %147 = "tf.ZerosLike"(%111#3) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%147) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %115:2 = "tf_executor.island"() ({
        %146 = "tf.ZerosLike"(%111#4) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%146) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %116:2 = "tf_executor.island"() ({
        %145 = "tf.ZerosLike"(%111#5) {_class = ["loc:@FusedBatchNormV3_8"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%145) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %117:6 = "tf_executor.island"() ({
        %144:5 = "tf.FusedBatchNormGradV3"(%29#0, %arg32, %arg33, %111#3, %111#4, %111#5) {_class = ["loc:@FusedBatchNormV3_8"], data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%144#0, %144#1, %144#2, %144#3, %144#4) : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %118:2 = "tf_executor.island"() ({
        %143 = "tf.Identity"(%117#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%143) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %119:2 = "tf_executor.island"() ({
        %142 = "tf.Identity"(%117#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%142) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %120:2 = "tf_executor.island"() ({
        %141 = "tf.Identity"(%117#0) {device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%141) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %121:7 = "tf_executor.island"() ({
        %140:6 = "tf.FusedBatchNormV3"(%arg36, %arg37, %arg38, %11#0, %12#0) {data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%140#0, %140#1, %140#2, %140#3, %140#4, %140#5) : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %122:2 = "tf_executor.island"() ({
        %139 = "tf.ZerosLike"(%121#1) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%139) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %123:2 = "tf_executor.island"() ({
        %138 = "tf.ZerosLike"(%121#2) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%138) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %124:2 = "tf_executor.island"() ({
        %137 = "tf.ZerosLike"(%121#3) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%137) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %125:2 = "tf_executor.island"() ({
        %136 = "tf.ZerosLike"(%121#4) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%136) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %126:2 = "tf_executor.island"() ({
        %135 = "tf.ZerosLike"(%121#5) {_class = ["loc:@FusedBatchNormV3_9"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%135) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %127:6 = "tf_executor.island"() ({
        %134:5 = "tf.FusedBatchNormGradV3"(%30#0, %arg36, %arg37, %121#3, %121#4, %121#5) {_class = ["loc:@FusedBatchNormV3_9"], data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%134#0, %134#1, %134#2, %134#3, %134#4) : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %128:2 = "tf_executor.island"() ({
        %133 = "tf.Identity"(%127#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%133) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %129:2 = "tf_executor.island"() ({
        %132 = "tf.Identity"(%127#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%132) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %130:2 = "tf_executor.island"() ({
        %131 = "tf.Identity"(%127#0) {device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%131) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      "tf_executor.fetch"(%40#0, %39#0, %38#0, %50#0, %49#0, %48#0, %60#0, %59#0, %58#0, %70#0, %69#0, %68#0, %80#0, %79#0, %78#0, %90#0, %89#0, %88#0, %100#0, %99#0, %98#0, %110#0, %109#0, %108#0, %120#0, %119#0, %118#0, %130#0, %129#0, %128#0) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
    }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x_0,scale_0,offset_0,dy_0,x_1,scale_1,offset_1,dy_1,x_2,scale_2,offset_2,dy_2,x_3,scale_3,offset_3,dy_3,x_4,scale_4,offset_4,dy_4,x_5,scale_5,offset_5,dy_5,x_6,scale_6,offset_6,dy_6,x_7,scale_7,offset_7,dy_7,x_8,scale_8,offset_8,dy_8,x_9,scale_9,offset_9,dy_9", outputs = "dx_0,dscale_0,doffset_0,dx_1,dscale_1,doffset_1,dx_2,dscale_2,doffset_2,dx_3,dscale_3,doffset_3,dx_4,dscale_4,doffset_4,dx_5,dscale_5,doffset_5,dx_6,dscale_6,doffset_6,dx_7,dscale_7,doffset_7,dx_8,dscale_8,doffset_8,dx_9,dscale_9,doffset_9"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

