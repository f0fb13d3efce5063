//===- TaGradToRuntimePass.cpp - -convert-tagrad-to-runtime ----*- C++ -*-===//

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Conversion/TaGradToRuntime/TaGradToRuntime.h"
#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_CONVERTTAGRADTORUNTIME
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

namespace {
struct ConvertTaGradToRuntime
    : public tagrad::impl::ConvertTaGradToRuntimeBase<ConvertTaGradToRuntime> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Every unsupported op is reported (not only the first) before
    // anything is converted.
    if (failed(checkTaGradToRuntimeSupported(module)))
      return signalPassFailure();
    // The runtime gets the naming policy's name of every array, so its
    // messages name an array as the compile-time diagnostics do.
    const TensorArrayNames &names =
        getAnalysis<TensorArrayAnalysis>().getNames();
    module.walk([&](TensorArrayOp create) {
      if (create.getTensorArrayName().empty())
        create.setTensorArrayName(names.getName(create));
    });

    insertTensorArraySteps(module);

    TypeConverter converter;
    populateTaGradToRuntimeTypeConversion(converter);
    ConversionTarget target(getContext());
    populateTaGradToRuntimeLegality(target, converter);
    RewritePatternSet patterns(&getContext());
    SymbolTableCollection symbolTables;
    populateTaGradToRuntimePatterns(converter, target, patterns, symbolTables);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
