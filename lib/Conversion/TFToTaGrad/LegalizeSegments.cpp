//===- LegalizeSegments.cpp - Segment reductions -------------------------===//
//
// SegmentSum/Mean/Prod/Max/Min (sorted ids, as many segments as the last id
// plus one) and UnsortedSegmentSum/Prod/Max/Min (num_segments given): one
// pass over the rows, each added into its segment's row in place (float
// sums in f32 leaves of at most 256 rows a segment, or in f64). Empty
// segments hold what TensorFlow's kernels leave there: the reduction's identity
// for the unsorted ops (the lowest value for Max, the highest for Min), 0 for
// the sorted ones (1 for SegmentProd).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// The rows of a segment summed in f32 before their sum goes into the
/// segment's f64 total: the `L` of docs/Numerics.md (a power of two).
static constexpr int64_t kSegmentLeafRows = 256;
/// The narrowest rows (in elements, static) summed in leaves; narrower ones
/// accumulate in f64 (docs/Numerics.md has the measurements).
static constexpr int64_t kSegmentLeafMinElements = 16;
/// Rows a trip of the row loop of a float sum of static rows in f64.
static constexpr int64_t kSegmentUnroll = 4;
/// Rows of one element are widened to f64 this many bytes at a time.
static constexpr int64_t kSegmentChunkBytes = 2048;
/// Wider rows summed in f64: the rows whose ids are checked at once.
static constexpr int64_t kSegmentBlockRows = 64;

/// The value a segment starts from: the identity of `kind`.
static Value segmentIdentity(OpBuilder &b, Location loc, Type element,
                             SegmentReduction kind) {
  if (auto floatType = dyn_cast<FloatType>(element)) {
    const llvm::fltSemantics &sem = floatType.getFloatSemantics();
    APFloat value = APFloat::getZero(sem);
    if (kind == SegmentReduction::Prod)
      value = APFloat::getOne(sem);
    else if (kind == SegmentReduction::Max)
      value = APFloat::getLargest(sem, /*Negative=*/true);
    else if (kind == SegmentReduction::Min)
      value = APFloat::getLargest(sem, /*Negative=*/false);
    return arith::ConstantOp::create(b, loc, FloatAttr::get(element, value));
  }
  unsigned width = element.getIntOrFloatBitWidth();
  APInt value = APInt::getZero(width);
  if (kind == SegmentReduction::Prod)
    value = APInt(width, 1);
  else if (kind == SegmentReduction::Max)
    value = APInt::getSignedMinValue(width);
  else if (kind == SegmentReduction::Min)
    value = APInt::getSignedMaxValue(width);
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(element, value));
}

/// `acc` combined with `x` (integers or floats) by `kind`.
static Value combineSegment(OpBuilder &b, Location loc, SegmentReduction kind,
                            Value acc, Value x) {
  bool fp = isa<FloatType>(acc.getType());
  switch (kind) {
  case SegmentReduction::Sum:
  case SegmentReduction::Mean:
  case SegmentReduction::SqrtN:
    return fp ? (Value)arith::AddFOp::create(b, loc, acc, x)
              : (Value)arith::AddIOp::create(b, loc, acc, x);
  case SegmentReduction::Prod:
    return fp ? (Value)arith::MulFOp::create(b, loc, acc, x)
              : (Value)arith::MulIOp::create(b, loc, acc, x);
  case SegmentReduction::Max:
    return fp ? (Value)arith::MaximumFOp::create(b, loc, acc, x)
              : (Value)arith::MaxSIOp::create(b, loc, acc, x);
  case SegmentReduction::Min:
    return fp ? (Value)arith::MinimumFOp::create(b, loc, acc, x)
              : (Value)arith::MinSIOp::create(b, loc, acc, x);
  }
  llvm_unreachable("unknown segment reduction");
}

namespace {
/// One segment's row of a `[segments, row...]` tensor, as the segment
/// reductions read and write it in place.
struct SegmentRow {
  SmallVector<int64_t> shape;        // [1, row...]
  SmallVector<OpFoldResult> sizes;   // [1, row sizes...]
  SmallVector<OpFoldResult> strides; // all 1
  SmallVector<AffineMap> maps;       // two identity maps
  SmallVector<utils::IteratorType> iterators;

  SegmentRow(OpBuilder &b, ArrayRef<int64_t> rowShape,
             ArrayRef<OpFoldResult> rowSizes) {
    shape.push_back(1);
    llvm::append_range(shape, rowShape);
    sizes.push_back(b.getIndexAttr(1));
    llvm::append_range(sizes, rowSizes);
    strides.assign(shape.size(), b.getIndexAttr(1));
    maps.assign(2, b.getMultiDimIdentityMap(shape.size()));
    iterators.assign(shape.size(), utils::IteratorType::parallel);
  }
  SmallVector<OpFoldResult> offsets(OpBuilder &b, OpFoldResult segment) const {
    SmallVector<OpFoldResult> at(shape.size(), b.getIndexAttr(0));
    at[0] = segment;
    return at;
  }
  Value extract(OpBuilder &b, Location loc, Value all, Value segment) const {
    Type element = cast<RankedTensorType>(all.getType()).getElementType();
    return tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get(shape, element), all, offsets(b, segment),
        sizes, strides);
  }
  Value insert(OpBuilder &b, Location loc, Value row, Value all,
               Value segment) const {
    return tensor::InsertSliceOp::create(b, loc, row, all, offsets(b, segment),
                                         sizes, strides);
  }
  /// `into + from`, `from` widened to `into`'s element type, or that sum
  /// rounded back to `from`'s type (`roundBack`); written over `into`, or
  /// over `from` when rounding back.
  Value addWidened(OpBuilder &b, Location loc, Value from, Value into,
                   bool roundBack) const {
    Type narrow = cast<RankedTensorType>(from.getType()).getElementType();
    Type wide = cast<RankedTensorType>(into.getType()).getElementType();
    auto body = [&](OpBuilder &nb, Location bl, ValueRange args) {
      Value sum = arith::AddFOp::create(
          nb, bl, args[1], arith::ExtFOp::create(nb, bl, wide, args[0]));
      linalg::YieldOp::create(
          nb, bl,
          roundBack ? arith::TruncFOp::create(nb, bl, narrow, sum).getResult()
                    : sum);
    };
    if (!roundBack)
      return linalg::GenericOp::create(b, loc, into.getType(), from, into, maps,
                                       iterators, body)
          .getResult(0);
    // Rounded back: `from` is the output, `into` the input.
    return linalg::GenericOp::create(
               b, loc, from.getType(), into, from, maps, iterators,
               [&](OpBuilder &nb, Location bl, ValueRange args) {
                 body(nb, bl, ValueRange{args[1], args[0]});
               })
        .getResult(0);
  }
};

/// Before a segment's row joins its f32 partial row: when the partial holds
/// a full leaf (`n`, the rows it had so far, a non-zero multiple of
/// kSegmentLeafRows), the leaf moves into the segment's f64 total (zeroed
/// at its first full leaf) and the partial restarts from 0. Returns the
/// partials and the totals.
std::pair<Value, Value> moveFullLeaf(OpBuilder &b, Location loc,
                                     const SegmentRow &row, Value segment,
                                     Value n, Value partials, Value totals) {
  auto i64 = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(value));
  };
  Value full = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, n, i64(0)),
      arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          arith::AndIOp::create(b, loc, n, i64(kSegmentLeafRows - 1)), i64(0)));
  auto flush = scf::IfOp::create(
      b, loc, TypeRange{partials.getType(), totals.getType()}, full,
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(flush.thenBlock());
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, n,
                                      i64(kSegmentLeafRows));
  auto started = scf::IfOp::create(b, loc, TypeRange{totals.getType()}, first,
                                   /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard arm(b);
    b.setInsertionPointToStart(started.thenBlock());
    Type totalType = cast<RankedTensorType>(totals.getType()).getElementType();
    Value zero =
        linalg::FillOp::create(b, loc,
                               ValueRange{arith::ConstantOp::create(
                                   b, loc, b.getZeroAttr(totalType))},
                               ValueRange{row.extract(b, loc, totals, segment)})
            .getResult(0);
    scf::YieldOp::create(b, loc, row.insert(b, loc, zero, totals, segment));
    b.setInsertionPointToStart(started.elseBlock());
    scf::YieldOp::create(b, loc, totals);
  }
  Value startedTotals = started.getResult(0);
  Value leaf = row.extract(b, loc, partials, segment);
  Value total =
      row.addWidened(b, loc, leaf, row.extract(b, loc, startedTotals, segment),
                     /*roundBack=*/false);
  Type partialType =
      cast<RankedTensorType>(partials.getType()).getElementType();
  Value restarted =
      linalg::FillOp::create(b, loc,
                             ValueRange{arith::ConstantOp::create(
                                 b, loc, b.getZeroAttr(partialType))},
                             ValueRange{leaf})
          .getResult(0);
  scf::YieldOp::create(
      b, loc,
      ValueRange{row.insert(b, loc, restarted, partials, segment),
                 row.insert(b, loc, total, startedTotals, segment)});
  b.setInsertionPointToStart(flush.elseBlock());
  scf::YieldOp::create(b, loc, ValueRange{partials, totals});
  return {flush.getResult(0), flush.getResult(1)};
}

/// After the rows: each segment of more than one leaf gets its total plus
/// its last, partly filled leaf, rounded once into its partial row.
Value addTotals(OpBuilder &b, Location loc, const SegmentRow &row,
                Value segmentCount, Value counts, Value partials,
                Value totals) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0),
        one = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, segmentCount, one, partials,
      [&](OpBuilder &nb, Location nloc, Value segment, ValueRange iterArgs) {
        Value n = tensor::ExtractOp::create(nb, nloc, counts, segment);
        Value several = arith::CmpIOp::create(
            nb, nloc, arith::CmpIPredicate::sgt, n,
            arith::ConstantOp::create(nb, nloc,
                                      nb.getI64IntegerAttr(kSegmentLeafRows)));
        auto ifOp = scf::IfOp::create(nb, nloc, TypeRange(iterArgs), several,
                                      /*withElseRegion=*/true);
        OpBuilder::InsertionGuard guard(nb);
        nb.setInsertionPointToStart(ifOp.thenBlock());
        Value sum = row.addWidened(
            nb, nloc, row.extract(nb, nloc, iterArgs[0], segment),
            row.extract(nb, nloc, totals, segment), /*roundBack=*/true);
        scf::YieldOp::create(nb, nloc,
                             row.insert(nb, nloc, sum, iterArgs[0], segment));
        nb.setInsertionPointToStart(ifOp.elseBlock());
        scf::YieldOp::create(nb, nloc, iterArgs);
        nb.setInsertionPointAfter(ifOp);
        scf::YieldOp::create(nb, nloc, ifOp.getResults());
      });
  return loop.getResult(0);
}
} // namespace

FailureOr<Value> Legalizer::segmentReduce(Operation *op, Value data,
                                          Value segmentIds, Value numSegments,
                                          SegmentReduction kind) {
  Location loc = op->getLoc();
  bool sorted = !numSegments;
  data = toTensor(loc, data);
  segmentIds = toTensor(loc, segmentIds);
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto idsType = dyn_cast<RankedTensorType>(segmentIds.getType());
  if (!dataType || !idsType || idsType.getRank() > dataType.getRank()) {
    error(op) << "needs ranked data and segment ids of no larger rank";
    return failure();
  }
  int64_t idsRank = idsType.getRank();
  for (int64_t d = 0; d < idsRank; ++d)
    if (!ShapedType::isDynamic(idsType.getDimSize(d)) &&
        !ShapedType::isDynamic(dataType.getDimSize(d)) &&
        idsType.getDimSize(d) != dataType.getDimSize(d)) {
      error(op) << "has segment ids of shape " << idsType
                << " that is not a prefix of data's " << dataType;
      return failure();
    }
  Type element = dataType.getElementType();
  if ((!isFloat(element) && !element.isSignlessInteger()) ||
      (kind == SegmentReduction::SqrtN && !isFloat(element))) {
    error(op) << "does not support element type " << element;
    return failure();
  }
  // A prefix known only at run time is checked there: a mismatch would read
  // data rows that are not there.
  for (int64_t d = 0; d < idsRank; ++d) {
    if (!idsType.isDynamicDim(d) && !dataType.isDynamicDim(d))
      continue;
    Value dataDim = dimAsI64(b, loc, data, d),
          idsDim = dimAsI64(b, loc, segmentIds, d);
    runtimeCheck(loc,
                 arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                       dataDim, idsDim),
                 "data.shape does not start with segment_ids.shape: "
                 "dimension " +
                     std::to_string(d) +
                     " is {0} in data and {1} in "
                     "segment_ids",
                 {dataDim, idsDim});
  }
  // Rows: data as [n, q...] and the ids as [n].
  SmallVector<int64_t> rowShape(dataType.getShape().drop_front(idsRank));
  SmallVector<OpFoldResult> dataSizes = sizesOf(loc, data);
  SmallVector<OpFoldResult> rowSizes(
      ArrayRef<OpFoldResult>(dataSizes).drop_front(idsRank));
  int64_t count = 1;
  for (int64_t d : idsType.getShape())
    count = ShapedType::isDynamic(d) || ShapedType::isDynamic(count)
                ? ShapedType::kDynamic
                : count * d;
  SmallVector<ReassociationIndices> dataGroups(1), idGroups(1);
  for (int64_t d = 0; d < idsRank; ++d) {
    dataGroups[0].push_back(d);
    idGroups[0].push_back(d);
  }
  SmallVector<int64_t> flatShape = {count};
  llvm::append_range(flatShape, rowShape);
  Value flatData, flatIds;
  if (idsRank == 0) {
    flatData = tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(flatShape, element), data,
        dataType.getRank() == 0 ? SmallVector<ReassociationIndices>{} : [&] {
          SmallVector<ReassociationIndices> groups = {{0, 1}};
          for (int64_t d = 1; d < dataType.getRank(); ++d)
            groups.push_back({d + 1});
          return groups;
        }());
    flatIds = tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get({1}, idsType.getElementType()),
        segmentIds, SmallVector<ReassociationIndices>{});
  } else if (idsRank == 1) {
    flatData = data;
    flatIds = segmentIds;
  } else {
    for (int64_t d = idsRank; d < dataType.getRank(); ++d)
      dataGroups.push_back({d});
    flatData = tensor::CollapseShapeOp::create(b, loc, data, dataGroups);
    flatIds = tensor::CollapseShapeOp::create(b, loc, segmentIds, idGroups);
  }
  Value rows = b.createOrFold<tensor::DimOp>(loc, flatIds, 0);
  Value zeroIndex = constantIndex(loc, 0), oneIndex = constantIndex(loc, 1);

  // The number of segments: given, or the last id plus one (sorted ids,
  // checked non-decreasing and non-negative first, as TensorFlow checks).
  Value segmentCount;
  int64_t staticSegments = ShapedType::kDynamic;
  if (sorted) {
    Type idType = idsType.getElementType();
    Value minusOne =
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(idType, -1));
    auto scan = scf::ForOp::create(
        b, loc, zeroIndex, rows, oneIndex, ValueRange{minusOne},
        [&](OpBuilder &nb, Location nloc, Value row, ValueRange iterArgs) {
          Value id = tensor::ExtractOp::create(nb, nloc, flatIds, row);
          Value decreasing = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::slt, id, iterArgs[0]);
          RuntimeCheckOp::create(nb, nloc, decreasing,
                                 "segment ids are not increasing",
                                 ValueRange{});
          Value negative = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::slt, id,
              arith::ConstantOp::create(nb, nloc,
                                        nb.getIntegerAttr(idType, 0)));
          RuntimeCheckOp::create(nb, nloc, negative, "segment ids must be >= 0",
                                 ValueRange{});
          scf::YieldOp::create(nb, nloc, id);
        });
    Value last =
        arith::IndexCastOp::create(b, loc, b.getIndexType(), scan.getResult(0));
    segmentCount = arith::AddIOp::create(b, loc, last, oneIndex);
  } else {
    DenseIntElementsAttr numConstant;
    if (matchPattern(toTensor(loc, numSegments), m_Constant(&numConstant)) &&
        numConstant.getNumElements() == 1) {
      staticSegments = (*numConstant.getValues<APInt>().begin()).getSExtValue();
      if (staticSegments < 0) {
        error(op) << "has a negative num_segments " << staticSegments;
        return failure();
      }
      segmentCount = constantIndex(loc, staticSegments);
    } else {
      segmentCount = toIndex(loc, numSegments);
      runtimeCheck(
          loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, segmentCount,
                                zeroIndex),
          "num_segments must be >= 0, got {0}",
          {arith::IndexCastOp::create(b, loc, b.getI64Type(), segmentCount)
               .getResult()});
    }
  }
  SmallVector<int64_t> resultShape = {staticSegments};
  llvm::append_range(resultShape, rowShape);
  SmallVector<OpFoldResult> resultSizes = {
      staticSegments == ShapedType::kDynamic
          ? OpFoldResult(segmentCount)
          : OpFoldResult(b.getIndexAttr(staticSegments))};
  llvm::append_range(resultSizes, rowSizes);
  // Float sums below f64 are not summed in the element type: a running sum
  // of r rows there is off by up to r * 2^-24 (f32) or r * 2^-8 (bf16),
  // TensorFlow's kernels' bound (docs/Numerics.md). Rows of at least
  // kSegmentLeafMinElements static elements are added into their segment's
  // f32 partial row, and every kSegmentLeafRows rows of a segment that
  // partial moves into the segment's f64 total and restarts from 0: a term
  // passes through at most kSegmentLeafRows f32 additions however many rows
  // a segment has, and the per-row work and footprint stay those of an f32
  // row update. Narrower rows, whose update is cheaper than counting them,
  // accumulate in f64.
  Type partialType = element;
  bool leaves = false;
  bool accumulates =
      isa<FloatType>(element) &&
      (kind == SegmentReduction::Sum || kind == SegmentReduction::Mean ||
       kind == SegmentReduction::SqrtN);
  int64_t rowElements = 1;
  for (int64_t d : rowShape)
    rowElements = ShapedType::isDynamic(d) || ShapedType::isDynamic(rowElements)
                      ? ShapedType::kDynamic
                      : rowElements * d;
  if (accumulates && element.getIntOrFloatBitWidth() < 64) {
    leaves = !ShapedType::isDynamic(rowElements) &&
             rowElements >= kSegmentLeafMinElements;
    partialType = leaves ? b.getF32Type() : b.getF64Type();
  }
  Type totalType = b.getF64Type();
  // Mean and SqrtN divide by each segment's row count (of its square root);
  // sorted Max and Min need it too (an empty segment reads 0); leaves count
  // a segment's rows to know when its partial is full.
  bool counted =
      kind == SegmentReduction::Mean || kind == SegmentReduction::SqrtN ||
      (sorted &&
       (kind == SegmentReduction::Max || kind == SegmentReduction::Min));
  // The output's size comes from data (num_segments, the last id): checked
  // as TensorFlow's allocation checks it, here also for the wider
  // accumulators and the per-segment counts, whose byte sizes would
  // otherwise overflow.
  // (TensorFlow builds that shape with AddDimWithStatus.)
  checkShapeFromData(loc, resultSizes, element, ShapeRule::AddDim,
                     leaves ? totalType : partialType);
  if (counted || leaves)
    checkShapeFromData(loc, {resultSizes.front()}, element, ShapeRule::AddDim,
                       b.getI64Type());
  // Float sums of static rows accumulated in f64 go over blocks of rows,
  // each block's ids checked at once, unrolled, with no branch per row
  // (docs/Numerics.md has the measurements): a dropped row (a negative id)
  // goes into one more segment row after the last, which the result leaves
  // out. (Leaves stay one row a trip: their flush branch doubles the
  // updates a row adds to the chain that -tagrad-cpu-bound-alias-chains
  // bounds, and copies would follow.)
  bool blocked = accumulates && !leaves && partialType != element &&
                 !ShapedType::isDynamic(rowElements);
  SmallVector<OpFoldResult> accumulatorSizes(resultSizes);
  if (blocked)
    accumulatorSizes[0] =
        staticSegments == ShapedType::kDynamic
            ? OpFoldResult(arith::AddIOp::create(b, loc, segmentCount, oneIndex)
                               .getResult())
            : OpFoldResult(b.getIndexAttr(staticSegments + 1));
  SmallVector<Value> inits = {
      fill(loc, accumulatorSizes, segmentIdentity(b, loc, partialType, kind))};
  const unsigned countsAt = 1, totalsAt = 2;
  if (counted || leaves)
    inits.push_back(
        fill(loc, {accumulatorSizes[0]},
             arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(0))));
  // A segment's total is written by its first full leaf: no fill, and only
  // the segments of more than one leaf ever touch it.
  if (leaves)
    inits.push_back(tensor::EmptyOp::create(b, loc, resultSizes, totalType));

  std::string message;
  llvm::raw_string_ostream os(message);
  if (sorted)
    os << "Segment id {0} out of range [0, {1}), possibly because "
          "'segment_ids' input is not sorted.";
  else
    os << "segment_ids[{2}] = {0} is out of range [0, {1})";
  SegmentRow segmentRow(b, rowShape, rowSizes);
  // Row `row` (its values row `at` of `source`: the data, or a chunk of it
  // already widened to partialType) combined into its segment's row in
  // place; returns the carried values. One unsigned compare tests the id (a
  // negative id is above any count): unsorted ops drop negative ids, as
  // TensorFlow's kernels do, and an id at or above the count is an error,
  // both out of line; blocked loops send a dropped row into the extra
  // segment row instead.
  auto addRow = [&](Location nloc, Value row, Value source, Value at,
                    ValueRange carried,
                    bool checked = true) -> SmallVector<Value> {
    Value raw = tensor::ExtractOp::create(b, nloc, flatIds, row);
    Value id = arith::IndexCastOp::create(b, nloc, b.getIndexType(), raw);
    Value inRange = arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::ult,
                                          id, segmentCount);
    auto check = [&](Value failed) {
      auto asI64 = [&](Value index) -> Value {
        return arith::IndexCastOp::create(b, nloc, b.getI64Type(), index);
      };
      RuntimeCheckOp::create(
          b, nloc, failed, message,
          ValueRange{asI64(id), asI64(segmentCount), asI64(row)});
    };
    auto update = [&](Value segment) -> SmallVector<Value> {
      SmallVector<Value> yields = llvm::to_vector(carried);
      Value partials = carried[0];
      if (counted || leaves) {
        Value n =
            tensor::ExtractOp::create(b, nloc, carried[countsAt], segment);
        Value n1 = arith::AddIOp::create(
            b, nloc, n,
            arith::ConstantOp::create(b, nloc, b.getI64IntegerAttr(1)));
        yields[countsAt] =
            tensor::InsertOp::create(b, nloc, n1, carried[countsAt], segment);
        if (leaves)
          std::tie(partials, yields[totalsAt]) = moveFullLeaf(
              b, nloc, segmentRow, segment, n, partials, carried[totalsAt]);
      }
      auto widened = [&](OpBuilder &nb, Location bl, Value x) -> Value {
        return x.getType() == partialType
                   ? x
                   : arith::ExtFOp::create(nb, bl, partialType, x).getResult();
      };
      if (rowElements == 1) {
        // A row of one element: a scalar update.
        SmallVector<Value> to(rowShape.size() + 1, zeroIndex), from(to);
        to[0] = segment;
        from[0] = at;
        Value sum = combineSegment(
            b, nloc, kind, tensor::ExtractOp::create(b, nloc, partials, to),
            widened(b, nloc, tensor::ExtractOp::create(b, nloc, source, from)));
        yields[0] = tensor::InsertOp::create(b, nloc, sum, partials, to);
        return yields;
      }
      Value old = segmentRow.extract(b, nloc, partials, segment);
      Value add = segmentRow.extract(b, nloc, source, at);
      // The row combined into its segment's row in place (no copy of
      // either: one generic with the segment's row as its output).
      Value combined = linalg::GenericOp::create(
                           b, nloc, old.getType(), add, old, segmentRow.maps,
                           segmentRow.iterators,
                           [&](OpBuilder &nb, Location bl, ValueRange args) {
                             linalg::YieldOp::create(
                                 nb, bl,
                                 combineSegment(nb, bl, kind, args[1],
                                                widened(nb, bl, args[0])));
                           })
                           .getResult(0);
      yields[0] = segmentRow.insert(b, nloc, combined, partials, segment);
      return yields;
    };
    if (!checked)
      return update(id);
    if (blocked) {
      check(sorted ? arith::XOrIOp::create(
                         b, nloc, inRange,
                         arith::ConstantIntOp::create(b, nloc, 1, 1))
                         .getResult()
                   : arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::sge,
                                           id, segmentCount)
                         .getResult());
      return update(
          arith::SelectOp::create(b, nloc, inRange, id, segmentCount));
    }
    auto ifOp = scf::IfOp::create(b, nloc, TypeRange(carried), inRange,
                                  /*withElseRegion=*/true);
    OpBuilder::InsertionGuard inner(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(b, nloc, update(id));
    b.setInsertionPointToStart(ifOp.elseBlock());
    check(sorted ? arith::ConstantIntOp::create(b, nloc, 1, 1).getResult()
                 : arith::CmpIOp::create(b, nloc, arith::CmpIPredicate::sge, id,
                                         zeroIndex)
                       .getResult());
    scf::YieldOp::create(b, nloc, carried);
    return llvm::to_vector_of<Value>(ifOp.getResults());
  };
  // Blocked loops go over blocks of rows: rows of one element widened a
  // block at a time (vectors, into a small buffer) before the block's rows
  // go into their segments; a block whose ids are all in range (their
  // largest as unsigned below the count: one vector reduction) takes a loop
  // without checks. The last rows go one a trip.
  int64_t blockRows =
      rowElements == 1 ? kSegmentChunkBytes / 8 : kSegmentBlockRows;
  ValueRange carried = inits;
  Value mainEnd = zeroIndex;
  if (blocked) {
    Value stepValue = constantIndex(loc, blockRows);
    mainEnd = b.createOrFold<arith::SubIOp>(
        loc, rows, b.createOrFold<arith::RemUIOp>(loc, rows, stepValue));
    auto mainLoop =
        scf::ForOp::create(b, loc, zeroIndex, mainEnd, stepValue, inits);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(mainLoop.getBody());
    Value first = mainLoop.getInductionVar();
    Value source = flatData;
    if (rowElements == 1) {
      SmallVector<int64_t> chunkShape = {blockRows};
      llvm::append_range(chunkShape, rowShape);
      SmallVector<OpFoldResult> offsets(chunkShape.size(), b.getIndexAttr(0)),
          sizes, strides(chunkShape.size(), b.getIndexAttr(1));
      offsets[0] = first;
      for (int64_t d : chunkShape)
        sizes.push_back(b.getIndexAttr(d));
      Value chunk = tensor::ExtractSliceOp::create(
          b, loc, RankedTensorType::get(chunkShape, element), flatData, offsets,
          sizes, strides);
      SmallVector<AffineMap> maps(2,
                                  b.getMultiDimIdentityMap(chunkShape.size()));
      SmallVector<utils::IteratorType> iterators(chunkShape.size(),
                                                 utils::IteratorType::parallel);
      source =
          linalg::GenericOp::create(
              b, loc, RankedTensorType::get(chunkShape, partialType), chunk,
              ValueRange{
                  tensor::EmptyOp::create(b, loc, chunkShape, partialType)},
              maps, iterators,
              [&](OpBuilder &nb, Location bl, ValueRange args) {
                linalg::YieldOp::create(
                    nb, bl,
                    arith::ExtFOp::create(nb, bl, partialType, args[0])
                        .getResult());
              })
              .getResult(0);
    }
    Type idType = idsType.getElementType();
    Value blockEnd = constantIndex(loc, blockRows);
    auto largest = scf::ForOp::create(
        b, loc, zeroIndex, blockEnd, oneIndex,
        ValueRange{arith::ConstantOp::create(b, loc, b.getZeroAttr(idType))},
        [&](OpBuilder &nb, Location nloc, Value j, ValueRange iterArgs) {
          Value id = tensor::ExtractOp::create(
              nb, nloc, flatIds,
              ValueRange{arith::AddIOp::create(nb, nloc, first, j)});
          scf::YieldOp::create(
              nb, nloc,
              ValueRange{arith::MaxUIOp::create(nb, nloc, iterArgs[0], id)});
        });
    Value allInRange = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult,
        arith::IndexCastUIOp::create(b, loc, b.getIndexType(),
                                     largest.getResult(0)),
        segmentCount);
    auto blockIf =
        scf::IfOp::create(b, loc, TypeRange(mainLoop.getRegionIterArgs()),
                          allInRange, /*withElseRegion=*/true);
    for (bool checked : {false, true}) {
      OpBuilder::InsertionGuard arm(b);
      b.setInsertionPointToStart(checked ? blockIf.elseBlock()
                                         : blockIf.thenBlock());
      auto inner = scf::ForOp::create(b, loc, zeroIndex, blockEnd,
                                      constantIndex(loc, kSegmentUnroll),
                                      mainLoop.getRegionIterArgs());
      {
        OpBuilder::InsertionGuard innerGuard(b);
        b.setInsertionPointToStart(inner.getBody());
        SmallVector<Value> values(inner.getRegionIterArgs());
        for (int64_t u = 0; u < kSegmentUnroll; ++u) {
          Value j = b.createOrFold<arith::AddIOp>(loc, inner.getInductionVar(),
                                                  constantIndex(loc, u));
          Value row = b.createOrFold<arith::AddIOp>(loc, first, j);
          values = addRow(loc, row, source, source == flatData ? row : j,
                          values, checked);
        }
        scf::YieldOp::create(b, loc, values);
      }
      scf::YieldOp::create(b, loc, inner.getResults());
    }
    scf::YieldOp::create(b, loc, blockIf.getResults());
    carried = mainLoop.getResults();
  }
  auto loop = scf::ForOp::create(
      b, loc, mainEnd, rows, oneIndex, carried,
      [&](OpBuilder &nb, Location nloc, Value row, ValueRange iterArgs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        scf::YieldOp::create(b, nloc,
                             addRow(nloc, row, flatData, row, iterArgs));
      });
  SmallVector<Value> results(loop.getResults());
  if (blocked) {
    // Without the row of the dropped rows.
    for (Value &value : results) {
      auto type = cast<RankedTensorType>(value.getType());
      SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0)),
          sizes = tensor::getMixedSizes(b, loc, value),
          strides(type.getRank(), b.getIndexAttr(1));
      sizes[0] = resultSizes[0];
      SmallVector<int64_t> shape(type.getShape());
      shape[0] = staticSegments;
      value = tensor::ExtractSliceOp::create(
          b, loc, RankedTensorType::get(shape, type.getElementType()), value,
          offsets, sizes, strides);
    }
  }
  Value result = results[0];
  if (leaves)
    result = addTotals(b, loc, segmentRow, segmentCount, results[countsAt],
                       result, results[totalsAt]);
  Type accumulator = partialType;
  auto rounded = [&](Value value) -> FailureOr<Value> {
    return accumulator == element ? FailureOr<Value>(value)
                                  : castElements(op, value, element);
  };
  if (!counted)
    return rounded(result);

  // Empty segments read 0; a mean divides by the segment's count.
  Value counts = results[countsAt];
  int64_t rank = resultShape.size();
  SmallVector<AffineMap> maps = {
      AffineMap::get(rank, 0, {b.getAffineDimExpr(0)}, b.getContext()),
      b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto finish = linalg::GenericOp::create(
      b, loc, result.getType(), counts, result, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value n = args[0], r = args[1];
        Value empty = arith::CmpIOp::create(
            nb, nloc, arith::CmpIPredicate::eq, n,
            arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(0)));
        Value zero =
            arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(accumulator));
        if (kind == SegmentReduction::SqrtN) {
          Value divisor = math::SqrtOp::create(
              nb, nloc, arith::SIToFPOp::create(nb, nloc, accumulator, n));
          r = arith::DivFOp::create(nb, nloc, r, divisor);
        } else if (kind == SegmentReduction::Mean) {
          if (isa<FloatType>(accumulator)) {
            Value divisor = arith::SIToFPOp::create(nb, nloc, accumulator, n);
            r = arith::DivFOp::create(nb, nloc, r, divisor);
          } else {
            Value divisor =
                element.getIntOrFloatBitWidth() < 64
                    ? arith::TruncIOp::create(nb, nloc, element, n).getResult()
                    : n;
            Value safe = arith::SelectOp::create(
                nb, nloc, empty,
                arith::ConstantOp::create(nb, nloc,
                                          nb.getIntegerAttr(element, 1)),
                divisor);
            r = arith::DivSIOp::create(nb, nloc, r, safe);
          }
        }
        linalg::YieldOp::create(
            nb, nloc,
            arith::SelectOp::create(nb, nloc, empty, zero, r).getResult());
      });
  return rounded(finish.getResult(0));
}

FailureOr<Value> Legalizer::sparseSegmentGrad(Operation *op, Value grad,
                                              Value indices, Value segmentIds,
                                              Value outputRows,
                                              SegmentReduction kind) {
  Location loc = op->getLoc();
  grad = toTensor(loc, grad);
  segmentIds = toTensor(loc, segmentIds);
  auto gradType = dyn_cast<RankedTensorType>(grad.getType());
  auto idsType = dyn_cast<RankedTensorType>(segmentIds.getType());
  if (!gradType || gradType.getRank() < 1 ||
      !isa<FloatType>(gradType.getElementType()) || !idsType ||
      idsType.getRank() != 1) {
    error(op) << "needs a float grad of rank >= 1 and segment ids that are "
                 "a vector, got "
              << grad.getType() << " and " << segmentIds.getType();
    return failure();
  }
  Type element = gradType.getElementType();
  // Each index's row: its segment's gradient row.
  FailureOr<Value> rows = gather(op, grad, segmentIds, 0);
  if (failed(rows))
    return failure();
  if (kind != SegmentReduction::Sum) {
    // Scaled by 1 / count (Mean) or 1 / sqrt(count) (SqrtN) of its segment.
    Value segments = b.createOrFold<arith::IndexCastOp>(
        loc, b.getI64Type(), b.createOrFold<tensor::DimOp>(loc, grad, 0));
    Value ones =
        fill(loc, sizesOf(loc, segmentIds), floatConstant(b, loc, element, 1));
    FailureOr<Value> counts = segmentReduce(
        op, ones, segmentIds,
        tensor::FromElementsOp::create(
            b, loc, RankedTensorType::get({}, b.getI64Type()), segments),
        SegmentReduction::Sum);
    if (failed(counts))
      return failure();
    FailureOr<Value> perIndex = gather(op, *counts, segmentIds, 0);
    if (failed(perIndex))
      return failure();
    FailureOr<Value> scale = elementwise(
        op, {*perIndex}, element,
        [&](OpBuilder &nb, Location nloc, ValueRange args) -> Value {
          Value n = args[0];
          if (kind == SegmentReduction::SqrtN)
            n = math::SqrtOp::create(nb, nloc, n);
          return arith::DivFOp::create(nb, nloc,
                                       floatConstant(nb, nloc, element, 1), n);
        });
    if (failed(scale))
      return failure();
    Value column = *scale;
    int64_t rank = gradType.getRank();
    if (rank > 1) {
      SmallVector<int64_t> shape = {
          cast<RankedTensorType>(column.getType()).getDimSize(0)};
      shape.append(rank - 1, 1);
      SmallVector<ReassociationIndices> groups(1);
      for (int64_t d = 0; d < rank; ++d)
        groups[0].push_back(d);
      column = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get(shape, element), column, groups);
    }
    rows = binary(op, {*rows, column}, "Mul");
    if (failed(rows))
      return failure();
  }
  return segmentReduce(op, *rows, indices, outputRows, SegmentReduction::Sum);
}

FailureOr<Value> Legalizer::bincount(Operation *op, Value input, Value size,
                                     Value weights, Type element,
                                     bool binaryOutput) {
  Location loc = op->getLoc();
  input = toTensor(loc, input);
  weights = toTensor(loc, weights);
  auto inputType = dyn_cast<RankedTensorType>(input.getType());
  auto weightsType = dyn_cast<RankedTensorType>(weights.getType());
  if (!inputType || inputType.getRank() < 1 || inputType.getRank() > 2 ||
      !weightsType) {
    error(op) << "needs an input of rank 1 or 2 and ranked weights, got "
              << input.getType() << " and " << weights.getType();
    return failure();
  }
  auto sizeType = dyn_cast<RankedTensorType>(toTensor(loc, size).getType());
  if (!inputType.getElementType().isSignlessInteger() || !sizeType ||
      sizeType.getRank() != 0 ||
      !sizeType.getElementType().isSignlessInteger()) {
    error(op) << "needs integer values and an integer scalar size, got "
              << input.getType() << " and " << size.getType();
    return failure();
  }
  // Weights: none (a length-0 tensor) or one per input value.
  bool weighted =
      !(weightsType.hasStaticShape() && weightsType.getNumElements() == 0);
  if (weighted) {
    bool sameShape =
        weightsType.getRank() == inputType.getRank() &&
        llvm::all_of(llvm::zip(weightsType.getShape(), inputType.getShape()),
                     [](auto dims) {
                       auto [w, x] = dims;
                       return ShapedType::isDynamic(w) ||
                              ShapedType::isDynamic(x) || w == x;
                     });
    if (!sameShape) {
      error(op) << "`weights` must be the same shape as `arr` or a length-0 "
                   "`Tensor`, in which case it acts as all weights equal to "
                   "1. Received "
                << weights.getType();
      return failure();
    }
    for (int64_t d = 0; d < inputType.getRank(); ++d)
      if (inputType.isDynamicDim(d) || weightsType.isDynamicDim(d))
        runtimeCheck(
            loc,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                          dimAsI64(b, loc, input, d),
                                          dimAsI64(b, loc, weights, d)),
            "`weights` must be the same shape as `arr` or a "
            "length-0 `Tensor`, in which case it acts as all "
            "weights equal to 1.");
    if (weightsType.getElementType() != element) {
      error(op) << "has weights of " << weightsType.getElementType()
                << " for a result of " << element;
      return failure();
    }
  }
  Value bins = toIndex(loc, size);
  Value zeroIndex = constantIndex(loc, 0), oneIndex = constantIndex(loc, 1);
  runtimeCheck(
      loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bins, zeroIndex),
      "size ({0}) must be non-negative",
      {arith::IndexCastOp::create(b, loc, b.getI64Type(), bins).getResult()});
  bool batched = inputType.getRank() == 2;
  SmallVector<OpFoldResult> resultSizes;
  if (batched)
    resultSizes.push_back(sizesOf(loc, input)[0]);
  resultSizes.push_back(bins);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value one = isa<FloatType>(element)
                  ? floatConstant(b, loc, element, 1.0)
                  : (Value)arith::ConstantOp::create(
                        b, loc, b.getIntegerAttr(element, 1));
  Value result = fill(loc, resultSizes, zero);
  Value rows =
      batched ? b.createOrFold<tensor::DimOp>(loc, input, 0) : oneIndex;
  Value columns = b.createOrFold<tensor::DimOp>(loc, input, batched ? 1 : 0);
  auto rowLoop = scf::ForOp::create(b, loc, zeroIndex, rows, oneIndex, result);
  {
    OpBuilder::InsertionGuard outer(b);
    b.setInsertionPointToStart(rowLoop.getBody());
    Value row = rowLoop.getInductionVar();
    auto loop = scf::ForOp::create(b, loc, zeroIndex, columns, oneIndex,
                                   rowLoop.getRegionIterArgs()[0]);
    OpBuilder::InsertionGuard inner(b);
    b.setInsertionPointToStart(loop.getBody());
    Value column = loop.getInductionVar();
    SmallVector<Value> at =
        batched ? SmallVector<Value>{row, column} : SmallVector<Value>{column};
    Value raw = tensor::ExtractOp::create(b, loc, input, at);
    Value value = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw);
    runtimeCheck(loc,
                 arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, value,
                                       zeroIndex),
                 "Input arr must be non-negative!");
    Value counted =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, value, bins);
    Value counts = loop.getRegionIterArgs()[0];
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{counts.getType()}, counted,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard branch(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      SmallVector<Value> bin =
          batched ? SmallVector<Value>{row, value} : SmallVector<Value>{value};
      Value updated;
      if (binaryOutput) {
        updated = one;
      } else {
        Value old = tensor::ExtractOp::create(b, loc, counts, bin);
        Value add = weighted
                        ? (Value)tensor::ExtractOp::create(b, loc, weights, at)
                        : one;
        updated = isa<FloatType>(element)
                      ? (Value)arith::AddFOp::create(b, loc, old, add)
                      : (Value)arith::AddIOp::create(b, loc, old, add);
      }
      scf::YieldOp::create(
          b, loc,
          tensor::InsertOp::create(b, loc, updated, counts, bin).getResult());
      b.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(b, loc, counts);
    }
    scf::YieldOp::create(b, loc, ifOp.getResults());
    b.setInsertionPointAfter(loop);
    scf::YieldOp::create(b, loc, loop.getResults());
  }
  return rowLoop.getResult(0);
}

/// `v` as a vector of its elements in order (a scalar as [1]); ranks other
/// than 1 only, a vector or an unranked value as it is.
static Value flattenToVector(OpBuilder &b, Location loc, Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() == 1)
    return v;
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get({1}, type.getElementType()), v,
        SmallVector<ReassociationIndices>{});
  SmallVector<ReassociationIndices> groups(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    groups[0].push_back(d);
  return tensor::CollapseShapeOp::create(b, loc, v, groups);
}

void Legalizer::registerSegmentHandlers() {
  auto &h = handlers;
  for (auto [name, kind] : {std::pair<StringLiteral, SegmentReduction>{
                                "SegmentSum", SegmentReduction::Sum},
                            {"SegmentMean", SegmentReduction::Mean},
                            {"SegmentProd", SegmentReduction::Prod},
                            {"SegmentMax", SegmentReduction::Max},
                            {"SegmentMin", SegmentReduction::Min}})
    h[name] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(
          results, segmentReduce(op, operands[0], operands[1], Value(), kind));
    };
  // tf.math.bincount: Bincount(arr, size, weights) of any shape, flattened,
  // DenseBincount(input, size, weights) per row of a rank-2 input.
  h["Bincount"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value arr = toTensor(loc, operands[0]);
    Value weights = toTensor(loc, operands[2]);
    auto weightsType = dyn_cast<RankedTensorType>(weights.getType());
    Type element = weightsType ? weightsType.getElementType() : Type();
    if (!element)
      return error(op) << "needs ranked weights, got " << weights.getType();
    return pushResult(
        results, bincount(op, flattenToVector(b, loc, arr), operands[1],
                          flattenToVector(b, loc, weights), element, false));
  };
  h["DenseBincount"] = [this](Operation *op, ArrayRef<Value> operands,
                              SmallVectorImpl<Value> &results) {
    auto t = op->getAttrOfType<TypeAttr>("T");
    Type element =
        t ? t.getValue()
          : cast<TensorType>(op->getResult(0).getType()).getElementType();
    return pushResult(results,
                      bincount(op, operands[0], operands[1], operands[2],
                               element, boolAttr(op, "binary_output", false)));
  };
  // tf.histogram_fixed_width: HistogramFixedWidth(values, value_range [2],
  // nbins) counts each value in bin (clamp(v, lo, hi) - lo) / step, step =
  // hi / nbins - lo / nbins, in double as TensorFlow's kernel, the last bin
  // taking the top; NaN values are TensorFlow's error (except with one bin,
  // which its kernel fills before it looks).
  h["HistogramFixedWidth"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value values = toTensor(loc, operands[0]);
    Value range = toTensor(loc, operands[1]);
    Value nbins = toTensor(loc, operands[2]);
    auto valuesType = dyn_cast<RankedTensorType>(values.getType());
    auto rangeType = dyn_cast<RankedTensorType>(range.getType());
    auto nbinsType = dyn_cast<RankedTensorType>(nbins.getType());
    if (!valuesType || !rangeType || !nbinsType)
      return error(op) << "needs ranked operands";
    Type element = valuesType.getElementType();
    if (element != rangeType.getElementType() ||
        !(element.isF32() || element.isF64() || element.isSignlessInteger(32) ||
          element.isSignlessInteger(64)))
      return error(op) << "takes float, double, int32 or int64 values and a "
                          "value_range of their type, got "
                       << values.getType() << " and " << range.getType();
    if (rangeType.getRank() != 1)
      return error(op) << "value_range should be a vector.";
    if (!rangeType.isDynamicDim(0) && rangeType.getDimSize(0) != 2)
      return error(op) << "value_range should be a vector of 2 elements.";
    if (nbinsType.getRank() != 0)
      return error(op) << "nbins should be a scalar.";
    FailureOr<Type> counted = outElementType(op);
    if (failed(counted))
      return failure();
    if (rangeType.isDynamicDim(0))
      requireAtRunTime(
          loc,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::eq, dimAsI64(b, loc, range, 0),
              arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(2))),
          "value_range should be a vector of 2 elements.");
    auto bound = [&](int64_t i) -> Value {
      return tensor::ExtractOp::create(b, loc, range,
                                       ValueRange{constantIndex(loc, i)});
    };
    Value low = bound(0), high = bound(1);
    bool isFloat = isa<FloatType>(element);
    // TensorFlow prints the bounds; a run-time message takes integers only.
    if (std::optional<DenseElementsAttr> constant = smallConstant(range)) {
      SmallVector<std::string> printed;
      SmallVector<double> bounds;
      for (Attribute a : constant->getValues<Attribute>()) {
        if (auto f = dyn_cast<FloatAttr>(a)) {
          bounds.push_back(f.getValueAsDouble());
          std::string text;
          llvm::raw_string_ostream(text) << llvm::format("%g", bounds.back());
          printed.push_back(text);
        } else {
          int64_t v = cast<IntegerAttr>(a).getInt();
          bounds.push_back(double(v));
          printed.push_back(std::to_string(v));
        }
      }
      if (!(bounds[0] < bounds[1]))
        return error(op) << "value_range should satisfy value_range[0] < "
                            "value_range[1], but got '["
                         << printed[0] << ", " << printed[1] << "]'";
    } else {
      Value ordered = isFloat
                          ? (Value)arith::CmpFOp::create(
                                b, loc, arith::CmpFPredicate::OLT, low, high)
                          : (Value)arith::CmpIOp::create(
                                b, loc, arith::CmpIPredicate::slt, low, high);
      requireAtRunTime(loc, ordered,
                       "value_range should satisfy value_range[0] < "
                       "value_range[1]");
    }
    Value bins = toIndex(loc, nbins);
    Value binsI64 =
        b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), bins);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sgt, bins,
                                          constantIndex(loc, 0)),
            "nbins should be a positive number, but got '{0}'", {binsI64})))
      return failure();
    Type f64 = b.getF64Type();
    auto toF64 = [&](OpBuilder &nb, Location nloc, Value v) -> Value {
      if (v.getType() == f64)
        return v;
      return isFloat ? (Value)arith::ExtFOp::create(nb, nloc, f64, v)
                     : (Value)arith::SIToFPOp::create(nb, nloc, f64, v);
    };
    Value binsF64 = arith::SIToFPOp::create(b, loc, f64, binsI64);
    Value lowF64 = toF64(b, loc, low);
    Value step = arith::SubFOp::create(
        b, loc, arith::DivFOp::create(b, loc, toF64(b, loc, high), binsF64),
        arith::DivFOp::create(b, loc, lowF64, binsF64));
    Value last =
        arith::SubFOp::create(b, loc, binsF64, floatConstant(b, loc, f64, 1.0));
    FailureOr<Value> binOf = elementwise(
        op, {values}, b.getI64Type(),
        [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
          // Clamped in the values' type, as Eigen's cwiseMax / cwiseMin.
          Value x =
              isFloat
                  ? (Value)arith::MinimumFOp::create(
                        nb, nloc,
                        arith::MaximumFOp::create(nb, nloc, a[0], low), high)
                  : (Value)arith::MinSIOp::create(
                        nb, nloc, arith::MaxSIOp::create(nb, nloc, a[0], low),
                        high);
          Value slot = arith::DivFOp::create(
              nb, nloc,
              arith::SubFOp::create(nb, nloc, toF64(nb, nloc, x), lowF64),
              step);
          // minnum: even a NaN's slot is a bin (one bin, or the check below).
          slot = arith::MinNumFOp::create(nb, nloc, slot, last);
          return arith::FPToSIOp::create(nb, nloc, nb.getI64Type(), slot);
        });
    if (failed(binOf))
      return failure();
    if (isFloat) {
      FailureOr<Value> nanMask =
          elementwise(op, {values}, b.getI1Type(),
                      [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
                        return arith::CmpFOp::create(
                            nb, nloc, arith::CmpFPredicate::UNO, a[0], a[0]);
                      });
      if (failed(nanMask))
        return failure();
      FailureOr<Value> anyNaN =
          reduce(op, *nanMask,
                 llvm::to_vector(llvm::seq<int64_t>(0, valuesType.getRank())),
                 /*keepDims=*/false, "Any");
      if (failed(anyNaN))
        return failure();
      Value manyBins = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                             bins, constantIndex(loc, 1));
      runtimeCheck(
          loc, arith::AndIOp::create(b, loc, toScalar(loc, *anyNaN), manyBins),
          "Histogram values must not contain NaN");
    }
    Value flatBins = flattenToVector(b, loc, *binOf);
    Value noWeights = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(RankedTensorType::get({0}, *counted),
                               ArrayRef<Attribute>{}));
    return pushResult(
        results, bincount(op, flatBins, nbins, noWeights, *counted, false));
  };
  // SparseSegment{Sum,Mean,SqrtN}(data, indices, segment_ids[,
  // num_segments]): the segment reduction of the rows `indices` names
  // (tf.nn.embedding_lookup_sparse), and their gradients.
  for (auto [name, kind] : {std::pair<StringLiteral, SegmentReduction>{
                                "SparseSegmentSum", SegmentReduction::Sum},
                            {"SparseSegmentMean", SegmentReduction::Mean},
                            {"SparseSegmentSqrtN", SegmentReduction::SqrtN}}) {
    auto reduce = [this,
                   kind](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
      FailureOr<Value> rows = gather(op, operands[0], operands[1], 0);
      if (failed(rows))
        return failure();
      Value numSegments = operands.size() > 3 ? operands[3] : Value();
      return pushResult(
          results, segmentReduce(op, *rows, operands[2], numSegments, kind));
    };
    h[name] = reduce;
    h[(name + "WithNumSegments").str()] = reduce;
    h[(name + "Grad").str()] = [this, kind](Operation *op,
                                            ArrayRef<Value> operands,
                                            SmallVectorImpl<Value> &results) {
      return pushResult(results,
                        sparseSegmentGrad(op, operands[0], operands[1],
                                          operands[2], operands[3], kind));
    };
  }
  for (auto [name, kind] : {std::pair<StringLiteral, SegmentReduction>{
                                "UnsortedSegmentSum", SegmentReduction::Sum},
                            {"UnsortedSegmentProd", SegmentReduction::Prod},
                            {"UnsortedSegmentMax", SegmentReduction::Max},
                            {"UnsortedSegmentMin", SegmentReduction::Min}})
    h[name] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      return pushResult(results, segmentReduce(op, operands[0], operands[1],
                                               operands[2], kind));
    };
}

} // namespace mlir::tagrad::tf_legalize
