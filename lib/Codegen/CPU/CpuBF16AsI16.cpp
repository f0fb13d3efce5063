//===- CpuBF16AsI16.cpp - bf16 values LLVM only moves, as i16 -------------===//
//
// After -tagrad-cpu-extend-bf16 every bf16 value in the LLVM dialect is
// only loaded, stored, shuffled, selected, passed or bit-cast: its bits
// matter, not its type. LLVM's vectorizers still turn such moves into
// odd-width bf16 vectors and shuffles that the x86 back end aborts on
// (with avx512bf16: "Do not know how to soft promote this operator's
// operand!"). Carried as i16 they are plain integers: this pass retypes
// every bf16 (scalars, vectors, arrays, function types, constants and
// globals, bit for bit) to i16 and drops the bit casts that become no-ops.
// Any bf16 operation that is not a move is an error here rather than an
// abort in the back end.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/AttrTypeSubElements.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUBF16ASI16
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

bool holdsBF16(Type type) {
  bool found = false;
  type.walk([&](BFloat16Type) { found = true; });
  return found;
}

/// Ops whose meaning does not depend on their values being bf16.
bool movesOnly(Operation *op) {
  if (isa_and_nonnull<omp::OpenMPDialect>(op->getDialect()))
    return true;
  return isa<LLVM::LoadOp, LLVM::StoreOp, LLVM::MaskedLoadOp,
             LLVM::MaskedStoreOp, LLVM::masked_gather, LLVM::masked_scatter,
             LLVM::masked_expandload, LLVM::masked_compressstore,
             LLVM::ShuffleVectorOp, LLVM::InsertElementOp,
             LLVM::ExtractElementOp, LLVM::InsertValueOp, LLVM::ExtractValueOp,
             LLVM::vector_insert, LLVM::vector_extract, LLVM::SelectOp,
             LLVM::BitcastOp, LLVM::ConstantOp, LLVM::PoisonOp, LLVM::UndefOp,
             LLVM::ZeroOp, LLVM::FreezeOp, LLVM::CallOp, LLVM::ReturnOp,
             LLVM::BrOp, LLVM::CondBrOp, LLVM::SwitchOp>(op);
}

struct CpuBF16AsI16
    : public tagrad::impl::TaGradCpuBF16AsI16Base<CpuBF16AsI16> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool any = false, failed = false;
    module.walk([&](Operation *op) {
      bool bf16 = llvm::any_of(op->getOperandTypes(), holdsBF16) ||
                  llvm::any_of(op->getResultTypes(), holdsBF16);
      any |= bf16;
      if (bf16 && !movesOnly(op)) {
        op->emitError() << "'" << op->getName()
                        << "' computes on bf16, which the x86 back end "
                           "cannot always legalize (-tagrad-cpu-extend-bf16 "
                           "computes arith and math ops in f32)";
        failed = true;
      }
    });
    if (failed)
      return signalPassFailure();
    any |= module
               .walk([&](Operation *op) {
                 for (NamedAttribute attr : op->getAttrs())
                   if (auto type = dyn_cast<TypeAttr>(attr.getValue());
                       type && holdsBF16(type.getValue()))
                     return WalkResult::interrupt();
                 return WalkResult::advance();
               })
               .wasInterrupted();
    if (!any)
      return markAllAnalysesPreserved();

    Type i16 = IntegerType::get(&getContext(), 16);
    AttrTypeReplacer replacer;
    replacer.addReplacement([&](BFloat16Type) { return i16; });
    // Constants keep their bits (a FloatAttr cannot take an integer type).
    replacer.addReplacement([&](FloatAttr attr) -> std::optional<Attribute> {
      if (!attr.getType().isBF16())
        return std::nullopt;
      return IntegerAttr::get(i16, attr.getValue().bitcastToAPInt());
    });
    replacer.addReplacement(
        [&](DenseElementsAttr attr) -> std::optional<Attribute> {
          if (!attr.getElementType().isBF16())
            return std::nullopt;
          return attr.bitcast(i16);
        });
    replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                          /*replaceLocs=*/false,
                                          /*replaceTypes=*/true);
    module.walk([](LLVM::BitcastOp cast) {
      if (cast.getArg().getType() != cast.getType())
        return;
      cast.replaceAllUsesWith(cast.getArg());
      cast.erase();
    });
  }
};

} // namespace
