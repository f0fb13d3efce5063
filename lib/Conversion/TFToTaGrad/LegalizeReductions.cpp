//===- LegalizeReductions.cpp - Reductions
//----------------------------------===//
//
// Sum, Mean, Max, Min, Prod over constant axes, ArgMax and ArgMin.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

FailureOr<Value> Legalizer::reduce(Operation *op, Value input,
                                   ArrayRef<int64_t> axesIn, bool keepDims,
                                   StringRef kind) {
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
      kind == "Max"
          ? (fp ? arith::AtomicRMWKind::maximumf : arith::AtomicRMWKind::maxs)
      : kind == "Min"
          ? (fp ? arith::AtomicRMWKind::minimumf : arith::AtomicRMWKind::mins)
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
  // Cumsum / Cumprod(x, axis): running sums (products) along the axis, in
  // order (TensorFlow's scan is sequential too); exclusive starts from the
  // identity, reverse runs from the end. Cumsum's gradient is a reverse
  // Cumsum.
  for (StringRef kind : {"Cumsum", "Cumprod"})
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
      bool fp = isFloat(element);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      SmallVector<OpFoldResult> laneSizes(sizes);
      laneSizes[axis] = b.getIndexAttr(1);
      Value identity = arith::ConstantOp::create(
          b, loc,
          fp ? (TypedAttr)b.getFloatAttr(element, product ? 1.0 : 0.0)
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
      FailureOr<Value> next = binary(op, {acc, lane}, product ? "Mul" : "Add");
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
  for (StringRef kind : {"Sum", "Mean", "Max", "Min", "Prod", "All", "Any"})
    h[kind] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
      assert(operands.size() == 2 && "checked by verifyArity");
      FailureOr<SmallVector<int64_t>> axes =
          constInts(op, operands[1], "reduction axes");
      if (failed(axes))
        return failure();
      return pushResult(results,
                        reduce(op, operands[0], *axes,
                               boolAttr(op, "keep_dims", false), kind));
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
      Type indexType = IntegerType::get(b.getContext(), 64);
      if (auto attr = op->getAttrOfType<TypeAttr>("output_type"))
        indexType = attr.getValue();
      if (!indexType.isSignlessInteger(32) && !indexType.isSignlessInteger(64))
        return error(op) << "has an output_type that is not int32 or int64";
      bool max = kind == "ArgMax";
      TypedAttr start;
      if (fp)
        start = b.getFloatAttr(
            element,
            APFloat::getInf(cast<FloatType>(element).getFloatSemantics(),
                            /*Negative=*/max));
      else
        start = b.getIntegerAttr(
            element,
            max ? APInt::getSignedMinValue(element.getIntOrFloatBitWidth())
                : APInt::getSignedMaxValue(element.getIntOrFloatBitWidth()));
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
              better = arith::CmpIOp::create(nb, nloc,
                                             max ? arith::CmpIPredicate::sgt
                                                 : arith::CmpIPredicate::slt,
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
}

} // namespace mlir::tagrad::tf_legalize
