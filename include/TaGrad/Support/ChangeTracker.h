//===- ChangeTracker.h - Whether a rewrite changed anything -----*- C++ -*-===//
//
// A rewriter listener that records whether any rewrite happened, for passes
// that drive patterns with walkAndApplyPatterns (which reports nothing): a
// pass that changed nothing marks all analyses preserved, and the pass
// manager then skips the verifier after it (half of the CPU pipeline's
// compile time on large programs, docs/performance.md).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_SUPPORT_CHANGETRACKER_H
#define TAGRAD_SUPPORT_CHANGETRACKER_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::tagrad {

struct ChangeTracker : public RewriterBase::Listener {
  bool changed = false;

  using RewriterBase::Listener::notifyOperationReplaced;

  void notifyOperationInserted(Operation *, OpBuilder::InsertPoint) override {
    changed = true;
  }
  void notifyBlockInserted(Block *, Region *, Region::iterator) override {
    changed = true;
  }
  void notifyOperationModified(Operation *) override { changed = true; }
  void notifyOperationReplaced(Operation *, ValueRange) override {
    changed = true;
  }
  void notifyOperationErased(Operation *) override { changed = true; }
  void notifyBlockErased(Block *) override { changed = true; }
};

} // namespace mlir::tagrad

#endif // TAGRAD_SUPPORT_CHANGETRACKER_H
