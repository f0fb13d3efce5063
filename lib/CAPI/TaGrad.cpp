//===- TaGrad.cpp - C API of the tagrad dialect and pipelines -------------===//

#include "TaGrad-c/TaGrad.h"

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Codegen/GPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"
#include "TaGrad/Pipelines/Pipelines.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(TaGrad, tagrad,
                                      mlir::tagrad::TaGradDialect)

void mlirTaGradRegisterPasses(void) {
  mlir::tagrad::registerTaGradPasses();
  mlir::tagrad::registerTaGradConversionPasses();
  mlir::tagrad::registerTaGradCodegenCPUPasses();
  mlir::tagrad::registerTaGradCodegenGPUPasses();
  mlir::tagrad::registerTaGradPipelines();
}

MlirLogicalResult mlirTaGradRunCpuPipeline(MlirModule module,
                                           MlirStringRef options) {
  mlir::ModuleOp op = unwrap(module);
  mlir::PassManager pm(op->getContext());
  // As tagrad-run compiles: the pipeline verifies at its stage boundaries.
  pm.enableVerifier(false);
  std::string pipeline = "tagrad-cpu-pipeline";
  llvm::StringRef text = unwrap(options);
  if (!text.empty())
    pipeline += "{" + text.str() + "}";
  std::string errors;
  llvm::raw_string_ostream os(errors);
  if (mlir::failed(mlir::parsePassPipeline(pipeline, pm, os))) {
    mlir::emitError(op.getLoc())
        << "bad --tagrad-cpu-pipeline options '" << text << "': " << errors;
    return wrap(mlir::failure());
  }
  return wrap(pm.run(op));
}
