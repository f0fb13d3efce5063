//===- CpuLoopStackRestore.cpp - Stack temporaries per trip -----*- C++ -*-===//
//
// -promote-buffers-to-stack and -convert-vector-to-scf leave small
// memref.alloca temporaries inside loop bodies. Lowered as they are, each
// trip allocates anew on the stack and nothing is released until the
// function returns, so a loop of 1e5 trips overflows the 8 MiB stack.
//
// A temporary of static shape that does not outlive its trip (no view of it
// is yielded or otherwise returned by an op) is hoisted out of the
// sequential loops around it (scf.for, scf.while and the scf.if / region
// ops between them) to the entry of the region that holds them: every trip
// reuses one slot, and in the function's entry block LLVM turns it into
// registers (SROA), which it never does for an alloca inside a loop. What is
// left (dynamic shapes, yielded buffers) is released every trip: the loop
// body saves the stack pointer on entry and restores it before yielding
// (llvm.intr.stacksave / stackrestore). scf.parallel / scf.forall bodies
// are not crossed (their trips run concurrently) and get their scopes from
// -convert-scf-to-openmp.
//
// A memref.alloca_scope with a single-block body (the user's; those of
// -convert-scf-to-openmp come later) becomes that body between a stack save
// and restore, which keeps the block it is in whole.
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

/// Ops whose regions run one trip (or branch) after another on one thread:
/// an alloca hoisted out of them is reused, never shared concurrently.
bool isSequentialRegionOp(Operation *op) {
  return isa<scf::ForOp, scf::WhileOp, scf::IfOp, scf::ExecuteRegionOp,
             scf::IndexSwitchOp>(op);
}

/// Whether a view of `alloca` may leave the region it is defined in: it, or
/// a memref an op derives from it, is a region terminator's operand.
bool mayOutliveItsRegion(memref::AllocaOp alloca) {
  SmallVector<Value> worklist = {alloca.getResult()};
  while (!worklist.empty()) {
    Value memory = worklist.pop_back_val();
    for (Operation *user : memory.getUsers()) {
      if (user->hasTrait<OpTrait::IsTerminator>())
        return true;
      for (Value result : user->getResults())
        if (isa<BaseMemRefType>(result.getType()))
          worklist.push_back(result);
    }
  }
  return false;
}

/// Moves each static, trip-local alloca out of the sequential loops around
/// it to the entry block of the first region that is not theirs.
void hoistTripLocalAllocas(Operation *root) {
  SmallVector<memref::AllocaOp> allocas;
  root->walk([&](memref::AllocaOp alloca) {
    if (alloca.getType().hasStaticShape() && alloca->getNumOperands() == 0 &&
        !mayOutliveItsRegion(alloca))
      allocas.push_back(alloca);
  });
  for (memref::AllocaOp alloca : allocas) {
    Operation *outermost = nullptr;
    bool inLoop = false;
    for (Operation *parent = alloca->getParentOp();
         parent && isSequentialRegionOp(parent);
         parent = parent->getParentOp()) {
      outermost = parent;
      inLoop |= isa<scf::ForOp, scf::WhileOp>(parent);
    }
    // Out of an scf.if alone it would gain nothing.
    if (!inLoop)
      continue;
    Block &entry = outermost->getParentRegion()->front();
    alloca->moveBefore(&entry, entry.begin());
  }
}

/// Replaces each memref.alloca_scope with a single-block body by that body,
/// between a stack save and restore. -finalize-memref-to-llvm would lower
/// it by splitting its parent block, which an scf.if or scf.for body still
/// in the scf dialect cannot hold (the pipeline lowers memrefs before scf,
/// for -convert-scf-to-openmp's scopes). Innermost scopes first.
void lowerSingleBlockAllocaScopes(Operation *root) {
  SmallVector<memref::AllocaScopeOp> scopes;
  root->walk([&](memref::AllocaScopeOp scope) {
    if (scope.getBodyRegion().hasOneBlock())
      scopes.push_back(scope);
  });
  for (memref::AllocaScopeOp scope : scopes) {
    Block &body = scope.getBodyRegion().front();
    Operation *terminator = body.getTerminator();
    OpBuilder builder(scope);
    Location loc = scope.getLoc();
    Value stack = LLVM::StackSaveOp::create(
        builder, loc, LLVM::LLVMPointerType::get(builder.getContext()));
    scope->getBlock()->getOperations().splice(
        scope->getIterator(), body.getOperations(), body.begin(),
        terminator->getIterator());
    scope->replaceAllUsesWith(terminator->getOperands());
    LLVM::StackRestoreOp::create(builder, loc, stack);
    scope->erase();
  }
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
    lowerSingleBlockAllocaScopes(getOperation());
    hoistTripLocalAllocas(getOperation());
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
