// Results that are an argument's own buffer, a strided view into it, a
// fresh buffer and an empty one: each is copied out whole and correct, and each buffer the
// compiled code returns is freed once (also when --benchmark_repetitions
// releases them without copying).
// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" | FileCheck %s
// RUN: tagrad-run %s --input="2x3xf32=1,2,3,4,5,6" --benchmark_repetitions=3 | FileCheck %s --check-prefix=BENCH

// CHECK: 2x3xf32={{\[\[}}1 2 3][4 5 6]]
// CHECK-NEXT: 2x2xf32={{\[\[}}1 3][4 6]]
// CHECK-NEXT: 3x2xf32={{\[\[}}2 8][4 10][6 12]]
// CHECK-NEXT: 0x3xf32=[]
// BENCH: median_ns_per_call: {{[0-9]+}}
func.func @main(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<0x3xf32>) {
  %strided = tensor.extract_slice %a[0, 0] [2, 2] [1, 2] : tensor<2x3xf32> to tensor<2x2xf32>
  %init = tensor.empty() : tensor<3x2xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.addf %in, %in : f32
    linalg.yield %d : f32
  } -> tensor<3x2xf32>
  %empty = tensor.extract_slice %a[0, 0] [0, 3] [1, 1] : tensor<2x3xf32> to tensor<0x3xf32>
  return %a, %strided, %t, %empty : tensor<2x3xf32>, tensor<2x2xf32>, tensor<3x2xf32>, tensor<0x3xf32>
}
