//===- VerifyFlow.cpp - Static checks of TensorFlow's TensorArray rules ---===//
//
// A pure checker: reports the violations TensorArrayAnalysis' flow
// interpretation proves (Analysis/FlowInterpreter.cpp says how), changes
// nothing and keeps the analysis for the passes after it.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADVERIFYFLOW
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

namespace {
struct VerifyFlowPass
    : public tagrad::impl::TaGradVerifyFlowBase<VerifyFlowPass> {
  void runOnOperation() override {
    auto &analysis = getAnalysis<TensorArrayAnalysis>();
    for (const FlowViolation &violation : analysis.getViolations()) {
      InFlightDiagnostic diag = emitError(violation.location)
                                << violation.message;
      for (const auto &[location, note] : violation.notes)
        diag.attachNote(location) << note;
    }
    if (!analysis.getViolations().empty())
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
