// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Shapes from run-time data: a tagrad.runtime_check per TensorFlow rule,
// with TensorFlow's message, at the op.

// CHECK-LABEL: func @fill
// CHECK: tagrad.runtime_check %{{.*}}, "Dimension {0} must be >= 0"(%{{.*}} : i64)
// CHECK: tagrad.runtime_check %{{.*}}, "Shape {shape} would have more than 2**63 - 1 elements"(%{{.*}}, %{{.*}} : i64, i64)
// CHECK: tagrad.runtime_check %{{.*}}, "Dimension {0} must be >= 0"
// CHECK: tagrad.runtime_check %{{.*}}, "Shape {shape} would have more than 2**63 - 1 elements"
// CHECK: tagrad.runtime_check %{{.*}}, "OOM when allocating tensor with shape{shape} and type float"
// CHECK: linalg.fill
func.func @fill(%d: tensor<2xi64>) -> tensor<*xf32> {
  %v = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %f = "tf.Fill"(%d, %v) : (tensor<2xi64>, tensor<f32>) -> tensor<*xf32> loc("fill_node")
  return %f : tensor<*xf32>
}

// -----

// Range: a zero delta and both directions, then the count.

// CHECK-LABEL: func @range
// CHECK: tagrad.runtime_check %{{.*}}, "Requires delta != 0: {0}"
// CHECK: tagrad.runtime_check %{{.*}}, "Requires start <= limit when delta > 0: {0}/{1}"
// CHECK: tagrad.runtime_check %{{.*}}, "Requires start >= limit when delta < 0: {0}/{1}"
// CHECK: arith.ceildivui
func.func @range(%s: tensor<i64>, %l: tensor<i64>, %d: tensor<i64>) -> tensor<*xi64> {
  %r = "tf.Range"(%s, %l, %d) : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<*xi64>
  return %r : tensor<*xi64>
}

// -----

// A large splat constant stays a splat: a fill, not a constant of every
// element.

// CHECK-LABEL: func @huge_splat
// CHECK-NOT: arith.constant dense
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2147483647xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<2147483647xf32>)
func.func @huge_splat() -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<1.5> : tensor<2147483647xf32>} : () -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

// Static shapes that TensorFlow's rules already decide need no check.

// CHECK-LABEL: func @static_tile
// CHECK-NOT: tagrad.runtime_check
// CHECK: return
func.func @static_tile(%x: tensor<2xf32>) -> tensor<*xf32> {
  %m = "tf.Const"() {value = dense<3> : tensor<1xi64>} : () -> tensor<1xi64>
  %t = "tf.Tile"(%x, %m) : (tensor<2xf32>, tensor<1xi64>) -> tensor<*xf32>
  return %t : tensor<*xf32>
}
