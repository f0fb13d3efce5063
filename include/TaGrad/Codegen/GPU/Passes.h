//===- Passes.h - TaGrad's GPU code-generation passes -----------*- C++ -*-===//

#ifndef TAGRAD_CODEGEN_GPU_PASSES_H
#define TAGRAD_CODEGEN_GPU_PASSES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace tagrad {

/// The patterns of -tagrad-gpu-lower-math-to-nvvm: f32/f64 math.sqrt to
/// llvm.nvvm.sqrt.rn.*, math.fma to llvm.intr.fma.
void populateTaGradGpuLowerMathToNVVMPatterns(RewritePatternSet &patterns);

#define GEN_PASS_DECL
#include "TaGrad/Codegen/GPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TaGrad/Codegen/GPU/Passes.h.inc"

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CODEGEN_GPU_PASSES_H
