//===- LowerRuntimeChecks.cpp - -tagrad-lower-runtime-checks --------------===//
//
// Lowers tagrad.runtime_check (the TF front end's checks of shapes and
// sizes from data, the TensorArray decomposition's, the batch-norm shape
// rules of -convert-tagrad-to-linalg and -convert-tagrad-to-gpu) to calls of
// the runtime's report. The CPU pipeline runs it after the tensor-level
// canonicalization, so that a function ends at a check whose condition
// folded to true in its body (truncateAtChecksThatAlwaysFail).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Conversion/TaGradToRuntime/TaGradToRuntime.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADLOWERRUNTIMECHECKS
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

namespace {
struct LowerRuntimeChecks
    : public tagrad::impl::TaGradLowerRuntimeChecksBase<LowerRuntimeChecks> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!module.walk([](RuntimeCheckOp) { return WalkResult::interrupt(); })
             .wasInterrupted())
      return markAllAnalysesPreserved();
    truncateAtChecksThatAlwaysFail(module);
    // Only the checks change: every type stays what it is.
    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addIllegalOp<RuntimeCheckOp>();
    RewritePatternSet patterns(&getContext());
    SymbolTableCollection symbolTables;
    populateRuntimeCheckLoweringPatterns(converter, patterns, symbolTables);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
