//===- ToolRegistration.h - What TaGrad's drivers register ------*- C++ -*-===//
//
// tagrad-opt, tagrad-run and tagrad-fuzz see the same passes, pipelines,
// dialects, extensions and LLVM IR translations.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TOOLS_TOOLREGISTRATION_H
#define TAGRAD_TOOLS_TOOLREGISTRATION_H

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Codegen/GPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"
#include "TaGrad/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

namespace mlir::tagrad {

/// Every upstream pass plus TaGrad's passes (dialect, conversions, CPU and GPU
/// code generation) and pipelines.
inline void registerToolPasses() {
  registerAllPasses();
  registerTaGradPasses();
  registerTaGradConversionPasses();
  registerTaGradPipelines();
  registerTaGradCodegenCPUPasses();
  registerTaGradCodegenGPUPasses();
}

/// Every upstream dialect, extension and LLVM IR translation plus TaGrad's.
inline void registerToolDialects(DialectRegistry &registry) {
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registerTaGradLLVMIRTranslation(registry);
  registry.insert<TaGradDialect>();
}

} // namespace mlir::tagrad

#endif // TAGRAD_TOOLS_TOOLREGISTRATION_H
