"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1x2x6x1x3xbf16>) -> tensor<1x2x6x1x3xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x2x6x1x3xbf16>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<1x2x6x1x3xbf16>):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %18 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x2x6x1x3xbf16>) -> tensor<1x2x6x1x3xbf16>
        "tf_executor.yield"(%18) : (tensor<1x2x6x1x3xbf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xbf16>, !tf_executor.control)
      %2:7 = "tf_executor.island"() ({
        %17:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%17#0, %17#1, %17#2, %17#3, %17#4, %17#5) : (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %16 = "tf.ZerosLike"(%2#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%16) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %15 = "tf.ZerosLike"(%2#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%15) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %14 = "tf.ZerosLike"(%2#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%14) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %13 = "tf.ZerosLike"(%2#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%13) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %12 = "tf.ZerosLike"(%2#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%12) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %8:6 = "tf_executor.island"() ({
        %11:5 = "tf.FusedBatchNormGradV3"(%1#0, %arg0, %arg1, %arg3, %arg4, %2#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<1x2x6x1x3xbf16>, tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%11#0, %11#1, %11#2, %11#3, %11#4) : (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<1x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %10 = "tf.Identity"(%8#0) {device = ""} : (tensor<1x2x6x1x3xbf16>) -> tensor<1x2x6x1x3xbf16>
        "tf_executor.yield"(%10) : (tensor<1x2x6x1x3xbf16>) -> ()
      }) : () -> (tensor<1x2x6x1x3xbf16>, !tf_executor.control)
      "tf_executor.fetch"(%9#0) : (tensor<1x2x6x1x3xbf16>) -> ()
    }) : () -> tensor<1x2x6x1x3xbf16>
    "func.return"(%0) : (tensor<1x2x6x1x3xbf16>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,mean,variance,dy", outputs = "dx"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

