//===- CpuLowerIfs.cpp - scf.if to cf, each block from its end -*- C++ -*-===//
//
// Lowering an scf.if splits its block: the operations after it move to a new
// block. -convert-scf-to-cf visits a block from its front, so in a function
// of N checked TensorArray accesses (an scf.if each, straight-line code as an
// unrolled TensorFlow loop exports it) every split moves the whole rest of
// the function, O(N^2) moves through the conversion driver's undo log.
// Visiting each block from its end, every operation moves once. The
// lowering itself is upstream's (populateSCFToControlFlowConversionPatterns);
// only the order is ours.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Pipelines/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Rewrite/PatternApplicator.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPULOWERIFS
#include "TaGrad/Pipelines/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuLowerIfs : public tagrad::impl::TaGradCpuLowerIfsBase<CpuLowerIfs> {
  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    populateSCFToControlFlowConversionPatterns(set);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    // Post-order lists an scf.if after the ones nested in it and after the
    // earlier ones of its block: reversed, each block is visited from its
    // end and an outer scf.if is lowered before its inner ones, which then
    // sit in a region that may hold several blocks.
    SmallVector<scf::IfOp> ifs;
    getOperation()->walk([&](scf::IfOp op) { ifs.push_back(op); });
    PatternApplicator applicator(patterns);
    applicator.applyDefaultCostModel();
    PatternRewriter rewriter(&getContext());
    for (scf::IfOp op : llvm::reverse(ifs)) {
      Operation *owner = op->getParentOp();
      // Single-block regions (scf loop bodies, an scf.if still standing)
      // cannot take the new blocks; -convert-scf-to-cf lowers those.
      if (!owner || owner->hasTrait<OpTrait::SingleBlock>())
        continue;
      rewriter.setInsertionPoint(op);
      if (failed(applicator.matchAndRewrite(op, rewriter))) {
        op.emitError("scf.if could not be lowered to cf");
        return signalPassFailure();
      }
    }
  }

  FrozenRewritePatternSet patterns;
};

} // namespace
