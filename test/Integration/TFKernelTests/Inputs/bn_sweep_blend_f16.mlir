"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x1x6x1xf16>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>, %arg5: tensor<1x1x6x1xf16>, %arg6: tensor<1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<1x1x6x2xf16>, %arg11: tensor<2xf32>, %arg12: tensor<2xf32>, %arg13: tensor<2xf32>, %arg14: tensor<2xf32>, %arg15: tensor<1x2x1x6xf16>, %arg16: tensor<2xf32>, %arg17: tensor<2xf32>, %arg18: tensor<2xf32>, %arg19: tensor<2xf32>, %arg20: tensor<5x7x11x4xf16>, %arg21: tensor<4xf32>, %arg22: tensor<4xf32>, %arg23: tensor<4xf32>, %arg24: tensor<4xf32>, %arg25: tensor<5x7x11x4xf16>, %arg26: tensor<7xf32>, %arg27: tensor<7xf32>, %arg28: tensor<7xf32>, %arg29: tensor<7xf32>, %arg30: tensor<2x3x4x5xf16>, %arg31: tensor<5xf32>, %arg32: tensor<5xf32>, %arg33: tensor<5xf32>, %arg34: tensor<5xf32>, %arg35: tensor<2x3x2x2xf16>, %arg36: tensor<3xf32>, %arg37: tensor<3xf32>, %arg38: tensor<3xf32>, %arg39: tensor<3xf32>, %arg40: tensor<1x2x6x1x3xf16>, %arg41: tensor<3xf32>, %arg42: tensor<3xf32>, %arg43: tensor<3xf32>, %arg44: tensor<3xf32>, %arg45: tensor<1x2x6x1x3xf16>, %arg46: tensor<2xf32>, %arg47: tensor<2xf32>, %arg48: tensor<2xf32>, %arg49: tensor<2xf32>):
    %0:30 = "tf_executor.graph"() ({
      %1:7 = "tf_executor.island"() ({
        %80:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%80#0, %80#1, %80#2, %80#3, %80#4, %80#5) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %79 = "tf.Identity"(%1#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%79) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %78 = "tf.Identity"(%1#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%78) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %77 = "tf.Identity"(%1#0) {device = ""} : (tensor<1x1x6x1xf16>) -> tensor<1x1x6x1xf16>
        "tf_executor.yield"(%77) : (tensor<1x1x6x1xf16>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, !tf_executor.control)
      %5:7 = "tf_executor.island"() ({
        %76:6 = "tf.FusedBatchNormV3"(%arg5, %arg6, %arg7, %arg8, %arg9) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%76#0, %76#1, %76#2, %76#3, %76#4, %76#5) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %75 = "tf.Identity"(%5#1) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%75) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %74 = "tf.Identity"(%5#2) {device = ""} : (tensor<1xf32>) -> tensor<1xf32>
        "tf_executor.yield"(%74) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %73 = "tf.Identity"(%5#0) {device = ""} : (tensor<1x1x6x1xf16>) -> tensor<1x1x6x1xf16>
        "tf_executor.yield"(%73) : (tensor<1x1x6x1xf16>) -> ()
      }) : () -> (tensor<1x1x6x1xf16>, !tf_executor.control)
      %9:7 = "tf_executor.island"() ({
        %72:6 = "tf.FusedBatchNormV3"(%arg10, %arg11, %arg12, %arg13, %arg14) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%72#0, %72#1, %72#2, %72#3, %72#4, %72#5) : (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %71 = "tf.Identity"(%9#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%71) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %70 = "tf.Identity"(%9#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%70) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %69 = "tf.Identity"(%9#0) {device = ""} : (tensor<1x1x6x2xf16>) -> tensor<1x1x6x2xf16>
        "tf_executor.yield"(%69) : (tensor<1x1x6x2xf16>) -> ()
      }) : () -> (tensor<1x1x6x2xf16>, !tf_executor.control)
      %13:7 = "tf_executor.island"() ({
        %68:6 = "tf.FusedBatchNormV3"(%arg15, %arg16, %arg17, %arg18, %arg19) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%68#0, %68#1, %68#2, %68#3, %68#4, %68#5) : (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %67 = "tf.Identity"(%13#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%67) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %66 = "tf.Identity"(%13#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%66) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %65 = "tf.Identity"(%13#0) {device = ""} : (tensor<1x2x1x6xf16>) -> tensor<1x2x1x6xf16>
        "tf_executor.yield"(%65) : (tensor<1x2x1x6xf16>) -> ()
      }) : () -> (tensor<1x2x1x6xf16>, !tf_executor.control)
      %17:7 = "tf_executor.island"() ({
        %64:6 = "tf.FusedBatchNormV3"(%arg20, %arg21, %arg22, %arg23, %arg24) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%64#0, %64#1, %64#2, %64#3, %64#4, %64#5) : (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %63 = "tf.Identity"(%17#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%63) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %62 = "tf.Identity"(%17#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%62) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %61 = "tf.Identity"(%17#0) {device = ""} : (tensor<5x7x11x4xf16>) -> tensor<5x7x11x4xf16>
        "tf_executor.yield"(%61) : (tensor<5x7x11x4xf16>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, !tf_executor.control)
      %21:7 = "tf_executor.island"() ({
        %60:6 = "tf.FusedBatchNormV3"(%arg25, %arg26, %arg27, %arg28, %arg29) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>) -> (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>)
        "tf_executor.yield"(%60#0, %60#1, %60#2, %60#3, %60#4, %60#5) : (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %59 = "tf.Identity"(%21#1) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%59) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %58 = "tf.Identity"(%21#2) {device = ""} : (tensor<7xf32>) -> tensor<7xf32>
        "tf_executor.yield"(%58) : (tensor<7xf32>) -> ()
      }) : () -> (tensor<7xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %57 = "tf.Identity"(%21#0) {device = ""} : (tensor<5x7x11x4xf16>) -> tensor<5x7x11x4xf16>
        "tf_executor.yield"(%57) : (tensor<5x7x11x4xf16>) -> ()
      }) : () -> (tensor<5x7x11x4xf16>, !tf_executor.control)
      %25:7 = "tf_executor.island"() ({
        %56:6 = "tf.FusedBatchNormV3"(%arg30, %arg31, %arg32, %arg33, %arg34) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>)
        "tf_executor.yield"(%56#0, %56#1, %56#2, %56#3, %56#4, %56#5) : (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %55 = "tf.Identity"(%25#1) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%55) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %54 = "tf.Identity"(%25#2) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%54) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %53 = "tf.Identity"(%25#0) {device = ""} : (tensor<2x3x4x5xf16>) -> tensor<2x3x4x5xf16>
        "tf_executor.yield"(%53) : (tensor<2x3x4x5xf16>) -> ()
      }) : () -> (tensor<2x3x4x5xf16>, !tf_executor.control)
      %29:7 = "tf_executor.island"() ({
        %52:6 = "tf.FusedBatchNormV3"(%arg35, %arg36, %arg37, %arg38, %arg39) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%52#0, %52#1, %52#2, %52#3, %52#4, %52#5) : (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %51 = "tf.Identity"(%29#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%51) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %50 = "tf.Identity"(%29#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%50) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %49 = "tf.Identity"(%29#0) {device = ""} : (tensor<2x3x2x2xf16>) -> tensor<2x3x2x2xf16>
        "tf_executor.yield"(%49) : (tensor<2x3x2x2xf16>) -> ()
      }) : () -> (tensor<2x3x2x2xf16>, !tf_executor.control)
      %33:7 = "tf_executor.island"() ({
        %48:6 = "tf.FusedBatchNormV3"(%arg40, %arg41, %arg42, %arg43, %arg44) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%48#0, %48#1, %48#2, %48#3, %48#4, %48#5) : (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %47 = "tf.Identity"(%33#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%47) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %46 = "tf.Identity"(%33#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%46) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %45 = "tf.Identity"(%33#0) {device = ""} : (tensor<1x2x6x1x3xf16>) -> tensor<1x2x6x1x3xf16>
        "tf_executor.yield"(%45) : (tensor<1x2x6x1x3xf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, !tf_executor.control)
      %37:7 = "tf_executor.island"() ({
        %44:6 = "tf.FusedBatchNormV3"(%arg45, %arg46, %arg47, %arg48, %arg49) {data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 5.000000e-01 : f32, is_training = true} : (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%44#0, %44#1, %44#2, %44#3, %44#4, %44#5) : (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %43 = "tf.Identity"(%37#1) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%43) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %42 = "tf.Identity"(%37#2) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%42) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%37#0) {device = ""} : (tensor<1x2x6x1x3xf16>) -> tensor<1x2x6x1x3xf16>
        "tf_executor.yield"(%41) : (tensor<1x2x6x1x3xf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, !tf_executor.control)
      "tf_executor.fetch"(%4#0, %2#0, %3#0, %8#0, %6#0, %7#0, %12#0, %10#0, %11#0, %16#0, %14#0, %15#0, %20#0, %18#0, %19#0, %24#0, %22#0, %23#0, %28#0, %26#0, %27#0, %32#0, %30#0, %31#0, %36#0, %34#0, %35#0, %40#0, %38#0, %39#0) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>) -> ()
    }) : () -> (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29) : (tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf16>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf16>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf16>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf16>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf16>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf16>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x_0,scale_0,offset_0,mean_0,variance_0,x_1,scale_1,offset_1,mean_1,variance_1,x_2,scale_2,offset_2,mean_2,variance_2,x_3,scale_3,offset_3,mean_3,variance_3,x_4,scale_4,offset_4,mean_4,variance_4,x_5,scale_5,offset_5,mean_5,variance_5,x_6,scale_6,offset_6,mean_6,variance_6,x_7,scale_7,offset_7,mean_7,variance_7,x_8,scale_8,offset_8,mean_8,variance_8,x_9,scale_9,offset_9,mean_9,variance_9", outputs = "y_0,batch_mean_0,batch_var_0,y_1,batch_mean_1,batch_var_1,y_2,batch_mean_2,batch_var_2,y_3,batch_mean_3,batch_var_3,y_4,batch_mean_4,batch_var_4,y_5,batch_mean_5,batch_var_5,y_6,batch_mean_6,batch_var_6,y_7,batch_mean_7,batch_var_7,y_8,batch_mean_8,batch_var_8,y_9,batch_mean_9,batch_var_9"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

