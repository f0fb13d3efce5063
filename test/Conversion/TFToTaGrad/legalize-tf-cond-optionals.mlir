// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-inline-calls -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// cond_v2's optionals (a gradient's saved intermediates) whose branches
// give one output position values of different ranks: one tensor of the
// larger rank (the scalar padded with a leading unit dimension, the shapes
// joined); the gradient's branch reading the scalar (a GraphDef's
// OptionalGetValue: unranked, output_shapes saying []) drops the padding,
// the one reading [3] (TensorFlow's MLIR importer types it) casts.
// CHECK-LABEL: func.func @ranks_differ
// CHECK: %[[FWD:.*]]:2 = scf.if %{{.*}} -> (tensor<f32>, tensor<?xf32>)
// CHECK: %[[SQ:.*]] = tensor.cast %{{.*}} : tensor<3xf32> to tensor<?xf32>
// CHECK: scf.yield %{{.*}}, %[[SQ]] : tensor<f32>, tensor<?xf32>
// CHECK: } else {
// CHECK: %[[PAD:.*]] = tensor.expand_shape %{{.*}} [] output_shape [1] : tensor<f32> into tensor<1xf32>
// CHECK: %[[SUM:.*]] = tensor.cast %[[PAD]] : tensor<1xf32> to tensor<?xf32>
// CHECK: scf.yield %{{.*}}, %[[SUM]] : tensor<f32>, tensor<?xf32>
// CHECK: scf.if %{{.*}} -> (tensor<3xf32>)
// CHECK: tensor.cast %[[FWD]]#1 : tensor<?xf32> to tensor<3xf32>
// CHECK: } else {
// CHECK: %[[UNIT:.*]] = tensor.cast %[[FWD]]#1 : tensor<?xf32> to tensor<1xf32>
// CHECK: tensor.collapse_shape %[[UNIT]] [] : tensor<1xf32> into tensor<f32>
func.func @ranks_differ(%p: tensor<i1>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %r:2 = "tf.If"(%p, %x) {then_branch = @squares, else_branch = @square_of_sum, is_stateless = true} : (tensor<i1>, tensor<3xf32>) -> (tensor<f32>, tensor<!tf_type.variant>)
  %g = "tf.If"(%p, %x, %r#1) {then_branch = @squares_grad, else_branch = @square_of_sum_grad, is_stateless = true} : (tensor<i1>, tensor<3xf32>, tensor<!tf_type.variant>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}
func.func private @squares(%x: tensor<3xf32>) -> (tensor<f32>, tensor<!tf_type.variant>) {
  %c = "tf.Mul"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %o = "tf.OptionalFromValue"(%c) : (tensor<3xf32>) -> tensor<!tf_type.variant>
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Sum"(%c, %axis) {keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
  return %s, %o : tensor<f32>, tensor<!tf_type.variant>
}
func.func private @square_of_sum(%x: tensor<3xf32>) -> (tensor<f32>, tensor<!tf_type.variant>) {
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Sum"(%x, %axis) {keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
  %o = "tf.OptionalFromValue"(%s) : (tensor<f32>) -> tensor<!tf_type.variant>
  %y = "tf.Mul"(%s, %s) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %y, %o : tensor<f32>, tensor<!tf_type.variant>
}
func.func private @squares_grad(%x: tensor<3xf32>, %o: tensor<!tf_type.variant>) -> tensor<3xf32> {
  %c = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> tensor<3xf32>
  %g = "tf.Mul"(%c, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}
func.func private @square_of_sum_grad(%x: tensor<3xf32>, %o: tensor<!tf_type.variant>) -> tensor<3xf32> {
  %s = "tf.OptionalGetValue"(%o) {output_shapes = [#tf_type.shape<>], output_types = [f32]} : (tensor<!tf_type.variant>) -> tensor<*xf32>
  %g = "tf.Mul"(%x, %s) : (tensor<3xf32>, tensor<*xf32>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}


// -----

// Element types that differ: the bits of each value in the signless
// integer as wide as the widest (f32 bitcast beside i32 indices; f64
// bitcast, a bool zero-extended, in i64), the other branch's part a
// placeholder; each branch of the gradient takes its element type back
// (bitcast, trunci) and its rank (collapse_shape).
// CHECK-LABEL: func.func @types_differ
// CHECK: %[[FWD:.*]]:3 = scf.if %{{.*}} -> (tensor<3xf32>, tensor<?xi32>, tensor<?xi64>)
// CHECK: %[[F64:.*]] = arith.bitcast %{{.*}} : tensor<3xf64> to tensor<3xi64>
// CHECK: %[[F64P:.*]] = tensor.cast %[[F64]] : tensor<3xi64> to tensor<?xi64>
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[F64P]] : tensor<3xf32>, tensor<?xi32>, tensor<?xi64>
// CHECK: } else {
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : tensor<f32> to tensor<i32>
// CHECK: tensor.expand_shape %[[BITS]] [] output_shape [1] : tensor<i32> into tensor<1xi32>
// CHECK: %[[BOOL:.*]] = arith.extui %{{.*}} : tensor<i1> to tensor<i64>
// CHECK: tensor.expand_shape %[[BOOL]] [] output_shape [1] : tensor<i64> into tensor<1xi64>
// CHECK: scf.if %{{.*}} -> (tensor<3xf32>)
// CHECK-DAG: tensor.cast %[[FWD]]#1 : tensor<?xi32> to tensor<3xi32>
// CHECK-DAG: %[[D:.*]] = arith.bitcast %[[FWD]]#2 : tensor<?xi64> to tensor<?xf64>
// CHECK-DAG: tensor.cast %[[D]] : tensor<?xf64> to tensor<3xf64>
// CHECK: } else {
// CHECK: %[[S:.*]] = arith.bitcast %[[FWD]]#1 : tensor<?xi32> to tensor<?xf32>
// CHECK: %[[S1:.*]] = tensor.cast %[[S]] : tensor<?xf32> to tensor<1xf32>
// CHECK: tensor.collapse_shape %[[S1]] [] : tensor<1xf32> into tensor<f32>
// CHECK: %[[P:.*]] = arith.trunci %[[FWD]]#2 : tensor<?xi64> to tensor<?xi1>
// CHECK: %[[P1:.*]] = tensor.cast %[[P]] : tensor<?xi1> to tensor<1xi1>
// CHECK: tensor.collapse_shape %[[P1]] [] : tensor<1xi1> into tensor<i1>

func.func @types_differ(%p: tensor<i1>, %x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %r:3 = "tf.If"(%p, %x) {then_branch = @sorted, else_branch = @scaled, is_stateless = true} : (tensor<i1>, tensor<3xf32>) -> (tensor<3xf32>, tensor<!tf_type.variant>, tensor<!tf_type.variant>)
  %g = "tf.If"(%p, %x, %r#1, %r#2) {then_branch = @sorted_grad, else_branch = @scaled_grad, is_stateless = true} : (tensor<i1>, tensor<3xf32>, tensor<!tf_type.variant>, tensor<!tf_type.variant>) -> tensor<3xf32>
  return %r#0, %g : tensor<3xf32>, tensor<3xf32>
}
func.func private @sorted(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<!tf_type.variant>, tensor<!tf_type.variant>) {
  %k = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %v, %i = "tf.TopKV2"(%x, %k) : (tensor<3xf32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  %o = "tf.OptionalFromValue"(%i) : (tensor<3xi32>) -> tensor<!tf_type.variant>
  %d = "tf.Cast"(%v) {DstT = f64} : (tensor<3xf32>) -> tensor<3xf64>
  %o2 = "tf.OptionalFromValue"(%d) : (tensor<3xf64>) -> tensor<!tf_type.variant>
  return %v, %o, %o2 : tensor<3xf32>, tensor<!tf_type.variant>, tensor<!tf_type.variant>
}
func.func private @scaled(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<!tf_type.variant>, tensor<!tf_type.variant>) {
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Sum"(%x, %axis) {keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
  %y = "tf.Mul"(%x, %s) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %o = "tf.OptionalFromValue"(%s) : (tensor<f32>) -> tensor<!tf_type.variant>
  %p = "tf.IsFinite"(%s) : (tensor<f32>) -> tensor<i1>
  %o2 = "tf.OptionalFromValue"(%p) : (tensor<i1>) -> tensor<!tf_type.variant>
  return %y, %o, %o2 : tensor<3xf32>, tensor<!tf_type.variant>, tensor<!tf_type.variant>
}
func.func private @sorted_grad(%x: tensor<3xf32>, %o: tensor<!tf_type.variant>, %o2: tensor<!tf_type.variant>) -> tensor<3xf32> {
  %i = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> tensor<3xi32>
  %d = "tf.OptionalGetValue"(%o2) {output_shapes = [#tf_type.shape<3>], output_types = [f64]} : (tensor<!tf_type.variant>) -> tensor<*xf64>
  %f = "tf.Cast"(%i) {DstT = f32} : (tensor<3xi32>) -> tensor<3xf32>
  %e = "tf.Cast"(%d) {DstT = f32} : (tensor<*xf64>) -> tensor<3xf32>
  %g = "tf.AddV2"(%f, %e) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}
func.func private @scaled_grad(%x: tensor<3xf32>, %o: tensor<!tf_type.variant>, %o2: tensor<!tf_type.variant>) -> tensor<3xf32> {
  %s = "tf.OptionalGetValue"(%o) : (tensor<!tf_type.variant>) -> tensor<f32>
  %p = "tf.OptionalGetValue"(%o2) : (tensor<!tf_type.variant>) -> tensor<i1>
  %g = "tf.Mul"(%x, %s) : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %z = "tf.ZerosLike"(%g) : (tensor<3xf32>) -> tensor<3xf32>
  %r = "tf.Select"(%p, %g, %z) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
