// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-matmul-to-blas="threads=2" | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-matmul-to-blas="min-flops=1000000" | FileCheck %s --check-prefix=SMALL

// MatMul as the TF front end emits it (no transposes): one call, A's rows
// and columns m and k, B's k and n, C's m and n, each with its strides; no
// batch (extent 1, batch strides 0).

// CHECK-LABEL: func @matmul
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[T:.*]] = arith.constant 2 : i64
// CHECK-DAG: %[[A:.*]], %[[AOFF:.*]], %[[ASZ:.*]]:2, %[[AST:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK-DAG: memref.extract_aligned_pointer_as_index %arg0
// CHECK: %[[ACC:.*]] = arith.constant 1 : i64
// CHECK: call @tagradSgemm(%[[T]], {{([^,]+, )+}}%[[ACC]])
// CHECK-NOT: linalg.generic
// CHECK: return
// SMALL-LABEL: func @matmul
// SMALL: linalg.generic
// SMALL-NOT: call @tagradSgemm
// SMALL: return
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @matmul(%a: memref<32x64xf32>, %b: memref<64x16xf32>,
                  %c: memref<32x16xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
      outs(%c : memref<32x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// transpose_b as the front end orders its loops (k innermost): B's rows
// (k) take the stride of its second dimension, its columns (n) of its
// first; the runtime passes B as CblasTrans, no copy.

// CHECK-LABEL: func @matmul_transpose_b
// CHECK: %[[B:.*]], %[[BOFF:.*]], %[[BSZ:.*]]:2, %[[BST:.*]]:2 = memref.extract_strided_metadata %arg1
// CHECK-DAG: %[[K:.*]] = arith.index_cast %[[BST]]#1 : index to i64
// CHECK-DAG: %[[N:.*]] = arith.index_cast %[[BST]]#0 : index to i64
// CHECK: call @tagradSgemm({{.*}}, %[[K]], %[[N]], {{.*}})
// CHECK-NOT: linalg.generic
#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @matmul_transpose_b(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>,
                              %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#a, #bt, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32>)
      outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A batch dimension: its extent and each operand's batch stride.

// CHECK-LABEL: func @batch_matmul
// CHECK: %[[BATCH:.*]] = memref.dim %arg0, %c0
// CHECK: %[[BATCH64:.*]] = arith.index_cast %[[BATCH]] : index to i64
// CHECK: call @tagradSgemm(%{{.*}}, %[[BATCH64]],
// CHECK-NOT: linalg.batch_matmul
func.func @batch_matmul(%a: memref<?x8x4xf32>, %b: memref<?x4x8xf32>,
                        %c: memref<?x8x8xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<?x8x4xf32>, memref<?x4x8xf32>)
                      outs(%c : memref<?x8x8xf32>)
  return
}

// -----

// Not f32, not a product of matrices (two reduction loops), on tensors:
// left alone.

// CHECK-LABEL: func @left_alone
// CHECK: linalg.matmul
// CHECK: linalg.generic
// CHECK: linalg.matmul
// CHECK-NOT: call @tagradSgemm
#r = affine_map<(i, j, k) -> (i, j, k)>
#o = affine_map<(i, j, k) -> (i)>
func.func @left_alone(%a: memref<4x4xf64>, %c: memref<4x4xf64>,
                      %x: memref<4x4x4xf32>, %y: memref<4xf32>,
                      %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  linalg.matmul ins(%a, %a : memref<4x4xf64>, memref<4x4xf64>)
                outs(%c : memref<4x4xf64>)
  linalg.generic {indexing_maps = [#r, #r, #o],
                  iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x, %x : memref<4x4x4xf32>, memref<4x4x4xf32>)
      outs(%y : memref<4xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  %r = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>)
                     outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Elementwise fusion can put a one-operand op (here a negation of A) into
// the product's body; linalg's contraction check looks through it, sgemm
// would drop it. Only a body of exactly `out + a * b` becomes a call.

// CHECK-LABEL: func @unary_in_body
// CHECK-NOT: call @tagradSgemm
// CHECK: arith.negf
// CHECK: linalg.yield
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @unary_in_body(%a: memref<32x64xf32>, %b: memref<64x16xf32>,
                         %c: memref<32x16xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
      outs(%c : memref<32x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %negated = arith.negf %x : f32
    %m = arith.mulf %negated, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// An integer contraction is left alone (its body's first op is no mulf).

// CHECK-LABEL: func @integer_product
// CHECK-NOT: call @tagradSgemm
// CHECK: arith.muli
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @integer_product(%a: memref<32x64xi32>, %b: memref<64x16xi32>,
                           %c: memref<32x16xi32>) {
  linalg.generic {indexing_maps = [#a, #b, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<32x64xi32>, memref<64x16xi32>)
      outs(%c : memref<32x16xi32>) {
  ^bb0(%x: i32, %y: i32, %acc: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// C set to zeros just before the product: by a fill of +0.0, or by a copy
// of a buffer whose only writer is a zero fill (a fill hoisted out of the
// loop, copied on every trip). The product overwrites C (last argument 0)
// and the fill or copy goes; the hoisted buffer stays for its other uses.

// CHECK-LABEL: func @zero_initialized
// CHECK: %[[Z:.*]] = memref.alloc() : memref<32x16xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[Z]]
// CHECK: scf.for
// CHECK-NOT: memref.copy
// CHECK-NOT: linalg.fill
// CHECK: %[[OVER:.*]] = arith.constant 0 : i64
// CHECK: call @tagradSgemm({{([^,]+, )+}}%[[OVER]])
// CHECK: %[[OVER2:.*]] = arith.constant 0 : i64
// CHECK: call @tagradSgemm({{([^,]+, )+}}%[[OVER2]])
// CHECK: %[[ACC:.*]] = arith.constant 1 : i64
// CHECK: call @tagradSgemm({{([^,]+, )+}}%[[ACC]])
// CHECK: memref.copy %[[Z]], %arg3
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @zero_initialized(%a: memref<32x64xf32>, %b: memref<64x16xf32>,
                            %c: memref<32x16xf32>, %d: memref<32x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zeros = memref.alloc() : memref<32x16xf32>
  linalg.fill ins(%zero : f32) outs(%zeros : memref<32x16xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    memref.copy %zeros, %c : memref<32x16xf32> to memref<32x16xf32>
    %n = memref.dim %c, %c0 : memref<32x16xf32>
    linalg.generic {indexing_maps = [#a, #b, #c],
                    iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
        outs(%c : memref<32x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    }
    linalg.fill ins(%zero : f32) outs(%d : memref<32x16xf32>)
    linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
                  outs(%d : memref<32x16xf32>)
    // Accumulates onto the first product: C += A B.
    linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
                  outs(%c : memref<32x16xf32>)
  }
  memref.copy %zeros, %d : memref<32x16xf32> to memref<32x16xf32>
  memref.dealloc %zeros : memref<32x16xf32>
  return
}

// -----

// Left accumulating: a fill of -0.0 or of another value, a store into C
// between the fill and the product, and a copy from a buffer that is also
// written elsewhere (through a view).

// CHECK-LABEL: func @not_zero_initialized
// CHECK-NOT: arith.constant 0 : i64
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2
// CHECK: call @tagradSgemm
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2
// CHECK: call @tagradSgemm
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%arg2
// CHECK: memref.store
// CHECK: call @tagradSgemm
// CHECK: memref.copy
// CHECK: call @tagradSgemm
// CHECK-NOT: arith.constant 0 : i64
// CHECK: return
func.func @not_zero_initialized(%a: memref<32x64xf32>, %b: memref<64x16xf32>,
                                %c: memref<32x16xf32>) {
  %minus = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %other = memref.alloc() : memref<32x16xf32>
  linalg.fill ins(%zero : f32) outs(%other : memref<32x16xf32>)
  %view = memref.subview %other[0, 0] [1, 16] [1, 1] : memref<32x16xf32> to memref<1x16xf32, strided<[16, 1]>>
  linalg.fill ins(%one : f32) outs(%view : memref<1x16xf32, strided<[16, 1]>>)
  linalg.fill ins(%minus : f32) outs(%c : memref<32x16xf32>)
  linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
                outs(%c : memref<32x16xf32>)
  linalg.fill ins(%one : f32) outs(%c : memref<32x16xf32>)
  linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
                outs(%c : memref<32x16xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<32x16xf32>)
  memref.store %one, %c[%c0, %c0] : memref<32x16xf32>
  linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
                outs(%c : memref<32x16xf32>)
  memref.copy %other, %c : memref<32x16xf32> to memref<32x16xf32>
  linalg.matmul ins(%a, %b : memref<32x64xf32>, memref<64x16xf32>)
                outs(%c : memref<32x16xf32>)
  memref.dealloc %other : memref<32x16xf32>
  return
}
