// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Unsigned integers (issue 44) travel as the signless integers of their
// width; the ops that compute with them pick the unsigned operation from
// the TensorFlow type. Unsigned arguments and results (uint8 image
// placeholders) are the signless integers of their width.

// CHECK-LABEL: func.func @compare_and_extrema
// CHECK-SAME: (%{{.*}}: tensor<4xi8>, %{{.*}}: tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi8>, tensor<4xi8>)
// CHECK: arith.cmpi ult
// CHECK: arith.cmpi ule
// CHECK: arith.cmpi ugt
// CHECK: arith.cmpi uge
// CHECK: arith.maxui
// CHECK: arith.minui
func.func @compare_and_extrema(%x: tensor<4xui8>, %y: tensor<4xui8>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xui8>, tensor<4xui8>) {
  %0 = "tf.Less"(%x, %y) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %1 = "tf.LessEqual"(%x, %y) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %2 = "tf.Greater"(%x, %y) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %3 = "tf.GreaterEqual"(%x, %y) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %4 = "tf.Maximum"(%x, %y) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %5 = "tf.Minimum"(%x, %y) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xui8>, tensor<4xui8>
}

// -----

// Divisions: all ones is a divisor (255), not -1; a zero divisor is
// TensorFlow's run-time error.
// CHECK-LABEL: func.func @divisions
// CHECK: "Integer division by zero"
// CHECK: arith.divui
// CHECK-NOT: arith.divsi
// CHECK: arith.divui
// CHECK: arith.divui
// CHECK: arith.remui
// CHECK: arith.maxui
// CHECK: arith.minui
func.func @divisions(%x: tensor<4xui16>, %y: tensor<4xui16>) -> (tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xui16>) {
  %0 = "tf.Div"(%x, %y) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %1 = "tf.FloorDiv"(%x, %y) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %2 = "tf.TruncateDiv"(%x, %y) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %3 = "tf.FloorMod"(%x, %y) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  %4 = "tf.ClipByValue"(%x, %y, %x) : (tensor<4xui16>, tensor<4xui16>, tensor<4xui16>) -> tensor<4xui16>
  return %0, %1, %2, %3, %4 : tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xui16>, tensor<4xui16>
}

// -----

// Constants fold as unsigned: max(200, 3) is 200 and 200 // 3 is 66.
// CHECK-LABEL: func.func @folded
// CHECK-DAG: arith.constant dense<-56> : tensor<i8>
// CHECK-DAG: arith.constant dense<66> : tensor<i8>
func.func @folded() -> (tensor<ui8>, tensor<ui8>) {
  %a = "tf.Const"() {value = dense<200> : tensor<ui8>} : () -> tensor<ui8>
  %b = "tf.Const"() {value = dense<3> : tensor<ui8>} : () -> tensor<ui8>
  %0 = "tf.Maximum"(%a, %b) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
  %1 = "tf.FloorDiv"(%a, %b) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
  return %0, %1 : tensor<ui8>, tensor<ui8>
}

// -----

// Reductions: Max and Min unsigned (from 0 and from all ones), Mean divides
// unsigned; ArgMax and ArgMin compare unsigned.
// CHECK-LABEL: func.func @reductions
// CHECK: arith.maxui
// CHECK: arith.minui
// CHECK: arith.divui
// CHECK: arith.cmpi ugt
// CHECK: arith.cmpi ult
func.func @reductions(%x: tensor<4xui32>) -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<i64>, tensor<i64>) {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Max"(%x, %a) : (tensor<4xui32>, tensor<i32>) -> tensor<ui32>
  %1 = "tf.Min"(%x, %a) : (tensor<4xui32>, tensor<i32>) -> tensor<ui32>
  %2 = "tf.Mean"(%x, %a) : (tensor<4xui32>, tensor<i32>) -> tensor<ui32>
  %3 = "tf.ArgMax"(%x, %a) : (tensor<4xui32>, tensor<i32>) -> tensor<i64>
  %4 = "tf.ArgMin"(%x, %a) : (tensor<4xui32>, tensor<i32>) -> tensor<i64>
  return %0, %1, %2, %3, %4 : tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<i64>, tensor<i64>
}

// -----

// Casts: unsigned to wider integers zero-extends, to floats uitofp; the
// image pipeline's uint8 placeholder cast to float32 and normalized.
// CHECK-LABEL: func.func @casts_from_unsigned
// CHECK-SAME: (%{{.*}}: tensor<2x4xi8>) -> (tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xi64>)
// CHECK: arith.uitofp
// CHECK: arith.extui
// CHECK: arith.extsi
func.func @casts_from_unsigned(%x: tensor<2x4xui8>) -> (tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xui64>) {
  %f = "tf.Cast"(%x) {DstT = f32} : (tensor<2x4xui8>) -> tensor<2x4xf32>
  %c = "tf.Const"() {value = dense<255.0> : tensor<f32>} : () -> tensor<f32>
  %n = "tf.RealDiv"(%f, %c) : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %i = "tf.Cast"(%x) {DstT = i32} : (tensor<2x4xui8>) -> tensor<2x4xi32>
  // A signed source sign-extends, as C++ converts int8 -1 to uint64.
  %s = "tf.Cast"(%x) {DstT = i8} : (tensor<2x4xui8>) -> tensor<2x4xi8>
  %u = "tf.Cast"(%s) {DstT = ui64} : (tensor<2x4xi8>) -> tensor<2x4xui64>
  return %n, %i, %u : tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xui64>
}

// -----

// Floats to unsigned as TensorFlow's x86 kernel converts them: through the
// 32-bit signed conversion (0x80000000 out of range), saturated for uint8
// and uint16; uint64 from the signed conversions of x and x - 2^63.
// CHECK-LABEL: func.func @casts_to_unsigned
// CHECK: arith.extf
// CHECK: arith.fptosi %{{.*}} : f64 to i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %c-2147483648_i32
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.*}} : i32 to i8
// CHECK: arith.fptosi %{{.*}} : f64 to i32
// CHECK: arith.fptosi %{{.*}} : f64 to i64
// CHECK: arith.subf
// CHECK: arith.fptosi %{{.*}} : f64 to i64
// CHECK: arith.shrsi
// CHECK: arith.andi
// CHECK: arith.ori
func.func @casts_to_unsigned(%x: tensor<4xf32>, %d: tensor<4xf64>) -> (tensor<4xui8>, tensor<4xui32>, tensor<4xui64>) {
  %0 = "tf.Cast"(%x) {DstT = ui8} : (tensor<4xf32>) -> tensor<4xui8>
  %1 = "tf.Cast"(%d) {DstT = ui32} : (tensor<4xf64>) -> tensor<4xui32>
  %2 = "tf.Cast"(%x) {DstT = ui64} : (tensor<4xf32>) -> tensor<4xui64>
  return %0, %1, %2 : tensor<4xui8>, tensor<4xui32>, tensor<4xui64>
}

// -----

// Ops that only move or wrap the bits take unsigned values as they are.
// CHECK-LABEL: func.func @moved
// CHECK: arith.addi
// CHECK: arith.muli
func.func @moved(%x: tensor<4xui64>) -> (tensor<2x2xui64>, tensor<4xui64>, tensor<4xi1>) {
  %s = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = "tf.Reshape"(%x, %s) : (tensor<4xui64>, tensor<2xi32>) -> tensor<2x2xui64>
  %a = "tf.AddV2"(%x, %x) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  %m = "tf.Mul"(%a, %x) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  %e = "tf.Equal"(%m, %x) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xi1>
  return %r, %m, %e : tensor<2x2xui64>, tensor<4xui64>, tensor<4xi1>
}
