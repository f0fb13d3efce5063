"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3x5x4xf32>) -> (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<2x3x5x4xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x3x5x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<2x3x5x4xf32>):
    %0:4 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %342 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%342) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %341 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%341) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %340 = "tf.Const"() {device = "", value = dense<[0, 1, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%340) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %339 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%339) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %338 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%338) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %337 = "tf.Identity"(%arg3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%337) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %336 = "tf.Const"() {_class = ["loc:@add_1"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%336) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %335 = "tf.Const"() {_class = ["loc:@Sum_1"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%335) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %334 = "tf.Const"() {_class = ["loc:@Sum_1"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%334) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %333 = "tf.Const"() {_class = ["loc:@Sum_2"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%333) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %332 = "tf.Const"() {_class = ["loc:@Sum_2"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%332) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %331 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%331) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %330 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%330) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %329 = "tf.Const"() {_class = ["loc:@add_1"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%329) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %328 = "tf.Fill"(%7#0, %14#0) {_class = ["loc:@add_1"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%328) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %327 = "tf.Reshape"(%15#0, %9#0) {_class = ["loc:@Sum_1"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%327) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %326 = "tf.Tile"(%16#0, %8#0) {_class = ["loc:@Sum_1"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%326) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %325 = "tf.Reshape"(%15#0, %11#0) {_class = ["loc:@Sum_2"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%325) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %324 = "tf.Tile"(%18#0, %10#0) {_class = ["loc:@Sum_2"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%324) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %323 = "tf.Reshape"(%15#0, %13#0) {_class = ["loc:@Sum"], device = ""} : (tensor<f32>, tensor<4xi32>) -> tensor<1x1x1x1xf32>
        "tf_executor.yield"(%323) : (tensor<1x1x1x1xf32>) -> ()
      }) : () -> (tensor<1x1x1x1xf32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %322 = "tf.Tile"(%20#0, %12#0) {_class = ["loc:@Sum"], device = ""} : (tensor<1x1x1x1xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%322) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %321 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<3.000000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%321) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %320 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<3.000000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%320) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %319 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<3.000000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%319) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %318 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<3.000000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%318) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %317 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%317) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %316 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%316) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %315 = "tf.Maximum"(%26#0, %27#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%315) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %314 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%314) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %313 = "tf.Mean"(%6#0, %29#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%313) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %312 = "tf.Sub"(%6#0, %30#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%312) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %311 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%311) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %310 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%310) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %309 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%309) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %308 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%308) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %307 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%307) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %306 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%306) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %305 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%305) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %304 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%304) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %303 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%303) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %302 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%302) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %301 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%301) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %300 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%300) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %299 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%299) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %298 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%298) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %297 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%297) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %296 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%296) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %295 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%295) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %294 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%294) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %293 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%293) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %292 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%292) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %291 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%291) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %53:2 = "tf_executor.island"() ({
        %290 = "tf.Sum"(%6#0, %52#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%290) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %289 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%289) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %288 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%288) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %56:2 = "tf_executor.island"() ({
        %287 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%287) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %57:2 = "tf_executor.island"() ({
        %286 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%286) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %285 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%285) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %284 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%284) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %283 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%283) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %61:2 = "tf_executor.island"() ({
        %282 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%282) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %281 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%281) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %63:2 = "tf_executor.island"() ({
        %280 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%280) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %64:2 = "tf_executor.island"() ({
        %279 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%279) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %65:2 = "tf_executor.island"() ({
        %278 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%278) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %277 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%277) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %67:2 = "tf_executor.island"() ({
        %276 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%276) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %68:2 = "tf_executor.island"() ({
        %275 = "tf.FloorDiv"(%67#0, %28#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%275) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %69:7 = "tf_executor.island"() ({
        %274:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %1#0, %2#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%274#0, %274#1, %274#2, %274#3, %274#4, %274#5) : (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %70:2 = "tf_executor.island"() ({
        %273 = "tf.ZerosLike"(%69#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%273) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %71:2 = "tf_executor.island"() ({
        %272 = "tf.ZerosLike"(%69#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%272) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %72:2 = "tf_executor.island"() ({
        %271 = "tf.ZerosLike"(%69#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%271) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %73:2 = "tf_executor.island"() ({
        %270 = "tf.ZerosLike"(%69#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%270) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %74:2 = "tf_executor.island"() ({
        %269 = "tf.ZerosLike"(%69#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%269) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %75:6 = "tf_executor.island"() ({
        %268:5 = "tf.FusedBatchNormGradV3"(%6#0, %arg0, %arg1, %69#3, %69#4, %69#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%268#0, %268#1, %268#2, %268#3, %268#4) : (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %76:2 = "tf_executor.island"() ({
        %267 = "tf.Identity"(%75#0) {device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%267) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %77:2 = "tf_executor.island"() ({
        %266 = "tf.Mul"(%17#0, %75#1) {_class = ["loc:@mul_1"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%266) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %78:2 = "tf_executor.island"() ({
        %265 = "tf.Mul"(%17#0, %75#1) {_class = ["loc:@mul_1"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%265) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %79:2 = "tf_executor.island"() ({
        %264 = "tf.AddN"(%77#0, %78#0) {_class = ["loc:@mul_1"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%264) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %80:2 = "tf_executor.island"() ({
        %263 = "tf.Mul"(%19#0, %75#2) {_class = ["loc:@mul_2"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%263) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %81:2 = "tf_executor.island"() ({
        %262 = "tf.Mul"(%19#0, %75#2) {_class = ["loc:@mul_2"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%262) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %261 = "tf.AddN"(%80#0, %81#0) {_class = ["loc:@mul_2"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%261) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %83:2 = "tf_executor.island"() ({
        %260 = "tf.Reshape"(%82#0, %35#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%260) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %259 = "tf.Tile"(%83#0, %58#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%259) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %85:2 = "tf_executor.island"() ({
        %258 = "tf.Mul"(%21#0, %75#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%258) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %257 = "tf.Mul"(%21#0, %75#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%257) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %87:2 = "tf_executor.island"() ({
        %256 = "tf.AddN"(%85#0, %86#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%256) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %255 = "tf.ZerosLike"(%75#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%255) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %89:2 = "tf_executor.island"() ({
        %254 = "tf.ZerosLike"(%75#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%254) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %253 = "tf.Mul"(%75#0, %75#0) {device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%253) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %91:2 = "tf_executor.island"() ({
        %252 = "tf.Sum"(%90#0, %3#0) {device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<4xi32>) -> tensor<f32>
        "tf_executor.yield"(%252) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %92:2 = "tf_executor.island"() ({
        %251 = "tf.Mul"(%75#1, %75#1) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%251) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %93:2 = "tf_executor.island"() ({
        %250 = "tf.Sum"(%92#0, %4#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%250) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %94:2 = "tf_executor.island"() ({
        %249 = "tf.AddV2"(%91#0, %93#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%249) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %95:2 = "tf_executor.island"() ({
        %248 = "tf.Mul"(%75#2, %75#2) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%248) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %96:2 = "tf_executor.island"() ({
        %247 = "tf.Sum"(%95#0, %5#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%247) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %97:2 = "tf_executor.island"() ({
        %246 = "tf.AddV2"(%94#0, %96#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%246) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %98:2 = "tf_executor.island"() ({
        %245 = "tf.Mean"(%arg0, %32#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%245) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %99:2 = "tf_executor.island"() ({
        %244 = "tf.StopGradient"(%98#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%244) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %243 = "tf.SquaredDifference"(%arg0, %99#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%243) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %101:2 = "tf_executor.island"() ({
        %242 = "tf.Mean"(%100#0, %33#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%242) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %102:2 = "tf_executor.island"() ({
        %241 = "tf.AddV2"(%101#0, %64#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
        "tf_executor.yield"(%241) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %103:2 = "tf_executor.island"() ({
        %240 = "tf.Rsqrt"(%102#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%240) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %239 = "tf.Mul"(%arg1, %103#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%239) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %105:2 = "tf_executor.island"() ({
        %238 = "tf.Mul"(%104#0, %87#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%238) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %106:2 = "tf_executor.island"() ({
        %237 = "tf.Neg"(%105#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%237) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %107:2 = "tf_executor.island"() ({
        %236 = "tf.Neg"(%105#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%236) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %108:2 = "tf_executor.island"() ({
        %235 = "tf.Sum"(%107#0, %55#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%235) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %109:2 = "tf_executor.island"() ({
        %234 = "tf.Reshape"(%108#0, %44#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%234) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %110:2 = "tf_executor.island"() ({
        %233 = "tf.Reshape"(%109#0, %37#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%233) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %111:2 = "tf_executor.island"() ({
        %232 = "tf.Tile"(%110#0, %60#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%232) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %112:2 = "tf_executor.island"() ({
        %231 = "tf.RealDiv"(%111#0, %22#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%231) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %113:2 = "tf_executor.island"() ({
        %230 = "tf.AddV2"(%101#0, %65#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
        "tf_executor.yield"(%230) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %114:2 = "tf_executor.island"() ({
        %229 = "tf.Reciprocal"(%113#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%229) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %115:2 = "tf_executor.island"() ({
        %228 = "tf.AddV2"(%101#0, %66#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
        "tf_executor.yield"(%228) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %116:2 = "tf_executor.island"() ({
        %227 = "tf.Rsqrt"(%115#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%227) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %117:2 = "tf_executor.island"() ({
        %226 = "tf.Mul"(%79#0, %116#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%226) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %118:2 = "tf_executor.island"() ({
        %225 = "tf.Reshape"(%117#0, %36#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%225) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %119:2 = "tf_executor.island"() ({
        %224 = "tf.Tile"(%118#0, %59#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%224) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %120:2 = "tf_executor.island"() ({
        %223 = "tf.Mul"(%119#0, %6#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%223) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %121:2 = "tf_executor.island"() ({
        %222 = "tf.Sub"(%arg0, %98#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%222) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %122:2 = "tf_executor.island"() ({
        %221 = "tf.Mul"(%106#0, %121#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%221) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %123:2 = "tf_executor.island"() ({
        %220 = "tf.Sum"(%122#0, %56#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%220) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %124:2 = "tf_executor.island"() ({
        %219 = "tf.Reshape"(%123#0, %45#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%219) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %125:2 = "tf_executor.island"() ({
        %218 = "tf.Mul"(%124#0, %114#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%218) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %126:2 = "tf_executor.island"() ({
        %217 = "tf.Reshape"(%125#0, %38#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%217) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %127:2 = "tf_executor.island"() ({
        %216 = "tf.Tile"(%126#0, %61#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%216) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %128:2 = "tf_executor.island"() ({
        %215 = "tf.RealDiv"(%127#0, %23#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%215) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %129:2 = "tf_executor.island"() ({
        %214 = "tf.Mul"(%128#0, %6#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%214) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %130:2 = "tf_executor.island"() ({
        %213 = "tf.Mul"(%128#0, %121#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%213) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %131:2 = "tf_executor.island"() ({
        %212 = "tf.Mul"(%119#0, %121#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%212) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %132:2 = "tf_executor.island"() ({
        %211 = "tf.AddN"(%84#0, %105#0, %131#0, %112#0, %130#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%211) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %133:2 = "tf_executor.island"() ({
        %210 = "tf.Identity"(%132#0) {device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%210) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %134:2 = "tf_executor.island"() ({
        %209 = "tf.Mul"(%6#0, %121#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%209) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %135:2 = "tf_executor.island"() ({
        %208 = "tf.Mean"(%134#0, %34#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%208) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %136:2 = "tf_executor.island"() ({
        %207 = "tf.Mul"(%124#0, %135#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%207) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %137:2 = "tf_executor.island"() ({
        %206 = "tf.ReciprocalGrad"(%114#0, %136#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%206) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %138:2 = "tf_executor.island"() ({
        %205 = "tf.Mul"(%114#0, %135#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%205) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %139:2 = "tf_executor.island"() ({
        %204 = "tf.Mul"(%138#0, %106#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%204) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %140:2 = "tf_executor.island"() ({
        %203 = "tf.AddN"(%139#0, %120#0, %129#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%203) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %141:2 = "tf_executor.island"() ({
        %202 = "tf.Neg"(%140#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%202) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %142:2 = "tf_executor.island"() ({
        %201 = "tf.Sum"(%141#0, %57#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%201) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %143:2 = "tf_executor.island"() ({
        %200 = "tf.Reshape"(%142#0, %48#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%200) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %144:2 = "tf_executor.island"() ({
        %199 = "tf.Reshape"(%143#0, %40#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%199) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %145:2 = "tf_executor.island"() ({
        %198 = "tf.Tile"(%144#0, %63#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%198) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %146:2 = "tf_executor.island"() ({
        %197 = "tf.RealDiv"(%145#0, %25#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%197) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %147:2 = "tf_executor.island"() ({
        %196 = "tf.Mul"(%138#0, %121#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%196) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %148:2 = "tf_executor.island"() ({
        %195 = "tf.Sub"(%31#0, %147#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%195) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %149:2 = "tf_executor.island"() ({
        %194 = "tf.Mul"(%87#0, %148#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%194) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %150:2 = "tf_executor.island"() ({
        %193 = "tf.Sum"(%149#0, %54#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%193) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %151:2 = "tf_executor.island"() ({
        %192 = "tf.Reshape"(%150#0, %41#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%192) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %152:2 = "tf_executor.island"() ({
        %191 = "tf.Mul"(%151#0, %103#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%191) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %153:2 = "tf_executor.island"() ({
        %190 = "tf.Identity"(%152#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%190) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %154:2 = "tf_executor.island"() ({
        %189 = "tf.Mul"(%151#0, %arg1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%189) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %155:2 = "tf_executor.island"() ({
        %188 = "tf.RsqrtGrad"(%103#0, %154#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%188) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %156:2 = "tf_executor.island"() ({
        %187 = "tf.Mul"(%104#0, %148#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%187) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %157:2 = "tf_executor.island"() ({
        %186 = "tf.Mul"(%6#0, %121#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%186) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %158:2 = "tf_executor.island"() ({
        %185 = "tf.Sum"(%157#0, %51#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%185) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %159:2 = "tf_executor.island"() ({
        %184 = "tf.Mul"(%79#0, %158#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%184) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %160:2 = "tf_executor.island"() ({
        %183 = "tf.RsqrtGrad"(%116#0, %159#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%183) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %161:2 = "tf_executor.island"() ({
        %182 = "tf.AddN"(%160#0, %155#0, %137#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%182) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %162:2 = "tf_executor.island"() ({
        %181 = "tf.Reshape"(%161#0, %39#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%181) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %163:2 = "tf_executor.island"() ({
        %180 = "tf.Tile"(%162#0, %62#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%180) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %164:2 = "tf_executor.island"() ({
        %179 = "tf.RealDiv"(%163#0, %24#0) {_class = ["loc:@FusedBatchNormV3"], _has_manual_control_dependencies = true, device = ""} : (tensor<2x3x5x4xf32>, tensor<f32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%179) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %165:2 = "tf_executor.island"(%164#1) ({
        %178 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%178) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %166:2 = "tf_executor.island"() ({
        %177 = "tf.Mul"(%165#0, %164#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<f32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%177) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %167:2 = "tf_executor.island"(%164#1) ({
        %176 = "tf.Sub"(%arg0, %99#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%176) : (tensor<2x3x5x4xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %168:2 = "tf_executor.island"() ({
        %175 = "tf.Mul"(%166#0, %167#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%175) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %169:2 = "tf_executor.island"() ({
        %174 = "tf.AddN"(%140#0, %168#0, %146#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%174) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %170:2 = "tf_executor.island"() ({
        %173 = "tf.Identity"(%169#0) {device = ""} : (tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%173) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %171:2 = "tf_executor.island"() ({
        %172 = "tf.Mul"(%116#0, %158#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%172) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      "tf_executor.fetch"(%76#0, %170#0, %153#0, %133#0) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<2x3x5x4xf32>) -> ()
    }) : () -> (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<2x3x5x4xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<2x3x5x4xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,dy", outputs = "dx,gx,gscale,gdy"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

