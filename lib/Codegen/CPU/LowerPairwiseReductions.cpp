//===- LowerPairwiseReductions.cpp - Sums whose error grows like log N ----===//
//
// -tagrad-lower-pairwise-reductions: a floating-point sum (or product)
// reduction linalg.generic on buffers becomes loops that combine partial
// results pairwise, where -convert-linalg-to-loops would keep one running
// accumulator (an error growing like N: a 32.8M-term f32 loss was off by
// 7.5e-2). The loops keep the generic's order, so memory is walked as
// before; only the accumulation changes:
//
// * each reduction loop is cut into blocks, and each block's partial result
//   (a scalar, or the slab of outputs the parallel loops inside it index) is
//   pushed into a binary-counter cascade: block j is combined with the
//   partials of the trailing one-bits of j, each the sum of as many blocks
//   as it (Higham's pairwise summation, done as blocks arrive);
// * the innermost reduction loop sums blocks of `leaf-block` terms in one
//   SSA accumulator with `fastmath<reassoc>` adds, which LLVM spreads over
//   vector lanes (any order of a block keeps its bound);
// * f16 / bf16 terms of a sum accumulate in f32 (TensorFlow's and XLA's
//   rule); products of f32 and narrower in f64.
//
// docs/Numerics.md derives the error bound and says how it is tested.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "tagrad-lower-pairwise-reductions"
#define LDBG() llvm::dbgs() << "[" DEBUG_TYPE "] "

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADLOWERPAIRWISEREDUCTIONS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;
using namespace mlir::tagrad;

namespace {

/// Depth of the cascade of a scalar partial: a counter of up to 2^64 blocks.
constexpr int64_t kScalarCascadeDepth = 64;

/// One output of the generic: `output (combiner) term`.
struct Reduction {
  Operation *combiner;
  Value term;
  /// The type partials accumulate in (f32 for f16 / bf16 sums, f64 for
  /// products of f32 and narrower, else the output's).
  Type accType;
};

/// Where partial results are combined into: per reduction a buffer, indexed
/// by the induction variables of its dims, in order.
struct Target {
  SmallVector<Value> buffers;
  SmallVector<SmallVector<unsigned>> dims;
};

/// A reduction loop that is cut into blocks: per reduction its partial (one
/// block's result over `slabDims`, the parallel loops inside it) and the
/// cascade of partials (`stacks`, one slab per level in front).
struct BlockedLoop {
  SmallVector<Value> partials;
  SmallVector<Value> stacks;
  SmallVector<unsigned> slabDims;
  Value blockIterations;
  Value numBlocks;
};

/// Emits the loops of one matched generic.
class ReductionEmitter {
public:
  ReductionEmitter(linalg::GenericOp op, SmallVector<Reduction> reductions,
                   OpBuilder &builder, int64_t leafBlock, int64_t minBlockTerms)
      : op(op), reductions(std::move(reductions)), b(builder), loc(op.getLoc()),
        leafBlock(leafBlock), minBlockTerms(minBlockTerms) {}

  void emit();

private:
  unsigned count() const { return reductions.size(); }
  Value constantIndex(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  bool isProduct(unsigned r) const {
    return isa<arith::MulFOp>(reductions[r].combiner);
  }
  Value identity(unsigned r) {
    return arith::ConstantOp::create(
        b, loc,
        b.getFloatAttr(reductions[r].accType, isProduct(r) ? 1.0 : 0.0));
  }
  Value combine(unsigned r, Value lhs, Value rhs, bool reassoc = false) {
    auto flags = arith::FastMathFlagsAttr::get(
        b.getContext(),
        reassoc ? arith::FastMathFlags::reassoc : arith::FastMathFlags::none);
    if (isProduct(r))
      return arith::MulFOp::create(b, loc, lhs, rhs, flags);
    return arith::AddFOp::create(b, loc, lhs, rhs, flags);
  }
  // f16 / bf16 go to and from an f64 accumulator through f32: the CPU
  // pipeline expands only bf16 <-> f32 conversions into integer operations
  // (-tagrad-cpu-extend-bf16), and f32 holds every f16 / bf16 value.
  Value toAccumulator(unsigned r, Value value) {
    Type accType = reductions[r].accType;
    if (value.getType() == accType)
      return value;
    if (value.getType().getIntOrFloatBitWidth() < 32 &&
        accType.getIntOrFloatBitWidth() > 32)
      value = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    return arith::ExtFOp::create(b, loc, accType, value);
  }
  Value fromAccumulator(Value value, Type type) {
    if (value.getType() == type)
      return value;
    if (type.getIntOrFloatBitWidth() < 32 &&
        value.getType().getIntOrFloatBitWidth() > 32)
      value = arith::TruncFOp::create(b, loc, b.getF32Type(), value);
    return arith::TruncFOp::create(b, loc, type, value);
  }
  SmallVector<Value> indicesOf(ArrayRef<unsigned> dims) {
    SmallVector<Value> indices;
    for (unsigned d : dims)
      indices.push_back(ivs[d]);
    return indices;
  }
  void forLoop(Value lower, Value upper, function_ref<void(Value)> body) {
    auto loop = scf::ForOp::create(b, loc, lower, upper, constantIndex(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    body(loop.getInductionVar());
  }
  /// Runs `body` at every point of the slab over `dims` (once for none).
  void forEachSlabPoint(ArrayRef<unsigned> dims, function_ref<void()> body) {
    if (dims.empty())
      return body();
    forLoop(constantIndex(0), sizes[dims.front()], [&](Value iv) {
      ivs[dims.front()] = iv;
      forEachSlabPoint(dims.drop_front(), body);
    });
  }
  /// Reduction r's target = target (op) value, in the target's type.
  void accumulateInto(const Target &target, unsigned r, Value value) {
    SmallVector<Value> indices = indicesOf(target.dims[r]);
    Value buffer = target.buffers[r];
    Value old = memref::LoadOp::create(b, loc, buffer, indices);
    Value updated = fromAccumulator(combine(r, toAccumulator(r, old), value),
                                    old.getType());
    memref::StoreOp::create(b, loc, updated, buffer, indices);
  }
  SmallVector<Value> stackIndices(Value level, ArrayRef<unsigned> dims) {
    SmallVector<Value> indices{level};
    llvm::append_range(indices, indicesOf(dims));
    return indices;
  }
  /// A while loop over the levels of a cascade: from level 0 with `count`,
  /// while `condition(count)` holds, `body(level, count)`, then the next
  /// level with count >> 1. `carried` values travel along (body returns
  /// their next values). Returns the loop (level, count, carried...).
  scf::WhileOp
  levelLoop(Value start, ValueRange carried,
            function_ref<Value(OpBuilder &, Location, Value)> condition,
            function_ref<SmallVector<Value>(Value level, Value count,
                                            ValueRange carried)>
                body);

  SmallVector<Value> computeTerms();
  void emitLoop(unsigned position, const Target &target);
  void emitInnermostReduction(const Target &target);
  void emitBlockedLoop(unsigned position, const Target &target);
  void combineLevelIntoPartials(const BlockedLoop &loop, Value level);
  void resetPartials(const BlockedLoop &loop);
  void pushSlabs(const BlockedLoop &loop, Value block);
  void finishSlabs(const BlockedLoop &loop);
  Value cascadeDepth(Value numBlocks);
  Value blockIterationsOf(unsigned position);
  bool isPassThrough(unsigned position, ArrayRef<Type> targetTypes);

  linalg::GenericOp op;
  SmallVector<Reduction> reductions;
  OpBuilder &b;
  Location loc;
  int64_t leafBlock, minBlockTerms;

  SmallVector<Value> sizes;
  SmallVector<std::optional<int64_t>> staticSizes;
  SmallVector<bool> isReduction;
  SmallVector<Value> ivs;
  DenseMap<unsigned, BlockedLoop> blocked;
  /// Per reduction, the scalar cascade of the innermost reduction loop.
  SmallVector<Value> leafStacks;
};

SmallVector<Value> ReductionEmitter::computeTerms() {
  Block &body = op.getRegion().front();
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument argument = op.getMatchingBlockArgument(input);
    if (argument.use_empty())
      continue;
    if (!isa<MemRefType>(input->get().getType())) {
      mapping.map(argument, input->get());
      continue;
    }
    AffineMap map = op.getMatchingIndexingMap(input);
    SmallVector<Value> indices;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        indices.push_back(ivs[dim.getPosition()]);
        continue;
      }
      indices.push_back(affine::AffineApplyOp::create(
          b, loc, AffineMap::get(map.getNumDims(), 0, expr), ivs));
    }
    mapping.map(argument,
                memref::LoadOp::create(b, loc, input->get(), indices));
  }
  DenseSet<Operation *> combiners;
  for (const Reduction &reduction : reductions)
    combiners.insert(reduction.combiner);
  for (Operation &inner : body.without_terminator()) {
    if (combiners.contains(&inner))
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    b.clone(inner, mapping);
  }
  SmallVector<Value> terms;
  for (unsigned r = 0; r < count(); ++r)
    terms.push_back(
        toAccumulator(r, mapping.lookupOrDefault(reductions[r].term)));
  return terms;
}

/// Iterations of loop `position` per block: enough for `minBlockTerms`
/// terms of the reduction loops inside it, at least one.
Value ReductionEmitter::blockIterationsOf(unsigned position) {
  Value innerTerms = constantIndex(1);
  for (unsigned d = position + 1, e = sizes.size(); d < e; ++d)
    if (isReduction[d])
      innerTerms = b.createOrFold<arith::MulIOp>(loc, innerTerms, sizes[d]);
  Value wanted = b.createOrFold<arith::CeilDivUIOp>(
      loc, constantIndex(minBlockTerms),
      b.createOrFold<arith::MaxUIOp>(loc, innerTerms, constantIndex(1)));
  return b.createOrFold<arith::MaxUIOp>(loc, wanted, constantIndex(1));
}

/// A reduction loop that fits in one block accumulates straight into its
/// targets when they accumulate in the accumulator types (the partial sums
/// of a batch norm's threads, a few rows): no cascade to run.
bool ReductionEmitter::isPassThrough(unsigned position,
                                     ArrayRef<Type> targetTypes) {
  for (unsigned r = 0; r < count(); ++r)
    if (targetTypes[r] != reductions[r].accType)
      return false;
  if (!staticSizes[position])
    return false;
  std::optional<int64_t> perBlock =
      getConstantIntValue(blockIterationsOf(position));
  return perBlock && *staticSizes[position] <= *perBlock;
}

scf::WhileOp ReductionEmitter::levelLoop(
    Value start, ValueRange carried,
    function_ref<Value(OpBuilder &, Location, Value)> condition,
    function_ref<SmallVector<Value>(Value, Value, ValueRange)> body) {
  SmallVector<Value> inits{constantIndex(0), start};
  llvm::append_range(inits, carried);
  SmallVector<Type> types = llvm::to_vector(ValueRange(inits).getTypes());
  return scf::WhileOp::create(
      b, loc, types, inits,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        scf::ConditionOp::create(nb, nloc, condition(nb, nloc, args[1]), args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(nb.getInsertionBlock());
        SmallVector<Value> next = body(args[0], args[1], args.drop_front(2));
        Value one = constantIndex(1);
        SmallVector<Value> yielded{
            arith::AddIOp::create(b, loc, args[0], one),
            arith::ShRUIOp::create(b, loc, args[1], one)};
        llvm::append_range(yielded, next);
        scf::YieldOp::create(b, loc, yielded);
      });
}

/// Condition of the push loops: the count's low bit is one (the level
/// holds a partial of as many blocks as the one carried).
static Value lowBitSet(OpBuilder &nb, Location nloc, Value count) {
  Value one = arith::ConstantIndexOp::create(nb, nloc, 1);
  Value bit = arith::AndIOp::create(nb, nloc, count, one);
  return arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq, bit, one);
}

/// Condition of the finishing loops: bits of the count left.
static Value bitsLeft(OpBuilder &nb, Location nloc, Value count) {
  return arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, count,
                               arith::ConstantIndexOp::create(nb, nloc, 0));
}

/// Levels of a cascade of `numBlocks` blocks: the bit length of the count
/// (at least one).
Value ReductionEmitter::cascadeDepth(Value numBlocks) {
  scf::WhileOp loop = levelLoop(
      numBlocks, {},
      [](OpBuilder &nb, Location nloc, Value count) {
        return arith::CmpIOp::create(
            nb, nloc, arith::CmpIPredicate::ugt, count,
            arith::ConstantIndexOp::create(nb, nloc, 1));
      },
      [](Value, Value, ValueRange) { return SmallVector<Value>(); });
  return arith::AddIOp::create(b, loc, loop.getResult(0), constantIndex(1));
}

/// partials[r] = stacks[r][level] (op) partials[r] over the slab.
void ReductionEmitter::combineLevelIntoPartials(const BlockedLoop &loop,
                                                Value level) {
  forEachSlabPoint(loop.slabDims, [&] {
    SmallVector<Value> at = indicesOf(loop.slabDims);
    for (unsigned r = 0; r < count(); ++r) {
      Value held = memref::LoadOp::create(b, loc, loop.stacks[r],
                                          stackIndices(level, loop.slabDims));
      Value mine = memref::LoadOp::create(b, loc, loop.partials[r], at);
      memref::StoreOp::create(b, loc, combine(r, held, mine), loop.partials[r],
                              at);
    }
  });
}

/// The partials over the slab set to the reductions' identities.
void ReductionEmitter::resetPartials(const BlockedLoop &loop) {
  forEachSlabPoint(loop.slabDims, [&] {
    for (unsigned r = 0; r < count(); ++r)
      memref::StoreOp::create(b, loc, identity(r), loop.partials[r],
                              indicesOf(loop.slabDims));
  });
}

/// Block `block`'s partials join the cascades: each is combined with the
/// partials of levels 0.. while `block`'s low bits are ones (each holds as
/// many blocks as the partial so far), and the result takes the next
/// level. A loop over the slab for each combination.
void ReductionEmitter::pushSlabs(const BlockedLoop &loop, Value block) {
  scf::WhileOp levels =
      levelLoop(block, {}, lowBitSet, [&](Value level, Value, ValueRange) {
        combineLevelIntoPartials(loop, level);
        return SmallVector<Value>();
      });
  Value level = levels.getResult(0);
  forEachSlabPoint(loop.slabDims, [&] {
    for (unsigned r = 0; r < count(); ++r) {
      Value mine = memref::LoadOp::create(b, loc, loop.partials[r],
                                          indicesOf(loop.slabDims));
      memref::StoreOp::create(b, loc, mine, loop.stacks[r],
                              stackIndices(level, loop.slabDims));
    }
  });
}

/// The cascades' totals after all blocks, left in the loop's partials: the
/// partials of the count's one-bits, smallest (latest) first.
void ReductionEmitter::finishSlabs(const BlockedLoop &loop) {
  resetPartials(loop);
  levelLoop(loop.numBlocks, {}, bitsLeft,
            [&](Value level, Value count, ValueRange) {
              auto ifHeld = scf::IfOp::create(b, loc, lowBitSet(b, loc, count));
              OpBuilder::InsertionGuard guard(b);
              b.setInsertionPoint(ifHeld.thenBlock()->getTerminator());
              combineLevelIntoPartials(loop, level);
              return SmallVector<Value>();
            });
}

/// The innermost loop is a reduction: blocks of `leafBlock` terms in
/// registers (reassociable), the blocks through scalar cascades.
void ReductionEmitter::emitInnermostReduction(const Target &target) {
  unsigned position = sizes.size() - 1;
  Value size = sizes[position];
  auto blockSums = [&](Value lower, Value upper) {
    SmallVector<Value> inits;
    for (unsigned r = 0; r < count(); ++r)
      inits.push_back(identity(r));
    auto loop =
        scf::ForOp::create(b, loc, lower, upper, constantIndex(1), inits);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ivs[position] = loop.getInductionVar();
    SmallVector<Value> terms = computeTerms();
    SmallVector<Value> sums;
    for (unsigned r = 0; r < count(); ++r)
      sums.push_back(combine(r, loop.getRegionIterArgs()[r], terms[r],
                             /*reassoc=*/true));
    scf::YieldOp::create(b, loc, sums);
    return SmallVector<Value>(loop.getResults());
  };
  if (staticSizes[position] && *staticSizes[position] <= leafBlock) {
    SmallVector<Value> sums = blockSums(constantIndex(0), size);
    for (unsigned r = 0; r < count(); ++r)
      accumulateInto(target, r, sums[r]);
    return;
  }
  Value block = constantIndex(leafBlock);
  Value numBlocks = arith::CeilDivUIOp::create(b, loc, size, block);
  forLoop(constantIndex(0), numBlocks, [&](Value j) {
    Value lower = arith::MulIOp::create(b, loc, j, block);
    Value upper = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, lower, block), size);
    SmallVector<Value> sums = blockSums(lower, upper);
    // Combined with the partials of the levels of j's trailing one-bits.
    scf::WhileOp levels = levelLoop(
        j, sums, lowBitSet, [&](Value level, Value, ValueRange carried) {
          SmallVector<Value> next;
          for (unsigned r = 0; r < count(); ++r)
            next.push_back(
                combine(r, memref::LoadOp::create(b, loc, leafStacks[r], level),
                        carried[r]));
          return next;
        });
    for (unsigned r = 0; r < count(); ++r)
      memref::StoreOp::create(b, loc, levels.getResult(2 + r), leafStacks[r],
                              levels.getResult(0));
  });
  SmallVector<Value> identities;
  for (unsigned r = 0; r < count(); ++r)
    identities.push_back(identity(r));
  scf::WhileOp totals = levelLoop(
      numBlocks, identities, bitsLeft,
      [&](Value level, Value count, ValueRange carried) {
        SmallVector<Type> types = llvm::to_vector(carried.getTypes());
        auto ifHeld = scf::IfOp::create(b, loc, types, lowBitSet(b, loc, count),
                                        /*withElseRegion=*/true);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(ifHeld.thenBlock());
        SmallVector<Value> sums;
        for (unsigned r = 0; r < this->count(); ++r)
          sums.push_back(
              combine(r, memref::LoadOp::create(b, loc, leafStacks[r], level),
                      carried[r]));
        scf::YieldOp::create(b, loc, sums);
        b.setInsertionPointToStart(ifHeld.elseBlock());
        scf::YieldOp::create(b, loc, carried);
        return SmallVector<Value>(ifHeld.getResults());
      });
  for (unsigned r = 0; r < count(); ++r)
    accumulateInto(target, r, totals.getResult(2 + r));
}

/// An outer reduction loop: blocks of its iterations into the loop's
/// partial slabs, the slabs through the loop's cascades, the totals into
/// the target.
void ReductionEmitter::emitBlockedLoop(unsigned position,
                                       const Target &target) {
  const BlockedLoop &loop = blocked.find(position)->second;
  Target inner;
  inner.buffers = loop.partials;
  inner.dims.assign(count(), loop.slabDims);
  Value size = sizes[position];
  forLoop(constantIndex(0), loop.numBlocks, [&](Value j) {
    resetPartials(loop);
    Value lower = arith::MulIOp::create(b, loc, j, loop.blockIterations);
    Value upper = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, lower, loop.blockIterations),
        size);
    forLoop(lower, upper, [&](Value iv) {
      ivs[position] = iv;
      emitLoop(position + 1, inner);
    });
    pushSlabs(loop, j);
  });
  finishSlabs(loop);
  forEachSlabPoint(loop.slabDims, [&] {
    for (unsigned r = 0; r < count(); ++r)
      accumulateInto(target, r,
                     memref::LoadOp::create(b, loc, loop.partials[r],
                                            indicesOf(loop.slabDims)));
  });
}

void ReductionEmitter::emitLoop(unsigned position, const Target &target) {
  unsigned numLoops = sizes.size();
  if (position == numLoops) {
    SmallVector<Value> terms = computeTerms();
    for (unsigned r = 0; r < count(); ++r)
      accumulateInto(target, r, terms[r]);
    return;
  }
  if (isReduction[position] && position + 1 == numLoops)
    return emitInnermostReduction(target);
  if (isReduction[position] && blocked.count(position))
    return emitBlockedLoop(position, target);
  forLoop(constantIndex(0), sizes[position], [&](Value iv) {
    ivs[position] = iv;
    emitLoop(position + 1, target);
  });
}

void ReductionEmitter::emit() {
  for (Range range :
       cast<linalg::LinalgOp>(op.getOperation()).createLoopRanges(b, loc))
    sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
  for (Value size : sizes)
    staticSizes.push_back(getConstantIntValue(size));
  for (utils::IteratorType type : op.getIteratorTypesArray())
    isReduction.push_back(type == utils::IteratorType::reduction);
  unsigned numLoops = sizes.size();
  ivs.assign(numLoops, Value());

  Target outputs;
  SmallVector<Type> targetTypes;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    outputs.buffers.push_back(init.get());
    SmallVector<unsigned> dims;
    for (AffineExpr expr : op.getMatchingIndexingMap(&init).getResults())
      dims.push_back(cast<AffineDimExpr>(expr).getPosition());
    outputs.dims.push_back(dims);
    targetTypes.push_back(getElementTypeOrSelf(init.get().getType()));
  }

  // The outer reduction loops that get cascades, outermost first, and their
  // buffers: allocated once, before the loops.
  SmallVector<Value> heapBuffers;
  for (unsigned d = 0; d + 1 < numLoops; ++d) {
    if (!isReduction[d] || isPassThrough(d, targetTypes))
      continue;
    BlockedLoop loop;
    SmallVector<Value> slabSizes;
    for (unsigned inner = d + 1; inner < numLoops; ++inner) {
      if (isReduction[inner])
        continue;
      loop.slabDims.push_back(inner);
      slabSizes.push_back(sizes[inner]);
    }
    loop.blockIterations = blockIterationsOf(d);
    loop.numBlocks =
        b.createOrFold<arith::CeilDivUIOp>(loc, sizes[d], loop.blockIterations);
    Value depth;
    if (!loop.slabDims.empty())
      depth = cascadeDepth(loop.numBlocks);
    for (const Reduction &reduction : reductions) {
      if (loop.slabDims.empty()) {
        loop.partials.push_back(memref::AllocaOp::create(
            b, loc, MemRefType::get({}, reduction.accType)));
        loop.stacks.push_back(memref::AllocaOp::create(
            b, loc, MemRefType::get({kScalarCascadeDepth}, reduction.accType)));
        continue;
      }
      SmallVector<int64_t> shape(slabSizes.size(), ShapedType::kDynamic);
      loop.partials.push_back(memref::AllocOp::create(
          b, loc, MemRefType::get(shape, reduction.accType), slabSizes));
      SmallVector<Value> stackSizes{depth};
      llvm::append_range(stackSizes, slabSizes);
      shape.insert(shape.begin(), ShapedType::kDynamic);
      loop.stacks.push_back(memref::AllocOp::create(
          b, loc, MemRefType::get(shape, reduction.accType), stackSizes));
      heapBuffers.push_back(loop.partials.back());
      heapBuffers.push_back(loop.stacks.back());
    }
    blocked[d] = loop;
    for (unsigned r = 0; r < count(); ++r)
      targetTypes[r] = reductions[r].accType;
  }
  if (isReduction[numLoops - 1] &&
      !(staticSizes[numLoops - 1] && *staticSizes[numLoops - 1] <= leafBlock))
    for (const Reduction &reduction : reductions)
      leafStacks.push_back(memref::AllocaOp::create(
          b, loc, MemRefType::get({kScalarCascadeDepth}, reduction.accType)));

  emitLoop(0, outputs);
  for (Value buffer : heapBuffers)
    memref::DeallocOp::create(b, loc, buffer);
}

/// The accumulator type of a reduction of `element`s. Every multiplication
/// rounds once whatever the order, so a product's error grows like N in f32
/// even pairwise: products of f32 and narrower accumulate in f64 (its N u64
/// stays below one f32 rounding up to ~1e8 terms). Sums of f16 / bf16
/// accumulate in f32.
Type accumulatorType(Operation *combiner, FloatType element) {
  Builder b(combiner->getContext());
  if (isa<arith::MulFOp>(combiner) && element.getWidth() <= 32)
    return b.getF64Type();
  return element.getWidth() < 32 ? (Type)b.getF32Type() : element;
}

struct LowerPairwiseReduction : public OpRewritePattern<linalg::GenericOp> {
  LowerPairwiseReduction(MLIRContext *context, int64_t leafBlock,
                         int64_t minBlockTerms)
      : OpRewritePattern(context), leafBlock(leafBlock),
        minBlockTerms(minBlockTerms) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumReductionLoops() == 0)
      return rewriter.notifyMatchFailure(op, "not a reduction on buffers");
    Block &body = op.getRegion().front();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    SmallVector<Reduction> reductions;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto outType = dyn_cast<MemRefType>(init.get().getType());
      if (!outType || !isa<FloatType>(outType.getElementType()))
        return rewriter.notifyMatchFailure(op, "an output is not a "
                                               "floating-point buffer");
      AffineMap outMap = op.getMatchingIndexingMap(&init);
      if (!outMap.isProjectedPermutation(/*allowZeroInResults=*/false) ||
          outMap.getNumResults() !=
              op.getNumLoops() - op.getNumReductionLoops())
        return rewriter.notifyMatchFailure(
            op, "an output not indexed by exactly the parallel loops");
      BlockArgument out = op.getMatchingBlockArgument(&init);
      unsigned number = init.getOperandNumber() - op.getNumDpsInputs();
      Operation *combiner = yield.getOperand(number).getDefiningOp();
      if (!combiner || combiner->getBlock() != &body ||
          !isa<arith::AddFOp, arith::MulFOp>(combiner) || !out.hasOneUse() ||
          *out.getUsers().begin() != combiner ||
          !combiner->getResult(0).hasOneUse())
        return rewriter.notifyMatchFailure(
            op, "an output is not combined with one addf or mulf");
      auto fastMath = cast<arith::ArithFastMathInterface>(combiner);
      if (arith::bitEnumContainsAny(fastMath.getFastMathFlagsAttr().getValue(),
                                    arith::FastMathFlags::reassoc))
        return rewriter.notifyMatchFailure(
            op, "the producer declared the order free (reassoc)");
      Value term = combiner->getOperand(0) == out ? combiner->getOperand(1)
                                                  : combiner->getOperand(0);
      if (term == out)
        return rewriter.notifyMatchFailure(op,
                                           "combines an output with itself");
      reductions.push_back(
          {combiner, term,
           accumulatorType(combiner,
                           cast<FloatType>(outType.getElementType()))});
    }
    LLVM_DEBUG(LDBG() << "lowering " << op << "\n");
    rewriter.setInsertionPoint(op);
    ReductionEmitter(op, std::move(reductions), rewriter, leafBlock,
                     minBlockTerms)
        .emit();
    rewriter.eraseOp(op);
    return success();
  }

  int64_t leafBlock, minBlockTerms;
};

struct LowerPairwiseReductions
    : public tagrad::impl::TaGradLowerPairwiseReductionsBase<
          LowerPairwiseReductions> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    if (leafBlock < 1 || minBlockTerms < 1)
      return emitError(UnknownLoc::get(context))
             << "-tagrad-lower-pairwise-reductions: leaf-block and "
                "min-block-terms must be at least 1";
    return success();
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateLowerPairwiseReductionsPatterns(patterns, leafBlock, minBlockTerms);
    // Each generic is rewritten once, where it is; nothing else folds.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    config.enableFolding(false);
    bool changed = false;
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config, &changed)))
      return signalPassFailure();
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace

void mlir::tagrad::populateLowerPairwiseReductionsPatterns(
    RewritePatternSet &patterns, int64_t leafBlock, int64_t minBlockTerms) {
  patterns.add<LowerPairwiseReduction>(patterns.getContext(), leafBlock,
                                       minBlockTerms);
}
