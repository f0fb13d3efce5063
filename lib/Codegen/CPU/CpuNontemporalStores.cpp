//===- CpuNontemporalStores.cpp - streaming stores for large outputs ------===//
//
// -tagrad-cpu-nontemporal-stores: the vector writes of the loops the batch-norm
// schedule marked become non-temporal stores where the address is 64-byte
// aligned at run time. Streaming a large output that will not be read again
// soon saves the read-for-ownership of every cache line it writes.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUNONTEMPORALSTORES
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;
using namespace mlir::tagrad;

namespace {

/// Turns the transfer writes in the loops the schedule marked, once
/// on buffers, into non-temporal vector stores where they are plain
/// contiguous stores (unmasked, in bounds, 1-D); drops the mark from the
/// others.
struct CpuNontemporalStores
    : public tagrad::impl::TaGradCpuNontemporalStoresBase<
          CpuNontemporalStores> {
  void runOnOperation() override {
    SmallVector<vector::TransferWriteOp> writes;
    bool marked = false;
    getOperation().walk([&](scf::ForOp loop) {
      CpuLoopAttr mark = getCpuLoop(loop);
      if (!mark || !mark.getNontemporal())
        return;
      marked = true;
      setCpuLoop(loop, CpuLoopAttr::get(
                           loop.getContext(), mark.getWritesDx(),
                           mark.getPrefetchNextBlock(), mark.getReversed(),
                           /*nontemporal=*/false, mark.getPrefetchChannels(),
                           mark.getPrefetchRowBytes(), mark.getChannelBlock()));
      for (auto op : loop.getBody()->getOps<vector::TransferWriteOp>())
        writes.push_back(op);
    });
    if (!marked)
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (vector::TransferWriteOp op : writes) {
      auto memref = dyn_cast<MemRefType>(op.getBase().getType());
      if (!memref || op.getMask() || op.getVectorType().getRank() != 1 ||
          !op.getPermutationMap().isMinorIdentity() ||
          !llvm::all_of(op.getInBoundsValues(), [](bool b) { return b; }) ||
          !memref.isLastDimUnitStride())
        continue;
      // A non-temporal store needs an aligned address (else the backend
      // splits it into scalar movnti): take the streaming path only when
      // this store's address is 64-byte aligned, a plain store otherwise.
      Location loc = op.getLoc();
      rewriter.setInsertionPoint(op);
      Value base = op.getBase();
      auto meta = memref::ExtractStridedMetadataOp::create(rewriter, loc, base);
      Value offset = meta.getOffset();
      for (auto [index, stride] : llvm::zip(op.getIndices(), meta.getStrides()))
        offset = arith::AddIOp::create(
            rewriter, loc, offset,
            arith::MulIOp::create(rewriter, loc, index, stride));
      Value bytes = arith::MulIOp::create(
          rewriter, loc, offset,
          arith::ConstantIndexOp::create(rewriter, loc,
                                         memref.getElementTypeBitWidth() / 8));
      Value pointer =
          memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, base);
      Value address = arith::AddIOp::create(rewriter, loc, pointer, bytes);
      Value misalign = arith::RemUIOp::create(
          rewriter, loc, address,
          arith::ConstantIndexOp::create(rewriter, loc, 64));
      Value aligned = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, misalign,
          arith::ConstantIndexOp::create(rewriter, loc, 0));
      scf::IfOp::create(
          rewriter, loc, aligned,
          [&](OpBuilder &b, Location l) {
            auto store = vector::StoreOp::create(b, l, op.getVector(), base,
                                                 op.getIndices());
            store.setNontemporal(true);
            store.setAlignment(64);
            scf::YieldOp::create(b, l);
          },
          [&](OpBuilder &b, Location l) {
            vector::StoreOp::create(b, l, op.getVector(), base,
                                    op.getIndices());
            scf::YieldOp::create(b, l);
          });
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
