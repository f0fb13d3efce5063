// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// The bitwise ops (tf.bitwise) and PopulationCount: each becomes a
// linalg.generic on the signless integers of the operands' width (unsigned
// integers travel as those); the TensorFlow operand type decides whether
// RightShift is arithmetic and how the shift amount is clamped into
// [0, bits - 1]. Values against TensorFlow: test/Integration/TensorFlow/
// bitwise_ops.mlir.

// CHECK-LABEL: func.func @and_or_xor
// CHECK: linalg.generic
// CHECK: arith.andi
// CHECK: linalg.generic
// CHECK: arith.ori
// CHECK: linalg.generic
// CHECK: arith.xori
// CHECK-NOT: "tf.
func.func @and_or_xor(%x: tensor<2x3xi32>, %y: tensor<3xi32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>) {
  %a = "tf.BitwiseAnd"(%x, %y) : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<*xi32>
  %o = "tf.BitwiseOr"(%y, %x) : (tensor<3xi32>, tensor<2x3xi32>) -> tensor<*xi32>
  %e = "tf.BitwiseXor"(%x, %x) : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<*xi32>
  return %a, %o, %e : tensor<*xi32>, tensor<*xi32>, tensor<*xi32>
}

// -----

// CHECK-LABEL: func.func @invert
// CHECK: linalg.generic
// CHECK: %[[ONES:.*]] = arith.constant -1 : i16
// CHECK: arith.xori %{{.*}}, %[[ONES]] : i16
func.func @invert(%x: tensor<4xi16>) -> tensor<*xi16> {
  %y = "tf.Invert"(%x) : (tensor<4xi16>) -> tensor<*xi16>
  return %y : tensor<*xi16>
}

// -----

// Signed: the amount clamped into [0, 7] as a signed value, an arithmetic
// right shift.
// CHECK-LABEL: func.func @shifts_signed
// CHECK: linalg.generic
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.shli
// CHECK: linalg.generic
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.shrsi
func.func @shifts_signed(%x: tensor<4xi8>, %n: tensor<4xi8>) -> (tensor<*xi8>, tensor<*xi8>) {
  %l = "tf.LeftShift"(%x, %n) : (tensor<4xi8>, tensor<4xi8>) -> tensor<*xi8>
  %r = "tf.RightShift"(%x, %n) : (tensor<4xi8>, tensor<4xi8>) -> tensor<*xi8>
  return %l, %r : tensor<*xi8>, tensor<*xi8>
}

// -----

// Unsigned (uint32 from a Cast): the amount clamped as unsigned, a logical
// right shift.
// CHECK-LABEL: func.func @shifts_unsigned
// CHECK: linalg.generic
// CHECK-NOT: arith.maxsi
// CHECK: arith.minui
// CHECK: arith.shli
// CHECK: linalg.generic
// CHECK: arith.minui
// CHECK: arith.shrui
func.func @shifts_unsigned(%x: tensor<4xi32>, %n: tensor<4xi32>) -> (tensor<*xi32>, tensor<*xi32>) {
  %ux = "tf.Cast"(%x) {DstT = ui32} : (tensor<4xi32>) -> tensor<4xui32>
  %un = "tf.Cast"(%n) {DstT = ui32} : (tensor<4xi32>) -> tensor<4xui32>
  %l = "tf.LeftShift"(%ux, %un) : (tensor<4xui32>, tensor<4xui32>) -> tensor<*xui32>
  %r = "tf.RightShift"(%ux, %un) : (tensor<4xui32>, tensor<4xui32>) -> tensor<*xui32>
  %lb = "tf.Bitcast"(%l) {type = i32} : (tensor<*xui32>) -> tensor<*xi32>
  %rb = "tf.Bitcast"(%r) {type = i32} : (tensor<*xui32>) -> tensor<*xi32>
  return %lb, %rb : tensor<*xi32>, tensor<*xi32>
}

// -----

// CHECK-LABEL: func.func @popcount
// CHECK: linalg.generic
// CHECK: math.ctpop %{{.*}} : i64
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK: linalg.generic
// CHECK: math.ctpop %{{.*}} : i8
// CHECK-NOT: arith.trunci
func.func @popcount(%x: tensor<3xi64>, %y: tensor<3xi8>) -> (tensor<*xi8>, tensor<*xi8>) {
  %p = "tf.PopulationCount"(%x) : (tensor<3xi64>) -> tensor<*xui8>
  %q = "tf.PopulationCount"(%y) : (tensor<3xi8>) -> tensor<*xui8>
  %pb = "tf.Bitcast"(%p) {type = i8} : (tensor<*xui8>) -> tensor<*xi8>
  %qb = "tf.Bitcast"(%q) {type = i8} : (tensor<*xui8>) -> tensor<*xi8>
  return %pb, %qb : tensor<*xi8>, tensor<*xi8>
}
