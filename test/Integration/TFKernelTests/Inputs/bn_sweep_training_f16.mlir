"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x1x6x1xf16>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1x1x6x1xf16>, %arg4: tensor<1xf32>, %arg5: tensor<1xf32>, %arg6: tensor<1x1x6x2xf16>, %arg7: tensor<2xf32>, %arg8: tensor<2xf32>, %arg9: tensor<1x2x1x6xf16>, %arg10: tensor<2xf32>, %arg11: tensor<2xf32>, %arg12: tensor<5x7x11x4xf16>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<5x7x11x4xf16>, %arg16: tensor<7xf32>, %arg17: tensor<7xf32>, %arg18: tensor<2x3x4x5xf16>, %arg19: tensor<5xf32>, %arg20: tensor<5xf32>, %arg21: tensor<2x3x2x2xf16>, %arg22: tensor<3xf32>, %arg23: tensor<3xf32>, %arg24: tensor<1x2x6x1x3xf16>, %arg25: tensor<3xf32>, %arg26: tensor<3xf32>, %arg27: tensor<1x2x6x1x3xf16>, %arg28: tensor<2xf32>, %arg29: tensor<2xf32>):
    %0:30 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %120 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%120) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %119 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%119) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %118 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%118) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %117 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%117) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %116 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%116) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %115 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%115) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %114 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%114) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %113 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%113) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %112 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%112) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %111 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%111) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %110 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%110) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %109 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%109) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %108 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%108) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %107 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%107) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %106 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%106) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %105 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%105) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %104 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%104) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %103 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%103) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %102 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%102) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %101 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%101) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %21:7 = "tf_executor.island"() ({
        %100:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %1#0, %2#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%100#0, %100#1, %100#2, %100#3, %100#4, %100#5) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %99 = "tf.Identity"(%21#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%99) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %98 = "tf.Identity"(%21#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%98) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %97 = "tf.Identity"(%21#0) {device = ""} : (tensor<1x1x6x1xf16>) -> tensor<1x1x6x1xf16>
        "tf_executor.yield"(%97) : (tensor<1x1x6x1xf16>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, !tf_executor.control)
      %25:7 = "tf_executor.island"() ({
        %96:6 = "tf.FusedBatchNormV3"(%arg3, %arg4, %arg5, %13#0, %14#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%96#0, %96#1, %96#2, %96#3, %96#4, %96#5) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %95 = "tf.Identity"(%25#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%95) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %94 = "tf.Identity"(%25#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%94) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %93 = "tf.Identity"(%25#0) {device = ""} : (tensor<1x1x6x1xf16>) -> tensor<1x1x6x1xf16>
        "tf_executor.yield"(%93) : (tensor<1x1x6x1xf16>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, !tf_executor.control)
      %29:7 = "tf_executor.island"() ({
        %92:6 = "tf.FusedBatchNormV3"(%arg6, %arg7, %arg8, %15#0, %16#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%92#0, %92#1, %92#2, %92#3, %92#4, %92#5) : (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %91 = "tf.Identity"(%29#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%91) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %90 = "tf.Identity"(%29#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%90) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %89 = "tf.Identity"(%29#0) {device = ""} : (tensor<1x1x6x2xf16>) -> tensor<1x1x6x2xf16>
        "tf_executor.yield"(%89) : (tensor<1x1x6x2xf16>) -> ()
      }) : () -> (tensor<1x1x6x2xf16>, !tf_executor.control)
      %33:7 = "tf_executor.island"() ({
        %88:6 = "tf.FusedBatchNormV3"(%arg9, %arg10, %arg11, %17#0, %18#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%88#0, %88#1, %88#2, %88#3, %88#4, %88#5) : (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %87 = "tf.Identity"(%33#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%87) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %86 = "tf.Identity"(%33#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%86) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %85 = "tf.Identity"(%33#0) {device = ""} : (tensor<1x2x1x6xf16>) -> tensor<1x2x1x6xf16>
        "tf_executor.yield"(%85) : (tensor<1x2x1x6xf16>) -> ()
      }) : () -> (tensor<1x2x1x6xf16>, !tf_executor.control)
      %37:7 = "tf_executor.island"() ({
        %84:6 = "tf.FusedBatchNormV3"(%arg12, %arg13, %arg14, %19#0, %20#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%84#0, %84#1, %84#2, %84#3, %84#4, %84#5) : (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %83 = "tf.Identity"(%37#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%83) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %82 = "tf.Identity"(%37#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%82) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %81 = "tf.Identity"(%37#0) {device = ""} : (tensor<5x7x11x4xf16>) -> tensor<5x7x11x4xf16>
        "tf_executor.yield"(%81) : (tensor<5x7x11x4xf16>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, !tf_executor.control)
      %41:7 = "tf_executor.island"() ({
        %80:6 = "tf.FusedBatchNormV3"(%arg15, %arg16, %arg17, %3#0, %4#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>)
        "tf_executor.yield"(%80#0, %80#1, %80#2, %80#3, %80#4, %80#5) : (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %79 = "tf.Identity"(%41#1) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%79) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %78 = "tf.Identity"(%41#2) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%78) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %77 = "tf.Identity"(%41#0) {device = ""} : (tensor<5x7x11x4xf16>) -> tensor<5x7x11x4xf16>
        "tf_executor.yield"(%77) : (tensor<5x7x11x4xf16>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, !tf_executor.control)
      %45:7 = "tf_executor.island"() ({
        %76:6 = "tf.FusedBatchNormV3"(%arg18, %arg19, %arg20, %5#0, %6#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>)
        "tf_executor.yield"(%76#0, %76#1, %76#2, %76#3, %76#4, %76#5) : (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %75 = "tf.Identity"(%45#1) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%75) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %74 = "tf.Identity"(%45#2) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%74) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %73 = "tf.Identity"(%45#0) {device = ""} : (tensor<2x3x4x5xf16>) -> tensor<2x3x4x5xf16>
        "tf_executor.yield"(%73) : (tensor<2x3x4x5xf16>) -> ()
      }) : () -> (tensor<2x3x4x5xf16>, !tf_executor.control)
      %49:7 = "tf_executor.island"() ({
        %72:6 = "tf.FusedBatchNormV3"(%arg21, %arg22, %arg23, %7#0, %8#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%72#0, %72#1, %72#2, %72#3, %72#4, %72#5) : (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %71 = "tf.Identity"(%49#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%71) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %70 = "tf.Identity"(%49#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%70) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %69 = "tf.Identity"(%49#0) {device = ""} : (tensor<2x3x2x2xf16>) -> tensor<2x3x2x2xf16>
        "tf_executor.yield"(%69) : (tensor<2x3x2x2xf16>) -> ()
      }) : () -> (tensor<2x3x2x2xf16>, !tf_executor.control)
      %53:7 = "tf_executor.island"() ({
        %68:6 = "tf.FusedBatchNormV3"(%arg24, %arg25, %arg26, %9#0, %10#0) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%68#0, %68#1, %68#2, %68#3, %68#4, %68#5) : (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %67 = "tf.Identity"(%53#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%67) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %66 = "tf.Identity"(%53#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%66) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %56:2 = "tf_executor.island"() ({
        %65 = "tf.Identity"(%53#0) {device = ""} : (tensor<1x2x6x1x3xf16>) -> tensor<1x2x6x1x3xf16>
        "tf_executor.yield"(%65) : (tensor<1x2x6x1x3xf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, !tf_executor.control)
      %57:7 = "tf_executor.island"() ({
        %64:6 = "tf.FusedBatchNormV3"(%arg27, %arg28, %arg29, %11#0, %12#0) {data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%64#0, %64#1, %64#2, %64#3, %64#4, %64#5) : (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %63 = "tf.Identity"(%57#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%63) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %62 = "tf.Identity"(%57#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%62) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %61 = "tf.Identity"(%57#0) {device = ""} : (tensor<1x2x6x1x3xf16>) -> tensor<1x2x6x1x3xf16>
        "tf_executor.yield"(%61) : (tensor<1x2x6x1x3xf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, !tf_executor.control)
      "tf_executor.fetch"(%24#0, %22#0, %23#0, %28#0, %26#0, %27#0, %32#0, %30#0, %31#0, %36#0, %34#0, %35#0, %40#0, %38#0, %39#0, %44#0, %42#0, %43#0, %48#0, %46#0, %47#0, %52#0, %50#0, %51#0, %56#0, %54#0, %55#0, %60#0, %58#0, %59#0) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>) -> ()
    }) : () -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x_0,scale_0,offset_0,x_1,scale_1,offset_1,x_2,scale_2,offset_2,x_3,scale_3,offset_3,x_4,scale_4,offset_4,x_5,scale_5,offset_5,x_6,scale_6,offset_6,x_7,scale_7,offset_7,x_8,scale_8,offset_8,x_9,scale_9,offset_9", outputs = "y_0,batch_mean_0,batch_var_0,y_1,batch_mean_1,batch_var_1,y_2,batch_mean_2,batch_var_2,y_3,batch_mean_3,batch_var_3,y_4,batch_mean_4,batch_var_4,y_5,batch_mean_5,batch_var_5,y_6,batch_mean_6,batch_var_6,y_7,batch_mean_7,batch_var_7,y_8,batch_mean_8,batch_var_8,y_9,batch_mean_9,batch_var_9"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

