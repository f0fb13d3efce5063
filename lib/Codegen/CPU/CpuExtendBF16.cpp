//===- CpuExtendBF16.cpp - bf16 arithmetic in f32, conversions in bits ----===//
//
// LLVM's x86 back end soft-promotes bf16 and aborts on the operations it
// has no promotion for ("Do not know how to soft promote this operator's
// operand!"); which ones depends on the CPU (with avx512bf16, bf16 vectors
// are legal and shuffles of them are not promoted). TaGrad therefore hands
// LLVM no bf16 at all: this pass computes bf16 arith and math ops in f32
// (upstream's emulate-unsupported-floats and extend-to-supported-types,
// rounding after each op as soft promotion would) and expands the
// remaining bf16 <-> f32 conversions to integer bit operations; after the
// LLVM conversion, -tagrad-cpu-bf16-as-i16 retypes the bf16 values that are
// only moved.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUEXTENDBF16
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuExtendBF16
    : public tagrad::impl::TaGradCpuExtendBF16Base<CpuExtendBF16> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    Operation *root = getOperation();
    Type bf16 = BFloat16Type::get(ctx);
    Type f32 = Float32Type::get(ctx);
    bool hasBF16 = false;
    root->walk([&](Operation *op) {
      auto isBF16 = [&](Type t) { return getElementTypeOrSelf(t) == bf16; };
      if (llvm::any_of(op->getOperandTypes(), isBF16) ||
          llvm::any_of(op->getResultTypes(), isBF16)) {
        hasBF16 = true;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (!hasBF16)
      return markAllAnalysesPreserved();

    {
      TypeConverter converter;
      arith::populateEmulateUnsupportedFloatsConversions(converter, {bf16},
                                                         f32);
      RewritePatternSet patterns(ctx);
      arith::populateEmulateUnsupportedFloatsPatterns(patterns, converter);
      ConversionTarget target(*ctx);
      arith::populateEmulateUnsupportedFloatsLegality(target, converter);
      if (failed(applyPartialConversion(root, target, std::move(patterns))))
        return signalPassFailure();
    }
    {
      // Every float type but these is extended (f16 math stays as it is).
      SetVector<Type> supported;
      supported.insert(Float16Type::get(ctx));
      supported.insert(f32);
      supported.insert(Float64Type::get(ctx));
      TypeConverter converter;
      math::populateExtendToSupportedTypesTypeConverter(converter, supported,
                                                        f32);
      RewritePatternSet patterns(ctx);
      math::populateExtendToSupportedTypesPatterns(patterns, converter);
      ConversionTarget target(*ctx);
      math::populateExtendToSupportedTypesConversionTarget(target, converter);
      if (failed(applyPartialConversion(root, target, std::move(patterns))))
        return signalPassFailure();
    }
    // Only the conversions: the greedy driver would also fold elsewhere.
    SmallVector<Operation *> conversions;
    root->walk([&](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op))
        conversions.push_back(op);
    });
    RewritePatternSet patterns(ctx);
    arith::populateExpandBFloat16Patterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(
            applyOpPatternsGreedily(conversions, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
