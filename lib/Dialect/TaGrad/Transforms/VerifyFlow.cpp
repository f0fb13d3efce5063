// PLACEHOLDER: being implemented; fails loudly until then.

#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADVERIFYFLOW
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {
struct TaGradVerifyFlowPlaceholder
    : public tagrad::impl::TaGradVerifyFlowBase<TaGradVerifyFlowPlaceholder> {
  void runOnOperation() override {
    getOperation()->emitError("pass not implemented yet");
    signalPassFailure();
  }
};
} // namespace
