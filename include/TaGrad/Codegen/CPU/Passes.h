//===- Passes.h - TaGrad's CPU code-generation passes -----------*- C++ -*-===//

#ifndef TAGRAD_CODEGEN_CPU_PASSES_H
#define TAGRAD_CODEGEN_CPU_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace tagrad {

/// The default of -tagrad-cpu-schedule-batch-norm's (and
/// --tagrad-cpu-pipeline's) nontemporal-min-bytes.
constexpr int64_t kDefaultNontemporalMinBytes = 1 << 20;

/// The default of -tagrad-cpu-schedule-batch-norm's (and
/// --tagrad-cpu-pipeline's) min-parallel-bytes: below it a gradient is
/// shorter than an OpenMP fork and join (docs/CpuSchedule.md, Options and
/// their defaults).
constexpr int64_t kDefaultMinParallelBytes = 64 << 10;

/// The defaults of -tagrad-cpu-schedule-batch-norm's (and
/// --tagrad-cpu-pipeline's) max-block-bytes and max-cached-bytes, the cache
/// sizes the channels-first schedules are tuned to (docs/CpuSchedule.md,
/// Options and their defaults).
constexpr int64_t kDefaultMaxBlockBytes = 256 << 10;
constexpr int64_t kDefaultMaxCachedBytes = 8 << 20;

/// The thread count -tagrad-cpu-schedule-batch-norm's (and
/// --tagrad-cpu-pipeline's) `threads=0` (the default) stands for: the
/// logical CPUs this process may run on when it compiles (its affinity mask,
/// as llvm::hardware_concurrency() counts them), which is OpenMP's default
/// team size when the code runs on the same machine.
int64_t defaultCpuThreads();

/// Lowers floating-point sum and product reduction generics on buffers to
/// loops that combine partials pairwise (-tagrad-lower-pairwise-reductions):
/// innermost reduction loops in register blocks of `leafBlock` terms, outer
/// reduction loops in blocks of at least `minBlockTerms` terms.
void populateLowerPairwiseReductionsPatterns(RewritePatternSet &patterns,
                                             int64_t leafBlock = 256,
                                             int64_t minBlockTerms = 32);

/// `X + A B` with A B a contraction into zeros becomes the contraction into
/// X (-tagrad-cpu-accumulate-into-products).
void populateAccumulateIntoProductsPatterns(RewritePatternSet &patterns);

/// A loop-invariant right operand that a matrix product in a loop reads
/// transposed is transposed once before the loop
/// (-tagrad-cpu-hoist-product-transposes).
void populateHoistProductTransposesPatterns(RewritePatternSet &patterns);

#define GEN_PASS_DECL
#include "TaGrad/Codegen/CPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TaGrad/Codegen/CPU/Passes.h.inc"

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CODEGEN_CPU_PASSES_H
