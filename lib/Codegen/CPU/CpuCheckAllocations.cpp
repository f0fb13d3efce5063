//===- CpuCheckAllocations.cpp - malloc calls that report failure ---------===//
//
// Without the buffer cache, memref.alloc lowers to malloc; a buffer too
// large to allocate is a NULL the compiled code writes through. The
// runtime's checked allocators report the failure instead, with the buffer
// cache's "out of memory" message.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUCHECKALLOCATIONS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuCheckAllocations
    : public tagrad::impl::TaGradCpuCheckAllocationsBase<CpuCheckAllocations> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    redirect(symbols, "malloc", "tagradCheckedMalloc", 1);
    redirect(symbols, "aligned_alloc", "tagradCheckedAlignedAlloc", 2);
  }

  /// Points the uses of the declaration `from` (`numParams` i64 parameters,
  /// a pointer result: upstream's) at `to`.
  void redirect(SymbolTable &symbols, StringRef from, StringRef to,
                unsigned numParams) {
    auto func = symbols.lookup<LLVM::LLVMFuncOp>(from);
    if (!func || !func.isExternal())
      return;
    LLVM::LLVMFunctionType type = func.getFunctionType();
    if (type.getNumParams() != numParams ||
        !isa<LLVM::LLVMPointerType>(type.getReturnType()) ||
        !llvm::all_of(type.getParams(), [](Type t) { return t.isInteger(64); }))
      return;
    ModuleOp module = getOperation();
    if (Operation *existing = symbols.lookup(to)) {
      auto target = dyn_cast<LLVM::LLVMFuncOp>(existing);
      if (!target || target.getFunctionType() != type) {
        existing->emitError() << "'" << to << "' is the TaGrad runtime's "
                              << type << ", which allocations call";
        return signalPassFailure();
      }
    } else {
      OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
      auto target = LLVM::LLVMFuncOp::create(b, func.getLoc(), to, type);
      symbols.insert(target);
    }
    if (failed(SymbolTable::replaceAllSymbolUses(
            func, StringAttr::get(&getContext(), to), module)))
      return signalPassFailure();
  }
};

} // namespace
