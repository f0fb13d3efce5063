// Embeds TaGrad: registers the dialect, parses a module, verifies it, runs
// the canonicalizer (which folds tagrad.tensor_array.size) and prints it.

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/Pipelines/Passes.h"
#include "TaGrad/Pipelines/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

static const char *kProgram = R"mlir(
func.func @size() -> index {
  %c3 = arith.constant 3 : index
  %ta, %flow = tagrad.tensor_array %c3 {tensor_array_name = "ta"}
      : !tagrad.tensor_array<tensor<2xf32>>
  %n = tagrad.tensor_array.size %ta, %flow : !tagrad.tensor_array<tensor<2xf32>>
  return %n : index
}
)mlir";

int main() {
  // The installed pass headers (and their generated .inc files) work.
  mlir::tagrad::registerTaGradPipelines();
  mlir::tagrad::registerTaGradPipelinesPasses();
  mlir::DialectRegistry registry;
  registry.insert<mlir::tagrad::TaGradDialect, mlir::func::FuncDialect,
                  mlir::arith::ArithDialect>();
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kProgram, &context);
  if (!module)
    return 1;
  mlir::PassManager pm(&context);
  pm.addPass(mlir::createCanonicalizerPass());
  if (mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
