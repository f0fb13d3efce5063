//===- Philox.h - TensorFlow's random numbers, as IR ------------*- C++ -*-===//
//
// TensorFlow's CPU kernels draw random numbers from Philox4x32-10 streams
// (tsl/lib/random/philox_random.h) and shape them by its distributions
// (random_distributions.h), each output group from its own block of the
// stream (FillPhiloxRandom). These builders emit the same arithmetic, so a
// seeded op gives TensorFlow's numbers bit for bit where the conversion is
// integer or exact (uniform floats, integers) and to a few ulps where it goes
// through log, sin and cos (normals).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CONVERSION_TFTOTAGRAD_PHILOX_H
#define TAGRAD_LIB_CONVERSION_TFTOTAGRAD_PHILOX_H

#include "mlir/IR/Builders.h"

#include <array>

namespace mlir::tagrad::philox {

/// A position in a Philox stream: four counter words and two key words
/// (i32 values).
struct Stream {
  std::array<Value, 4> counter;
  std::array<Value, 2> key;
};

/// The stream of a stateful op's `seed` and `seed2` attributes
/// (PhiloxRandom(seed, seed2)).
Stream fromSeedAttributes(OpBuilder &b, Location loc, uint64_t seed,
                          uint64_t seed2);
/// The stream of a stateless op's seed pair (two i64): GenerateKey's
/// scramble of the seeds by one Philox block.
Stream fromSeedPair(OpBuilder &b, Location loc, Value seed0, Value seed1);
/// The stream of the V2 ops' key (an i64) and counter (two i64).
Stream fromKeyAndCounter(OpBuilder &b, Location loc, Value key, Value counter0,
                         Value counter1);
/// A stream's key and counter as StatelessRandomGetKeyCounter writes them:
/// the key as one i64, the counter as two.
std::array<Value, 3> toKeyAndCounter(OpBuilder &b, Location loc,
                                     const Stream &s);

/// `s` advanced by `blocks` blocks of four words (an i64): PhiloxRandom::Skip.
Stream skip(OpBuilder &b, Location loc, const Stream &s, Value blocks);

/// How TensorFlow shapes words into numbers (random_distributions.h).
enum class Distribution {
  Uniform,         // [0, 1) floats
  Normal,          // Box-Muller
  TruncatedNormal, // Box-Muller, |x| < 2 kept (a variable number of words)
  UniformInt,      // lo + (bits mod range)
  FullInt,         // the bits
};

/// How many elements one output group holds (kResultElementCount): four of
/// 32-bit and smaller types, two of 64-bit types.
int64_t groupSize(Type element);
/// How many blocks each output group's stream is apart: one, or the 256
/// words per element a variable-sample distribution reserves.
int64_t blocksPerGroup(Distribution distribution, Type element);

/// What the element at flat index `index` (an i64) of a tensor filled from
/// `base` is: its group's stream, then TensorFlow's conversion of the
/// group's words. `lo` and `range` (of the element type) are UniformInt's.
Value element(OpBuilder &b, Location loc, Distribution distribution,
              Type element, const Stream &base, Value index, Value lo = {},
              Value range = {});

/// The `index`-th 32-bit word (an i64 index) of `base`, as
/// SingleSampleAdapter hands them out one by one (RandomShuffle's samples).
Value sequentialWord(OpBuilder &b, Location loc, const Stream &base,
                     Value index);

/// The `pair`-th double (an i64 index) SimplePhilox::RandDouble draws from
/// `base` word by word: Uint64ToDouble of words 2 * pair and 2 * pair + 1
/// (Multinomial's samples).
Value sequentialDouble(OpBuilder &b, Location loc, const Stream &base,
                       Value pair);

/// The `pair`-th 64-bit word (an i64 index) SimplePhilox::Rand64 draws from
/// `base` word by word: word 2 * pair low, word 2 * pair + 1 high
/// (UniformCandidateSampler's samples).
Value sequentialUint64(OpBuilder &b, Location loc, const Stream &base,
                       Value pair);

} // namespace mlir::tagrad::philox

#endif // TAGRAD_LIB_CONVERSION_TFTOTAGRAD_PHILOX_H
