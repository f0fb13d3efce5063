//===- AddIntoSlices.cpp - Adds of zero-padded slices, in place -----------===//
//
// -tagrad-add-into-slices (see Passes.td): X + insert_slice(s into zeros)
// becomes insert_slice(extract_slice(X) + s into X).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Support/ChangeTracker.h"

#include "TensorAddMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADADDINTOSLICES
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// Whether `v` is a tensor of zeros: a fill of 0 or a zero splat.
/// Whether `op` is out = a + b elementwise on tensors of one type.
struct AddIntoSlice : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!tagrad::isSameTypeElementwiseAdd(op))
      return failure();
    for (int k = 0; k < 2; ++k) {
      auto insert = op.getInputs()[k].getDefiningOp<tensor::InsertSliceOp>();
      if (!insert || !tagrad::isZeroTensor(insert.getDest()))
        continue;
      Value other = op.getInputs()[1 - k];
      Location loc = op.getLoc();
      RankedTensorType sliceType = insert.getSourceType();
      Value slice = tensor::ExtractSliceOp::create(
          rewriter, loc, sliceType, other, insert.getMixedOffsets(),
          insert.getMixedSizes(), insert.getMixedStrides());
      SmallVector<Value> dynamicSizes;
      for (int64_t i = 0; i < sliceType.getRank(); ++i)
        if (sliceType.isDynamicDim(i))
          dynamicSizes.push_back(
              tensor::DimOp::create(rewriter, loc, insert.getSource(), i));
      Value init =
          tensor::EmptyOp::create(rewriter, loc, sliceType, dynamicSizes);
      unsigned rank = sliceType.getRank();
      SmallVector<AffineMap> maps(3, rewriter.getMultiDimIdentityMap(rank));
      SmallVector<utils::IteratorType> iterators(rank,
                                                 utils::IteratorType::parallel);
      Value sum =
          linalg::GenericOp::create(
              rewriter, loc, sliceType, ValueRange{slice, insert.getSource()},
              ValueRange{init}, maps, iterators,
              [](OpBuilder &b, Location loc, ValueRange args) {
                Value s = arith::AddFOp::create(b, loc, args[0], args[1]);
                linalg::YieldOp::create(b, loc, s);
              })
              .getResult(0);
      rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
          op, sum, other, insert.getMixedOffsets(), insert.getMixedSizes(),
          insert.getMixedStrides());
      return success();
    }
    return failure();
  }
};

struct AddIntoSlices
    : public tagrad::impl::TaGradAddIntoSlicesBase<AddIntoSlices> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<AddIntoSlice>(&getContext());
    // One walk, no folding: constants are left for the passes after.
    tagrad::ChangeTracker tracker;
    walkAndApplyPatterns(getOperation(), std::move(patterns), &tracker);
    if (!tracker.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
