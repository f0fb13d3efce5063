//===- TaGradDialect.cpp - TaGrad dialect registration ----------*- C++ -*-===//

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tagrad;

#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsTypes.cpp.inc"

void TaGradDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.cpp.inc"
      >();
}

Operation *TaGradDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  // Folders only produce index constants (tensor_array.size).
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
