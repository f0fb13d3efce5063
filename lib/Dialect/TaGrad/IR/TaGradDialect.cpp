//===- TaGradDialect.cpp - TaGrad dialect registration ----------*- C++ -*-===//

#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

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
// #tagrad.cpu_loop
//===----------------------------------------------------------------------===//

LogicalResult CpuLoopAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  bool writesDx, bool prefetchNextBlock,
                                  bool reversed, bool nontemporal,
                                  int64_t prefetchChannels,
                                  int64_t prefetchRowBytes,
                                  int64_t channelBlock) {
  // 0 stands for "none"; the rest are counts.
  if (prefetchChannels < 0)
    return emitError() << "prefetch_channels must not be negative, got "
                       << prefetchChannels;
  if (channelBlock < 0)
    return emitError() << "channel_block must not be negative, got "
                       << channelBlock;
  // The schedule negates the distance of a loop it runs backwards.
  if (prefetchRowBytes == std::numeric_limits<int64_t>::min())
    return emitError() << "prefetch_row_bytes must have a negation, got "
                       << prefetchRowBytes;
  if (channelBlock != 0 &&
      (writesDx || prefetchNextBlock || reversed || nontemporal ||
       prefetchChannels != 0 || prefetchRowBytes != 0))
    return emitError() << "channel_block marks an scf.forall and goes alone";
  return success();
}

bool CpuLoopAttr::isEmpty() const {
  return *this == get(getContext(), /*writesDx=*/false,
                      /*prefetchNextBlock=*/false, /*reversed=*/false,
                      /*nontemporal=*/false, /*prefetchChannels=*/0,
                      /*prefetchRowBytes=*/0, /*channelBlock=*/0);
}

CpuLoopAttr mlir::tagrad::getCpuLoop(Operation *loop) {
  return loop->getAttrOfType<CpuLoopAttr>(CpuLoopAttr::getAttrName());
}

void mlir::tagrad::setCpuLoop(Operation *loop, CpuLoopAttr mark) {
  if (mark.isEmpty())
    loop->removeAttr(CpuLoopAttr::getAttrName());
  else
    loop->setAttr(CpuLoopAttr::getAttrName(), mark);
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
  if (name == TaGradDialect::UnsignedAttrHelper::getNameStr())
    return isa<UnitAttr>(value) ? success() : kindError("a unit attribute");
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
  if (name == CpuLoopAttr::getAttrName())
    return isa<CpuLoopAttr>(value)
               ? success()
               : emitError() << "'" << name
                             << "' must be a #tagrad.cpu_loop, got " << value;
  return emitError() << "unknown attribute '" << name
                     << "' of the tagrad dialect";
}

/// Checks that a #tagrad.cpu_loop suits the loop it marks: an scf.forall
/// its channel block, an scf.for the other marks.
static LogicalResult verifyCpuLoop(Operation *op, CpuLoopAttr mark) {
  StringRef name = CpuLoopAttr::getAttrName();
  if (!isa<scf::ForOp, scf::ForallOp>(op))
    return op->emitError() << "'" << name
                           << "' belongs on an 'scf.for' or an 'scf.forall'";
  if (isa<scf::ForallOp>(op) && mark.getChannelBlock() == 0)
    return op->emitError() << "'" << name
                           << "' on an 'scf.forall' must carry a channel_block";
  if (isa<scf::ForOp>(op) && mark.getChannelBlock() != 0)
    return op->emitError() << "'" << name
                           << "' on an 'scf.for' cannot carry a channel_block";
  if (mark.isEmpty())
    return op->emitError() << "'" << name << "' marks nothing";
  return success();
}

static bool isArgumentOrResultAttribute(StringRef name) {
  return name == TaGradDialect::NameAttrHelper::getNameStr() ||
         name == TaGradDialect::VariableAttrHelper::getNameStr() ||
         name == TaGradDialect::VariableTypeAttrHelper::getNameStr() ||
         name == TaGradDialect::UnsignedAttrHelper::getNameStr();
}

/// tagrad.unsigned marks integers of 8, 16, 32 or 64 bits (TensorFlow's
/// uint8 to uint64), scalars, tensors or buffers; `what` names the argument
/// or result. Lowered to the LLVM dialect, a buffer's mark is on each of its
/// descriptor's fields (pointers too), which are not checked.
static LogicalResult verifyUnsignedPlace(Operation *op,
                                         NamedAttribute attribute, Type type,
                                         const Twine &what) {
  if (attribute.getName() != TaGradDialect::UnsignedAttrHelper::getNameStr())
    return success();
  Type element = getElementTypeOrSelf(type);
  if (!isa<BuiltinDialect>(element.getDialect()))
    return success();
  if (auto integer = dyn_cast<IntegerType>(element))
    if (integer.isSignless() &&
        llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth()))
      return success();
  return op->emitError() << "'" << attribute.getName().getValue()
                         << "' marks signless integers of 8, 16, 32 or 64 "
                            "bits, not "
                         << what << " of type " << type;
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
  if (name == CpuLoopAttr::getAttrName())
    return verifyCpuLoop(op, cast<CpuLoopAttr>(attribute.getValue()));
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

LogicalResult TaGradDialect::verifyRegionArgAttribute(
    Operation *op, unsigned region, unsigned index, NamedAttribute attribute) {
  if (failed(verifyFunctionAttribute(op, attribute)))
    return failure();
  if (auto function = dyn_cast<FunctionOpInterface>(op))
    if (index < function.getNumArguments())
      return verifyUnsignedPlace(op, attribute,
                                 function.getArgumentTypes()[index],
                                 "argument " + Twine(index));
  if (region < op->getNumRegions() && !op->getRegion(region).empty() &&
      index < op->getRegion(region).getNumArguments())
    return verifyUnsignedPlace(
        op, attribute, op->getRegion(region).getArgument(index).getType(),
        "argument " + Twine(index));
  return success();
}

LogicalResult TaGradDialect::verifyRegionResultAttribute(
    Operation *op, unsigned, unsigned index, NamedAttribute attribute) {
  if (attribute.getName() == VariableTypeAttrHelper::getNameStr())
    return op->emitError() << "'" << attribute.getName().getValue()
                           << "' belongs on a function argument";
  if (failed(verifyFunctionAttribute(op, attribute)))
    return failure();
  if (auto function = dyn_cast<FunctionOpInterface>(op))
    if (index < function.getNumResults())
      return verifyUnsignedPlace(op, attribute,
                                 function.getResultTypes()[index],
                                 "result " + Twine(index));
  return success();
}
