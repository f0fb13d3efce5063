//===- LowerScalarTransfers.cpp - 0-d transfers to loads --------*- C++ -*-===//
//
// Vectorizing the batch-norm generics on fully dynamic shapes leaves 0-d
// vector.transfer_read ops (a per-channel scalar read through a memref with
// a dynamic stride) that neither -convert-vector-to-scf nor
// -convert-vector-to-llvm lowers, so the module would reach mlir-runner with
// vector ops left in it. Upstream's scalar and rank-1 transfer lowering
// patterns turn them into memref.load / vector.load plus broadcasts.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADLOWERSCALARTRANSFERS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// A 0-d transfer_read from a memref transfers no dimension, so nothing is
/// masked or padded and its indices must be in bounds: it is a plain load
/// broadcast to vector<T>. (Upstream's scalar patterns skip it when the
/// memref has a dynamic stride.)
struct ZeroDTransferReadToLoad
    : public OpRewritePattern<vector::TransferReadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferReadOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getVectorType().getRank() != 0 || op.getMask() ||
        !isa<MemRefType>(op.getBase().getType()))
      return failure();
    Value scalar = memref::LoadOp::create(rewriter, op.getLoc(), op.getBase(),
                                          op.getIndices());
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, op.getVectorType(),
                                                     scalar);
    return success();
  }
};

struct LowerScalarTransfers
    : public tagrad::impl::TaGradLowerScalarTransfersBase<
          LowerScalarTransfers> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ZeroDTransferReadToLoad>(&getContext());
    vector::populateScalarVectorTransferLoweringPatterns(
        patterns, /*benefit=*/1, /*allowMultipleUses=*/true);
    vector::populateVectorTransferLoweringPatterns(patterns,
                                                   /*maxTransferRank=*/1);
    bool changed = false;
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     GreedyRewriteConfig(), &changed)))
      return signalPassFailure();
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
