//===- TensorAddMatchers.h - Matchers the add-folding passes share -*- C++ -*-//
//
// -tagrad-add-into-slices and -tagrad-cpu-accumulate-into-products both
// rewrite an elementwise add of a tensor and something written into zeros.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CODEGEN_CPU_TENSORADDMATCHERS_H
#define TAGRAD_LIB_CODEGEN_CPU_TENSORADDMATCHERS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

namespace mlir::tagrad {

/// A float tensor of zeros: a `linalg.fill` of 0 or a zero splat.
inline bool isZeroTensor(Value v) {
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_AnyZeroFloat());
  return matchPattern(v, m_AnyZeroFloat());
}

/// An elementwise `addf` of two tensors of its result's type.
inline bool isSameTypeElementwiseAdd(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() ||
      !linalg::isaElemwiseSingleBinaryOpInterface(op) ||
      !isa<arith::AddFOp>(op.getRegion().front().front()))
    return false;
  Type type = op.getResult(0).getType();
  return op.getInputs()[0].getType() == type &&
         op.getInputs()[1].getType() == type;
}

} // namespace mlir::tagrad

#endif // TAGRAD_LIB_CODEGEN_CPU_TENSORADDMATCHERS_H
