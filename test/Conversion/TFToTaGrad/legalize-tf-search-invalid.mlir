// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of Bucketize, LowerBound and UpperBound: TensorFlow's
// messages where TensorFlow rejects the op, TaGrad's own for what its
// importer would not produce (unranked operands, other element types).

func.func @bucketize_unsorted(%x: tensor<4xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Bucketize' Expected sorted boundaries}}
  %y = "tf.Bucketize"(%x) {boundaries = [1.0 : f32, 0.5 : f32]} : (tensor<4xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @bucketize_no_boundaries(%x: tensor<4xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Bucketize' needs a 'boundaries' attribute}}
  %y = "tf.Bucketize"(%x) : (tensor<4xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @bucketize_int_boundaries(%x: tensor<4xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Bucketize' needs float boundaries, got 1 : i64}}
  %y = "tf.Bucketize"(%x) {boundaries = [1]} : (tensor<4xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @bucketize_half(%x: tensor<4xf16>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Bucketize' takes int32, int64, float and double values, got 'f16'}}
  %y = "tf.Bucketize"(%x) {boundaries = [0.5 : f32]} : (tensor<4xf16>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @bucketize_unranked(%x: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.Bucketize' needs a ranked input, got 'tensor<*xf32>'}}
  %y = "tf.Bucketize"(%x) {boundaries = [0.5 : f32]} : (tensor<*xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @search_rank(%s: tensor<5xf32>, %v: tensor<2x3xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.LowerBound' Shape must be rank 2 but is rank 1}}
  %y = "tf.LowerBound"(%s, %v) : (tensor<5xf32>, tensor<2x3xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @search_rows(%s: tensor<2x5xf32>, %v: tensor<3x3xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.UpperBound' Leading dim_size of both tensors must match.}}
  %y = "tf.UpperBound"(%s, %v) : (tensor<2x5xf32>, tensor<3x3xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @search_types(%s: tensor<2x5xf32>, %v: tensor<2x3xi32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.UpperBound' needs numbers of one type, got 'tensor<2x5xf32>' and 'tensor<2x3xi32>'}}
  %y = "tf.UpperBound"(%s, %v) : (tensor<2x5xf32>, tensor<2x3xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @search_unranked(%s: tensor<*xf32>, %v: tensor<2x3xf32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.LowerBound' needs ranked operands, got 'tensor<*xf32>' and 'tensor<2x3xf32>'}}
  %y = "tf.LowerBound"(%s, %v) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}
