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
  // Folders produce index constants (tensor_array.size) and the integer
  // constants of tagrad.opaque_constant.
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

//===----------------------------------------------------------------------===//
// Discardable attributes
//===----------------------------------------------------------------------===//

/// Checks the kind of a known `tagrad.*` attribute; `emitError` reports at
/// the op (or the function of the argument/result) carrying it.
static LogicalResult
verifyAttributeKind(NamedAttribute attribute,
                    llvm::function_ref<InFlightDiagnostic()> emitError) {
  StringRef name = attribute.getName().getValue();
  Attribute value = attribute.getValue();
  auto kindError = [&](StringRef kind) -> LogicalResult {
    return emitError() << "'" << name << "' must be " << kind;
  };
  if (name == BatchNormScheduleAttr::getAttrName())
    return isa<BatchNormScheduleAttr>(value)
               ? success()
               : emitError() << "'" << name
                             << "' must be a #tagrad.batch_norm_schedule, got "
                             << value;
  if (name == CpuScheduleAttr::getAttrName())
    return isa<CpuScheduleAttr>(value)
               ? success()
               : emitError()
                     << "'" << name << "' must be a #tagrad.cpu_schedule, got "
                     << value;
  if (name == TaGradDialect::AccessAttrHelper::getNameStr())
    return isa<IntegerAttr>(value) ? success() : kindError("an integer");
  if (name == TaGradDialect::FinalSizeAttrHelper::getNameStr()) {
    auto size = dyn_cast<IntegerAttr>(value);
    if (!size || !size.getType().isIndex() || size.getInt() < 0)
      return kindError("a non-negative index");
    return success();
  }
  if (name == TaGradDialect::NameAttrHelper::getNameStr() ||
      name == TaGradDialect::VariableAttrHelper::getNameStr())
    return isa<StringAttr>(value) ? success() : kindError("a string");
  if (name == TaGradDialect::VariableTypeAttrHelper::getNameStr()) {
    auto type = dyn_cast<TypeAttr>(value);
    if (!type || !isa<RankedTensorType>(type.getValue()))
      return kindError("a ranked tensor type");
    return success();
  }
  if (name == TaGradDialect::ArgumentTypesAttrHelper::getNameStr()) {
    auto types = dyn_cast<ArrayAttr>(value);
    if (!types || !llvm::all_of(types, llvm::IsaPred<TypeAttr>))
      return kindError("an array of types");
    return success();
  }
  if (name == TaGradDialect::VariableTypesAttrHelper::getNameStr()) {
    auto types = dyn_cast<DictionaryAttr>(value);
    if (!types || !llvm::all_of(types, [](NamedAttribute entry) {
          return isa<TypeAttr>(entry.getValue());
        }))
      return kindError("a dictionary of types");
    return success();
  }
  // Signed: negative distances are rows back, for loops run backwards.
  if (name == TaGradDialect::PrefetchRowBytesAttrHelper::getNameStr())
    return isa<IntegerAttr>(value) ? success() : kindError("an integer");
  if (name == TaGradDialect::ChannelBlockAttrHelper::getNameStr() ||
      name == TaGradDialect::PrefetchChannelsAttrHelper::getNameStr()) {
    auto block = dyn_cast<IntegerAttr>(value);
    if (!block || block.getValue().isNonPositive())
      return kindError("a positive integer");
    return success();
  }
  if (name == TaGradDialect::DxLoopAttrHelper::getNameStr() ||
      name == TaGradDialect::BlockLoopAttrHelper::getNameStr() ||
      name == TaGradDialect::ReverseLoopAttrHelper::getNameStr() ||
      name == TaGradDialect::NontemporalAttrHelper::getNameStr())
    return isa<UnitAttr>(value) ? success() : kindError("a unit attribute");
  return emitError() << "unknown attribute '" << name
                     << "' of the tagrad dialect";
}

static bool isArgumentOrResultAttribute(StringRef name) {
  return name == TaGradDialect::NameAttrHelper::getNameStr() ||
         name == TaGradDialect::VariableAttrHelper::getNameStr() ||
         name == TaGradDialect::VariableTypeAttrHelper::getNameStr();
}

LogicalResult
TaGradDialect::verifyOperationAttribute(Operation *op,
                                        NamedAttribute attribute) {
  auto emitError = [op] { return op->emitError(); };
  if (failed(verifyAttributeKind(attribute, emitError)))
    return failure();
  StringRef name = attribute.getName().getValue();
  if (isArgumentOrResultAttribute(name))
    return op->emitError() << "'" << name
                           << "' belongs on a function argument or result";
  if (name == FinalSizeAttrHelper::getNameStr()) {
    auto create = dyn_cast<TensorArrayOp>(op);
    if (!create || !create.getDynamicSize())
      return op->emitError()
             << "'" << name
             << "' belongs on a 'tagrad.tensor_array' with dynamic_size = "
                "true";
  }
  return success();
}

static LogicalResult verifyFunctionAttribute(Operation *op,
                                             NamedAttribute attribute) {
  auto emitError = [op] { return op->emitError(); };
  if (failed(verifyAttributeKind(attribute, emitError)))
    return failure();
  if (!isArgumentOrResultAttribute(attribute.getName().getValue()))
    return op->emitError() << "'" << attribute.getName().getValue()
                           << "' is not an argument or result attribute";
  return success();
}

LogicalResult
TaGradDialect::verifyRegionArgAttribute(Operation *op, unsigned, unsigned,
                                        NamedAttribute attribute) {
  return verifyFunctionAttribute(op, attribute);
}

LogicalResult
TaGradDialect::verifyRegionResultAttribute(Operation *op, unsigned, unsigned,
                                           NamedAttribute attribute) {
  if (attribute.getName() == VariableTypeAttrHelper::getNameStr())
    return op->emitError() << "'" << attribute.getName().getValue()
                           << "' belongs on a function argument";
  return verifyFunctionAttribute(op, attribute);
}
