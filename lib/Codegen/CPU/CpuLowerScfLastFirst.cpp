//===- CpuLowerScfLastFirst.cpp - scf to cf, blocks from the end -*- C++ -*-=//
//
// Lowering an scf.if or scf.for splits its block: the operations after it
// move to a new block. -convert-scf-to-cf visits a block from its front, so
// in straight-line code of N checked TensorArray accesses and element loops
// (what an unrolled TensorFlow loop exports) every split moves the whole
// rest of the function: O(N^2) moves through the conversion driver's undo
// log. Visiting each block from its end, every operation moves once. The
// lowering itself is upstream's (populateSCFToControlFlowConversionPatterns);
// only the order is ours.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Rewrite/PatternApplicator.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPULOWERSCFLASTFIRST
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuLowerScfLastFirst
    : public tagrad::impl::TaGradCpuLowerScfLastFirstBase<
          CpuLowerScfLastFirst> {
  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    populateSCFToControlFlowConversionPatterns(set);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    // Post-order lists an op after the ones nested in it and after the
    // earlier ones of its block. Reversed, each block is visited from its
    // end and an outer op is lowered before its inner ones, which by then
    // sit in a region that may hold several blocks.
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (isa<scf::IfOp, scf::ForOp, scf::WhileOp, scf::ExecuteRegionOp,
              scf::IndexSwitchOp>(op))
        ops.push_back(op);
    });
    PatternApplicator applicator(patterns);
    applicator.applyDefaultCostModel();
    PatternRewriter rewriter(&getContext());
    for (Operation *op : llvm::reverse(ops)) {
      Operation *owner = op->getParentOp();
      // Single-block regions (a loop body or branch still standing, another
      // dialect's) cannot take the new blocks: -convert-scf-to-cf lowers
      // those ops.
      if (!owner || owner->hasTrait<OpTrait::SingleBlock>())
        continue;
      rewriter.setInsertionPoint(op);
      if (failed(applicator.matchAndRewrite(op, rewriter))) {
        op->emitError() << "'" << op->getName()
                        << "' could not be lowered to cf";
        return signalPassFailure();
      }
    }
  }

  FrozenRewritePatternSet patterns;
};

} // namespace
