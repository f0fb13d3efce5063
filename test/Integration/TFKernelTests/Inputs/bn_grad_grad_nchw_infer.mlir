"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x5xf32>) -> (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<2x4x3x5xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4x3x5xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<2x4x3x5xf32>):
    %0:4 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %208 = "tf.Const"() {device = "", value = dense<[0, 1, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%208) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %207 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%207) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %206 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%206) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %205 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%205) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %204 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%204) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %203 = "tf.InvertPermutation"(%5#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%203) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %202 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%202) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %201 = "tf.Transpose"(%4#0, %7#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%201) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %200 = "tf.InvertPermutation"(%7#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%200) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %199 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%199) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %198 = "tf.InvertPermutation"(%10#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%198) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %197 = "tf.Const"() {_class = ["loc:@add_1"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%197) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %196 = "tf.Const"() {_class = ["loc:@Sum_1"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%196) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %195 = "tf.Const"() {_class = ["loc:@Sum_1"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%195) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %194 = "tf.Const"() {_class = ["loc:@Sum_2"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%194) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %193 = "tf.Const"() {_class = ["loc:@Sum_2"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%193) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %192 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<[2, 4, 3, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%192) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %191 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%191) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %190 = "tf.Const"() {_class = ["loc:@add_1"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%190) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %189 = "tf.Fill"(%12#0, %19#0) {_class = ["loc:@add_1"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%189) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %188 = "tf.Reshape"(%20#0, %14#0) {_class = ["loc:@Sum_1"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%188) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %187 = "tf.Tile"(%21#0, %13#0) {_class = ["loc:@Sum_1"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%187) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %186 = "tf.Reshape"(%20#0, %16#0) {_class = ["loc:@Sum_2"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%186) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %185 = "tf.Tile"(%23#0, %15#0) {_class = ["loc:@Sum_2"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%185) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %184 = "tf.Reshape"(%20#0, %18#0) {_class = ["loc:@Sum"], device = ""} : (tensor<f32>, tensor<4xi32>) -> tensor<1x1x1x1xf32>
        "tf_executor.yield"(%184) : (tensor<1x1x1x1xf32>) -> ()
      }) : () -> (tensor<1x1x1x1xf32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %183 = "tf.Tile"(%25#0, %17#0) {_class = ["loc:@Sum"], device = ""} : (tensor<1x1x1x1xf32>, tensor<4xi32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%183) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %182 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%182) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %181 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%181) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %180 = "tf.Maximum"(%27#0, %28#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%180) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %179 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%179) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %178 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%178) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %177 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%177) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %176 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%176) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %175 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%175) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %174 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%174) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %173 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%173) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %172 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%172) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %171 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%171) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %170 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%170) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %169 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%169) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %168 = "tf.Sum"(%8#0, %40#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%168) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %167 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%167) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %166 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%166) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %165 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%165) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %164 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%164) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %163 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%163) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %162 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 5, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%162) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %161 = "tf.FloorDiv"(%47#0, %29#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%161) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %160 = "tf.Mul"(%8#0, %arg1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%160) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %159 = "tf.AddV2"(%arg4, %46#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
        "tf_executor.yield"(%159) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %158 = "tf.Rsqrt"(%50#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%158) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %157 = "tf.Mul"(%49#0, %51#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%157) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %53:7 = "tf_executor.island"() ({
        %156:6 = "tf.FusedBatchNormV3"(%arg0, %arg1, %arg2, %arg3, %arg4) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>)
        "tf_executor.yield"(%156#0, %156#1, %156#2, %156#3, %156#4, %156#5) : (tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %155 = "tf.ZerosLike"(%53#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%155) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %154 = "tf.ZerosLike"(%53#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%154) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %56:2 = "tf_executor.island"() ({
        %153 = "tf.ZerosLike"(%53#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%153) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %57:2 = "tf_executor.island"() ({
        %152 = "tf.ZerosLike"(%53#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%152) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %151 = "tf.ZerosLike"(%53#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%151) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %150 = "tf.Transpose"(%arg0, %5#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%150) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %60:6 = "tf_executor.island"() ({
        %149:5 = "tf.FusedBatchNormGradV3"(%8#0, %59#0, %arg1, %arg3, %arg4, %53#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<*xf32>) -> (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%149#0, %149#1, %149#2, %149#3, %149#4) : (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %61:2 = "tf_executor.island"() ({
        %148 = "tf.Transpose"(%60#0, %10#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xi32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%148) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %147 = "tf.Identity"(%61#0) {device = ""} : (tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%147) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %63:2 = "tf_executor.island"() ({
        %146 = "tf.Mul"(%26#0, %61#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%146) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %64:2 = "tf_executor.island"() ({
        %145 = "tf.Mul"(%26#0, %61#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%145) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %65:2 = "tf_executor.island"() ({
        %144 = "tf.AddN"(%63#0, %64#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%144) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %143 = "tf.Transpose"(%65#0, %11#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x4x3x5xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%143) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %67:2 = "tf_executor.island"() ({
        %142 = "tf.Mul"(%66#0, %51#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%142) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %68:2 = "tf_executor.island"() ({
        %141 = "tf.Mul"(%67#0, %arg1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%141) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %69:2 = "tf_executor.island"() ({
        %140 = "tf.Mul"(%8#0, %67#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%140) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %70:2 = "tf_executor.island"() ({
        %139 = "tf.Sum"(%69#0, %43#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%139) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %71:2 = "tf_executor.island"() ({
        %138 = "tf.Reshape"(%70#0, %37#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<1xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%138) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %72:2 = "tf_executor.island"() ({
        %137 = "tf.Identity"(%71#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%137) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %73:2 = "tf_executor.island"() ({
        %136 = "tf.Mul"(%61#0, %61#0) {device = ""} : (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%136) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %74:2 = "tf_executor.island"() ({
        %135 = "tf.Sum"(%73#0, %1#0) {device = "", keep_dims = false} : (tensor<2x4x3x5xf32>, tensor<4xi32>) -> tensor<f32>
        "tf_executor.yield"(%135) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %75:2 = "tf_executor.island"() ({
        %134 = "tf.Mul"(%22#0, %60#1) {_class = ["loc:@mul_1"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%134) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %76:2 = "tf_executor.island"() ({
        %133 = "tf.Mul"(%22#0, %60#1) {_class = ["loc:@mul_1"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%133) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %77:2 = "tf_executor.island"() ({
        %132 = "tf.AddN"(%75#0, %76#0) {_class = ["loc:@mul_1"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%132) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %78:2 = "tf_executor.island"() ({
        %131 = "tf.Reshape"(%77#0, %31#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%131) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %79:2 = "tf_executor.island"() ({
        %130 = "tf.Tile"(%78#0, %45#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%130) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %80:2 = "tf_executor.island"() ({
        %129 = "tf.Mul"(%79#0, %51#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%129) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %81:2 = "tf_executor.island"() ({
        %128 = "tf.Mul"(%80#0, %8#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%128) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %127 = "tf.Transpose"(%81#0, %6#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xi32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%127) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %83:2 = "tf_executor.island"() ({
        %126 = "tf.Identity"(%82#0) {device = ""} : (tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%126) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %125 = "tf.Mul"(%24#0, %60#2) {_class = ["loc:@mul_2"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%125) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %85:2 = "tf_executor.island"() ({
        %124 = "tf.Mul"(%24#0, %60#2) {_class = ["loc:@mul_2"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%124) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %123 = "tf.AddN"(%84#0, %85#0) {_class = ["loc:@mul_2"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%123) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %87:2 = "tf_executor.island"() ({
        %122 = "tf.Reshape"(%86#0, %30#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xf32>, tensor<4xi32>) -> tensor<1x1x1x4xf32>
        "tf_executor.yield"(%122) : (tensor<1x1x1x4xf32>) -> ()
      }) : () -> (tensor<1x1x1x4xf32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %121 = "tf.Tile"(%87#0, %44#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x4xf32>, tensor<4xi32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%121) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %89:2 = "tf_executor.island"() ({
        %120 = "tf.ZerosLike"(%60#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%120) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %119 = "tf.ZerosLike"(%60#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%119) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %91:2 = "tf_executor.island"() ({
        %118 = "tf.Mul"(%60#1, %60#1) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%118) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %92:2 = "tf_executor.island"() ({
        %117 = "tf.Sum"(%91#0, %2#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%117) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %93:2 = "tf_executor.island"() ({
        %116 = "tf.AddV2"(%74#0, %92#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%116) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %94:2 = "tf_executor.island"() ({
        %115 = "tf.Mul"(%60#2, %60#2) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "tf_executor.yield"(%115) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      %95:2 = "tf_executor.island"() ({
        %114 = "tf.Sum"(%94#0, %3#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%114) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %96:2 = "tf_executor.island"() ({
        %113 = "tf.AddV2"(%93#0, %95#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%113) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %97:2 = "tf_executor.island"() ({
        %112 = "tf.Sub"(%59#0, %arg3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%112) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %98:2 = "tf_executor.island"() ({
        %111 = "tf.Mul"(%80#0, %97#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%111) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %99:2 = "tf_executor.island"() ({
        %110 = "tf.AddN"(%88#0, %68#0, %98#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%110) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %109 = "tf.Transpose"(%99#0, %9#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xi32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%109) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %101:2 = "tf_executor.island"() ({
        %108 = "tf.Identity"(%100#0) {device = ""} : (tensor<2x4x3x5xf32>) -> tensor<2x4x3x5xf32>
        "tf_executor.yield"(%108) : (tensor<2x4x3x5xf32>) -> ()
      }) : () -> (tensor<2x4x3x5xf32>, !tf_executor.control)
      %102:2 = "tf_executor.island"() ({
        %107 = "tf.Mul"(%8#0, %97#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<2x3x5x4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%107) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %103:2 = "tf_executor.island"() ({
        %106 = "tf.Mul"(%102#0, %51#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x5x4xf32>, tensor<4xf32>) -> tensor<2x3x5x4xf32>
        "tf_executor.yield"(%106) : (tensor<2x3x5x4xf32>) -> ()
      }) : () -> (tensor<2x3x5x4xf32>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %105 = "tf.Sum"(%103#0, %42#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x5x4xf32>, tensor<3xi32>) -> tensor<4xf32>
        "tf_executor.yield"(%105) : (tensor<4xf32>) -> ()
      }) : () -> (tensor<4xf32>, !tf_executor.control)
      "tf_executor.fetch"(%62#0, %83#0, %72#0, %101#0) : (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<2x4x3x5xf32>) -> ()
    }) : () -> (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<2x4x3x5xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (tensor<2x4x3x5xf32>, tensor<2x4x3x5xf32>, tensor<4xf32>, tensor<2x4x3x5xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x,scale,offset,mean,variance,dy", outputs = "dx,gx,gscale,gdy"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

