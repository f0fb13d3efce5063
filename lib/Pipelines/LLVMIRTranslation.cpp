//===- LLVMIRTranslation.cpp - TaGrad's attributes in LLVM IR export ------===//
//
// tagrad.name, tagrad.variable and tagrad.unsigned (from -tagrad-legalize-tf)
// describe a function's arguments and results to its callers; they have no
// LLVM IR counterpart and are dropped when a module is exported, without the
// warning the export gives attributes nobody claims.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"

using namespace mlir;

namespace {
struct TaGradLLVMIRTranslation : public LLVMTranslationDialectInterface {
  using LLVMTranslationDialectInterface::LLVMTranslationDialectInterface;

  LogicalResult
  convertParameterAttr(LLVM::LLVMFuncOp function, int argIdx,
                       NamedAttribute attr,
                       LLVM::ModuleTranslation &moduleTranslation) const final {
    StringRef name = attr.getName().strref();
    if (name == "tagrad.name" || name == "tagrad.variable" ||
        name == "tagrad.unsigned")
      return success();
    return function.emitError()
           << "unexpected TaGrad parameter attribute '" << name << "'";
  }
};
} // namespace

void mlir::tagrad::registerTaGradLLVMIRTranslation(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, TaGradDialect *dialect) {
    dialect->addInterfaces<TaGradLLVMIRTranslation>();
  });
}
