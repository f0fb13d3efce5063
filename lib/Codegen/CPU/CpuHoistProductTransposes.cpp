//===- CpuHoistProductTransposes.cpp - Loop-invariant B^T out of loops ----===//
//
// -tagrad-cpu-hoist-product-transposes (see Passes.td): a matrix product in
// a loop whose right operand is loop invariant and read transposed (an RNN's
// backward `dh W^T`, MatMul with transpose_b) reads a transposed copy made
// once before the loop, so that sgemm runs without its transpose.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Support/ChangeTracker.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUHOISTPRODUCTTRANSPOSES
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// The outermost loop around `op` (inside its function) that `value` is
/// defined outside of, and whether the loops from `op` up to it run more
/// than one trip in all (an unknown trip count counts as more).
std::pair<LoopLikeOpInterface, bool> outermostInvariantLoop(Operation *op,
                                                            Value value) {
  LoopLikeOpInterface outermost;
  bool repeats = false;
  for (auto loop = op->getParentOfType<LoopLikeOpInterface>();
       loop && loop.isDefinedOutsideOfLoop(value);
       loop = loop->getParentOfType<LoopLikeOpInterface>()) {
    outermost = loop;
    auto forOp = dyn_cast<scf::ForOp>(loop.getOperation());
    std::optional<APInt> trips =
        forOp ? forOp.getStaticTripCount() : std::optional<APInt>();
    if (!trips || trips->ugt(1))
      repeats = true;
  }
  return {outermost, repeats};
}

/// A 2-d f32 product C[m, n] (+)= A[m, k] B[k, n] on tensors (m, n and k
/// not statically of extent 1: the products that become sgemm calls), C
/// row-major
/// (map (m, n)), whose B is read as stored [n, k] (map (n, k)): sgemm's
/// CblasTrans on B, 1.4-2.4x slower than CblasNoTrans on the RNN's shapes
/// (docs/performance.md). Returns B's operand number, or -1.
int transposedRightOperand(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || op.getNumLoops() != 3 ||
      !linalg::isaContractionOpInterface(op) ||
      !getElementTypeOrSelf(op.getResult(0).getType()).isF32())
    return -1;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || !dims->batch.empty())
    return -1;
  // A loop of static extent 1 is folded away later
  // (-tagrad-cpu-fuse-elementwise) and the product stays loops, where the
  // transposed B is the one read along k: a dot product per element.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges[dims->m[0]] == 1 || ranges[dims->n[0]] == 1 ||
      ranges[dims->k[0]] == 1)
    return -1;
  MLIRContext *context = op.getContext();
  auto dim = [&](unsigned d) { return getAffineDimExpr(d, context); };
  AffineExpr m = dim(dims->m[0]), n = dim(dims->n[0]), k = dim(dims->k[0]);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps[2].getResults() != ArrayRef<AffineExpr>{m, n})
    return -1;
  for (int operand = 0; operand < 2; ++operand)
    if (maps[operand].getResults() == ArrayRef<AffineExpr>{n, k})
      return operand;
  return -1;
}

struct HoistProductTranspose : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp product,
                                PatternRewriter &rewriter) const override {
    int operand = transposedRightOperand(product);
    if (operand < 0)
      return failure();
    Value right = product.getDpsInputs()[operand];
    auto [loop, repeats] = outermostInvariantLoop(product, right);
    if (!loop || !repeats)
      return failure();

    // B^T, stored [k, n], once before the loop.
    Location loc = right.getLoc();
    rewriter.setInsertionPoint(loop);
    auto type = cast<RankedTensorType>(right.getType());
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, right);
    Value init = tensor::EmptyOp::create(rewriter, loc, {sizes[1], sizes[0]},
                                         type.getElementType());
    Value transposed = linalg::TransposeOp::create(rewriter, loc, right, init,
                                                   ArrayRef<int64_t>{1, 0})
                           ->getResult(0);

    SmallVector<AffineMap> maps = product.getIndexingMapsArray();
    AffineMap map = maps[operand];
    maps[operand] = AffineMap::get(map.getNumDims(), 0,
                                   {map.getResult(1), map.getResult(0)},
                                   product.getContext());
    rewriter.modifyOpInPlace(product, [&] {
      product.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
      product.getDpsInputOperand(operand)->set(transposed);
    });
    return success();
  }
};

struct TaGradCpuHoistProductTransposes
    : public tagrad::impl::TaGradCpuHoistProductTransposesBase<
          TaGradCpuHoistProductTransposes> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    tagrad::populateHoistProductTransposesPatterns(patterns);
    tagrad::ChangeTracker tracker;
    walkAndApplyPatterns(getOperation(), std::move(patterns), &tracker);
    if (!tracker.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace

void mlir::tagrad::populateHoistProductTransposesPatterns(
    RewritePatternSet &patterns) {
  patterns.add<HoistProductTranspose>(patterns.getContext());
}
