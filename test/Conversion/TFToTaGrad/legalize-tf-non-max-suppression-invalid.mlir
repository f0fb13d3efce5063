// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file -verify-diagnostics %s

// The diagnostics of NonMaxSuppressionV2..V5: TensorFlow's messages where
// its kernel rejects the operands' shapes, TaGrad's own for types its
// importer would not produce.

func.func @boxes_rank(%b: tensor<6xf32>, %s: tensor<6xf32>, %n: tensor<i32>, %iou: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV2' boxes must be 2-D, got 'tensor<6xf32>'}}
  %y = "tf.NonMaxSuppressionV2"(%b, %s, %n, %iou) : (tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @boxes_columns(%b: tensor<6x3xf32>, %s: tensor<6xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV3' boxes must have 4 columns, got 'tensor<6x3xf32>'}}
  %y = "tf.NonMaxSuppressionV3"(%b, %s, %n, %iou, %st) : (tensor<6x3xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @scores_rank(%b: tensor<6x4xf32>, %s: tensor<6x1xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV3' scores must be 1-D, got 'tensor<6x1xf32>'}}
  %y = "tf.NonMaxSuppressionV3"(%b, %s, %n, %iou, %st) : (tensor<6x4xf32>, tensor<6x1xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @types(%b: tensor<6x4xf32>, %s: tensor<6xf64>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV3' needs float boxes and scores of one type, got 'tensor<6x4xf32>' and 'tensor<6xf64>'}}
  %y = "tf.NonMaxSuppressionV3"(%b, %s, %n, %iou, %st) : (tensor<6x4xf32>, tensor<6xf64>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

func.func @scalars(%b: tensor<6x4xf32>, %s: tensor<6xf32>, %n: tensor<1xi32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV4' needs scalar max_output_size and thresholds, got 'tensor<1xi32>' for operand 2}}
  %y:2 = "tf.NonMaxSuppressionV4"(%b, %s, %n, %iou, %st) : (tensor<6x4xf32>, tensor<6xf32>, tensor<1xi32>, tensor<f32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xi32>)
  return %y#0 : tensor<*xi32>
}

// -----

func.func @size_type(%b: tensor<6x4xf32>, %s: tensor<6xf32>, %n: tensor<i64>, %iou: tensor<f32>, %st: tensor<f32>, %sigma: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV5' needs an int32 max_output_size, got 'i64'}}
  %y:3 = "tf.NonMaxSuppressionV5"(%b, %s, %n, %iou, %st, %sigma) : (tensor<6x4xf32>, tensor<6xf32>, tensor<i64>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>, tensor<*xi32>)
  return %y#0 : tensor<*xi32>
}

// -----

func.func @soft(%b: tensor<6x4xf32>, %s: tensor<6xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  %sigma = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  // expected-error@+1 {{'tf.NonMaxSuppressionV5' supports hard suppression only (soft_nms_sigma = 0)}}
  %y:3 = "tf.NonMaxSuppressionV5"(%b, %s, %n, %iou, %st, %sigma) : (tensor<6x4xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<*xi32>, tensor<*xf32>, tensor<*xi32>)
  return %y#0 : tensor<*xi32>
}

// -----

func.func @scores_count(%b: tensor<6x4xf32>, %s: tensor<5xf32>, %n: tensor<i32>, %iou: tensor<f32>, %st: tensor<f32>) -> tensor<*xi32> {
  // expected-error@+1 {{'tf.NonMaxSuppressionV3' scores has incompatible shape}}
  %y = "tf.NonMaxSuppressionV3"(%b, %s, %n, %iou, %st) : (tensor<6x4xf32>, tensor<5xf32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}
