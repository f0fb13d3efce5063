//===- CpuUntieEmptyTensors.cpp - One tensor.empty per use ----------------===//
//
// -tagrad-cpu-untie-empty-tensors (see Passes.td): CSE merges identical
// tensor.empty ops, also one in a loop body with one before the loop, and
// one-shot bufferization then gives all their uses one buffer. Where a loop
// carries a value written into that buffer and a later use in the loop
// writes into it again before the carried value is read, the carried value
// is overwritten (two Keras RNN layers differentiated in one graph: the
// second gradient loop's weight gradients came out wrong). Each use gets
// its own tensor.empty, placed right before its user.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUUNTIEEMPTYTENSORS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuUntieEmptyTensors
    : public tagrad::impl::TaGradCpuUntieEmptyTensorsBase<
          CpuUntieEmptyTensors> {
  void runOnOperation() override {
    SmallVector<tensor::EmptyOp> shared;
    getOperation().walk([&](tensor::EmptyOp empty) {
      if (!empty->hasOneUse() && !empty->use_empty())
        shared.push_back(empty);
    });
    if (shared.empty())
      return markAllAnalysesPreserved();
    // Every use gets a copy right before its user, in its block: the use in
    // a loop body allocates in that body, whatever the uses before the loop.
    for (tensor::EmptyOp empty : shared) {
      SmallVector<OpOperand *> uses = llvm::map_to_vector(
          empty->getUses(), [](OpOperand &use) { return &use; });
      for (OpOperand *use : uses) {
        OpBuilder builder(use->getOwner());
        use->set(builder.clone(*empty)->getResult(0));
      }
      empty.erase();
    }
  }
};

} // namespace
