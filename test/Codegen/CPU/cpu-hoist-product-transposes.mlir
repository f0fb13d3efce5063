// RUN: tagrad-opt -tagrad-cpu-hoist-product-transposes -split-input-file %s | FileCheck %s

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

// An RNN's backward dh = dz W^T in a loop: W is transposed once before the
// outermost loop it is invariant in, and the product reads the copy as
// [k, n].
// CHECK-DAG: #[[KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @backward_step
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<64x128xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<128x64xf32>
// CHECK: %[[WT:.*]] = linalg.transpose ins(%[[W]] : tensor<64x128xf32>) outs(%[[E]] : tensor<128x64xf32>) permutation = [1, 0]
// CHECK: scf.for
// CHECK: scf.for
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[KN]], #{{.*}}]
// CHECK-SAME: ins(%{{.*}}, %[[WT]] : tensor<32x128xf32>, tensor<128x64xf32>)
func.func @backward_step(%dz0: tensor<32x128xf32>, %w: tensor<64x128xf32>,
                         %n: index) -> tensor<32x128xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%dz = %dz0) -> tensor<32x128xf32> {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%d = %dz) -> tensor<32x128xf32> {
      %e = tensor.empty() : tensor<32x64xf32>
      %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
      %dh = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%d, %w : tensor<32x128xf32>, tensor<64x128xf32>) outs(%z : tensor<32x64xf32>) {
      ^bb0(%a: f32, %b: f32, %c: f32):
        %p = arith.mulf %a, %b : f32
        %q = arith.addf %c, %p : f32
        linalg.yield %q : f32
      } -> tensor<32x64xf32>
      %e2 = tensor.empty() : tensor<32x128xf32>
      %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<32x128xf32>) -> tensor<32x128xf32>
      %next = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%dh, %w : tensor<32x64xf32>, tensor<64x128xf32>) outs(%z2 : tensor<32x128xf32>) {
      ^bb0(%a: f32, %b: f32, %c: f32):
        %p = arith.mulf %a, %b : f32
        %q = arith.addf %c, %p : f32
        linalg.yield %q : f32
      } -> tensor<32x128xf32>
      scf.yield %next : tensor<32x128xf32>
    }
    scf.yield %s : tensor<32x128xf32>
  }
  return %r : tensor<32x128xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

// Left alone: a right operand computed in the loop, a product outside any
// loop, a loop of one trip, a result stored transposed, and a batch of one
// (the product stays loops).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @left_alone(%a: tensor<32x128xf32>, %w: tensor<64x128xf32>,
                      %n: index) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<1x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<32x64xf32>) -> tensor<32x64xf32>
  %varying = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> tensor<32x64xf32> {
    %wi = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        ins(%w : tensor<64x128xf32>) outs(%w : tensor<64x128xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %x : f32
      linalg.yield %s : f32
    } -> tensor<64x128xf32>
    %p = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %wi : tensor<32x128xf32>, tensor<64x128xf32>) outs(%acc : tensor<32x64xf32>) {
    ^bb0(%x: f32, %y: f32, %c: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %c, %m : f32
      linalg.yield %s : f32
    } -> tensor<32x64xf32>
    scf.yield %p : tensor<32x64xf32>
  }
  %outside = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<32x128xf32>, tensor<64x128xf32>) outs(%z : tensor<32x64xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  %once = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %z) -> tensor<32x64xf32> {
    %p = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %w : tensor<32x128xf32>, tensor<64x128xf32>) outs(%acc : tensor<32x64xf32>) {
    ^bb0(%x: f32, %y: f32, %c: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %c, %m : f32
      linalg.yield %s : f32
    } -> tensor<32x64xf32>
    scf.yield %p : tensor<32x64xf32>
  }
  %et = tensor.empty() : tensor<64x32xf32>
  %zt = linalg.fill ins(%zero : f32) outs(%et : tensor<64x32xf32>) -> tensor<64x32xf32>
  %stored_transposed = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zt) -> tensor<64x32xf32> {
    %p = linalg.generic {indexing_maps = [#mk, #nk, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %w : tensor<32x128xf32>, tensor<64x128xf32>) outs(%acc : tensor<64x32xf32>) {
    ^bb0(%x: f32, %y: f32, %c: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %c, %m : f32
      linalg.yield %s : f32
    } -> tensor<64x32xf32>
    scf.yield %p : tensor<64x32xf32>
  }
  %a1 = tensor.extract_slice %a[0, 0] [1, 128] [1, 1] : tensor<32x128xf32> to tensor<1x128xf32>
  %e1 = tensor.empty() : tensor<1x64xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64xf32>) -> tensor<1x64xf32>
  %batch_of_one = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z1) -> tensor<1x64xf32> {
    %p = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a1, %w : tensor<1x128xf32>, tensor<64x128xf32>) outs(%acc : tensor<1x64xf32>) {
    ^bb0(%x: f32, %y: f32, %c: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %c, %m : f32
      linalg.yield %s : f32
    } -> tensor<1x64xf32>
    scf.yield %p : tensor<1x64xf32>
  }
  return %varying, %outside, %once, %stored_transposed, %batch_of_one : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<1x64xf32>
}
