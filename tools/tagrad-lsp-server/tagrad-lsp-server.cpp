//===- tagrad-lsp-server.cpp - MLIR language server with TaGrad -----------===//
//
// mlir-lsp-server with every dialect tagrad-opt registers: diagnostics,
// hover, go-to-definition and the rest for files with tagrad ops (stock
// mlir-lsp-server answers "Dialect `tagrad' not found").
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "ToolVersion.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::tagrad::addTaGradVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::tagrad::TaGradDialect>();
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry));
}
