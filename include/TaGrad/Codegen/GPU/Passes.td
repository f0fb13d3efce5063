//===- Passes.td - TaGrad's GPU code-generation passes -----*- tablegen -*-===//
//
// Target-specific passes the GPU pipeline runs on the kernels that the
// target-neutral -convert-tagrad-to-gpu emits, registered so they can be run
// and tested on their own.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_CODEGEN_GPU_PASSES_TD
#define TAGRAD_CODEGEN_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def TaGradGpuLowerMathToNVVM
    : Pass<"tagrad-gpu-lower-math-to-nvvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower the kernels' precise math to NVVM without libdevice";
  let description = [{
    Rewrites, in a `gpu.module` bound for NVVM, the `math` ops the batch-norm
    kernels use into forms `-convert-gpu-to-nvvm` keeps as they are, so
    the kernels never call libdevice (`__nv_sqrtf`, `__nv_fmaf`), which
    `gpu-module-to-binary` links only when it finds the CUDA toolkit:

    * `math.sqrt` on f32 / f64 becomes the IEEE correctly rounded square
      root `llvm.nvvm.sqrt.rn.f` / `llvm.nvvm.sqrt.rn.d` (an
      `llvm.call_intrinsic`; PTX `sqrt.rn.f32` / `sqrt.rn.f64`);
    * `math.fma` on f32 / f64 becomes `llvm.intr.fma` (PTX `fma.rn`).

    Both keep the exact numerics of the target-neutral ops (one rounding
    each). Vector operands and other element types are left to the
    upstream lowering. Run it after kernel outlining and before
    `-convert-gpu-to-nvvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // TAGRAD_CODEGEN_GPU_PASSES_TD
