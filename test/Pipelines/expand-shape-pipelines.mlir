// An expand_shape of a function argument with two dynamic sizes in one group
// crashed MLIR 22's -expand-strided-metadata in both pipelines; both now
// rewrite it first (-tagrad-lower-dynamic-expand-shape), and the CPU result
// runs.
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s --check-prefix=CPU
// RUN: tagrad-opt %s --tagrad-gpu-pipeline="chip=sm_80 format=isa" | FileCheck %s --check-prefix=GPU
// RUN: tagrad-run %s --input="6xf32=1,2,3,4,5,6" --input="i64=2" --input="i64=3" | FileCheck %s --check-prefix=RESULT

// CPU: llvm.func @reshape
// GPU: llvm.func @reshape
// RESULT: 2x3xf32={{\[\[}}1 2 3][4 5 6]]
func.func @reshape(%t: tensor<?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
