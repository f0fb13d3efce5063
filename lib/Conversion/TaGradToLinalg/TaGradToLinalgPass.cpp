//===- TaGradToLinalgPass.cpp - -convert-tagrad-to-linalg -------*- C++ -*-===//
//
// A thin pass around populateTaGradToLinalgPatterns: every batch-norm op must
// lower (the patterns only refuse unranked data, which the pass reports).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_CONVERTTAGRADTOLINALG
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {

/// The name of the first unranked operand of a batch-norm op, if any: the
/// linalg lowering needs every rank (cast unranked values first).
std::optional<std::pair<StringRef, Value>> firstUnrankedOperand(Operation *op) {
  static constexpr StringLiteral gradNames[] = {
      "y_backprop", "x", "scale", "reserve_space_1", "reserve_space_2"};
  static constexpr StringLiteral forwardNames[] = {"x", "scale", "offset",
                                                   "mean", "variance"};
  ArrayRef<StringLiteral> names =
      isa<tagrad::FusedBatchNormGradOp>(op) ? gradNames : forwardNames;
  for (auto [name, operand] : llvm::zip(names, op->getOperands()))
    if (!cast<TensorType>(operand.getType()).hasRank())
      return std::make_pair(StringRef(name), operand);
  return std::nullopt;
}

struct ConvertTaGradToLinalg
    : public tagrad::impl::ConvertTaGradToLinalgBase<ConvertTaGradToLinalg> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    bool unsupported = false;
    getOperation()->walk([&](Operation *op) {
      if (!isa<tagrad::FusedBatchNormGradOp, tagrad::FusedBatchNormOp>(op))
        return;
      if (auto unranked = firstUnrankedOperand(op)) {
        op->emitOpError() << "operand '" << unranked->first
                          << "' has the unranked type "
                          << unranked->second.getType()
                          << ", which the linalg lowering does not support: "
                             "tensor.cast it to a ranked type first";
        unsupported = true;
      }
    });
    if (unsupported)
      return signalPassFailure();
    ConversionTarget target(*context);
    target
        .addIllegalOp<tagrad::FusedBatchNormGradOp, tagrad::FusedBatchNormOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    tagrad::populateTaGradToLinalgPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
