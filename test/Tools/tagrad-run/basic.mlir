// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --input="2x3xf32=10" --input="f32=1.5" | FileCheck %s
// RUN: tagrad-run %s --function=main --pipeline-options="checks=none threads=1" --input="2x3xf32=[1 2 3][4 5 6]" --input="2x3xf32=10" --input="f32=-2" | FileCheck %s --check-prefix=OPTS
// RUN: tagrad-run %s --verify-each --input="2x3xf32=1,2,3,4,5,6" --input="2x3xf32=10" --input="f32=1.5" | FileCheck %s

// tagrad-run compiles the module with --tagrad-cpu-pipeline and runs @main
// (or --function) on inputs in IREE's text form: one value fills a tensor,
// brackets and spaces separate values like commas. Results are printed one
// per line, shape and type first. --verify-each runs MLIR's verifier after
// every pass, not only where the pipeline's stages meet: the same results.

// CHECK: 2x3xf32={{\[\[}}11 12 13][14 15 16]]
// CHECK-NEXT: f32=2.25
// OPTS: 2x3xf32={{\[\[}}11 12 13][14 15 16]]
// OPTS-NEXT: f32=4
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %s: f32) -> (tensor<2x3xf32>, f32) {
  %c = arith.addf %a, %b : tensor<2x3xf32>
  %t = arith.mulf %s, %s : f32
  return %c, %t : tensor<2x3xf32>, f32
}

// Not @main: chosen with --function.
func.func @other(%a: tensor<2xi32>) -> tensor<2xi32> {
  %c = arith.addi %a, %a : tensor<2xi32>
  return %c : tensor<2xi32>
}
