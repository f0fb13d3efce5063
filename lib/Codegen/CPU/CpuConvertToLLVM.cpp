//===- CpuConvertToLLVM.cpp - The CPU pipeline's dialects to LLVM at once -===//
//
// Six upstream conversion passes (arith, index, func, cf, omp, ub) each
// walked and verified the whole module; on large programs the walks and
// verifications cost more than the conversions. One conversion with the
// dialects' own ConvertToLLVMPatternInterface patterns gives the same
// output. The set is fixed, not every loaded dialect's, so that what the
// pipeline does not lower still reaches -tagrad-cpu-verify-lowered.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUCONVERTTOLLVM
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// The dialects the CPU pipeline leaves for this pass.
constexpr llvm::StringLiteral kConvertedDialects[] = {"arith", "cf",  "func",
                                                      "index", "omp", "ub"};

struct CpuConvertToLLVMPass
    : public tagrad::impl::TaGradCpuConvertToLLVMBase<CpuConvertToLLVMPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // A private function the module defines (upstream's dealloc_helper, for
    // one) is its own: internal to the object file, so that two compiled
    // modules linked into one binary do not both export its symbol.
    getOperation().walk([&](func::FuncOp func) {
      if (func.isPrivate() && !func.isExternal() &&
          !func->hasAttr("llvm.linkage"))
        func->setAttr("llvm.linkage",
                      LLVM::LinkageAttr::get(context, LLVM::Linkage::Internal));
    });
    ConversionTarget target(*context);
    target.addLegalDialect<LLVM::LLVMDialect>();
    LLVMTypeConverter typeConverter(context);
    RewritePatternSet patterns(context);
    for (StringRef name : kConvertedDialects) {
      // Not loaded: none of its ops can be in the module.
      Dialect *dialect = context->getLoadedDialect(name);
      if (!dialect)
        continue;
      auto *lowering = dyn_cast<ConvertToLLVMPatternInterface>(dialect);
      if (!lowering) {
        getOperation().emitError()
            << "-tagrad-cpu-convert-to-llvm: the '" << name
            << "' dialect has no ConvertToLLVMPatternInterface in this "
               "context (register the dialect extensions: "
               "mlir::registerAllExtensions)";
        return signalPassFailure();
      }
      lowering->populateConvertToLLVMConversionPatterns(target, typeConverter,
                                                        patterns);
    }
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
