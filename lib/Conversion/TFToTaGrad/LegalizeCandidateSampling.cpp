//===- LegalizeCandidateSampling.cpp - Sampled losses' candidates ---------===//
//
// tf.nn.nce_loss and tf.nn.sampled_softmax_loss draw their negative classes
// with LogUniformCandidateSampler (or, with sampled_values from
// tf.random.uniform_candidate_sampler, UniformCandidateSampler) and
// (sampled softmax) mask the draws that hit a true class with
// ComputeAccidentalHits. The samplers draw as TensorFlow's CPU kernel does
// (range_sampler.cc): two SimplePhilox words per try from the op's generator
// (a double for the log-uniform one, Uniform64 for the uniform one),
// rejection of repeats when `unique`, and expected counts in float from the
// number of tries; each run reserves 2048 words per sampled class, as
// GuardedPhiloxRandom::ReserveSamples32 advances the op's stream.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {
namespace {

/// Words the kernel reserves per sampled class, and words per block.
constexpr int64_t kReservedWordsPerSample = 2048;
constexpr int64_t kWordsPerBlock = 4;

int64_t intAttr(Operation *op, StringRef name, int64_t otherwise) {
  auto attr = op->getAttrOfType<IntegerAttr>(name);
  return attr ? attr.getValue().getSExtValue() : otherwise;
}

} // namespace

void Legalizer::registerCandidateSamplingHandlers() {
  // LogUniformCandidateSampler(true_classes [batch, num_true] int64):
  // num_sampled classes of [0, range_max) drawn as exp(u * log(range + 1))
  // - 1, and each class's expected count in the draw. UniformCandidateSampler:
  // drawn as Rand64() % range_max, each class with probability 1 / range.
  auto sampler = [this](bool logUniform, Operation *op,
                        ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    int64_t numTrue = intAttr(op, "num_true", 1);
    int64_t numSampled = intAttr(op, "num_sampled", 0);
    int64_t range = intAttr(op, "range_max", 0);
    bool unique = boolAttr(op, "unique", false);
    if (range <= 0)
      return error(op) << "range_max must be positive";
    if (numSampled < 0 || numTrue < 0)
      return error(op) << "needs num_sampled and num_true of at least 0";
    Value trueClasses = toTensor(loc, operands[0]);
    auto type = dyn_cast<RankedTensorType>(trueClasses.getType());
    if (!type || !type.getElementType().isSignlessInteger(64))
      return error(op) << "needs int64 true_classes, got "
                       << trueClasses.getType();
    if (type.getRank() != 2)
      return error(op) << "true_classes must be a matrix";
    Type i64 = b.getI64Type(), f32 = b.getF32Type(), f64 = b.getF64Type();
    auto i64c = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
    };
    Value columns = dimAsI64(b, loc, trueClasses, 1);
    runtimeCheck(loc,
                 arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                       columns, i64c(numTrue)),
                 "true_classes must have num_true columns, expected: {0} "
                 "was: {1}",
                 {columns, i64c(numTrue)});
    if (unique)
      runtimeCheck(
          loc,
          arith::ConstantOp::create(b, loc, b.getBoolAttr(numSampled > range)),
          "Sampler's range is too small.");
    // Every true class within the range.
    Value rows = b.createOrFold<tensor::DimOp>(loc, trueClasses, 0);
    {
      auto outer = scf::ForOp::create(b, loc, constantIndex(loc, 0), rows,
                                      constantIndex(loc, 1));
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(outer.getBody()->getTerminator());
      auto inner =
          scf::ForOp::create(b, loc, constantIndex(loc, 0),
                             b.createOrFold<tensor::DimOp>(loc, trueClasses, 1),
                             constantIndex(loc, 1));
      b.setInsertionPoint(inner.getBody()->getTerminator());
      Value c = tensor::ExtractOp::create(
          b, loc, trueClasses,
          ValueRange{outer.getInductionVar(), inner.getInductionVar()});
      Value outside = arith::OrIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, c, i64c(0)),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, c,
                                i64c(range)));
      runtimeCheck(loc, outside,
                   "`true_candidate` out of range [0, {0}), received {1}",
                   {i64c(range), c});
    }

    GeneratorRun run = beginGeneratorRun(op);
    double logRange = std::log1p(static_cast<double>(range));
    Value logRangeValue =
        arith::ConstantOp::create(b, loc, b.getF64FloatAttr(logRange));
    // Sample: the `tries`-th double, exp(u * log_range) - 1 as int64, mod
    // range; or the `tries`-th 64-bit word, mod range (unsigned).
    auto sample = [&](OpBuilder &nb, Location nloc, Value tries) -> Value {
      if (!logUniform)
        return arith::RemUIOp::create(
            nb, nloc, philox::sequentialUint64(nb, nloc, run.stream, tries),
            arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(range)));
      Value u = philox::sequentialDouble(nb, nloc, run.stream, tries);
      Value e = math::ExpOp::create(
          nb, nloc, arith::MulFOp::create(nb, nloc, u, logRangeValue));
      Value value = arith::SubIOp::create(
          nb, nloc, arith::FPToSIOp::create(nb, nloc, i64, e),
          arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(1)));
      return arith::RemSIOp::create(
          nb, nloc, value,
          arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(range)));
    };
    auto sampledType = RankedTensorType::get({numSampled}, i64);
    Value empty = tensor::EmptyOp::create(b, loc, sampledType.getShape(), i64);
    Value sampled, tries;
    Value zeroI = constantIndex(loc, 0), oneI = constantIndex(loc, 1);
    if (!unique) {
      auto loop = scf::ForOp::create(
          b, loc, zeroI, constantIndex(loc, numSampled), oneI,
          ValueRange{empty},
          [&](OpBuilder &nb, Location nloc, Value i, ValueRange args) {
            Value t = arith::IndexCastOp::create(nb, nloc, i64, i);
            Value v = sample(nb, nloc, t);
            scf::YieldOp::create(
                nb, nloc,
                tensor::InsertOp::create(nb, nloc, v, args[0], ValueRange{i})
                    .getResult());
          });
      sampled = loop.getResult(0);
      tries = i64c(numSampled);
    } else {
      // Draw until num_sampled distinct classes are picked; a repeat is a
      // try too. (Past a failed range check, at most range_max: the call
      // has failed, and the loop still ends.)
      int64_t target = std::min(numSampled, range);
      SmallVector<Type> types = {i64, i64, sampledType};
      auto loop = scf::WhileOp::create(
          b, loc, types, ValueRange{i64c(0), i64c(0), empty},
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value more = arith::CmpIOp::create(
                nb, nloc, arith::CmpIPredicate::slt, args[0],
                arith::ConstantOp::create(nb, nloc,
                                          nb.getI64IntegerAttr(target)));
            scf::ConditionOp::create(nb, nloc, more, args);
          },
          [&](OpBuilder &nb, Location nloc, ValueRange args) {
            Value picked = args[0], t = args[1], batch = args[2];
            Value v = sample(nb, nloc, t);
            Value count =
                arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), picked);
            auto search = scf::ForOp::create(
                nb, nloc, arith::ConstantIndexOp::create(nb, nloc, 0), count,
                arith::ConstantIndexOp::create(nb, nloc, 1),
                ValueRange{
                    arith::ConstantOp::create(nb, nloc, nb.getBoolAttr(false))},
                [&](OpBuilder &sb, Location sloc, Value k, ValueRange seen) {
                  Value other =
                      tensor::ExtractOp::create(sb, sloc, batch, ValueRange{k});
                  Value same = arith::CmpIOp::create(
                      sb, sloc, arith::CmpIPredicate::eq, other, v);
                  scf::YieldOp::create(
                      sb, sloc,
                      arith::OrIOp::create(sb, sloc, seen[0], same)
                          .getResult());
                });
            Value repeat = search.getResult(0);
            auto keep =
                scf::IfOp::create(nb, nloc, TypeRange{i64, sampledType}, repeat,
                                  /*withElseRegion=*/true);
            {
              OpBuilder::InsertionGuard guard(nb);
              nb.setInsertionPointToStart(keep.thenBlock());
              scf::YieldOp::create(nb, nloc, ValueRange{picked, batch});
              nb.setInsertionPointToStart(keep.elseBlock());
              Value grown = tensor::InsertOp::create(nb, nloc, v, batch,
                                                     ValueRange{count});
              Value next = arith::AddIOp::create(
                  nb, nloc, picked,
                  arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(1)));
              scf::YieldOp::create(nb, nloc, ValueRange{next, grown});
            }
            Value nextTries = arith::AddIOp::create(
                nb, nloc, t,
                arith::ConstantOp::create(nb, nloc, nb.getI64IntegerAttr(1)));
            scf::YieldOp::create(
                nb, nloc,
                ValueRange{keep.getResult(0), nextTries, keep.getResult(1)});
          });
      sampled = loop.getResult(2);
      tries = loop.getResult(1);
    }
    endGeneratorRun(
        loc, run, i64c(numSampled * kReservedWordsPerSample / kWordsPerBlock));

    // Expected count of a class: p * num_sampled when every try was kept,
    // else 1 - (1 - p)^tries, in float as the kernel computes them.
    Value triesF = arith::SIToFPOp::create(b, loc, f32, tries);
    Value allKept = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          tries, i64c(numSampled));
    auto expectedCount = [&](OpBuilder &nb, Location nloc, Value cls) {
      Value p;
      if (logUniform) {
        Value c = arith::SIToFPOp::create(nb, nloc, f64, cls);
        auto f64c = [&](double v) -> Value {
          return arith::ConstantOp::create(nb, nloc, nb.getF64FloatAttr(v));
        };
        Value ratio = arith::DivFOp::create(
            nb, nloc, arith::AddFOp::create(nb, nloc, c, f64c(2.0)),
            arith::AddFOp::create(nb, nloc, c, f64c(1.0)));
        p = arith::TruncFOp::create(
            nb, nloc, f32,
            arith::DivFOp::create(
                nb, nloc, math::LogOp::create(nb, nloc, ratio), logRangeValue));
      } else {
        p = arith::ConstantOp::create(
            nb, nloc,
            nb.getF32FloatAttr(static_cast<float>(1.0 / double(range))));
      }
      Value scaled = arith::MulFOp::create(
          nb, nloc, p,
          arith::ConstantOp::create(
              nb, nloc, nb.getF32FloatAttr(static_cast<float>(numSampled))));
      Value atLeastOnce = arith::NegFOp::create(
          nb, nloc,
          math::ExpM1Op::create(
              nb, nloc,
              arith::MulFOp::create(
                  nb, nloc, triesF,
                  math::Log1pOp::create(nb, nloc,
                                        arith::NegFOp::create(nb, nloc, p)))));
      return arith::SelectOp::create(nb, nloc, allKept, scaled, atLeastOnce)
          .getResult();
    };
    SmallVector<OpFoldResult> trueSizes = sizesOf(loc, trueClasses);
    Value trueCounts =
        generate(loc, trueSizes, f32, [&](OpBuilder &nb, Location nloc) {
          Value cls = tensor::ExtractOp::create(
              nb, nloc, trueClasses,
              ValueRange{linalg::IndexOp::create(nb, nloc, 0),
                         linalg::IndexOp::create(nb, nloc, 1)});
          return expectedCount(nb, nloc, cls);
        });
    Value sampledCounts =
        generate(loc, {b.getIndexAttr(numSampled)}, f32,
                 [&](OpBuilder &nb, Location nloc) {
                   Value cls = tensor::ExtractOp::create(
                       nb, nloc, sampled,
                       ValueRange{linalg::IndexOp::create(nb, nloc, 0)});
                   return expectedCount(nb, nloc, cls);
                 });
    results.push_back(sampled);
    results.push_back(trueCounts);
    results.push_back(sampledCounts);
    return success();
  };
  handlers["LogUniformCandidateSampler"] =
      [sampler](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) {
        return sampler(/*logUniform=*/true, op, operands, results);
      };
  handlers["UniformCandidateSampler"] =
      [sampler](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) {
        return sampler(/*logUniform=*/false, op, operands, results);
      };

  // ComputeAccidentalHits(true_classes [batch, num_true], sampled [n]):
  // for each true class, in row order, that was also sampled: its row, the
  // (last) position it was sampled at and -FLT_MAX.
  handlers["ComputeAccidentalHits"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    int64_t numTrue = intAttr(op, "num_true", 1);
    Value trueClasses = toTensor(loc, operands[0]);
    Value sampled = toTensor(loc, operands[1]);
    auto trueType = dyn_cast<RankedTensorType>(trueClasses.getType());
    auto sampledType = dyn_cast<RankedTensorType>(sampled.getType());
    if (!trueType || !sampledType ||
        !trueType.getElementType().isSignlessInteger(64) ||
        !sampledType.getElementType().isSignlessInteger(64))
      return error(op) << "needs int64 true_classes and sampled_candidates";
    if (trueType.getRank() != 2 ||
        (!trueType.isDynamicDim(1) && trueType.getDimSize(1) != numTrue))
      return error(op)
             << "true_candidates must be a batch_size * num_true matrix";
    if (sampledType.getRank() != 1)
      return error(op) << "sampled_candidates must be a vector, which is "
                          "typically an output from CandidateSampler";
    Type i32 = b.getI32Type(), i64 = b.getI64Type();
    Value columns = dimAsI64(b, loc, trueClasses, 1);
    runtimeCheck(
        loc,
        arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ne, columns,
            arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(numTrue))),
        "true_candidates must be a batch_size * num_true matrix");
    Value rows = b.createOrFold<tensor::DimOp>(loc, trueClasses, 0);
    Value cols = b.createOrFold<tensor::DimOp>(loc, trueClasses, 1);
    Value n = b.createOrFold<tensor::DimOp>(loc, sampled, 0);
    Value total = b.createOrFold<arith::MulIOp>(loc, rows, cols);
    Value zero = constantIndex(loc, 0), one = constantIndex(loc, 1);
    // At most one hit per true class: the hits fill the front of buffers
    // of batch * num_true entries.
    Value rowsOut =
        tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{total}, i32);
    Value idsOut =
        tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{total}, i64);
    auto loop = scf::ForOp::create(
        b, loc, zero, total, one, ValueRange{zero, rowsOut, idsOut},
        [&](OpBuilder &nb, Location nloc, Value flat, ValueRange args) {
          Value row = arith::DivUIOp::create(nb, nloc, flat, cols);
          Value col = arith::RemUIOp::create(nb, nloc, flat, cols);
          Value cls = tensor::ExtractOp::create(nb, nloc, trueClasses,
                                                ValueRange{row, col});
          Value none = arith::ConstantIndexOp::create(nb, nloc, -1);
          auto search = scf::ForOp::create(
              nb, nloc, arith::ConstantIndexOp::create(nb, nloc, 0), n,
              arith::ConstantIndexOp::create(nb, nloc, 1), ValueRange{none},
              [&](OpBuilder &sb, Location sloc, Value k, ValueRange last) {
                Value same = arith::CmpIOp::create(
                    sb, sloc, arith::CmpIPredicate::eq,
                    tensor::ExtractOp::create(sb, sloc, sampled, ValueRange{k}),
                    cls);
                scf::YieldOp::create(
                    sb, sloc,
                    arith::SelectOp::create(sb, sloc, same, k, last[0])
                        .getResult());
              });
          Value at = search.getResult(0);
          Value hit = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::sge, at,
              arith::ConstantIndexOp::create(nb, nloc, 0));
          auto append = scf::IfOp::create(nb, nloc, TypeRange(args), hit,
                                          /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard guard(nb);
            nb.setInsertionPointToStart(append.thenBlock());
            Value count = args[0];
            Value r = tensor::InsertOp::create(
                nb, nloc, arith::IndexCastOp::create(nb, nloc, i32, row),
                args[1], ValueRange{count});
            Value id = tensor::InsertOp::create(
                nb, nloc, arith::IndexCastOp::create(nb, nloc, i64, at),
                args[2], ValueRange{count});
            scf::YieldOp::create(
                nb, nloc,
                ValueRange{arith::AddIOp::create(
                               nb, nloc, count,
                               arith::ConstantIndexOp::create(nb, nloc, 1)),
                           r, id});
            nb.setInsertionPointToStart(append.elseBlock());
            scf::YieldOp::create(nb, nloc, args);
          }
          scf::YieldOp::create(nb, nloc, append.getResults());
        });
    Value hits = loop.getResult(0);
    results.push_back(leadingElements(loc, loop.getResult(1), hits));
    results.push_back(leadingElements(loc, loop.getResult(2), hits));
    results.push_back(fill(
        loc, {hits},
        arith::ConstantOp::create(
            b, loc, b.getF32FloatAttr(-std::numeric_limits<float>::max()))));
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
