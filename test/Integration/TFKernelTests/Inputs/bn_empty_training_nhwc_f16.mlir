"builtin.module"() ({
  "func.func"() <{function_type = (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>) -> (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<0x7x11x4xf16>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>):
    %0:6 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %36 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%36) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %35 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%35) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %34 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 7, 11, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%34) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %33 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e+00> : tensor<f16>} : () -> tensor<f16>
        "tf_executor.yield"(%33) : (tensor<f16>) -> ()
      }) : () -> (tensor<f16>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %32 = "tf.Fill"(%3#0, %4#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<f16>) -> tensor<0x7x11x4xf16>
        "tf_executor.yield"(%32) : (tensor<0x7x11x4xf16>) -> ()
      }) : () -> (tensor<0x7x11x4xf16>, !tf_executor.control)
      %6:7 = "tf_executor.island"() ({
        %31:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %1#0, %2#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%31#0, %31#1, %31#2, %31#3, %31#4, %31#5) : (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %30 = "tf.Identity"(%6#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%30) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %29 = "tf.Identity"(%6#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%29) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %28 = "tf.ZerosLike"(%6#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%28) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %27 = "tf.ZerosLike"(%6#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%27) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %26 = "tf.ZerosLike"(%6#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%26) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %25 = "tf.ZerosLike"(%6#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%25) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %24 = "tf.ZerosLike"(%6#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%24) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %23 = "tf.Identity"(%6#0) {device = ""} : (tensor<0x7x11x4xf16>) -> tensor<0x7x11x4xf16>
        "tf_executor.yield"(%23) : (tensor<0x7x11x4xf16>) -> ()
      }) : () -> (tensor<0x7x11x4xf16>, !tf_executor.control)
      %15:6 = "tf_executor.island"() ({
        %22:5 = "tf.FusedBatchNormGradV3"(%5#0, %arg0, %arg1, %6#3, %6#4, %6#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<0x7x11x4xf16>, tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%22#0, %22#1, %22#2, %22#3, %22#4) : (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %21 = "tf.Identity"(%15#2) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%21) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %20 = "tf.Identity"(%15#1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%20) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %19 = "tf.Identity"(%15#0) {device = ""} : (tensor<0x7x11x4xf16>) -> tensor<0x7x11x4xf16>
        "tf_executor.yield"(%19) : (tensor<0x7x11x4xf16>) -> ()
      }) : () -> (tensor<0x7x11x4xf16>, !tf_executor.control)
      "tf_executor.fetch"(%14#0, %7#0, %8#0, %18#0, %17#0, %16#0) : (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : () -> (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) : (tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<0x7x11x4xf16>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset", outputs = "y,batch_mean,batch_var,dx,dscale,doffset"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

