//===- TaGradDialect.cpp - TaGrad dialect registration ----------*- C++ -*-===//

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tagrad;

#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsTypes.cpp.inc"

#include "TaGrad/Dialect/TaGrad/IR/TaGradEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.cpp.inc"

void TaGradDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "TaGrad/Dialect/TaGrad/IR/TaGradOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.cpp.inc"
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

LogicalResult TaGradDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  // Other tagrad.* attributes (tagrad.name, the CPU schedule's loop marks)
  // are checked by the passes that read them.
  if (attr.getName() != BatchNormScheduleAttr::getAttrName() ||
      isa<BatchNormScheduleAttr>(attr.getValue()))
    return success();
  return op->emitError() << "'" << BatchNormScheduleAttr::getAttrName()
                         << "' must be a #tagrad.batch_norm_schedule, got "
                         << attr.getValue();
}
