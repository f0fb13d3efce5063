//===- Passes.td - TaGrad conversion passes ----------------*- tablegen -*-===//

#ifndef TAGRAD_CONVERSION_PASSES_TD
#define TAGRAD_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTaGradToLinalg : Pass<"convert-tagrad-to-linalg"> {
  let summary = "Lower fused_batch_norm(_grad) to linalg";
  let description = [{
    Lowers `tagrad.fused_batch_norm_grad` and `tagrad.fused_batch_norm` to
    linalg: one fused per-channel reduction over `dy` and `x` (both sums in
    the centred form), then one elementwise pass. Both layouts, both modes,
    f32/f16/bf16 with f32 accumulation, dynamic dimensions. No transposes.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
}

def ConvertTaGradToRuntime : Pass<"convert-tagrad-to-runtime", "ModuleOp"> {
  let summary = "Lower tensor arrays that stay dynamic to runtime calls";
  let description = [{
    Every TensorArray op left after `-tagrad-decompose-tensor-arrays`
    becomes a call into `libtagrad_runtime.so` (see docs/Runtime.md).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::tensor::TensorDialect", "::mlir::scf::SCFDialect"
  ];
}

def ConvertTaGradToGPU : Pass<"convert-tagrad-to-gpu", "ModuleOp"> {
  let summary = "Lower fused_batch_norm(_grad) to gpu dialect kernels";
  let description = [{
    Lowers the batch-norm ops to `gpu` kernels: a per-channel reduction with
    block partials and warp-level combining, coalesced for the layout, then
    an elementwise kernel.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::math::MathDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // TAGRAD_CONVERSION_PASSES_TD
