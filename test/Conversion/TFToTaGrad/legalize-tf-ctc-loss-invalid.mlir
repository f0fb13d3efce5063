// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of CTCLoss: TensorFlow's messages where its kernel
// rejects the operands (at compile time where their shapes decide it),
// TaGrad's own for types TensorFlow's op does not take.

func.func @unranked(%x: tensor<*xf32>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' needs ranked operands}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<*xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @inputs_rank(%x: tensor<4x3xf32>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' inputs is not a 3-Tensor}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x3xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @lengths_rank(%x: tensor<4x2x3xf32>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<2x1xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' sequence_length is not a vector}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<2x1xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @indices_rank(%x: tensor<4x2x3xf32>, %i: tensor<?xi64>, %v: tensor<?xi32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' labels_indices is not a matrix}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<?xi64>, tensor<?xi32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @values_rank(%x: tensor<4x2x3xf32>, %i: tensor<?x2xi64>, %v: tensor<?x1xi32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' labels_values is not a vector}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<?x2xi64>, tensor<?x1xi32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @half(%x: tensor<4x2x3xf16>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<2xi32>) -> tensor<*xf16> {
  // expected-error@+1 {{'tf.CTCLoss' takes float or double inputs (TensorFlow has no other kernel), got 'tensor<4x2x3xf16>'}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf16>, tensor<?x2xi64>, tensor<?xi32>, tensor<2xi32>) -> (tensor<*xf16>, tensor<*xf16>)
  return %l : tensor<*xf16>
}

// -----

func.func @index_types(%x: tensor<4x2x3xf32>, %i: tensor<?x2xi32>, %v: tensor<?xi32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' needs int64 labels_indices, int32 labels_values and int32 sequence_length, got 'tensor<?x2xi32>', 'tensor<?xi32>' and 'tensor<2xi32>'}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<?x2xi32>, tensor<?xi32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @lengths_size(%x: tensor<4x2x3xf32>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<3xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' len(sequence_length) != batch_size.  len(sequence_length):  3 batch_size: 2}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @label_rows(%x: tensor<4x2x3xf32>, %i: tensor<3x2xi64>, %v: tensor<2xi32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' labels_indices and labels_values must contain the same number of rows, but saw shapes: [3,2] vs. [2]}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<3x2xi64>, tensor<2xi32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @empty_batch(%x: tensor<4x0x3xf32>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<0xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' batch_size must not be 0}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x0x3xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<0xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @index_columns(%x: tensor<4x2x3xf32>, %i: tensor<?x3xi64>, %v: tensor<?xi32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' label SparseTensor is not valid: indices have 3 columns, the labels' dense shape has 2}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) : (tensor<4x2x3xf32>, tensor<?x3xi64>, tensor<?xi32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}

// -----

func.func @flag_kind(%x: tensor<4x2x3xf32>, %i: tensor<?x2xi64>, %v: tensor<?xi32>, %s: tensor<2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.CTCLoss' has a malformed 'ctc_merge_repeated' attribute: expected a boolean, got 1 : i64}}
  %l, %g = "tf.CTCLoss"(%x, %i, %v, %s) {ctc_merge_repeated = 1 : i64} : (tensor<4x2x3xf32>, tensor<?x2xi64>, tensor<?xi32>, tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %l : tensor<*xf32>
}
