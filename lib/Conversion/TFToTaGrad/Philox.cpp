//===- Philox.cpp - TensorFlow's random numbers, as IR --------------------===//

#include "Philox.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace mlir::tagrad::philox {
namespace {

// Philox4x32's round constants (Salmon et al., as TensorFlow takes them).
constexpr uint32_t kKeyIncrement0 = 0x9E3779B9;
constexpr uint32_t kKeyIncrement1 = 0xBB67AE85;
constexpr uint32_t kMultiplier0 = 0xD2511F53;
constexpr uint32_t kMultiplier1 = 0xCD9E8D57;
constexpr int kRounds = 10;
// GenerateKey's fixed key for scrambling a stateless op's seeds.
constexpr uint32_t kScrambleKey0 = 0x3ec8f720;
constexpr uint32_t kScrambleKey1 = 0x02461e29;
// Words a variable-sample distribution reserves per element
// (FillPhiloxRandomTask's kReservedSamplesPerOutput).
constexpr int64_t kReservedWordsPerElement = 256;
// Box-Muller's floor for the uniform it takes the logarithm of.
constexpr double kBoxMullerEpsilon = 1.0e-7;
// TruncatedNormalDistribution's bound: |x| < 2 is kept.
constexpr double kTruncation = 2.0;

Value i32(OpBuilder &b, Location loc, uint32_t v) {
  return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
}
Value i64(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
}
Value floatConst(OpBuilder &b, Location loc, Type type, double v) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, v));
}

std::pair<Value, Value> split(OpBuilder &b, Location loc, Value word64) {
  Type i32Type = b.getI32Type();
  Value lo = arith::TruncIOp::create(b, loc, i32Type, word64);
  Value hi = arith::TruncIOp::create(
      b, loc, i32Type, arith::ShRUIOp::create(b, loc, word64, i64(b, loc, 32)));
  return {lo, hi};
}

Value join(OpBuilder &b, Location loc, Value lo, Value hi) {
  Type i64Type = b.getI64Type();
  Value wideLo = arith::ExtUIOp::create(b, loc, i64Type, lo);
  Value wideHi = arith::ExtUIOp::create(b, loc, i64Type, hi);
  return arith::OrIOp::create(
      b, loc, wideLo, arith::ShLIOp::create(b, loc, wideHi, i64(b, loc, 32)));
}

/// The four words of the block at the stream's counter.
std::array<Value, 4> block(OpBuilder &b, Location loc, const Stream &s) {
  std::array<Value, 4> c = s.counter;
  std::array<Value, 2> k = s.key;
  Value m0 = i32(b, loc, kMultiplier0), m1 = i32(b, loc, kMultiplier1);
  Value inc0 = i32(b, loc, kKeyIncrement0), inc1 = i32(b, loc, kKeyIncrement1);
  for (int round = 0; round < kRounds; ++round) {
    if (round > 0) {
      k[0] = arith::AddIOp::create(b, loc, k[0], inc0);
      k[1] = arith::AddIOp::create(b, loc, k[1], inc1);
    }
    auto p0 = arith::MulUIExtendedOp::create(b, loc, m0, c[0]);
    auto p1 = arith::MulUIExtendedOp::create(b, loc, m1, c[2]);
    Value x0 = arith::XOrIOp::create(
        b, loc, arith::XOrIOp::create(b, loc, p1.getHigh(), c[1]), k[0]);
    Value x2 = arith::XOrIOp::create(
        b, loc, arith::XOrIOp::create(b, loc, p0.getHigh(), c[3]), k[1]);
    c = {x0, p1.getLow(), x2, p0.getLow()};
  }
  return c;
}

/// words[lane] for a run-time lane (an i64 below words.size()).
Value pick(OpBuilder &b, Location loc, ArrayRef<Value> words, Value lane) {
  Value result = words[0];
  for (auto [i, word] : llvm::enumerate(words.drop_front())) {
    Value here = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                       i64(b, loc, i + 1));
    result = arith::SelectOp::create(b, loc, here, word, result);
  }
  return result;
}

/// A float of `type` in [1, 2) whose mantissa is the low bits of `bits`
/// (an integer as wide as the type), minus one: TensorFlow's Uint32ToFloat,
/// Uint64ToDouble, Uint16ToHalf and Uint16ToGfloat16.
Value unitFloat(OpBuilder &b, Location loc, FloatType type, Value bits) {
  unsigned width = type.getWidth();
  unsigned mantissa = type.getFPMantissaWidth() - 1;
  APInt one = APFloat::getOne(type.getFloatSemantics()).bitcastToAPInt();
  auto intType = b.getIntegerType(width);
  Value mask = arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(intType, APInt::getLowBitsSet(width, mantissa)));
  Value exponent =
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(intType, one));
  Value word = arith::OrIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, mask), exponent);
  Value inOneTwo = arith::BitcastOp::create(b, loc, type, word);
  return arith::SubFOp::create(b, loc, inOneTwo, floatConst(b, loc, type, 1.0));
}

/// Box-Muller of two uniforms of `type` (f32 or f64): BoxMullerFloat and
/// BoxMullerDouble, with their floor on the first uniform. The float
/// version rounds 2*pi*u to f32 after computing it in double, as the C++
/// expression `2.0f * M_PI * u` does.
std::pair<Value, Value> boxMuller(OpBuilder &b, Location loc, FloatType type,
                                  Value u1, Value u2) {
  Value floor = floatConst(b, loc, type, kBoxMullerEpsilon);
  Value below =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, u1, floor);
  u1 = arith::SelectOp::create(b, loc, below, floor, u1);
  Value angle;
  if (type.isF32()) {
    Value wide = arith::ExtFOp::create(b, loc, b.getF64Type(), u2);
    angle = arith::TruncFOp::create(
        b, loc, type,
        arith::MulFOp::create(
            b, loc, floatConst(b, loc, b.getF64Type(), 2 * llvm::numbers::pi),
            wide));
  } else {
    angle = arith::MulFOp::create(
        b, loc, floatConst(b, loc, type, 2 * llvm::numbers::pi), u2);
  }
  Value radius = math::SqrtOp::create(
      b, loc,
      arith::MulFOp::create(b, loc, floatConst(b, loc, type, -2.0),
                            math::LogOp::create(b, loc, u1)));
  return {
      arith::MulFOp::create(b, loc, math::SinOp::create(b, loc, angle), radius),
      arith::MulFOp::create(b, loc, math::CosOp::create(b, loc, angle),
                            radius)};
}

/// The normals one block gives, in TensorFlow's order: two pairs of f32
/// from pairs of words, or one pair of f64 from all four.
SmallVector<Value> blockNormals(OpBuilder &b, Location loc, FloatType type,
                                ArrayRef<Value> words) {
  if (type.isF64()) {
    Value u1 = unitFloat(b, loc, type, join(b, loc, words[1], words[0]));
    Value u2 = unitFloat(b, loc, type, join(b, loc, words[3], words[2]));
    auto [d0, d1] = boxMuller(b, loc, type, u1, u2);
    return {d0, d1};
  }
  SmallVector<Value> normals;
  for (int pair = 0; pair < 2; ++pair) {
    Value u1 = unitFloat(b, loc, type, words[2 * pair]);
    Value u2 = unitFloat(b, loc, type, words[2 * pair + 1]);
    auto [f0, f1] = boxMuller(b, loc, type, u1, u2);
    normals.push_back(f0);
    normals.push_back(f1);
  }
  return normals;
}

/// The 64 bits of element `lane` of a group of two: words 2*lane (low) and
/// 2*lane + 1 (high).
Value pick64(OpBuilder &b, Location loc, ArrayRef<Value> words, Value lane) {
  Value twice = arith::ShLIOp::create(b, loc, lane, i64(b, loc, 1));
  Value lo = pick(b, loc, words, twice);
  Value hi =
      pick(b, loc, words, arith::AddIOp::create(b, loc, twice, i64(b, loc, 1)));
  return join(b, loc, lo, hi);
}

/// The type TensorFlow computes normals of `element` in: double for double,
/// float for the rest.
FloatType computeType(OpBuilder &b, Type element) {
  return element.isF64() ? FloatType(b.getF64Type()) : b.getF32Type();
}

Value castTo(OpBuilder &b, Location loc, Value v, Type element) {
  if (v.getType() == element)
    return v;
  return arith::TruncFOp::create(b, loc, element, v);
}

/// TruncatedNormalDistribution over a SingleSampleAdapter: the group draws
/// blocks from `group` in order and keeps the normals with |x| < 2 until
/// it has a full group; element `lane` is the lane-th kept.
Value truncatedNormal(OpBuilder &b, Location loc, Type element,
                      const Stream &group, Value lane) {
  FloatType type = computeType(b, element);
  Value zero64 = i64(b, loc, 0);
  SmallVector<Value> inits = {zero64, zero64, floatConst(b, loc, type, 0.0)};
  SmallVector<Type> types = {b.getI64Type(), b.getI64Type(), type};
  auto loop = scf::WhileOp::create(
      b, loc, types, inits,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        // Loop until the lane-th normal is kept.
        Value pending = arith::CmpIOp::create(
            nb, nloc, arith::CmpIPredicate::ule, args[1], lane);
        scf::ConditionOp::create(nb, nloc, pending, args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value blockIndex = args[0], kept = args[1], result = args[2];
        std::array<Value, 4> words =
            block(nb, nloc, skip(nb, nloc, group, blockIndex));
        Value bound = floatConst(nb, nloc, type, kTruncation);
        for (Value normal : blockNormals(nb, nloc, type, words)) {
          Value inside = arith::CmpFOp::create(
              nb, nloc, arith::CmpFPredicate::OLT,
              math::AbsFOp::create(nb, nloc, normal), bound);
          Value isLane = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::eq, kept, lane);
          result = arith::SelectOp::create(
              nb, nloc, arith::AndIOp::create(nb, nloc, inside, isLane), normal,
              result);
          kept = arith::AddIOp::create(
              nb, nloc, kept,
              arith::ExtUIOp::create(nb, nloc, nb.getI64Type(), inside));
        }
        scf::YieldOp::create(
            nb, nloc,
            ValueRange{
                arith::AddIOp::create(nb, nloc, blockIndex, i64(nb, nloc, 1)),
                kept, result});
      });
  return castTo(b, loc, loop.getResult(2), element);
}

} // namespace

Stream fromSeedAttributes(OpBuilder &b, Location loc, uint64_t seed,
                          uint64_t seed2) {
  return Stream{{i32(b, loc, 0), i32(b, loc, 0), i32(b, loc, seed2),
                 i32(b, loc, seed2 >> 32)},
                {i32(b, loc, seed), i32(b, loc, seed >> 32)}};
}

Stream fromSeedPair(OpBuilder &b, Location loc, Value seed0, Value seed1) {
  auto [s0lo, s0hi] = split(b, loc, seed0);
  auto [s1lo, s1hi] = split(b, loc, seed1);
  Stream scramble{{s0lo, s0hi, s1lo, s1hi},
                  {i32(b, loc, kScrambleKey0), i32(b, loc, kScrambleKey1)}};
  std::array<Value, 4> mix = block(b, loc, scramble);
  Value zero = i32(b, loc, 0);
  return Stream{{zero, zero, mix[2], mix[3]}, {mix[0], mix[1]}};
}

Stream fromKeyAndCounter(OpBuilder &b, Location loc, Value key, Value counter0,
                         Value counter1) {
  auto [k0, k1] = split(b, loc, key);
  auto [c0, c1] = split(b, loc, counter0);
  auto [c2, c3] = split(b, loc, counter1);
  return Stream{{c0, c1, c2, c3}, {k0, k1}};
}

std::array<Value, 3> toKeyAndCounter(OpBuilder &b, Location loc,
                                     const Stream &s) {
  return {join(b, loc, s.key[0], s.key[1]),
          join(b, loc, s.counter[0], s.counter[1]),
          join(b, loc, s.counter[2], s.counter[3])};
}

Stream skip(OpBuilder &b, Location loc, const Stream &s, Value blocks) {
  // PhiloxRandom::Skip, carry for carry.
  auto [countLo, countHi] = split(b, loc, blocks);
  auto carryOf = [&](Value sum, Value addend) {
    Value carried =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, sum, addend);
    return arith::ExtUIOp::create(b, loc, b.getI32Type(), carried);
  };
  Stream r = s;
  r.counter[0] = arith::AddIOp::create(b, loc, s.counter[0], countLo);
  countHi =
      arith::AddIOp::create(b, loc, countHi, carryOf(r.counter[0], countLo));
  r.counter[1] = arith::AddIOp::create(b, loc, s.counter[1], countHi);
  Value carry1 = carryOf(r.counter[1], countHi);
  r.counter[2] = arith::AddIOp::create(b, loc, s.counter[2], carry1);
  Value wrapped = arith::AndIOp::create(
      b, loc, carry1,
      arith::ExtUIOp::create(
          b, loc, b.getI32Type(),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, r.counter[2],
                                i32(b, loc, 0))));
  r.counter[3] = arith::AddIOp::create(b, loc, s.counter[3], wrapped);
  return r;
}

int64_t groupSize(Type element) {
  return element.getIntOrFloatBitWidth() == 64 ? 2 : 4;
}

int64_t blocksPerGroup(Distribution distribution, Type element) {
  if (distribution != Distribution::TruncatedNormal)
    return 1;
  return groupSize(element) * kReservedWordsPerElement / 4;
}

Value element(OpBuilder &b, Location loc, Distribution distribution,
              Type element, const Stream &base, Value index, Value lo,
              Value range) {
  Value size = i64(b, loc, groupSize(element));
  Value group = arith::DivUIOp::create(b, loc, index, size);
  Value lane = arith::RemUIOp::create(b, loc, index, size);
  Stream start = skip(
      b, loc, base,
      arith::MulIOp::create(
          b, loc, group, i64(b, loc, blocksPerGroup(distribution, element))));
  if (distribution == Distribution::TruncatedNormal)
    return truncatedNormal(b, loc, element, start, lane);

  std::array<Value, 4> words = block(b, loc, start);
  bool wide = element.getIntOrFloatBitWidth() == 64;
  switch (distribution) {
  case Distribution::Uniform: {
    auto type = cast<FloatType>(element);
    if (wide) {
      // Uint64ToDouble takes the high mantissa bits from the first word.
      Value twice = arith::ShLIOp::create(b, loc, lane, i64(b, loc, 1));
      Value hi = pick(b, loc, words, twice);
      Value lo = pick(b, loc, words,
                      arith::AddIOp::create(b, loc, twice, i64(b, loc, 1)));
      return unitFloat(b, loc, type, join(b, loc, lo, hi));
    }
    Value word = pick(b, loc, words, lane);
    if (type.getWidth() == 16)
      word = arith::TruncIOp::create(b, loc, b.getI16Type(), word);
    return unitFloat(b, loc, type, word);
  }
  case Distribution::Normal: {
    SmallVector<Value> normals =
        blockNormals(b, loc, computeType(b, element), words);
    return castTo(b, loc, pick(b, loc, normals, lane), element);
  }
  case Distribution::UniformInt:
  case Distribution::FullInt: {
    Value bits = wide ? pick64(b, loc, words, lane) : pick(b, loc, words, lane);
    if (distribution == Distribution::FullInt)
      return bits;
    return arith::AddIOp::create(b, loc, lo,
                                 arith::RemUIOp::create(b, loc, bits, range));
  }
  case Distribution::TruncatedNormal:
    break;
  }
  llvm_unreachable("every distribution is handled above");
}

Value sequentialWord(OpBuilder &b, Location loc, const Stream &base,
                     Value index) {
  Value blockIndex = arith::ShRUIOp::create(b, loc, index, i64(b, loc, 2));
  Value offset = arith::AndIOp::create(b, loc, index, i64(b, loc, 3));
  return pick(b, loc, block(b, loc, skip(b, loc, base, blockIndex)), offset);
}

/// Words 2p and 2p + 1 of the stream, which lie in one block: block 2p / 4,
/// from word 2p % 4.
static std::pair<Value, Value> sequentialPair(OpBuilder &b, Location loc,
                                              const Stream &base, Value pair) {
  Value word = arith::ShLIOp::create(b, loc, pair, i64(b, loc, 1));
  Value blockIndex = arith::ShRUIOp::create(b, loc, word, i64(b, loc, 2));
  Value offset = arith::AndIOp::create(b, loc, word, i64(b, loc, 3));
  std::array<Value, 4> words = block(b, loc, skip(b, loc, base, blockIndex));
  return {pick(b, loc, words, offset),
          pick(b, loc, words,
               arith::AddIOp::create(b, loc, offset, i64(b, loc, 1)))};
}

Value sequentialDouble(OpBuilder &b, Location loc, const Stream &base,
                       Value pair) {
  auto [high, low] = sequentialPair(b, loc, base, pair);
  return unitFloat(b, loc, b.getF64Type(), join(b, loc, low, high));
}

Value sequentialUint64(OpBuilder &b, Location loc, const Stream &base,
                       Value pair) {
  auto [low, high] = sequentialPair(b, loc, base, pair);
  return join(b, loc, low, high);
}

} // namespace mlir::tagrad::philox
