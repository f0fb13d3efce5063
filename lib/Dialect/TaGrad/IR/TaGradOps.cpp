//===- TaGradOps.cpp - TaGrad operations ------------------------*- C++ -*-===//
//
// Verifiers cite the rule numbers (C1, C2, ...) of each op's description in
// TaGradOps.td; each diagnostic names the operand and ends with the rule.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/ABI/TensorArrayABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::tagrad;

#include "TaGrad/Dialect/TaGrad/IR/TaGradInterfaces.cpp.inc"
// Declared before the op classes: CheckOp's format uses them.
static ParseResult
parseRuleConditions(OpAsmParser &parser,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &conditions,
                    ArrayAttr &rules);
static void printRuleConditions(OpAsmPrinter &printer, Operation *op,
                                OperandRange conditions, ArrayAttr rules);

#define GET_OP_CLASSES
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.cpp.inc"

//===----------------------------------------------------------------------===//
// TensorArrayAccessOpInterface: accesses that return no flow (or take none)
//===----------------------------------------------------------------------===//

Value ReadOp::getTensorArrayFlowOut() { return {}; }
Value GatherOp::getTensorArrayFlowOut() { return {}; }
Value ConcatOp::getTensorArrayFlowOut() { return {}; }
Value SizeOp::getTensorArrayFlowOut() { return {}; }
Value CloseOp::getTensorArrayFlowIn() { return {}; }
Value CloseOp::getTensorArrayFlowOut() { return {}; }

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// TensorFlow's shape notation: [2,?,3], or <unknown> for an unranked type.
static std::string formatShape(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return "<unknown>";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleave(
      shaped.getShape(), os,
      [&](int64_t dim) {
        if (ShapedType::isDynamic(dim))
          os << '?';
        else
          os << dim;
      },
      ",");
  os << ']';
  return text;
}

/// Whether two possibly dynamic dimensions can be equal.
static bool dimsCompatible(int64_t lhs, int64_t rhs) {
  return ShapedType::isDynamic(lhs) || ShapedType::isDynamic(rhs) || lhs == rhs;
}

/// Whether two dimension lists have the same length and compatible sizes.
static bool dimListsCompatible(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs) {
  return lhs.size() == rhs.size() &&
         llvm::all_of(llvm::zip(lhs, rhs), [](auto dims) {
           return dimsCompatible(std::get<0>(dims), std::get<1>(dims));
         });
}

/// Whether two shapes (ranked or not) can describe the same tensor.
static bool shapesCompatible(Type lhs, Type rhs) {
  return succeeded(verifyCompatibleShape(lhs, rhs));
}

/// The values of a constant 1-D integer tensor, if `value` is one.
static std::optional<SmallVector<int64_t>>
getConstantTensorValues(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  SmallVector<int64_t> result;
  for (const APInt &element : attr.getValues<APInt>())
    result.push_back(element.getSExtValue());
  return result;
}

/// Reports a verifier rule. The rules on constant operands return failure
/// themselves, so that an emitter returning an inactive diagnostic asks only
/// whether the rule holds (the canonicalizers below do; an empty diagnostic
/// converts to success).
using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

/// C-rule: a constant index must be non-negative.
static LogicalResult verifyNonNegativeIndex(EmitErrorFn emitError, Value index,
                                            StringRef name, StringRef rule) {
  APInt constant;
  if (matchPattern(index, m_ConstantInt(&constant)) && constant.isNegative()) {
    emitError() << "'" << name << "' must be non-negative, got "
                << constant.getSExtValue() << " [" << rule << "]";
    return failure();
  }
  return success();
}

static LogicalResult verifyNonNegativeIndices(EmitErrorFn emitError,
                                              Value indices, StringRef rule) {
  auto values = getConstantTensorValues(indices);
  if (!values)
    return success();
  for (auto [position, value] : llvm::enumerate(*values))
    if (value < 0) {
      emitError() << "'indices' must be non-negative, got " << value
                  << " at position " << position << " [" << rule << "]";
      return failure();
    }
  return success();
}

/// C-rule: `value`'s element type is the array's element type.
static LogicalResult verifyElementType(Operation *op, TensorArrayType array,
                                       Type valueType, StringRef rule) {
  Type dtype = getElementTypeOrSelf(valueType);
  if (dtype != array.getDtype())
    return op->emitOpError() << "'value' element type " << dtype
                             << " does not match the array's element type "
                             << array.getDtype() << " [" << rule << "]";
  return success();
}

//===----------------------------------------------------------------------===//
// Rules on constant operands, and what canonicalization does about them
//===----------------------------------------------------------------------===//

// Each op's rules on the values of constant operands (the other rules of its
// verifier look only at the op itself).

static LogicalResult verifyConstantOperands(TensorArrayOp op,
                                            EmitErrorFn emitError) {
  return verifyNonNegativeIndex(emitError, op.getSize(), "size", "C1");
}

static LogicalResult verifyConstantOperands(WriteOp op, EmitErrorFn emitError) {
  return verifyNonNegativeIndex(emitError, op.getIndex(), "index", "C3");
}

static LogicalResult verifyConstantOperands(ReadOp op, EmitErrorFn emitError) {
  return verifyNonNegativeIndex(emitError, op.getIndex(), "index", "C1");
}

static LogicalResult verifyConstantOperands(GatherOp op,
                                            EmitErrorFn emitError) {
  return verifyNonNegativeIndices(emitError, op.getIndices(), "C1");
}

static LogicalResult verifyConstantOperands(ScatterOp op,
                                            EmitErrorFn emitError) {
  return verifyNonNegativeIndices(emitError, op.getIndices(), "C5");
}

static LogicalResult verifyConstantOperands(SplitOp op, EmitErrorFn emitError) {
  auto lengths = getConstantTensorValues(op.getLengths());
  if (!lengths)
    return success();
  // The sum saturates: lengths near INT64_MAX must not wrap to a match.
  int64_t sum = 0;
  for (auto [position, length] : llvm::enumerate(*lengths)) {
    if (length < 0) {
      emitError() << "'lengths' must be non-negative, got " << length
                  << " at position " << position << " [C4]";
      return failure();
    }
    int64_t next;
    sum = llvm::AddOverflow(sum, length, next)
              ? std::numeric_limits<int64_t>::max()
              : next;
  }
  auto value = cast<TensorType>(op.getValue().getType());
  if (value.hasRank() && value.getRank() > 0 &&
      !ShapedType::isDynamic(value.getDimSize(0)) &&
      sum != value.getDimSize(0)) {
    emitError() << "expected sum of 'lengths' to be equal to "
                   "values.shape[0], but sum of lengths is "
                << sum << " and value's shape is: " << formatShape(value)
                << " [C4]";
    return failure();
  }
  return success();
}

static LogicalResult verifyConstantOperands(GradWithShapeOp op,
                                            EmitErrorFn emitError) {
  std::optional<SmallVector<int64_t>> prepend =
      getConstantTensorValues(op.getShapeToPrepend());
  if (!prepend)
    return success();
  for (auto [position, value] : llvm::enumerate(*prepend))
    if (value < 0) {
      emitError() << "'shape_to_prepend' must be non-negative, got " << value
                  << " at position " << position << " [C4]";
      return failure();
    }
  TensorType grad = op.getGradHandle().getType().getElementType();
  if (!grad.hasRank() || grad.getRank() < static_cast<int64_t>(prepend->size()))
    return success();
  for (auto [gradDim, value] :
       llvm::zip(grad.getShape().take_front(prepend->size()), *prepend))
    if (!dimsCompatible(gradDim, value)) {
      emitError() << "result element shape " << formatShape(grad)
                  << " does not start with 'shape_to_prepend' ["
                  << llvm::make_range(prepend->begin(), prepend->end())
                  << "] [C4]";
      return failure();
    }
  return success();
}

/// The operand whose constant value `verifyConstantOperands` inspects.
static OpOperand &getConstantCheckedOperand(TensorArrayOp op) {
  return op.getSizeMutable();
}
static OpOperand &getConstantCheckedOperand(WriteOp op) {
  return op.getIndexMutable();
}
static OpOperand &getConstantCheckedOperand(ReadOp op) {
  return op.getIndexMutable();
}
static OpOperand &getConstantCheckedOperand(GatherOp op) {
  return op.getIndicesMutable();
}
static OpOperand &getConstantCheckedOperand(ScatterOp op) {
  return op.getIndicesMutable();
}
static OpOperand &getConstantCheckedOperand(SplitOp op) {
  return op.getLengthsMutable();
}
static OpOperand &getConstantCheckedOperand(GradWithShapeOp op) {
  return op.getShapeToPrependMutable();
}

/// Whether `user` is an op whose verifier inspects constant operands.
static bool verifiesConstantOperands(Operation *user) {
  return isa<TensorArrayOp, WriteOp, ReadOp, GatherOp, ScatterOp, SplitOp,
             GradWithShapeOp>(user);
}

namespace {
/// A fold elsewhere made an operand a constant that `OpTy`'s verifier
/// rejects (`arith.select %true, %c-1, %i` as an index): the constant moves
/// into a tagrad.opaque_constant, so that canonicalization never turns valid
/// IR into invalid IR. The program keeps its meaning: the access still
/// breaks TensorFlow's rule, and the run-time checks report it.
template <typename OpTy>
struct HideRejectedConstant : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (succeeded(
            verifyConstantOperands(op, [] { return InFlightDiagnostic(); })))
      return failure();
    OpOperand &operand = getConstantCheckedOperand(op);
    TypedAttr value;
    if (!matchPattern(operand.get(), m_Constant(&value)))
      return failure();
    Value opaque = OpaqueConstantOp::create(rewriter, operand.get().getLoc(),
                                            value.getType(), value);
    rewriter.modifyOpInPlace(op, [&] { operand.set(opaque); });
    return success();
  }
};
} // namespace

#define TAGRAD_HIDE_REJECTED_CONSTANTS(OpTy)                                   \
  void OpTy::getCanonicalizationPatterns(RewritePatternSet &results,           \
                                         MLIRContext *context) {               \
    results.add<HideRejectedConstant<OpTy>>(context);                          \
  }
TAGRAD_HIDE_REJECTED_CONSTANTS(TensorArrayOp)
TAGRAD_HIDE_REJECTED_CONSTANTS(WriteOp)
TAGRAD_HIDE_REJECTED_CONSTANTS(ReadOp)
TAGRAD_HIDE_REJECTED_CONSTANTS(GatherOp)
TAGRAD_HIDE_REJECTED_CONSTANTS(ScatterOp)
TAGRAD_HIDE_REJECTED_CONSTANTS(SplitOp)
TAGRAD_HIDE_REJECTED_CONSTANTS(GradWithShapeOp)
#undef TAGRAD_HIDE_REJECTED_CONSTANTS

OpFoldResult OpaqueConstantOp::fold(FoldAdaptor) {
  if (llvm::any_of(getResult().getUsers(), verifiesConstantOperands))
    return {};
  return getValue();
}

/// The element shape with its leading dimension dropped, or std::nullopt if
/// the element type is unranked.
static std::optional<ArrayRef<int64_t>> trailingShape(TensorType type) {
  if (!type.hasRank() || type.getRank() == 0)
    return std::nullopt;
  return type.getShape().drop_front();
}

bool mlir::tagrad::isGradientArray(Value handle) {
  Operation *def = handle.getDefiningOp();
  if (!def)
    return false;
  if (isa<TensorArrayGradOpInterface>(def))
    return true;
  // TensorArrayV3 has no multiple_writes_aggregate attribute: in TensorFlow
  // only gradient arrays aggregate, so the resolved accumulators are the
  // only aggregating arrays.
  if (auto create = dyn_cast<TensorArrayOp>(def))
    return create.getMultipleWritesAggregate();
  return false;
}

//===----------------------------------------------------------------------===//
// TensorArrayOp
//===----------------------------------------------------------------------===//

void TensorArrayOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getHandle(), "ta");
  setNameFn(getFlow(), "flow");
}

LogicalResult TensorArrayOp::verify() {
  if (failed(verifyConstantOperands(*this, [&] { return emitOpError(); })))
    return failure();
  if (getMultipleWritesAggregate()) {
    Type dtype = getHandle().getType().getDtype();
    if (!isa<FloatType, ComplexType>(dtype) &&
        !(isa<IntegerType>(dtype) && dtype.getIntOrFloatBitWidth() > 1))
      return emitOpError() << "'multiple_writes_aggregate' needs a numeric "
                              "element type, got "
                           << dtype << " [C2]";
  }
  if (getWritesReplace() &&
      (getClearAfterRead() || getMultipleWritesAggregate()))
    return emitOpError() << "'writes_replace' excludes "
                         << (getClearAfterRead()
                                 ? "'clear_after_read'"
                                 : "'multiple_writes_aggregate'")
                         << " [C3]";
  return success();
}

//===----------------------------------------------------------------------===//
// WriteOp / ReadOp
//===----------------------------------------------------------------------===//

LogicalResult WriteOp::verify() {
  TensorArrayType array = getHandle().getType();
  if (failed(verifyElementType(*this, array, getValue().getType(), "C1")))
    return failure();
  if (!shapesCompatible(getValue().getType(), array.getElementType()))
    return emitOpError() << "'value' shape "
                         << formatShape(getValue().getType())
                         << " is incompatible with the element shape "
                         << formatShape(array.getElementType()) << " [C2]";
  return verifyConstantOperands(*this, [&] { return emitOpError(); });
}

LogicalResult
ReadOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                         Adaptor adaptor,
                         SmallVectorImpl<Type> &inferredReturnTypes) {
  auto array = dyn_cast<TensorArrayType>(adaptor.getHandle().getType());
  if (!array)
    return failure();
  inferredReturnTypes.push_back(array.getElementType());
  return success();
}

LogicalResult ReadOp::verify() {
  return verifyConstantOperands(*this, [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// GatherOp / ScatterOp
//===----------------------------------------------------------------------===//

LogicalResult
GatherOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                           Adaptor adaptor,
                           SmallVectorImpl<Type> &inferredReturnTypes) {
  auto array = dyn_cast<TensorArrayType>(adaptor.getHandle().getType());
  auto indices = dyn_cast<RankedTensorType>(adaptor.getIndices().getType());
  if (!array || !indices || indices.getRank() != 1)
    return failure();
  TensorType element = array.getElementType();
  if (!element.hasRank()) {
    inferredReturnTypes.push_back(
        UnrankedTensorType::get(element.getElementType()));
    return success();
  }
  SmallVector<int64_t> shape{indices.getDimSize(0)};
  llvm::append_range(shape, element.getShape());
  inferredReturnTypes.push_back(
      RankedTensorType::get(shape, element.getElementType()));
  return success();
}

LogicalResult GatherOp::verify() {
  return verifyConstantOperands(*this, [&] { return emitOpError(); });
}

LogicalResult ScatterOp::verify() {
  TensorArrayType array = getHandle().getType();
  auto value = cast<TensorType>(getValue().getType());
  if (value.hasRank() && value.getRank() == 0)
    return emitOpError("'value' must be at least a vector, but has shape [] "
                       "[C1]");
  int64_t numIndices = getIndices().getType().getDimSize(0);
  if (value.hasRank() && !dimsCompatible(numIndices, value.getDimSize(0)))
    return emitOpError() << "expected len(indices) == values.shape[0], but "
                            "saw: "
                         << numIndices << " vs. " << value.getDimSize(0)
                         << " [C2]";
  if (failed(verifyElementType(*this, array, value, "C3")))
    return failure();
  TensorType element = array.getElementType();
  if (value.hasRank() && element.hasRank()) {
    ArrayRef<int64_t> rowShape = value.getShape().drop_front();
    if (!dimListsCompatible(rowShape, element.getShape()))
      return emitOpError() << "'value' row shape "
                           << formatShape(RankedTensorType::get(
                                  rowShape, element.getElementType()))
                           << " is incompatible with the element shape "
                           << formatShape(element) << " [C4]";
  }
  return verifyConstantOperands(*this, [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// ConcatOp / SplitOp
//===----------------------------------------------------------------------===//

LogicalResult
ConcatOp::inferReturnTypes(MLIRContext *context, std::optional<Location>,
                           Adaptor adaptor,
                           SmallVectorImpl<Type> &inferredReturnTypes) {
  auto array = dyn_cast<TensorArrayType>(adaptor.getHandle().getType());
  if (!array)
    return failure();
  TensorType element = array.getElementType();
  std::optional<ArrayRef<int64_t>> trailing = trailingShape(element);
  if (!trailing) {
    inferredReturnTypes.push_back(
        UnrankedTensorType::get(element.getElementType()));
  } else {
    SmallVector<int64_t> shape{ShapedType::kDynamic};
    llvm::append_range(shape, *trailing);
    inferredReturnTypes.push_back(
        RankedTensorType::get(shape, element.getElementType()));
  }
  inferredReturnTypes.push_back(RankedTensorType::get(
      {ShapedType::kDynamic}, IntegerType::get(context, 64)));
  return success();
}

LogicalResult ConcatOp::verify() {
  TensorType element = getHandle().getType().getElementType();
  if (element.hasRank() && element.getRank() == 0)
    return emitOpError("'handle' elements must be at least vectors to be "
                       "concatenated, but the element shape is [] [C1]");
  return success();
}

LogicalResult SplitOp::verify() {
  TensorArrayType array = getHandle().getType();
  auto value = cast<TensorType>(getValue().getType());
  if (value.hasRank() && value.getRank() == 0)
    return emitOpError("'value' must be at least a vector, but has shape [] "
                       "[C1]");
  if (failed(verifyElementType(*this, array, value, "C2")))
    return failure();
  TensorType element = array.getElementType();
  if (element.hasRank() && element.getRank() == 0)
    return emitOpError("'handle' elements must be at least vectors to be "
                       "split into, but the element shape is [] [C3]");
  if (value.hasRank() && element.hasRank()) {
    ArrayRef<int64_t> valueTrailing = value.getShape().drop_front();
    ArrayRef<int64_t> elementTrailing = element.getShape().drop_front();
    if (!dimListsCompatible(valueTrailing, elementTrailing))
      return emitOpError() << "'value' shape " << formatShape(value)
                           << " is incompatible with the element shape "
                           << formatShape(element)
                           << " beyond the first dimension [C3]";
  }
  return verifyConstantOperands(*this, [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// SizeOp
//===----------------------------------------------------------------------===//

bool mlir::tagrad::mayReadPastEnd(Operation *access, int64_t size) {
  auto inRange = [&](ArrayRef<int64_t> indices) {
    return llvm::all_of(indices, [&](int64_t i) { return i < size; });
  };
  if (auto read = dyn_cast<ReadOp>(access)) {
    APInt index;
    return !matchPattern(read.getIndex(), m_ConstantInt(&index)) ||
           !inRange(index.getSExtValue());
  }
  if (auto gather = dyn_cast<GatherOp>(access)) {
    auto indices = getConstantTensorValues(gather.getIndices());
    return !indices || !inRange(*indices);
  }
  return false;
}

/// Whether the aggregating (gradient) array `handle` of `size` elements may
/// grow: a read past its end, or a use that passes the handle on (calls,
/// loops), which may make one.
static bool mayGrow(Value handle, int64_t size) {
  return llvm::any_of(handle.getUsers(), [&](Operation *user) {
    return mayReadPastEnd(user, size) ||
           !isa<ReadOp, GatherOp, WriteOp, ScatterOp, SplitOp, ConcatOp, SizeOp,
                CloseOp, LockSizeOp>(user);
  });
}

OpFoldResult SizeOp::fold(FoldAdaptor) {
  auto create = getHandle().getDefiningOp<TensorArrayOp>();
  if (!create || create.getDynamicSize())
    return {};
  APInt size;
  if (!matchPattern(create.getSize(), m_ConstantInt(&size)))
    return {};
  // A gradient array grows on reads past its end.
  if (create.getMultipleWritesAggregate() &&
      mayGrow(create.getHandle(), size.getSExtValue()))
    return {};
  return IntegerAttr::get(IndexType::get(getContext()), size.getSExtValue());
}

//===----------------------------------------------------------------------===//
// GradOp / GradWithShapeOp
//===----------------------------------------------------------------------===//

TensorArrayType GradWithShapeOp::inferGradType(TensorArrayType forward,
                                               Value shapeToPrepend) {
  TensorType element = forward.getElementType();
  auto prependType = cast<RankedTensorType>(shapeToPrepend.getType());
  if (!element.hasRank() || prependType.isDynamicDim(0))
    return TensorArrayType::get(
        forward.getContext(),
        UnrankedTensorType::get(element.getElementType()));
  SmallVector<int64_t> shape(prependType.getDimSize(0), ShapedType::kDynamic);
  if (auto values = getConstantTensorValues(shapeToPrepend))
    for (auto [dim, value] : llvm::zip(shape, *values))
      if (value >= 0)
        dim = value;
  llvm::append_range(shape, element.getShape());
  return TensorArrayType::get(
      forward.getContext(),
      RankedTensorType::get(shape, element.getElementType()));
}

LogicalResult GradWithShapeOp::verify() {
  TensorType forward = getHandle().getType().getElementType();
  TensorType grad = getGradHandle().getType().getElementType();
  if (grad.getElementType() != forward.getElementType())
    return emitOpError() << "result element type " << grad.getElementType()
                         << " does not match the forward element type "
                         << forward.getElementType() << " [C1]";
  auto prependType = getShapeToPrepend().getType();
  if (grad.hasRank() && forward.hasRank() && !prependType.isDynamicDim(0)) {
    int64_t numPrepended = prependType.getDimSize(0);
    if (grad.getRank() != numPrepended + forward.getRank())
      return emitOpError() << "result element rank " << grad.getRank()
                           << " is not len(shape_to_prepend) + forward rank = "
                           << numPrepended << " + " << forward.getRank()
                           << " [C2]";
    ArrayRef<int64_t> trailing = grad.getShape().drop_front(numPrepended);
    for (auto [gradDim, forwardDim] : llvm::zip(trailing, forward.getShape()))
      if (!dimsCompatible(gradDim, forwardDim))
        return emitOpError() << "result element shape " << formatShape(grad)
                             << " does not end with the forward element shape "
                             << formatShape(forward) << " [C3]";
  }
  return verifyConstantOperands(*this, [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

/// Result types of both batch-norm ops: the data type, then per-channel
/// statistics shaped like `scale` (the inferred types never depend on
/// attributes, so that a bad attribute reaches the verifier's message).
static LogicalResult inferBatchNormTypes(Type dataType, Type scaleType,
                                         bool placeholders,
                                         SmallVectorImpl<Type> &results) {
  results.push_back(dataType);
  results.push_back(scaleType);
  results.push_back(scaleType);
  Type statType =
      placeholders ? RankedTensorType::get({0}, getElementTypeOrSelf(scaleType))
                   : scaleType;
  results.push_back(statType);
  results.push_back(statType);
  return success();
}

/// The rank part of C2 of both ops (ODS has checked C1, 4 or 5 dimensions
/// and C3).
static LogicalResult
verifyDataRanks(EmitErrorFn emitError, DataFormat format,
                ArrayRef<std::pair<StringRef, Type>> dataOperands) {
  for (auto [name, type] : dataOperands) {
    int64_t rank = cast<RankedTensorType>(type).getRank();
    if (rank != getDataRank(format)) {
      emitError() << "'" << name << "' has rank " << rank
                  << " but data format \"" << stringifyDataFormat(format)
                  << "\" needs rank " << getDataRank(format) << " [C2]";
      return failure();
    }
  }
  return success();
}

/// What statistics are checked against: x's channels, or, where those are
/// dynamic, the first statistic of static size (the lowering combines the
/// statistics elementwise, so they must agree with each other too).
struct ChannelReference {
  int64_t channels;
  std::string what = "the channels of x";
};

static ChannelReference
channelReference(int64_t channels,
                 ArrayRef<std::pair<StringRef, Type>> statistics) {
  if (!ShapedType::isDynamic(channels))
    return {channels};
  for (auto [name, type] : statistics)
    if (auto shaped = cast<RankedTensorType>(type); !shaped.isDynamicDim(0))
      return {shaped.getDimSize(0), ("'" + name + "'").str()};
  return {channels};
}

static LogicalResult verifyChannelCount(EmitErrorFn emitError, StringRef name,
                                        Type type,
                                        const ChannelReference &reference,
                                        StringRef rule, StringRef prefix = "") {
  auto shaped = cast<RankedTensorType>(type);
  if (dimsCompatible(shaped.getDimSize(0), reference.channels))
    return success();
  emitError() << prefix << "'" << name
              << "' must have the same number of elements as " << reference.what
              << ", got " << shaped.getDimSize(0) << " and "
              << reference.channels << " [" << rule << "]";
  return failure();
}

static int64_t channelCount(Type dataType, DataFormat format) {
  return cast<RankedTensorType>(dataType).getDimSize(getChannelDim(format));
}

static LogicalResult verifyEpsilon(EmitErrorFn emitError, float epsilon,
                                   StringRef rule) {
  if (!std::isfinite(epsilon) || epsilon < 0.0f) {
    emitError() << "'epsilon' must be finite and non-negative, got " << epsilon
                << " [" << rule << "]";
    return failure();
  }
  return success();
}

/// The custom assembly of both ops: five operands, the attribute dictionary
/// and the five operand types, as the declarative format would print them,
/// except that `data_format` reads and prints as TensorFlow's string.
template <typename OpTy>
static ParseResult parseBatchNorm(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 5> operands;
  SmallVector<Type, 5> operandTypes;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, /*requiredOperandCount=*/5))
    return failure();
  SMLoc attrsLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  StringRef formatName = OpTy::getDataFormatAttrName(result.name).getValue();
  if (Attribute format = result.attributes.get(formatName)) {
    // C1: only TensorFlow's four spellings name a layout.
    auto name = dyn_cast<StringAttr>(format);
    std::optional<DataFormat> layout;
    if (name)
      layout = symbolizeDataFormat(name.getValue());
    if (name && !layout)
      return parser.emitError(attrsLoc)
             << "'" << formatName
             << "' must be NHWC, NCHW, NDHWC or NCDHW, got " << format
             << " [C1]";
    if (layout)
      result.attributes.set(formatName,
                            DataFormatAttr::get(parser.getContext(), *layout));
  }
  if (failed(OpTy::verifyInherentAttrs(result.name, result.attributes, [&] {
        return parser.emitError(attrsLoc);
      })))
    return failure();
  if (parser.parseColonTypeList(operandTypes) ||
      parser.resolveOperands(operands, operandTypes, operandsLoc,
                             result.operands))
    return failure();
  SmallVector<Type, 5> resultTypes;
  if (failed(OpTy::inferReturnTypes(
          parser.getContext(), result.location, result.operands,
          result.attributes.getDictionary(parser.getContext()),
          result.getRawProperties(), result.regions, resultTypes)))
    return failure();
  result.addTypes(resultTypes);
  return success();
}

/// Prints what parseBatchNorm reads; attributes at their default value are
/// left out, as the declarative format does.
static void printBatchNorm(OpAsmPrinter &p, Operation *op,
                           ArrayRef<NamedAttribute> defaults) {
  p << ' ' << op->getOperands();
  NamedAttrList attributes;
  for (NamedAttribute attribute : op->getAttrs()) {
    if (llvm::is_contained(defaults, attribute))
      continue;
    if (auto format = dyn_cast<DataFormatAttr>(attribute.getValue()))
      attribute.setValue(StringAttr::get(
          op->getContext(), stringifyDataFormat(format.getValue())));
    attributes.push_back(attribute);
  }
  p.printOptionalAttrDict(attributes);
  p << " : " << op->getOperandTypes();
}

/// The default value of `data_format`, `epsilon` and `is_training`, shared
/// by both ops.
template <typename OpTy>
static SmallVector<NamedAttribute, 4> batchNormDefaults(OpTy op) {
  Builder b(op.getContext());
  return {
      b.getNamedAttr(op.getDataFormatAttrName(),
                     DataFormatAttr::get(op.getContext(), DataFormat::NHWC)),
      b.getNamedAttr(op.getEpsilonAttrName(), b.getF32FloatAttr(1.0e-4f)),
      b.getNamedAttr(op.getIsTrainingAttrName(), b.getBoolAttr(true))};
}

ParseResult FusedBatchNormGradOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseBatchNorm<FusedBatchNormGradOp>(parser, result);
}

void FusedBatchNormGradOp::print(OpAsmPrinter &p) {
  printBatchNorm(p, *this, batchNormDefaults(*this));
}

ParseResult FusedBatchNormOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  return parseBatchNorm<FusedBatchNormOp>(parser, result);
}

void FusedBatchNormOp::print(OpAsmPrinter &p) {
  SmallVector<NamedAttribute, 4> defaults = batchNormDefaults(*this);
  Builder b(getContext());
  defaults.push_back(b.getNamedAttr(getExponentialAvgFactorAttrName(),
                                    b.getF32FloatAttr(1.0f)));
  printBatchNorm(p, *this, defaults);
}

LogicalResult FusedBatchNormGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  return inferBatchNormTypes(operands[1].getType(), operands[2].getType(),
                             /*placeholders=*/true, inferredReturnTypes);
}

LogicalResult
FusedBatchNormGradOp::verifyWithOperandTypes(TypeRange operandTypes,
                                             EmitErrorFn emitError) {
  Type yBackprop = operandTypes[0], x = operandTypes[1];
  if (failed(verifyDataRanks(emitError, getDataFormat(),
                             {{"y_backprop", yBackprop}, {"x", x}})))
    return failure();
  if (!shapesCompatible(x, yBackprop)) {
    emitError() << "'x' and 'y_backprop' must have the same shape, but x has "
                   "shape "
                << formatShape(x) << " and y_backprop has shape "
                << formatShape(yBackprop) << " [C4]";
    return failure();
  }
  int64_t channels = channelCount(x, getDataFormat());
  if (ShapedType::isDynamic(channels))
    channels = channelCount(yBackprop, getDataFormat());
  std::pair<StringRef, Type> statistics[] = {
      {"scale", operandTypes[2]},
      {"reserve_space_1", operandTypes[3]},
      {"reserve_space_2", operandTypes[4]}};
  ChannelReference reference = channelReference(channels, statistics);
  for (auto [name, type] : statistics)
    if (failed(verifyChannelCount(emitError, name, type, reference, "C6")))
      return failure();
  return verifyEpsilon(emitError, getEpsilon().convertToFloat(), "C7");
}

LogicalResult FusedBatchNormGradOp::verify() {
  return verifyWithOperandTypes(getOperandTypes(),
                                [&] { return emitOpError(); });
}

LogicalResult FusedBatchNormOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  return inferBatchNormTypes(operands[0].getType(), operands[1].getType(),
                             /*placeholders=*/false, inferredReturnTypes);
}

LogicalResult FusedBatchNormOp::verifyWithOperandTypes(TypeRange operandTypes,
                                                       EmitErrorFn emitError) {
  Type x = operandTypes[0];
  if (failed(verifyDataRanks(emitError, getDataFormat(), {{"x", x}})))
    return failure();
  int64_t channels = channelCount(x, getDataFormat());
  SmallVector<std::pair<StringRef, Type>, 4> statistics = {
      {"scale", operandTypes[1]}, {"offset", operandTypes[2]}};
  if (readsStatistics())
    statistics.append(
        {{"mean", operandTypes[3]}, {"variance", operandTypes[4]}});
  ChannelReference reference = channelReference(channels, statistics);
  if (failed(verifyChannelCount(emitError, "scale", operandTypes[1], reference,
                                "C4")) ||
      failed(verifyChannelCount(emitError, "offset", operandTypes[2], reference,
                                "C4")))
    return failure();
  float factor = getExponentialAvgFactor().convertToFloat();
  if (readsStatistics()) {
    StringRef prefix = getIsTraining() ? "when exponential_avg_factor != 1, "
                                       : "when is_training=false, ";
    if (failed(verifyChannelCount(emitError, "mean", operandTypes[3], reference,
                                  "C5", prefix)) ||
        failed(verifyChannelCount(emitError, "variance", operandTypes[4],
                                  reference, "C5", prefix)))
      return failure();
  }
  if (failed(verifyEpsilon(emitError, getEpsilon().convertToFloat(), "C6")))
    return failure();
  if (!std::isfinite(factor)) {
    emitError() << "'exponential_avg_factor' must be finite, got " << factor
                << " [C7]";
    return failure();
  }
  return success();
}

LogicalResult FusedBatchNormOp::verify() {
  return verifyWithOperandTypes(getOperandTypes(),
                                [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// tensor_array.check
//===----------------------------------------------------------------------===//

/// `[%condition : rule, ...]`: each condition beside the rule it guards.
static ParseResult
parseRuleConditions(OpAsmParser &parser,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &conditions,
                    ArrayAttr &rules) {
  SmallVector<Attribute> ruleAttrs;
  auto parseOne = [&]() -> ParseResult {
    OpAsmParser::UnresolvedOperand condition;
    StringRef keyword;
    SMLoc keywordLoc;
    if (parser.parseOperand(condition) || parser.parseColon() ||
        parser.getCurrentLocation(&keywordLoc) || parser.parseKeyword(&keyword))
      return failure();
    std::optional<TensorArrayRule> rule = symbolizeTensorArrayRule(keyword);
    if (!rule)
      return parser.emitError(keywordLoc)
             << "unknown TensorArray rule '" << keyword << "'";
    conditions.push_back(condition);
    ruleAttrs.push_back(TensorArrayRuleAttr::get(parser.getContext(), *rule));
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, parseOne))
    return failure();
  rules = parser.getBuilder().getArrayAttr(ruleAttrs);
  return success();
}

static void printRuleConditions(OpAsmPrinter &printer, Operation *,
                                OperandRange conditions, ArrayAttr rules) {
  printer << '[';
  llvm::interleaveComma(llvm::zip(conditions, rules), printer, [&](auto pair) {
    auto [condition, rule] = pair;
    printer << condition << " : "
            << stringifyTensorArrayRule(
                   cast<TensorArrayRuleAttr>(rule).getValue());
  });
  printer << ']';
}

LogicalResult CheckOp::verify() {
  if (getConditions().size() != getRules().size())
    return emitOpError() << "has " << getConditions().size()
                         << " conditions for " << getRules().size()
                         << " rules: one condition per rule [C1]";
  bool checksShape = llvm::any_of(getRules(), [](Attribute rule) {
    return cast<TensorArrayRuleAttr>(rule).getValue() ==
           TensorArrayRule::IncompatibleShape;
  });
  std::optional<ArrayRef<int64_t>> elementShape = getElementShape();
  if (checksShape != (elementShape.has_value() || !getValueShape().empty()))
    return emitOpError() << "'value_shape' and 'element_shape' go with the "
                            "'incompatible_shape' rule, and only with it [C2]";
  if (checksShape && elementShape->size() != getValueShape().size())
    return emitOpError() << "'value_shape' has " << getValueShape().size()
                         << " dimensions but 'element_shape' has "
                         << elementShape->size() << " [C2]";
  return success();
}

namespace {
/// Drops the rules whose condition is constant false and those after one
/// whose condition is constant true (never reported); a check without rules
/// is erased and its `ok` is true.
struct DropDecidedRules : public OpRewritePattern<CheckOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CheckOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> conditions;
    SmallVector<Attribute> rules;
    bool alwaysFails = false;
    for (auto [condition, rule] :
         llvm::zip(op.getConditions(), op.getRules())) {
      std::optional<int64_t> known = getConstantIntValue(condition);
      if (known && !*known)
        continue;
      conditions.push_back(condition);
      rules.push_back(rule);
      if (known) {
        alwaysFails = true;
        break;
      }
    }
    if (conditions.size() == op.getConditions().size())
      return failure();
    if (conditions.empty()) {
      rewriter.replaceOpWithNewOp<arith::ConstantIntOp>(op, 1, 1);
      return success();
    }
    bool checksShape = llvm::any_of(rules, [](Attribute rule) {
      return cast<TensorArrayRuleAttr>(rule).getValue() ==
             TensorArrayRule::IncompatibleShape;
    });
    auto check = CheckOp::create(
        rewriter, op.getLoc(), op.getType(), op.getIndex(), conditions,
        checksShape ? op.getValueShape() : ValueRange{},
        rewriter.getArrayAttr(rules), op.getTensorArrayNameAttr(),
        op.getSizeAttr(),
        checksShape ? op.getElementShapeAttr() : DenseI64ArrayAttr());
    if (alwaysFails)
      rewriter.replaceOpWithNewOp<arith::ConstantIntOp>(op, 0, 1);
    else
      rewriter.replaceOp(op, check.getOk());
    return success();
  }
};
} // namespace

void CheckOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *context) {
  results.add<DropDecidedRules>(context);
}

//===----------------------------------------------------------------------===//
// runtime_check
//===----------------------------------------------------------------------===//

LogicalResult RuntimeCheckOp::verify() {
  int64_t missing =
      tagrad_abi::missingPlaceholder(getMessage().str(), getValues().size());
  if (missing >= 0)
    return emitOpError() << "message names value {" << missing << "} but has "
                         << getValues().size() << " values [C1]";
  return success();
}

namespace {
/// A check that cannot fail goes.
struct EraseCheckThatHolds : public OpRewritePattern<RuntimeCheckOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(RuntimeCheckOp op,
                                PatternRewriter &rewriter) const override {
    if (!matchPattern(op.getFailed(), m_Zero()))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void RuntimeCheckOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                 MLIRContext *context) {
  results.add<EraseCheckThatHolds>(context);
}
