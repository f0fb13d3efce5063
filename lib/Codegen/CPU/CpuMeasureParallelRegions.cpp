//===- CpuMeasureParallelRegions.cpp - Regions on the team when it pays ---===//
//
// -tagrad-cpu-measure-parallel-regions (see Passes.td): every outermost
// omp.parallel gets an `if` clause from the runtime's measurement
// (TaGrad/Runtime/ParallelRegions.h), with a state of its own, a global of
// the module.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Runtime/ParallelRegions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUMEASUREPARALLELREGIONS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kBegin = "tagradParallelRegionBegin";
constexpr llvm::StringLiteral kEnd = "tagradParallelRegionEnd";

/// The runtime function `name` (pointer passed as i64, as the runtime's
/// other entry points take buffers), declared once.
func::FuncOp runtimeFunction(ModuleOp module, StringRef name,
                             TypeRange results) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto function = func::FuncOp::create(
      b, module.getLoc(), name, b.getFunctionType({b.getI64Type()}, results));
  function.setPrivate();
  return function;
}

/// Regions measured: outermost ones whose team may have more than one
/// thread and whose `if` is free.
bool measured(omp::ParallelOp region) {
  if (region.getIfExpr() || region->getParentOfType<omp::ParallelOp>())
    return false;
  APInt threads;
  return !(region.getNumThreads() &&
           matchPattern(region.getNumThreads(), m_ConstantInt(&threads)) &&
           threads.sle(1));
}

struct TaGradCpuMeasureParallelRegions
    : public tagrad::impl::TaGradCpuMeasureParallelRegionsBase<
          TaGradCpuMeasureParallelRegions> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<omp::ParallelOp> regions;
    module.walk([&](omp::ParallelOp region) {
      if (measured(region))
        regions.push_back(region);
    });
    if (regions.empty())
      return markAllAnalysesPreserved();

    OpBuilder b(module.getContext());
    Type i64 = b.getI64Type();
    func::FuncOp begin = runtimeFunction(module, kBegin, {b.getI1Type()});
    func::FuncOp end = runtimeFunction(module, kEnd, {});
    auto stateType = MemRefType::get({TAGRAD_PARALLEL_REGION_STATE_WORDS}, i64);
    SymbolTable symbols(module);
    for (omp::ParallelOp region : regions) {
      Location loc = region.getLoc();
      // The region's state: zeros, written by the runtime.
      b.setInsertionPointToEnd(module.getBody());
      auto global = memref::GlobalOp::create(
          b, loc, "__tagrad_parallel_region", b.getStringAttr("private"),
          stateType,
          DenseElementsAttr::get(
              RankedTensorType::get(stateType.getShape(), i64),
              b.getI64IntegerAttr(0).getValue()),
          /*constant=*/false, /*alignment=*/b.getI64IntegerAttr(64));
      symbols.insert(global);

      b.setInsertionPoint(region);
      Value state =
          memref::GetGlobalOp::create(b, loc, stateType, global.getSymName());
      Value address = arith::IndexCastOp::create(
          b, loc, i64,
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, state));
      Value onTeam =
          func::CallOp::create(b, loc, begin, ValueRange{address}).getResult(0);
      region.getIfExprMutable().assign(onTeam);
      b.setInsertionPointAfter(region);
      func::CallOp::create(b, loc, end, ValueRange{address});
    }
  }
};

} // namespace
