//===- LowerDynamicExpandShape.cpp - work around expand-strided-metadata --===//
//
// MLIR 22's -expand-strided-metadata crashes (null IntegerAttr in
// dispatchIndexOpFoldResult) on a memref.expand_shape whose reassociation
// group holds more than one dynamic dimension, e.g. the x_backprop of a
// batch norm on tensor<?x?x?x?xf32>, collapsed to [N*H*W, C] and expanded
// back. For a contiguous (identity-layout) source such an expand_shape is a
// memref.reinterpret_cast with row-major strides, which the upstream pass
// handles; for a strided source (a function argument) one of its base
// buffer with the strides of each source dimension expanded. This pass
// rewrites exactly those and leaves everything else.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADLOWERDYNAMICEXPANDSHAPE
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// Whether some reassociation group has two or more dynamic result dims.
static bool hasGroupWithSeveralDynamicDims(memref::ExpandShapeOp op) {
  MemRefType resultType = op.getResultType();
  for (const ReassociationIndices &group : op.getReassociationIndices()) {
    int dynamicDims = 0;
    for (int64_t dim : group)
      dynamicDims += resultType.isDynamicDim(dim);
    if (dynamicDims > 1)
      return true;
  }
  return false;
}

/// a * b, folded when both are constants.
static OpFoldResult multiply(OpBuilder &b, Location loc, OpFoldResult lhs,
                             OpFoldResult rhs) {
  std::optional<int64_t> staticLhs = getConstantIntValue(lhs);
  std::optional<int64_t> staticRhs = getConstantIntValue(rhs);
  if (staticLhs && staticRhs)
    return b.getIndexAttr(*staticLhs * *staticRhs);
  return arith::MulIOp::create(b, loc,
                               getValueOrCreateConstantIndexOp(b, loc, lhs),
                               getValueOrCreateConstantIndexOp(b, loc, rhs))
      .getResult();
}

struct ContiguousExpandShapeToReinterpretCast
    : public OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    MemRefType sourceType = op.getSrcType();
    MemRefType resultType = op.getResultType();
    if (!sourceType.getLayout().isIdentity() ||
        !resultType.getLayout().isIdentity() ||
        !hasGroupWithSeveralDynamicDims(op))
      return failure();

    Location loc = op.getLoc();
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides(sizes.size());
    // Row-major strides; the innermost stays the constant 1 the identity
    // layout of the result type requires.
    OpFoldResult running = rewriter.getIndexAttr(1);
    for (int64_t dim = static_cast<int64_t>(sizes.size()) - 1; dim >= 0;
         --dim) {
      strides[dim] = running;
      if (dim == 0)
        break;
      running = multiply(rewriter, loc, running, sizes[dim]);
    }
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, resultType, op.getSrc(), rewriter.getIndexAttr(0), sizes, strides);
    return success();
  }
};

/// A strided source (a function argument's fully dynamic layout): each
/// source dimension of stride s expands into row-major dimensions of
/// strides s * (sizes inside it), on the source's base buffer and offset.
struct StridedExpandShapeToReinterpretCast
    : public OpRewritePattern<memref::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    MemRefType sourceType = op.getSrcType();
    if (sourceType.getLayout().isIdentity() ||
        !isa<StridedLayoutAttr>(sourceType.getLayout()) ||
        !hasGroupWithSeveralDynamicDims(op))
      return failure();
    SmallVector<int64_t> staticStrides;
    int64_t staticOffset;
    if (failed(sourceType.getStridesAndOffset(staticStrides, staticOffset)))
      return failure();

    Location loc = op.getLoc();
    auto metadata =
        memref::ExtractStridedMetadataOp::create(rewriter, loc, op.getSrc());
    auto known = [&](int64_t value, Value dynamic) -> OpFoldResult {
      if (ShapedType::isDynamic(value))
        return dynamic;
      return rewriter.getIndexAttr(value);
    };
    SmallVector<OpFoldResult> sizes = op.getMixedOutputShape();
    SmallVector<OpFoldResult> strides(sizes.size());
    for (auto [sourceDim, group] :
         llvm::enumerate(op.getReassociationIndices())) {
      OpFoldResult running =
          known(staticStrides[sourceDim], metadata.getStrides()[sourceDim]);
      for (int64_t dim : llvm::reverse(group)) {
        strides[dim] = running;
        if (dim != group.front())
          running = multiply(rewriter, loc, running, sizes[dim]);
      }
    }
    rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
        op, op.getResultType(), metadata.getBaseBuffer(),
        known(staticOffset, metadata.getOffset()), sizes, strides);
    return success();
  }
};

struct LowerDynamicExpandShape
    : public tagrad::impl::TaGradLowerDynamicExpandShapeBase<
          LowerDynamicExpandShape> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ContiguousExpandShapeToReinterpretCast,
                 StridedExpandShapeToReinterpretCast>(&getContext());
    bool changed = false;
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     GreedyRewriteConfig(), &changed)))
      return signalPassFailure();
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
