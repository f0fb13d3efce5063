// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-fill-splat-constants | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-fill-splat-constants=max-elements=2 | FileCheck %s --check-prefix=SMALL
// The pipeline leaves no global of the huge splat:
// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-pipeline | FileCheck %s --check-prefix=PIPELINE
// PIPELINE-NOT: 2147483647 x f32
// PIPELINE-NOT: dense<1.5

// A splat tensor constant above max-elements (2^20) is a fill: LLVM IR
// translation would list its 2^31 - 1 elements.

// CHECK-LABEL: func @huge_splat
// CHECK-NOT: dense
// CHECK: %[[V:.*]] = arith.constant 1.500000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2147483647xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<2147483647xf32>)
// CHECK: return %[[F]]
func.func @huge_splat() -> tensor<2147483647xf32> {
  %c = arith.constant dense<1.5> : tensor<2147483647xf32>
  return %c : tensor<2147483647xf32>
}

// -----

// Small splats, non-splat constants and scalars stay.

// CHECK-LABEL: func @small
// CHECK: arith.constant dense<2> : tensor<4xi32>
// CHECK: arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NOT: linalg.fill
// SMALL-LABEL: func @small
// SMALL: linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<4xi32>)
// SMALL: arith.constant dense<[1, 2, 3]> : tensor<3xi32>
func.func @small() -> (tensor<4xi32>, tensor<3xi32>, i32) {
  %a = arith.constant dense<2> : tensor<4xi32>
  %b = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %c = arith.constant 7 : i32
  return %a, %b, %c : tensor<4xi32>, tensor<3xi32>, i32
}
