//===- CpuFuseElementwise.cpp - Elementwise chains as one generic -*- C++ -*-=//
//
// TensorFlow's graphs, legalized op by op, compute one linalg.generic per
// TensorFlow op: a gradient step `dW += x^T dh` is a fill of zeros, the
// product (a generic with a unit reduction dimension, k = batch 1) and an
// add, each writing a whole tensor. Upstream's unit-dimension folding makes
// the product elementwise, and elementwise fusion then computes the chain
// in one sweep (the fill's zero becomes a constant in the body; the same
// operations, in the same order, so the same values). Generics of the
// batch-norm lowering (stamped #tagrad.batch_norm_schedule) are left to
// -tagrad-cpu-schedule-batch-norm.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUFUSEELEMENTWISE
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

bool isBatchNormGeneric(Operation *op) {
  return op && op->hasAttr(tagrad::BatchNormScheduleAttr::getAttrName());
}

struct TaGradCpuFuseElementwise
    : public tagrad::impl::TaGradCpuFuseElementwiseBase<
          TaGradCpuFuseElementwise> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    Operation *func = getOperation();

    RewritePatternSet unitDims(context);
    linalg::ControlDropUnitDims options;
    options.controlFn = [](Operation *op) -> SmallVector<unsigned> {
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic || isBatchNormGeneric(op))
        return {};
      return llvm::to_vector(llvm::seq<unsigned>(0, generic.getNumLoops()));
    };
    linalg::populateFoldUnitExtentDimsPatterns(unitDims, options);
    linalg::populateMoveInitOperandsToInputPattern(unitDims);
    if (failed(applyPatternsGreedily(func, std::move(unitDims))))
      return signalPassFailure();

    RewritePatternSet fusion(context);
    // A producer with other users would be computed twice.
    linalg::ControlFusionFn control = [](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      return producer && producer->hasOneUse() &&
             !isBatchNormGeneric(producer) &&
             !isBatchNormGeneric(fused->getOwner());
    };
    linalg::populateElementwiseOpsFusionPatterns(fusion, control);
    linalg::populateEraseUnnecessaryInputsPatterns(fusion);
    linalg::GenericOp::getCanonicalizationPatterns(fusion, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(fusion, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(fusion, context);
    if (failed(applyPatternsGreedily(func, std::move(fusion))))
      return signalPassFailure();
  }
};

} // namespace
