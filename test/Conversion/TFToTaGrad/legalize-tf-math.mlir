// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-tf-lift-variables -tagrad-legalize-tf -split-input-file %s | FileCheck %s

// Binary ops broadcast as TensorFlow does: size-1 and missing leading
// dimensions map to index 0 / are dropped in the indexing maps.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[COL]], #[[ID]]], {{.*}} ins(%{{.*}}, %arg2 : tensor<2x3xf32>, tensor<2x1xf32>)
// CHECK: arith.subf
// CHECK: -> tensor<2x3xf32>
func.func @broadcast(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<2x1xf32>) -> tensor<*xf32> {
  %s = "tf.AddV2"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<*xf32>
  %d = "tf.Sub"(%s, %c) : (tensor<*xf32>, tensor<2x1xf32>) -> tensor<*xf32>
  return %d : tensor<*xf32>
}

// -----

// Scalar (rank-0) arithmetic stays scalar: extract, compute, from_elements.
// CHECK-LABEL: func.func @scalars
// CHECK: %[[A:.*]] = tensor.extract %arg0[] : tensor<i32>
// CHECK: %[[B:.*]] = tensor.extract %arg1[] : tensor<i32>
// CHECK: %[[M:.*]] = arith.muli %[[A]], %[[B]] : i32
// CHECK: %[[T:.*]] = tensor.from_elements %[[M]] : tensor<i32>
// CHECK: return %[[T]]
func.func @scalars(%a: tensor<i32>, %b: tensor<i32>) -> tensor<*xi32> {
  %m = "tf.Mul"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %m : tensor<*xi32>
}

// -----

// MatMul with transpose_a reads A as (k, m); the product accumulates into
// zeros. The loops run (m, k, n): the innermost walks B and C's rows.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @matmul
// CHECK: %[[ZERO:.*]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<4x2xf32>, tensor<4x3xf32>) outs(%[[ZERO]] : tensor<2x3xf32>)
// CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<reassoc,contract> : f32
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc,contract> : f32
func.func @matmul(%a: tensor<4x2xf32>, %b: tensor<4x3xf32>) -> tensor<*xf32> {
  %c = "tf.MatMul"(%a, %b) {transpose_a = true, transpose_b = false} : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

// BatchMatMulV2 broadcasts batch dimensions (a rank-2 side has none).
// CHECK-LABEL: func.func @batch_matmul
// CHECK: iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<2x4x5xf32>) outs(%{{.*}} : tensor<2x3x5xf32>)
func.func @batch_matmul(%a: tensor<3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<*xf32> {
  %c = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = false} : (tensor<3x4xf32>, tensor<2x4x5xf32>) -> tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

// Mean over a negative axis with keep_dims: sum, divide by the count,
// expand back to rank 2.
// CHECK-LABEL: func.func @mean
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2x3xf32>) outs(%{{.*}} : tensor<2xf32>)
// CHECK: arith.constant dense<3.000000e+00> : tensor<f32>
// CHECK: arith.divf
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
func.func @mean(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %axes = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %m = "tf.Mean"(%x, %axes) {keep_dims = true} : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %m : tensor<*xf32>
}

// -----

// The shape arithmetic of a gradient folds to constants when shapes are
// static: Shape, BroadcastGradientArgs (TensorFlow's BCast reduction
// indices), Reshape with -1.
// CHECK-LABEL: func.func @gradient_shapes
// CHECK-DAG: %[[R0:.*]] = arith.constant dense<0> : tensor<1xi32>
// CHECK-DAG: %[[R1:.*]] = arith.constant dense<> : tensor<0xi32>
// CHECK: tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK: return %[[R0]], %[[R1]], %{{.*}} : tensor<1xi32>, tensor<0xi32>, tensor<6xf32>
func.func @gradient_shapes(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xf32>) {
  %sb = "tf.Shape"(%b) : (tensor<1x3xf32>) -> tensor<2xi32>
  %sa = "tf.Shape"(%a) : (tensor<2x3xf32>) -> tensor<2xi32>
  %r:2 = "tf.BroadcastGradientArgs"(%sb, %sa) : (tensor<2xi32>, tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>)
  %flat = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %f = "tf.Reshape"(%a, %flat) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %r#0, %r#1, %f : tensor<*xi32>, tensor<*xi32>, tensor<*xf32>
}

// -----

// StridedSlice x[:, 1] (shrink axis 1) and its gradient: an extract_slice
// collapsed to rank 1, and an insert_slice into zeros.
// CHECK-LABEL: func.func @strided_slice
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[0, 1] [2, 1] [1, 1] : tensor<2x3xf32> to tensor<2x1xf32>
// CHECK: tensor.collapse_shape %[[S]] {{\[\[}}0, 1]] : tensor<2x1xf32> into tensor<2xf32>
// CHECK: %[[Z:.*]] = linalg.fill
// CHECK: tensor.insert_slice %{{.*}} into %[[Z]][0, 1] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<2x3xf32>
func.func @strided_slice(%x: tensor<2x3xf32>, %dy: tensor<2xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %b = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %y = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 1 : i64, end_mask = 1 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 2 : i64} : (tensor<2x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  %shape = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %dx = "tf.StridedSliceGrad"(%shape, %b, %e, %s, %dy) {begin_mask = 1 : i64, end_mask = 1 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 2 : i64} : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xf32>) -> tensor<*xf32>
  return %y, %dx : tensor<*xf32>, tensor<*xf32>
}

// -----

// Pack stacks along a new axis (expand, then concatenate by insert_slice);
// Unpack extracts rank-reduced slices; Transpose is linalg.transpose.
// CHECK-LABEL: func.func @pack_unpack_transpose
// CHECK: tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<2x3xf32>
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[1, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<2x3xf32>
// CHECK: tensor.extract_slice %{{.*}}[0, 1] [2, 1] [1, 1] : tensor<2x3xf32> to tensor<2xf32>
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3xf32>) outs(%{{.*}} : tensor<3x2xf32>) permutation = [1, 0]
func.func @pack_unpack_transpose(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %p = "tf.Pack"(%a, %b) {axis = 0 : i64} : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  %u:3 = "tf.Unpack"(%p) {axis = 1 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %perm = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %t = "tf.Transpose"(%p, %perm) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %u#1, %t : tensor<*xf32>, tensor<*xf32>
}

// -----

// Select with a vector condition picks rows; Cast of a bool is uitofp;
// comparisons give i1.
// CHECK-LABEL: func.func @select_cast
// CHECK: tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 1] : tensor<2xi1> into tensor<2x1xi1>
// CHECK: arith.select
// CHECK: arith.cmpf olt
// CHECK: arith.uitofp %{{.*}} : i1 to f32
func.func @select_cast(%c: tensor<2xi1>, %x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Select"(%c, %x, %y) : (tensor<2xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  %l = "tf.Less"(%x, %y) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xi1>
  %f = "tf.Cast"(%l) {Truncate = false} : (tensor<*xi1>) -> tensor<*xf32>
  return %s, %f : tensor<*xf32>, tensor<*xf32>
}

// -----

// Softplus follows TensorFlow's kernel: x above -(log(eps) + 2) is x, x
// below log(eps) + 2 is exp(x) (eps = 2^-23 for f32: 13.9424 and
// -13.9424), log1p(exp(x)) between; LeakyRelu takes its alpha attribute;
// Round rounds half to even.
// CHECK-LABEL: func.func @activations
// CHECK: math.exp
// CHECK: math.log1p
// CHECK: arith.cmpf ogt, %{{.*}}, %cst{{.*}} : f32
// CHECK: arith.cmpf olt
// CHECK: arith.select
// CHECK: arith.select
// CHECK: arith.cmpf ogt
// CHECK: arith.constant 1.000000e-01 : f32
// CHECK: arith.mulf
// CHECK: arith.select
// CHECK: math.roundeven
func.func @activations(%x: tensor<3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %s = "tf.Softplus"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  %l = "tf.LeakyRelu"(%x) {alpha = 1.000000e-01 : f32} : (tensor<3xf32>) -> tensor<*xf32>
  %r = "tf.Round"(%x) : (tensor<3xf32>) -> tensor<*xf32>
  return %s, %l, %r : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Integer Sign is (x > 0) - (x < 0).
// CHECK-LABEL: func.func @int_sign
// CHECK: arith.cmpi sgt
// CHECK: arith.extui
// CHECK: arith.cmpi slt
// CHECK: arith.extui
// CHECK: arith.subi
func.func @int_sign(%x: tensor<3xi32>) -> tensor<*xi32> {
  %s = "tf.Sign"(%x) : (tensor<3xi32>) -> tensor<*xi32>
  return %s : tensor<*xi32>
}

// -----

// L2Loss: sum(x * x) / 2 over every element (TensorFlow's kernel).
// CHECK-LABEL: func.func @l2_loss
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]
// CHECK: arith.addf
// CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: arith.mulf %{{.*}}, %[[HALF]] : f32
func.func @l2_loss(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %l = "tf.L2Loss"(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  return %l : tensor<*xf32>
}

// -----

// AddN adds neighbours pairwise, level by level: ((a + b) + (c + d)) + e.
// CHECK-LABEL: func.func @add_n
// CHECK: %[[AB:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: %[[CD:.*]] = linalg.generic {{.*}} ins(%arg2, %arg3 :
// CHECK: %[[ABCD:.*]] = linalg.generic {{.*}} ins(%[[AB]], %[[CD]] :
// CHECK: linalg.generic {{.*}} ins(%[[ABCD]], %arg4 :
func.func @add_n(%a: tensor<3xf32>, %b: tensor<3xf32>, %c: tensor<3xf32>,
                 %d: tensor<3xf32>, %e: tensor<3xf32>) -> tensor<*xf32> {
  %s = "tf.AddN"(%a, %b, %c, %d, %e) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %s : tensor<*xf32>
}

// -----

// ShapeN: each operand's shape, static dimensions as constants, dynamic
// ones read with tensor.dim.
// CHECK-LABEL: func.func @shape_n
// CHECK: %[[D:.*]] = tensor.dim %arg1, %c0
// CHECK: %[[DI:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK: tensor.from_elements %[[DI]], %{{.*}} : tensor<2xi64>
// CHECK: return %{{.*}}, %{{.*}} : tensor<2xi64>, tensor<2xi64>
func.func @shape_n(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> (tensor<*xi64>, tensor<*xi64>) {
  %s:2 = "tf.ShapeN"(%a, %b) {N = 2 : i64, T = f32, out_type = i64} : (tensor<2x3xf32>, tensor<?x3xf32>) -> (tensor<*xi64>, tensor<*xi64>)
  return %s#0, %s#1 : tensor<*xi64>, tensor<*xi64>
}

// -----

// Min starts from +inf (the largest integer for integers); Any from false.
// CHECK-LABEL: func.func @min_and_any
// CHECK: arith.constant 0x7F800000 : f32
// CHECK: arith.minimumf
// CHECK: arith.constant 2147483647 : i32
// CHECK: arith.minsi
// CHECK: arith.constant false
// CHECK: arith.ori
func.func @min_and_any(%x: tensor<2x3xf32>, %n: tensor<4xi32>, %b: tensor<2x2xi1>) -> (tensor<*xf32>, tensor<*xi32>, tensor<*xi1>) {
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %all = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %m = "tf.Min"(%x, %axis) : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  %mi = "tf.Min"(%n, %zero) : (tensor<4xi32>, tensor<i32>) -> tensor<*xi32>
  %a = "tf.Any"(%b, %all) : (tensor<2x2xi1>, tensor<2xi32>) -> tensor<*xi1>
  return %m, %mi, %a : tensor<*xf32>, tensor<*xi32>, tensor<*xi1>
}

// -----

// DivNoNan and MulNoNan give 0 where the divisor (multiplier) is 0; Div is
// real division on floats, truncating on integers.
// CHECK-LABEL: func.func @no_nan_and_div
// CHECK: arith.divf
// CHECK: arith.select
// CHECK: arith.mulf
// CHECK: arith.select
// CHECK: arith.divf
// CHECK: arith.divsi
func.func @no_nan_and_div(%x: tensor<3xf32>, %y: tensor<3xf32>, %i: tensor<3xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>) {
  %a = "tf.DivNoNan"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  %b = "tf.MulNoNan"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  %c = "tf.Div"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  %d = "tf.Div"(%i, %i) : (tensor<3xi32>, tensor<3xi32>) -> tensor<*xi32>
  return %a, %b, %c, %d : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>
}

// -----

// Cumsum: a loop along the axis carrying the running sum (reverse: from the
// end; exclusive: the sum before the element). Einsum: one generic, the
// output's labels parallel, the others summed.
// CHECK-LABEL: func.func @cumsum_and_einsum
// CHECK: scf.for
// CHECK: arith.subi
// CHECK: tensor.extract_slice
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @cumsum_and_einsum(%x: tensor<4x3xf32>, %q: tensor<2x3x4xf32>, %k: tensor<2x5x4xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %c = "tf.Cumsum"(%x, %axis) {exclusive = true, reverse = true} : (tensor<4x3xf32>, tensor<i32>) -> tensor<*xf32>
  %e = "tf.Einsum"(%q, %k) {equation = "bqd,bkd->bqk"} : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<*xf32>
  return %c, %e : tensor<*xf32>, tensor<*xf32>
}
