// RUN: tagrad-opt %s --pass-pipeline="builtin.module(gpu.module(tagrad-gpu-lower-math-to-nvvm))" | FileCheck %s

// The target-neutral kernels of -convert-tagrad-to-gpu in their NVVM form:
// f32/f64 square roots become the IEEE correctly rounded intrinsic and
// fused multiply-adds llvm.intr.fma, so convert-gpu-to-nvvm finds nothing
// to send to libdevice. The division after the root stays as it is.

module attributes {gpu.container_module} {
gpu.module @kernels {
  // CHECK-LABEL: gpu.func @rstd
  // CHECK-SAME:    (%[[V:.*]]: f32, %[[E:.*]]: f32, %[[OUT:.*]]: memref<f32>)
  // CHECK:         %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK:         %[[SUM:.*]] = arith.addf %[[V]], %[[E]] : f32
  // CHECK:         %[[ROOT:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[SUM]]) : (f32) -> f32
  // CHECK-NOT:     math.sqrt
  // CHECK:         %[[R:.*]] = arith.divf %[[ONE]], %[[ROOT]] : f32
  // CHECK:         memref.store %[[R]], %[[OUT]][]
  gpu.func @rstd(%v: f32, %e: f32, %out: memref<f32>) kernel {
    %one = arith.constant 1.0 : f32
    %sum = arith.addf %v, %e : f32
    %root = math.sqrt %sum : f32
    %r = arith.divf %one, %root : f32
    memref.store %r, %out[] : memref<f32>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @fma_f32
  // CHECK-SAME:    (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32, %[[OUT:.*]]: memref<f32>)
  // CHECK:         %[[F:.*]] = llvm.intr.fma(%[[A]], %[[B]], %[[C]]) : (f32, f32, f32) -> f32
  // CHECK:         memref.store %[[F]], %[[OUT]][]
  gpu.func @fma_f32(%a: f32, %b: f32, %c: f32, %out: memref<f32>) kernel {
    %f = math.fma %a, %b, %c : f32
    memref.store %f, %out[] : memref<f32>
    gpu.return
  }

  // CHECK-LABEL: gpu.func @f64
  // CHECK:         llvm.call_intrinsic "llvm.nvvm.sqrt.rn.d"(%{{.*}}) : (f64) -> f64
  // CHECK:         llvm.intr.fma(%{{.*}}) : (f64, f64, f64) -> f64
  gpu.func @f64(%a: f64, %out: memref<f64>) kernel {
    %root = math.sqrt %a : f64
    %f = math.fma %root, %a, %a : f64
    memref.store %f, %out[] : memref<f64>
    gpu.return
  }

  // Vectors and other element types are left to the upstream lowering.
  // CHECK-LABEL: gpu.func @negative_vector_and_f16
  // CHECK:         math.sqrt %{{.*}} : vector<4xf32>
  // CHECK:         math.sqrt %{{.*}} : f16
  // CHECK:         math.fma %{{.*}} : f16
  gpu.func @negative_vector_and_f16(%v: vector<4xf32>, %h: f16,
                                    %out: memref<vector<4xf32>>,
                                    %hout: memref<f16>) kernel {
    %r = math.sqrt %v : vector<4xf32>
    memref.store %r, %out[] : memref<vector<4xf32>>
    %s = math.sqrt %h : f16
    %f = math.fma %s, %h, %h : f16
    memref.store %f, %hout[] : memref<f16>
    gpu.return
  }
}

// Ops outside gpu.module (host code) are not the pass's.
// CHECK-LABEL: func.func @negative_host
// CHECK:         math.sqrt
func.func @negative_host(%x: f32) -> f32 {
  %r = math.sqrt %x : f32
  return %r : f32
}
}
