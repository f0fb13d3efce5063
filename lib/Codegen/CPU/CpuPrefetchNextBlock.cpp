//===- CpuPrefetchNextBlock.cpp - prefetch the next block of channels -----===//
//
// -tagrad-cpu-prefetch-next-block: while the elementwise pass of one block of
// channels runs from cache, software prefetches pull the next block's data
// into L2, so that the next block's sums do not wait on memory.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Affine/ViewLikeInterfaceUtils.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUPREFETCHNEXTBLOCK
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;
using namespace mlir::tagrad;

namespace {

/// The buffer under a chain of rank-preserving memref.subview ops and the
/// indices into it that `indices` of the outermost view correspond to
/// (upstream's index resolution, as -fold-memref-alias-ops uses it).
std::pair<Value, SmallVector<Value>> rootIndices(RewriterBase &rewriter,
                                                 Location loc, Value memref,
                                                 ValueRange indices) {
  SmallVector<Value> root(indices);
  while (auto subview = memref.getDefiningOp<memref::SubViewOp>()) {
    if (subview.getSourceType().getRank() != subview.getType().getRank())
      break;
    SmallVector<Value> resolved;
    affine::resolveIndicesIntoOpWithOffsetsAndStrides(
        rewriter, loc, subview.getMixedOffsets(), subview.getMixedStrides(),
        subview.getDroppedDims(), root, resolved);
    root = std::move(resolved);
    memref = subview.getSource();
  }
  return {memref, root};
}

struct CpuPrefetchNextBlock
    : public tagrad::impl::TaGradCpuPrefetchNextBlockBase<
          CpuPrefetchNextBlock> {
  void runOnOperation() override {
    SmallVector<std::pair<vector::TransferReadOp, int64_t>> reads;
    getOperation().walk([&](scf::ForOp loop) {
      auto channels = loop->getAttrOfType<IntegerAttr>(kPrefetchChannelsAttr);
      if (!channels)
        return;
      loop->removeAttr(kPrefetchChannelsAttr);
      for (auto read : loop.getBody()->getOps<vector::TransferReadOp>())
        reads.push_back({read, channels.getInt()});
    });
    IRRewriter rewriter(&getContext());
    for (auto [read, channels] : reads) {
      auto type = dyn_cast<MemRefType>(read.getBase().getType());
      if (!type || type.getRank() < 3 || read.getVectorType().getRank() != 1 ||
          !read.getPermutationMap().isMinorIdentity())
        continue;
      Location loc = read.getLoc();
      rewriter.setInsertionPoint(read);
      auto [root, indices] =
          rootIndices(rewriter, loc, read.getBase(), read.getIndices());
      // Channel c + K where the buffer has it, else c itself (the last
      // block): never an address outside the buffer.
      Value channel = indices[1];
      Value ahead = rewriter.createOrFold<arith::AddIOp>(
          loc, channel,
          arith::ConstantIndexOp::create(rewriter, loc, channels));
      Value count = rewriter.createOrFold<memref::DimOp>(loc, root, 1);
      Value inside = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ult, ahead, count);
      indices[1] =
          arith::SelectOp::create(rewriter, loc, inside, ahead, channel);
      memref::PrefetchOp::create(rewriter, loc, root, indices,
                                 /*isWrite=*/false, /*localityHint=*/2,
                                 /*isDataCache=*/true);
    }
  }
};

} // namespace
