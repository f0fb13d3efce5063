// PLACEHOLDER: being implemented; fails loudly until then.

#include "TaGrad/Conversion/Passes.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_CONVERTTAGRADTOLINALG
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {
struct ConvertTaGradToLinalgPlaceholder
    : public tagrad::impl::ConvertTaGradToLinalgBase<ConvertTaGradToLinalgPlaceholder> {
  void runOnOperation() override {
    getOperation()->emitError("pass not implemented yet");
    signalPassFailure();
  }
};
} // namespace
