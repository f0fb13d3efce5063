//===- LegalizeRandom.cpp - TensorFlow's random ops -----------------------===//
//
// Random ops give TensorFlow's numbers (Philox.h): a dropout mask or a
// noise layer in a seeded program matches TensorFlow's run.
//
// Stateful ops (RandomUniform, RandomStandardNormal, TruncatedNormal,
// RandomUniformInt) start from their `seed` and `seed2` attributes. As
// TensorFlow's kernel keeps one generator per node that each run advances
// by 256 blocks per element (GuardedPhiloxRandom::ReserveRandomOutputs),
// each op keeps its count of blocks used in a private memref.global of the
// module: a second run of the op, in a loop or in a second call of the
// program, draws the numbers TensorFlow's second run draws.
//
// Stateless ops are functions of their seed operand (V1) or of a key and a
// counter (V2, with StatelessRandomGetKeyCounter making them from a seed).
// Multinomial and RandomShuffle draw word by word from their stateful
// generator, as TensorFlow's kernels do.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;
using philox::Distribution;

namespace mlir::tagrad::tf_legalize {
namespace {

/// TensorFlow's algorithm ids (rng_alg.h) the V2 ops take on the CPU.
constexpr int64_t kAlgPhilox = 1;
constexpr int64_t kAlgAutoSelect = 3;
/// Blocks a stateful op's generator advances per element it draws.
constexpr int64_t kReservedBlocksPerElement = 256;

bool isRandomFloat(Type t) {
  return t.isF16() || t.isBF16() || t.isF32() || t.isF64();
}
bool isRandomInt(Type t) {
  return t.isSignlessInteger(32) || t.isSignlessInteger(64);
}

} // namespace

/// A tensor of `sizes` filled from `base` as TensorFlow fills it: element i
/// from group i / groupSize, each group from its own stretch of the stream.
Value Legalizer::fillRandom(Location loc, ArrayRef<OpFoldResult> sizes,
                            Type element, Distribution distribution,
                            const philox::Stream &base, Value lo, Value range) {
  return generate(loc, sizes, element, [&](OpBuilder &nb, Location nloc) {
    Value flat = arith::ConstantIndexOp::create(nb, nloc, 0);
    for (auto [d, size] : llvm::enumerate(sizes)) {
      Value extent = getValueOrCreateConstantIndexOp(nb, nloc, size);
      flat = arith::AddIOp::create(
          nb, nloc, arith::MulIOp::create(nb, nloc, flat, extent),
          linalg::IndexOp::create(nb, nloc, d));
    }
    Value index = arith::IndexCastUIOp::create(nb, nloc, nb.getI64Type(), flat);
    return philox::element(nb, nloc, distribution, element, base, index, lo,
                           range);
  });
}

/// The number of elements of `sizes`, as an i64.
Value Legalizer::elementCount(Location loc, ArrayRef<OpFoldResult> sizes) {
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (OpFoldResult size : sizes)
    count = b.createOrFold<arith::MulIOp>(
        loc, count, getValueOrCreateConstantIndexOp(b, loc, size));
  return b.createOrFold<arith::IndexCastUIOp>(loc, b.getI64Type(), count);
}

/// The i64 global that counts the blocks `op`'s generator has used, made
/// once per op (a loop body is converted more than once).
memref::GlobalOp Legalizer::randomState(Operation *op) {
  auto [it, inserted] = randomStates.try_emplace(op);
  if (!inserted)
    return it->second;
  // The module the function being built lives in (`module` is the
  // pristine copy the legalizer reads loop and branch functions from).
  auto target =
      b.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
  OpBuilder detached(b.getContext());
  auto type = MemRefType::get({}, b.getI64Type());
  auto zero = DenseElementsAttr::get(RankedTensorType::get({}, b.getI64Type()),
                                     b.getI64IntegerAttr(0));
  auto global = memref::GlobalOp::create(
      detached, op->getLoc(), "tagrad_random_state", b.getStringAttr("private"),
      type, zero, /*constant=*/false,
      /*alignment=*/nullptr);
  // Named uniquely, first in the module.
  SymbolTable(target).insert(global, target.getBody()->begin());
  it->second = global;
  return global;
}

/// A stateful op's run: the stream of its `seed` and `seed2` attributes,
/// skipped by the blocks its earlier runs used.
Legalizer::GeneratorRun Legalizer::beginGeneratorRun(Operation *op) {
  Location loc = op->getLoc();
  auto seedOf = [op](StringRef name) -> uint64_t {
    auto attr = op->getAttrOfType<IntegerAttr>(name);
    // TensorFlow's int64 attribute, as the uint64 its generator takes.
    return attr ? static_cast<uint64_t>(attr.getValue().getSExtValue()) : 0;
  };
  uint64_t seed = seedOf("seed"), seed2 = seedOf("seed2");
  if (seed == 0 && seed2 == 0 && warned.insert(loc).second)
    op->emitWarning() << "'" << op->getName()
                      << "' has neither seed nor seed2: TensorFlow seeds it "
                         "at random on each run, TaGrad with zeros (set a "
                         "graph or op seed to draw TensorFlow's numbers)";
  // TensorFlow's executor starts up to parallel_iterations iterations at
  // once, and a draw that waits on no loop value may then run out of
  // iteration order (a DropoutWrapper's mask in dynamic_rnn: in reverse,
  // or varying run to run); TaGrad draws in iteration order.
  if (loopParallelIterations > 1 && warnedLoopOrder.insert(loc).second)
    op->emitWarning()
        << "'" << op->getName()
        << "' draws in iteration order, as TensorFlow does with "
           "parallel_iterations=1; this loop has parallel_iterations="
        << loopParallelIterations
        << ", with which TensorFlow's executor may run the iterations' "
           "draws in another order (its numbers then depend on its "
           "scheduling)";
  memref::GlobalOp global = randomState(op);
  Value state = memref::GetGlobalOp::create(b, loc, global.getType(),
                                            global.getSymName());
  Value used = memref::LoadOp::create(b, loc, state, ValueRange{});
  philox::Stream stream = philox::skip(
      b, loc, philox::fromSeedAttributes(b, loc, seed, seed2), used);
  return {stream, state, used};
}

/// Counts the `blocks` (an i64) the run reserved, as the op's generator
/// advances after a draw.
void Legalizer::endGeneratorRun(Location loc, const GeneratorRun &run,
                                Value blocks) {
  memref::StoreOp::create(b, loc,
                          arith::AddIOp::create(b, loc, run.used, blocks),
                          run.state, ValueRange{});
}

/// Minval and maxval of a UniformInt op: scalars with minval < maxval,
/// checked at run time as TensorFlow does; returns (lo, hi - lo).
FailureOr<std::pair<Value, Value>> Legalizer::uniformIntBounds(Operation *op,
                                                               Value minval,
                                                               Value maxval,
                                                               Type element) {
  Location loc = op->getLoc();
  for (auto [what, v] : {std::pair<StringRef, Value>{"minval", minval},
                         std::pair<StringRef, Value>{"maxval", maxval}}) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.getRank() != 0 || type.getElementType() != element)
      return error(op) << "needs a 0-D " << what << " of its dtype " << element
                       << ", got " << v.getType();
  }
  Value lo = toScalar(loc, minval), hi = toScalar(loc, maxval);
  runtimeCheck(loc,
               arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, lo, hi),
               "Need minval < maxval, got {0} >= {1}",
               {signExtendToI64(b, loc, lo), signExtendToI64(b, loc, hi)});
  return std::make_pair(lo, arith::SubIOp::create(b, loc, hi, lo).getResult());
}

/// The two i64 seeds of a stateless V1 op's seed operand (int32 seeds are
/// sign-extended, as TensorFlow reads them into its uint64 seeds).
FailureOr<std::pair<Value, Value>> Legalizer::seedPair(Operation *op,
                                                       Value seed) {
  auto type = dyn_cast<RankedTensorType>(seed.getType());
  if (!type || !isRandomInt(type.getElementType()))
    return error(op) << "needs an int32 or int64 seed, got " << seed.getType();
  if (type.getRank() != 1 || type.getDimSize(0) != 2)
    return error(op) << "needs a seed of shape [2], not "
                     << shapeString(type.getShape());
  Location loc = op->getLoc();
  auto at = [&](int64_t i) {
    Value v = tensor::ExtractOp::create(b, loc, seed,
                                        ValueRange{constantIndex(loc, i)});
    return signExtendToI64(b, loc, v);
  };
  return std::make_pair(at(0), at(1));
}

/// The stream of a V2 op's key (shape [1]) and counter (shape [2]) operands,
/// with its algorithm checked: Philox, which TensorFlow's CPU kernels run
/// for both PHILOX and AUTO_SELECT.
FailureOr<philox::Stream> Legalizer::keyCounterStream(Operation *op, Value key,
                                                      Value counter,
                                                      Value alg) {
  Location loc = op->getLoc();
  for (auto [what, v, length] :
       {std::tuple<StringRef, Value, int64_t>{"key", key, 1},
        std::tuple<StringRef, Value, int64_t>{"counter", counter, 2}}) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || type.getRank() != 1 || type.getDimSize(0) != length ||
        !type.getElementType().isInteger(64))
      return error(op) << "needs a " << what << " of " << length
                       << " uint64, got " << v.getType();
  }
  auto algType = dyn_cast<RankedTensorType>(alg.getType());
  if (!algType || algType.getRank() != 0 ||
      !algType.getElementType().isSignlessInteger(32))
    return error(op) << "needs a 0-D int32 alg, got " << alg.getType();
  Value id = toScalar(loc, alg);
  auto isAlg = [&](int64_t v) {
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq, id,
        arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v)));
  };
  Value philoxRuns =
      arith::OrIOp::create(b, loc, isAlg(kAlgPhilox), isAlg(kAlgAutoSelect));
  Value otherAlg = b.createOrFold<arith::XOrIOp>(
      loc, philoxRuns, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  runtimeCheck(loc, otherAlg, "Unsupported algorithm id: {0}",
               {signExtendToI64(b, loc, id)});
  auto at = [&](Value v, int64_t i) -> Value {
    return tensor::ExtractOp::create(b, loc, v,
                                     ValueRange{constantIndex(loc, i)});
  };
  return philox::fromKeyAndCounter(b, loc, at(key, 0), at(counter, 0),
                                   at(counter, 1));
}

/// tf.random.categorical as TensorFlow's CPU kernel draws it, row by row:
/// the row's unnormalized CDF in double (exp of each logit minus the
/// largest finite one, summed left to right over the finite logits), then
/// each sample is the number of CDF entries at most u times the total, u a
/// double of two words read one after another from `base` (two words per
/// sample, the rows in order: TensorFlow's single shard of small batches).
FailureOr<Value> Legalizer::multinomial(Operation *op, Value logits,
                                        Value numSamples,
                                        const philox::Stream &base) {
  Location loc = op->getLoc();
  auto logitsType = dyn_cast<RankedTensorType>(logits.getType());
  if (!logitsType || logitsType.getRank() != 2 ||
      !isRandomFloat(logitsType.getElementType()))
    return error(op) << "needs 2-D float logits, got " << logits.getType();
  Type output = getElementTypeOrSelf(op->getResult(0).getType());
  if (!isRandomInt(output))
    return error(op) << "draws " << op->getResult(0).getType()
                     << ", where TaGrad takes int32 and int64";
  auto countType = dyn_cast<RankedTensorType>(numSamples.getType());
  if (!countType || countType.getRank() != 0 ||
      !countType.getElementType().isSignlessInteger(32))
    return error(op) << "needs a 0-D int32 num_samples, got "
                     << numSamples.getType();
  Type f64 = b.getF64Type(), i64 = b.getI64Type();
  Value samples = toScalar(loc, numSamples);
  runtimeCheck(loc,
               arith::CmpIOp::create(
                   b, loc, arith::CmpIPredicate::slt, samples,
                   arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(0))),
               "num_samples should be non-negative, got {0}",
               {signExtendToI64(b, loc, samples)});
  Value rows = b.createOrFold<tensor::DimOp>(loc, logits, 0);
  Value classes = b.createOrFold<tensor::DimOp>(loc, logits, 1);
  runtimeCheck(loc,
               b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                             classes, constantIndex(loc, 0)),
               "num_classes should be positive, got 0");
  Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
  Value inf =
      floatConstant(b, loc, f64, std::numeric_limits<double>::infinity());
  auto isFinite = [&](OpBuilder &nb, Location l, Value v) -> Value {
    return arith::CmpFOp::create(nb, l, arith::CmpFPredicate::ONE,
                                 math::AbsFOp::create(nb, l, v), inf);
  };
  auto logitAt = [&](OpBuilder &nb, Location l, Value r, Value c) -> Value {
    Value v = tensor::ExtractOp::create(nb, l, logits, ValueRange{r, c});
    return v.getType() == f64 ? v : arith::ExtFOp::create(nb, l, f64, v);
  };
  // The CDF and each row's total.
  Value cdf = tensor::EmptyOp::create(
      b, loc,
      SmallVector<OpFoldResult>{getAsOpFoldResult(rows),
                                getAsOpFoldResult(classes)},
      f64);
  Value totals = tensor::EmptyOp::create(
      b, loc, SmallVector<OpFoldResult>{getAsOpFoldResult(rows)}, f64);
  const llvm::fltSemantics &semantics =
      cast<FloatType>(logitsType.getElementType()).getFloatSemantics();
  Value lowest = floatConstant(
      b, loc, f64,
      APFloat::getLargest(semantics, /*Negative=*/true).convertToDouble());
  auto rowLoop = scf::ForOp::create(
      b, loc, zero, rows, one, ValueRange{cdf, totals},
      [&](OpBuilder &nb, Location l, Value r, ValueRange acc) {
        auto maxLoop = scf::ForOp::create(
            nb, l, zero, classes, one, ValueRange{lowest},
            [&](OpBuilder &mb, Location ml, Value c, ValueRange m) {
              Value v = logitAt(mb, ml, r, c);
              Value larger = arith::AndIOp::create(
                  mb, ml, isFinite(mb, ml, v),
                  arith::CmpFOp::create(mb, ml, arith::CmpFPredicate::OGT, v,
                                        m[0]));
              scf::YieldOp::create(
                  mb, ml,
                  ValueRange{arith::SelectOp::create(mb, ml, larger, v, m[0])});
            });
        Value largest = maxLoop.getResult(0);
        auto sumLoop = scf::ForOp::create(
            nb, l, zero, classes, one,
            ValueRange{acc[0], floatConstant(nb, l, f64, 0.0)},
            [&](OpBuilder &sb, Location sl, Value c, ValueRange s) {
              Value v = logitAt(sb, sl, r, c);
              Value e = math::ExpOp::create(
                  sb, sl, arith::SubFOp::create(sb, sl, v, largest));
              Value running = arith::SelectOp::create(
                  sb, sl, isFinite(sb, sl, v),
                  arith::AddFOp::create(sb, sl, s[1], e), s[1]);
              Value updated = tensor::InsertOp::create(sb, sl, running, s[0],
                                                       ValueRange{r, c});
              scf::YieldOp::create(sb, sl, ValueRange{updated, running});
            });
        Value rowTotals = tensor::InsertOp::create(nb, l, sumLoop.getResult(1),
                                                   acc[1], ValueRange{r});
        scf::YieldOp::create(nb, l,
                             ValueRange{sumLoop.getResult(0), rowTotals});
      });
  Value rowCdf = rowLoop.getResult(0), rowTotal = rowLoop.getResult(1);
  Value sampleCount =
      b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), samples);
  Value perRow = b.createOrFold<arith::IndexCastOp>(loc, i64, sampleCount);
  return generate(
      loc, {getAsOpFoldResult(rows), getAsOpFoldResult(sampleCount)}, output,
      [&](OpBuilder &nb, Location l) -> Value {
        Value r = linalg::IndexOp::create(nb, l, 0);
        Value j = linalg::IndexOp::create(nb, l, 1);
        Value pair = arith::AddIOp::create(
            nb, l,
            arith::MulIOp::create(
                nb, l, arith::IndexCastOp::create(nb, l, i64, r), perRow),
            arith::IndexCastOp::create(nb, l, i64, j));
        Value toFind = arith::MulFOp::create(
            nb, l, philox::sequentialDouble(nb, l, base, pair),
            tensor::ExtractOp::create(nb, l, rowTotal, ValueRange{r}));
        // std::upper_bound over a non-decreasing CDF: the entries <= u.
        auto countLoop = scf::ForOp::create(
            nb, l, zero, classes, one,
            ValueRange{arith::ConstantIndexOp::create(nb, l, 0)},
            [&](OpBuilder &cb, Location cl, Value c, ValueRange n) {
              Value entry =
                  tensor::ExtractOp::create(cb, cl, rowCdf, ValueRange{r, c});
              Value below = arith::CmpFOp::create(
                  cb, cl, arith::CmpFPredicate::OLE, entry, toFind);
              Value next = arith::AddIOp::create(
                  cb, cl, n[0],
                  arith::IndexCastOp::create(
                      cb, cl, cb.getIndexType(),
                      arith::ExtUIOp::create(cb, cl, cb.getI64Type(), below)));
              scf::YieldOp::create(cb, cl, ValueRange{next});
            });
        return arith::IndexCastOp::create(nb, l, output,
                                          countLoop.getResult(0));
      });
}

void Legalizer::registerRandomHandlers() {
  struct Kind {
    StringLiteral name;
    Distribution distribution;
  };

  // The element type of a random op's result, checked against what the
  // distribution draws.
  // The element type and sizes of a random op's result: the dtype checked
  // against what the distribution draws, the shape operand read.
  struct Draw {
    Type element;
    SmallVector<OpFoldResult> sizes;
  };
  auto drawOf = [this](Operation *op, Value shape,
                       Distribution distribution) -> FailureOr<Draw> {
    auto type = dyn_cast<TensorType>(op->getResult(0).getType());
    Type element = type ? type.getElementType() : Type();
    bool integral = distribution == Distribution::UniformInt ||
                    distribution == Distribution::FullInt;
    if (!element ||
        (integral ? !isRandomInt(element) : !isRandomFloat(element)))
      return error(op) << "draws " << op->getResult(0).getType()
                       << (integral ? ", where TaGrad takes int32 and int64"
                                    : ", where TaGrad takes half, bfloat16, "
                                      "float and double");
    FailureOr<SmallVector<OpFoldResult>> sizes =
        shapeOperandSizes(op, shape, element);
    if (failed(sizes))
      return failure();
    return Draw{element, *sizes};
  };

  // Stateful ops: the seed attributes, advanced by the op's earlier runs.
  for (Kind kind : {Kind{"RandomUniform", Distribution::Uniform},
                    Kind{"RandomStandardNormal", Distribution::Normal},
                    Kind{"TruncatedNormal", Distribution::TruncatedNormal},
                    Kind{"RandomUniformInt", Distribution::UniformInt}})
    handlers[kind.name] =
        [this, kind, drawOf](Operation *op, ArrayRef<Value> operands,
                             SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      FailureOr<Draw> draw = drawOf(op, operands[0], kind.distribution);
      if (failed(draw))
        return failure();
      Type element = draw->element;
      ArrayRef<OpFoldResult> sizes = draw->sizes;
      Value lo, range;
      if (kind.distribution == Distribution::UniformInt) {
        auto bounds = uniformIntBounds(op, operands[1], operands[2], element);
        if (failed(bounds))
          return failure();
        std::tie(lo, range) = *bounds;
      }
      GeneratorRun run = beginGeneratorRun(op);
      results.push_back(fillRandom(loc, sizes, element, kind.distribution,
                                   run.stream, lo, range));
      endGeneratorRun(
          loc, run,
          arith::MulIOp::create(
              b, loc, elementCount(loc, sizes),
              arith::ConstantOp::create(
                  b, loc, b.getI64IntegerAttr(kReservedBlocksPerElement))));
      return success();
    };

  // Stateless ops: (shape, seed[, minval, maxval]) and (shape, key,
  // counter, alg[, minval, maxval]).
  auto stateless = [this, drawOf](Distribution distribution,
                                  bool keyCounter) -> Handler {
    return [=, this](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      FailureOr<Draw> draw = drawOf(op, operands[0], distribution);
      if (failed(draw))
        return failure();
      Type element = draw->element;
      ArrayRef<OpFoldResult> sizes = draw->sizes;
      philox::Stream base;
      if (keyCounter) {
        FailureOr<philox::Stream> stream =
            keyCounterStream(op, operands[1], operands[2], operands[3]);
        if (failed(stream))
          return failure();
        base = *stream;
      } else {
        auto seeds = seedPair(op, operands[1]);
        if (failed(seeds))
          return failure();
        base = philox::fromSeedPair(b, loc, seeds->first, seeds->second);
      }
      Value lo, range;
      if (distribution == Distribution::UniformInt) {
        unsigned first = keyCounter ? 4 : 2;
        auto bounds =
            uniformIntBounds(op, operands[first], operands[first + 1], element);
        if (failed(bounds))
          return failure();
        std::tie(lo, range) = *bounds;
      }
      results.push_back(
          fillRandom(loc, sizes, element, distribution, base, lo, range));
      return success();
    };
  };
  // Each V1 op has a V2 twin of the same distribution.
  for (Kind kind :
       {Kind{"StatelessRandomUniform", Distribution::Uniform},
        Kind{"StatelessRandomNormal", Distribution::Normal},
        Kind{"StatelessTruncatedNormal", Distribution::TruncatedNormal},
        Kind{"StatelessRandomUniformInt", Distribution::UniformInt},
        Kind{"StatelessRandomUniformFullInt", Distribution::FullInt}}) {
    handlers[kind.name] = stateless(kind.distribution, /*keyCounter=*/false);
    handlers[(kind.name + "V2").str()] =
        stateless(kind.distribution, /*keyCounter=*/true);
  }

  // tf.random.categorical: Multinomial from its seed attributes, advanced
  // by 256 blocks per word it reserves (two words per sample, the samples
  // of a row rounded up to 4, as TensorFlow's CPU kernel reserves them);
  // StatelessMultinomial from its seed pair.
  handlers["Multinomial"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    GeneratorRun run = beginGeneratorRun(op);
    FailureOr<Value> drawn =
        multinomial(op, operands[0], operands[1], run.stream);
    if (failed(drawn))
      return failure();
    // rows * ceil4(samples) * 2 words, 256 blocks each.
    Type i64 = b.getI64Type();
    Value rows = arith::IndexCastOp::create(
        b, loc, i64, b.createOrFold<tensor::DimOp>(loc, operands[0], 0));
    Value samples = signExtendToI64(b, loc, toScalar(loc, operands[1]));
    auto c = [&](int64_t v) {
      return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
    };
    Value ceil4 = arith::MulIOp::create(
        b, loc,
        arith::DivSIOp::create(
            b, loc, arith::AddIOp::create(b, loc, samples, c(3)), c(4)),
        c(4));
    endGeneratorRun(loc, run,
                    arith::MulIOp::create(
                        b, loc, arith::MulIOp::create(b, loc, rows, ceil4),
                        c(2 * kReservedBlocksPerElement)));
    results.push_back(*drawn);
    return success();
  };
  handlers["StatelessMultinomial"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    auto seeds = seedPair(op, operands[2]);
    if (failed(seeds))
      return failure();
    philox::Stream base =
        philox::fromSeedPair(b, op->getLoc(), seeds->first, seeds->second);
    return pushResult(results, multinomial(op, operands[0], operands[1], base));
  };

  // RandomShuffle (tf.random.shuffle): the rows of the input in the order
  // TensorFlow's kernel draws: positions 0 .. n-2 in turn each swapped with
  // one at or after it, i + word_i % (n - i), one 32-bit word per swap
  // from the op's generator, which a run advances by ceil((n - 1) / 4)
  // blocks (nothing when there is at most one row or element).
  handlers["RandomShuffle"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return error(op) << "needs a ranked input, got " << input.getType();
    if (type.getRank() == 0) {
      results.push_back(input);
      return success();
    }
    Type i64 = b.getI64Type(), i32 = b.getI32Type();
    auto c64 = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
    };
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    Value rows = arith::IndexCastOp::create(
        b, loc, i64, getValueOrCreateConstantIndexOp(b, loc, sizes[0]));
    Value elements = elementCount(loc, sizes);
    Value shuffled = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, rows, c64(1)),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, elements,
                              c64(1)));
    Value swaps = arith::SelectOp::create(
        b, loc, shuffled, arith::SubIOp::create(b, loc, rows, c64(1)), c64(0));
    GeneratorRun run = beginGeneratorRun(op);
    Value order = generate(
        loc, {sizes[0]}, i64, [&](OpBuilder &nb, Location nloc) -> Value {
          return arith::IndexCastOp::create(
              nb, nloc, nb.getI64Type(), linalg::IndexOp::create(nb, nloc, 0));
        });
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(loc, 0),
        arith::IndexCastOp::create(b, loc, b.getIndexType(), swaps),
        constantIndex(loc, 1), ValueRange{order},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange perm) {
          Value i64i = arith::IndexCastOp::create(nb, nloc, i64, i);
          Value word = philox::sequentialWord(nb, nloc, run.stream, i64i);
          Value left = arith::TruncIOp::create(
              nb, nloc, i32, arith::SubIOp::create(nb, nloc, rows, i64i));
          Value offset = arith::ExtUIOp::create(
              nb, nloc, i64, arith::RemUIOp::create(nb, nloc, word, left));
          Value j = arith::IndexCastOp::create(
              nb, nloc, nb.getIndexType(),
              arith::AddIOp::create(nb, nloc, i64i, offset));
          Value atI = tensor::ExtractOp::create(nb, nloc, perm[0], i);
          Value atJ = tensor::ExtractOp::create(nb, nloc, perm[0], j);
          Value swapped = tensor::InsertOp::create(nb, nloc, atJ, perm[0], i);
          swapped = tensor::InsertOp::create(nb, nloc, atI, swapped, j);
          scf::YieldOp::create(nb, nloc, swapped);
        });
    Value perm = loop.getResult(0);
    endGeneratorRun(
        loc, run,
        arith::DivUIOp::create(
            b, loc, arith::AddIOp::create(b, loc, swaps, c64(3)), c64(4)));
    int64_t rank = type.getRank();
    results.push_back(generate(
        loc, sizes, type.getElementType(),
        [&](OpBuilder &nb, Location nloc) -> Value {
          SmallVector<Value> at;
          for (int64_t d = 0; d < rank; ++d)
            at.push_back(linalg::IndexOp::create(nb, nloc, d));
          at[0] = arith::IndexCastOp::create(
              nb, nloc, nb.getIndexType(),
              tensor::ExtractOp::create(nb, nloc, perm, ValueRange{at[0]}));
          return tensor::ExtractOp::create(nb, nloc, input, at);
        }));
    return success();
  };

  // tf.random.Generator's step: the state variable ([counter, counter,
  // key] as int64) read, then its counter advanced by 256 blocks per
  // element to draw (TensorFlow's UpdateMemWithPhiloxRandom).
  handlers["RngReadAndSkip"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    Value state = slots[resources[*id].value];
    auto stateType = dyn_cast<RankedTensorType>(state.getType());
    if (!stateType || stateType.getRank() != 1 ||
        stateType.getDimSize(0) != 3 ||
        !stateType.getElementType().isSignlessInteger(64))
      return error(op) << "needs a Philox state variable of 3 int64, got "
                       << state.getType();
    for (auto [i, what] : {std::pair<unsigned, StringRef>{1, "alg"},
                           std::pair<unsigned, StringRef>{2, "delta"}}) {
      auto type = dyn_cast<RankedTensorType>(operands[i].getType());
      if (!type || type.getRank() != 0 || !type.getElementType().isInteger())
        return error(op) << "needs a 0-D integer " << what << ", got "
                         << operands[i].getType();
    }
    Value alg = toScalar(loc, operands[1]);
    auto isAlg = [&](int64_t v) {
      return arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, alg,
          arith::ConstantOp::create(b, loc,
                                    b.getIntegerAttr(alg.getType(), v)));
    };
    Value other = arith::XOrIOp::create(
        b, loc,
        arith::OrIOp::create(b, loc, isAlg(kAlgPhilox), isAlg(kAlgAutoSelect)),
        arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
    runtimeCheck(loc, other, "Unsupported algorithm id: {0}",
                 {signExtendToI64(b, loc, alg)});
    auto word = [&](int64_t i) -> Value {
      return tensor::ExtractOp::create(b, loc, state,
                                       ValueRange{constantIndex(loc, i)});
    };
    philox::Stream stream =
        philox::fromKeyAndCounter(b, loc, word(2), word(0), word(1));
    Value delta = signExtendToI64(b, loc, toScalar(loc, operands[2]));
    Value blocks = arith::MulIOp::create(
        b, loc, delta,
        arith::ConstantOp::create(
            b, loc, b.getI64IntegerAttr(kReservedBlocksPerElement)));
    std::array<Value, 3> next =
        philox::toKeyAndCounter(b, loc, philox::skip(b, loc, stream, blocks));
    Value updated = tensor::FromElementsOp::create(
        b, loc, stateType, ValueRange{next[1], next[2], next[0]});
    if (failed(assignVariable(op, updated, *id)))
      return failure();
    results.push_back(state);
    return success();
  };

  // A seed's key and counter, as the V2 ops take them.
  handlers["StatelessRandomGetKeyCounter"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto seeds = seedPair(op, operands[0]);
    if (failed(seeds))
      return failure();
    std::array<Value, 3> words = philox::toKeyAndCounter(
        b, loc, philox::fromSeedPair(b, loc, seeds->first, seeds->second));
    Type i64 = b.getI64Type();
    results.push_back(tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({1}, i64), ValueRange{words[0]}));
    results.push_back(
        tensor::FromElementsOp::create(b, loc, RankedTensorType::get({2}, i64),
                                       ValueRange{words[1], words[2]}));
    return success();
  };
  // The algorithm TensorFlow's CPU kernels pick: Philox.
  handlers["StatelessRandomGetAlg"] =
      [this](Operation *op, ArrayRef<Value>,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI32Type()),
                               b.getI32IntegerAttr(kAlgPhilox))));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
