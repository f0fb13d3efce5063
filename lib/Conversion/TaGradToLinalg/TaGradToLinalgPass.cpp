//===- TaGradToLinalgPass.cpp - -convert-tagrad-to-linalg -------*- C++ -*-===//
//
// A thin pass around populateTaGradToLinalgPatterns: every batch-norm op
// lowers (the verifier has rejected unranked operands).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Conversion/TaGradToLinalg/TaGradToLinalg.h"

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

struct ConvertTaGradToLinalg
    : public tagrad::impl::ConvertTaGradToLinalgBase<ConvertTaGradToLinalg> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
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
