"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x2xf32>, tensor<1x2x1x6xf32>, tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x1x6x1xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>, %arg5: tensor<1x1x6x1xf32>, %arg6: tensor<1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<1x1x6x2xf32>, %arg11: tensor<2xf32>, %arg12: tensor<2xf32>, %arg13: tensor<2xf32>, %arg14: tensor<2xf32>, %arg15: tensor<1x2x1x6xf32>, %arg16: tensor<2xf32>, %arg17: tensor<2xf32>, %arg18: tensor<2xf32>, %arg19: tensor<2xf32>, %arg20: tensor<5x7x11x4xf32>, %arg21: tensor<4xf32>, %arg22: tensor<4xf32>, %arg23: tensor<4xf32>, %arg24: tensor<4xf32>, %arg25: tensor<5x7x11x4xf32>, %arg26: tensor<7xf32>, %arg27: tensor<7xf32>, %arg28: tensor<7xf32>, %arg29: tensor<7xf32>, %arg30: tensor<2x3x4x5xf32>, %arg31: tensor<5xf32>, %arg32: tensor<5xf32>, %arg33: tensor<5xf32>, %arg34: tensor<5xf32>, %arg35: tensor<2x3x2x2xf32>, %arg36: tensor<3xf32>, %arg37: tensor<3xf32>, %arg38: tensor<3xf32>, %arg39: tensor<3xf32>, %arg40: tensor<1x2x6x1x3xf32>, %arg41: tensor<3xf32>, %arg42: tensor<3xf32>, %arg43: tensor<3xf32>, %arg44: tensor<3xf32>, %arg45: tensor<1x2x6x1x3xf32>, %arg46: tensor<2xf32>, %arg47: tensor<2xf32>, %arg48: tensor<2xf32>, %arg49: tensor<2xf32>):
    %0:10 = "tf_executor.graph"() ({
      %1:7 = "tf_executor.island"() ({
        %40:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%40#0, %40#1, %40#2, %40#3, %40#4, %40#5) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %39 = "tf.Identity"(%1#0) {device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%39) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %3:7 = "tf_executor.island"() ({
        %38:6 = "tf.FusedBatchNormV3"(%arg5, %arg6, %arg7, %arg8, %arg9) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>)
        "tf_executor.yield"(%38#0, %38#1, %38#2, %38#3, %38#4, %38#5) : (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<*xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %37 = "tf.Identity"(%3#0) {device = ""} : (tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
        "tf_executor.yield"(%37) : (tensor<1x1x6x1xf32>) -> ()
      }) : () -> (tensor<1x1x6x1xf32>, !tf_executor.control)
      %5:7 = "tf_executor.island"() ({
        %36:6 = "tf.FusedBatchNormV3"(%arg10, %arg11, %arg12, %arg13, %arg14) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%36#0, %36#1, %36#2, %36#3, %36#4, %36#5) : (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %35 = "tf.Identity"(%5#0) {device = ""} : (tensor<1x1x6x2xf32>) -> tensor<1x1x6x2xf32>
        "tf_executor.yield"(%35) : (tensor<1x1x6x2xf32>) -> ()
      }) : () -> (tensor<1x1x6x2xf32>, !tf_executor.control)
      %7:7 = "tf_executor.island"() ({
        %34:6 = "tf.FusedBatchNormV3"(%arg15, %arg16, %arg17, %arg18, %arg19) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%34#0, %34#1, %34#2, %34#3, %34#4, %34#5) : (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %33 = "tf.Identity"(%7#0) {device = ""} : (tensor<1x2x1x6xf32>) -> tensor<1x2x1x6xf32>
        "tf_executor.yield"(%33) : (tensor<1x2x1x6xf32>) -> ()
      }) : () -> (tensor<1x2x1x6xf32>, !tf_executor.control)
      %9:7 = "tf_executor.island"() ({
        %32:6 = "tf.FusedBatchNormV3"(%arg20, %arg21, %arg22, %arg23, %arg24) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%32#0, %32#1, %32#2, %32#3, %32#4, %32#5) : (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %31 = "tf.Identity"(%9#0) {device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%31) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %11:7 = "tf_executor.island"() ({
        %30:6 = "tf.FusedBatchNormV3"(%arg25, %arg26, %arg27, %arg28, %arg29) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>) -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>)
        "tf_executor.yield"(%30#0, %30#1, %30#2, %30#3, %30#4, %30#5) : (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<*xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %29 = "tf.Identity"(%11#0) {device = ""} : (tensor<5x7x11x4xf32>) -> tensor<5x7x11x4xf32>
        "tf_executor.yield"(%29) : (tensor<5x7x11x4xf32>) -> ()
      }) : () -> (tensor<5x7x11x4xf32>, !tf_executor.control)
      %13:7 = "tf_executor.island"() ({
        %28:6 = "tf.FusedBatchNormV3"(%arg30, %arg31, %arg32, %arg33, %arg34) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>)
        "tf_executor.yield"(%28#0, %28#1, %28#2, %28#3, %28#4, %28#5) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %27 = "tf.Identity"(%13#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%27) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %15:7 = "tf_executor.island"() ({
        %26:6 = "tf.FusedBatchNormV3"(%arg35, %arg36, %arg37, %arg38, %arg39) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%26#0, %26#1, %26#2, %26#3, %26#4, %26#5) : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %25 = "tf.Identity"(%15#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%25) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %17:7 = "tf_executor.island"() ({
        %24:6 = "tf.FusedBatchNormV3"(%arg40, %arg41, %arg42, %arg43, %arg44) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%24#0, %24#1, %24#2, %24#3, %24#4, %24#5) : (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %23 = "tf.Identity"(%17#0) {device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%23) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      %19:7 = "tf_executor.island"() ({
        %22:6 = "tf.FusedBatchNormV3"(%arg45, %arg46, %arg47, %arg48, %arg49) {data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%22#0, %22#1, %22#2, %22#3, %22#4, %22#5) : (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%19#0) {device = ""} : (tensor<1x2x6x1x3xf32>) -> tensor<1x2x6x1x3xf32>
        "tf_executor.yield"(%21) : (tensor<1x2x6x1x3xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf32>, !tf_executor.control)
      "tf_executor.fetch"(%2#0, %4#0, %6#0, %8#0, %10#0, %12#0, %14#0, %16#0, %18#0, %20#0) : (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x2xf32>, tensor<1x2x1x6xf32>, tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>) -> ()
    }) : () -> (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x2xf32>, tensor<1x2x1x6xf32>, tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9) : (tensor<1x1x6x1xf32>, tensor<1x1x6x1xf32>, tensor<1x1x6x2xf32>, tensor<1x2x1x6xf32>, tensor<5x7x11x4xf32>, tensor<5x7x11x4xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<1x2x6x1x3xf32>, tensor<1x2x6x1x3xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x_0,scale_0,offset_0,mean_0,variance_0,x_1,scale_1,offset_1,mean_1,variance_1,x_2,scale_2,offset_2,mean_2,variance_2,x_3,scale_3,offset_3,mean_3,variance_3,x_4,scale_4,offset_4,mean_4,variance_4,x_5,scale_5,offset_5,mean_5,variance_5,x_6,scale_6,offset_6,mean_6,variance_6,x_7,scale_7,offset_7,mean_7,variance_7,x_8,scale_8,offset_8,mean_8,variance_8,x_9,scale_9,offset_9,mean_9,variance_9", outputs = "y_0,y_1,y_2,y_3,y_4,y_5,y_6,y_7,y_8,y_9"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

