//===- CpuLoopStackRestore.cpp - Stack temporaries per trip -----*- C++ -*-===//
//
// -promote-buffers-to-stack and -convert-vector-to-scf leave small
// memref.alloca temporaries inside loop bodies. Lowered as they are, each
// trip allocates anew on the stack and nothing is released until the
// function returns, so a loop of 1e5 trips overflows the 8 MiB stack. Each
// loop body that holds such an alloca saves the stack pointer on entry and
// restores it before yielding (llvm.intr.stacksave / stackrestore once per
// trip). scf.parallel / scf.forall bodies
// get their scopes from -convert-scf-to-openmp.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPULOOPSTACKRESTORE
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// Whether every body of `loop` starts with a stack save (this pass's).
bool releasesStack(Operation *loop) {
  return llvm::all_of(loop->getRegions(), [](Region &region) {
    return region.empty() || region.front().empty() ||
           isa<LLVM::StackSaveOp>(region.front().front());
  });
}

/// Whether `block` holds a memref.alloca that no alloca_scope (or loop
/// releasing its own) inside the block releases.
bool hasUnscopedAlloca(Block &block) {
  for (Operation &op : block) {
    WalkResult found = op.walk<WalkOrder::PreOrder>([](Operation *nested) {
      if (isa<memref::AllocaScopeOp>(nested) ||
          (isa<scf::ForOp, scf::WhileOp>(nested) && releasesStack(nested)))
        return WalkResult::skip();
      if (isa<memref::AllocaOp>(nested))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (found.wasInterrupted())
      return true;
  }
  return false;
}

/// Whether `value` is (a view of) a stack allocation made in `block`.
bool isStackMemoryOf(Value value, Block &block) {
  Operation *def = value.getDefiningOp();
  while (def && def->getBlock() == &block) {
    if (isa<memref::AllocaOp>(def))
      return true;
    auto view = dyn_cast<ViewLikeOpInterface>(def);
    if (!view)
      return false;
    def = view.getViewSource().getDefiningOp();
  }
  return false;
}

/// Saves the stack pointer at the start of `block` and restores it before
/// its terminator. (Not memref.alloca_scope: its lowering splits the body
/// into blocks, which an scf.for body cannot hold at that point.)
void releaseStackEachTrip(Block &block) {
  Operation *terminator = block.getTerminator();
  // A yielded stack buffer would outlive the trip.
  if (llvm::any_of(terminator->getOperands(),
                   [&](Value v) { return isStackMemoryOf(v, block); }))
    return;
  OpBuilder builder(&block, block.begin());
  Location loc = terminator->getLoc();
  Value stack = LLVM::StackSaveOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()));
  builder.setInsertionPoint(terminator);
  LLVM::StackRestoreOp::create(builder, loc, stack);
}

struct CpuLoopStackRestore
    : public tagrad::impl::TaGradCpuLoopStackRestoreBase<CpuLoopStackRestore> {
  void runOnOperation() override {
    // Post-order: inner loops are handled first, so an outer body holding
    // only such loops is left as it is.
    getOperation()->walk([](Operation *op) {
      if (!isa<scf::ForOp, scf::WhileOp>(op))
        return;
      for (Region &region : op->getRegions())
        for (Block &block : region)
          if (hasUnscopedAlloca(block))
            releaseStackEachTrip(block);
    });
  }
};

} // namespace
