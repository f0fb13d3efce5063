//===- FlowInterpreter.h - TensorArray flows, interpreted -------*- C++ -*-===//
//
// The abstract interpretation behind TensorArrayAnalysis' violations and
// final sizes (private to the analysis library).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_DIALECT_TAGRAD_ANALYSIS_FLOWINTERPRETER_H
#define TAGRAD_LIB_DIALECT_TAGRAD_ANALYSIS_FLOWINTERPRETER_H

#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"

namespace mlir {
namespace tagrad {

struct FlowInterpretation {
  llvm::SmallVector<FlowViolation> violations;
  llvm::DenseMap<Operation *, int64_t> finalSizes;
};

/// Interprets every function of `module` (a ModuleOp; anything else gives
/// no result) with the origins, call sites and names of `analysis`.
FlowInterpretation
interpretTensorArrayFlows(Operation *module,
                          const TensorArrayAnalysis &analysis);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_LIB_DIALECT_TAGRAD_ANALYSIS_FLOWINTERPRETER_H
