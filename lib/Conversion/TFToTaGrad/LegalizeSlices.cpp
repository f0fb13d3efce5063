//===- LegalizeSlices.cpp - Slices and strided slices --------------------===//
//
// Slice and StridedSlice (constant or run-time bounds, TensorFlow's masks),
// their gradient StridedSliceGrad and the update TensorStridedSliceUpdate.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

FailureOr<Value> Legalizer::sliceAtRuntime(Operation *op, Value input,
                                           Value begin, Value size) {
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  begin = toTensor(loc, begin);
  size = toTensor(loc, size);
  for (Value v : {begin, size}) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t || t.getRank() != 1 ||
        (!t.isDynamicDim(0) && t.getDimSize(0) != rank)) {
      error(op) << "Expected begin and size arguments to be 1-D tensors of "
                   "size "
                << rank << ", but got shapes " << begin.getType() << " and "
                << size.getType() << " instead.";
      return failure();
    }
  }
  auto i64 = b.getI64Type();
  Value zero = constantIndex(loc, 0);
  SmallVector<OpFoldResult> offsets, sizes, strides(rank, b.getIndexAttr(1));
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    Value at = constantIndex(loc, d);
    // Constant bounds fold, so a constant size keeps a static dimension.
    Value lo = b.createOrFold<arith::IndexCastOp>(
        loc, b.getIndexType(),
        b.createOrFold<tensor::ExtractOp>(loc, begin, ValueRange{at}));
    Value n = b.createOrFold<arith::IndexCastOp>(
        loc, b.getIndexType(),
        b.createOrFold<tensor::ExtractOp>(loc, size, ValueRange{at}));
    Value length = b.createOrFold<tensor::DimOp>(loc, input, d);
    // size -1: to the end.
    std::optional<int64_t> staticSize = getConstantIntValue(n);
    Value toEnd = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                n, constantIndex(loc, -1));
    n = b.createOrFold<arith::SelectOp>(
        loc, toEnd, b.createOrFold<arith::SubIOp>(loc, length, lo), n);
    // To the end of a dimension of known size: a known size too.
    if (!staticSize || *staticSize < 0)
      staticSize = getConstantIntValue(n);
    auto asI64 = [&](Value v) {
      return arith::IndexCastOp::create(b, loc, i64, v).getResult();
    };
    runtimeCheck(
        loc,
        arith::OrIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lo, zero),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, lo,
                                  length)),
        "Expected begin[" + std::to_string(d) + "] in [0, {0}], but got {1}",
        {asI64(length), asI64(lo)});
    Value room = arith::SubIOp::create(b, loc, length, lo);
    runtimeCheck(
        loc,
        arith::OrIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, n, zero),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, n, room)),
        "Expected size[" + std::to_string(d) + "] in [0, {0}], but got {1}",
        {asI64(room), asI64(n)});
    // An empty slice may begin at the end.
    offsets.push_back(
        arith::SelectOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, n, zero),
            zero, lo)
            .getResult());
    if (staticSize && *staticSize >= 0) {
      sizes.push_back(b.getIndexAttr(*staticSize));
      shape.push_back(*staticSize);
    } else {
      sizes.push_back(n);
      shape.push_back(ShapedType::kDynamic);
    }
  }
  return tensor::ExtractSliceOp::create(
             b, loc, RankedTensorType::get(shape, type.getElementType()), input,
             offsets, sizes, strides)
      .getResult();
}

/// StridedSlice (input given), StridedSliceGrad (gradient and its shape
/// given) and the slice assignments (input and, as `gradient`, the value
/// assigned: TensorStridedSliceUpdate, StridedSliceAssign) after
/// TensorFlow's dense-spec rules: ellipsis, new-axis and shrink-axis masks,
/// negative and clamped bounds, strides of either sign.
LogicalResult Legalizer::stridedSlice(Operation *op, Value input,
                                      ArrayRef<Value> spec, Value gradient,
                                      SmallVectorImpl<Value> &results,
                                      Value gradShape) {
  Location loc = op->getLoc();
  FailureOr<SmallVector<int64_t>> strides = constInts(op, spec[2], "strides");
  if (failed(strides))
    return failure();
  // Begin and end may come from run-time values (x[t] in a loop): their
  // elements are read where they are not constants.
  auto boundsOf = [&](Value v,
                      StringRef what) -> FailureOr<SmallVector<OpFoldResult>> {
    DenseIntElementsAttr attr;
    if (matchPattern(v, m_Constant(&attr))) {
      FailureOr<SmallVector<int64_t>> ints = constInts(op, v, what);
      if (failed(ints))
        return failure();
      return getAsIndexOpFoldResult(b.getContext(), *ints);
    }
    Value t = toTensor(loc, v);
    auto type = dyn_cast<RankedTensorType>(t.getType());
    if (!type || type.getRank() != 1 || type.isDynamicDim(0) ||
        type.getDimSize(0) > kMaxRank) {
      error(op) << "needs a " << what << " of known length";
      return failure();
    }
    SmallVector<OpFoldResult> values;
    for (int64_t i = 0; i < type.getDimSize(0); ++i) {
      Value e = tensor::ExtractOp::create(b, loc, t,
                                          ValueRange{constantIndex(loc, i)});
      values.push_back(
          arith::IndexCastOp::create(b, loc, b.getIndexType(), e).getResult());
    }
    return values;
  };
  FailureOr<SmallVector<OpFoldResult>> beginBounds = boundsOf(spec[0], "begin");
  FailureOr<SmallVector<OpFoldResult>> endBounds =
      succeeded(beginBounds) ? boundsOf(spec[1], "end")
                             : FailureOr<SmallVector<OpFoldResult>>(failure());
  if (failed(endBounds))
    return failure();
  if (beginBounds->size() != endBounds->size() ||
      beginBounds->size() != strides->size())
    return error(op) << "has begin, end and strides of different lengths";
  // The constant bounds (0 where a bound is a run-time value).
  auto constantsOf = [](ArrayRef<OpFoldResult> bounds) {
    return llvm::map_to_vector(bounds, [](OpFoldResult f) {
      return getConstantIntValue(f).value_or(0);
    });
  };
  SmallVector<int64_t> beginConstants = constantsOf(*beginBounds),
                       endConstants = constantsOf(*endBounds);
  auto *begin = &beginConstants, *end = &endConstants;
  auto mask = [&](StringRef name) -> uint64_t {
    auto attr = op->getAttrOfType<IntegerAttr>(name);
    return attr ? attr.getInt() : 0;
  };
  uint64_t beginMask = mask("begin_mask"), endMask = mask("end_mask"),
           ellipsisMask = mask("ellipsis_mask"),
           newAxisMask = mask("new_axis_mask"),
           shrinkMask = mask("shrink_axis_mask");
  SmallVector<int64_t> inputShape;
  Type element;
  if (input) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input";
    inputShape.assign(type.getShape().begin(), type.getShape().end());
    element = type.getElementType();
  } else {
    // The input's shape may be known in part (Shape of a batch of unknown
    // size): its unknown sizes are read at run time.
    gradShape = toTensor(loc, gradShape);
    DenseIntElementsAttr constantShape;
    std::optional<SmallVector<int64_t>> shape = partialShape(gradShape);
    if (!shape)
      return error(op) << "needs an input shape of known length";
    inputShape = *shape;
    // (A constant's INT64_MIN is a size, not an unknown one.)
    bool constant = matchPattern(gradShape, m_Constant(&constantShape));
    if (llvm::any_of(inputShape, [&](int64_t d) {
          return (constant || !ShapedType::isDynamic(d)) && d < 0;
        }))
      return error(op) << "needs an input shape of non-negative sizes";
    element = getElementTypeOrSelf(gradient.getType());
  }
  int64_t rank = inputShape.size();
  int64_t sparse = begin->size();
  int64_t newAxesAfterEllipsis = 0;
  bool seenEllipsis = false;
  for (int64_t i = 0; i < sparse; ++i) {
    if (ellipsisMask & (1ull << i))
      seenEllipsis = true;
    else if (seenEllipsis && (newAxisMask & (1ull << i)))
      ++newAxesAfterEllipsis;
  }
  // Per input dimension: offset, size, stride, and whether it is kept;
  // run-time offsets and sizes where a bound is a run-time value.
  SmallVector<int64_t> offsets(rank, 0), sizes(inputShape), steps(rank, 1);
  SmallVector<Value> runtimeOffsets(rank), runtimeSizes(rank);
  auto dimSize = [&](int64_t d) -> Value {
    if (input)
      return b.createOrFold<tensor::DimOp>(loc, input, d);
    if (!ShapedType::isDynamic(inputShape[d]))
      return constantIndex(loc, inputShape[d]);
    Value size = b.createOrFold<tensor::ExtractOp>(
        loc, gradShape, ValueRange{constantIndex(loc, d)});
    size = b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), size);
    runtimeCheck(
        loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, size,
                              constantIndex(loc, 0)),
        "Dimension {0} must be >= 0",
        {arith::IndexCastOp::create(b, loc, b.getI64Type(), size).getResult()});
    return size;
  };
  SmallVector<bool> shrink(rank, false), backwards(rank, false);
  // The output shape with new axes, as (input dim or -1 for a new axis).
  SmallVector<int64_t> outputDims;
  int64_t dim = 0;
  bool ellipsisDone = false;
  auto fullDim = [&](int64_t d) { outputDims.push_back(d); };
  for (int64_t i = 0; i < sparse; ++i) {
    uint64_t bit = 1ull << i;
    if (ellipsisMask & bit) {
      if (ellipsisDone)
        return error(op) << "has more than one ellipsis";
      ellipsisDone = true;
      int64_t next = std::min<int64_t>(
          rank - (sparse - i) + 1 + newAxesAfterEllipsis, rank);
      for (; dim < next; ++dim)
        fullDim(dim);
      continue;
    }
    if (newAxisMask & bit) {
      outputDims.push_back(-1);
      continue;
    }
    if (dim >= rank)
      return error(op) << "indexes more dimensions than the input has";
    int64_t size = inputShape[dim], stride = (*strides)[i];
    if (stride == 0)
      return error(op) << "strides[" << i << "] must be non-zero";
    if ((shrinkMask & bit) && stride < 0)
      return error(op) << "only stride 1 allowed on non-range indexing.";
    bool dynamic = ShapedType::isDynamic(size);
    bool runtimeBegin = !getConstantIntValue((*beginBounds)[i]);
    bool runtimeEnd = !getConstantIntValue((*endBounds)[i]);
    // An index into a dimension of unknown size (x[-1]: the last step of
    // an RNN's stacked outputs) is resolved and checked at run time too.
    if ((shrinkMask & bit) && (runtimeBegin || dynamic)) {
      // Index from the end when negative; out of bounds is TensorFlow's
      // error.
      Value at = getValueOrCreateConstantIndexOp(b, loc, (*beginBounds)[i]);
      Value length = dimSize(dim);
      Value zero = constantIndex(loc, 0);
      Value negative =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, at, zero);
      Value index = arith::SelectOp::create(
          b, loc, negative, arith::AddIOp::create(b, loc, at, length), at);
      Value outside = arith::OrIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, zero),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index,
                                length));
      runtimeCheck(
          loc, outside,
          "slice index {0} of dimension " + std::to_string(dim) +
              " out of bounds.",
          {arith::IndexCastOp::create(b, loc, b.getI64Type(), at).getResult()});
      // Past a failed check, a position inside the dimension.
      Value lastIndex = arith::MaxSIOp::create(
          b, loc, arith::SubIOp::create(b, loc, length, constantIndex(loc, 1)),
          zero);
      runtimeOffsets[dim] = arith::MinSIOp::create(
          b, loc, arith::MaxSIOp::create(b, loc, index, zero), lastIndex);
      sizes[dim] = 1;
      shrink[dim] = true;
      ++dim;
      continue;
    }
    bool fullBegin = beginMask & bit, fullEnd = endMask & bit;
    if (!(shrinkMask & bit) &&
        ((runtimeBegin && !fullBegin) || (runtimeEnd && !fullEnd) ||
         (dynamic && !(fullBegin && fullEnd && stride == 1)))) {
      // Bounds from data, or a dimension of unknown size: TensorFlow's
      // canonical bounds at run time (negative ones count from the end,
      // clamped to [0, n] for a positive stride, to [-1, n - 1] for a
      // negative one), then ceil(span / |stride|) elements.
      Value length = dimSize(dim);
      Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
      Value step = constantIndex(loc, std::abs(stride));
      Value last = arith::SubIOp::create(b, loc, length, one);
      Value low = stride > 0 ? zero : constantIndex(loc, -1);
      Value high = stride > 0 ? length : last;
      auto canonical = [&](OpFoldResult bound, bool masked,
                           Value whenMasked) -> Value {
        if (masked)
          return whenMasked;
        Value v = getValueOrCreateConstantIndexOp(b, loc, bound);
        Value negative =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, zero);
        v = arith::SelectOp::create(
            b, loc, negative, arith::AddIOp::create(b, loc, v, length), v);
        return arith::MinSIOp::create(
            b, loc, arith::MaxSIOp::create(b, loc, v, low), high);
      };
      Value first =
          canonical((*beginBounds)[i], fullBegin, stride > 0 ? zero : last);
      Value stop =
          canonical((*endBounds)[i], fullEnd, stride > 0 ? length : low);
      Value span = stride > 0 ? arith::SubIOp::create(b, loc, stop, first)
                              : arith::SubIOp::create(b, loc, first, stop);
      Value count = arith::CeilDivUIOp::create(
          b, loc, arith::MaxSIOp::create(b, loc, span, zero), step);
      // Read backwards from `first`: the ascending slice starts at the
      // last element taken.
      Value lowest =
          stride > 0 ? first
                     : arith::SubIOp::create(
                           b, loc, first,
                           arith::MulIOp::create(
                               b, loc,
                               arith::SubIOp::create(b, loc, count, one), step))
                           .getResult();
      // An empty slice may begin at the end.
      runtimeOffsets[dim] = arith::SelectOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count, zero),
          zero, lowest);
      runtimeSizes[dim] = count;
      sizes[dim] = ShapedType::kDynamic;
      steps[dim] = std::abs(stride);
      backwards[dim] = stride < 0;
      fullDim(dim);
      ++dim;
      continue;
    }
    if (shrinkMask & bit) {
      int64_t at = (*begin)[i];
      if (at < 0)
        at += size;
      if (at < 0 || at >= size)
        return error(op) << "has index " << (*begin)[i]
                         << " out of bounds for dimension " << dim;
      offsets[dim] = at;
      sizes[dim] = 1;
      shrink[dim] = true;
      ++dim;
      continue;
    }
    if (stride < 0) {
      // Read backwards: the elements begin, begin + stride, ... taken as an
      // ascending slice at step -stride, then reversed. TensorFlow's
      // canonical bounds for a negative stride lie in [-1, size - 1], a
      // masked begin at size - 1 and a masked end at -1.
      auto canonical = [&](int64_t v, bool masked, int64_t whenMasked) {
        if (masked)
          return whenMasked;
        if (v < 0)
          v += size;
        return std::clamp<int64_t>(v, -1, size - 1);
      };
      int64_t step = -stride;
      int64_t first = canonical((*begin)[i], fullBegin, size - 1);
      int64_t stop = canonical((*end)[i], fullEnd, -1);
      int64_t count = first > stop ? (first - stop + step - 1) / step : 0;
      offsets[dim] = count ? first - (count - 1) * step : 0;
      sizes[dim] = count;
      steps[dim] = step;
      backwards[dim] = true;
      fullDim(dim);
      ++dim;
      continue;
    }
    if (!dynamic) {
      auto clamp = [&](int64_t v) {
        if (v < 0)
          v += size;
        return std::clamp<int64_t>(v, 0, size);
      };
      int64_t lo = fullBegin ? 0 : clamp((*begin)[i]);
      int64_t hi = fullEnd ? size : clamp((*end)[i]);
      offsets[dim] = lo;
      sizes[dim] = hi > lo ? (hi - lo + stride - 1) / stride : 0;
      steps[dim] = stride;
    }
    fullDim(dim);
    ++dim;
  }
  for (; dim < rank; ++dim)
    fullDim(dim);

  SmallVector<OpFoldResult> offsetFolds, sizeFolds, strideFolds;
  SmallVector<int64_t> sliceShape;
  for (int64_t d = 0; d < rank; ++d) {
    // An empty slice may start at the end (x[1:] of one element);
    // tensor.extract_slice wants its offset inside the dimension.
    offsetFolds.push_back(runtimeOffsets[d]
                              ? OpFoldResult(runtimeOffsets[d])
                              : b.getIndexAttr(sizes[d] == 0 ? 0 : offsets[d]));
    strideFolds.push_back(b.getIndexAttr(steps[d]));
    sliceShape.push_back(sizes[d]);
    if (runtimeSizes[d])
      sizeFolds.push_back(runtimeSizes[d]);
    else if (ShapedType::isDynamic(sizes[d]))
      sizeFolds.push_back(dimSize(d));
    else
      sizeFolds.push_back(b.getIndexAttr(sizes[d]));
  }
  SmallVector<int64_t> outputShape;
  for (int64_t d : outputDims)
    outputShape.push_back(d < 0 ? 1 : sliceShape[d]);
  auto sliceType = RankedTensorType::get(sliceShape, element);
  DenseElementsAttr constantInput;
  bool runtimeBounds = llvm::any_of(runtimeOffsets, [](Value v) { return v; });
  bool anyBackwards = llvm::is_contained(backwards, true);
  bool update = input && gradient;
  if (input && !update && !runtimeBounds && !anyBackwards &&
      matchPattern(input, m_Constant(&constantInput)) &&
      sliceType.hasStaticShape() && sliceType.getNumElements() <= 4096) {
    // A slice of a constant (a shape taken apart) is a constant.
    results.push_back(arith::ConstantOp::create(
        b, loc,
        sliceConstant(constantInput, offsets, sizes, steps,
                      RankedTensorType::get(outputShape, element))));
    return success();
  }
  auto elements = input && !update
                      ? input.getDefiningOp<tensor::FromElementsOp>()
                      : tensor::FromElementsOp();
  if (elements && rank == 1 && !runtimeBounds && sliceType.hasStaticShape()) {
    // A slice of a vector built from scalars (a shape, some of its sizes
    // known) picks the scalars, so the known ones stay known.
    SmallVector<Value> picked;
    for (int64_t k = 0; k < sizes[0]; ++k)
      picked.push_back(elements.getElements()[offsets[0] + k * steps[0]]);
    if (backwards[0])
      std::reverse(picked.begin(), picked.end());
    results.push_back(b.createOrFold<tensor::FromElementsOp>(
        loc, RankedTensorType::get(outputShape, element), picked));
    return success();
  }
  if (input && !update) {
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, sliceType, input, offsetFolds, sizeFolds, strideFolds);
    return pushResult(results,
                      reshape(op, reverse(loc, slice, backwards), outputShape));
  }
  if (update) {
    SmallVector<OpFoldResult> finalSizes;
    for (int64_t d : outputDims)
      finalSizes.push_back(d < 0 ? b.getIndexAttr(1) : sizeFolds[d]);
    FailureOr<Value> value =
        broadcastIntoSlice(op, toTensor(loc, gradient), element, outputShape,
                           finalSizes, sizeFolds);
    if (failed(value))
      return failure();
    FailureOr<Value> piece = reshape(op, *value, sliceShape);
    if (failed(piece))
      return failure();
    results.push_back(tensor::InsertSliceOp::create(
        b, loc, reverse(loc, *piece, backwards), input, offsetFolds, sizeFolds,
        strideFolds));
    return success();
  }
  Value dy = toTensor(loc, gradient);
  auto dyType = dyn_cast<RankedTensorType>(dy.getType());
  if (!dyType)
    return error(op) << "needs a ranked gradient";
  if (dyType.getShape() != ArrayRef<int64_t>(outputShape)) {
    Value cast;
    if (failed(
            castTo(loc, dy, RankedTensorType::get(outputShape, element), cast)))
      return error(op) << "has a gradient of type " << dyType
                       << " for a slice of shape " << sliceType;
    dy = cast;
  }
  FailureOr<Value> piece = reshape(op, dy, sliceShape);
  if (failed(piece))
    return failure();
  *piece = reverse(loc, *piece, backwards);
  Value zero = isFloat(element) ? floatConstant(b, loc, element, 0.0)
                                : (Value)arith::ConstantOp::create(
                                      b, loc, b.getIntegerAttr(element, 0));
  SmallVector<OpFoldResult> full;
  for (int64_t d = 0; d < rank; ++d)
    full.push_back(ShapedType::isDynamic(inputShape[d])
                       ? OpFoldResult(dimSize(d))
                       : b.getIndexAttr(inputShape[d]));
  Value zeros = fill(loc, full, zero);
  results.push_back(tensor::InsertSliceOp::create(
      b, loc, *piece, zeros, offsetFolds, sizeFolds, strideFolds));
  return success();
}

/// The value a slice assignment writes, broadcast into the slice's final
/// shape (`finalShape`, sizes `finalSizes`) as TensorFlow's
/// StridedSliceAssignBCast takes it: aligned at the last dimension, each of
/// its sizes 1 or the slice's, sizes past the slice's rank 1. TensorFlow
/// checks this only for a slice of some elements (`sliceSizes`, before the
/// shrink and new axes): at compile time where the sizes are known, else
/// at run time.
FailureOr<Value> Legalizer::broadcastIntoSlice(
    Operation *op, Value value, Type element, ArrayRef<int64_t> finalShape,
    ArrayRef<OpFoldResult> finalSizes, ArrayRef<OpFoldResult> sliceSizes) {
  Location loc = op->getLoc();
  auto valueType = dyn_cast<RankedTensorType>(value.getType());
  if (!valueType)
    return error(op) << "needs a ranked value";
  if (valueType.getElementType() != element)
    return error(op) << "assigns a value of element type "
                     << valueType.getElementType() << " to a slice of "
                     << element;
  if (valueType.getShape() == finalShape && valueType.hasStaticShape())
    return value;
  int64_t valueRank = valueType.getRank();
  int64_t shift = static_cast<int64_t>(finalShape.size()) - valueRank;
  Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
  auto index = [&](OpFoldResult f) {
    return getValueOrCreateConstantIndexOp(b, loc, f);
  };
  auto cmp = [&](arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return b.createOrFold<arith::CmpIOp>(loc, predicate, lhs, rhs);
  };
  Value mismatch = arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
  SmallVector<Value> valueSizes;
  for (int64_t j = 0; j < valueRank; ++j) {
    Value size = b.createOrFold<tensor::DimOp>(loc, value, j);
    valueSizes.push_back(size);
    Value notOne = cmp(arith::CmpIPredicate::ne, size, one);
    Value bad = notOne;
    if (j + shift >= 0)
      bad = b.createOrFold<arith::AndIOp>(
          loc, notOne,
          cmp(arith::CmpIPredicate::ne, size, index(finalSizes[j + shift])));
    mismatch = b.createOrFold<arith::OrIOp>(loc, mismatch, bad);
  }
  Value empty = arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
  for (OpFoldResult size : sliceSizes)
    empty = b.createOrFold<arith::OrIOp>(
        loc, empty, cmp(arith::CmpIPredicate::eq, index(size), zero));
  Value holds = b.createOrFold<arith::OrIOp>(
      loc, empty,
      b.createOrFold<arith::XOrIOp>(
          loc, mismatch,
          arith::ConstantOp::create(b, loc, b.getBoolAttr(true))));
  // "Cannot broadcast input shape [2,3] into final shape [2,2]".
  std::string message = "Cannot broadcast input shape [";
  SmallVector<Value> fields;
  auto addFields = [&](ArrayRef<Value> sizes) {
    for (auto [i, size] : llvm::enumerate(sizes)) {
      message += (i ? ",{" : "{") + std::to_string(fields.size()) + "}";
      fields.push_back(
          b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), size));
    }
  };
  addFields(valueSizes);
  message += "] into final shape [";
  addFields(llvm::map_to_vector(finalSizes, index));
  message += "]";
  if (failed(requireOrError(op, holds, message, fields)))
    return failure();

  // Each element of the final shape reads the value at its aligned
  // position, 0 along the value's sizes of 1 and the leading ones.
  SmallVector<Value> dynamicSizes;
  for (auto [d, size] : llvm::enumerate(finalShape))
    if (ShapedType::isDynamic(size))
      dynamicSizes.push_back(index(finalSizes[d]));
  auto finalType = RankedTensorType::get(finalShape, element);
  return tensor::GenerateOp::create(
             b, loc, finalType, dynamicSizes,
             [&](OpBuilder &nb, Location nloc, ValueRange at) {
               SmallVector<Value> position;
               for (int64_t j = 0; j < valueRank; ++j) {
                 if (j + shift < 0) {
                   position.push_back(zero);
                   continue;
                 }
                 Value isOne = nb.createOrFold<arith::CmpIOp>(
                     nloc, arith::CmpIPredicate::eq, valueSizes[j], one);
                 position.push_back(nb.createOrFold<arith::SelectOp>(
                     nloc, isOne, zero, at[j + shift]));
               }
               tensor::YieldOp::create(
                   nb, nloc,
                   tensor::ExtractOp::create(nb, nloc, value, position)
                       .getResult());
             })
      .getResult();
}

void Legalizer::registerSliceHandlers() {
  auto &h = handlers;
  h["Slice"] = [this](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    DenseIntElementsAttr beginAttr, sizeAttr;
    // Bounds from run-time values, or an input whose dimensions are known
    // only then: checked at run time.
    if (type && (!matchPattern(operands[1], m_Constant(&beginAttr)) ||
                 !matchPattern(operands[2], m_Constant(&sizeAttr)) ||
                 !type.hasStaticShape()))
      return pushResult(
          results, sliceAtRuntime(op, operands[0], operands[1], operands[2]));
    FailureOr<SmallVector<int64_t>> begin = constInts(op, operands[1], "begin");
    FailureOr<SmallVector<int64_t>> size =
        succeeded(begin) ? constInts(op, operands[2], "size")
                         : FailureOr<SmallVector<int64_t>>(failure());
    if (!type || failed(size) || (int64_t)begin->size() != type.getRank() ||
        size->size() != begin->size())
      return error(op) << "needs a ranked input and constant begin and size";
    SmallVector<OpFoldResult> offsets, sizes, strides;
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < type.getRank(); ++d) {
      int64_t s = (*size)[d];
      strides.push_back(b.getIndexAttr(1));
      if (s == -1) {
        if (ShapedType::isDynamic(type.getDimSize(d)))
          return error(op) << "slices to the end of a dynamic dimension";
        s = type.getDimSize(d) - (*begin)[d];
      }
      if ((*begin)[d] < 0 || s < 0 ||
          (!ShapedType::isDynamic(type.getDimSize(d)) &&
           (*begin)[d] + s > type.getDimSize(d)))
        return error(op) << "slices out of bounds of " << type;
      // An empty slice may begin at the end; extract_slice's offset may not.
      offsets.push_back(b.getIndexAttr(s == 0 ? 0 : (*begin)[d]));
      sizes.push_back(b.getIndexAttr(s));
      shape.push_back(s);
    }
    auto resultType = RankedTensorType::get(shape, type.getElementType());
    // A slice of a constant (a shape being taken apart) is a constant.
    DenseElementsAttr constant;
    if (matchPattern(operands[0], m_Constant(&constant)) &&
        type.hasStaticShape() && type.getNumElements() <= 4096) {
      results.push_back(arith::ConstantOp::create(
          b, loc,
          sliceConstant(constant, *begin, shape,
                        SmallVector<int64_t>(shape.size(), 1), resultType)));
      return success();
    }
    // A slice of a small tensor built from scalars (the sizes ShapeN gives,
    // packed: the gradient of a concat of more than 16 inputs) picks its
    // scalars, so that the known ones stay known.
    std::optional<SmallVector<Value>> scalars;
    if (operands[0].getDefiningOp<tensor::FromElementsOp>() &&
        type.getNumElements() <= kMaxFoldedElements)
      scalars = knownElements(loc, operands[0]);
    if (scalars) {
      int64_t rank = type.getRank();
      SmallVector<Value> picked;
      SmallVector<int64_t> at(rank, 0);
      for (int64_t n = 0, e = resultType.getNumElements(); n < e; ++n) {
        int64_t flat = 0;
        for (int64_t d = 0; d < rank; ++d)
          flat = flat * type.getDimSize(d) + (*begin)[d] + at[d];
        picked.push_back((*scalars)[flat]);
        for (int64_t d = rank - 1; d >= 0 && ++at[d] == shape[d]; --d)
          at[d] = 0;
      }
      results.push_back(
          b.createOrFold<tensor::FromElementsOp>(loc, resultType, picked));
      return success();
    }
    results.push_back(tensor::ExtractSliceOp::create(
        b, loc, resultType, operands[0], offsets, sizes, strides));
    return success();
  };
  h["StridedSlice"] = [this](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
    return stridedSlice(op, operands[0], operands.drop_front(), Value(),
                        results);
  };
  h["StridedSliceGrad"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    return stridedSlice(op, Value(), operands.slice(1, 3), operands[4], results,
                        operands[0]);
  };
  // TensorStridedSliceUpdate(input, begin, end, strides, value): the input
  // with the slice replaced by the value (broadcast into it).
  h["TensorStridedSliceUpdate"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    return stridedSlice(op, toTensor(op->getLoc(), operands[0]),
                        operands.slice(1, 3), operands[4], results);
  };
}

} // namespace mlir::tagrad::tf_legalize
