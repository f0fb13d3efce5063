//===- LegalizeTF.h - TensorFlow's MLIR to tagrad ---------------*- C++ -*-===//
//
// The legalizer behind -tagrad-legalize-tf, shared by the pass and its tools.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CONVERSION_TFTOTAGRAD_LEGALIZETF_H
#define TAGRAD_LIB_CONVERSION_TFTOTAGRAD_LEGALIZETF_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/StringSet.h"

namespace mlir::tagrad {

/// Rewrites `func` (generic tf.* ops, functional control flow) in place to
/// tagrad and upstream dialects. The loop and branch functions it names are
/// read from `module` (a copy of the input, so that legalizing one function
/// does not change what another reads); its calls must have been inlined
/// (-tagrad-tf-inline-calls). Emits a diagnostic at the
/// offending op and fails on anything it cannot lower; `func` is then left
/// unchanged.
LogicalResult legalizeTFFunction(func::FuncOp func, ModuleOp module);

/// The functions of `module` the TensorFlow front end converts.
struct LegalizationRoots {
  /// Functions with tf ops that nothing names: the programs.
  SmallVector<func::FuncOp> entries;
  /// Public functions with tf ops that a loop, branch or call also names:
  /// converted on their own too, keeping their signature.
  SmallVector<func::FuncOp> namedPublic;
  /// Every function a tf op (or a function's attribute) names.
  llvm::StringSet<> named;
};
LegalizationRoots legalizationRoots(ModuleOp module);

} // namespace mlir::tagrad

#endif // TAGRAD_LIB_CONVERSION_TFTOTAGRAD_LEGALIZETF_H
