//===- CpuScalarizeLoopCarries.cpp - Rank-0 tensors as scalars -*- C++ -*-===//
//
// TensorFlow's while loops count in tensor<i32>: imported and legalized, a
// loop carries its counters as rank-0 tensors, extracted to compare and
// rebuilt with tensor.from_elements to yield. Bufferized, each becomes a
// memref<i32> allocated, copied and freed on every trip (one-shot copies
// loop arguments that are not yielded in place). Carried as the scalar
// they hold, they stay in registers. The rewrite is exact: each region
// rebuilds the tensor from the scalar for whatever else uses it, and the
// canonicalizer folds extract(from_elements(x)) to x.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUSCALARIZELOOPCARRIES
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

bool isScalarTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 && !tensor.getEncoding() &&
         tensor.getElementType().isIntOrIndexOrFloat();
}

Value extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return tensor::ExtractOp::create(b, loc, tensor, ValueRange{});
}

Value rebuildTensor(OpBuilder &b, Location loc, Type type, Value scalar) {
  return tensor::FromElementsOp::create(b, loc, type, ValueRange{scalar});
}

/// Between a rank-0 tensor and its element, whichever way `type` asks.
Value castTensorOrElement(OpBuilder &b, Location loc, Type type, Value value) {
  return isa<RankedTensorType>(type) ? rebuildTensor(b, loc, type, value)
                                     : extractScalar(b, loc, value);
}

/// In `block`, whose argument `index` now carries the scalar of a rank-0
/// tensor of `type`: the old uses see the tensor rebuilt at the block's
/// start.
void rebuildAtStart(RewriterBase &rewriter, Block &block, unsigned index,
                    Type type) {
  BlockArgument argument = block.getArgument(index);
  Type scalarType = cast<RankedTensorType>(type).getElementType();
  argument.setType(scalarType);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&block);
  Value tensor = rebuildTensor(rewriter, argument.getLoc(), type, argument);
  rewriter.replaceAllUsesExcept(argument, tensor, tensor.getDefiningOp());
}

/// The terminator's `operand` (a rank-0 tensor) replaced by its element.
void extractAtEnd(RewriterBase &rewriter, Operation *terminator,
                  OpOperand &operand) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(terminator);
  Value scalar = extractScalar(rewriter, terminator->getLoc(), operand.get());
  rewriter.modifyOpInPlace(terminator, [&] { operand.set(scalar); });
}

struct ScalarizeWhileCarries : OpRewritePattern<scf::WhileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::WhileOp loop,
                                PatternRewriter &rewriter) const override {
    // Only loops whose before and after arguments line up (what the
    // legalizer and upstream's lifting produce).
    if (TypeRange(ValueRange(loop.getBeforeArguments())) !=
            loop.getInits().getTypes() ||
        TypeRange(ValueRange(loop.getAfterArguments())) !=
            loop.getResultTypes() ||
        loop.getInits().getTypes() != loop.getResultTypes())
      return failure();
    SmallVector<unsigned> carried;
    for (auto [i, type] : llvm::enumerate(loop.getResultTypes()))
      if (isScalarTensor(type))
        carried.push_back(i);
    if (carried.empty())
      return failure();

    Location loc = loop.getLoc();
    SmallVector<Value> inits(loop.getInits());
    SmallVector<Type> types(loop.getResultTypes());
    for (unsigned i : carried) {
      inits[i] = extractScalar(rewriter, loc, inits[i]);
      types[i] = cast<RankedTensorType>(types[i]).getElementType();
    }
    auto scalarLoop = scf::WhileOp::create(rewriter, loc, types, inits);
    rewriter.inlineRegionBefore(loop.getBefore(), scalarLoop.getBefore(),
                                scalarLoop.getBefore().end());
    rewriter.inlineRegionBefore(loop.getAfter(), scalarLoop.getAfter(),
                                scalarLoop.getAfter().end());
    scf::ConditionOp condition = scalarLoop.getConditionOp();
    scf::YieldOp yield = scalarLoop.getYieldOp();
    for (unsigned i : carried) {
      Type type = loop.getResultTypes()[i];
      rebuildAtStart(rewriter, *scalarLoop.getBeforeBody(), i, type);
      rebuildAtStart(rewriter, *scalarLoop.getAfterBody(), i, type);
      extractAtEnd(rewriter, condition, condition.getArgsMutable()[i]);
      extractAtEnd(rewriter, yield, yield.getResultsMutable()[i]);
    }
    SmallVector<Value> results(scalarLoop.getResults());
    for (unsigned i : carried)
      results[i] =
          rebuildTensor(rewriter, loc, loop.getResultTypes()[i], results[i]);
    rewriter.replaceOp(loop, results);
    return success();
  }
};

/// One carried rank-0 tensor at a time, with upstream's
/// replaceAndCastForOpIterArg (the casts at the body's start, the yield and
/// the results).
struct ScalarizeForCarries : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    for (OpOperand &init : loop.getInitArgsMutable()) {
      if (!isScalarTensor(init.get().getType()))
        continue;
      Value scalar = extractScalar(rewriter, loop.getLoc(), init.get());
      SmallVector<Value> results = scf::replaceAndCastForOpIterArg(
          rewriter, loop, init, scalar, castTensorOrElement);
      rewriter.replaceOp(loop, results);
      return success();
    }
    return failure();
  }
};

struct TaGradCpuScalarizeLoopCarries
    : public tagrad::impl::TaGradCpuScalarizeLoopCarriesBase<
          TaGradCpuScalarizeLoopCarries> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<ScalarizeWhileCarries, ScalarizeForCarries>(context);
    tensor::ExtractOp::getCanonicalizationPatterns(patterns, context);
    tensor::FromElementsOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
