//===- CpuFuseElementwise.cpp - Elementwise chains as one generic -*- C++ -*-=//
//
// TensorFlow's graphs, legalized op by op, compute one linalg.generic per
// TensorFlow op: a gradient step `dW += x^T dh` is a fill of zeros, the
// product (a generic with a unit reduction dimension, k = batch 1) and an
// add, each writing a whole tensor. Upstream's unit-dimension folding makes
// the product elementwise, and elementwise fusion then computes the chain
// in one sweep (the fill's zero becomes a constant in the body; the same
// operations, in the same order, so the same values). Generics of the
// batch-norm lowering (stamped #tagrad.batch_norm_schedule) are left to
// -tagrad-cpu-schedule-batch-norm.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "TaGrad/Dialect/TaGrad/IR/TaGradAttrs.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Iterators.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUFUSEELEMENTWISE
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// Operands of a generic past which fusion stops: far beyond any
/// TensorFlow cell's elementwise chain (an LSTM step's fused gates take a
/// dozen), and a body this large already spills registers.
constexpr unsigned kMaxFusedOperands = 64;

bool isBatchNormGeneric(Operation *op) {
  return op && op->hasAttr(tagrad::BatchNormScheduleAttr::getAttrName());
}

/// Whether `value`'s buffer may be reached other than through tensors, or
/// is not known: followed through views, destination-style ops, loops and
/// conditionals to where the buffer starts. A `bufferization.to_tensor`
/// start may be: the canonicalizer folds to_buffer(to_tensor(m)) into m (the
/// TensorArray lowerings read and write runtime buffers so), and m's other
/// users would see an in-place write that one-shot bufferization cannot.
bool mayBeReachedOutsideTensors(Value value) {
  SmallVector<Value> worklist{value};
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (!seen.insert(current).second)
      continue;
    if (auto argument = dyn_cast<BlockArgument>(current)) {
      Operation *parent = argument.getOwner()->getParentOp();
      unsigned number = argument.getArgNumber();
      if (auto loop = dyn_cast<scf::ForOp>(parent)) {
        OpOperand *init = loop.getTiedLoopInit(argument);
        if (!init)
          return true;
        worklist.push_back(init->get());
        worklist.push_back(loop.getTiedLoopYieldedValue(argument)->get());
      } else if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
        if (argument.getOwner() == loop.getBeforeBody()) {
          worklist.push_back(loop.getInits()[number]);
          worklist.push_back(loop.getYieldOp().getResults()[number]);
        } else {
          worklist.push_back(loop.getConditionOp().getArgs()[number]);
        }
      } else {
        return true;
      }
      continue;
    }
    Operation *def = current.getDefiningOp();
    unsigned number = cast<OpResult>(current).getResultNumber();
    if (matchPattern(current, m_Constant()) ||
        isa<tensor::EmptyOp, tensor::FromElementsOp, tensor::GenerateOp,
            tensor::SplatOp, bufferization::AllocTensorOp>(def))
      continue;
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(def)) {
      worklist.push_back(dps.getTiedOpOperand(cast<OpResult>(current))->get());
    } else if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                   tensor::CastOp, tensor::ExtractSliceOp>(def)) {
      worklist.push_back(def->getOperand(0));
    } else if (auto loop = dyn_cast<scf::ForOp>(def)) {
      worklist.push_back(loop.getInits()[number]);
      worklist.push_back(loop.getYieldedValues()[number]);
    } else if (auto loop = dyn_cast<scf::WhileOp>(def)) {
      worklist.push_back(loop.getConditionOp().getArgs()[number]);
    } else if (auto branch = dyn_cast<scf::IfOp>(def)) {
      worklist.push_back(branch.thenYield().getResults()[number]);
      if (branch.elseBlock())
        worklist.push_back(branch.elseYield().getResults()[number]);
    } else {
      return true;
    }
  }
  return false;
}

/// A tensor whose buffer the op that reads it last may overwrite: used once,
/// not a constant (one-shot bufferization would copy it first, costing what
/// the allocation saved), and its buffer reached through tensors only.
bool mayOverwriteAtOnlyUse(Value value) {
  return value.hasOneUse() && !matchPattern(value, m_Constant()) &&
         !mayBeReachedOutsideTensors(value);
}

/// `out = f(acc, ...)` into a fresh tensor, where acc dies: `acc = f(acc,
/// ...)` in acc's buffer. A loop that carries acc (a gradient summed over
/// the steps of TensorFlow's backward while loop) then yields the buffer it
/// was given, and one-shot bufferization neither allocates a result per
/// trip nor copies the carried tensors into it.
struct WriteIntoDyingInput : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() != 0 || isBatchNormGeneric(op))
      return failure();
    OpOperand *init = op.getDpsInitOperand(0);
    if (!init->get().getDefiningOp<tensor::EmptyOp>() ||
        op.payloadUsesValueFromOperand(init))
      return failure();
    AffineMap initMap = op.getMatchingIndexingMap(init);
    OpOperand *reused = nullptr;
    for (OpOperand *input : op.getDpsInputOperands()) {
      if (input->get().getType() == init->get().getType() &&
          op.getMatchingIndexingMap(input) == initMap &&
          mayOverwriteAtOnlyUse(input->get())) {
        reused = input;
        break;
      }
    }
    if (!reused)
      return failure();

    // The body reads the input through the output's argument (unused until
    // now); the input, no longer read, is erased by upstream's
    // EraseUnnecessaryInputs.
    rewriter.replaceAllUsesWith(op.getMatchingBlockArgument(reused),
                                op.getMatchingBlockArgument(init));
    rewriter.modifyOpInPlace(op, [&] { init->set(reused->get()); });
    return success();
  }
};

/// Whether `operand` would link its producer into a fusable chain once the
/// inits that bodies do not read are replaced (see below): an input of a
/// generic, produced by an all-parallel generic on tensors whose other uses
/// are all such unread inits.
bool mayLinkChain(OpOperand &operand) {
  auto consumer = dyn_cast<linalg::GenericOp>(operand.getOwner());
  auto producer = operand.get().getDefiningOp<linalg::GenericOp>();
  if (!consumer || !producer || isBatchNormGeneric(consumer) ||
      isBatchNormGeneric(producer) || !consumer.isDpsInput(&operand) ||
      !producer.hasPureTensorSemantics() ||
      producer.getNumParallelLoops() != producer.getNumLoops())
    return false;
  for (OpOperand &use : operand.get().getUses()) {
    if (&use == &operand)
      continue;
    auto user = dyn_cast<linalg::GenericOp>(use.getOwner());
    if (!user || !user.isDpsInit(&use) ||
        user.payloadUsesValueFromOperand(&use))
      return false;
  }
  return true;
}

/// Fuses elementwise producers into their consumers in rounds of disjoint
/// (producer, consumer) pairs, with upstream's fuseElementwiseOps and the
/// pass's control. Upstream's pattern, driven greedily, fuses a chain of N
/// generics (an unrolled loop's accumulation) one link at a time into a
/// generic that keeps growing: N clones of a body of up to N ops, and every
/// pattern of the set rescans the grown op after each link (N^2.6 in all).
/// A round leaves an op in at most one pair, so a chain halves per round:
/// O(N log N). The fused ops are the ones the greedy driver would build (a
/// fusion substitutes the producer's body for its result, in any order);
/// what a round cannot fuse (a producer only a later pattern makes fusable)
/// is left to the driver. Only links of chains kLongChain long or longer
/// are fused here: shorter chains, all of TensorFlow's graphs we know of,
/// are fused by the driver alone, as before.
void fuseInRounds(Operation *func, const linalg::ControlFusionFn &control) {
  // Rounds past what a chain of 2^kMaxRounds links needs gain nothing that
  // the driver cannot do.
  constexpr unsigned kMaxRounds = 40;
  // Links this deep in a chain or deeper are fused here; the driver fuses
  // the first ones into the result, kLongChain clones of it (linear), and
  // all of a shorter chain as before.
  constexpr int64_t kLongChain = 32;
  // The generics in long chains: depth from the chain's start, producers
  // first (they precede their consumers in the walk).
  DenseMap<Operation *, int64_t> depth;
  DenseSet<Operation *> deep;
  func->walk([&](linalg::GenericOp op) {
    if (isBatchNormGeneric(op))
      return;
    int64_t longest = 0;
    for (OpOperand &operand : op->getOpOperands())
      if (mayLinkChain(operand))
        longest =
            std::max(longest, depth.lookup(operand.get().getDefiningOp()));
    depth[op] = longest + 1;
    if (longest + 1 >= kLongChain)
      deep.insert(op);
  });
  if (deep.empty())
    return;
  // Their producers in the chain are deep too, from kLongChain - 1 on.
  for (Operation *op : SmallVector<Operation *>(deep.begin(), deep.end()))
    for (OpOperand &operand : op->getOpOperands())
      if (mayLinkChain(operand) &&
          depth.lookup(operand.get().getDefiningOp()) >= kLongChain - 1)
        deep.insert(operand.get().getDefiningOp());

  IRRewriter rewriter(func->getContext());
  // First what upstream's RemoveOutsDependency (of the same set) does: an
  // init the body does not read becomes a tensor.empty, so that a chain's
  // previous link (`acc = add(acc, x) outs(acc)`) has one use, the fused
  // one.
  func->walk([&](linalg::GenericOp op) {
    if (!deep.contains(op) || !op.hasPureTensorSemantics())
      return;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto type = dyn_cast<RankedTensorType>(init.get().getType());
      if (!type || op.payloadUsesValueFromOperand(&init) ||
          init.get().getDefiningOp<tensor::EmptyOp>())
        continue;
      rewriter.setInsertionPoint(op);
      Value empty = tensor::EmptyOp::create(
          rewriter, op.getLoc(),
          tensor::getMixedSizes(rewriter, op.getLoc(), init.get()),
          type.getElementType());
      rewriter.modifyOpInPlace(op, [&] { init.set(empty); });
    }
  });
  for (unsigned round = 0; round < kMaxRounds; ++round) {
    SmallVector<linalg::GenericOp> consumers;
    func->walk([&](linalg::GenericOp op) {
      if (deep.contains(op))
        consumers.push_back(op);
    });
    // Ops fused this round, and the ops they became; a producer precedes
    // its consumer in the walk, so no op erased here is visited later.
    DenseSet<Operation *> taken;
    bool changed = false;
    for (linalg::GenericOp consumer : consumers) {
      if (taken.contains(consumer))
        continue;
      for (OpOperand &operand : consumer->getOpOperands()) {
        Operation *producer = operand.get().getDefiningOp();
        if (!producer || !deep.contains(producer) || taken.contains(producer) ||
            !linalg::areElementwiseOpsFusable(&operand) || !control(&operand))
          continue;
        rewriter.setInsertionPoint(consumer);
        FailureOr<linalg::ElementwiseOpFusionResult> fused =
            linalg::fuseElementwiseOps(rewriter, &operand);
        if (failed(fused))
          continue;
        // As upstream's FuseElementwiseOps: the consumer's uses, not the
        // producer's own.
        for (auto [original, replacement] : fused->replacements)
          rewriter.replaceUsesWithIf(
              original, replacement, [&](OpOperand &use) {
                return use.get().getDefiningOp() != producer;
              });
        rewriter.eraseOp(consumer);
        if (isOpTriviallyDead(producer))
          rewriter.eraseOp(producer);
        taken.insert(producer);
        taken.insert(fused->fusedOp);
        deep.insert(fused->fusedOp);
        changed = true;
        break;
      }
    }
    if (!changed)
      return;
  }
}

struct TaGradCpuFuseElementwise
    : public tagrad::impl::TaGradCpuFuseElementwiseBase<
          TaGradCpuFuseElementwise> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    Operation *func = getOperation();

    // The patterns see only generics other than batch norm's and the ops
    // they create: upstream's sets also fold reshapes of tensor.empty,
    // which around batch norm's x_backprop would hide from empty-tensor
    // elimination that it is the function's output buffer.
    auto applyToGenerics = [&](RewritePatternSet &&patterns) {
      SmallVector<Operation *> generics;
      func->walk([&](linalg::GenericOp op) {
        if (!isBatchNormGeneric(op))
          generics.push_back(op);
      });
      GreedyRewriteConfig config;
      config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
      return applyOpPatternsGreedily(generics, std::move(patterns), config);
    };

    RewritePatternSet unitDims(context);
    linalg::ControlDropUnitDims options;
    options.controlFn = [](Operation *op) -> SmallVector<unsigned> {
      auto generic = dyn_cast<linalg::GenericOp>(op);
      if (!generic || isBatchNormGeneric(op))
        return {};
      return llvm::to_vector(llvm::seq<unsigned>(0, generic.getNumLoops()));
    };
    linalg::populateFoldUnitExtentDimsPatterns(unitDims, options);
    linalg::populateMoveInitOperandsToInputPattern(unitDims);
    if (failed(applyToGenerics(std::move(unitDims))))
      return signalPassFailure();

    RewritePatternSet fusion(context);
    // A producer with other users would be computed twice. A fused op
    // stops growing at kMaxFusedOperands operands: a long chain (an
    // unrolled sum of N terms) becomes N / kMaxFusedOperands generics
    // instead of one with N operands, whose every later scan (side effects
    // per operand, one per buffer deallocated) would cost N^2.
    linalg::ControlFusionFn control = [](OpOperand *fused) {
      Operation *producer = fused->get().getDefiningOp();
      Operation *consumer = fused->getOwner();
      return producer && producer->hasOneUse() &&
             !isBatchNormGeneric(producer) && !isBatchNormGeneric(consumer) &&
             producer->getNumOperands() + consumer->getNumOperands() - 1 <=
                 kMaxFusedOperands;
    };
    fuseInRounds(func, control);
    linalg::populateElementwiseOpsFusionPatterns(fusion, control);
    linalg::populateEraseUnnecessaryInputsPatterns(fusion);
    linalg::GenericOp::getCanonicalizationPatterns(fusion, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(fusion, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(fusion, context);
    if (failed(applyToGenerics(std::move(fusion))))
      return signalPassFailure();

    RewritePatternSet inPlace(context);
    inPlace.add<WriteIntoDyingInput>(context);
    linalg::populateEraseUnnecessaryInputsPatterns(inPlace);
    if (failed(applyToGenerics(std::move(inPlace))))
      return signalPassFailure();

    // What the fused generics no longer read (fills, empties, reshapes).
    func->walk<WalkOrder::PostOrder, ReverseIterator>([](Operation *op) {
      if (isOpTriviallyDead(op))
        op->erase();
    });
  }
};

} // namespace
