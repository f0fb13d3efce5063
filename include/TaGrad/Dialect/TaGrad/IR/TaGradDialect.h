//===- TaGradDialect.h - TaGrad dialect and types ---------------*- C++ -*-===//

#ifndef TAGRAD_DIALECT_TAGRAD_IR_TAGRADDIALECT_H
#define TAGRAD_DIALECT_TAGRAD_IR_TAGRADDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsTypes.h.inc"

#endif // TAGRAD_DIALECT_TAGRAD_IR_TAGRADDIALECT_H
