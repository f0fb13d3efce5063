//===- CpuBoundAliasChains.cpp - Bound in-place update chains --*- C++ -*-===//
//
// One-shot bufferization's analysis checks, for each update that may reuse
// an operand's buffer, every read against every write of the values that
// already share that buffer. A function that updates one tensor N times in
// a row (an unrolled `acc = acc + x`, a state carried through N loops) is
// one such set growing to N: O(N^3). Before bufferization, this pass counts
// per tensor value how many updates its buffer may already carry and gives
// the update that would reach `max-length` a fresh buffer.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUBOUNDALIASCHAINS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

class ChainBounder {
public:
  ChainBounder(unsigned maxLength, const bufferization::AnalysisState &state)
      : maxLength(maxLength), state(state) {}

  void visitBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block))
      visit(&op);
  }

private:
  unsigned lengthOf(Value value) const { return lengths.lookup(value); }
  void setLength(Value value, unsigned length) {
    lengths[value] = std::min(length, maxLength);
  }

  /// Whether `use` is written and may share its buffer with one of its op's
  /// tensor results (a view, an extract_slice, only joins the chain).
  bool mayUpdateInPlace(OpOperand &use) const {
    return state.bufferizesToMemoryWrite(use) &&
           llvm::any_of(state.getAliasingValues(use), [](auto &alias) {
             return isa<TensorType>(alias.value.getType());
           });
  }

  /// A fresh tensor equal to `use`'s value, or an uninitialized one when the
  /// op only overwrites it.
  void giveFreshBuffer(OpOperand &use) {
    Operation *op = use.getOwner();
    OpBuilder b(op);
    Location loc = op->getLoc();
    Value value = use.get();
    auto type = cast<RankedTensorType>(value.getType());
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    Value fresh;
    if (linalgOp && linalgOp.isDpsInit(&use) &&
        !linalgOp.payloadUsesValueFromOperand(&use))
      fresh = tensor::EmptyOp::create(
          b, loc, tensor::getMixedSizes(b, loc, value), type.getElementType());
    else
      fresh = bufferization::AllocTensorOp::create(b, loc, type, ValueRange{},
                                                   value);
    use.set(fresh);
  }

  void visit(Operation *op) {
    // Operands whose parallel-combining ops need the loop's own block
    // arguments, and terminators, stay as they are.
    bool fixedOperands = op->hasTrait<OpTrait::IsTerminator>() ||
                         isa_and_nonnull<scf::InParallelOp>(op->getParentOp());
    if (!fixedOperands)
      for (OpOperand &use : op->getOpOperands())
        if (isa<RankedTensorType>(use.get().getType()) &&
            lengthOf(use.get()) >= maxLength && mayUpdateInPlace(use))
          giveFreshBuffer(use);

    auto loop = dyn_cast<LoopLikeOpInterface>(op);
    if (loop && loop.getRegionIterArgs().size() == loop.getInits().size())
      for (auto [arg, init] :
           llvm::zip(loop.getRegionIterArgs(), loop.getInits()))
        setLength(arg, lengthOf(init));
    for (Region &region : op->getRegions())
      for (Block &inner : region)
        visitBlock(inner);

    std::optional<MutableArrayRef<OpOperand>> yielded;
    if (loop)
      yielded = loop.getYieldedValuesMutable();
    for (OpResult result : op->getResults()) {
      if (!isa<TensorType>(result.getType()))
        continue;
      unsigned length = 0;
      for (auto &alias : state.getAliasingOpOperands(result))
        length += lengthOf(alias.opOperand->get());
      if (yielded && result.getResultNumber() < yielded->size())
        length = std::max(length,
                          lengthOf((*yielded)[result.getResultNumber()].get()));
      setLength(result, length + 1);
    }
  }

  unsigned maxLength;
  const bufferization::AnalysisState &state;
  llvm::DenseMap<Value, unsigned> lengths;
};

struct CpuBoundAliasChains
    : public tagrad::impl::TaGradCpuBoundAliasChainsBase<CpuBoundAliasChains> {
  using Base::Base;

  void runOnOperation() override {
    if (maxLength == 0) {
      getOperation().emitError("-tagrad-cpu-bound-alias-chains: max-length "
                               "must be at least 1");
      return signalPassFailure();
    }
    bufferization::OneShotBufferizationOptions options;
    bufferization::AnalysisState state(options);
    ChainBounder bounder(maxLength, state);
    for (Block &block : getOperation().getBody())
      bounder.visitBlock(block);
  }
};

} // namespace
