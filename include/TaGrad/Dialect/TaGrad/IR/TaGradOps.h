//===- TaGradOps.h - TaGrad operations --------------------------*- C++ -*-===//

#ifndef TAGRAD_DIALECT_TAGRAD_IR_TAGRADOPS_H
#define TAGRAD_DIALECT_TAGRAD_IR_TAGRADOPS_H

#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradInterfaces.h.inc"

#define GET_OP_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h.inc"

namespace mlir {
namespace tagrad {

/// Whether `handle` is statically known to be a gradient array: the result
/// of a grad op or an accumulator created by -tagrad-resolve-accumulators.
bool isGradientArray(Value handle);

/// Whether `access`, a read or gather of an array of `size` elements, may
/// read past its end (an index not constant, or constant and >= size): a
/// gradient array then grows to `index + 1` in TensorFlow. False for any
/// other op.
bool mayReadPastEnd(Operation *access, int64_t size);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_DIALECT_TAGRAD_IR_TAGRADOPS_H
