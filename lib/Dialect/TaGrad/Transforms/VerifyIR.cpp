//===- VerifyIR.cpp - MLIR's verifier at a pipeline's stage boundary ------===//
//
// The compile paths skip the verifier after each pass; the pipelines run it
// here, where a stage hands its IR to the next, so that a pass that leaves
// invalid IR is a diagnostic at a known point, not a crash stages later.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/IR/Verifier.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADVERIFYIR
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {
struct VerifyIRPass : public tagrad::impl::TaGradVerifyIRBase<VerifyIRPass> {
  void runOnOperation() override {
    if (failed(verify(getOperation())))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
