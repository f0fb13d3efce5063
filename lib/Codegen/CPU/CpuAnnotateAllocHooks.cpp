//===- CpuAnnotateAllocHooks.cpp - Hooks known as malloc and free --------===//
//
// With buffer-cache=true, -finalize-memref-to-llvm calls MLIR's generic
// allocation hooks (implemented by libtagrad_runtime.so's buffer cache)
// instead of malloc and free. LLVM knows malloc's contract by its name; for
// other functions it must be told: a result that aliases nothing, memory of
// the size argument's bytes, uninitialized, freed by the matching free.
// Without it LLVM cannot keep loaded values in registers across stores to
// the new buffer, nor drop stores to a buffer that is freed unread, and the
// TensorArray loops ran 25-30% slower than with malloc. The runtime's
// checked malloc (-tagrad-cpu-check-allocations, buffer-cache=false) is
// marked alike.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include "llvm/IR/Attributes.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUANNOTATEALLOCHOOKS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// llvm::Attribute::AllocSize's packed value: the size in bytes is argument
/// `sizeArg`, there is no element-count argument.
uint64_t allocSizeOf(unsigned sizeArg) {
  return (uint64_t(sizeArg) << 32) | 0xFFFFFFFFu;
}

/// The passthrough entries of an allocation function of `kind` (int
/// attributes travel as their decimal value).
ArrayAttr allocatorPassthrough(MLIRContext *context, llvm::AllocFnKind kind,
                               std::optional<unsigned> sizeArg) {
  Builder builder(context);
  auto entry = [&](StringRef key, StringRef value) {
    return builder.getStrArrayAttr({key, value});
  };
  SmallVector<Attribute> entries = {
      entry("allockind", std::to_string(static_cast<uint64_t>(kind))),
      entry("alloc-family", "malloc")};
  if (sizeArg)
    entries.push_back(
        entry("allocsize", std::to_string(allocSizeOf(*sizeArg))));
  return builder.getArrayAttr(entries);
}

struct CpuAnnotateAllocHooks
    : public tagrad::impl::TaGradCpuAnnotateAllocHooksBase<
          CpuAnnotateAllocHooks> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    UnitAttr unit = UnitAttr::get(context);
    using Kind = llvm::AllocFnKind;
    for (auto func : getOperation().getOps<LLVM::LLVMFuncOp>()) {
      // Only declarations with upstream's signatures: a definition or a
      // differently typed function of that name is someone else's.
      if (!func.isExternal())
        continue;
      LLVM::LLVMFunctionType type = func.getFunctionType();
      auto isPointer = [](Type t) { return isa<LLVM::LLVMPointerType>(t); };
      StringRef name = func.getSymName();
      unsigned numParams = type.getNumParams();
      bool returnsPointer = isPointer(type.getReturnType());
      if ((name == "_mlir_memref_to_llvm_alloc" ||
           name == "tagradCheckedMalloc") &&
          numParams == 1 && returnsPointer) {
        func.setPassthroughAttr(allocatorPassthrough(
            context, Kind::Alloc | Kind::Uninitialized, 0));
        func.setResultAttr(0, LLVM::LLVMDialect::getNoAliasAttrName(), unit);
      } else if ((name == "_mlir_memref_to_llvm_aligned_alloc" ||
                  name == "tagradCheckedAlignedAlloc") &&
                 numParams == 2 && returnsPointer) {
        func.setPassthroughAttr(allocatorPassthrough(
            context, Kind::Alloc | Kind::Uninitialized | Kind::Aligned, 1));
        func.setResultAttr(0, LLVM::LLVMDialect::getNoAliasAttrName(), unit);
        func.setArgAttr(0, LLVM::LLVMDialect::getAllocAlignAttrName(), unit);
      } else if (name == "_mlir_memref_to_llvm_free" && numParams == 1 &&
                 isPointer(type.getParamType(0))) {
        func.setPassthroughAttr(
            allocatorPassthrough(context, Kind::Free, std::nullopt));
        func.setArgAttr(0, LLVM::LLVMDialect::getAllocatedPointerAttrName(),
                        unit);
      } else {
        continue;
      }
      func.setNoUnwind(true);
      func.setWillReturn(true);
    }
  }
};

} // namespace
