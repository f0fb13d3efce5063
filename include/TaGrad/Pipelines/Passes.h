//===- Passes.h - Passes of TaGrad's pipelines ------------------*- C++ -*-===//

#ifndef TAGRAD_PIPELINES_PASSES_H
#define TAGRAD_PIPELINES_PASSES_H

#include "TaGrad/Pipelines/Pipelines.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace tagrad {

/// The unit attribute -tagrad-cpu-schedule-batch-norm puts on the scf.for
/// loops whose vector writes -tagrad-cpu-nontemporal-stores streams.
constexpr llvm::StringLiteral kNontemporalLoopAttr = "tagrad.nontemporal";

/// The i64 attribute (channels per block) -tagrad-cpu-schedule-batch-norm
/// puts on the scf.for loops whose reads -tagrad-cpu-prefetch-next-block
/// prefetches one block of channels ahead.
constexpr llvm::StringLiteral kPrefetchChannelsAttr =
    "tagrad.prefetch_channels";

#define GEN_PASS_DECL
#include "TaGrad/Pipelines/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TaGrad/Pipelines/Passes.h.inc"

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_PIPELINES_PASSES_H
