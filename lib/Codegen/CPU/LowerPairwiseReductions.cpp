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

/// Where partial results are combined into: a buffer indexed by the
/// induction variables of `dims`, in order.
struct Target {
  Value buffer;
  SmallVector<unsigned> dims;
};

/// A reduction loop that is cut into blocks: its partial (one block's
/// result over `slabDims`, the parallel loops inside it) and the cascade
/// of partials (`stack`, one slab per level in front).
struct BlockedLoop {
  Value partial;
  Value stack;
  SmallVector<unsigned> slabDims;
  Value blockIterations;
  Value numBlocks;
};

/// Emits the loops of one matched generic.
class ReductionEmitter {
public:
  ReductionEmitter(linalg::GenericOp op, Operation *combiner, Value term,
                   OpBuilder &builder, int64_t leafBlock, int64_t minBlockTerms)
      : op(op), combiner(combiner), term(term), b(builder), loc(op.getLoc()),
        leafBlock(leafBlock), minBlockTerms(minBlockTerms) {}

  void emit();

private:
  Value constantIndex(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value identity() {
    return arith::ConstantOp::create(
        b, loc,
        b.getFloatAttr(accType, isa<arith::MulFOp>(combiner) ? 1.0 : 0.0));
  }
  Value combine(Value lhs, Value rhs, bool reassoc = false) {
    auto flags = arith::FastMathFlagsAttr::get(
        b.getContext(),
        reassoc ? arith::FastMathFlags::reassoc : arith::FastMathFlags::none);
    if (isa<arith::MulFOp>(combiner))
      return arith::MulFOp::create(b, loc, lhs, rhs, flags);
    return arith::AddFOp::create(b, loc, lhs, rhs, flags);
  }
  Value toAccumulator(Value value) {
    if (value.getType() == accType)
      return value;
    return arith::ExtFOp::create(b, loc, accType, value);
  }
  Value fromAccumulator(Value value, Type type) {
    if (value.getType() == type)
      return value;
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
  /// target[indices] = target[indices] (op) value, in the target's type.
  void accumulateInto(const Target &target, Value value) {
    SmallVector<Value> indices = indicesOf(target.dims);
    Value old = memref::LoadOp::create(b, loc, target.buffer, indices);
    Value updated =
        fromAccumulator(combine(toAccumulator(old), value), old.getType());
    memref::StoreOp::create(b, loc, updated, target.buffer, indices);
  }
  SmallVector<Value> stackIndices(Value level, ArrayRef<unsigned> dims) {
    SmallVector<Value> indices{level};
    llvm::append_range(indices, indicesOf(dims));
    return indices;
  }

  Value computeTerm();
  void emitLoop(unsigned position, const Target &target);
  void emitInnermostReduction(const Target &target);
  void emitBlockedLoop(unsigned position, const Target &target);
  void pushScalar(Value stack, Value block, Value partial);
  Value finishScalar(Value stack, Value numBlocks);
  void pushSlab(const BlockedLoop &loop, Value block);
  void finishSlab(const BlockedLoop &loop);
  Value cascadeDepth(Value numBlocks);
  Value blockIterationsOf(unsigned position);
  bool isPassThrough(unsigned position, Type targetType);

  linalg::GenericOp op;
  Operation *combiner;
  Value term;
  OpBuilder &b;
  Location loc;
  int64_t leafBlock, minBlockTerms;

  Type accType;
  SmallVector<Value> sizes;
  SmallVector<std::optional<int64_t>> staticSizes;
  SmallVector<bool> isReduction;
  SmallVector<Value> ivs;
  DenseMap<unsigned, BlockedLoop> blocked;
  Value leafStack;
};

Value ReductionEmitter::computeTerm() {
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
  for (Operation &inner : body.without_terminator()) {
    if (&inner == combiner)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    b.clone(inner, mapping);
  }
  return toAccumulator(mapping.lookupOrDefault(term));
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
/// target when the target accumulates in the accumulator type (the partial
/// sums of a batch norm's threads, a few rows): no cascade to run.
bool ReductionEmitter::isPassThrough(unsigned position, Type targetType) {
  if (targetType != accType || !staticSizes[position])
    return false;
  std::optional<int64_t> perBlock =
      getConstantIntValue(blockIterationsOf(position));
  return perBlock && *staticSizes[position] <= *perBlock;
}

/// Levels of a cascade of `numBlocks` blocks: the bit length of the count
/// (at least one).
Value ReductionEmitter::cascadeDepth(Value numBlocks) {
  Type index = b.getIndexType();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{index, index}, ValueRange{constantIndex(1), numBlocks},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value more =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ugt, args[1],
                                  arith::ConstantIndexOp::create(nb, nloc, 1));
        scf::ConditionOp::create(nb, nloc, more, args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value one = arith::ConstantIndexOp::create(nb, nloc, 1);
        scf::YieldOp::create(
            nb, nloc,
            ValueRange{arith::AddIOp::create(nb, nloc, args[0], one),
                       arith::ShRUIOp::create(nb, nloc, args[1], one)});
      });
  return loop.getResult(0);
}

/// Block `block`'s partial joins the cascade: it is combined with the
/// partials of levels 0.. while `block`'s low bits are ones (each holds as
/// many blocks as the partial so far), and the result takes the next level.
void ReductionEmitter::pushScalar(Value stack, Value block, Value partial) {
  Type index = b.getIndexType();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{index, index, accType},
      ValueRange{constantIndex(0), block, partial},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value one = arith::ConstantIndexOp::create(nb, nloc, 1);
        Value bit = arith::AndIOp::create(nb, nloc, args[1], one);
        Value carry =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq, bit, one);
        scf::ConditionOp::create(nb, nloc, carry, args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(nb.getInsertionBlock());
        Value one = constantIndex(1);
        Value held = memref::LoadOp::create(b, loc, stack, args[0]);
        Value sum = combine(held, args[2]);
        scf::YieldOp::create(
            b, loc,
            ValueRange{arith::AddIOp::create(b, loc, args[0], one),
                       arith::ShRUIOp::create(b, loc, args[1], one), sum});
      });
  memref::StoreOp::create(b, loc, loop.getResult(2), stack, loop.getResult(0));
}

/// The cascade's total after `numBlocks` blocks: the partials of the
/// count's one-bits, smallest (latest) first.
Value ReductionEmitter::finishScalar(Value stack, Value numBlocks) {
  Type index = b.getIndexType();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{index, index, accType},
      ValueRange{constantIndex(0), numBlocks, identity()},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value more =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, args[1],
                                  arith::ConstantIndexOp::create(nb, nloc, 0));
        scf::ConditionOp::create(nb, nloc, more, args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(nb.getInsertionBlock());
        Value one = constantIndex(1);
        Value bit = arith::AndIOp::create(b, loc, args[1], one);
        Value held =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bit, one);
        auto ifHeld = scf::IfOp::create(b, loc, TypeRange{accType}, held,
                                        /*withElseRegion=*/true);
        b.setInsertionPointToStart(ifHeld.thenBlock());
        Value sum =
            combine(memref::LoadOp::create(b, loc, stack, args[0]), args[2]);
        scf::YieldOp::create(b, loc, sum);
        b.setInsertionPointToStart(ifHeld.elseBlock());
        scf::YieldOp::create(b, loc, args[2]);
        b.setInsertionPointAfter(ifHeld);
        scf::YieldOp::create(
            b, loc,
            ValueRange{arith::AddIOp::create(b, loc, args[0], one),
                       arith::ShRUIOp::create(b, loc, args[1], one),
                       ifHeld.getResult(0)});
      });
  return loop.getResult(2);
}

/// pushScalar for a slab: the same counter, each combination a loop over
/// the slab.
void ReductionEmitter::pushSlab(const BlockedLoop &loop, Value block) {
  Type index = b.getIndexType();
  auto levels = scf::WhileOp::create(
      b, loc, TypeRange{index, index}, ValueRange{constantIndex(0), block},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value one = arith::ConstantIndexOp::create(nb, nloc, 1);
        Value bit = arith::AndIOp::create(nb, nloc, args[1], one);
        Value carry =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::eq, bit, one);
        scf::ConditionOp::create(nb, nloc, carry, args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(nb.getInsertionBlock());
        Value level = args[0];
        // The loop body builds with `b`; its yield must stay last.
        auto yield = scf::YieldOp::create(b, loc, ValueRange{});
        b.setInsertionPoint(yield);
        forEachSlabPoint(loop.slabDims, [&] {
          SmallVector<Value> at = indicesOf(loop.slabDims);
          Value held = memref::LoadOp::create(
              b, loc, loop.stack, stackIndices(level, loop.slabDims));
          Value mine = memref::LoadOp::create(b, loc, loop.partial, at);
          memref::StoreOp::create(b, loc, combine(held, mine), loop.partial,
                                  at);
        });
        Value one = constantIndex(1);
        yield->setOperands(
            ValueRange{arith::AddIOp::create(b, loc, level, one),
                       arith::ShRUIOp::create(b, loc, args[1], one)});
      });
  Value level = levels.getResult(0);
  forEachSlabPoint(loop.slabDims, [&] {
    Value mine =
        memref::LoadOp::create(b, loc, loop.partial, indicesOf(loop.slabDims));
    memref::StoreOp::create(b, loc, mine, loop.stack,
                            stackIndices(level, loop.slabDims));
  });
}

/// finishScalar for a slab: the total is left in the loop's partial.
void ReductionEmitter::finishSlab(const BlockedLoop &loop) {
  forEachSlabPoint(loop.slabDims, [&] {
    memref::StoreOp::create(b, loc, identity(), loop.partial,
                            indicesOf(loop.slabDims));
  });
  Type index = b.getIndexType();
  scf::WhileOp::create(
      b, loc, TypeRange{index, index},
      ValueRange{constantIndex(0), loop.numBlocks},
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value more =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, args[1],
                                  arith::ConstantIndexOp::create(nb, nloc, 0));
        scf::ConditionOp::create(nb, nloc, more, args);
      },
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(nb.getInsertionBlock());
        Value level = args[0];
        Value one = constantIndex(1);
        Value bit = arith::AndIOp::create(b, loc, args[1], one);
        Value held =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bit, one);
        auto ifHeld = scf::IfOp::create(b, loc, held);
        {
          OpBuilder::InsertionGuard inner(b);
          b.setInsertionPoint(ifHeld.thenBlock()->getTerminator());
          forEachSlabPoint(loop.slabDims, [&] {
            SmallVector<Value> at = indicesOf(loop.slabDims);
            Value stacked = memref::LoadOp::create(
                b, loc, loop.stack, stackIndices(level, loop.slabDims));
            Value total = memref::LoadOp::create(b, loc, loop.partial, at);
            memref::StoreOp::create(b, loc, combine(stacked, total),
                                    loop.partial, at);
          });
        }
        scf::YieldOp::create(
            b, loc,
            ValueRange{arith::AddIOp::create(b, loc, level, one),
                       arith::ShRUIOp::create(b, loc, args[1], one)});
      });
}

/// The innermost loop is a reduction: blocks of `leafBlock` terms in one
/// register (reassociable adds), the blocks through a scalar cascade.
void ReductionEmitter::emitInnermostReduction(const Target &target) {
  unsigned position = sizes.size() - 1;
  Value size = sizes[position];
  auto blockSum = [&](Value lower, Value upper) {
    auto loop = scf::ForOp::create(b, loc, lower, upper, constantIndex(1),
                                   ValueRange{identity()});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    ivs[position] = loop.getInductionVar();
    Value sum = combine(loop.getRegionIterArg(0), computeTerm(),
                        /*reassoc=*/true);
    scf::YieldOp::create(b, loc, sum);
    return loop.getResult(0);
  };
  if (staticSizes[position] && *staticSizes[position] <= leafBlock) {
    accumulateInto(target, blockSum(constantIndex(0), size));
    return;
  }
  Value block = constantIndex(leafBlock);
  Value numBlocks = arith::CeilDivUIOp::create(b, loc, size, block);
  forLoop(constantIndex(0), numBlocks, [&](Value j) {
    Value lower = arith::MulIOp::create(b, loc, j, block);
    Value upper = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, lower, block), size);
    pushScalar(leafStack, j, blockSum(lower, upper));
  });
  accumulateInto(target, finishScalar(leafStack, numBlocks));
}

/// An outer reduction loop: blocks of its iterations into the loop's
/// partial slab, the slabs through the loop's cascade, the total into the
/// target.
void ReductionEmitter::emitBlockedLoop(unsigned position,
                                       const Target &target) {
  const BlockedLoop &loop = blocked.find(position)->second;
  Target inner{loop.partial, loop.slabDims};
  Value size = sizes[position];
  forLoop(constantIndex(0), loop.numBlocks, [&](Value j) {
    forEachSlabPoint(loop.slabDims, [&] {
      memref::StoreOp::create(b, loc, identity(), loop.partial,
                              indicesOf(loop.slabDims));
    });
    Value lower = arith::MulIOp::create(b, loc, j, loop.blockIterations);
    Value upper = arith::MinUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, lower, loop.blockIterations),
        size);
    forLoop(lower, upper, [&](Value iv) {
      ivs[position] = iv;
      emitLoop(position + 1, inner);
    });
    pushSlab(loop, j);
  });
  finishSlab(loop);
  forEachSlabPoint(loop.slabDims, [&] {
    accumulateInto(target, memref::LoadOp::create(b, loc, loop.partial,
                                                  indicesOf(loop.slabDims)));
  });
}

void ReductionEmitter::emitLoop(unsigned position, const Target &target) {
  unsigned numLoops = sizes.size();
  if (position == numLoops) {
    accumulateInto(target, computeTerm());
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
  OpOperand *init = op.getDpsInitOperand(0);
  auto outType = cast<MemRefType>(init->get().getType());
  auto element = cast<FloatType>(outType.getElementType());
  // Every multiplication rounds once whatever the order, so a product's
  // error grows like N in f32 even pairwise: products of f32 and narrower
  // accumulate in f64 (its N u64 stays below one f32 rounding up to ~1e8
  // terms). Sums of f16 / bf16 accumulate in f32.
  if (isa<arith::MulFOp>(combiner) && element.getWidth() <= 32)
    accType = b.getF64Type();
  else
    accType = element.getWidth() < 32 ? (Type)b.getF32Type() : element;

  for (Range range :
       cast<linalg::LinalgOp>(op.getOperation()).createLoopRanges(b, loc))
    sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
  for (Value size : sizes)
    staticSizes.push_back(getConstantIntValue(size));
  for (utils::IteratorType type : op.getIteratorTypesArray())
    isReduction.push_back(type == utils::IteratorType::reduction);
  unsigned numLoops = sizes.size();
  ivs.assign(numLoops, Value());

  Target output;
  output.buffer = init->get();
  for (AffineExpr expr : op.getMatchingIndexingMap(init).getResults())
    output.dims.push_back(cast<AffineDimExpr>(expr).getPosition());

  // The outer reduction loops that get a cascade, outermost first, and
  // their buffers: allocated once, before the loops.
  SmallVector<Value> heapBuffers;
  Type targetType = element;
  for (unsigned d = 0; d + 1 < numLoops; ++d) {
    if (!isReduction[d] || isPassThrough(d, targetType))
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
    if (loop.slabDims.empty()) {
      loop.partial =
          memref::AllocaOp::create(b, loc, MemRefType::get({}, accType));
      loop.stack = memref::AllocaOp::create(
          b, loc, MemRefType::get({kScalarCascadeDepth}, accType));
    } else {
      SmallVector<int64_t> shape(slabSizes.size(), ShapedType::kDynamic);
      loop.partial = memref::AllocOp::create(
          b, loc, MemRefType::get(shape, accType), slabSizes);
      SmallVector<Value> stackSizes{cascadeDepth(loop.numBlocks)};
      llvm::append_range(stackSizes, slabSizes);
      shape.insert(shape.begin(), ShapedType::kDynamic);
      loop.stack = memref::AllocOp::create(
          b, loc, MemRefType::get(shape, accType), stackSizes);
      heapBuffers.push_back(loop.partial);
      heapBuffers.push_back(loop.stack);
    }
    blocked[d] = loop;
    targetType = accType;
  }
  if (isReduction[numLoops - 1] &&
      !(staticSizes[numLoops - 1] && *staticSizes[numLoops - 1] <= leafBlock))
    leafStack = memref::AllocaOp::create(
        b, loc, MemRefType::get({kScalarCascadeDepth}, accType));

  emitLoop(0, output);
  for (Value buffer : heapBuffers)
    memref::DeallocOp::create(b, loc, buffer);
}

struct LowerPairwiseReduction : public OpRewritePattern<linalg::GenericOp> {
  LowerPairwiseReduction(MLIRContext *context, int64_t leafBlock,
                         int64_t minBlockTerms)
      : OpRewritePattern(context), leafBlock(leafBlock),
        minBlockTerms(minBlockTerms) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() == 0)
      return rewriter.notifyMatchFailure(op, "not a one-output reduction on "
                                             "buffers");
    OpOperand *init = op.getDpsInitOperand(0);
    auto outType = dyn_cast<MemRefType>(init->get().getType());
    if (!outType || !isa<FloatType>(outType.getElementType()))
      return rewriter.notifyMatchFailure(op, "not a floating-point output");
    AffineMap outMap = op.getMatchingIndexingMap(init);
    if (!outMap.isProjectedPermutation(/*allowZeroInResults=*/false) ||
        outMap.getNumResults() != op.getNumLoops() - op.getNumReductionLoops())
      return rewriter.notifyMatchFailure(
          op, "output not indexed by exactly the parallel loops");
    Block &body = op.getRegion().front();
    BlockArgument out = op.getMatchingBlockArgument(init);
    Operation *combiner = body.getTerminator()->getOperand(0).getDefiningOp();
    if (!combiner || combiner->getBlock() != &body ||
        !isa<arith::AddFOp, arith::MulFOp>(combiner) || !out.hasOneUse() ||
        *out.getUsers().begin() != combiner ||
        !combiner->getResult(0).hasOneUse())
      return rewriter.notifyMatchFailure(
          op, "body does not combine the output with one addf or mulf");
    auto fastMath = cast<arith::ArithFastMathInterface>(combiner);
    if (arith::bitEnumContainsAny(fastMath.getFastMathFlagsAttr().getValue(),
                                  arith::FastMathFlags::reassoc))
      return rewriter.notifyMatchFailure(
          op, "the producer declared the order free (reassoc)");
    Value term = combiner->getOperand(0) == out ? combiner->getOperand(1)
                                                : combiner->getOperand(0);
    if (term == out)
      return rewriter.notifyMatchFailure(op, "combines the output with itself");
    LLVM_DEBUG(LDBG() << "lowering " << op << "\n");
    rewriter.setInsertionPoint(op);
    ReductionEmitter(op, combiner, term, rewriter, leafBlock, minBlockTerms)
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
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

void mlir::tagrad::populateLowerPairwiseReductionsPatterns(
    RewritePatternSet &patterns, int64_t leafBlock, int64_t minBlockTerms) {
  patterns.add<LowerPairwiseReduction>(patterns.getContext(), leafBlock,
                                       minBlockTerms);
}
