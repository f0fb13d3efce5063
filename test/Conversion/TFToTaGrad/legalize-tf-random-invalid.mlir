// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

func.func @complex_draw(%shape: tensor<1xi32>) -> tensor<*xcomplex<f32>> {
  // expected-error@+1 {{'tf.RandomUniform' draws 'tensor<*xcomplex<f32>>', where TaGrad takes half, bfloat16, float and double}}
  %u = "tf.RandomUniform"(%shape) {dtype = complex<f32>, seed = 1 : i64, seed2 = 0 : i64} : (tensor<1xi32>) -> tensor<*xcomplex<f32>>
  return %u : tensor<*xcomplex<f32>>
}

// -----

func.func @unsigned_full_int(%shape: tensor<1xi32>, %seed: tensor<2xi64>) -> tensor<*xui64> {
  // expected-error@+1 {{'tf.StatelessRandomUniformFullInt' draws 'tensor<*xui64>', where TaGrad takes int32 and int64}}
  %u = "tf.StatelessRandomUniformFullInt"(%shape, %seed) {dtype = ui64} : (tensor<1xi32>, tensor<2xi64>) -> tensor<*xui64>
  return %u : tensor<*xui64>
}

// -----

func.func @minval_not_scalar(%shape: tensor<1xi32>, %lo: tensor<2xi32>, %hi: tensor<i32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.RandomUniformInt' needs a 0-D minval of its dtype 'i32', got 'tensor<2xi32>'}}
  %u = "tf.RandomUniformInt"(%shape, %lo, %hi) {Tout = i32, seed = 1 : i64, seed2 = 0 : i64} : (tensor<1xi32>, tensor<2xi32>, tensor<i32>) -> tensor<*xi32>
  return %u : tensor<*xi32>
}

// -----

func.func @float_seed(%shape: tensor<1xi32>, %seed: tensor<2xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.StatelessRandomUniform' needs an int32 or int64 seed, got 'tensor<2xf32>'}}
  %u = "tf.StatelessRandomUniform"(%shape, %seed) {dtype = f32} : (tensor<1xi32>, tensor<2xf32>) -> tensor<*xf32>
  return %u : tensor<*xf32>
}

// -----

func.func @seed_of_three(%seed: tensor<3xi64>) -> (tensor<*xui64>, tensor<*xui64>) {
  // expected-error@+1 {{'tf.StatelessRandomGetKeyCounter' needs a seed of shape [2], not [3]}}
  %key, %counter = "tf.StatelessRandomGetKeyCounter"(%seed) : (tensor<3xi64>) -> (tensor<*xui64>, tensor<*xui64>)
  return %key, %counter : tensor<*xui64>, tensor<*xui64>
}

// -----

func.func @long_key(%shape: tensor<1xi32>, %key: tensor<2xi64>, %counter: tensor<2xi64>, %alg: tensor<i32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.StatelessRandomUniformV2' needs a key of 1 uint64, got 'tensor<2xi64>'}}
  %u = "tf.StatelessRandomUniformV2"(%shape, %key, %counter, %alg) {dtype = f32} : (tensor<1xi32>, tensor<2xi64>, tensor<2xi64>, tensor<i32>) -> tensor<*xf32>
  return %u : tensor<*xf32>
}

// -----

func.func @vector_alg(%shape: tensor<1xi32>, %key: tensor<1xi64>, %counter: tensor<2xi64>, %alg: tensor<1xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.StatelessRandomNormalV2' needs a 0-D int32 alg, got 'tensor<1xi32>'}}
  %u = "tf.StatelessRandomNormalV2"(%shape, %key, %counter, %alg) {dtype = f32} : (tensor<1xi32>, tensor<1xi64>, tensor<2xi64>, tensor<1xi32>) -> tensor<*xf32>
  return %u : tensor<*xf32>
}

// -----

func.func @generator_state_of_two(%alg: tensor<i32>, %delta: tensor<i64>) -> tensor<*xi64> {
  %v = "tf.VarHandleOp"() {dtype = i64, shape = #tf_type.shape<2>, shared_name = "rng_state"} : () -> tensor<!tf_type.resource<tensor<2xi64>>>
  // expected-error@+1 {{'tf.RngReadAndSkip' needs a Philox state variable of 3 int64, got 'tensor<2xi64>'}}
  %s = "tf.RngReadAndSkip"(%v, %alg, %delta) : (tensor<!tf_type.resource<tensor<2xi64>>>, tensor<i32>, tensor<i64>) -> tensor<*xi64>
  return %s : tensor<*xi64>
}

// -----

func.func @generator_vector_delta(%alg: tensor<i32>, %delta: tensor<1xi64>) -> tensor<*xi64> {
  %v = "tf.VarHandleOp"() {dtype = i64, shape = #tf_type.shape<3>, shared_name = "rng_state"} : () -> tensor<!tf_type.resource<tensor<3xi64>>>
  // expected-error@+1 {{'tf.RngReadAndSkip' needs a 0-D integer delta, got 'tensor<1xi64>'}}
  %s = "tf.RngReadAndSkip"(%v, %alg, %delta) : (tensor<!tf_type.resource<tensor<3xi64>>>, tensor<i32>, tensor<1xi64>) -> tensor<*xi64>
  return %s : tensor<*xi64>
}

// -----

func.func @categorical_of_vector(%logits: tensor<5xf32>, %n: tensor<i32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.Multinomial' needs 2-D float logits, got 'tensor<5xf32>'}}
  %s = "tf.Multinomial"(%logits, %n) {seed = 1 : i64, seed2 = 1 : i64} : (tensor<5xf32>, tensor<i32>) -> tensor<*xi64>
  return %s : tensor<*xi64>
}

// -----

func.func @categorical_to_float(%logits: tensor<2x5xf32>, %n: tensor<i32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Multinomial' draws 'tensor<*xf32>', where TaGrad takes int32 and int64}}
  %s = "tf.Multinomial"(%logits, %n) {seed = 1 : i64, seed2 = 1 : i64} : (tensor<2x5xf32>, tensor<i32>) -> tensor<*xf32>
  return %s : tensor<*xf32>
}

// -----

func.func @categorical_count_vector(%logits: tensor<2x5xf32>, %n: tensor<1xi32>, %seed: tensor<2xi32>) -> tensor<*xi64> {
  // expected-error@+1 {{'tf.StatelessMultinomial' needs a 0-D int32 num_samples, got 'tensor<1xi32>'}}
  %s = "tf.StatelessMultinomial"(%logits, %n, %seed) : (tensor<2x5xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<*xi64>
  return %s : tensor<*xi64>
}
