//===- GpuLowerMathToNVVM.cpp - Precise math without libdevice --*- C++ -*-===//
//
// -convert-tagrad-to-gpu emits target-neutral kernels: math.sqrt and
// math.fma, each rounded once. convert-gpu-to-nvvm lowers both to libdevice
// calls (__nv_sqrtf, __nv_fmaf) that only resolve when gpu-module-to-binary
// finds libdevice (CUDA_HOME set), and it rejects llvm.intr.sqrt. This pass
// gives them the NVVM forms that need nothing from the environment and
// round the same way: the IEEE square root intrinsic (PTX sqrt.rn) and
// llvm.intr.fma (PTX fma.rn).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/GPU/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADGPULOWERMATHTONVVM
#include "TaGrad/Codegen/GPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// math.sqrt on f32/f64 to the correctly rounded NVVM square root.
struct SqrtToNVVMIntrinsic : public OpRewritePattern<math::SqrtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::SqrtOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    StringRef intrinsic;
    if (type.isF32())
      intrinsic = "llvm.nvvm.sqrt.rn.f";
    else if (type.isF64())
      intrinsic = "llvm.nvvm.sqrt.rn.d";
    else
      return rewriter.notifyMatchFailure(op, "not a scalar f32 or f64");
    auto call = LLVM::CallIntrinsicOp::create(rewriter, op.getLoc(), type,
                                              rewriter.getStringAttr(intrinsic),
                                              ValueRange{op.getOperand()});
    rewriter.replaceOp(op, call->getResults());
    return success();
  }
};

/// math.fma on f32/f64 to llvm.intr.fma.
struct FmaToLLVMIntrinsic : public OpRewritePattern<math::FmaOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::FmaOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isF32() && !op.getType().isF64())
      return rewriter.notifyMatchFailure(op, "not a scalar f32 or f64");
    rewriter.replaceOpWithNewOp<LLVM::FMAOp>(op, op.getA(), op.getB(),
                                             op.getC());
    return success();
  }
};

struct GpuLowerMathToNVVM
    : public tagrad::impl::TaGradGpuLowerMathToNVVMBase<GpuLowerMathToNVVM> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    tagrad::populateTaGradGpuLowerMathToNVVMPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::tagrad::populateTaGradGpuLowerMathToNVVMPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SqrtToNVVMIntrinsic, FmaToLLVMIntrinsic>(patterns.getContext());
}
