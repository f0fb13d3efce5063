// RUN: tagrad-opt -tagrad-cpu-accumulate-into-products -split-input-file %s | FileCheck %s

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#km = affine_map<(m, n, k) -> (k, m)>
#id = affine_map<(i, j) -> (i, j)>

// An RNN cell's x U + h W: the second product accumulates into the first,
// the add is gone.
// CHECK-LABEL: func.func @cell
// CHECK-SAME: (%[[X:.*]]: tensor<32x64xf32>, %[[U:.*]]: tensor<64x128xf32>, %[[H:.*]]: tensor<32x128xf32>, %[[W:.*]]: tensor<128x128xf32>)
// CHECK: %[[Z:.*]] = linalg.fill
// CHECK: %[[HW:.*]] = linalg.generic {{.*}} ins(%[[H]], %[[W]] : {{.*}}) outs(%[[Z]] :
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[U]] : {{.*}}) outs(%[[HW]] :
// CHECK-NOT: linalg.generic
// CHECK: return %[[SUM]]
func.func @cell(%x: tensor<32x64xf32>, %u: tensor<64x128xf32>,
                %h: tensor<32x128xf32>, %w: tensor<128x128xf32>) -> tensor<32x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x128xf32>) -> tensor<32x128xf32>
  %xu = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %u : tensor<32x64xf32>, tensor<64x128xf32>) outs(%z : tensor<32x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<32x128xf32>
  %hw = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %w : tensor<32x128xf32>, tensor<128x128xf32>) outs(%z : tensor<32x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<32x128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%xu, %hw : tensor<32x128xf32>, tensor<32x128xf32>) outs(%e : tensor<32x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<32x128xf32>
  return %sum : tensor<32x128xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#km = affine_map<(m, n, k) -> (k, m)>
#id = affine_map<(i, j) -> (i, j)>

// A weight gradient dW + h^T dz (the running sum first, as AddN writes it):
// the product accumulates into dW.
// CHECK-LABEL: func.func @weight_gradient
// CHECK-SAME: (%[[DW:.*]]: tensor<128x128xf32>, %[[H:.*]]: tensor<32x128xf32>, %[[DZ:.*]]: tensor<32x128xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[H]], %[[DZ]] : {{.*}}) outs(%[[DW]] :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: return %[[R]]
func.func @weight_gradient(%dw: tensor<128x128xf32>, %h: tensor<32x128xf32>,
                           %dz: tensor<32x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p = linalg.generic {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %dz : tensor<32x128xf32>, tensor<32x128xf32>) outs(%z : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %q = arith.mulf %a, %b : f32
    %s = arith.addf %c, %q : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dw, %p : tensor<128x128xf32>, tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %sum : tensor<128x128xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#km = affine_map<(m, n, k) -> (k, m)>
#id = affine_map<(i, j) -> (i, j)>

// Left alone: a product with a reduction of extent 1 (batch 1: the
// elementwise fusion takes it), a product used twice, and a product whose
// init is not zeros.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-3: outs(%{{.*}} : tensor<8x8xf32>) {
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield
// CHECK: outs(%{{.*}} : tensor<8x8xf32>) {
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield
// CHECK: outs(%{{.*}} : tensor<8x8xf32>) {
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield
func.func @left_alone(%acc: tensor<8x8xf32>, %a1: tensor<1x8xf32>, %a: tensor<8x8xf32>,
                      %init: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %unit = linalg.generic {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a1, %a1 : tensor<1x8xf32>, tensor<1x8xf32>) outs(%z : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %q = arith.mulf %x, %y : f32
    %s = arith.addf %c, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %twice = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %q = arith.mulf %x, %y : f32
    %s = arith.addf %c, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %seeded = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %q = arith.mulf %x, %y : f32
    %s = arith.addf %c, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %unit : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %twice : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%acc, %seeded : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %s1, %s2, %s3, %twice : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
