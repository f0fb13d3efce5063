// Both pipelines lower a floating-point sum on the host with
// -tagrad-lower-pairwise-reductions: register blocks of reassociable adds
// and a cascade of partials, not one running accumulator
// (docs/Numerics.md); pairwise-reductions=false restores the running sum.
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s
// RUN: tagrad-opt %s --tagrad-gpu-pipeline=format=isa | FileCheck %s
// RUN: tagrad-opt %s "--tagrad-cpu-pipeline=pairwise-reductions=false" | FileCheck %s --check-prefix=RUNNING

// CHECK-LABEL: llvm.func @host_sum
// CHECK: llvm.alloca {{.*}} x f32
// CHECK: llvm.fadd {{.*}} {fastmathFlags = #llvm.fastmath<reassoc>} : f32
// RUNNING-LABEL: llvm.func @host_sum
// RUNNING-NOT: fastmath<reassoc>
// RUNNING: llvm.fadd
// RUNNING-NOT: fastmath<reassoc>
// RUNNING: llvm.return
func.func @host_sum(%x: tensor<?x?xf32>) -> tensor<f32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<?x?xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
