//===- CpuSerializeSmallParallel.cpp - scf.parallel worth a team -*- C++ -*-=//
//
// -convert-scf-to-openmp makes every scf.parallel an OpenMP region: a fork,
// a join, and on a shared machine a wait for whichever thread was
// descheduled. A region repays that only when its work is large; an RNN's
// per-step elementwise passes over [B, H] are not (at B = 32, H = 64 the
// regions took two thirds of the step). This pass estimates the work of
// each outermost scf.parallel from its iteration space, the bytes its loads
// and stores move and the arithmetic of its body, weighted by the trip
// counts of the loops around each op, and runs the loop on the calling
// thread (nested scf.for) when the estimate is below the threshold. Loops
// with a trip count or a callee unknown when compiling stay parallel.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUSERIALIZESMALLPARALLEL
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// Work in byte-equivalents: a byte loaded or stored counts 1, an
/// arithmetic lane 1, a math lane (tanh, exp: tens of instructions) 16.
constexpr int64_t kMathLaneCost = 16;

/// Saturating arithmetic: an unknown or huge estimate is "large".
constexpr int64_t kLarge = std::numeric_limits<int64_t>::max() / 4;
int64_t saturatingMul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  return a > kLarge / b ? kLarge : a * b;
}
int64_t saturatingAdd(int64_t a, int64_t b) {
  return a > kLarge - b ? kLarge : a + b;
}

int64_t lanes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getNumElements();
  return 1;
}

int64_t bytes(Type type) {
  Type element = getElementTypeOrSelf(type);
  int64_t width =
      element.isIntOrIndexOrFloat() ? element.getIntOrFloatBitWidth() : 64;
  if (element.isIndex())
    width = 64;
  return lanes(type) * std::max<int64_t>(width / 8, 1);
}

/// The static trip count of each dimension of a loop; nullopt if any is
/// dynamic.
std::optional<int64_t> tripCount(ValueRange lower, ValueRange upper,
                                 ValueRange steps) {
  int64_t trips = 1;
  for (auto [lb, ub, step] : llvm::zip_equal(lower, upper, steps)) {
    std::optional<int64_t> l = getConstantIntValue(lb),
                           u = getConstantIntValue(ub),
                           s = getConstantIntValue(step);
    if (!l || !u || !s || *s <= 0)
      return std::nullopt;
    trips = saturatingMul(trips, std::max<int64_t>(0, (*u - *l + *s - 1) / *s));
  }
  return trips;
}

int64_t workOf(Block &block);

/// The work of one execution of `op`, its regions included.
int64_t workOf(Operation *op) {
  if (isa<CallOpInterface>(op))
    return kLarge;
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    std::optional<int64_t> trips =
        tripCount(loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    return trips ? saturatingMul(*trips, workOf(*loop.getBody())) : kLarge;
  }
  if (auto loop = dyn_cast<scf::ParallelOp>(op)) {
    std::optional<int64_t> trips =
        tripCount(loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    return trips ? saturatingMul(*trips, workOf(*loop.getBody())) : kLarge;
  }
  if (isa<scf::WhileOp>(op))
    return kLarge;
  if (auto copy = dyn_cast<memref::CopyOp>(op)) {
    auto type = cast<MemRefType>(copy.getSource().getType());
    return type.hasStaticShape() ? saturatingMul(2 * type.getNumElements(),
                                                 bytes(type.getElementType()))
                                 : kLarge;
  }
  if (op->getNumRegions() > 0) {
    // Conditionals and scopes: the costliest region, as if it ran.
    int64_t most = 0;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        most = std::max(most, workOf(block));
    return most;
  }
  // Loads and stores: the bytes they move.
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
    if (effects.hasEffect<MemoryEffects::Read>() ||
        effects.hasEffect<MemoryEffects::Write>()) {
      // A load's results, a store's value (not its buffer or indices).
      int64_t moved = 0;
      for (Type type : op->getResultTypes())
        moved += bytes(type);
      if (effects.hasEffect<MemoryEffects::Write>())
        for (Value operand : op->getOperands())
          if (!isa<MemRefType, IndexType>(operand.getType()))
            moved += bytes(operand.getType());
      return std::max<int64_t>(moved, 1);
    }
  }
  int64_t width = 1;
  for (Type type : op->getResultTypes())
    width = std::max(width, lanes(type));
  if (op->getDialect() && op->getDialect()->getNamespace() == "math")
    return kMathLaneCost * width;
  return width;
}

int64_t workOf(Block &block) {
  int64_t work = 0;
  for (Operation &op : block)
    work = saturatingAdd(work, workOf(&op));
  return work;
}

/// `loop` (without reductions) as nested scf.for loops on this thread.
void serialize(RewriterBase &rewriter, scf::ParallelOp loop) {
  rewriter.setInsertionPoint(loop);
  scf::LoopNest nest =
      scf::buildLoopNest(rewriter, loop.getLoc(), loop.getLowerBound(),
                         loop.getUpperBound(), loop.getStep());
  SmallVector<Value> ivs;
  for (scf::ForOp serial : nest.loops)
    ivs.push_back(serial.getInductionVar());
  Block *body = loop.getBody();
  rewriter.eraseOp(body->getTerminator());
  rewriter.inlineBlockBefore(body, nest.loops.back().getBody()->getTerminator(),
                             ivs);
  rewriter.eraseOp(loop);
}

struct TaGradCpuSerializeSmallParallel
    : public tagrad::impl::TaGradCpuSerializeSmallParallelBase<
          TaGradCpuSerializeSmallParallel> {
  using Base::Base;

  void runOnOperation() override {
    if (minParallelBytes < 0) {
      getOperation()->emitError(
          "-tagrad-cpu-serialize-small-parallel: min-parallel-bytes must be "
          "non-negative, got ")
          << static_cast<int64_t>(minParallelBytes);
      return signalPassFailure();
    }
    // Outermost loops first: a small one takes its nested loops with it.
    SmallVector<scf::ParallelOp> small;
    getOperation()->walk<WalkOrder::PreOrder>([&](scf::ParallelOp loop) {
      if (loop.getNumReductions() != 0 || workOf(loop) >= minParallelBytes)
        return WalkResult::advance();
      small.push_back(loop);
      return WalkResult::skip();
    });
    if (small.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : small) {
      SmallVector<scf::ParallelOp> nested;
      loop->walk([&](scf::ParallelOp inner) {
        if (inner != loop && inner.getNumReductions() == 0)
          nested.push_back(inner);
      });
      // Innermost first (post-order walk), the outer loop last.
      for (scf::ParallelOp inner : nested)
        serialize(rewriter, inner);
      serialize(rewriter, loop);
    }
  }
};

} // namespace
