// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s | FileCheck %s

// Stateful ops: each keeps the blocks its generator used in a private
// global, loaded before the draw (the stream skipped by it) and advanced by
// 256 blocks per element after it; the elements are Philox blocks
// (mului_extended rounds) shaped by the op's distribution.
// Each op's global goes first in the module, so they read in reverse.
// CHECK: memref.global "private" @[[I:tagrad_random_state[_0-9]*]] : memref<i64> = dense<0>
// CHECK: memref.global "private" @[[T:tagrad_random_state[_0-9]*]] : memref<i64> = dense<0>
// CHECK: memref.global "private" @[[N:tagrad_random_state[_0-9]*]] : memref<i64> = dense<0>
// CHECK: memref.global "private" @[[U:tagrad_random_state[_0-9]*]] : memref<i64> = dense<0>
// CHECK-LABEL: func.func @stateful
// CHECK: %[[UREF:.*]] = memref.get_global @[[U]]
// CHECK: %[[USED:.*]] = memref.load %[[UREF]][]
// CHECK: linalg.generic
// CHECK: arith.mului_extended
// CHECK: arith.bitcast {{.*}} : i32 to f32
// CHECK: %[[C256:.*]] = arith.constant 256 : i64
// CHECK: %[[RESERVED:.*]] = arith.muli {{.*}}, %[[C256]] : i64
// CHECK: %[[NEXT:.*]] = arith.addi %[[USED]], %[[RESERVED]] : i64
// CHECK: memref.store %[[NEXT]], %[[UREF]][]
// Normals: Box-Muller (log, sin and cos).
// CHECK: memref.get_global @[[N]]
// CHECK: linalg.generic
// CHECK: math.log
// CHECK: math.sin
// CHECK: math.cos
// Truncated normals: a loop over blocks until the lane's normal is kept.
// CHECK: memref.get_global @[[T]]
// CHECK: linalg.generic
// CHECK: scf.while
// CHECK: math.absf
// Integers: minval < maxval checked, then lo + bits mod (hi - lo).
// CHECK: tagrad.runtime_check {{.*}}"Need minval < maxval, got {0} >= {1}"
// CHECK: memref.get_global @[[I]]
// CHECK: linalg.generic
// CHECK: arith.remui
func.func @stateful(%shape: tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf64>, tensor<*xi32>) {
  %u = "tf.RandomUniform"(%shape) {dtype = f32, seed = 1 : i64, seed2 = 2 : i64} : (tensor<2xi32>) -> tensor<*xf32>
  %n = "tf.RandomStandardNormal"(%shape) {dtype = f32, seed = 1 : i64, seed2 = 3 : i64} : (tensor<2xi32>) -> tensor<*xf32>
  %t = "tf.TruncatedNormal"(%shape) {dtype = f64, seed = 1 : i64, seed2 = 4 : i64} : (tensor<2xi32>) -> tensor<*xf64>
  %lo = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %hi = "tf.Const"() {value = dense<9> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.RandomUniformInt"(%shape, %lo, %hi) {Tout = i32, seed = 1 : i64, seed2 = 5 : i64} : (tensor<2xi32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %u, %n, %t, %i : tensor<*xf32>, tensor<*xf32>, tensor<*xf64>, tensor<*xi32>
}

// -----

// Without seeds TensorFlow seeds the op at random; TaGrad warns and draws
// the stream of zeros.
// CHECK-LABEL: func.func @unseeded
// CHECK: memref.get_global
func.func @unseeded(%shape: tensor<1xi32>) -> tensor<*xf16> {
  // expected-warning@+1 {{'tf.RandomUniform' has neither seed nor seed2: TensorFlow seeds it at random on each run, TaGrad with zeros (set a graph or op seed to draw TensorFlow's numbers)}}
  %u = "tf.RandomUniform"(%shape) {dtype = f16, seed = 0 : i64, seed2 = 0 : i64} : (tensor<1xi32>) -> tensor<*xf16>
  return %u : tensor<*xf16>
}

// -----

// Stateless V1 ops: the seed pair scrambled by one block (GenerateKey's
// fixed key), no state.
// CHECK-LABEL: func.func @stateless_v1
// CHECK-NOT: memref.get_global
// CHECK: %[[K0:.*]] = arith.constant 1053357856 : i32
// CHECK: %[[K1:.*]] = arith.constant 38149673 : i32
// CHECK: arith.mului_extended
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: memref.
// CHECK: return
func.func @stateless_v1(%seed: tensor<2xi64>, %seed32: tensor<2xi32>) -> (tensor<*xf32>, tensor<*xbf16>, tensor<*xf32>, tensor<*xi64>, tensor<*xi32>) {
  %shape = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %u = "tf.StatelessRandomUniform"(%shape, %seed) {dtype = f32} : (tensor<2xi32>, tensor<2xi64>) -> tensor<*xf32>
  %n = "tf.StatelessRandomNormal"(%shape, %seed32) {dtype = bf16} : (tensor<2xi32>, tensor<2xi32>) -> tensor<*xbf16>
  %t = "tf.StatelessTruncatedNormal"(%shape, %seed) {dtype = f32} : (tensor<2xi32>, tensor<2xi64>) -> tensor<*xf32>
  %lo = "tf.Const"() {value = dense<-5> : tensor<i64>} : () -> tensor<i64>
  %hi = "tf.Const"() {value = dense<50> : tensor<i64>} : () -> tensor<i64>
  %i = "tf.StatelessRandomUniformInt"(%shape, %seed, %lo, %hi) {dtype = i64} : (tensor<2xi32>, tensor<2xi64>, tensor<i64>, tensor<i64>) -> tensor<*xi64>
  %f = "tf.StatelessRandomUniformFullInt"(%shape, %seed) {dtype = i32} : (tensor<2xi32>, tensor<2xi64>) -> tensor<*xi32>
  return %u, %n, %t, %i, %f : tensor<*xf32>, tensor<*xbf16>, tensor<*xf32>, tensor<*xi64>, tensor<*xi32>
}

// -----

// V2 ops: a key and a counter (from StatelessRandomGetKeyCounter), the
// algorithm checked at run time (Philox, or AUTO_SELECT, which is Philox on
// the CPU); StatelessRandomGetAlg is Philox.
// CHECK-LABEL: func.func @stateless_v2
// CHECK: tensor.from_elements {{.*}} : tensor<1xi64>
// CHECK: tensor.from_elements {{.*}} : tensor<2xi64>
// CHECK: tagrad.runtime_check {{.*}}"Unsupported algorithm id: {0}"
// CHECK: linalg.generic
// CHECK: %[[ALG:.*]] = arith.constant dense<1> : tensor<i32>
// CHECK: return {{.*}}%[[ALG]]
func.func @stateless_v2(%seed: tensor<2xi64>, %alg: tensor<i32>) -> (tensor<*xf64>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>, tensor<*xi64>, tensor<i32>) {
  %shape = "tf.Const"() {value = dense<[4]> : tensor<1xi32>} : () -> tensor<1xi32>
  %key, %counter = "tf.StatelessRandomGetKeyCounter"(%seed) : (tensor<2xi64>) -> (tensor<*xui64>, tensor<*xui64>)
  %u = "tf.StatelessRandomUniformV2"(%shape, %key, %counter, %alg) {dtype = f64} : (tensor<1xi32>, tensor<*xui64>, tensor<*xui64>, tensor<i32>) -> tensor<*xf64>
  %n = "tf.StatelessRandomNormalV2"(%shape, %key, %counter, %alg) {dtype = f32} : (tensor<1xi32>, tensor<*xui64>, tensor<*xui64>, tensor<i32>) -> tensor<*xf32>
  %t = "tf.StatelessTruncatedNormalV2"(%shape, %key, %counter, %alg) {dtype = f32} : (tensor<1xi32>, tensor<*xui64>, tensor<*xui64>, tensor<i32>) -> tensor<*xf32>
  %lo = "tf.Const"() {value = dense<-5> : tensor<i32>} : () -> tensor<i32>
  %hi = "tf.Const"() {value = dense<17> : tensor<i32>} : () -> tensor<i32>
  %i = "tf.StatelessRandomUniformIntV2"(%shape, %key, %counter, %alg, %lo, %hi) {dtype = i32} : (tensor<1xi32>, tensor<*xui64>, tensor<*xui64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  %f = "tf.StatelessRandomUniformFullIntV2"(%shape, %key, %counter, %alg) {dtype = i64} : (tensor<1xi32>, tensor<*xui64>, tensor<*xui64>, tensor<i32>) -> tensor<*xi64>
  %a = "tf.StatelessRandomGetAlg"() : () -> tensor<i32>
  return %u, %n, %t, %i, %f, %a : tensor<*xf64>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>, tensor<*xi64>, tensor<i32>
}

// -----

// tf.random.Generator: RngReadAndSkip returns the state variable and
// advances its 128-bit counter by 256 blocks per element (the state is
// returned as the variable's new value); unsigned integers (the delta's
// Cast, a uint64 constant, Bitcast of the state) are carried as their
// signless bits.
// CHECK-LABEL: func.func @generator
// CHECK-SAME: (%[[DELTA:.*]]: tensor<i64>, %[[STATE:.*]]: tensor<3xi64> {tagrad.variable = "rng_state"})
// CHECK: tagrad.runtime_check {{.*}}"Unsupported algorithm id: {0}"
// CHECK: %[[C256:.*]] = arith.constant 256 : i64
// CHECK: arith.muli {{.*}}, %[[C256]] : i64
// CHECK: %[[NEXT:.*]] = tensor.from_elements {{.*}} : tensor<3xi64>
// CHECK: %[[BITS:.*]] = arith.constant dense<[1, -1]> : tensor<2xi64>
// CHECK: return %[[STATE]], %[[BITS]], %[[NEXT]]
func.func @generator(%delta: tensor<i64>) -> (tensor<*xi64>, tensor<*xi64>) {
  %v = "tf.VarHandleOp"() {dtype = i64, shape = #tf_type.shape<3>, shared_name = "rng_state"} : () -> tensor<!tf_type.resource<tensor<3xi64>>>
  %alg = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %d = "tf.Cast"(%delta) {DstT = ui64} : (tensor<i64>) -> tensor<ui64>
  %s = "tf.RngReadAndSkip"(%v, %alg, %d) : (tensor<!tf_type.resource<tensor<3xi64>>>, tensor<i32>, tensor<ui64>) -> tensor<*xi64>
  %c = "tf.Const"() {value = dense<[1, 18446744073709551615]> : tensor<2xui64>} : () -> tensor<2xui64>
  %b = "tf.Bitcast"(%c) {type = i64} : (tensor<2xui64>) -> tensor<*xi64>
  return %s, %b : tensor<*xi64>, tensor<*xi64>
}

// -----

// Multinomial: the rows' CDFs in f64 (exp of logit minus the largest finite
// one, non-finite logits skipped), each sample a count of CDF entries at
// most u * total; the generator advances by rows * ceil4(samples) * 2 words
// of 256 blocks. StatelessMultinomial draws from its seed pair.
// CHECK-LABEL: func.func @categorical
// CHECK: memref.get_global
// CHECK: tagrad.runtime_check {{.*}}"num_samples should be non-negative, got {0}"
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK: arith.cmpf ole
// CHECK: %[[C512:.*]] = arith.constant 512 : i64
// CHECK: arith.muli {{.*}}, %[[C512]] : i64
// CHECK: memref.store
// CHECK: return {{.*}} : tensor<3x7xi64>, tensor<3x2xi32>
func.func @categorical(%logits: tensor<3x5xf32>, %seed: tensor<2xi32>) -> (tensor<*xi64>, tensor<*xi32>) {
  %n = "tf.Const"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.Multinomial"(%logits, %n) {seed = 4 : i64, seed2 = 1 : i64, output_dtype = i64} : (tensor<3x5xf32>, tensor<i32>) -> tensor<*xi64>
  %m = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %t = "tf.StatelessMultinomial"(%logits, %m, %seed) {output_dtype = i32} : (tensor<3x5xf32>, tensor<i32>, tensor<2xi32>) -> tensor<*xi32>
  return %s, %t : tensor<*xi64>, tensor<*xi32>
}

// -----

// Logits with an unknown number of classes: none is checked at run time.
// CHECK-LABEL: func.func @categorical_unknown_classes
// CHECK: tagrad.runtime_check {{.*}}"num_classes should be positive, got 0"
func.func @categorical_unknown_classes(%logits: tensor<3x?xf32>, %n: tensor<i32>) -> tensor<*xi64> {
  %s = "tf.Multinomial"(%logits, %n) {seed = 4 : i64, seed2 = 1 : i64, output_dtype = i64} : (tensor<3x?xf32>, tensor<i32>) -> tensor<*xi64>
  return %s : tensor<*xi64>
}

// -----

// A draw in a loop body: in iteration order, as TensorFlow with
// parallel_iterations=1; a loop that lets TensorFlow run iterations side by
// side (dynamic_rnn's 32) is warned about, since TensorFlow's executor may
// then order the draws otherwise (a DropoutWrapper's masks in reverse).
// CHECK-LABEL: func.func @draws_in_loops
// CHECK: scf.while
// CHECK: memref.get_global
// CHECK: scf.while
// CHECK: memref.get_global
func.func @draws_in_loops(%x: tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %shape = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %r:2 = "tf.WhileRegion"(%zero, %x) ({
  ^bb0(%i: tensor<*xi32>, %h: tensor<*xf32>):
    %c = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %h: tensor<*xf32>):
    // expected-warning@+1 {{'tf.RandomUniform' draws in iteration order, as TensorFlow does with parallel_iterations=1; this loop has parallel_iterations=32, with which TensorFlow's executor may run the iterations' draws in another order (its numbers then depend on its scheduling)}}
    %u = "tf.RandomUniform"(%shape) {dtype = f32, seed = 1 : i64, seed2 = 7 : i64} : (tensor<1xi32>) -> tensor<*xf32>
    %m = "tf.Mul"(%h, %u) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j, %m) : (tensor<*xi32>, tensor<*xf32>) -> ()
  }) {is_stateless = false, parallel_iterations = 32 : i64} : (tensor<i32>, tensor<2xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  // parallel_iterations=1: TensorFlow's order is the iterations'; no warning.
  %s:2 = "tf.WhileRegion"(%zero, %x) ({
  ^bb0(%i: tensor<*xi32>, %h: tensor<*xf32>):
    %c = "tf.Less"(%i, %n) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
    "tf.Yield"(%c) : (tensor<*xi1>) -> ()
  }, {
  ^bb0(%i: tensor<*xi32>, %h: tensor<*xf32>):
    %u = "tf.RandomUniform"(%shape) {dtype = f32, seed = 1 : i64, seed2 = 8 : i64} : (tensor<1xi32>) -> tensor<*xf32>
    %m = "tf.Mul"(%h, %u) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    %j = "tf.AddV2"(%i, %one) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
    "tf.Yield"(%j, %m) : (tensor<*xi32>, tensor<*xf32>) -> ()
  }) {is_stateless = false, parallel_iterations = 1 : i64} : (tensor<i32>, tensor<2xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  return %r#1, %s#1 : tensor<*xf32>, tensor<*xf32>
}
