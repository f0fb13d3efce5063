// CheckNumerics and CheckNumericsV2 pass their input on and fail, at the
// op's location, with TensorFlow's "<message> : Tensor had ... values";
// PlaceholderWithDefault is its default; tf.print (StringFormat, PrintV2)
// leaves the results alone; a random op without seeds (a dropout behind a
// training flag) compiles with a warning and draws the stream of seed 0,
// seed2 0. Its expected values are TensorFlow's
// StatelessRandomUniformV2(shape=[2,3], key=[0], counter=[0,0], alg=1),
// the same stream, times x.
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
// OFF: warning: loc("dropout_mask"): 'tf.RandomUniform' has neither seed nor seed2: TensorFlow seeds it at random on each run, TaGrad with zeros (set a graph or op seed to draw TensorFlow's numbers)
// OFF: 2x3xf32={{\[\[}}1 2 3][4 5 6]]
// RUN: tagrad-run %s --function=dropout --input="2x3xf32=1,2,3,4,5,6" --input="i1=1" \
// RUN:   --expected_output="2x3xf32=0.31179297,1.6526825,2.0548368,0.026836395,3.9374757,2.3439066" \
// RUN:   --expected_f32_threshold=1e-7 2>&1 | FileCheck %s --check-prefix=ON
// ON: result 0: 2x3xf32 matches
//
// TensorFlow's run-time checks of random ops' operands, at the op.
// RUN: not tagrad-run %s --function=uniform_int --input="i32=5" --input="i32=3" 2>&1 | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: Need minval < maxval, got 5 >= 3 (at uniform_int_node)
// RUN: tagrad-run %s --function=uniform_int --input="i32=-2" --input="i32=-1" 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: 3xi32=[-2 -2 -2]
// RUN: not tagrad-run %s --function=stateless_v2 --input="i32=2" 2>&1 | FileCheck %s --check-prefix=ALG
// ALG: Unsupported algorithm id: 2 (at uniform_v2_node)
// RUN: tagrad-run %s --function=stateless_v2 --input="i32=3" 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: 2xf32=[0.753728{{[0-9]*}} 0.0779376{{[0-9]*}}]
// RUN: not tagrad-run %s --function=categorical --input="2x3xf32=1,2,3,4,5,6" --input="i32=-1" 2>&1 | FileCheck %s --check-prefix=SAMPLES
// SAMPLES: num_samples should be non-negative, got -1 (at categorical_node)
// RUN: not tagrad-run %s --function=categorical --input="2x0xf32=" --input="i32=3" 2>&1 | FileCheck %s --check-prefix=CLASSES
// CLASSES: num_classes should be positive, got 0 (at categorical_node)

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

func.func @uniform_int(%lo: tensor<i32>, %hi: tensor<i32>) -> tensor<*xi32> {
  %shape = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %u = "tf.RandomUniformInt"(%shape, %lo, %hi) {Tout = i32, seed = 1 : i64, seed2 = 2 : i64} : (tensor<1xi32>, tensor<i32>, tensor<i32>) -> tensor<*xi32> loc("uniform_int_node")
  return %u : tensor<*xi32>
}

func.func @stateless_v2(%alg: tensor<i32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %key = "tf.Const"() {value = dense<7> : tensor<1xi64>} : () -> tensor<1xi64>
  %counter = "tf.Const"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
  %u = "tf.StatelessRandomUniformV2"(%shape, %key, %counter, %alg) {dtype = f32} : (tensor<1xi32>, tensor<1xi64>, tensor<2xi64>, tensor<i32>) -> tensor<*xf32> loc("uniform_v2_node")
  return %u : tensor<*xf32>
}

func.func @categorical(%logits: tensor<2x?xf32>, %n: tensor<i32>) -> tensor<*xi64> {
  %s = "tf.Multinomial"(%logits, %n) {seed = 1 : i64, seed2 = 2 : i64, output_dtype = i64} : (tensor<2x?xf32>, tensor<i32>) -> tensor<*xi64> loc("categorical_node")
  return %s : tensor<*xi64>
}
