//===- ConstantEvaluation.cpp - Small results of constant operands --------===//
//
// TensorFlow's graphs compute shapes, axes and sizes with ordinary ops on
// constants (a concat axis from Rank and SelectV2, a reshape target from
// Shape, Fill and ConcatV2). When every operand of a TensorFlow op is a
// small constant, the IR its handler built is evaluated here and the result
// becomes a constant, so that what reads it (an axis, a shape) stays static.
// The evaluation uses the ops' own folders, and interprets the few
// structured ops a handler builds (linalg.generic and linalg.fill, slices,
// reshapes) element by element.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

namespace {
/// Most loop iterations one structured op may take to evaluate.
constexpr int64_t kMaxEvaluatedIterations = 4096;

class Evaluator {
public:
  /// The value's constant, once known.
  Attribute get(Value v) {
    if (Attribute a = known.lookup(v))
      return a;
    Attribute a;
    if (matchPattern(v, m_Constant(&a)))
      return a;
    return {};
  }
  /// Evaluates `op` from its operands' constants; false when it cannot.
  bool evaluate(Operation *op);

private:
  bool evaluateGeneric(linalg::GenericOp generic);
  bool evaluateBody(Block &body, ArrayRef<Attribute> args,
                    ArrayRef<int64_t> point, SmallVectorImpl<Attribute> &out);
  DenseMap<Value, Attribute> known;
};
} // namespace

static std::optional<SmallVector<Attribute>> elementsOf(Attribute a) {
  auto dense = dyn_cast_if_present<DenseElementsAttr>(a);
  if (!dense || dense.getNumElements() > kMaxFoldedElements * 64)
    return std::nullopt;
  return llvm::to_vector(dense.getValues<Attribute>());
}

/// Row-major strides of `shape`.
static SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t d = (int64_t)shape.size() - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

bool Evaluator::evaluateBody(Block &body, ArrayRef<Attribute> args,
                             ArrayRef<int64_t> point,
                             SmallVectorImpl<Attribute> &out) {
  DenseMap<Value, Attribute> local;
  for (auto [arg, value] : llvm::zip(body.getArguments(), args))
    local[arg] = value;
  auto valueOf = [&](Value v) -> Attribute {
    if (Attribute a = local.lookup(v))
      return a;
    return get(v);
  };
  for (Operation &op : body) {
    if (auto yield = dyn_cast<linalg::YieldOp>(op)) {
      for (Value v : yield.getOperands()) {
        Attribute a = valueOf(v);
        if (!a)
          return false;
        out.push_back(a);
      }
      return true;
    }
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      local[index.getResult()] = IntegerAttr::get(
          IndexType::get(op.getContext()), point[index.getDim()]);
      continue;
    }
    if (op.getNumRegions() != 0 || op.getNumResults() != 1)
      return false;
    SmallVector<Attribute> operands;
    for (Value v : op.getOperands()) {
      operands.push_back(valueOf(v));
      if (!operands.back())
        return false;
    }
    SmallVector<OpFoldResult> folded;
    if (failed(op.fold(operands, folded)) || folded.size() != 1)
      return false;
    Attribute a = isa<Attribute>(folded[0]) ? cast<Attribute>(folded[0])
                                            : valueOf(cast<Value>(folded[0]));
    if (!a)
      return false;
    local[op.getResult(0)] = a;
  }
  return false;
}

bool Evaluator::evaluateGeneric(linalg::GenericOp generic) {
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  int64_t iterations = 1;
  for (int64_t r : ranges) {
    if (ShapedType::isDynamic(r))
      return false;
    iterations *= r;
  }
  if (iterations > kMaxEvaluatedIterations)
    return false;
  // Every operand's elements (an init read by the body is a value too).
  SmallVector<SmallVector<Attribute>> elements;
  SmallVector<RankedTensorType> types;
  for (OpOperand &operand : generic->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type || !type.hasStaticShape())
      return false;
    types.push_back(type);
    Attribute a = get(operand.get());
    if (!a && generic.isDpsInit(&operand)) {
      // An init the body never reads (tensor.empty) starts as zeros.
      if (generic.payloadUsesValueFromOperand(&operand))
        return false;
      a = DenseElementsAttr::get(
          type,
          cast<TypedAttr>(Builder(generic).getZeroAttr(type.getElementType())));
    }
    std::optional<SmallVector<Attribute>> values = elementsOf(a);
    if (!values || (int64_t)values->size() != type.getNumElements())
      return false;
    elements.push_back(std::move(*values));
  }
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  unsigned numInputs = generic.getNumDpsInputs();
  SmallVector<int64_t> point(ranges.size(), 0);
  for (int64_t it = 0; it < iterations; ++it) {
    int64_t rest = it;
    for (int64_t d = ranges.size() - 1; d >= 0; --d) {
      point[d] = rest % ranges[d];
      rest /= ranges[d];
    }
    SmallVector<int64_t> flat;
    SmallVector<Attribute> args;
    for (auto [k, map] : llvm::enumerate(maps)) {
      SmallVector<int64_t> at = map.compose(point);
      SmallVector<int64_t> strides = stridesOf(types[k].getShape());
      int64_t f = 0;
      for (auto [i, s] : llvm::zip(at, strides))
        f += i * s;
      flat.push_back(f);
      args.push_back(elements[k][f]);
    }
    SmallVector<Attribute> out;
    if (!evaluateBody(generic.getRegion().front(), args, point, out) ||
        out.size() != generic.getNumDpsInits())
      return false;
    for (auto [k, value] : llvm::enumerate(out)) {
      auto typed = dyn_cast<TypedAttr>(value);
      if (!typed || typed.getType() != types[numInputs + k].getElementType())
        return false;
    }
    for (auto [k, value] : llvm::enumerate(out))
      elements[numInputs + k][flat[numInputs + k]] = value;
  }
  for (auto [k, result] : llvm::enumerate(generic->getResults()))
    known[result] =
        DenseElementsAttr::get(types[numInputs + k], elements[numInputs + k]);
  return true;
}

bool Evaluator::evaluate(Operation *op) {
  if (op->getNumResults() == 0)
    return true; // checks: their conditions are evaluated where used
  for (Value result : op->getResults()) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (type && (!type.hasStaticShape() ||
                 type.getNumElements() > kMaxFoldedElements * 64))
      return false;
  }
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return evaluateGeneric(generic);
  if (auto fill = dyn_cast<linalg::FillOp>(op)) {
    auto value = dyn_cast_if_present<TypedAttr>(get(fill.value()));
    if (!value || value.getType() != getElementTypeOrSelf(fill.result()))
      return false;
    known[fill.result()] = DenseElementsAttr::get(
        cast<ShapedType>(fill.result().getType()), Attribute(value));
    return true;
  }
  if (isa<tensor::EmptyOp>(op))
    return true; // no value: a generic whose body reads it stops there
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    std::optional<SmallVector<Attribute>> source =
        elementsOf(get(slice.getSource()));
    if (!source || !slice.hasUnitStride() ||
        ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
        !slice.getSourceType().hasStaticShape())
      return false;
    RankedTensorType sourceType = slice.getSourceType();
    SmallVector<int64_t> offsets(slice.getStaticOffsets());
    SmallVector<int64_t> sizes(slice.getStaticSizes());
    if (ShapedType::isDynamicShape(sizes))
      return false;
    SmallVector<int64_t> strides = stridesOf(sourceType.getShape());
    int64_t count = 1;
    for (int64_t s : sizes)
      count *= s;
    SmallVector<Attribute> values;
    for (int64_t i = 0; i < count; ++i) {
      int64_t rest = i, flat = 0;
      for (int64_t d = sizes.size() - 1; d >= 0; --d) {
        flat += (offsets[d] + rest % sizes[d]) * strides[d];
        rest /= sizes[d];
      }
      values.push_back((*source)[flat]);
    }
    known[slice.getResult()] =
        DenseElementsAttr::get(slice.getResultType(), values);
    return true;
  }
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    std::optional<SmallVector<Attribute>> source =
        elementsOf(get(insert.getSource()));
    std::optional<SmallVector<Attribute>> dest =
        elementsOf(get(insert.getDest()));
    if (!source || !dest || !insert.hasUnitStride() ||
        ShapedType::isDynamicShape(insert.getStaticOffsets()) ||
        ShapedType::isDynamicShape(insert.getStaticSizes()))
      return false;
    RankedTensorType destType = insert.getDestType();
    SmallVector<int64_t> offsets(insert.getStaticOffsets());
    SmallVector<int64_t> sizes(insert.getStaticSizes());
    SmallVector<int64_t> strides = stridesOf(destType.getShape());
    for (int64_t i = 0; i < (int64_t)source->size(); ++i) {
      int64_t rest = i, flat = 0;
      for (int64_t d = sizes.size() - 1; d >= 0; --d) {
        flat += (offsets[d] + rest % sizes[d]) * strides[d];
        rest /= sizes[d];
      }
      (*dest)[flat] = (*source)[i];
    }
    known[insert.getResult()] = DenseElementsAttr::get(destType, *dest);
    return true;
  }
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp>(op)) {
    auto source =
        dyn_cast_if_present<DenseElementsAttr>(get(op->getOperand(0)));
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!source || !type || !type.hasStaticShape())
      return false;
    known[op->getResult(0)] = source.reshape(type);
    return true;
  }
  if (op->getNumRegions() != 0)
    return false;
  SmallVector<Attribute> operands;
  for (Value v : op->getOperands()) {
    operands.push_back(get(v));
    if (!operands.back())
      return false;
  }
  SmallVector<OpFoldResult> folded;
  if (failed(op->fold(operands, folded)) ||
      folded.size() != op->getNumResults())
    return false;
  for (auto [result, f] : llvm::zip(op->getResults(), folded)) {
    Attribute a = isa<Attribute>(f) ? cast<Attribute>(f) : get(cast<Value>(f));
    if (!a)
      return false;
    known[result] = a;
  }
  return true;
}

void Legalizer::foldConstantResults(Operation *op, ArrayRef<Value> operands,
                                    ArrayRef<Operation *> created,
                                    SmallVectorImpl<Value> &results) {
  if (created.empty() || results.empty())
    return;
  for (Value v : operands)
    if (v && !smallConstant(v))
      return;
  for (Value r : results) {
    auto type = r ? dyn_cast<RankedTensorType>(r.getType()) : nullptr;
    if (!type || !type.hasStaticShape() ||
        type.getNumElements() > kMaxFoldedElements)
      return;
  }
  Evaluator evaluator;
  for (Operation *c : created)
    if (!evaluator.evaluate(c))
      break;
  for (Value &r : results) {
    auto value = dyn_cast_if_present<DenseElementsAttr>(evaluator.get(r));
    if (!value || value.getType() != r.getType() ||
        matchPattern(r, m_Constant()))
      continue;
    r = arith::ConstantOp::create(b, op->getLoc(), value);
  }
}

} // namespace mlir::tagrad::tf_legalize
