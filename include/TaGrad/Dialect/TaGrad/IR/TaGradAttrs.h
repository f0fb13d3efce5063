//===- TaGradAttrs.h - TaGrad enums and attributes --------------*- C++ -*-===//

#ifndef TAGRAD_DIALECT_TAGRAD_IR_TAGRADATTRS_H
#define TAGRAD_DIALECT_TAGRAD_IR_TAGRADATTRS_H

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h.inc"

namespace mlir::tagrad {

/// 4 for NHWC and NCHW, 5 for NDHWC and NCDHW.
inline int64_t getDataRank(DataFormat format) {
  return format == DataFormat::NHWC || format == DataFormat::NCHW ? 4 : 5;
}

/// Whether the channels are the innermost dimension (NHWC, NDHWC).
inline bool isChannelsLast(DataFormat format) {
  return format == DataFormat::NHWC || format == DataFormat::NDHWC;
}

/// The channel dimension: rank - 1 for NHWC and NDHWC, 1 otherwise.
inline int64_t getChannelDim(DataFormat format) {
  return isChannelsLast(format) ? getDataRank(format) - 1 : 1;
}

/// The #tagrad.cpu_loop marking `loop`, or null.
CpuLoopAttr getCpuLoop(Operation *loop);

/// Marks `loop` with `mark`, or unmarks it when `mark` is empty: a pass
/// that consumes some of a loop's marks keeps the others.
void setCpuLoop(Operation *loop, CpuLoopAttr mark);

} // namespace mlir::tagrad

#endif // TAGRAD_DIALECT_TAGRAD_IR_TAGRADATTRS_H
