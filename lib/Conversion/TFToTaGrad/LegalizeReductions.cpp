//===- LegalizeReductions.cpp - Reductions
//----------------------------------===//
//
// Sum, Mean, Max, Min, Prod and EuclideanNorm over constant axes, ArgMax and
// ArgMin.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

FailureOr<Value> Legalizer::reduce(Operation *op, Value input,
                                   ArrayRef<int64_t> axesIn, bool keepDims,
                                   StringRef kind, bool isUnsigned) {
  Location loc = op->getLoc();
  input = toTensor(loc, input);
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!type) {
    error(op) << "needs a ranked input, got " << input.getType();
    return failure();
  }
  int64_t rank = type.getRank();
  llvm::SmallBitVector reduced(rank);
  for (int64_t a : axesIn) {
    if (a < -rank || a >= std::max<int64_t>(rank, 1)) {
      error(op) << "has axis " << a << " out of range for rank " << rank;
      return failure();
    }
    if (rank > 0)
      reduced.set(a < 0 ? a + rank : a);
  }
  Type element = type.getElementType();
  bool fp = isFloat(element);
  bool logical = kind == "All" || kind == "Any";
  if (logical != element.isInteger(1)) {
    error(op) << (logical ? "needs a boolean input, got "
                          : "needs a numeric input, got ")
              << input.getType();
    return failure();
  }
  // TensorFlow's MeanReducer sums integers narrower than 64 bits in int64
  // (uint64 for unsigned ones) and divides there: the mean of uint8 255,
  // 128, 200, 7 is 147, not (590 mod 256) / 4.
  if (kind == "Mean" && !fp && element.getIntOrFloatBitWidth() < 64) {
    FailureOr<Value> wide =
        castElements(op, input, b.getI64Type(), /*fromUnsigned=*/isUnsigned);
    if (failed(wide))
      return failure();
    FailureOr<Value> mean =
        reduce(op, *wide, axesIn, keepDims, kind, isUnsigned);
    if (failed(mean))
      return failure();
    return castElements(op, *mean, element);
  }
  SmallVector<OpFoldResult> sizes;
  SmallVector<AffineExpr> outExprs;
  SmallVector<utils::IteratorType> iterators;
  for (int64_t d = 0; d < rank; ++d) {
    if (reduced[d]) {
      iterators.push_back(utils::IteratorType::reduction);
      continue;
    }
    iterators.push_back(utils::IteratorType::parallel);
    outExprs.push_back(b.getAffineDimExpr(d));
    sizes.push_back(tensor::getMixedSize(b, loc, input, d));
  }
  // The combination's identity (upstream's table): -inf / the lowest
  // integer for Max, 1 for Prod, true for All, 0 otherwise.
  arith::AtomicRMWKind combine =
      kind == "Max"   ? (fp           ? arith::AtomicRMWKind::maximumf
                         : isUnsigned ? arith::AtomicRMWKind::maxu
                                      : arith::AtomicRMWKind::maxs)
      : kind == "Min" ? (fp           ? arith::AtomicRMWKind::minimumf
                         : isUnsigned ? arith::AtomicRMWKind::minu
                                      : arith::AtomicRMWKind::mins)
      : kind == "Prod"
          ? (fp ? arith::AtomicRMWKind::mulf : arith::AtomicRMWKind::muli)
      : kind == "All" ? arith::AtomicRMWKind::andi
      : kind == "Any"
          ? arith::AtomicRMWKind::ori
          : (fp ? arith::AtomicRMWKind::addf : arith::AtomicRMWKind::addi);
  TypedAttr initAttr = arith::getIdentityValueAttr(combine, element, b, loc);
  Value init = fill(loc, sizes, arith::ConstantOp::create(b, loc, initAttr));
  Value result = init;
  if (rank > 0) {
    SmallVector<AffineMap> maps = {
        b.getMultiDimIdentityMap(rank),
        AffineMap::get(rank, 0, outExprs, b.getContext())};
    result = linalg::GenericOp::create(
                 b, loc, init.getType(), input, init, maps, iterators,
                 [&](OpBuilder &nb, Location nloc, ValueRange a) {
                   Value r =
                       arith::getReductionOp(combine, nb, nloc, a[0], a[1]);
                   linalg::YieldOp::create(nb, nloc, r);
                 })
                 .getResult(0);
  } else {
    result = input;
  }
  if (kind == "Mean" && rank > 0) {
    Value count = constantIndex(loc, 1);
    for (int64_t d = 0; d < rank; ++d)
      if (reduced[d])
        count = b.createOrFold<arith::MulIOp>(
            loc, count, b.createOrFold<tensor::DimOp>(loc, input, d));
    Value countInt =
        b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(), count);
    Value divisor =
        fp ? b.createOrFold<arith::SIToFPOp>(loc, element, countInt)
           : b.createOrFold<arith::TruncIOp>(loc, element, countInt);
    if (element.isInteger(64))
      divisor = countInt;
    FailureOr<Value> mean = elementwise(
        op, {result, toTensor(loc, divisor)}, element,
        [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
          return fp ? (Value)arith::DivFOp::create(nb, nloc, a[0], a[1])
                 : isUnsigned
                     ? (Value)arith::DivUIOp::create(nb, nloc, a[0], a[1])
                     : (Value)arith::DivSIOp::create(nb, nloc, a[0], a[1]);
        });
    if (failed(mean))
      return failure();
    result = *mean;
  }
  if (!keepDims || rank == 0)
    return result;
  SmallVector<int64_t> keptShape;
  for (int64_t d = 0; d < rank; ++d)
    keptShape.push_back(reduced[d] ? 1 : type.getDimSize(d));
  return reshape(op, result, keptShape);
}

/// Groups for collapsing `shape` to its non-unit dimensions (unit

void Legalizer::registerReductionHandlers() {
  auto &h = handlers;
  // Cumsum / Cumprod / CumulativeLogsumexp(x, axis): running sums
  // (products, log-sum-exps) along the axis, in order (TensorFlow's scan is
  // sequential too); exclusive starts from the identity, reverse runs from
  // the end. Cumsum's gradient is a reverse Cumsum.
  for (StringRef kind : {"Cumsum", "Cumprod", "CumulativeLogsumexp"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type || type.getRank() == 0)
        return error(op) << "needs a ranked input of rank 1 or more, got "
                         << input.getType();
      Type element = type.getElementType();
      if (!isFloat(element) && !element.isSignlessInteger())
        return error(op) << "needs a numeric input, got " << type;
      FailureOr<SmallVector<int64_t>> axisValues =
          constInts(op, operands[1], "axis");
      if (failed(axisValues))
        return failure();
      int64_t rank = type.getRank();
      if (axisValues->size() != 1 || (*axisValues)[0] < -rank ||
          (*axisValues)[0] >= rank)
        return error(op) << "needs an axis in [" << -rank << ", " << rank
                         << ")";
      int64_t axis =
          (*axisValues)[0] < 0 ? (*axisValues)[0] + rank : (*axisValues)[0];
      bool exclusive = boolAttr(op, "exclusive", false);
      bool reverse = boolAttr(op, "reverse", false);
      bool product = kind == "Cumprod";
      bool logSumExp = kind == "CumulativeLogsumexp";
      bool fp = isFloat(element);
      if (logSumExp && !fp)
        return error(op) << "needs a float input, got " << type;
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      SmallVector<OpFoldResult> laneSizes(sizes);
      laneSizes[axis] = b.getIndexAttr(1);
      Value identity = arith::ConstantOp::create(
          b, loc,
          logSumExp ? (TypedAttr)b.getFloatAttr(
                          element, -std::numeric_limits<double>::infinity())
          : fp ? (TypedAttr)b.getFloatAttr(element, product ? 1.0 : 0.0)
               : (TypedAttr)b.getIntegerAttr(element, product ? 1 : 0));
      Value running = fill(loc, laneSizes, identity);
      Value result = tensor::EmptyOp::create(b, loc, sizes, element);
      Value length = b.createOrFold<tensor::DimOp>(loc, input, axis);
      auto loop = scf::ForOp::create(b, loc, constantIndex(loc, 0), length,
                                     constantIndex(loc, 1),
                                     ValueRange{running, result});
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(loop.getBody());
      Value i = loop.getInductionVar();
      Value at = reverse ? arith::SubIOp::create(
                               b, loc,
                               arith::SubIOp::create(b, loc, length,
                                                     constantIndex(loc, 1)),
                               i)
                         : i;
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)),
          strides(rank, b.getIndexAttr(1));
      offsets[axis] = at;
      Value acc = loop.getRegionIterArgs()[0];
      Value lane = tensor::ExtractSliceOp::create(b, loc, input, offsets,
                                                  laneSizes, strides);
      // TensorFlow's LogSumExp reducer: max + log1p(exp(min - max)).
      auto logAddExp = [](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
        Value low = arith::MinimumFOp::create(nb, nloc, a[0], a[1]);
        Value high = arith::MaximumFOp::create(nb, nloc, a[0], a[1]);
        return arith::AddFOp::create(
            nb, nloc, high,
            math::Log1pOp::create(
                nb, nloc,
                math::ExpOp::create(
                    nb, nloc, arith::SubFOp::create(nb, nloc, low, high))));
      };
      FailureOr<Value> next =
          logSumExp ? elementwise(op, {acc, lane}, element, logAddExp)
                    : binary(op, {acc, lane}, product ? "Mul" : "Add");
      if (failed(next))
        return failure();
      Value nextCast;
      if (failed(castTo(loc, *next, acc.getType(), nextCast)))
        return failure();
      Value written = exclusive ? acc : nextCast;
      Value out = tensor::InsertSliceOp::create(b, loc, written,
                                                loop.getRegionIterArgs()[1],
                                                offsets, laneSizes, strides);
      scf::YieldOp::create(b, loc, ValueRange{nextCast, out});
      results.push_back(loop.getResult(1));
      return success();
    };
  // Sum (and the other order-free reductions) over axes known only at run
  // time, as a BroadcastGradientArgs of shapes that a loop carried gives:
  // one dimension at a time, reduced where an axis names it, kept as 1.
  // Without keep_dims the result's rank would depend on the data; it is
  // taken where only Reshapes read it (as in every broadcast's gradient),
  // for which kept 1s do not matter.
  auto reduceAtRunTime = [this](Operation *op, Value input, Value axes,
                                StringRef kind,
                                bool isUnsigned) -> FailureOr<Value> {
    Location loc = op->getLoc();
    input = toTensor(loc, input);
    axes = toTensor(loc, axes);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    auto axesType = dyn_cast<RankedTensorType>(axes.getType());
    bool readByReshapes =
        llvm::all_of(op->getResult(0).getUses(), [](OpOperand &use) {
          return use.getOwner()->getName().getStringRef() == "tf.Reshape" &&
                 use.getOperandNumber() == 0;
        });
    if (!type || !axesType || axesType.getRank() > 1 || kind == "Mean" ||
        (!boolAttr(op, "keep_dims", false) && !readByReshapes)) {
      (void)constInts(op, axes, "reduction axes"); // Its error.
      return failure();
    }
    int64_t rank = type.getRank();
    // Which dimensions the axes name, and whether all are in range.
    SmallVector<Value> init(rank + 1,
                            arith::ConstantIntOp::create(b, loc, 0, 1));
    init[rank] = arith::ConstantIntOp::create(b, loc, 1, 1);
    Value count = axesType.getRank() == 0
                      ? constantIndex(loc, 1)
                      : b.createOrFold<tensor::DimOp>(loc, axes, 0);
    auto scan = scf::ForOp::create(
        b, loc, constantIndex(loc, 0), count, constantIndex(loc, 1), init,
        [&](OpBuilder &nb, Location nloc, Value k, ValueRange flags) {
          SmallVector<Value> at;
          if (axesType.getRank() == 1)
            at.push_back(k);
          Value axis = signExtendToI64(
              nb, nloc, tensor::ExtractOp::create(nb, nloc, axes, at));
          auto i64 = [&](int64_t v) -> Value {
            return arith::ConstantIntOp::create(nb, nloc, v, 64);
          };
          Value negative = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::slt, axis, i64(0));
          Value dim = arith::SelectOp::create(
              nb, nloc, negative,
              arith::AddIOp::create(nb, nloc, axis, i64(rank)), axis);
          SmallVector<Value> next;
          for (int64_t d = 0; d < rank; ++d)
            next.push_back(arith::OrIOp::create(
                nb, nloc, flags[d],
                arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq, dim,
                                      i64(d))));
          Value inRange = arith::AndIOp::create(
              nb, nloc,
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, dim,
                                    i64(0)),
              arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, dim,
                                    i64(std::max<int64_t>(rank, 1))));
          next.push_back(arith::AndIOp::create(nb, nloc, flags[rank], inRange));
          scf::YieldOp::create(nb, nloc, next);
        });
    requireAtRunTime(loc, scan.getResult(rank),
                     "Invalid reduction dimension for input with " +
                         std::to_string(rank) + " dimension(s)");
    Value result = input;
    for (int64_t d = 0; d < rank; ++d) {
      auto current = cast<RankedTensorType>(result.getType());
      SmallVector<int64_t> shape(current.getShape());
      if (shape[d] != 1)
        shape[d] = ShapedType::kDynamic;
      auto next = RankedTensorType::get(shape, current.getElementType());
      auto choice =
          scf::IfOp::create(b, loc, TypeRange{next}, scan.getResult(d), true);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&choice.getThenRegion().front());
      FailureOr<Value> reduced =
          reduce(op, result, {d}, /*keepDims=*/true, kind, isUnsigned);
      if (failed(reduced))
        return failure();
      scf::YieldOp::create(b, loc,
                           b.createOrFold<tensor::CastOp>(loc, next, *reduced));
      b.setInsertionPointToStart(&choice.getElseRegion().front());
      scf::YieldOp::create(b, loc,
                           b.createOrFold<tensor::CastOp>(loc, next, result));
      result = choice.getResult(0);
    }
    return result;
  };
  for (StringRef kind : {"Sum", "Mean", "Max", "Min", "Prod", "All", "Any"})
    h[kind] = [this, kind, reduceAtRunTime](
                  Operation *op, ArrayRef<Value> operands,
                  SmallVectorImpl<Value> &results) -> LogicalResult {
      assert(operands.size() == 2 && "checked by verifyArity");
      bool isUnsigned = isUnsignedTF(op->getOperand(0));
      if (operands[1] && !matchPattern(operands[1], m_Constant()))
        return pushResult(results, reduceAtRunTime(op, operands[0], operands[1],
                                                   kind, isUnsigned));
      FailureOr<SmallVector<int64_t>> axes =
          constInts(op, operands[1], "reduction axes");
      if (failed(axes))
        return failure();
      return pushResult(results, reduce(op, operands[0], *axes,
                                        boolAttr(op, "keep_dims", false), kind,
                                        isUnsigned));
    };
  // EuclideanNorm(input, axes): the square root of the sum of squares, the
  // sum accumulated as Sum's is. Floating-point inputs only: TensorFlow's
  // integer norms truncate the root, its complex ones are complex.
  h["EuclideanNorm"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Value input = toTensor(op->getLoc(), operands[0]);
    if (!isFloat(getElementTypeOrSelf(input.getType())))
      return error(op) << "takes only floating-point inputs, got "
                       << input.getType();
    FailureOr<SmallVector<int64_t>> axes =
        constInts(op, operands[1], "reduction axes");
    if (failed(axes))
      return failure();
    FailureOr<Value> squares = binary(op, {input, input}, "Mul");
    if (failed(squares))
      return failure();
    FailureOr<Value> sum =
        reduce(op, *squares, *axes, boolAttr(op, "keep_dims", false), "Sum");
    if (failed(sum))
      return failure();
    return pushResult(results, unary(op, *sum, "Sqrt"));
  };
  // ArgMax / ArgMin(input, dimension): the index of the first largest
  // (smallest) element along the dimension, as output_type (int64 by
  // default). The combination is order independent: ties keep the smaller
  // index.
  for (StringRef kind : {"ArgMax", "ArgMin"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      FailureOr<SmallVector<int64_t>> axis =
          constInts(op, operands[1], "dimension");
      if (failed(axis))
        return failure();
      if (!type || type.getRank() == 0 || axis->size() != 1)
        return error(op) << "needs a ranked input of rank 1 or more and a "
                            "scalar dimension";
      int64_t rank = type.getRank();
      int64_t a = (*axis)[0];
      if (a < -rank || a >= rank)
        return error(op) << "has dimension " << a << " out of range for "
                         << type;
      if (a < 0)
        a += rank;
      if (type.getDimSize(a) == 0)
        return error(op) << "reduces an empty dimension";
      Type element = type.getElementType();
      bool fp = isFloat(element);
      if (!fp && !element.isSignlessInteger())
        return error(op) << "does not support element type " << element;
      Type indexType =
          derivedIndexType(op, "output_type", op->getResult(0), b.getI64Type());
      if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
        return error(op) << "has an output_type that is not int32 or int64";
      bool max = kind == "ArgMax";
      bool isUnsigned = isUnsignedTF(op->getOperand(0));
      unsigned bits = element.getIntOrFloatBitWidth();
      TypedAttr start;
      if (fp)
        start = b.getFloatAttr(
            element,
            APFloat::getInf(cast<FloatType>(element).getFloatSemantics(),
                            /*Negative=*/max));
      else
        start = b.getIntegerAttr(element,
                                 isUnsigned ? (max ? APInt::getMinValue(bits)
                                                   : APInt::getMaxValue(bits))
                                 : max      ? APInt::getSignedMinValue(bits)
                                            : APInt::getSignedMaxValue(bits));
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      sizes.erase(sizes.begin() + a);
      Value best = fill(loc, sizes, arith::ConstantOp::create(b, loc, start));
      Value where = fill(
          loc, sizes,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(indexType, 0)));
      SmallVector<AffineExpr> reduced;
      for (int64_t d = 0; d < rank; ++d)
        if (d != a)
          reduced.push_back(b.getAffineDimExpr(d));
      AffineMap outMap = AffineMap::get(rank, 0, reduced, b.getContext());
      SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank), outMap,
                                     outMap};
      SmallVector<utils::IteratorType> iterators(rank,
                                                 utils::IteratorType::parallel);
      iterators[a] = utils::IteratorType::reduction;
      auto generic = linalg::GenericOp::create(
          b, loc, TypeRange{best.getType(), where.getType()}, input,
          ValueRange{best, where}, maps, iterators,
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value x = args[0], current = args[1], at = args[2];
            Value i = arith::IndexCastOp::create(
                nb, nloc, indexType, linalg::IndexOp::create(nb, nloc, a));
            Value better, same;
            if (fp) {
              better = arith::CmpFOp::create(nb, nloc,
                                             max ? arith::CmpFPredicate::OGT
                                                 : arith::CmpFPredicate::OLT,
                                             x, current);
              same = arith::CmpFOp::create(nb, nloc, arith::CmpFPredicate::OEQ,
                                           x, current);
            } else {
              better = arith::CmpIOp::create(
                  nb, nloc,
                  isUnsigned ? (max ? arith::CmpIPredicate::ugt
                                    : arith::CmpIPredicate::ult)
                             : (max ? arith::CmpIPredicate::sgt
                                    : arith::CmpIPredicate::slt),
                  x, current);
              same = arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq,
                                           x, current);
            }
            Value earlier = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::slt, i, at);
            Value take = arith::OrIOp::create(
                nb, nloc, better,
                arith::AndIOp::create(nb, nloc, same, earlier));
            linalg::YieldOp::create(
                nb, nloc,
                ValueRange{arith::SelectOp::create(nb, nloc, take, x, current),
                           arith::SelectOp::create(nb, nloc, take, i, at)});
          });
      results.push_back(generic.getResult(1));
      return success();
    };

  // TopKV2(input, k): the k largest values along the last dimension and
  // their positions, largest first, ties in index order (TensorFlow's
  // order). Element j is the largest among those after element j - 1 in
  // that order: k passes over the row, which beats a sort for the small k
  // models use.
  h["TopKV2"] = [this](Operation *op, ArrayRef<Value> operands,
                       SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs an input of rank 1 or more, got "
                       << input.getType();
    FailureOr<SmallVector<int64_t>> kValues = constInts(op, operands[1], "k");
    if (failed(kValues))
      return failure();
    if (kValues->size() != 1 || (*kValues)[0] < 0)
      return error(op) << "needs a non-negative scalar k";
    int64_t k = (*kValues)[0];
    int64_t rank = type.getRank(), last = rank - 1;
    int64_t n = type.getDimSize(last);
    if (!ShapedType::isDynamic(n) && n < k)
      return error(op) << "input must have at least k columns. Had " << n
                       << ", needed " << k;
    Type element = type.getElementType();
    bool fp = isFloat(element);
    if (!fp && !element.isSignlessInteger())
      return error(op) << "does not support element type " << element;
    Type indexType =
        derivedIndexType(op, "index_type", op->getResult(1), b.getI32Type());
    if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
      return error(op) << "has an index_type that is not int32 or int64";
    if (ShapedType::isDynamic(n)) {
      Value columns = dimAsI64(b, loc, input, last);
      Value kValue = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(k));
      runtimeCheck(loc,
                   arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                         columns, kValue),
                   "input must have at least k columns. Had {0}, needed {1}",
                   {columns, kValue});
    }
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    SmallVector<OpFoldResult> rowSizes(
        ArrayRef<OpFoldResult>(sizes).drop_back());
    SmallVector<OpFoldResult> outSizes = rowSizes;
    outSizes.push_back(b.getIndexAttr(k));
    Value values = tensor::EmptyOp::create(b, loc, outSizes, element);
    Value indices = tensor::EmptyOp::create(b, loc, outSizes, indexType);
    // No pick yet: the highest value at position -1 precedes every element
    // (also each pass's starting point).
    TypedAttr highest =
        fp ? TypedAttr(b.getFloatAttr(
                 element,
                 APFloat::getInf(cast<FloatType>(element).getFloatSemantics())))
           : TypedAttr(b.getIntegerAttr(
                 element,
                 APInt::getSignedMaxValue(element.getIntOrFloatBitWidth())));
    Value prevValue =
        fill(loc, rowSizes, arith::ConstantOp::create(b, loc, highest));
    Value prevIndex = fill(
        loc, rowSizes,
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(indexType, -1)));
    SmallVector<AffineExpr> rowExprs;
    for (int64_t d = 0; d < last; ++d)
      rowExprs.push_back(b.getAffineDimExpr(d));
    AffineMap rowMap = AffineMap::get(rank, 0, rowExprs, b.getContext());
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(rank), rowMap,
                                   rowMap, rowMap, rowMap};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators[last] = utils::IteratorType::reduction;
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(loc, 0), constantIndex(loc, k),
        constantIndex(loc, 1),
        ValueRange{values, indices, prevValue, prevIndex},
        [&](OpBuilder &nb, Location nloc, Value j, ValueRange iterArgs) {
          auto pick = linalg::GenericOp::create(
              nb, nloc, TypeRange{prevValue.getType(), prevIndex.getType()},
              ValueRange{input, iterArgs[2], iterArgs[3]},
              ValueRange{prevValue, prevIndex}, maps, iterators,
              [&](OpBuilder &gb, Location gloc, ValueRange args) {
                Value x = args[0], pv = args[1], pi = args[2], bv = args[3],
                      bi = args[4];
                Value i = arith::IndexCastOp::create(
                    gb, gloc, indexType,
                    linalg::IndexOp::create(gb, gloc, last));
                auto less = [&](Value lhs, Value rhs) -> Value {
                  return fp ? arith::CmpFOp::create(
                                  gb, gloc, arith::CmpFPredicate::OLT, lhs, rhs)
                                  .getResult()
                            : arith::CmpIOp::create(
                                  gb, gloc, arith::CmpIPredicate::slt, lhs, rhs)
                                  .getResult();
                };
                auto equal = [&](Value lhs, Value rhs) -> Value {
                  return fp ? arith::CmpFOp::create(
                                  gb, gloc, arith::CmpFPredicate::OEQ, lhs, rhs)
                                  .getResult()
                            : arith::CmpIOp::create(
                                  gb, gloc, arith::CmpIPredicate::eq, lhs, rhs)
                                  .getResult();
                };
                auto idxLess = [&](Value lhs, Value rhs) -> Value {
                  return arith::CmpIOp::create(
                      gb, gloc, arith::CmpIPredicate::slt, lhs, rhs);
                };
                auto orOf = [&](Value l, Value r) -> Value {
                  return arith::OrIOp::create(gb, gloc, l, r);
                };
                auto andOf = [&](Value l, Value r) -> Value {
                  return arith::AndIOp::create(gb, gloc, l, r);
                };
                // After the previous pick in (value desc, index asc) order.
                Value after =
                    orOf(less(x, pv), andOf(equal(x, pv), idxLess(pi, i)));
                Value noBest = arith::CmpIOp::create(
                    gb, gloc, arith::CmpIPredicate::slt, bi,
                    arith::ConstantOp::create(gb, gloc,
                                              gb.getIntegerAttr(indexType, 0)));
                Value better =
                    orOf(noBest, orOf(less(bv, x),
                                      andOf(equal(x, bv), idxLess(i, bi))));
                Value take = andOf(after, better);
                linalg::YieldOp::create(
                    gb, gloc,
                    ValueRange{arith::SelectOp::create(gb, gloc, take, x, bv),
                               arith::SelectOp::create(gb, gloc, take, i, bi)});
              });
          SmallVector<OpFoldResult> offsets(rank, nb.getIndexAttr(0));
          offsets[last] = j;
          SmallVector<OpFoldResult> sliceSizes = rowSizes;
          sliceSizes.push_back(nb.getIndexAttr(1));
          SmallVector<OpFoldResult> strides(rank, nb.getIndexAttr(1));
          Value v = tensor::InsertSliceOp::create(nb, nloc, pick.getResult(0),
                                                  iterArgs[0], offsets,
                                                  sliceSizes, strides);
          Value w = tensor::InsertSliceOp::create(nb, nloc, pick.getResult(1),
                                                  iterArgs[1], offsets,
                                                  sliceSizes, strides);
          scf::YieldOp::create(
              nb, nloc, ValueRange{v, w, pick.getResult(0), pick.getResult(1)});
        });
    results.push_back(loop.getResult(0));
    results.push_back(loop.getResult(1));
    return success();
  };
  // InTopKV2(predictions, targets, k): whether each row's target class is
  // among its k largest predictions, ties counted in (fewer than k larger
  // values); a target out of range or a non-finite prediction is false.
  h["InTopKV2"] = [this](Operation *op, ArrayRef<Value> operands,
                         SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value predictions = toTensor(loc, operands[0]);
    Value targets = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(predictions.getType());
    auto targetType = dyn_cast<RankedTensorType>(targets.getType());
    if (!type || type.getRank() != 2 || !isFloat(type.getElementType()) ||
        !targetType || targetType.getRank() != 1)
      return error(op) << "needs 2-d float predictions and 1-d targets, got "
                       << predictions.getType() << " and " << targets.getType();
    Value k = arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                         toIndex(loc, operands[2]));
    Value rows = b.createOrFold<tensor::DimOp>(loc, predictions, 0);
    Value classes = b.createOrFold<tensor::DimOp>(loc, predictions, 1);
    runtimeCheck(
        loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                              b.createOrFold<tensor::DimOp>(loc, targets, 0),
                              rows),
        "First dimension of predictions {0} must match length of "
        "targets {1}",
        {dimAsI64(b, loc, predictions, 0), dimAsI64(b, loc, targets, 0)});
    Value counts =
        fill(loc, {OpFoldResult(rows)},
             arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(0)));
    SmallVector<AffineMap> maps = {
        b.getMultiDimIdentityMap(2),
        AffineMap::get(2, 0, {b.getAffineDimExpr(0)}, b.getContext()),
        AffineMap::get(2, 0, {b.getAffineDimExpr(0)}, b.getContext())};
    // The target's prediction read safely (an out-of-range target reads
    // column 0 and answers false below).
    auto safeTarget = [&](OpBuilder &nb, Location nloc, Value target) {
      Value t = arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), target);
      Value inRange = arith::AndIOp::create(
          nb, nloc,
          arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::sge, t,
                                arith::ConstantIndexOp::create(nb, nloc, 0)),
          arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::slt, t,
                                classes));
      Value at = arith::SelectOp::create(
          nb, nloc, inRange, t, arith::ConstantIndexOp::create(nb, nloc, 0));
      return std::make_pair(at, inRange);
    };
    auto count = linalg::GenericOp::create(
        b, loc, counts.getType(), ValueRange{predictions, targets}, counts,
        maps,
        SmallVector<utils::IteratorType>{utils::IteratorType::parallel,
                                         utils::IteratorType::reduction},
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value row = linalg::IndexOp::create(nb, nloc, 0);
          Value at = safeTarget(nb, nloc, args[1]).first;
          Value target = tensor::ExtractOp::create(nb, nloc, predictions,
                                                   ValueRange{row, at});
          Value larger = arith::CmpFOp::create(
              nb, nloc, arith::CmpFPredicate::OGT, args[0], target);
          Value one = arith::ExtUIOp::create(nb, nloc, nb.getI64Type(), larger);
          linalg::YieldOp::create(
              nb, nloc,
              arith::AddIOp::create(nb, nloc, args[2], one).getResult());
        });
    Value init = tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{rows},
                                         b.getI1Type());
    SmallVector<AffineMap> idMaps(3, b.getMultiDimIdentityMap(1));
    auto answer = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{count.getResult(0), targets}, init,
        idMaps, SmallVector<utils::IteratorType>{utils::IteratorType::parallel},
        [&](OpBuilder &nb, Location nloc, ValueRange args) {
          Value row = linalg::IndexOp::create(nb, nloc, 0);
          auto [at, inRange] = safeTarget(nb, nloc, args[1]);
          Value target = tensor::ExtractOp::create(nb, nloc, predictions,
                                                   ValueRange{row, at});
          Value finite = math::IsFiniteOp::create(nb, nloc, target);
          Value fewer = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::slt, args[0], k);
          linalg::YieldOp::create(
              nb, nloc,
              arith::AndIOp::create(
                  nb, nloc, fewer,
                  arith::AndIOp::create(nb, nloc, inRange, finite))
                  .getResult());
        });
    results.push_back(answer.getResult(0));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
