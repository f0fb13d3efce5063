// RUN: tagrad-opt %s --split-input-file --tagrad-lower-pairwise-reductions | FileCheck %s
// RUN: not tagrad-opt %s --split-input-file --tagrad-lower-pairwise-reductions="leaf-block=0" 2>&1 | FileCheck %s --check-prefix=OPTIONS

// OPTIONS: leaf-block and min-block-terms must be at least 1

// A sum of every element (the RNN loss, sum(h * h)): the innermost loop in
// register blocks of 256 reassociable adds, each block pushed into a scalar
// cascade (a binary counter: merged with the levels of the block index's
// trailing one-bits); the outer loops one iteration per block (a row holds
// at least 32 terms), each with its own cascade of partials; the total
// added to the output once.
// CHECK-LABEL: func.func @sum_all
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[OUTER_PARTIAL:.*]] = memref.alloca() : memref<f32>
// CHECK: %[[OUTER_STACK:.*]] = memref.alloca() : memref<64xf32>
// CHECK: %[[LEAF_STACK:.*]] = memref.alloca() : memref<64xf32>
// CHECK: scf.for
// CHECK:   memref.store %[[ZERO]], %[[OUTER_PARTIAL]][]
// CHECK:   %[[BLOCKS:.*]] = arith.ceildivui %{{.*}}, %[[C256]] : index
// CHECK:   scf.for %[[J:.*]] = %{{.*}} to %[[BLOCKS]]
// CHECK:     %[[BLOCK:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f32)
// CHECK:       %[[X:.*]] = memref.load %arg0
// CHECK:       %[[SQUARE:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK:       %[[NEXT:.*]] = arith.addf %[[ACC]], %[[SQUARE]] fastmath<reassoc> : f32
// CHECK:       scf.yield %[[NEXT]]
// CHECK:     %[[PUSHED:.*]]:3 = scf.while (%[[LEVEL:.*]] = %{{.*}}, %[[COUNT:.*]] = %[[J]], %[[CARRY:.*]] = %[[BLOCK]])
// CHECK:       arith.andi
// CHECK:       scf.condition
// CHECK:     } do {
// CHECK:       memref.load %[[LEAF_STACK]]
// CHECK:       arith.addf
// CHECK:       arith.shrui
// CHECK:     memref.store %[[PUSHED]]#2, %[[LEAF_STACK]][%[[PUSHED]]#0]
// CHECK:   scf.while
// CHECK:     scf.if
// CHECK:       memref.load %[[LEAF_STACK]]
// CHECK:   memref.load %[[OUTER_PARTIAL]][]
// CHECK:   arith.addf
// CHECK:   memref.store {{.*}}, %[[OUTER_PARTIAL]][]
// CHECK:   scf.while
// CHECK:     memref.load %[[OUTER_STACK]]
// CHECK: scf.while
// CHECK: %[[OLD:.*]] = memref.load %arg1[]
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[NEW]], %arg1[]
// CHECK-NOT: linalg.generic
func.func @sum_all(%x: memref<?x?xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%out : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %square = arith.mulf %in, %in : f32
    %sum = arith.addf %square, %acc : f32
    linalg.yield %sum : f32
  }
  return
}

// -----

// Column sums of f16 (a bias gradient): blocks of 32 rows summed into an
// f32 slab of the channels, the slabs through a cascade of [depth, C]
// (depth the bit length of the block count), the total rounded once into
// the f16 output.
// CHECK-LABEL: func.func @column_sums_f16
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %{{.*}}, %[[C32]] : index
// CHECK: %[[LEVELS:.*]]:2 = scf.while
// CHECK: %[[DEPTH:.*]] = arith.addi %[[LEVELS]]#0, %c1 : index
// CHECK: %[[PARTIAL:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: %[[STACK:.*]] = memref.alloc(%[[DEPTH]], %{{.*}}) : memref<?x?xf32>
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK:       %[[X:.*]] = memref.load %arg0
// CHECK:       %[[WIDE:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK:       memref.load %[[PARTIAL]]
// CHECK:       arith.addf %{{.*}}, %[[WIDE]] : f32
// CHECK:       memref.store {{.*}}, %[[PARTIAL]]
// CHECK:   scf.while
// CHECK:     memref.load %[[STACK]]
// CHECK:   memref.store {{.*}}, %[[STACK]]
// CHECK: scf.for
// CHECK:   %[[OLD:.*]] = memref.load %arg1
// CHECK:   %[[OLD_WIDE:.*]] = arith.extf %[[OLD]] : f16 to f32
// CHECK:   %[[SUM:.*]] = arith.addf %[[OLD_WIDE]], %{{.*}} : f32
// CHECK:   %[[NARROW:.*]] = arith.truncf %[[SUM]] : f32 to f16
// CHECK:   memref.store %[[NARROW]], %arg1
// CHECK: memref.dealloc %[[PARTIAL]]
// CHECK: memref.dealloc %[[STACK]]
func.func @column_sums_f16(%x: memref<?x?xf16>, %out: memref<?xf16>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d1)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<?x?xf16>) outs(%out : memref<?xf16>) {
  ^bb0(%in: f16, %acc: f16):
    %sum = arith.addf %acc, %in : f16
    linalg.yield %sum : f16
  }
  return
}

// -----

// A reduction loop that fits in one block (the [2, C] partials of the
// batch-norm schedule's threads) adds straight into an f32 output: no
// cascade. A short static innermost reduction is one register block.
// CHECK-LABEL: func.func @one_block
// CHECK-NOT: scf.while
// CHECK-NOT: memref.alloc
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     memref.load %arg1
// CHECK:     arith.addf
// CHECK:     memref.store
// CHECK-LABEL: func.func @short_rows
// CHECK-NOT: scf.while
// CHECK: scf.for {{.*}} iter_args
// CHECK:   arith.addf {{.*}} fastmath<reassoc> : f32
func.func @one_block(%partials: memref<2x?xf32>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d1)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%partials : memref<2x?xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %acc, %in : f32
    linalg.yield %sum : f32
  }
  return
}
func.func @short_rows(%x: memref<?x10xf32>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x10xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %acc, %in : f32
    linalg.yield %sum : f32
  }
  return
}

// -----

// Two sums in one generic (the batch-norm schedule's partials of dy and of
// dy * (x - mean), [T x K, C] -> [C]): one pass over the rows, a slab and a
// cascade per output.
// CHECK-LABEL: func.func @two_sums
// CHECK-COUNT-4: memref.alloc
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK:       %[[DY:.*]] = memref.load %arg0
// CHECK:       %[[XC:.*]] = memref.load %arg1
// CHECK:       arith.addf %{{.*}}, %[[DY]] : f32
// CHECK:       arith.addf %{{.*}}, %[[XC]] : f32
// CHECK-COUNT-4: memref.dealloc
func.func @two_sums(%dy: memref<196x64xf32>, %xc: memref<196x64xf32>,
                    %a: memref<64xf32>, %b: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d1)>,
                                   affine_map<(d0, d1) -> (d1)>],
                  iterator_types = ["reduction", "parallel"]}
      ins(%dy, %xc : memref<196x64xf32>, memref<196x64xf32>)
      outs(%a, %b : memref<64xf32>, memref<64xf32>) {
  ^bb0(%p: f32, %q: f32, %sa: f32, %sb: f32):
    %0 = arith.addf %sa, %p : f32
    %1 = arith.addf %sb, %q : f32
    linalg.yield %0, %1 : f32, f32
  }
  return
}

// -----

// Products accumulate in f64 (every multiplication rounds once, whatever
// the order), rounded once to f32.
// CHECK-LABEL: func.func @product
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ONE]]) -> (f64)
// CHECK:   %[[WIDE:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK:   arith.mulf %[[ACC]], %[[WIDE]] fastmath<reassoc> : f64
// CHECK: arith.truncf %{{.*}} : f64 to f32
func.func @product(%x: memref<?xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                   affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<?xf32>) outs(%out : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %product = arith.mulf %in, %acc : f32
    linalg.yield %product : f32
  }
  return
}

// bf16 terms reach the f64 accumulator through f32 (the pipeline expands
// only bf16 <-> f32 conversions, -tagrad-cpu-extend-bf16), and back.
// CHECK-LABEL: func.func @product_bf16
// CHECK: %[[WIDE:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.extf %[[WIDE]] : f32 to f64
// CHECK: %[[NARROW:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.truncf %[[NARROW]] : f32 to bf16
func.func @product_bf16(%x: memref<?xbf16>, %out: memref<bf16>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                   affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x : memref<?xbf16>) outs(%out : memref<bf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %product = arith.mulf %in, %acc : bf16
    linalg.yield %product : bf16
  }
  return
}


// -----

// Left to -convert-linalg-to-loops: a producer's reassociable add (a matrix
// product), a maximum, an integer sum, a sum beside a maximum, tensors, and
// an output the body reads other than through its one combiner.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-6: linalg.generic
// CHECK-NOT: scf.while
func.func @left_alone(%x: memref<?x?xf32>, %i: memref<?xi32>, %out: memref<f32>,
                      %iout: memref<i32>, %t: tensor<?xf32>) -> tensor<f32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%out : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %acc, %in fastmath<reassoc, contract> : f32
    linalg.yield %sum : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%out : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %max = arith.maximumf %acc, %in : f32
    linalg.yield %max : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                   affine_map<(d0) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%i : memref<?xi32>) outs(%iout : memref<i32>) {
  ^bb0(%in: i32, %acc: i32):
    %sum = arith.addi %acc, %in : i32
    linalg.yield %sum : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> ()>,
                                   affine_map<(d0, d1) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%out, %out : memref<f32>, memref<f32>) {
  ^bb0(%in: f32, %a: f32, %b: f32):
    %sum = arith.addf %a, %in : f32
    %other = arith.maximumf %b, %in : f32
    linalg.yield %sum, %other : f32, f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%x : memref<?x?xf32>) outs(%out : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %scaled = arith.mulf %acc, %in : f32
    %sum = arith.addf %acc, %scaled : f32
    linalg.yield %sum : f32
  }
  %empty = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,
                                        affine_map<(d0) -> ()>],
                       iterator_types = ["reduction"]}
      ins(%t : tensor<?xf32>) outs(%empty : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %acc, %in : f32
    linalg.yield %sum : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
