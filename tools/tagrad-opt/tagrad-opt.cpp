//===- tagrad-opt.cpp - mlir-opt with the TaGrad dialect and passes -------===//
//
// Registers every upstream dialect, extension and pass, like mlir-opt, plus
// TaGrad's dialect, passes and pipelines.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"
#include "TaGrad/Pipelines/Pipelines.h"
#include "ToolRegistration.h"
#include "ToolVersion.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::tagrad::addTaGradVersionPrinter();
  mlir::tagrad::registerToolPasses();

  mlir::DialectRegistry registry;
  mlir::tagrad::registerToolDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "TaGrad optimizer driver: TensorFlow TensorArray gradients "
      "and fused batch norm in MLIR\n",
      registry));
}
