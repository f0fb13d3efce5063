//===- LegalizeCTC.cpp - Connectionist temporal classification loss -------===//
//
// CTCLoss (tf.compat.v1.nn.ctc_loss, tf.nn.ctc_loss with sparse labels,
// Keras' ctc_batch_cost): per batch entry, the negative log probability of
// its label sequence under the time-major logits, and the gradient of that
// loss with respect to the logits (the op's second result, which
// TensorFlow's registered gradient scales by the loss's gradient).
//
// As TensorFlow's kernel (GravesTh, chapter 7): the labels come as a
// sparse tensor whose rows are batch entries, checked as its SparseTensor
// checks them (in bounds, in row-major order, no repeats); a label of
// num_classes - 1 or more ends a sequence (the blank is the last class);
// preprocess_collapse_repeated merges repeated labels first,
// ctc_merge_repeated lets a path repeat a label without a blank between;
// an entry with no time steps, or (ignore_longer_outputs_than_inputs) with
// more labels than steps, gets loss and gradient 0. The forward (alpha)
// and backward (beta) variables run in log space over the extended label
// sequence (a blank around every label), in f64 whatever the input type,
// each result rounded once; TensorFlow runs them in the input type.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

namespace {

/// The IR helpers of the CTC lowering: positions and sizes as `index`, log
/// probabilities as f64.
struct CtcEmitter {
  OpBuilder &b;
  Location loc;
  Value logits;  // [max_time, batch, classes], f32 or f64
  Value labels;  // [entries] index: the kept labels, per entry in place
  Value classes; // index
  bool mergeRepeated;
  std::function<Value(ArrayRef<OpFoldResult>, Value)> fill;

  Type f64() { return b.getF64Type(); }
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value real(double v) {
    return arith::ConstantFloatOp::create(b, loc, b.getF64Type(), APFloat(v));
  }
  Value logZero() { return real(-std::numeric_limits<double>::infinity()); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value isLogZero(Value x) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x,
                                 logZero());
  }

  /// log(exp(x) + exp(y)), exact where either is log(0).
  Value logSumExp(Value x, Value y) {
    Value high = arith::MaximumFOp::create(b, loc, x, y);
    Value low = arith::MinimumFOp::create(b, loc, x, y);
    Value sum = arith::AddFOp::create(
        b, loc, high,
        math::Log1pOp::create(
            b, loc,
            math::ExpOp::create(b, loc,
                                arith::SubFOp::create(b, loc, low, high))));
    sum = arith::SelectOp::create(b, loc, isLogZero(y), x, sum);
    return arith::SelectOp::create(b, loc, isLogZero(x), y, sum);
  }

  Value logit(Value t, Value entry, Value c) {
    Value x =
        tensor::ExtractOp::create(b, loc, logits, ValueRange{t, entry, c});
    return x.getType().isF64() ? x : arith::ExtFOp::create(b, loc, f64(), x);
  }

  /// The extended label at position u: the blank at even u, else the
  /// entry's (u - 1) / 2-th kept label (stored from `start` on).
  Value extendedLabel(Value start, Value u) {
    Value odd = arith::TruncIOp::create(
        b, loc, b.getI1Type(),
        arith::IndexCastOp::create(b, loc, b.getI64Type(), u));
    Value at = arith::SelectOp::create(
        b, loc, odd, add(start, arith::ShRUIOp::create(b, loc, u, index(1))),
        start);
    Value label = tensor::ExtractOp::create(b, loc, labels, at);
    return arith::SelectOp::create(b, loc, odd, label, blank());
  }
  Value blank() { return sub(classes, index(1)); }

  /// for (iv = lb; iv < ub; ++iv) with `inits` carried.
  ValueRange loop(Value lb, Value ub, ValueRange inits,
                  function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    auto forOp = scf::ForOp::create(
        b, loc, lb, ub, index(1), inits,
        [&](OpBuilder &, Location, Value iv, ValueRange args) {
          scf::YieldOp::create(b, loc, body(iv, args));
        });
    return forOp.getResults();
  }
};

} // namespace

/// One batch entry's loss and its gradient written into `gradient`, for
/// `labelCount` kept labels (from `start` on) and `steps` > 0 time steps.
static std::pair<Value, Value> emitCtcEntry(CtcEmitter &e, Value entry,
                                            Value start, Value labelCount,
                                            Value steps, Value gradient,
                                            Type element) {
  OpBuilder &b = e.b;
  auto fill = [&](ArrayRef<OpFoldResult> sizes, Value scalar) {
    return e.fill(sizes, scalar);
  };
  Location loc = e.loc;
  using P = arith::CmpIPredicate;
  Value zero = e.index(0), one = e.index(1), two = e.index(2);
  Value positions = e.add(arith::MulIOp::create(b, loc, labelCount, two), one);
  auto round = [&](Value x) -> Value {
    return element.isF64() ? x : arith::TruncFOp::create(b, loc, element, x);
  };
  // Each step's log normalizer: log(sum(exp(logits))), around the maximum.
  Value normalizers = fill({getAsOpFoldResult(steps)}, e.real(0.0));
  normalizers = e.loop(
      zero, steps, ValueRange{normalizers},
      [&](Value t, ValueRange args) -> SmallVector<Value> {
        Value high = e.loop(zero, e.classes, ValueRange{e.logZero()},
                            [&](Value c, ValueRange acc) -> SmallVector<Value> {
                              return {arith::MaximumFOp::create(
                                  b, loc, acc[0], e.logit(t, entry, c))};
                            })[0];
        Value sum =
            e.loop(zero, e.classes, ValueRange{e.real(0.0)},
                   [&](Value c, ValueRange acc) -> SmallVector<Value> {
                     Value shifted = arith::SubFOp::create(
                         b, loc, e.logit(t, entry, c), high);
                     return {arith::AddFOp::create(
                         b, loc, acc[0], math::ExpOp::create(b, loc, shifted))};
                   })[0];
        Value normalizer = arith::AddFOp::create(
            b, loc, high, math::LogOp::create(b, loc, sum));
        return {tensor::InsertOp::create(b, loc, normalizer, args[0], t)};
      })[0];
  auto logProb = [&](Value t, Value c) -> Value {
    return arith::SubFOp::create(
        b, loc, e.logit(t, entry, c),
        tensor::ExtractOp::create(b, loc, normalizers, t));
  };
  auto label = [&](Value u) { return e.extendedLabel(start, u); };
  // Whether a path may skip the blank between positions u - 2 and u.
  auto maySkip = [&](Value labelAt, Value labelSkipped) -> Value {
    Value notBlank = e.cmp(P::ne, labelAt, e.blank());
    if (!e.mergeRepeated)
      return notBlank;
    return arith::AndIOp::create(b, loc, notBlank,
                                 e.cmp(P::ne, labelAt, labelSkipped));
  };
  auto mayStay = [&](Value labelAt) -> Value {
    if (e.mergeRepeated)
      return arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
    return e.cmp(P::eq, labelAt, e.blank());
  };
  auto read = [&](Value table, Value t, Value u) -> Value {
    return tensor::ExtractOp::create(b, loc, table, ValueRange{t, u});
  };
  // The positions that can still reach the end (and be reached) at step t.
  auto firstPosition = [&](Value t) -> Value {
    return arith::MaxSIOp::create(
        b, loc, zero,
        e.sub(positions, arith::MulIOp::create(b, loc, two, e.sub(steps, t))));
  };
  auto endPosition = [&](Value t) -> Value {
    return arith::MinUIOp::create(
        b, loc, positions, arith::MulIOp::create(b, loc, two, e.add(t, one)));
  };
  SmallVector<OpFoldResult> tableSizes = {getAsOpFoldResult(steps),
                                          getAsOpFoldResult(positions)};

  // Forward variables (GravesTh 7.5-7.9).
  Value alpha = fill(tableSizes, e.logZero());
  alpha = tensor::InsertOp::create(b, loc, logProb(zero, e.blank()), alpha,
                                   ValueRange{zero, zero});
  // The first label (none: an entry whose labels were all null).
  Value hasLabel = e.cmp(P::ugt, positions, one);
  alpha = tensor::InsertOp::create(
      b, loc,
      arith::SelectOp::create(b, loc, hasLabel, logProb(zero, label(one)),
                              logProb(zero, e.blank())),
      alpha,
      ValueRange{zero, arith::SelectOp::create(b, loc, hasLabel, one, zero)});
  alpha = e.loop(
      one, steps, ValueRange{alpha},
      [&](Value t, ValueRange args) -> SmallVector<Value> {
        Value previous = e.sub(t, one);
        return {e.loop(
            firstPosition(t), endPosition(t), ValueRange{args[0]},
            [&](Value u, ValueRange table) -> SmallVector<Value> {
              Value labelAt = label(u);
              Value sum = arith::SelectOp::create(b, loc, mayStay(labelAt),
                                                  read(table[0], previous, u),
                                                  e.logZero());
              Value hasOne = e.cmp(P::ugt, u, zero);
              Value back1 = e.sub(arith::MaxUIOp::create(b, loc, u, one), one);
              sum = arith::SelectOp::create(
                  b, loc, hasOne,
                  e.logSumExp(sum, read(table[0], previous, back1)), sum);
              Value hasTwo = e.cmp(P::ugt, u, one);
              Value back2 = e.sub(arith::MaxUIOp::create(b, loc, u, two), two);
              Value skip = arith::AndIOp::create(
                  b, loc, hasTwo, maySkip(labelAt, label(back2)));
              sum = arith::SelectOp::create(
                  b, loc, skip,
                  e.logSumExp(sum, read(table[0], previous, back2)), sum);
              Value value =
                  arith::AddFOp::create(b, loc, logProb(t, labelAt), sum);
              return {tensor::InsertOp::create(b, loc, value, table[0],
                                               ValueRange{t, u})};
            })[0]};
      })[0];

  // Backward variables (GravesTh 7.13-7.15), t from steps - 1 down.
  Value last = e.sub(steps, one);
  Value beta = fill(tableSizes, e.logZero());
  beta = tensor::InsertOp::create(b, loc, e.real(0.0), beta,
                                  ValueRange{last, e.sub(positions, one)});
  beta = tensor::InsertOp::create(
      b, loc, e.real(0.0), beta,
      ValueRange{last, e.sub(positions, arith::SelectOp::create(
                                            b, loc, hasLabel, two, one))});
  beta = e.loop(
      zero, last, ValueRange{beta},
      [&](Value back, ValueRange args) -> SmallVector<Value> {
        Value t = e.sub(e.sub(last, back), one);
        Value next = e.add(t, one);
        return {e.loop(
            firstPosition(t), endPosition(t), ValueRange{args[0]},
            [&](Value u, ValueRange table) -> SmallVector<Value> {
              Value labelAt = label(u);
              auto term = [&](Value position) -> Value {
                return arith::AddFOp::create(b, loc,
                                             read(table[0], next, position),
                                             logProb(next, label(position)));
              };
              Value sum = arith::SelectOp::create(b, loc, mayStay(labelAt),
                                                  term(u), e.logZero());
              Value last1 = e.sub(positions, one);
              Value hasOne = e.cmp(P::ult, u, last1);
              Value ahead1 =
                  arith::MinUIOp::create(b, loc, e.add(u, one), last1);
              sum = arith::SelectOp::create(
                  b, loc, hasOne, e.logSumExp(sum, term(ahead1)), sum);
              Value hasTwo = e.cmp(P::ult, e.add(u, one), last1);
              Value ahead2 =
                  arith::MinUIOp::create(b, loc, e.add(u, two), last1);
              Value skip = arith::AndIOp::create(
                  b, loc, hasTwo, maySkip(labelAt, label(ahead2)));
              sum = arith::SelectOp::create(
                  b, loc, skip, e.logSumExp(sum, term(ahead2)), sum);
              return {tensor::InsertOp::create(b, loc, sum, table[0],
                                               ValueRange{t, u})};
            })[0]};
      })[0];

  // log p(labels | logits) (GravesTh 7.26 at t = 0), the loss its negation.
  Value logP = e.loop(zero, positions, ValueRange{e.logZero()},
                      [&](Value u, ValueRange acc) -> SmallVector<Value> {
                        Value both = arith::AddFOp::create(
                            b, loc, read(alpha, zero, u), read(beta, zero, u));
                        return {e.logSumExp(acc[0], both)};
                      })[0];
  Value loss = round(arith::NegFOp::create(b, loc, logP));
  // The gradient of the loss with respect to the logits (GravesTh 7.34):
  // softmax minus each class's share of the paths through it; the softmax
  // alone where no path has any probability.
  Value noPath = e.isLogZero(logP);
  gradient = e.loop(
      zero, steps, ValueRange{gradient},
      [&](Value t, ValueRange args) -> SmallVector<Value> {
        Value shares = fill({getAsOpFoldResult(e.classes)}, e.logZero());
        shares = e.loop(
            zero, positions, ValueRange{shares},
            [&](Value u, ValueRange acc) -> SmallVector<Value> {
              Value labelAt = label(u);
              Value both = arith::AddFOp::create(b, loc, read(alpha, t, u),
                                                 read(beta, t, u));
              Value sum = e.logSumExp(
                  tensor::ExtractOp::create(b, loc, acc[0], labelAt), both);
              return {tensor::InsertOp::create(b, loc, sum, acc[0], labelAt)};
            })[0];
        return {e.loop(
            zero, e.classes, ValueRange{args[0]},
            [&](Value c, ValueRange acc) -> SmallVector<Value> {
              Value softmax = math::ExpOp::create(b, loc, logProb(t, c));
              Value share = math::ExpOp::create(
                  b, loc,
                  arith::SubFOp::create(
                      b, loc, tensor::ExtractOp::create(b, loc, shares, c),
                      logP));
              share =
                  arith::SelectOp::create(b, loc, noPath, e.real(0.0), share);
              Value value =
                  round(arith::SubFOp::create(b, loc, softmax, share));
              return {tensor::InsertOp::create(b, loc, value, acc[0],
                                               ValueRange{t, entry, c})};
            })[0]};
      })[0];
  return {loss, gradient};
}

void Legalizer::registerCTCHandlers() {
  handlers["CTCLoss"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value logits = toTensor(loc, operands[0]);
    Value labelIndices = toTensor(loc, operands[1]);
    Value labelValues = toTensor(loc, operands[2]);
    Value sequenceLength = toTensor(loc, operands[3]);
    auto logitsType = dyn_cast<RankedTensorType>(logits.getType());
    auto indicesType = dyn_cast<RankedTensorType>(labelIndices.getType());
    auto valuesType = dyn_cast<RankedTensorType>(labelValues.getType());
    auto lengthType = dyn_cast<RankedTensorType>(sequenceLength.getType());
    if (!logitsType || !indicesType || !valuesType || !lengthType)
      return error(op) << "needs ranked operands";
    // TensorFlow's checks, in its order.
    if (logitsType.getRank() != 3)
      return error(op) << "inputs is not a 3-Tensor";
    if (lengthType.getRank() != 1)
      return error(op) << "sequence_length is not a vector";
    if (indicesType.getRank() != 2)
      return error(op) << "labels_indices is not a matrix";
    if (valuesType.getRank() != 1)
      return error(op) << "labels_values is not a vector";
    Type element = logitsType.getElementType();
    if (!element.isF32() && !element.isF64())
      return error(op) << "takes float or double inputs (TensorFlow has no "
                          "other kernel), got "
                       << logits.getType();
    if (!indicesType.getElementType().isInteger(64) ||
        !valuesType.getElementType().isInteger(32) ||
        !lengthType.getElementType().isInteger(32))
      return error(op) << "needs int64 labels_indices, int32 labels_values "
                          "and int32 sequence_length, got "
                       << labelIndices.getType() << ", "
                       << labelValues.getType() << " and "
                       << sequenceLength.getType();
    bool collapseRepeated = boolAttr(op, "preprocess_collapse_repeated", false);
    bool mergeRepeated = boolAttr(op, "ctc_merge_repeated", true);
    bool ignoreLonger =
        boolAttr(op, "ignore_longer_outputs_than_inputs", false);

    Type i64 = b.getI64Type();
    auto asI64 = [&](OpFoldResult v) -> Value {
      return b.createOrFold<arith::IndexCastOp>(
          loc, i64, getValueOrCreateConstantIndexOp(b, loc, v));
    };
    auto equal = [&](OpFoldResult x, OpFoldResult y) {
      return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                           asI64(x), asI64(y));
    };
    SmallVector<OpFoldResult> logitSizes = sizesOf(loc, logits);
    OpFoldResult lengthCount = sizesOf(loc, sequenceLength)[0];
    SmallVector<OpFoldResult> indexSizes = sizesOf(loc, labelIndices);
    OpFoldResult valueCount = sizesOf(loc, labelValues)[0];
    if (failed(requireOrError(
            op, equal(logitSizes[1], lengthCount),
            "len(sequence_length) != batch_size.  len(sequence_length):  {0} "
            "batch_size: {1}",
            {asI64(lengthCount), asI64(logitSizes[1])})) ||
        failed(requireOrError(
            op, equal(indexSizes[0], valueCount),
            "labels_indices and labels_values must contain the same number "
            "of rows, but saw shapes: [{0},{1}] vs. [{2}]",
            {asI64(indexSizes[0]), asI64(indexSizes[1]), asI64(valueCount)})) ||
        failed(requireOrError(op,
                              b.createOrFold<arith::CmpIOp>(
                                  loc, arith::CmpIPredicate::ne,
                                  asI64(logitSizes[1]),
                                  arith::ConstantIntOp::create(b, loc, 0, 64)),
                              "batch_size must not be 0")))
      return failure();
    // A labels_indices of other than 2 columns is no SparseTensor of the
    // labels' [batch, max_label_len] shape.
    if (failed(requireOrError(
            op, equal(indexSizes[1], b.getIndexAttr(2)),
            "label SparseTensor is not valid: indices have {0} columns, the "
            "labels' dense shape has 2",
            {asI64(indexSizes[1])})))
      return failure();

    Value maxTime = getValueOrCreateConstantIndexOp(b, loc, logitSizes[0]);
    Value batch = getValueOrCreateConstantIndexOp(b, loc, logitSizes[1]);
    Value classes = getValueOrCreateConstantIndexOp(b, loc, logitSizes[2]);
    Value entries = getValueOrCreateConstantIndexOp(b, loc, indexSizes[0]);
    // Read below only within the smaller of the two counts.
    Value readable = arith::MinUIOp::create(
        b, loc, entries, getValueOrCreateConstantIndexOp(b, loc, valueCount));
    CtcEmitter e{b,
                 loc,
                 logits,
                 Value(),
                 classes,
                 mergeRepeated,
                 [&](ArrayRef<OpFoldResult> sizes, Value scalar) {
                   return fill(loc, sizes, scalar);
                 }};
    Value zero = e.index(0), one = e.index(1);
    Value zero64 = arith::ConstantIntOp::create(b, loc, 0, 64);
    Value one64 = arith::ConstantIntOp::create(b, loc, 1, 64);
    auto indexAt = [&](Value i, int64_t column) -> Value {
      return tensor::ExtractOp::create(b, loc, labelIndices,
                                       ValueRange{i, e.index(column)});
    };

    // The labels' dense width: one past the largest position.
    Value width =
        e.loop(zero, readable, ValueRange{zero64},
               [&](Value i, ValueRange args) -> SmallVector<Value> {
                 return {arith::MaxSIOp::create(
                     b, loc, args[0],
                     arith::AddIOp::create(b, loc, indexAt(i, 1), one64))};
               })[0];
    Value batch64 = asI64(batch);
    // SparseTensor's checks, and the entries per batch row.
    Value counts = fill(
        loc, {getAsOpFoldResult(batch)},
        arith::ConstantOp::create(b, loc, b.getZeroAttr(b.getIndexType())));
    counts = e.loop(
        zero, readable, ValueRange{counts, zero64, zero64},
        [&](Value i, ValueRange args) -> SmallVector<Value> {
          Value row = indexAt(i, 0), column = indexAt(i, 1);
          Value i64Index = arith::IndexCastOp::create(b, loc, i64, i);
          using P = arith::CmpIPredicate;
          auto cmp = [&](P p, Value x, Value y) {
            return arith::CmpIOp::create(b, loc, p, x, y);
          };
          auto both = [&](Value x, Value y) {
            return arith::AndIOp::create(b, loc, x, y);
          };
          Value rowInside =
              both(cmp(P::sge, row, zero64), cmp(P::slt, row, batch64));
          Value inside = both(rowInside, both(cmp(P::sge, column, zero64),
                                              cmp(P::slt, column, width)));
          requireAtRunTime(loc, inside,
                           "label SparseTensor is not valid: indices[{0}] "
                           "= [{1},{2}] is out of bounds: need 0 <= "
                           "index < [{3},{4}]",
                           {i64Index, row, column, batch64, width});
          Value first = cmp(P::eq, i, zero);
          Value sameRow = cmp(P::eq, row, args[1]);
          Value before =
              arith::OrIOp::create(b, loc, cmp(P::slt, row, args[1]),
                                   both(sameRow, cmp(P::slt, column, args[2])));
          Value repeated = both(sameRow, cmp(P::eq, column, args[2]));
          Value notFirst = arith::XOrIOp::create(
              b, loc, first,
              arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
          runtimeCheck(loc, both(inside, both(notFirst, before)),
                       "label SparseTensor is not valid: indices[{0}] = "
                       "[{1},{2}] is out of order. Many sparse ops "
                       "require sorted indices.\n    Use "
                       "`tf.sparse.reorder` to create a correctly "
                       "ordered copy.\n\n",
                       {i64Index, row, column});
          runtimeCheck(loc, both(inside, both(notFirst, repeated)),
                       "label SparseTensor is not valid: indices[{0}] = "
                       "[{1},{2}] is repeated",
                       {i64Index, row, column});
          Value at = arith::IndexCastOp::create(
              b, loc, b.getIndexType(),
              arith::SelectOp::create(b, loc, rowInside, row, zero64));
          Value count = tensor::ExtractOp::create(b, loc, args[0], at);
          count = arith::SelectOp::create(
              b, loc, rowInside, arith::AddIOp::create(b, loc, count, one),
              count);
          return {tensor::InsertOp::create(b, loc, count, args[0], at), row,
                  column};
        })[0];

    // Per batch entry: its labels (from `start` on, valid indices being in
    // row order), checked and kept as TensorFlow keeps them, then its loss
    // and gradient.
    Value kept = fill(
        loc, {getAsOpFoldResult(readable)},
        arith::ConstantOp::create(b, loc, b.getZeroAttr(b.getIndexType())));
    auto zeros = [&](ArrayRef<OpFoldResult> sizes) {
      return fill(loc, sizes,
                  arith::ConstantOp::create(b, loc, b.getZeroAttr(element)));
    };
    Value loss = zeros({getAsOpFoldResult(batch)});
    Value gradient = zeros(logitSizes);
    Value classes64 = asI64(classes);
    Value maxTime64 = asI64(maxTime);
    ValueRange perEntry = e.loop(
        zero, batch, ValueRange{loss, gradient, kept, zero},
        [&](Value entry, ValueRange args) -> SmallVector<Value> {
          using P = arith::CmpIPredicate;
          Value start = args[3];
          Value entry64 = arith::IndexCastOp::create(b, loc, i64, entry);
          Value count = tensor::ExtractOp::create(b, loc, counts, entry);
          Value steps64 = arith::ExtSIOp::create(
              b, loc, i64,
              tensor::ExtractOp::create(b, loc, sequenceLength, entry));
          requireAtRunTime(loc, e.cmp(P::sle, steps64, maxTime64),
                           "sequence_length({0}) <= {1}", {entry64, maxTime64});
          requireAtRunTime(loc, e.cmp(P::sge, steps64, zero64),
                           "seq_len({0}) < 0", {entry64});
          requireAtRunTime(loc, e.cmp(P::ne, count, zero),
                           "Labels length is zero in batch {0}", {entry64});
          // The labels kept: repeats merged (preprocess_collapse_repeated),
          // none after the first null one (num_classes - 1 or more).
          Value nullLabel64 = arith::SubIOp::create(b, loc, classes64, one64);
          ValueRange filtered = e.loop(
              zero, count,
              ValueRange{
                  args[2], zero, zero64,
                  arith::ConstantOp::create(b, loc, b.getBoolAttr(false))},
              [&](Value k, ValueRange state) -> SmallVector<Value> {
                Value at = arith::MinUIOp::create(b, loc, e.add(start, k),
                                                  e.sub(readable, one));
                Value label = arith::ExtSIOp::create(
                    b, loc, i64,
                    tensor::ExtractOp::create(b, loc, labelValues, at));
                Value considered =
                    arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
                if (collapseRepeated)
                  considered =
                      arith::OrIOp::create(b, loc, e.cmp(P::eq, k, zero),
                                           e.cmp(P::ne, label, state[2]));
                Value isNull = e.cmp(P::sge, label, nullLabel64);
                Value keep = arith::AndIOp::create(
                    b, loc, considered,
                    arith::XOrIOp::create(b, loc, isNull,
                                          arith::ConstantOp::create(
                                              b, loc, b.getBoolAttr(true))));
                runtimeCheck(loc, arith::AndIOp::create(b, loc, keep, state[3]),
                             "Saw a non-null label (index >= num_classes - 1) "
                             "following a null label, batch: {0} "
                             "num_classes: {1}",
                             {entry64, classes64});
                runtimeCheck(
                    loc,
                    arith::AndIOp::create(b, loc, keep,
                                          e.cmp(P::slt, label, zero64)),
                    "All labels must be nonnegative integers, batch: {0}",
                    {entry64});
                Value finished = arith::OrIOp::create(
                    b, loc, state[3],
                    arith::AndIOp::create(b, loc, considered, isNull));
                Value safeLabel = arith::IndexCastOp::create(
                    b, loc, b.getIndexType(),
                    arith::MaxSIOp::create(b, loc, label, zero64));
                Value slot = arith::MinUIOp::create(
                    b, loc, e.add(start, state[1]), e.sub(readable, one));
                // Past the kept ones a label is scratch: always written.
                Value stored =
                    tensor::InsertOp::create(b, loc, safeLabel, state[0], slot);
                return {stored,
                        arith::SelectOp::create(b, loc, keep,
                                                e.add(state[1], one), state[1]),
                        label, finished};
              });
          Value labels = filtered[0], labelCount = filtered[1];
          Value count64 = arith::IndexCastOp::create(b, loc, i64, count);
          if (!ignoreLonger)
            requireAtRunTime(
                loc, e.cmp(P::sle, count64, steps64),
                "Not enough time for target transition sequence (required: "
                "{0}, available: {1}){2}You can turn this error into a "
                "warning by using the flag ignore_longer_outputs_than_inputs",
                {count64, steps64, entry64});
          Value steps = arith::IndexCastOp::create(
              b, loc, b.getIndexType(),
              arith::MinSIOp::create(
                  b, loc, arith::MaxSIOp::create(b, loc, steps64, zero64),
                  maxTime64));
          Value active = arith::AndIOp::create(
              b, loc, e.cmp(P::ugt, steps, zero),
              arith::AndIOp::create(b, loc, e.cmp(P::ugt, count, zero),
                                    e.cmp(P::ugt, classes, zero)));
          if (ignoreLonger)
            active = arith::AndIOp::create(b, loc, active,
                                           e.cmp(P::ule, count, steps));
          auto ifOp = scf::IfOp::create(
              b, loc, active,
              [&](OpBuilder &, Location) {
                CtcEmitter inner = e;
                inner.labels = labels;
                auto [entryLoss, entryGradient] = emitCtcEntry(
                    inner, entry, start, labelCount, steps, args[1], element);
                scf::YieldOp::create(
                    b, loc,
                    ValueRange{tensor::InsertOp::create(b, loc, entryLoss,
                                                        args[0], entry),
                               entryGradient});
              },
              [&](OpBuilder &, Location) {
                scf::YieldOp::create(b, loc, ValueRange{args[0], args[1]});
              });
          return {ifOp.getResult(0), ifOp.getResult(1), labels,
                  e.add(start, count)};
        });
    results.push_back(perEntry[0]);
    results.push_back(perEntry[1]);
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
