"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x5xbf16>) -> (tensor<2x4x3x5xbf16>, tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4x3x5xbf16>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<2x4x3x5xbf16>):
    %0:4 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %36 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xbf16>) -> tensor<2x4x3x5xbf16>
        "tf_executor.yield"(%36) : (tensor<2x4x3x5xbf16>) -> ()
      }) : () -> (tensor<2x4x3x5xbf16>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %35 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%35) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %34 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%34) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %33 = "tf.Transpose"(%1#0, %3#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xbf16>, tensor<4xi32>) -> tensor<2x3x5x4xbf16>
        "tf_executor.yield"(%33) : (tensor<2x3x5x4xbf16>) -> ()
      }) : () -> (tensor<2x3x5x4xbf16>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %32 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%32) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %6:7 = "tf_executor.island"() ({
        %31:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%31#0, %31#1, %31#2, %31#3, %31#4, %31#5) : (tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %30 = "tf.ZerosLike"(%6#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%30) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %29 = "tf.ZerosLike"(%6#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%29) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %28 = "tf.ZerosLike"(%6#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%28) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %27 = "tf.ZerosLike"(%6#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%27) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %26 = "tf.ZerosLike"(%6#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%26) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %25 = "tf.Identity"(%6#0) {device = ""} : (tensor<2x4x3x5xbf16>) -> tensor<2x4x3x5xbf16>
        "tf_executor.yield"(%25) : (tensor<2x4x3x5xbf16>) -> ()
      }) : () -> (tensor<2x4x3x5xbf16>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %24 = "tf.Transpose"(%arg0, %2#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xbf16>, tensor<4xi32>) -> tensor<2x3x5x4xbf16>
        "tf_executor.yield"(%24) : (tensor<2x3x5x4xbf16>) -> ()
      }) : () -> (tensor<2x3x5x4xbf16>, !tf_executor.control)
      %14:6 = "tf_executor.island"() ({
        %23:5 = "tf.FusedBatchNormGradV3"(%4#0, %13#0, %arg1, %arg3, %arg4, %6#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x3x5x4xbf16>, tensor<2x3x5x4xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> (tensor<2x3x5x4xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%23#0, %23#1, %23#2, %23#3, %23#4) : (tensor<2x3x5x4xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xbf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %22 = "tf.Identity"(%14#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%22) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%14#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%21) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %20 = "tf.Transpose"(%14#0, %5#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xbf16>, tensor<4xi32>) -> tensor<2x4x3x5xbf16>
        "tf_executor.yield"(%20) : (tensor<2x4x3x5xbf16>) -> ()
      }) : () -> (tensor<2x4x3x5xbf16>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %19 = "tf.Identity"(%17#0) {device = ""} : (tensor<2x4x3x5xbf16>) -> tensor<2x4x3x5xbf16>
        "tf_executor.yield"(%19) : (tensor<2x4x3x5xbf16>) -> ()
      }) : () -> (tensor<2x4x3x5xbf16>, !tf_executor.control)
      "tf_executor.fetch"(%12#0, %18#0, %16#0, %15#0) : (tensor<2x4x3x5xbf16>, tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : () -> (tensor<2x4x3x5xbf16>, tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (tensor<2x4x3x5xbf16>, tensor<2x4x3x5xbf16>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,mean,variance,dy", outputs = "y,dx,dscale,doffset"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

