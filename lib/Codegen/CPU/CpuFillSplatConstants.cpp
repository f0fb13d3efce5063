//===- CpuFillSplatConstants.cpp - Large splat constants as fills ---------===//
//
// MLIR 22's LLVM IR translation builds a splat global's initializer from a
// list of one constant per element, so a splat of 2^31 floats aborts with
// "LLVM ERROR: out of memory" at translation. A fill at run time keeps the
// program compact.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Support/ChangeTracker.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUFILLSPLATCONSTANTS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct FillLargeSplat : public OpRewritePattern<arith::ConstantOp> {
  FillLargeSplat(MLIRContext *context, int64_t maxElements)
      : OpRewritePattern(context), maxElements(maxElements) {}

  LogicalResult matchAndRewrite(arith::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    auto splat = dyn_cast<SplatElementsAttr>(op.getValue());
    auto type = dyn_cast<RankedTensorType>(op.getType());
    if (!splat || !type || !type.hasStaticShape() ||
        type.getNumElements() <= maxElements)
      return failure();
    Location loc = op.getLoc();
    Value scalar = arith::ConstantOp::create(
        rewriter, loc, cast<TypedAttr>(splat.getSplatValue<Attribute>()));
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType());
    rewriter.replaceOpWithNewOp<linalg::FillOp>(op, scalar, empty);
    return success();
  }

  int64_t maxElements;
};

struct CpuFillSplatConstants
    : public tagrad::impl::TaGradCpuFillSplatConstantsBase<
          CpuFillSplatConstants> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FillLargeSplat>(&getContext(), maxElements);
    tagrad::ChangeTracker tracker;
    walkAndApplyPatterns(getOperation(), std::move(patterns), &tracker);
    if (!tracker.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
