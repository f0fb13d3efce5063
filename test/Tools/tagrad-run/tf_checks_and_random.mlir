// CheckNumerics and CheckNumericsV2 pass their input on and fail, at the
// op's location, with TensorFlow's "<message> : Tensor had ... values";
// PlaceholderWithDefault is its default; tf.print (StringFormat, PrintV2)
// leaves the results alone; a random op that does not run (the untaken
// branch of a conditional, as a dropout with training off) compiles with a
// warning, and one that runs fails with TaGrad's message.
//
// RUN: tagrad-run %s --function=checks --input="4xf32=1,2,3,4" 2>&1 | FileCheck %s --check-prefix=CHECKS
// CHECKS: 4xf32=[2 4 6 8]
// RUN: not tagrad-run %s --function=checks --input="4xf32=1,nan,3,4" 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: activations : Tensor had NaN values (at check_node)
// RUN: not tagrad-run %s --function=checks --input="4xf32=1,nan,inf,4" 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: activations : Tensor had Inf and NaN values (at check_node)
// RUN: not tagrad-run %s --function=checks --input="4xf32=1,2,-inf,4" 2>&1 | FileCheck %s --check-prefix=INF
// INF: activations : Tensor had Inf values (at check_node)
// RUN: not tagrad-run %s --function=checks_v2 --input="3xf32=-inf,inf,nan" 2>&1 | FileCheck %s --check-prefix=V2ALL
// V2ALL: grads {v2} : Tensor had -Inf, +Inf, and NaN values (at check_v2_node)
// RUN: not tagrad-run %s --function=checks_v2 --input="3xf32=1,inf,2" 2>&1 | FileCheck %s --check-prefix=V2POS
// V2POS: grads {v2} : Tensor had +Inf values (at check_v2_node)
// RUN: not tagrad-run %s --function=checks_v2 --input="3xf32=-inf,2,nan" 2>&1 | FileCheck %s --check-prefix=V2NEGNAN
// V2NEGNAN: grads {v2} : Tensor had -Inf and NaN values (at check_v2_node)
//
// RUN: tagrad-run %s --function=dropout --input="2x3xf32=1,2,3,4,5,6" --input="i1=0" 2>&1 | FileCheck %s --check-prefix=OFF
// OFF: warning: loc("dropout_mask"): 'tf.RandomUniform' draws random numbers, which TaGrad does not reproduce: the program fails if this op runs
// OFF: 2x3xf32={{\[\[}}1 2 3][4 5 6]]
// RUN: not tagrad-run %s --function=dropout --input="2x3xf32=1,2,3,4,5,6" --input="i1=1" 2>&1 | FileCheck %s --check-prefix=ON
// ON: RandomUniform ran: TaGrad does not reproduce TensorFlow's random numbers (it takes programs whose random ops do not run, such as a dropout with training off) (at dropout_mask)

func.func @checks(%x: tensor<4xf32>) -> tensor<*xf32> {
  %d = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %p = "tf.PlaceholderWithDefault"(%d) : (tensor<f32>) -> tensor<*xf32>
  %c = "tf.CheckNumerics"(%x) {message = "activations"} : (tensor<4xf32>) -> tensor<*xf32> loc("check_node")
  %s = "tf.StringFormat"(%c) {template = "x = {}", placeholder = "{}", summarize = 3 : i64, T = [f32]} : (tensor<*xf32>) -> tensor<!tf_type.string>
  "tf.PrintV2"(%s) {output_stream = "stderr", end = "\0A"} : (tensor<!tf_type.string>) -> ()
  %y = "tf.Mul"(%c, %p) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

func.func @checks_v2(%x: tensor<3xf32>) -> tensor<*xf32> {
  %c = "tf.CheckNumericsV2"(%x) {message = "grads {v2}"} : (tensor<3xf32>) -> tensor<*xf32> loc("check_v2_node")
  return %c : tensor<*xf32>
}

func.func @dropout(%x: tensor<2x3xf32>, %training: tensor<i1>) -> tensor<*xf32> {
  %r = "tf.IfRegion"(%training) ({
    %shape = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
    %u = "tf.RandomUniform"(%shape) {dtype = f32, seed = 0 : i64, seed2 = 0 : i64} : (tensor<2xi32>) -> tensor<2x3xf32> loc("dropout_mask")
    %y = "tf.Mul"(%x, %u) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xf32>
    "tf.Yield"(%y) : (tensor<*xf32>) -> ()
  }, {
    "tf.Yield"(%x) : (tensor<2x3xf32>) -> ()
  }) {is_stateless = false} : (tensor<i1>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}
