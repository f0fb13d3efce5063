//===- CpuFuseSweeps.cpp - Fuse consecutive sweeps over rows ----*- C++ -*-===//
//
// -tagrad-decompose-tensor-arrays turns a TensorArray loop into a sweep: an
// scf.for from 0 to N by 1 whose trip i reads and writes row i (or row
// N-1-i, a gradient loop) of each array's buffer. A TensorFlow program runs
// several such loops one after the other over the same arrays (the forward
// loops, then the gradient loops), and each streams every array through the
// caches once more. Two consecutive sweeps fuse into one loop when no row
// is touched by both except in the same trip: trip i of the second loop then
// sees row i as the first loop left it, since no later trip of the first
// loop touches that row. A loop whose trips are independent (no loop-carried
// values, each buffer it writes touched at one row order) may first be run
// backwards so that its row order matches its neighbour's.
//
// The proof is local and conservative: every memref a loop uses from
// outside is reached only through a row view (memref.subview of one row) or
// a load / store of one row at a sweep index, every other op in the body has
// known memory effects on the loop's own temporaries, and memrefs not
// allocated in the function (arguments, globals) may alias each other, so
// two loops that touch them, one writing, stay apart. A memref of unknown
// origin (a buffer of a tensor, an outer loop's iter_arg) keeps its loops
// apart, and a view's rows are not taken for its buffer's.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/DebugLog.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUFUSESWEEPS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

#define DEBUG_TYPE "tagrad-cpu-fuse-sweeps"

using namespace mlir;

namespace {

enum class RowOrder { Forward, Reverse, Mixed };

RowOrder flipped(RowOrder order) {
  switch (order) {
  case RowOrder::Forward:
    return RowOrder::Reverse;
  case RowOrder::Reverse:
    return RowOrder::Forward;
  case RowOrder::Mixed:
    return RowOrder::Mixed;
  }
  llvm_unreachable("unknown row order");
}

/// How a loop touches one buffer (a memref allocated in the function, or
/// `nullptr` for the function's arguments and globals, which may alias one
/// another).
struct BufferUse {
  RowOrder order;
  bool written = false;
};

/// What a sweep touches outside its own trip.
struct SweepAccesses {
  llvm::SmallDenseMap<Value, BufferUse> buffers;
  /// The row indices computed as N-1-i, which a reversed loop replaces by
  /// its induction variable.
  SmallVector<Value> reverseIndices;
};

bool isDefinedInside(Value value, Operation *op) {
  return op->isProperAncestor(value.getParentRegion()->getParentOp()) ||
         value.getParentRegion()->getParentOp() == op;
}

/// `index` as the loop's row: its induction variable i, or N-1-i for a loop
/// from 0 to N by 1 (N-1 a constant or `N - 1`, or (N - i) - 1).
std::optional<RowOrder> classifyRow(scf::ForOp loop, Value index) {
  Value iv = loop.getInductionVar();
  if (index == iv)
    return RowOrder::Forward;
  auto sub = index.getDefiningOp<arith::SubIOp>();
  if (!sub)
    return std::nullopt;
  Value upper = loop.getUpperBound();
  auto isUpper = [&](Value value, int64_t minus) {
    std::optional<int64_t> constant = getConstantIntValue(value);
    std::optional<int64_t> bound = getConstantIntValue(upper);
    if (constant && bound)
      return *constant == *bound - minus;
    if (minus == 0)
      return value == upper;
    auto less = value.getDefiningOp<arith::SubIOp>();
    return less && less.getLhs() == upper &&
           matchPattern(less.getRhs(), m_One());
  };
  if (sub.getRhs() == iv && isUpper(sub.getLhs(), 1))
    return RowOrder::Reverse;
  if (matchPattern(sub.getRhs(), m_One())) {
    auto inner = sub.getLhs().getDefiningOp<arith::SubIOp>();
    if (inner && inner.getRhs() == iv && isUpper(inner.getLhs(), 0))
      return RowOrder::Reverse;
  }
  return std::nullopt;
}

/// The buffer a memref from outside a loop is part of.
struct Origin {
  /// The function's allocation it views, or nullptr for a function argument
  /// or global (which may alias one another, never an allocation).
  Value buffer;
  /// A view (a part at some offset) rather than the buffer itself: its rows
  /// are not the buffer's.
  bool isView = false;
};

/// Where `memref` comes from, or failure when that is not known (a buffer
/// taken of a tensor, a loop's iter_arg, a call's result).
FailureOr<Origin> originOf(Value memref) {
  Origin origin;
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>()) {
    memref = view.getViewSource();
    origin.isView = true;
  }
  if (Operation *def = memref.getDefiningOp()) {
    if (isa<memref::AllocOp, memref::AllocaOp>(def)) {
      origin.buffer = memref;
      return origin;
    }
    if (isa<memref::GetGlobalOp>(def))
      return origin;
    return failure();
  }
  Block *owner = cast<BlockArgument>(memref).getOwner();
  if (owner->isEntryBlock() && isa<FunctionOpInterface>(owner->getParentOp()))
    return origin;
  return failure();
}

/// Whether the tensor `value` is computed from a buffer's contents
/// (bufferization.to_tensor).
bool viewsBuffer(Value value) {
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !visited.insert(def).second)
      continue;
    if (isa<bufferization::ToTensorOp>(def))
      return true;
    for (Value operand : def->getOperands())
      if (isa<TensorType>(operand.getType()))
        worklist.push_back(operand);
  }
  return false;
}

/// Whether the uses of a row view only read it.
bool onlyReads(Value view) {
  for (OpOperand &use : view.getUses()) {
    Operation *user = use.getOwner();
    if (auto copy = dyn_cast<memref::CopyOp>(user)) {
      if (use.get() == copy.getSource() && copy.getTarget() != view)
        continue;
      return false;
    }
    if (isa<memref::LoadOp, memref::DimOp>(user))
      continue;
    if (auto subview = dyn_cast<memref::SubViewOp>(user)) {
      if (onlyReads(subview.getResult()))
        continue;
      return false;
    }
    return false;
  }
  return true;
}

/// Which buffers `loop` touches outside its trip and how, or failure when a
/// trip may touch more than its rows (a whole-buffer use, an op of unknown
/// effects) or carries a buffer to the next trip.
FailureOr<SweepAccesses> analyzeSweep(scf::ForOp loop) {
  // The fused loop compares signed, as scf.for does by default.
  if (!matchPattern(loop.getLowerBound(), m_Zero()) ||
      !matchPattern(loop.getStep(), m_One()) || loop.getUnsignedCmp())
    return failure();
  for (Type type : loop.getResultTypes())
    if (!type.isIntOrIndexOrFloat() && !isa<VectorType>(type))
      return failure();

  SweepAccesses accesses;
  auto record = [&](Value memref, RowOrder order, bool written,
                    Value index) -> LogicalResult {
    FailureOr<Origin> origin = originOf(memref);
    if (failed(origin))
      return failure();
    // A view's row i is some other row of its buffer.
    if (origin->isView)
      order = RowOrder::Mixed;
    auto [it, inserted] =
        accesses.buffers.try_emplace(origin->buffer, BufferUse{order});
    if (!inserted && it->second.order != order)
      it->second.order = RowOrder::Mixed;
    it->second.written |= written;
    if (order == RowOrder::Reverse)
      accesses.reverseIndices.push_back(index);
    return success();
  };

  WalkResult walk = loop.getBody()->walk([&](Operation *op) {
    // Memrefs from outside the loop: one row per trip, at a sweep index, or
    // only read.
    llvm::SmallPtrSet<Value, 4> outsideMemrefs;
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (!isa<BaseMemRefType>(value.getType()) || isDefinedInside(value, loop))
        continue;
      if (isa<memref::DimOp>(op))
        continue;
      std::optional<RowOrder> order;
      Value index;
      bool written = true;
      if (auto subview = dyn_cast<memref::SubViewOp>(op)) {
        std::optional<int64_t> rows =
            getConstantIntValue(subview.getMixedSizes().front());
        if (rows && *rows == 1 &&
            (index = dyn_cast<Value>(subview.getMixedOffsets().front())))
          order = classifyRow(loop, index);
        written = !onlyReads(subview.getResult());
      } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
        if (!load.getIndices().empty())
          order = classifyRow(loop, index = load.getIndices().front());
        written = false;
      } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
        if (operand.get() == store.getMemRef() && !store.getIndices().empty())
          order = classifyRow(loop, index = store.getIndices().front());
      }
      if (!order) {
        // Any part of a memref that the trip only reads.
        auto copy = dyn_cast<memref::CopyOp>(op);
        bool reads =
            isa<memref::LoadOp>(op) ||
            (copy && value == copy.getSource() && value != copy.getTarget()) ||
            (isa<memref::SubViewOp>(op) && !written);
        if (!reads) {
          LDBG() << "not a sweep: " << *op;
          return WalkResult::interrupt();
        }
        order = RowOrder::Mixed;
        written = false;
      }
      if (failed(record(value, *order, written, index))) {
        LDBG() << "memref of unknown origin: " << *op;
        return WalkResult::interrupt();
      }
      outsideMemrefs.insert(value);
    }
    // A tensor from outside is a value, unless a buffer's contents were
    // taken as one (bufferization may read the buffer where it is used).
    for (Value value : op->getOperands())
      if (isa<TensorType>(value.getType()) && !isDefinedInside(value, loop) &&
          viewsBuffer(value)) {
        LDBG() << "tensor of a buffer's contents: " << *op;
        return WalkResult::interrupt();
      }
    // Every other effect on the trip's own memory.
    if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects) {
      LDBG() << "unknown effects: " << *op;
      return WalkResult::interrupt();
    }
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &instance : instances) {
      Value value = instance.getValue();
      if (!value ||
          (!isDefinedInside(value, loop) && !outsideMemrefs.contains(value))) {
        LDBG() << "effect outside the trip: " << *op;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return accesses;
}

/// Whether a loop's trips may run in any order: it carries no values and
/// touches each buffer it writes at one row order. (Buffers not allocated
/// here are one entry: they may alias.)
bool hasIndependentTrips(scf::ForOp loop, const SweepAccesses &accesses) {
  if (loop.getNumResults() != 0)
    return false;
  for (const auto &[buffer, use] : accesses.buffers)
    if (use.written && use.order == RowOrder::Mixed)
      return false;
  return true;
}

/// Whether the loops, the second run in row order `secondFlipped`, touch no
/// row of a buffer one of them writes except in the same trip.
bool rowsMatch(const SweepAccesses &first, const SweepAccesses &second,
               bool firstFlipped, bool secondFlipped) {
  for (const auto &[buffer, use] : first.buffers) {
    auto other = second.buffers.find(buffer);
    if (other == second.buffers.end() ||
        (!use.written && !other->second.written))
      continue;
    // Distinct memrefs that are not the function's allocations may overlap
    // at any offset.
    if (!buffer)
      return false;
    RowOrder a = firstFlipped ? flipped(use.order) : use.order;
    RowOrder b =
        secondFlipped ? flipped(other->second.order) : other->second.order;
    if (a == RowOrder::Mixed || a != b)
      return false;
  }
  return true;
}

/// Runs `loop` (from 0 to N by 1) backwards: trip j does what trip N-1-j did.
void reverseLoop(scf::ForOp loop, ArrayRef<Value> reverseIndices,
                 RewriterBase &rewriter) {
  Location loc = loop.getLoc();
  Value iv = loop.getInductionVar();
  rewriter.setInsertionPointToStart(loop.getBody());
  Value upper = loop.getUpperBound();
  Value last;
  if (std::optional<int64_t> bound = getConstantIntValue(upper)) {
    last = arith::ConstantIndexOp::create(rewriter, loc, *bound - 1);
  } else {
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    last = arith::SubIOp::create(rewriter, loc, upper, one);
  }
  auto mirrored = arith::SubIOp::create(rewriter, loc, last, iv);
  rewriter.replaceAllUsesExcept(iv, mirrored.getResult(), mirrored);
  // N-1-(N-1-j) is j.
  for (Value index : reverseIndices)
    rewriter.replaceAllUsesWith(index, iv);
}

/// Fuses `first` with the next scf.for in its block, if the ops between them
/// only compute values or allocate, neither depends on `first`'s results,
/// and the loops' rows match (after reversing one of them). Returns the
/// fused loop.
FailureOr<scf::ForOp> fuseWithNext(scf::ForOp first, RewriterBase &rewriter) {
  scf::ForOp second;
  for (Operation *op = first->getNextNode(); op; op = op->getNextNode()) {
    if ((second = dyn_cast<scf::ForOp>(op)))
      break;
    if (op->hasTrait<OpTrait::IsTerminator>() || op->getNumRegions() != 0)
      return failure();
    // Values and fresh buffers are computed as well before `first`, where
    // nothing of them can have been touched.
    if (!isMemoryEffectFree(op) &&
        !hasSingleEffect<MemoryEffects::Allocate>(op))
      return failure();
    for (Value operand : op->getOperands())
      if (operand.getDefiningOp() == first)
        return failure();
  }
  if (!second)
    return failure();
  auto sameValue = [](Value a, Value b) {
    return a == b || (getConstantIntValue(a) &&
                      getConstantIntValue(a) == getConstantIntValue(b));
  };
  if (!sameValue(first.getLowerBound(), second.getLowerBound()) ||
      !sameValue(first.getUpperBound(), second.getUpperBound()) ||
      !sameValue(first.getStep(), second.getStep()))
    return failure();
  bool dependsOnFirst = false;
  second->walk([&](Operation *op) {
    for (Value operand : op->getOperands())
      dependsOnFirst |= operand.getDefiningOp() == first;
  });
  if (dependsOnFirst)
    return failure();

  FailureOr<SweepAccesses> firstAccesses = analyzeSweep(first);
  if (failed(firstAccesses))
    return failure();
  FailureOr<SweepAccesses> secondAccesses = analyzeSweep(second);
  if (failed(secondAccesses))
    return failure();
  if (rowsMatch(*firstAccesses, *secondAccesses, false, false)) {
    // As they are.
  } else if (hasIndependentTrips(second, *secondAccesses) &&
             rowsMatch(*firstAccesses, *secondAccesses, false, true)) {
    reverseLoop(second, secondAccesses->reverseIndices, rewriter);
  } else if (hasIndependentTrips(first, *firstAccesses) &&
             rowsMatch(*firstAccesses, *secondAccesses, true, false)) {
    reverseLoop(first, firstAccesses->reverseIndices, rewriter);
  } else {
    LDBG() << "rows do not match: " << first.getLoc() << " and "
           << second.getLoc();
    return failure();
  }
  LDBG() << "fusing " << first.getLoc() << " and " << second.getLoc();
  return fuseIndependentSiblingForLoops(first, second, rewriter);
}

/// Fuses the loops of `region`'s blocks, then those nested in what is left.
void fuseSweepsIn(Region &region, RewriterBase &rewriter) {
  for (Block &block : region) {
    // An empty block (scf.forall.in_parallel's with nothing to insert) has
    // no front.
    for (Operation *op = block.empty() ? nullptr : &block.front(); op;
         op = op->getNextNode()) {
      auto loop = dyn_cast<scf::ForOp>(op);
      if (!loop)
        continue;
      FailureOr<scf::ForOp> fused;
      while (succeeded(fused = fuseWithNext(loop, rewriter)))
        loop = *fused;
      op = loop;
    }
    for (Operation &op : block)
      for (Region &nested : op.getRegions())
        fuseSweepsIn(nested, rewriter);
  }
}

struct TaGradCpuFuseSweeps
    : public tagrad::impl::TaGradCpuFuseSweepsBase<TaGradCpuFuseSweeps> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    for (Region &region : getOperation()->getRegions())
      fuseSweepsIn(region, rewriter);
  }
};

} // namespace
