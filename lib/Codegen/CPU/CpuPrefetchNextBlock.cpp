//===- CpuPrefetchNextBlock.cpp - prefetch the next block of channels -----===//
//
// -tagrad-cpu-prefetch-next-block: while the elementwise pass of one block of
// channels runs from cache, software prefetches pull the next block's data
// into L2, so that the next block's sums do not wait on memory; and sweeps
// over the rows of channels-last data prefetch the rows a given number of
// bytes ahead, in the direction the sweep runs.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"

#include "mlir/Dialect/Affine/ViewLikeInterfaceUtils.h"
#include "mlir/IR/PatternMatch.h"

#include <cstdlib>

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

/// Prefetches (into L2) the rows `bytes` ahead of each row `read` reads
/// from a rank-2 buffer of rows (reached through rank-preserving subviews)
/// with a static row stride: ceil(|bytes| / row bytes) rows further on for
/// positive `bytes`, back for negative ones (a loop that runs backwards),
/// where the buffer has that row (no prefetch past either end is needed: the
/// hardware prefetcher has the rows near it by then, so the row itself is
/// prefetched instead). None for a static buffer with no more rows than the
/// distance. `bytes` is a #tagrad.cpu_loop's distance: not 0, and its
/// magnitude an int64_t.
void prefetchRowsAhead(RewriterBase &rewriter, vector::TransferReadOp read,
                       int64_t bytes) {
  VectorType vector = read.getVectorType();
  if (vector.getRank() > 2 || vector.isScalable() ||
      !read.getPermutationMap().isMinorIdentity())
    return;
  bool backwards = bytes < 0;
  Location loc = read.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(read);
  auto [root, indices] =
      rootIndices(rewriter, loc, read.getBase(), read.getIndices());
  auto type = dyn_cast<MemRefType>(root.getType());
  if (!type || type.getRank() != 2)
    return;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(strides[0]) || strides[0] <= 0)
    return;
  int64_t rowBytes = strides[0] * type.getElementTypeBitWidth() / 8;
  int64_t rowsAhead =
      llvm::divideCeil(std::abs(bytes), std::max<int64_t>(rowBytes, 1));
  // A buffer with no row that far away would only prefetch its own rows.
  if (!type.isDynamicDim(0) && rowsAhead >= type.getDimSize(0))
    return;
  Value rows =
      backwards ? Value() : rewriter.createOrFold<memref::DimOp>(loc, root, 0);
  Value distance = arith::ConstantIndexOp::create(rewriter, loc, rowsAhead);
  int64_t vectorRows = vector.getRank() == 2 ? vector.getDimSize(0) : 1;
  for (int64_t row = 0; row < vectorRows; ++row) {
    Value current = rewriter.createOrFold<arith::AddIOp>(
        loc, indices[0], arith::ConstantIndexOp::create(rewriter, loc, row));
    // Row current +- distance where the buffer has it (unsigned compares:
    // rows and indices are non-negative).
    Value target, inside;
    if (backwards) {
      target = rewriter.createOrFold<arith::SubIOp>(loc, current, distance);
      inside = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                                     current, distance);
    } else {
      target = rewriter.createOrFold<arith::AddIOp>(loc, current, distance);
      inside = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult,
                                     target, rows);
    }
    SmallVector<Value> at = {
        arith::SelectOp::create(rewriter, loc, inside, target, current),
        indices[1]};
    memref::PrefetchOp::create(rewriter, loc, root, at, /*isWrite=*/false,
                               /*localityHint=*/2, /*isDataCache=*/true);
  }
}

struct CpuPrefetchNextBlock
    : public tagrad::impl::TaGradCpuPrefetchNextBlockBase<
          CpuPrefetchNextBlock> {
  void runOnOperation() override {
    // The reads of each marked loop, with the loop's distance in channels
    // or in bytes of rows.
    SmallVector<std::pair<vector::TransferReadOp, int64_t>> reads, rowReads;
    bool marked = false;
    getOperation().walk([&](scf::ForOp loop) {
      CpuLoopAttr mark = getCpuLoop(loop);
      if (!mark)
        return;
      marked = true;
      auto collect = [&](int64_t distance, auto &into) {
        if (distance == 0)
          return;
        for (auto read : loop.getBody()->getOps<vector::TransferReadOp>())
          into.push_back({read, distance});
      };
      collect(mark.getPrefetchChannels(), reads);
      collect(mark.getPrefetchRowBytes(), rowReads);
      setCpuLoop(loop, CpuLoopAttr::get(
                           loop.getContext(), mark.getWritesDx(),
                           mark.getPrefetchNextBlock(), mark.getReversed(),
                           mark.getNontemporal(), /*prefetchChannels=*/0,
                           /*prefetchRowBytes=*/0, mark.getChannelBlock()));
    });
    if (!marked)
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (auto [read, bytes] : rowReads)
      prefetchRowsAhead(rewriter, read, bytes);
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
