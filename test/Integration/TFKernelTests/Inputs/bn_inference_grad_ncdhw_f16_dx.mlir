"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x3x2x6x1xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x3x2x6x1xf16>) -> tensor<1x3x2x6x1xf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x3x2x6x1xf16>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<1x3x2x6x1xf16>):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %30 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x3x2x6x1xf16>) -> tensor<1x3x2x6x1xf16>
        "tf_executor.yield"(%30) : (tensor<1x3x2x6x1xf16>) -> ()
      }) : () -> (tensor<1x3x2x6x1xf16>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %29 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 2, 3, 4, 1]> : tensor<5xi32>} : () -> tensor<5xi32>
        "tf_executor.yield"(%29) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %28 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 2, 3, 4, 1]> : tensor<5xi32>} : () -> tensor<5xi32>
        "tf_executor.yield"(%28) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %27 = "tf.Transpose"(%1#0, %3#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x3x2x6x1xf16>, tensor<5xi32>) -> tensor<1x2x6x1x3xf16>
        "tf_executor.yield"(%27) : (tensor<1x2x6x1x3xf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %26 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 4, 1, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
        "tf_executor.yield"(%26) : (tensor<5xi32>) -> ()
      }) : () -> (tensor<5xi32>, !tf_executor.control)
      %6:7 = "tf_executor.island"() ({
        %25:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NCDHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x3x2x6x1xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x3x2x6x1xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%25#0, %25#1, %25#2, %25#3, %25#4, %25#5) : (tensor<1x3x2x6x1xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x3x2x6x1xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %24 = "tf.ZerosLike"(%6#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%24) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %23 = "tf.ZerosLike"(%6#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%23) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %22 = "tf.ZerosLike"(%6#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%22) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %21 = "tf.ZerosLike"(%6#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%21) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %20 = "tf.ZerosLike"(%6#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%20) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %19 = "tf.Transpose"(%arg0, %2#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x3x2x6x1xf16>, tensor<5xi32>) -> tensor<1x2x6x1x3xf16>
        "tf_executor.yield"(%19) : (tensor<1x2x6x1x3xf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, !tf_executor.control)
      %13:6 = "tf_executor.island"() ({
        %18:5 = "tf.FusedBatchNormGradV3"(%4#0, %12#0, %arg1, %arg3, %arg4, %6#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x2x6x1x3xf16>, tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%18#0, %18#1, %18#2, %18#3, %18#4) : (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %17 = "tf.Transpose"(%13#0, %5#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x2x6x1x3xf16>, tensor<5xi32>) -> tensor<1x3x2x6x1xf16>
        "tf_executor.yield"(%17) : (tensor<1x3x2x6x1xf16>) -> ()
      }) : () -> (tensor<1x3x2x6x1xf16>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %16 = "tf.Identity"(%14#0) {device = ""} : (tensor<1x3x2x6x1xf16>) -> tensor<1x3x2x6x1xf16>
        "tf_executor.yield"(%16) : (tensor<1x3x2x6x1xf16>) -> ()
      }) : () -> (tensor<1x3x2x6x1xf16>, !tf_executor.control)
      "tf_executor.fetch"(%15#0) : (tensor<1x3x2x6x1xf16>) -> ()
    }) : () -> tensor<1x3x2x6x1xf16>
    "func.return"(%0) : (tensor<1x3x2x6x1xf16>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,mean,variance,dy", outputs = "dx"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

