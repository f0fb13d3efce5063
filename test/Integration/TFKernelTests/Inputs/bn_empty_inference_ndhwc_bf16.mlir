"builtin.module"() ({
  "func.func"() <{function_type = (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<0x2x6x1x3xbf16>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>):
    %0:3 = "tf_executor.graph"() ({
      %1:7 = "tf_executor.island"() ({
        %8:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NDHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%8#0, %8#1, %8#2, %8#3, %8#4, %8#5) : (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %7 = "tf.Identity"(%1#1) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%7) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %6 = "tf.Identity"(%1#2) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%6) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %5 = "tf.Identity"(%1#0) {device = ""} : (tensor<0x2x6x1x3xbf16>) -> tensor<0x2x6x1x3xbf16>
        "tf_executor.yield"(%5) : (tensor<0x2x6x1x3xbf16>) -> ()
      }) : () -> (tensor<0x2x6x1x3xbf16>, !tf_executor.control)
      "tf_executor.fetch"(%4#0, %2#0, %3#0) : (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>) -> ()
    }) : () -> (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>)
    "func.return"(%0#0, %0#1, %0#2) : (tensor<0x2x6x1x3xbf16>, tensor<3xf32>, tensor<3xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,mean,variance", outputs = "y,batch_mean,batch_var"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

