//===- LegalizeSearch.cpp - Sorted search: Bucketize, Lower/UpperBound ----===//
//
// tf.raw_ops.Bucketize (feature bucketing: the bucket of each value among
// sorted boundaries, std::upper_bound in TensorFlow's kernel) and
// tf.searchsorted (LowerBound / UpperBound: per row of a matrix of sorted
// values, where each value of the same row of another matrix would go).
// Each element runs a branch-free binary search: as many steps as bits in
// the sorted length, each a compare and a select, so the body stays one
// parallel generic.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// Steps of a search over a length that is known only at run time: 2^40
/// elements is more than any buffer.
constexpr int64_t kDynamicSearchSteps = 40;

/// How many of the first `length` positions satisfy `holds`, which is true
/// on a prefix of them (sorted data): the largest count c <= length with
/// holds(c - 1), found in `steps` halvings (2^steps > length). `holds` is
/// only asked about positions below `length`.
static Value
prefixLength(OpBuilder &b, Location loc, Value length, int64_t steps,
             function_ref<Value(OpBuilder &, Location, Value)> holds) {
  Value count = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t k = steps - 1; k >= 0; --k) {
    Value candidate = arith::AddIOp::create(
        b, loc, count, arith::ConstantIndexOp::create(b, loc, int64_t(1) << k));
    Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                         candidate, length);
    // Past the end the probe reads the last position (length >= 1 here);
    // its answer is discarded.
    Value probe = arith::SubIOp::create(
        b, loc, arith::MinUIOp::create(b, loc, candidate, length), one);
    Value take = arith::AndIOp::create(b, loc, inside, holds(b, loc, probe));
    count = arith::SelectOp::create(b, loc, take, candidate, count);
  }
  return count;
}

/// Steps for a sorted length: one more than its highest set bit.
static int64_t searchSteps(int64_t length) {
  return ShapedType::isDynamic(length) ? kDynamicSearchSteps
                                       : llvm::bit_width(uint64_t(length));
}

void Legalizer::registerSearchHandlers() {
  // Bucketize(input, boundaries): for each value, the number of boundaries
  // not greater than it (NaN: all of them), as an int32. Integer values
  // are compared as f32, as TensorFlow's kernel converts them.
  handlers["Bucketize"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    Type element = type.getElementType();
    if (!element.isSignlessInteger(32) && !element.isSignlessInteger(64) &&
        !element.isF32() && !element.isF64())
      return error(op) << "takes int32, int64, float and double values, got "
                       << element;
    auto list = op->getAttrOfType<ArrayAttr>("boundaries");
    if (!list)
      return error(op) << "needs a 'boundaries' attribute";
    SmallVector<double> boundaries;
    for (Attribute a : list) {
      auto value = dyn_cast<FloatAttr>(a);
      if (!value)
        return error(op) << "needs float boundaries, got " << a;
      boundaries.push_back(value.getValueAsDouble());
    }
    if (!llvm::is_sorted(boundaries))
      return error(op) << "Expected sorted boundaries";
    Type compared = element.isF64() ? element : b.getF32Type();
    SmallVector<Attribute> values =
        llvm::map_to_vector(boundaries, [&](double v) -> Attribute {
          return b.getFloatAttr(compared, v);
        });
    auto tableType = RankedTensorType::get(
        {static_cast<int64_t>(boundaries.size())}, compared);
    Value table = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(tableType, values));
    int64_t count = boundaries.size();
    FailureOr<Value> result = elementwise(
        op, {input}, b.getI32Type(),
        [&](OpBuilder &nb, Location nloc, ValueRange a) -> Value {
          Value x = a[0];
          if (isa<IntegerType>(element))
            x = arith::SIToFPOp::create(nb, nloc, compared, x);
          Value below = prefixLength(
              nb, nloc, arith::ConstantIndexOp::create(nb, nloc, count),
              searchSteps(count),
              [&](OpBuilder &pb, Location ploc, Value at) -> Value {
                Value boundary = tensor::ExtractOp::create(pb, ploc, table, at);
                // !(x < boundary): std::upper_bound's test.
                return arith::CmpFOp::create(
                    pb, ploc, arith::CmpFPredicate::UGE, x, boundary);
              });
          return arith::IndexCastOp::create(nb, nloc, nb.getI32Type(), below);
        });
    if (failed(result))
      return failure();
    results.push_back(*result);
    return success();
  };

  // LowerBound / UpperBound(sorted_inputs [B, N], values [B, M]) ->
  // [B, M] of out_type: per row, how many sorted values are less than the
  // value (LowerBound) or not greater than it (UpperBound).
  for (bool upper : {false, true})
    handlers[upper ? "UpperBound" : "LowerBound"] =
        [this, upper](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value sorted = toTensor(loc, operands[0]);
      Value values = toTensor(loc, operands[1]);
      auto sortedType = dyn_cast<RankedTensorType>(sorted.getType());
      auto valuesType = dyn_cast<RankedTensorType>(values.getType());
      if (!sortedType || !valuesType)
        return error(op) << "needs ranked operands, got " << sorted.getType()
                         << " and " << values.getType();
      if (sortedType.getRank() != 2 || valuesType.getRank() != 2)
        return error(op) << "Shape must be rank 2 but is rank "
                         << (sortedType.getRank() != 2 ? sortedType.getRank()
                                                       : valuesType.getRank());
      Type element = sortedType.getElementType();
      if (element != valuesType.getElementType() ||
          !(isFloat(element) || element.isSignlessInteger()))
        return error(op) << "needs numbers of one type, got "
                         << sorted.getType() << " and " << values.getType();
      FailureOr<Type> outType = outElementType(op);
      if (failed(outType))
        return failure();
      SmallVector<OpFoldResult> sortedSizes = sizesOf(loc, sorted);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, values);
      int64_t rows = sortedType.getDimSize(0),
              valueRows = valuesType.getDimSize(0);
      if (!ShapedType::isDynamic(rows) && !ShapedType::isDynamic(valueRows) &&
          rows != valueRows)
        return error(op) << "Leading dim_size of both tensors must match.";
      Value sortedRows =
          getValueOrCreateConstantIndexOp(b, loc, sortedSizes[0]);
      Value rowsMatch = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::eq, sortedRows,
          getValueOrCreateConstantIndexOp(b, loc, sizes[0]));
      if (!matchPattern(rowsMatch, m_One()))
        requireAtRunTime(loc, rowsMatch,
                         "Leading dim_size of both tensors must match.");
      Value length = getValueOrCreateConstantIndexOp(b, loc, sortedSizes[1]);
      int64_t staticLength = sortedType.getDimSize(1);
      bool fp = isFloat(element);
      auto search = [&](OpBuilder &nb, Location nloc, Value row,
                        Value x) -> Value {
        return prefixLength(
            nb, nloc, length, searchSteps(staticLength),
            [&](OpBuilder &pb, Location ploc, Value at) -> Value {
              Value s = tensor::ExtractOp::create(pb, ploc, sorted,
                                                  ValueRange{row, at});
              // LowerBound counts s < x; UpperBound counts !(x < s).
              if (fp)
                return upper ? (Value)arith::CmpFOp::create(
                                   pb, ploc, arith::CmpFPredicate::UGE, x, s)
                             : (Value)arith::CmpFOp::create(
                                   pb, ploc, arith::CmpFPredicate::OLT, s, x);
              return arith::CmpIOp::create(pb, ploc,
                                           upper ? arith::CmpIPredicate::sge
                                                 : arith::CmpIPredicate::slt,
                                           upper ? x : s, upper ? s : x);
            });
      };
      results.push_back(generate(
          loc, sizes, *outType, [&](OpBuilder &nb, Location nloc) -> Value {
            Value row = linalg::IndexOp::create(nb, nloc, 0);
            Value column = linalg::IndexOp::create(nb, nloc, 1);
            // A row of another length than the sorted rows (a failed check
            // above) reads the last sorted row at most.
            Value sortedRow = arith::MinUIOp::create(
                nb, nloc, row,
                arith::SubIOp::create(
                    nb, nloc, sortedRows,
                    arith::ConstantIndexOp::create(nb, nloc, 1)));
            Value x = tensor::ExtractOp::create(nb, nloc, values,
                                                ValueRange{row, column});
            // Nothing to read when the sorted rows are empty (or there are
            // none: a failed check above).
            Value zero = arith::ConstantIndexOp::create(nb, nloc, 0);
            Value searchable = nb.createOrFold<arith::AndIOp>(
                nloc,
                nb.createOrFold<arith::CmpIOp>(nloc, arith::CmpIPredicate::ne,
                                               length, zero),
                nb.createOrFold<arith::CmpIOp>(nloc, arith::CmpIPredicate::ne,
                                               sortedRows, zero));
            Value count;
            if (matchPattern(searchable, m_Zero())) {
              count = zero;
            } else if (matchPattern(searchable, m_One())) {
              count = search(nb, nloc, sortedRow, x);
            } else {
              auto ifOp = scf::IfOp::create(
                  nb, nloc, searchable,
                  [&](OpBuilder &tb, Location tloc) {
                    scf::YieldOp::create(tb, tloc,
                                         search(tb, tloc, sortedRow, x));
                  },
                  [&](OpBuilder &eb, Location eloc) {
                    scf::YieldOp::create(
                        eb, eloc,
                        ValueRange{
                            arith::ConstantIndexOp::create(eb, eloc, 0)});
                  });
              count = ifOp.getResult(0);
            }
            return arith::IndexCastOp::create(nb, nloc, *outType, count);
          }));
      return success();
    };
}

} // namespace mlir::tagrad::tf_legalize
