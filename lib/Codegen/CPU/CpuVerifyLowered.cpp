//===- CpuVerifyLowered.cpp - Nothing passes through unlowered -*- C++ -*-===//
//
// The last pass of --tagrad-cpu-pipeline. An op that no pass of the
// pipeline lowers (linalg.softmax, complex.*, another dialect's ops) would
// otherwise be printed as it is, tagrad-opt would exit 0, and the failure
// would surface later in mlir-runner or mlir-translate without naming the
// op. What is left must be the LLVM dialect (and OpenMP's ops, which
// translate to LLVM IR as they are).
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUVERIFYLOWERED
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuVerifyLowered
    : public tagrad::impl::TaGradCpuVerifyLoweredBase<CpuVerifyLowered> {
  void runOnOperation() override {
    // Unrealized casts left around an unlowered op are its consequence: they
    // are reported only when nothing else is left.
    llvm::SmallVector<Operation *> unlowered, casts;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      // An unregistered op (--allow-unregistered-dialect) has no dialect.
      Dialect *dialect = op->getDialect();
      if (isa<ModuleOp>(op) ||
          (dialect && isa<LLVM::LLVMDialect, omp::OpenMPDialect>(dialect)))
        return WalkResult::advance();
      (isa<UnrealizedConversionCastOp>(op) ? casts : unlowered).push_back(op);
      // One error per op that reached here, not one per nested op.
      return WalkResult::skip();
    });
    for (Operation *op : unlowered.empty() ? casts : unlowered)
      op->emitError() << "'" << op->getName()
                      << "' is not lowered by --tagrad-cpu-pipeline: it "
                         "lowers the tagrad ops and upstream tensor, linalg "
                         "(structured ops), scf, cf, arith, math, vector, "
                         "memref, bufferization and func code to the LLVM "
                         "dialect";
    if (!unlowered.empty() || !casts.empty())
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};

} // namespace
