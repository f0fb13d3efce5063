// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// SpaceToDepth, DepthToSpace, Roll, LinSpace and EuclideanNorm.

// SpaceToDepth: each output element reads its input element, the block
// offset (i, j) from the channel: out[n, y, x, (i * 2 + j) * 3 + c] =
// in[n, y * 2 + i, x * 2 + j, c]; the batch may be unknown.
// CHECK-LABEL: func.func @space_to_depth
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<?x2x3x12xf32>)
// CHECK: %[[N:.*]] = linalg.index 0
// CHECK: %[[Y:.*]] = linalg.index 1
// CHECK: %[[X:.*]] = linalg.index 2
// CHECK: %[[C:.*]] = linalg.index 3
// CHECK: %[[BLOCK:.*]] = arith.divui %[[C]], %{{.*}} : index
// CHECK: %[[I:.*]] = arith.divui %[[BLOCK]]
// CHECK: %[[J:.*]] = arith.remui %[[BLOCK]]
// CHECK: %[[Y2:.*]] = arith.muli %[[Y]]
// CHECK: %[[ROW:.*]] = arith.addi %[[Y2]], %[[I]]
// CHECK: %[[X2:.*]] = arith.muli %[[X]]
// CHECK: %[[COL:.*]] = arith.addi %[[X2]], %[[J]]
// CHECK: %[[CH:.*]] = arith.remui %[[C]]
// CHECK: tensor.extract %arg0[%[[N]], %[[ROW]], %[[COL]], %[[CH]]] : tensor<?x4x6x3xf32>
func.func @space_to_depth(%x: tensor<?x4x6x3xf32>) -> tensor<*xf32> {
  %y = "tf.SpaceToDepth"(%x) {block_size = 2 : i64, data_format = "NHWC"} : (tensor<?x4x6x3xf32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// DepthToSpace, the inverse, of any element type: out[n, y, x, c] =
// in[n, y / 3, x / 3, ((y % 3) * 3 + x % 3) * 2 + c].
// CHECK-LABEL: func.func @depth_to_space
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x6x9x2xi32>)
// CHECK: %[[N:.*]] = linalg.index 0
// CHECK: %[[Y:.*]] = linalg.index 1
// CHECK: %[[X:.*]] = linalg.index 2
// CHECK: %[[C:.*]] = linalg.index 3
// CHECK: %[[I:.*]] = arith.remui %[[Y]]
// CHECK: %[[J:.*]] = arith.remui %[[X]]
// CHECK: %[[ROW:.*]] = arith.divui %[[Y]]
// CHECK: %[[COL:.*]] = arith.divui %[[X]]
// CHECK: %[[I3:.*]] = arith.muli %[[I]]
// CHECK: %[[BLOCK:.*]] = arith.addi %[[I3]], %[[J]]
// CHECK: %[[B2:.*]] = arith.muli %[[BLOCK]], %{{.*}}
// CHECK: %[[CH:.*]] = arith.addi %[[B2]], %[[C]]
// CHECK: tensor.extract %arg0[%[[N]], %[[ROW]], %[[COL]], %[[CH]]] : tensor<1x2x3x18xi32>
func.func @depth_to_space(%x: tensor<1x2x3x18xi32>) -> tensor<*xi32> {
  %y = "tf.DepthToSpace"(%x) {block_size = 3 : i64} : (tensor<1x2x3x18xi32>) -> tensor<*xi32>
  return %y : tensor<*xi32>
}

// -----

// Roll with constant shifts: those of a repeated axis add up, a negative
// axis counts from the end, each shift is taken modulo the dimension
// (axis 0: 1 + 2 = 3; axis 1: -9 mod 6 = 3); each element reads at i - 3,
// wrapped.
// CHECK-LABEL: func.func @roll_const
// CHECK-DAG: %[[S0:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[S1:.*]] = arith.constant 3 : index
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[BACK:.*]] = arith.subi %[[I]], %[[S1]]
// CHECK: %[[WRAP:.*]] = arith.addi %[[BACK]], %{{.*}}
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[BACK]]
// CHECK: %[[ROW:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[BACK]]
// CHECK: %[[J:.*]] = linalg.index 1
// CHECK: arith.subi %[[J]], %[[S0]]
// CHECK: %[[COL:.*]] = arith.select
// CHECK: tensor.extract %arg0[%[[ROW]], %[[COL]]] : tensor<4x6xf32>
func.func @roll_const(%x: tensor<4x6xf32>) -> tensor<*xf32> {
  %s = "tf.Const"() {value = dense<[1, -9, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %a = "tf.Const"() {value = dense<[0, -1, 0]> : tensor<3xi64>} : () -> tensor<3xi64>
  %y = "tf.Roll"(%x, %s, %a) : (tensor<4x6xf32>, tensor<3xi32>, tensor<3xi64>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A shift from data, along a dimension known at run time: ((s % n) + n) %
// n with n = max(dim, 1), as TensorFlow's kernel.
// CHECK-LABEL: func.func @roll_fed
// CHECK: %[[S:.*]] = tensor.extract %arg1[] : tensor<i64>
// CHECK: %[[DIM:.*]] = tensor.dim %arg0
// CHECK: %[[N:.*]] = arith.maxsi %[[DIM]]
// CHECK: %[[SI:.*]] = arith.index_cast %[[S]] : i64 to index
// CHECK: %[[R:.*]] = arith.remsi %[[SI]], %[[N]]
// CHECK: %[[P:.*]] = arith.addi %[[R]], %[[N]]
// CHECK: %[[SHIFT:.*]] = arith.remsi %[[P]], %[[N]]
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: arith.subi %[[I]], %[[SHIFT]]
// CHECK: tensor.extract %arg0
func.func @roll_fed(%x: tensor<?x5xf32>, %s: tensor<i64>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.Roll"(%x, %s, %a) : (tensor<?x5xf32>, tensor<i64>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// LinSpace with a constant count: start + i * step, step = (stop - start)
// / 4 in f32, the last element stop itself (start alone for a count of 1).
// CHECK-LABEL: func.func @linspace
// CHECK: %[[START:.*]] = tensor.extract %arg0[]
// CHECK: %[[STOP:.*]] = tensor.extract %arg1[]
// CHECK: %[[LAST:.*]] = arith.constant 4 : index
// CHECK: %[[DIVISOR:.*]] = arith.constant 4.000000e+00 : f32
// CHECK: %[[DIFF:.*]] = arith.subf %[[STOP]], %[[START]]
// CHECK: %[[STEP:.*]] = arith.divf %[[DIFF]], %[[DIVISOR]]
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<5xf32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[IF:.*]] = arith.sitofp
// CHECK: %[[T:.*]] = arith.mulf %[[STEP]], %[[IF]]
// CHECK: %[[V:.*]] = arith.addf %[[START]], %[[T]]
// CHECK: %[[ONLY:.*]] = arith.cmpi eq, %[[LAST]], %{{.*}}
// CHECK: %[[ISLAST:.*]] = arith.cmpi eq, %[[I]], %[[LAST]]
// CHECK: %[[E:.*]] = arith.select %[[ISLAST]], %[[STOP]], %[[V]]
// CHECK: arith.select %[[ONLY]], %[[START]], %[[E]]
func.func @linspace(%a: tensor<f32>, %b: tensor<f32>) -> tensor<*xf32> {
  %n = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %y = "tf.LinSpace"(%a, %b, %n) : (tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}

// -----

// A count from data is checked at run time, with TensorFlow's message.
// CHECK-LABEL: func.func @linspace_fed
// CHECK: %[[N:.*]] = tensor.extract %arg2[] : tensor<i64>
// CHECK: %[[BAD:.*]] = arith.cmpi sle
// CHECK: tagrad.runtime_check %[[BAD]], "Requires num > 0: {0}"
// CHECK: tensor.empty(%{{.*}}) : tensor<?xf64>
func.func @linspace_fed(%a: tensor<f64>, %b: tensor<f64>, %n: tensor<i64>) -> tensor<*xf64> {
  %y = "tf.LinSpace"(%a, %b, %n) : (tensor<f64>, tensor<f64>, tensor<i64>) -> tensor<*xf64>
  return %y : tensor<*xf64>
}

// -----

// EuclideanNorm: the squares summed as Sum sums them, then the root.
// CHECK-LABEL: func.func @euclidean_norm
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%arg0, %arg0
// CHECK: arith.mulf
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "parallel", "reduction"]} ins(%[[SQ]] : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<3xf32>)
// CHECK: arith.addf
// CHECK: %[[KEPT:.*]] = tensor.expand_shape %[[SUM]] {{.*}} into tensor<1x3x1xf32>
// CHECK: linalg.generic {{.*}} ins(%[[KEPT]]
// CHECK: math.sqrt
func.func @euclidean_norm(%x: tensor<2x3x4xf32>) -> tensor<*xf32> {
  %a = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.EuclideanNorm"(%x, %a) {keep_dims = true} : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %y : tensor<*xf32>
}
