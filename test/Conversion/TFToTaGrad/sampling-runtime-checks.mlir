// TensorFlow's run-time checks of the candidate sampler, ComputeAccidentalHits,
// SparseToDense and DenseToDenseSetOperation, with TensorFlow's messages,
// at the op; and SparseToDense's values where the checks pass (1-D
// indices, a scalar value, validate_indices off and on). An index out of
// order fails with this
// message, its second sentence on a line of its own:
// is out of order. Many sparse ops require sorted indices. Use `tf.sparse.reorder` to create a correctly ordered copy.
//
// RUN: not tagrad-run %s --function=sampler --input="2x2xi64=0,1,2,3" 2>&1 | FileCheck %s --check-prefix=COLUMNS
// COLUMNS: true_classes must have num_true columns, expected: 2 was: 3 (at sampler_node)
// RUN: not tagrad-run %s --function=sampler --input="2x3xi64=0,1,2,3,4,30" 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: `true_candidate` out of range [0, 30), received 30 (at sampler_node)
// RUN: not tagrad-run %s --function=small_range --input="1x1xi64=0" 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: Sampler's range is too small. (at small_range_node)
// RUN: not tagrad-run %s --function=uniform --input="1x1xi64=0" 2>&1 | FileCheck %s --check-prefix=UNIFORM
// UNIFORM: Sampler's range is too small. (at uniform_node)
// RUN: not tagrad-run %s --function=hits --input="2x3xi64=0,1,2,3,4,5" --input="2xi64=1,2" 2>&1 | FileCheck %s --check-prefix=HITS
// HITS: true_candidates must be a batch_size * num_true matrix (at hits_node)
//
// RUN: not tagrad-run %s --function=to_dense --input="2x2xi32=0,1,2,1" --input="3xf32=1,2,3" 2>&1 | FileCheck %s --check-prefix=VALUES
// VALUES: sparse_values has incorrect shape [3], should be [] or [2] (at dense_node)
// RUN: not tagrad-run %s --function=to_dense --input="2x2xi32=0,1,2,3" --input="2xf32=1,2" 2>&1 | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: indices[1] = [2,3] is out of bounds: need 0 <= index < [3,3] (at dense_node)
// RUN: not tagrad-run %s --function=to_dense --input="2x2xi32=1,1,0,2" --input="2xf32=1,2" 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: indices[1] = [0,2] is out of order. Many sparse ops require sorted indices.
// ORDER-NEXT: Use `tf.sparse.reorder` to create a correctly ordered copy.
// RUN: not tagrad-run %s --function=to_dense --input="2x2xi32=1,1,1,1" --input="2xf32=1,2" 2>&1 | FileCheck %s --check-prefix=REPEAT
// REPEAT: indices[1] = [1,1] is repeated (at dense_node)
// RUN: tagrad-run %s --function=to_dense --input="2x2xi32=0,2,2,0" --input="2xf32=5,6" 2>&1 | FileCheck %s --check-prefix=DENSE
// DENSE: 3x3xf32={{\[\[}}-1 -1 5][-1 -1 -1][6 -1 -1]]
// RUN: not tagrad-run %s --function=unchecked --input="2xi64=4,1" 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: Indices are not valid (out of bounds).  Shape: [4] (at unchecked_node)
// RUN: tagrad-run %s --function=unchecked --input="2xi64=3,1" 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: 4xi32=[0 7 0 7]
//
// tf.sets' inputs must agree but in their last dimension.
// RUN: not tagrad-run %s --function=sets --input="2x3xi32=1,2,3,4,5,6" --input="3x1xi32=1,2,3" 2>&1 | FileCheck %s --check-prefix=SETS
// SETS: Shapes of set1 and set2 differ in dimension 0: 2 vs 3 (at sets_node)

func.func @sampler(%classes: tensor<?x?xi64>) -> tensor<*xi64> {
  %s:3 = "tf.LogUniformCandidateSampler"(%classes) {num_true = 3 : i64, num_sampled = 4 : i64, unique = true, range_max = 30 : i64, seed = 1 : i64, seed2 = 2 : i64} : (tensor<?x?xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>) loc("sampler_node")
  return %s#0 : tensor<*xi64>
}

func.func @small_range(%classes: tensor<1x1xi64>) -> tensor<*xi64> {
  %s:3 = "tf.LogUniformCandidateSampler"(%classes) {num_true = 1 : i64, num_sampled = 4 : i64, unique = true, range_max = 3 : i64, seed = 1 : i64, seed2 = 2 : i64} : (tensor<1x1xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>) loc("small_range_node")
  return %s#0 : tensor<*xi64>
}

func.func @uniform(%classes: tensor<1x1xi64>) -> tensor<*xi64> {
  %s:3 = "tf.UniformCandidateSampler"(%classes) {num_true = 1 : i64, num_sampled = 4 : i64, unique = true, range_max = 3 : i64, seed = 1 : i64, seed2 = 2 : i64} : (tensor<1x1xi64>) -> (tensor<*xi64>, tensor<*xf32>, tensor<*xf32>) loc("uniform_node")
  return %s#0 : tensor<*xi64>
}

func.func @hits(%classes: tensor<?x?xi64>, %sampled: tensor<?xi64>) -> tensor<*xi32> {
  %h:3 = "tf.ComputeAccidentalHits"(%classes, %sampled) {num_true = 2 : i64} : (tensor<?x?xi64>, tensor<?xi64>) -> (tensor<*xi32>, tensor<*xi64>, tensor<*xf32>) loc("hits_node")
  return %h#0 : tensor<*xi32>
}

func.func @to_dense(%indices: tensor<?x2xi32>, %values: tensor<?xf32>) -> tensor<*xf32> {
  %shape = "tf.Const"() {value = dense<[3, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %default = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %d = "tf.SparseToDense"(%indices, %shape, %values, %default) {validate_indices = true} : (tensor<?x2xi32>, tensor<2xi32>, tensor<?xf32>, tensor<f32>) -> tensor<*xf32> loc("dense_node")
  return %d : tensor<*xf32>
}

func.func @unchecked(%indices: tensor<?xi64>) -> tensor<*xi32> {
  %shape = "tf.Const"() {value = dense<[4]> : tensor<1xi64>} : () -> tensor<1xi64>
  %value = "tf.Const"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  %default = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %d = "tf.SparseToDense"(%indices, %shape, %value, %default) {validate_indices = false} : (tensor<?xi64>, tensor<1xi64>, tensor<i32>, tensor<i32>) -> tensor<*xi32> loc("unchecked_node")
  return %d : tensor<*xi32>
}

func.func @sets(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>) -> tensor<*xi32> {
  %r:3 = "tf.DenseToDenseSetOperation"(%a, %b) {set_operation = "a-b", validate_indices = true} : (tensor<?x?xi32>, tensor<?x?xi32>) -> (tensor<*xi64>, tensor<*xi32>, tensor<*xi64>) loc("sets_node")
  return %r#1 : tensor<*xi32>
}
