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
// CHECK: call @tagradSgemm(%[[T]],
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
