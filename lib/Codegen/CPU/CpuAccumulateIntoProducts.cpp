//===- CpuAccumulateIntoProducts.cpp - Sums of products as accumulation ---===//
//
// -tagrad-cpu-accumulate-into-products (see Passes.td): `X + A B`, with A B
// a contraction written into zeros, becomes the contraction written into X.
// Upstream's FoldAddIntoDest does this for the named linalg.add and
// linalg.matmul; the TensorFlow front end emits generics, which this pass
// matches instead.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Support/ChangeTracker.h"

#include "TensorAddMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUACCUMULATEINTOPRODUCTS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// A float contraction on tensors into zeros whose m, n and k are each one
/// loop that is not statically of extent 1 (the products the CPU pipeline
/// hands to sgemm; -tagrad-cpu-fuse-elementwise makes the others
/// elementwise).
bool isProductIntoZeros(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op) ||
      !isa<FloatType>(getElementTypeOrSelf(op.getResult(0).getType())) ||
      !tagrad::isZeroTensor(op.getDpsInits()[0]))
    return false;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1)
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  return ranges[dims->m[0]] != 1 && ranges[dims->n[0]] != 1 &&
         ranges[dims->k[0]] != 1;
}

struct AccumulateIntoProduct : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp add,
                                PatternRewriter &rewriter) const override {
    if (!tagrad::isSameTypeElementwiseAdd(add))
      return failure();
    for (int k = 0; k < 2; ++k) {
      Value term = add.getInputs()[k];
      auto product = term.getDefiningOp<linalg::GenericOp>();
      if (!product || !term.hasOneUse() || !isProductIntoZeros(product) ||
          product.getResult(0).getType() != term.getType())
        continue;
      // The product written into the other addend, where the add was (the
      // addend may be defined after the product).
      Value addend = add.getInputs()[1 - k];
      rewriter.setInsertionPoint(add);
      IRMapping map;
      map.map(product.getDpsInits()[0], addend);
      Operation *accumulated = rewriter.clone(*product, map);
      rewriter.replaceOp(add, accumulated->getResults());
      rewriter.eraseOp(product);
      return success();
    }
    return failure();
  }
};

struct TaGradCpuAccumulateIntoProducts
    : public tagrad::impl::TaGradCpuAccumulateIntoProductsBase<
          TaGradCpuAccumulateIntoProducts> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    tagrad::populateAccumulateIntoProductsPatterns(patterns);
    tagrad::ChangeTracker tracker;
    walkAndApplyPatterns(getOperation(), std::move(patterns), &tracker);
    if (!tracker.changed)
      markAllAnalysesPreserved();
  }
};

} // namespace

void mlir::tagrad::populateAccumulateIntoProductsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<AccumulateIntoProduct>(patterns.getContext());
}
