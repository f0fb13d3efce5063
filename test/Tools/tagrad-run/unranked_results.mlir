// Results of unknown rank (what a TensorArray read of an unknown element
// shape returns) come back with their rank and shape: an argument's own
// buffer and a fresh one, each freed once with the descriptor the compiled
// code copied to the heap (also when --benchmark_repetitions releases them
// without copying).
// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" | FileCheck %s
// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --benchmark_repetitions=3 | FileCheck %s --check-prefix=BENCH

// CHECK: 2x3xf32={{\[\[}}1 2 3][4 5 6]]
// CHECK-NEXT: 3xf32=[5 7 9]
// CHECK-NEXT: f32=21
// BENCH: median_ns_per_call: {{[0-9]+}}
func.func @main(%a: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %same = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%acc : tensor<3xf32>) dimensions = [0]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  %sumu = tensor.cast %sum : tensor<3xf32> to tensor<*xf32>
  %init0 = tensor.empty() : tensor<f32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%init0 : tensor<f32>) -> tensor<f32>
  %total = linalg.reduce ins(%sum : tensor<3xf32>) outs(%acc0 : tensor<f32>) dimensions = [0]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  %totalu = tensor.cast %total : tensor<f32> to tensor<*xf32>
  return %same, %sumu, %totalu : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
