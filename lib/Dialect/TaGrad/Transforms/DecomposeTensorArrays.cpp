//===- DecomposeTensorArrays.cpp - TensorArrays to tensors ----------------===//
//
// Arrays whose size and element shape are known at compile time become plain
// tensors, `tensor<size x element>`, threaded as SSA values through
// `scf.for` / `scf.while` / `scf.if` and `func.call` (a structured mem2reg of
// the array's state). Writes become `tensor.insert_slice` (an add for
// aggregating arrays), reads `tensor.extract_slice`, gather/scatter/split
// loops of those, concat a `tensor.collapse_shape`. Data starts as zeros, so
// unwritten elements read as zeros.
//
// TensorFlow's rules are checked according to `checks`:
//  * all: a `tensor<size x i8>` of per-element flags (written, read) and an
//    i1 `closed` flag are threaded beside the data; every access that may
//    break a rule gets a `tagrad.tensor_array.check` of the rules in
//    TensorFlow's order (-convert-tagrad-to-runtime turns it into the
//    runtime's error call). A failed access is skipped, so even when an
//    embedding handler returns nothing is read or written out of bounds.
//  * bounds: only the index range is checked.
//  * none: nothing is reported; indices are clamped into range so a bad
//    index still never touches memory outside the array.
//
// With `buffers` the state is memrefs instead (data, flags, a memref<i1>
// closed flag), allocated where the array is created and loaded, stored and
// copied into in place: nothing is threaded, and one-shot bufferization only
// sees the element values going in and out.
//
// Also with `buffers`, a dynamically sized array with TensorList semantics
// (writes replace, reads do not clear; no close, size, split or concat) and
// a static element shape is growable storage: a memref<?xi8> in a
// memref<memref<?xi8>> box, accessed inline through memref.view; only a
// write past the capacity calls the runtime (GrowableBuffer.h).
//
// Everything else stays as it is for -convert-tagrad-to-runtime: other
// dynamic sizes, dynamic or unranked element shapes, complex element types,
// handles carried through loop iter_args / branch results / returns, unresolved
// `tensor_array.grad` ops (their forward array too), split with lengths not
// known to equal the element's leading dimension.
//
//===----------------------------------------------------------------------===//

#include "GrowableStorage.h"
#include "TaGrad/ABI/TensorArrayABI.h"

#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/DebugLog.h"

#include <map>

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADDECOMPOSETENSORARRAYS
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

#define DEBUG_TYPE "tagrad-decompose-tensor-arrays"

using namespace mlir;
using namespace mlir::tagrad;

#define DEBUG_TYPE "tagrad-decompose-tensor-arrays"

namespace {

/// A rule an access must follow and whether it breaks it (i1).
struct RuleCheck {
  Value broken;
  TensorArrayRule rule;
};

// Per-element flag bits under checks=all.
constexpr int64_t kWrittenBit = 1;
constexpr int64_t kReadBit = 2;

/// One decomposed array: its creation op and what the rewrite needs.
struct ArrayInfo {
  TensorArrayOp root;
  int64_t size = 0;
  RankedTensorType elementType;
  RankedTensorType dataType;
  bool aggregate = false;
  bool clearAfterRead = true;
  bool writesReplace = false;
  std::string name;
  /// checks=all on an array accessed only in its creation's block, at
  /// constant indices, with values of static shape: the flags and the
  /// closed state are known at compile time and kept here instead.
  bool staticChecks = false;
  std::map<int64_t, int64_t> knownFlags; // any int64 index is a valid key
  /// checks=all on an array whose every element access is one trip of a
  /// sweep (a loop in the creation's block visiting each index once): all
  /// elements share one set of flags between loops, known at compile time.
  bool sweepChecks = false;
  int64_t sweepFlags = 0;
  /// Under either: whether the array is closed, known at compile time.
  bool knownClosed = false;
  /// The reads and writes at a sweep's index, proven to lie in [0, size).
  llvm::DenseSet<Operation *> sweepAccesses;
  /// When every access is a sweep's and the first sweep (with no close
  /// before it) writes: that write; or a scatter of every element before
  /// any other access (fullInitializingScatter). It sets every element
  /// before anything reads one, so the array needs no zero fill, and it
  /// stores its values (TensorFlow's first write to an element) even into
  /// an aggregating array instead of adding them to zeros.
  Operation *initializingWrite = nullptr;
  /// While that write is lowered.
  bool lowersInitializingWrite = false;
  /// While one of them is lowered: its index (the loop may have been
  /// rebuilt since the analysis).
  Value inRangeIndex;

  /// Growable storage (dynamically sized, TensorList semantics): the state
  /// is a box holding a memref<?xi8> of rows (GrowableStorage.h).
  bool growable = false;

  bool hasCompileTimeFlags() const { return staticChecks || sweepChecks; }
};

/// The values holding one array's state at a program point: tensors (and an
/// i1) threaded as SSA values, or with `buffers` the memrefs holding it.
struct ArrayState {
  Value data;
  Value flags;  // checks=all only
  Value closed; // checks=all only
  /// Growable storage, in the creating block only: the memref<i64> of the
  /// capacity its creation site reached last time.
  Value capacityHint;
};

using StateMap = llvm::DenseMap<unsigned, ArrayState>;

//===----------------------------------------------------------------------===//
// Analysis: which handles belong to which array, and which arrays decompose.
//===----------------------------------------------------------------------===//

class Decomposer {
public:
  /// `analysis`: as it stands before anything changes (the handle groups
  /// across calls, the compile-time diagnostics' names).
  Decomposer(ModuleOp module, const TensorArrayAnalysis &analysis,
             TensorArrayChecks checks, bool buffers)
      : module(module), groups(analysis.getGroups()),
        names(analysis.getNames()), symbols(module), checks(checks),
        buffers(buffers) {}

  LogicalResult run();

private:
  // Analysis.
  using HandleGroup = ArrayGroups::Group;
  using GroupMap = llvm::MapVector<Value, HandleGroup>;
  void analyze();
  bool isCandidate(const HandleGroup &group);
  bool isGrowable(const HandleGroup &group);
  ArrayInfo describeGrowable(TensorArrayOp root, const TensorArrayNames &names);
  void assignClasses(const GroupMap &groupsByLeader,
                     llvm::DenseSet<Value> &rejected,
                     const TensorArrayNames &names);
  ArrayInfo describeArray(TensorArrayOp root, int64_t size,
                          ArrayRef<Value> handles,
                          const TensorArrayNames &names);
  bool usesAreRewritable(Value handle, Region *home);
  std::optional<int64_t> staticSize(TensorArrayOp op);
  std::optional<unsigned> classOf(Value handle) {
    auto it = classOfLeader.find(groups.getLeader(handle));
    if (it == classOfLeader.end())
      return std::nullopt;
    return it->second;
  }

  // Rewrite.
  LogicalResult rewriteFunction(func::FuncOp func);
  LogicalResult processBlock(Block &block, StateMap &state);
  /// Rewrites a loop or branch body ending in scf.yield from `state` and
  /// appends the array state it ends with to the yield.
  void processYieldingBlock(Block &block, ArrayRef<unsigned> classes,
                            StateMap &state, LogicalResult &status);
  void lowerAccess(Operation *op, unsigned cls, StateMap &state);
  void lowerGather(GatherOp gather, unsigned cls, StateMap &state);
  void lowerScatter(ScatterOp scatter, unsigned cls, StateMap &state);
  void lowerSplit(SplitOp split, unsigned cls, StateMap &state);
  void lowerConcat(ConcatOp concat, unsigned cls, StateMap &state);
  using ElementLoopBody = function_ref<SmallVector<Value>(
      OpBuilder &, Value, ValueRange, ArrayState &)>;
  SmallVector<Value> loopOverElements(OpBuilder &b, Location loc, unsigned cls,
                                      StateMap &state, Value count,
                                      ValueRange extraInits,
                                      ElementLoopBody body);
  void threadFor(scf::ForOp op, ArrayRef<unsigned> classes, StateMap &state,
                 LogicalResult &status);
  void threadIf(scf::IfOp op, ArrayRef<unsigned> classes, StateMap &state,
                LogicalResult &status);
  void threadWhile(scf::WhileOp op, ArrayRef<unsigned> classes, StateMap &state,
                   LogicalResult &status);
  void rewriteCall(func::CallOp call, StateMap &state);
  SmallVector<unsigned> classesUsedIn(Operation *op, const StateMap &state);

  // State helpers.
  SmallVector<Type> stateTypes(unsigned cls);
  SmallVector<Value> flatten(ArrayRef<unsigned> classes, const StateMap &state);
  void unflatten(ArrayRef<unsigned> classes, ValueRange values,
                 StateMap &state);
  ArrayState initialState(OpBuilder &b, Location loc, unsigned cls);
  bool hasStaticChecks(TensorArrayOp root, ArrayRef<Value> handles);
  bool hasSweepChecks(TensorArrayOp root, ArrayRef<Value> handles, int64_t size,
                      ArrayInfo &info);
  bool hasRuntimeFlags(unsigned cls) const {
    // Growable arrays follow TensorList rules, which no flag decides.
    return checks == TensorArrayChecks::All &&
           !arrays[cls].hasCompileTimeFlags() && !arrays[cls].growable;
  }
  Value loadFlags(OpBuilder &b, Location loc, unsigned cls,
                  const ArrayState &state, Value index);
  void storeFlags(OpBuilder &b, Location loc, unsigned cls, ArrayState &state,
                  Value index, Value flags);
  Value loadClosed(OpBuilder &b, Location loc, unsigned cls,
                   const ArrayState &state);
  void markClosed(OpBuilder &b, Location loc, unsigned cls, ArrayState &state);

  // Access emitters. Each returns the state after the access.
  ArrayState emitWrite(OpBuilder &b, Location loc, unsigned cls,
                       ArrayState state, Value index, Value value);
  ArrayState emitRead(OpBuilder &b, Location loc, unsigned cls,
                      ArrayState state, Value index, Value *result,
                      Value into = Value());
  void emitGrowableWrite(OpBuilder &b, Location loc, unsigned cls,
                         const ArrayState &state, Value index, Value value);
  void emitGrowableRead(OpBuilder &b, Location loc, unsigned cls,
                        const ArrayState &state, Value index, Value *result,
                        Value into);
  Value emitCheck(OpBuilder &b, Location loc, unsigned cls, Value index,
                  ArrayRef<RuleCheck> rules, ValueRange valueShape = {});

  ModuleOp module;
  const ArrayGroups &groups;
  const TensorArrayNames &names;
  SymbolTable symbols;
  TensorArrayChecks checks;
  bool buffers;
  llvm::DenseMap<Value, unsigned> classOfLeader;
  std::vector<ArrayInfo> arrays;
  /// Per function: (argument number, class) of decomposed handle arguments.
  llvm::DenseMap<Operation *, SmallVector<std::pair<unsigned, unsigned>>>
      decomposedArguments;
};

std::optional<int64_t> Decomposer::staticSize(TensorArrayOp op) {
  APInt value;
  if (matchPattern(op.getSize(), m_ConstantInt(&value)))
    return value.getSExtValue();
  // An accumulator sized by its forward array: `tensor_array.size %fwd`.
  auto sizeOp = op.getSize().getDefiningOp<SizeOp>();
  if (!sizeOp)
    return std::nullopt;
  if (std::optional<unsigned> cls = classOf(sizeOp.getHandle()))
    return arrays[*cls].size;
  auto forward = sizeOp.getHandle().getDefiningOp<TensorArrayOp>();
  if (!forward)
    return std::nullopt;
  // -tagrad-resolve-accumulators carries the proven final size.
  if (IntegerAttr finalSize =
          TaGradDialect::FinalSizeAttrHelper(op.getContext()).getAttr(forward))
    return finalSize.getInt();
  if (!forward.getDynamicSize() &&
      matchPattern(forward.getSize(), m_ConstantInt(&value)))
    return value.getSExtValue();
  return std::nullopt;
}

/// Whether a gradient array (aggregating) is read past its end and its size
/// is asked: TensorFlow grows it to `index + 1` on such a read, which the
/// runtime models and the fixed `tensor<size x elem>` cannot.
static bool growsOnRead(TensorArrayOp root, ArrayRef<Value> handles,
                        int64_t size) {
  if (!root.getMultipleWritesAggregate())
    return false;
  auto anyUser = [&](auto predicate) {
    return llvm::any_of(handles, [&](Value handle) {
      return llvm::any_of(handle.getUsers(), predicate);
    });
  };
  return anyUser([](Operation *user) { return isa<SizeOp>(user); }) &&
         anyUser([&](Operation *user) { return mayReadPastEnd(user, size); });
}

/// Every use of `handle` is an access we lower or a call we thread through,
/// nested in `home` only through scf.for / scf.while / scf.if.
bool Decomposer::usesAreRewritable(Value handle, Region *home) {
  for (OpOperand &use : handle.getUses()) {
    Operation *user = use.getOwner();
    if (isa<TensorArrayGradOpInterface>(user))
      return false;
    if (auto split = dyn_cast<SplitOp>(user)) {
      // Only splits into pieces of exactly the element's leading dimension.
      auto elementType = dyn_cast<RankedTensorType>(
          cast<TensorArrayType>(handle.getType()).getElementType());
      auto valueType = dyn_cast<RankedTensorType>(split.getValue().getType());
      DenseIntElementsAttr lengths;
      if (!elementType || elementType.getRank() < 1 || !valueType ||
          !valueType.hasStaticShape() ||
          !matchPattern(split.getLengths(), m_Constant(&lengths)))
        return false;
      for (const APInt &length : lengths.getValues<APInt>())
        if (length.getSExtValue() != elementType.getDimSize(0))
          return false;
      if (lengths.getNumElements() * elementType.getDimSize(0) !=
          valueType.getDimSize(0))
        return false;
    } else if (auto scatter = dyn_cast<ScatterOp>(user);
               scatter &&
               !isa<RankedTensorType>(scatter.getValue().getType())) {
      // Rows of a value of unknown rank: the runtime checks its shape.
      return false;
    } else if (auto call = dyn_cast<func::CallOp>(user)) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock())
        return false;
    } else if (auto access = dyn_cast<TensorArrayAccessOpInterface>(user);
               !access || access.getTensorArrayHandle() != handle) {
      return false;
    }
    for (Region *region = user->getParentRegion(); region != home;) {
      Operation *parent = region->getParentOp();
      if (!parent || !isa<scf::ForOp, scf::WhileOp, scf::IfOp>(parent))
        return false;
      region = parent->getParentRegion();
      if (!region)
        return false;
    }
  }
  return true;
}

/// Whether every access to the array is at a constant index (values of
/// static shape) in the block that creates it: executed in block order, so
/// its TensorFlow rules can be decided while the accesses are rewritten.
bool Decomposer::hasStaticChecks(TensorArrayOp root, ArrayRef<Value> handles) {
  if (handles.size() != 1 || handles.front() != root.getHandle())
    return false;
  return llvm::all_of(root.getHandle().getUsers(), [&](Operation *user) {
    if (user->getBlock() != root->getBlock())
      return false;
    if (auto write = dyn_cast<WriteOp>(user)) {
      auto valueType = dyn_cast<RankedTensorType>(write.getValue().getType());
      return getConstantIntValue(write.getIndex()) && valueType &&
             valueType.hasStaticShape();
    }
    if (auto read = dyn_cast<ReadOp>(user))
      return getConstantIntValue(read.getIndex()).has_value();
    return isa<SizeOp, CloseOp, LockSizeOp>(user);
  });
}

/// Whether `index` visits each of [0, size) once over the trips of `loop`:
/// the induction variable of a loop from 0 to `size` by 1, or size-1 minus
/// it (a reverse sweep, as gradient loops run).
static bool isSweepIndex(scf::ForOp loop, Value index, int64_t size) {
  auto isConstant = [](Value v, int64_t expected) {
    std::optional<int64_t> c = getConstantIntValue(v);
    return c && *c == expected;
  };
  if (!isConstant(loop.getLowerBound(), 0) ||
      !isConstant(loop.getUpperBound(), size) || !isConstant(loop.getStep(), 1))
    return false;
  Value iv = loop.getInductionVar();
  while (auto cast = index.getDefiningOp<arith::IndexCastOp>())
    index = cast.getIn();
  if (index == iv)
    return true;
  // size-1 - iv, or (size - iv) - 1.
  auto sub = index.getDefiningOp<arith::SubIOp>();
  if (!sub)
    return false;
  if (sub.getRhs() == iv)
    return isConstant(sub.getLhs(), size - 1);
  auto inner = sub.getLhs().getDefiningOp<arith::SubIOp>();
  return isConstant(sub.getRhs(), 1) && inner && inner.getRhs() == iv &&
         isConstant(inner.getLhs(), size);
}

/// Whether every element access to the array (reads and writes of values of
/// static shape) is directly in the body of an scf.for in the creation's
/// block, at most one per loop, at a sweep index, and its other uses (size,
/// lock_size, close) are in that block: the loops then run in block order
/// and each leaves every element with the same flags. Either way, records
/// in `info.sweepAccesses` the accesses at a sweep index; if the first
/// sweep writes, `info.initializingWrite`.
bool Decomposer::hasSweepChecks(TensorArrayOp root, ArrayRef<Value> handles,
                                int64_t size, ArrayInfo &info) {
  bool sweeps = handles.size() == 1 && handles.front() == root.getHandle();
  llvm::SmallPtrSet<Operation *, 8> sweepLoops;
  Operation *firstAccess = nullptr, *firstClose = nullptr;
  for (Value handle : handles) {
    for (Operation *user : handle.getUsers()) {
      if (isa<SizeOp, CloseOp, LockSizeOp>(user)) {
        sweeps &= user->getBlock() == root->getBlock();
        if (isa<CloseOp>(user) && user->getBlock() == root->getBlock() &&
            (!firstClose || user->isBeforeInBlock(firstClose)))
          firstClose = user;
        continue;
      }
      Value index;
      if (auto write = dyn_cast<WriteOp>(user)) {
        auto valueType = dyn_cast<RankedTensorType>(write.getValue().getType());
        sweeps &= valueType && valueType.hasStaticShape();
        index = write.getIndex();
      } else if (auto read = dyn_cast<ReadOp>(user)) {
        index = read.getIndex();
      } else {
        sweeps = false;
        continue;
      }
      auto loop = dyn_cast<scf::ForOp>(user->getParentOp());
      if (!loop || !isSweepIndex(loop, index, size)) {
        sweeps = false;
        continue;
      }
      info.sweepAccesses.insert(user);
      sweeps &= loop->getBlock() == root->getBlock() &&
                sweepLoops.insert(loop).second;
      if (sweeps &&
          (!firstAccess || loop->isBeforeInBlock(firstAccess->getParentOp())))
        firstAccess = user;
    }
  }
  if (sweeps && firstAccess && isa<WriteOp>(firstAccess) &&
      (!firstClose || firstAccess->getParentOp()->isBeforeInBlock(firstClose)))
    info.initializingWrite = firstAccess;
  if (sweeps)
    LDBG() << "every access of " << root << " is a sweep";
  return sweeps;
}

/// Step 2: whether a group may decompose at all, whatever its size: one
/// creation with a static element shape of a number type, not dynamically
/// sized, every handle's uses rewritable in a single-block region.
bool Decomposer::isCandidate(const HandleGroup &group) {
  if (group.creations.size() != 1) {
    LDBG() << "not decomposed: " << group.creations.size()
           << " creations reach one handle group";
    return false;
  }
  TensorArrayOp root = group.creations.front();
  // Functions are rewritten one by one: handles anywhere else (ops at module
  // level) would keep pointing at the erased creation.
  for (Value handle : group.handles) {
    auto function = handle.getParentRegion()->getParentOfType<func::FuncOp>();
    if (!function || function->getParentOp() != module.getOperation()) {
      LDBG() << "not decomposed: a handle of " << root
             << " is outside the module's functions";
      return false;
    }
  }
  for (Value handle : group.handles) {
    Region *home = isa<BlockArgument>(handle)
                       ? handle.getParentRegion()
                       : handle.getDefiningOp()->getParentRegion();
    if (groups.isUnthreadable(handle) || !usesAreRewritable(handle, home) ||
        home->getBlocks().size() != 1) {
      LDBG() << "not decomposed: a handle of " << root
             << " is used where it cannot be threaded";
      return false;
    }
  }
  auto elementType =
      dyn_cast<RankedTensorType>(root.getHandle().getType().getElementType());
  Type dtype = elementType ? elementType.getElementType() : Type();
  if (!elementType || !elementType.hasStaticShape() ||
      (root.getDynamicSize() && !isGrowable(group)) ||
      !(isa<FloatType>(dtype) || isa<IntegerType>(dtype))) {
    LDBG() << "not decomposed: " << root
           << " is dynamically sized or its elements are not static numbers";
    return false;
  }
  return true;
}

/// Whether a dynamically sized group can be growable storage: buffers, a
/// TensorList's rules (writes replace, reads keep; nothing closes it or asks
/// its size), elements of a static shape, non-empty, of whole bytes, and only
/// element accesses (split and concat need the array's size).
bool Decomposer::isGrowable(const HandleGroup &group) {
  TensorArrayOp root = group.creations.front();
  auto elementType =
      dyn_cast<RankedTensorType>(root.getHandle().getType().getElementType());
  if (!buffers || !root.getDynamicSize() || !root.getWritesReplace() ||
      root.getClearAfterRead() || root.getMultipleWritesAggregate() ||
      !elementType || !GrowableStorage::fits(elementType))
    return false;
  return llvm::all_of(group.handles, [](Value handle) {
    return llvm::all_of(handle.getUsers(), [](Operation *user) {
      return isa<WriteOp, ReadOp, GatherOp, ScatterOp, func::CallOp>(user);
    });
  });
}

ArrayInfo Decomposer::describeGrowable(TensorArrayOp root,
                                       const TensorArrayNames &names) {
  ArrayInfo info;
  info.root = root;
  info.elementType =
      cast<RankedTensorType>(root.getHandle().getType().getElementType());
  info.dataType = info.elementType;
  info.aggregate = false;
  info.clearAfterRead = false;
  info.writesReplace = true;
  info.name = names.getName(root).str();
  info.growable = true;
  // Only in messages (a negative index's "size is: N"): the creation's size.
  if (std::optional<int64_t> size = getConstantIntValue(root.getSize()))
    info.size = *size;
  return info;
}

/// The scatter that sets every element of the array before anything else
/// touches it, if there is one: the first use of the creation's handle in
/// block order (the order accesses are lowered in), in its block, every
/// other use after it, at constant indices that are a permutation of
/// [0, size), with one row per index of the element's static shape
/// (TensorArray.unstack, a gradient's scatter into its accumulator). The
/// array then needs no zero fill.
static ScatterOp fullInitializingScatter(TensorArrayOp root,
                                         ArrayRef<Value> handles,
                                         int64_t size) {
  if (handles.size() != 1 || handles.front() != root.getHandle())
    return nullptr;
  ScatterOp scatter;
  for (Operation *user : root.getHandle().getUsers())
    if (auto candidate = dyn_cast<ScatterOp>(user);
        candidate && candidate->getBlock() == root->getBlock() &&
        (!scatter || candidate->isBeforeInBlock(scatter)))
      scatter = candidate;
  if (!scatter)
    return nullptr;
  DenseIntElementsAttr indices;
  auto valueType = dyn_cast<RankedTensorType>(scatter.getValue().getType());
  auto elementType =
      cast<RankedTensorType>(root.getHandle().getType().getElementType());
  if (!matchPattern(scatter.getIndices(), m_Constant(&indices)) ||
      indices.getNumElements() != size || !valueType ||
      !valueType.hasStaticShape() || valueType.getRank() < 1 ||
      valueType.getDimSize(0) != size ||
      valueType.getShape().drop_front() != elementType.getShape())
    return nullptr;
  llvm::BitVector seen(size);
  for (const APInt &index : indices.getValues<APInt>()) {
    int64_t i = index.getSExtValue();
    if (i < 0 || i >= size || seen.test(i))
      return nullptr;
    seen.set(i);
  }
  Block *block = root->getBlock();
  for (Operation *user : root.getHandle().getUsers()) {
    if (user == scatter.getOperation())
      continue;
    Operation *inBlock = block->findAncestorOpInBlock(*user);
    if (!inBlock || !scatter->isBeforeInBlock(inBlock))
      return nullptr;
  }
  return scatter;
}

/// What the rewrite needs of a decomposed array of `size` elements.
ArrayInfo Decomposer::describeArray(TensorArrayOp root, int64_t size,
                                    ArrayRef<Value> handles,
                                    const TensorArrayNames &names) {
  ArrayInfo info;
  info.root = root;
  info.size = size;
  info.elementType =
      cast<RankedTensorType>(root.getHandle().getType().getElementType());
  SmallVector<int64_t> shape{size};
  llvm::append_range(shape, info.elementType.getShape());
  info.dataType =
      RankedTensorType::get(shape, info.elementType.getElementType());
  info.aggregate = root.getMultipleWritesAggregate();
  info.clearAfterRead = root.getClearAfterRead();
  info.writesReplace = root.getWritesReplace();
  info.name = names.getName(root).str();
  info.staticChecks =
      checks == TensorArrayChecks::All && hasStaticChecks(root, handles);
  bool sweeps = size > 0 && hasSweepChecks(root, handles, size, info);
  info.sweepChecks =
      checks == TensorArrayChecks::All && !info.staticChecks && sweeps;
  if (!info.initializingWrite && size > 0)
    if (ScatterOp scatter = fullInitializingScatter(root, handles, size))
      info.initializingWrite = scatter;
  return info;
}

/// Whether `size` elements of `root`'s (static) element type fit one buffer
/// whose byte size an int64 holds.
static bool fitsOneBuffer(TensorArrayOp root, int64_t size) {
  auto elementType =
      cast<RankedTensorType>(root.getHandle().getType().getElementType());
  int64_t bytes = std::max<int64_t>(
      1, llvm::divideCeil(elementType.getElementTypeBitWidth(), 8));
  bool overflow = false;
  int64_t total = size;
  for (int64_t factor : llvm::concat<const int64_t>(elementType.getShape(),
                                                    ArrayRef<int64_t>(bytes))) {
    overflow |= llvm::MulOverflow(total, factor, total);
  }
  return !overflow;
}

/// Step 3: a class per candidate whose size is known. An accumulator's size
/// is its forward array's, known once that one is decided, so iterate until
/// nothing changes.
void Decomposer::assignClasses(const GroupMap &groupsByLeader,
                               llvm::DenseSet<Value> &rejected,
                               const TensorArrayNames &names) {
  auto forwardOf = [](TensorArrayOp root) -> Value {
    auto sizeOp = root.getSize().getDefiningOp<SizeOp>();
    return sizeOp ? sizeOp.getHandle() : Value();
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (const auto &[lead, group] : groupsByLeader) {
      if (rejected.contains(lead) || classOfLeader.count(lead))
        continue;
      TensorArrayOp root = group.creations.front();
      if (root.getDynamicSize() && isGrowable(group)) {
        LDBG() << "growable storage: " << root;
        classOfLeader[lead] = arrays.size();
        arrays.push_back(describeGrowable(root, names));
        changed = true;
        continue;
      }
      std::optional<int64_t> size = staticSize(root);
      if (!size) {
        // An accumulator whose forward array is not decided yet waits.
        Value forward = forwardOf(root);
        if (forward && !rejected.contains(groups.getLeader(forward)) &&
            !classOfLeader.count(groups.getLeader(forward)))
          continue;
        LDBG() << "not decomposed: the size of " << root << " is not static";
        rejected.insert(lead);
        changed = true;
        continue;
      }
      if (*size < 0 || growsOnRead(root, group.handles, *size)) {
        LDBG() << "not decomposed: " << root
               << " has a negative size or grows on a read past its end";
        rejected.insert(lead);
        changed = true;
        continue;
      }
      // Its storage as one buffer must have an addressable byte size (a
      // 2^62-element array of 3 floats would wrap the buffer's shape
      // around); the runtime's store allocates what is written, or fails
      // with an error.
      if (!fitsOneBuffer(root, *size)) {
        LDBG() << "not decomposed: " << root << " of " << *size
               << " elements is too large for one buffer";
        rejected.insert(lead);
        changed = true;
        continue;
      }
      classOfLeader[lead] = arrays.size();
      arrays.push_back(describeArray(root, *size, group.handles, names));
      changed = true;
    }
    // Groups still waiting on a rejected forward array are rejected next
    // round by the staticSize() check above.
    for (const auto &[lead, group] : groupsByLeader) {
      if (rejected.contains(lead) || classOfLeader.count(lead))
        continue;
      Value forward = forwardOf(group.creations.front());
      if (forward && rejected.contains(groups.getLeader(forward)) &&
          !staticSize(group.creations.front())) {
        rejected.insert(lead);
        changed = true;
      }
    }
  }
}

void Decomposer::analyze() {
  // Step 1 (TensorArrayAnalysis): the groups of handles that denote one
  // array through calls.
  const GroupMap &groupsByLeader = groups.getGroups();
  llvm::DenseSet<Value> rejected;
  for (const auto &[lead, group] : groupsByLeader)
    if (!isCandidate(group))
      rejected.insert(lead);
  assignClasses(groupsByLeader, rejected, names);

  // Step 4: decomposed function arguments, in argument order.
  module.walk([&](func::FuncOp func) {
    if (func.isExternal())
      return;
    for (BlockArgument arg : func.getArguments())
      if (isa<TensorArrayType>(arg.getType()))
        if (std::optional<unsigned> cls = classOf(arg))
          decomposedArguments[func].push_back({arg.getArgNumber(), *cls});
  });
}

//===----------------------------------------------------------------------===//
// State handling.
//===----------------------------------------------------------------------===//

SmallVector<Type> Decomposer::stateTypes(unsigned cls) {
  MLIRContext *ctx = module.getContext();
  const ArrayInfo &info = arrays[cls];
  Type i8 = IntegerType::get(ctx, 8), i1 = IntegerType::get(ctx, 1);
  if (info.growable)
    return {GrowableStorage::boxType(ctx)};
  if (buffers) {
    SmallVector<Type> types{MemRefType::get(info.dataType.getShape(),
                                            info.dataType.getElementType())};
    if (hasRuntimeFlags(cls)) {
      types.push_back(MemRefType::get({info.size}, i8));
      types.push_back(MemRefType::get({}, i1));
    }
    return types;
  }
  SmallVector<Type> types{info.dataType};
  if (hasRuntimeFlags(cls)) {
    types.push_back(RankedTensorType::get({info.size}, i8));
    types.push_back(i1);
  }
  return types;
}

SmallVector<Value> Decomposer::flatten(ArrayRef<unsigned> classes,
                                       const StateMap &state) {
  SmallVector<Value> values;
  for (unsigned cls : classes) {
    const ArrayState &s = state.find(cls)->second;
    values.push_back(s.data);
    if (hasRuntimeFlags(cls)) {
      values.push_back(s.flags);
      values.push_back(s.closed);
    }
  }
  return values;
}

void Decomposer::unflatten(ArrayRef<unsigned> classes, ValueRange values,
                           StateMap &state) {
  unsigned next = 0;
  for (unsigned cls : classes) {
    ArrayState s;
    s.data = values[next++];
    if (hasRuntimeFlags(cls)) {
      s.flags = values[next++];
      s.closed = values[next++];
    }
    state[cls] = s;
  }
}

ArrayState Decomposer::initialState(OpBuilder &b, Location loc, unsigned cls) {
  const ArrayInfo &info = arrays[cls];
  ArrayState s;
  Type dtype = info.dataType.getElementType();
  if (info.growable) {
    // The creation's size in rows: zeros, as a reserved list's items.
    GrowableStorage::Created storage =
        GrowableStorage(module, symbols, info.elementType)
            .create(b, loc, TensorArrayOp(info.root).getSize());
    s.data = storage.box;
    s.capacityHint = storage.capacityHint;
    return s;
  }
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(dtype));
  if (buffers) {
    SmallVector<Type> types = stateTypes(cls);
    s.data = memref::AllocOp::create(b, loc, cast<MemRefType>(types[0]));
    if (!info.initializingWrite)
      linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{s.data});
    if (hasRuntimeFlags(cls)) {
      s.flags = memref::AllocOp::create(b, loc, cast<MemRefType>(types[1]));
      linalg::FillOp::create(
          b, loc, ValueRange{arith::ConstantIntOp::create(b, loc, 0, 8)},
          ValueRange{s.flags});
      s.closed = memref::AllocOp::create(b, loc, cast<MemRefType>(types[2]));
      memref::StoreOp::create(
          b, loc, arith::ConstantIntOp::create(b, loc, 0, 1), s.closed);
    }
    return s;
  }
  Value empty =
      tensor::EmptyOp::create(b, loc, info.dataType.getShape(), dtype);
  s.data =
      info.initializingWrite
          ? empty
          : linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
                .getResult(0);
  if (hasRuntimeFlags(cls)) {
    Value zeroFlag = arith::ConstantIntOp::create(b, loc, 0, 8);
    Value emptyFlags = tensor::EmptyOp::create(
        b, loc, ArrayRef<int64_t>{info.size}, b.getI8Type());
    s.flags = linalg::FillOp::create(b, loc, ValueRange{zeroFlag},
                                     ValueRange{emptyFlags})
                  .getResult(0);
    s.closed = arith::ConstantIntOp::create(b, loc, 0, 1);
  }
  return s;
}

Value Decomposer::loadFlags(OpBuilder &b, Location loc, unsigned cls,
                            const ArrayState &state, Value index) {
  if (arrays[cls].sweepChecks)
    return arith::ConstantIntOp::create(b, loc, arrays[cls].sweepFlags, 8);
  if (arrays[cls].staticChecks) {
    const auto &known = arrays[cls].knownFlags;
    auto it = known.find(*getConstantIntValue(index));
    return arith::ConstantIntOp::create(b, loc,
                                        it == known.end() ? 0 : it->second, 8);
  }
  if (buffers)
    return memref::LoadOp::create(b, loc, state.flags, index);
  return tensor::ExtractOp::create(b, loc, state.flags, index);
}

void Decomposer::storeFlags(OpBuilder &b, Location loc, unsigned cls,
                            ArrayState &state, Value index, Value flags) {
  if (arrays[cls].sweepChecks) {
    // The sweep's rules were all decided (constant flags in, the index in
    // range): what it leaves in every element is a constant too.
    std::optional<int64_t> known = getConstantIntValue(flags);
    assert(known && "a sweep's flags are decided at compile time");
    arrays[cls].sweepFlags = *known;
    return;
  }
  if (arrays[cls].staticChecks) {
    // Constant inputs fold to constant flags (createOrFold throughout).
    arrays[cls].knownFlags[*getConstantIntValue(index)] =
        *getConstantIntValue(flags);
    return;
  }
  if (buffers)
    memref::StoreOp::create(b, loc, flags, state.flags, index);
  else
    state.flags = tensor::InsertOp::create(b, loc, flags, state.flags, index);
}

Value Decomposer::loadClosed(OpBuilder &b, Location loc, unsigned cls,
                             const ArrayState &state) {
  if (arrays[cls].hasCompileTimeFlags())
    return arith::ConstantIntOp::create(b, loc, arrays[cls].knownClosed, 1);
  if (buffers)
    return memref::LoadOp::create(b, loc, state.closed, ValueRange{});
  return state.closed;
}

void Decomposer::markClosed(OpBuilder &b, Location loc, unsigned cls,
                            ArrayState &state) {
  if (arrays[cls].hasCompileTimeFlags()) {
    arrays[cls].knownClosed = true;
    return;
  }
  Value closed = arith::ConstantIntOp::create(b, loc, 1, 1);
  if (buffers)
    memref::StoreOp::create(b, loc, closed, state.closed, ValueRange{});
  else
    state.closed = closed;
}

//===----------------------------------------------------------------------===//
// Run-time checks.
//===----------------------------------------------------------------------===//

/// Whether `index` is negative and whether it is past the end of the array
/// (i1 values); both false constants for an index proven in range.
static std::pair<Value, Value> rangeConditions(OpBuilder &b, Location loc,
                                               const ArrayInfo &info,
                                               Value index) {
  if (index && index == info.inRangeIndex) {
    LDBG() << info.name << ": index proven in range (a sweep's)";
    Value inRange = arith::ConstantIntOp::create(b, loc, 0, 1);
    return {inRange, inRange};
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value size = arith::ConstantIndexOp::create(b, loc, info.size);
  return {b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, index,
                                        zero),
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge, index,
                                        size)};
}

/// Emits the `tagrad.tensor_array.check` of `rules` (in TensorFlow's order:
/// the first broken one is reported) for the access of `index`, and returns
/// whether the access may go ahead. Rules decided at compile time are
/// decided here: those that hold are dropped, one that is broken is the last
/// one checked, and no check is emitted when nothing can fail.
/// `valueShape` holds the written value's dimensions for incompatible_shape.
Value Decomposer::emitCheck(OpBuilder &b, Location loc, unsigned cls,
                            Value index, ArrayRef<RuleCheck> rules,
                            ValueRange valueShape) {
  const ArrayInfo &info = arrays[cls];
  SmallVector<Value> conditions;
  SmallVector<Attribute> ruleAttrs;
  bool checksShape = false;
  bool alwaysFails = false;
  for (const RuleCheck &check : rules) {
    std::optional<int64_t> known = getConstantIntValue(check.broken);
    if (known && !*known)
      continue;
    conditions.push_back(check.broken);
    ruleAttrs.push_back(TensorArrayRuleAttr::get(b.getContext(), check.rule));
    checksShape |= check.rule == TensorArrayRule::IncompatibleShape;
    if (known) {
      // Later rules are never reported.
      LDBG() << info.name << ": " << stringifyTensorArrayRule(check.rule)
             << " is broken at compile time";
      alwaysFails = true;
      break;
    }
  }
  if (conditions.empty()) {
    LDBG() << info.name << ": access proven to follow every rule";
    return arith::ConstantIntOp::create(b, loc, 1, 1);
  }
  assert((!checksShape ||
          valueShape.size() == size_t(info.elementType.getRank())) &&
         "incompatible_shape needs every dimension of the value");
  auto check = CheckOp::create(
      b, loc, b.getI1Type(), index, conditions,
      checksShape ? valueShape : ValueRange{}, b.getArrayAttr(ruleAttrs),
      b.getStringAttr(info.name), b.getI64IntegerAttr(info.size),
      checksShape ? b.getDenseI64ArrayAttr(info.elementType.getShape())
                  : DenseI64ArrayAttr());
  if (alwaysFails)
    return arith::ConstantIntOp::create(b, loc, 0, 1);
  return check.getOk();
}

/// Offsets, sizes and strides of element `index` of an array of
/// `elementType` elements (shared by the tensor slices and memref views).
struct ElementSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  ElementSlice(OpBuilder &b, RankedTensorType elementType, Value index) {
    int64_t rank = elementType.getRank() + 1;
    offsets.assign(rank, b.getIndexAttr(0));
    offsets[0] = index;
    sizes.push_back(b.getIndexAttr(1));
    for (int64_t dim : elementType.getShape())
      sizes.push_back(b.getIndexAttr(dim));
    strides.assign(rank, b.getIndexAttr(1));
  }
};

/// `tensor.extract_slice` of element `index` (rank-reduced to the element).
static Value extractElement(OpBuilder &b, Location loc, Value data,
                            RankedTensorType elementType, Value index) {
  ElementSlice slice(b, elementType, index);
  return tensor::ExtractSliceOp::create(
      b, loc, elementType, data, slice.offsets, slice.sizes, slice.strides);
}

static Value insertElement(OpBuilder &b, Location loc, Value element,
                           Value data, Value index) {
  ElementSlice slice(b, cast<RankedTensorType>(element.getType()), index);
  return tensor::InsertSliceOp::create(b, loc, element, data, slice.offsets,
                                       slice.sizes, slice.strides);
}

/// A memref of `elementType` with any strides and offset: what a tensor
/// bufferizes to in general (function arguments, slices).
static MemRefType anyLayoutBuffer(RankedTensorType elementType) {
  MLIRContext *ctx = elementType.getContext();
  SmallVector<int64_t> strides(elementType.getRank(), ShapedType::kDynamic);
  return MemRefType::get(
      elementType.getShape(), elementType.getElementType(),
      StridedLayoutAttr::get(ctx, ShapedType::kDynamic, strides));
}

/// `memref.subview` of element `index` (rank-reduced to the element).
static Value elementView(OpBuilder &b, Location loc, Value data,
                         RankedTensorType elementType, Value index) {
  ElementSlice slice(b, elementType, index);
  MemRefType viewType = memref::SubViewOp::inferRankReducedResultType(
      elementType.getShape(), cast<MemRefType>(data.getType()), slice.offsets,
      slice.sizes, slice.strides);
  return memref::SubViewOp::create(b, loc, viewType, data, slice.offsets,
                                   slice.sizes, slice.strides);
}

/// Whether `value` (cast to the element type when unranked, which is not
/// checked) does not have `elementType`'s shape, or null when it has it by
/// type; `valueShape` gets its dimensions when they are checked.
static Value valueShapeDiffers(OpBuilder &b, Location loc,
                               RankedTensorType elementType, Value &value,
                               SmallVectorImpl<Value> &valueShape) {
  Value shapeBad;
  auto valueType = dyn_cast<RankedTensorType>(value.getType());
  if (!valueType)
    value = tensor::CastOp::create(b, loc, elementType, value);
  else if (!valueType.hasStaticShape())
    for (int64_t d = 0; d < valueType.getRank(); ++d)
      valueShape.push_back(b.createOrFold<tensor::DimOp>(loc, value, d));
  for (int64_t d = 0; valueType && d < valueType.getRank(); ++d) {
    if (!valueType.isDynamicDim(d))
      continue;
    Value ne = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::ne, valueShape[d],
        arith::ConstantIndexOp::create(b, loc, elementType.getDimSize(d)));
    shapeBad = shapeBad ? b.createOrFold<arith::OrIOp>(loc, shapeBad, ne) : ne;
  }
  return shapeBad;
}

/// A buffer for one element (a read's copy).
static Value allocateElement(OpBuilder &b, Location loc,
                             RankedTensorType elementType) {
  return memref::AllocOp::create(
      b, loc,
      MemRefType::get(elementType.getShape(), elementType.getElementType()));
}

/// A write to growable storage: TensorFlow's checks (negative index, value
/// shape), then the value copied in, the storage grown first if needed.
void Decomposer::emitGrowableWrite(OpBuilder &b, Location loc, unsigned cls,
                                   const ArrayState &state, Value index,
                                   Value value) {
  const ArrayInfo &info = arrays[cls];
  SmallVector<Value> valueShape;
  Value shapeBad =
      valueShapeDiffers(b, loc, info.elementType, value, valueShape);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value negative = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt,
                                                 index, zero);
  Value ok;
  if (checks != TensorArrayChecks::None) {
    SmallVector<RuleCheck> rules{
        {negative, TensorArrayRule::NegativeWriteIndex}};
    if (shapeBad)
      rules.push_back({shapeBad, TensorArrayRule::IncompatibleShape});
    ok = emitCheck(b, loc, cls, index, rules, valueShape);
  } else {
    ok = arith::ConstantIntOp::create(b, loc, 1, 1);
    if (shapeBad)
      ok = b.createOrFold<arith::XOrIOp>(loc, shapeBad, ok);
  }
  Value proceed = b.createOrFold<arith::AndIOp>(
      loc, ok,
      b.createOrFold<arith::XOrIOp>(
          loc, negative, arith::ConstantIntOp::create(b, loc, 1, 1)));
  if (matchPattern(proceed, m_Zero()))
    return;
  auto ifOp = scf::IfOp::create(b, loc, proceed, /*withElseRegion=*/false);
  OpBuilder inner = ifOp.getThenBodyBuilder();
  if (value.getType() != info.elementType) // shape checked above
    value = tensor::CastOp::create(inner, loc, info.elementType, value);
  Value source = bufferization::ToBufferOp::create(
      inner, loc, anyLayoutBuffer(info.elementType), value,
      /*read_only=*/inner.getUnitAttr());
  GrowableStorage(module, symbols, info.elementType)
      .store(inner, loc, state.data, index, source);
}

/// A read of growable storage: the negative-index check, then the element,
/// or zeros past the capacity (an unset TensorList item).
void Decomposer::emitGrowableRead(OpBuilder &b, Location loc, unsigned cls,
                                  const ArrayState &state, Value index,
                                  Value *result, Value into) {
  const ArrayInfo &info = arrays[cls];
  Value ok = arith::ConstantIntOp::create(b, loc, 1, 1);
  if (checks != TensorArrayChecks::None) {
    Value negative = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::slt, index,
        arith::ConstantIndexOp::create(b, loc, 0));
    ok = emitCheck(b, loc, cls, index,
                   {{negative, TensorArrayRule::NegativeReadIndex}});
  }
  if (!result && !into)
    return;
  Value target = into ? into : allocateElement(b, loc, info.elementType);
  GrowableStorage(module, symbols, info.elementType)
      .load(b, loc, state.data, index, ok, target);
  if (!into)
    *result = bufferization::ToTensorOp::create(
        b, loc, info.elementType, target, /*restrict=*/b.getUnitAttr(),
        /*writable=*/b.getUnitAttr());
}

ArrayState Decomposer::emitWrite(OpBuilder &b, Location loc, unsigned cls,
                                 ArrayState state, Value index, Value value) {
  const ArrayInfo &info = arrays[cls];
  if (info.growable) {
    emitGrowableWrite(b, loc, cls, state, index, value);
    return state;
  }
  // A value whose shape is only known at run time must have the element
  // shape: TensorFlow checks it after the index range and before the
  // read/written flags; a mismatch is reported and the write skipped.
  SmallVector<Value> valueShape; // with shapeBad: every dimension
  Value shapeBad =
      valueShapeDiffers(b, loc, info.elementType, value, valueShape);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  auto [negative, tooLarge] = rangeConditions(b, loc, info, index);
  if (info.size == 0) {
    // Nothing to touch; only report.
    if (checks != TensorArrayChecks::None) {
      SmallVector<RuleCheck> rules;
      if (checks == TensorArrayChecks::All)
        rules.push_back(
            {loadClosed(b, loc, cls, state), TensorArrayRule::UseAfterClose});
      rules.push_back({negative, TensorArrayRule::NegativeWriteIndex});
      rules.push_back({tooLarge, TensorArrayRule::WriteOutOfRange});
      emitCheck(b, loc, cls, index, rules);
    }
    return state;
  }
  Value outside = b.createOrFold<arith::OrIOp>(loc, negative, tooLarge);
  Value safeIndex = b.createOrFold<arith::SelectOp>(loc, outside, zero, index);

  Value oldFlags;
  Value ok;
  if (checks != TensorArrayChecks::None) {
    // TensorFlow's order: closed, index range, value shape, read, written.
    SmallVector<RuleCheck> rules;
    if (checks == TensorArrayChecks::All)
      rules.push_back(
          {loadClosed(b, loc, cls, state), TensorArrayRule::UseAfterClose});
    rules.push_back({negative, TensorArrayRule::NegativeWriteIndex});
    rules.push_back({tooLarge, TensorArrayRule::WriteOutOfRange});
    if (shapeBad)
      rules.push_back({shapeBad, TensorArrayRule::IncompatibleShape});
    if (checks == TensorArrayChecks::All) {
      oldFlags = loadFlags(b, loc, cls, state, safeIndex);
      auto bitSet = [&](int64_t bit) {
        Value masked = b.createOrFold<arith::AndIOp>(
            loc, oldFlags, arith::ConstantIntOp::create(b, loc, bit, 8));
        return b.createOrFold<arith::CmpIOp>(
            loc, arith::CmpIPredicate::ne, masked,
            arith::ConstantIntOp::create(b, loc, 0, 8));
      };
      if (!info.writesReplace) {
        rules.push_back({bitSet(kReadBit), TensorArrayRule::WriteAfterRead});
        if (!info.aggregate)
          rules.push_back({bitSet(kWrittenBit), TensorArrayRule::DoubleWrite});
      }
    }
    ok = emitCheck(b, loc, cls, index, rules, valueShape);
  } else if (shapeBad) {
    // Nothing reported, but a value that does not fit is never written.
    ok = b.createOrFold<arith::XOrIOp>(
        loc, shapeBad, arith::ConstantIntOp::create(b, loc, 1, 1));
  }

  // The initializing sweep stores into an aggregating array too.
  bool accumulate = info.aggregate && !info.lowersInitializingWrite;
  auto castValue = [&](OpBuilder &builder) -> Value {
    if (value.getType() == info.elementType)
      return value;
    return tensor::CastOp::create(builder, loc, info.elementType,
                                  value); // shape checked above
  };
  // Buffers: the value is copied (added) into the element in place. Not
  // through materialize_in_destination: its `restrict` promises the buffer
  // is accessed through nothing else, and empty-tensor elimination would
  // let later in-place updates of the value write into the array.
  auto updateBuffer = [&](OpBuilder &builder) {
    Value source = bufferization::ToBufferOp::create(
        builder, loc, anyLayoutBuffer(info.elementType), castValue(builder),
        /*read_only=*/builder.getUnitAttr());
    Value target =
        elementView(builder, loc, state.data, info.elementType, safeIndex);
    if (accumulate)
      linalg::AddOp::create(builder, loc, ValueRange{target, source},
                            ValueRange{target});
    else
      memref::CopyOp::create(builder, loc, source, target);
  };
  auto update = [&](OpBuilder &builder, Value data) -> Value {
    Value element = castValue(builder);
    if (accumulate) {
      Value old =
          extractElement(builder, loc, data, info.elementType, safeIndex);
      element = linalg::AddOp::create(builder, loc, ValueRange{old, element},
                                      ValueRange{old})
                    .getResult(0);
    }
    return insertElement(builder, loc, element, data, safeIndex);
  };

  ArrayState next = state;
  if (!ok) {
    if (buffers)
      updateBuffer(b);
    else
      next.data = update(b, state.data);
    return next;
  }
  // Skip the write when a check failed (an embedding handler returned);
  // with the checks decided at compile time, write or skip it outright.
  std::optional<int64_t> knownOk = getConstantIntValue(ok);
  if (knownOk && *knownOk) {
    if (buffers)
      updateBuffer(b);
    else
      next.data = update(b, state.data);
  } else if (knownOk) {
    // Reported above; nothing is written.
  } else if (buffers) {
    auto ifOp = scf::IfOp::create(b, loc, ok, /*withElseRegion=*/false);
    OpBuilder builder = ifOp.getThenBodyBuilder();
    updateBuffer(builder);
  } else {
    auto ifOp = scf::IfOp::create(
        b, loc, ok,
        [&](OpBuilder &builder, Location) {
          scf::YieldOp::create(builder, loc, update(builder, state.data));
        },
        [&](OpBuilder &builder, Location) {
          scf::YieldOp::create(builder, loc, state.data);
        });
    next.data = ifOp.getResult(0);
  }
  if (checks == TensorArrayChecks::All) {
    Value written = b.createOrFold<arith::OrIOp>(
        loc, oldFlags, arith::ConstantIntOp::create(b, loc, kWrittenBit, 8));
    Value newFlags =
        b.createOrFold<arith::SelectOp>(loc, ok, written, oldFlags);
    storeFlags(b, loc, cls, next, safeIndex, newFlags);
  }
  return next;
}

/// Reads element `index` into `*result` (a tensor), or with `buffers` and a
/// memref `into`, copies it there; with neither only checks and marks it.
ArrayState Decomposer::emitRead(OpBuilder &b, Location loc, unsigned cls,
                                ArrayState state, Value index, Value *result,
                                Value into) {
  const ArrayInfo &info = arrays[cls];
  if (info.growable) {
    emitGrowableRead(b, loc, cls, state, index, result, into);
    return state;
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  auto [negative, tooLarge] = rangeConditions(b, loc, info, index);
  auto zeros = [&]() -> Value {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            info.elementType,
            b.getZeroAttr(info.elementType.getElementType())));
  };
  if (info.size == 0) {
    if (checks != TensorArrayChecks::None) {
      SmallVector<RuleCheck> rules;
      if (checks == TensorArrayChecks::All)
        rules.push_back(
            {loadClosed(b, loc, cls, state), TensorArrayRule::UseAfterClose});
      rules.push_back({negative, TensorArrayRule::NegativeReadIndex});
      // Gradient arrays read past their end give zeros (TensorFlow).
      if (!info.aggregate)
        rules.push_back({tooLarge, TensorArrayRule::ReadOutOfRange});
      emitCheck(b, loc, cls, index, rules);
    }
    if (into)
      linalg::FillOp::create(
          b, loc,
          ValueRange{arith::ConstantOp::create(
              b, loc, b.getZeroAttr(info.elementType.getElementType()))},
          ValueRange{into});
    else if (result)
      *result = zeros();
    return state;
  }
  Value outside = b.createOrFold<arith::OrIOp>(loc, negative, tooLarge);
  Value inside = b.createOrFold<arith::XOrIOp>(
      loc, outside, arith::ConstantIntOp::create(b, loc, 1, 1));
  Value safeIndex = b.createOrFold<arith::SelectOp>(loc, outside, zero, index);

  Value oldFlags;
  Value ok;
  if (checks != TensorArrayChecks::None) {
    // TensorFlow's order: closed, index range, cleared.
    SmallVector<RuleCheck> rules;
    if (checks == TensorArrayChecks::All)
      rules.push_back(
          {loadClosed(b, loc, cls, state), TensorArrayRule::UseAfterClose});
    rules.push_back({negative, TensorArrayRule::NegativeReadIndex});
    // Gradient arrays read past their end give zeros (TensorFlow).
    if (!info.aggregate)
      rules.push_back({tooLarge, TensorArrayRule::ReadOutOfRange});
    if (checks == TensorArrayChecks::All)
      oldFlags = loadFlags(b, loc, cls, state, safeIndex);
    if (checks == TensorArrayChecks::All && info.clearAfterRead) {
      Value masked = b.createOrFold<arith::AndIOp>(
          loc, oldFlags, arith::ConstantIntOp::create(b, loc, kReadBit, 8));
      Value wasRead = b.createOrFold<arith::CmpIOp>(
          loc, arith::CmpIPredicate::ne, masked,
          arith::ConstantIntOp::create(b, loc, 0, 8));
      rules.push_back({b.createOrFold<arith::AndIOp>(loc, wasRead, inside),
                       TensorArrayRule::ReadAfterClear});
    }
    ok = emitCheck(b, loc, cls, index, rules);
  }

  if (buffers && (into || result)) {
    // A copy: later writes (aggregation) must not change what was read.
    Value target = into ? into : allocateElement(b, loc, info.elementType);
    memref::CopyOp::create(
        b, loc, elementView(b, loc, state.data, info.elementType, safeIndex),
        target);
    if (info.aggregate) {
      // Gradient arrays read past their end give zeros (TensorFlow).
      auto ifOp = scf::IfOp::create(b, loc, outside, /*withElseRegion=*/false);
      OpBuilder builder = ifOp.getThenBodyBuilder();
      linalg::FillOp::create(
          builder, loc,
          ValueRange{arith::ConstantOp::create(
              builder, loc,
              builder.getZeroAttr(info.elementType.getElementType()))},
          ValueRange{target});
    }
    if (!into)
      *result = bufferization::ToTensorOp::create(
          b, loc, info.elementType, target, /*restrict=*/b.getUnitAttr(),
          /*writable=*/b.getUnitAttr());
  } else if (result) {
    *result = extractElement(b, loc, state.data, info.elementType, safeIndex);
    if (info.aggregate)
      *result = b.createOrFold<arith::SelectOp>(loc, inside, *result, zeros());
  }

  ArrayState next = state;
  if (checks == TensorArrayChecks::All) {
    Value read = b.createOrFold<arith::OrIOp>(
        loc, oldFlags, arith::ConstantIntOp::create(b, loc, kReadBit, 8));
    Value mark = b.createOrFold<arith::AndIOp>(loc, ok, inside);
    Value newFlags = b.createOrFold<arith::SelectOp>(loc, mark, read, oldFlags);
    storeFlags(b, loc, cls, next, safeIndex, newFlags);
  }
  return next;
}

//===----------------------------------------------------------------------===//
// Rewrite.
//===----------------------------------------------------------------------===//

static Value toIndex(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return v;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

/// A `scf.for` over `count` elements of array `cls`, built by `body` from
/// the induction variable, the iter_args after `extraInits` and the array's
/// state (which it updates); threaded state goes through iter_args (not with
/// buffers). Returns the results of `extraInits`.
SmallVector<Value> Decomposer::loopOverElements(OpBuilder &b, Location loc,
                                                unsigned cls, StateMap &state,
                                                Value count,
                                                ValueRange extraInits,
                                                ElementLoopBody body) {
  SmallVector<Value> inits(extraInits);
  if (!buffers)
    llvm::append_range(inits, flatten({cls}, state));
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  unsigned numExtra = extraInits.size();
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, inits,
      [&](OpBuilder &builder, Location, Value iv, ValueRange args) {
        StateMap inner = state;
        if (!buffers)
          unflatten({cls}, args.drop_front(numExtra), inner);
        ArrayState loopState = inner[cls];
        SmallVector<Value> yields =
            body(builder, iv, args.take_front(numExtra), loopState);
        inner[cls] = loopState;
        if (!buffers)
          llvm::append_range(yields, flatten({cls}, inner));
        scf::YieldOp::create(builder, loc, yields);
      });
  if (!buffers)
    unflatten({cls}, loop.getResults().drop_front(numExtra), state);
  return SmallVector<Value>(loop.getResults().take_front(numExtra));
}

void Decomposer::lowerGather(GatherOp gather, unsigned cls, StateMap &state) {
  OpBuilder b(gather);
  Location loc = gather.getLoc();
  const ArrayInfo &info = arrays[cls];
  Value indices = gather.getIndices();
  auto indicesType = cast<RankedTensorType>(indices.getType());
  Value count = tensor::DimOp::create(b, loc, indices, 0);
  SmallVector<int64_t> shape{indicesType.getDimSize(0)};
  llvm::append_range(shape, info.elementType.getShape());
  auto resultType =
      RankedTensorType::get(shape, info.elementType.getElementType());
  SmallVector<Value> dynamicSizes;
  if (resultType.isDynamicDim(0))
    dynamicSizes.push_back(count);
  Value result;
  if (buffers) {
    // Elements are copied straight into the result's buffer.
    Value gathered = memref::AllocOp::create(
        b, loc,
        MemRefType::get(resultType.getShape(), resultType.getElementType()),
        dynamicSizes);
    loopOverElements(
        b, loc, cls, state, count, {},
        [&](OpBuilder &builder, Value iv, ValueRange,
            ArrayState &loopState) -> SmallVector<Value> {
          Value index =
              toIndex(builder, loc,
                      tensor::ExtractOp::create(builder, loc, indices, iv));
          Value into =
              elementView(builder, loc, gathered, info.elementType, iv);
          loopState =
              emitRead(builder, loc, cls, loopState, index, nullptr, into);
          return {};
        });
    result = bufferization::ToTensorOp::create(b, loc, resultType, gathered,
                                               /*restrict=*/b.getUnitAttr(),
                                               /*writable=*/b.getUnitAttr());
  } else {
    Value init = tensor::EmptyOp::create(b, loc, resultType, dynamicSizes);
    SmallVector<Value> results = loopOverElements(
        b, loc, cls, state, count, {init},
        [&](OpBuilder &builder, Value iv, ValueRange extra,
            ArrayState &loopState) -> SmallVector<Value> {
          Value index =
              toIndex(builder, loc,
                      tensor::ExtractOp::create(builder, loc, indices, iv));
          Value element;
          loopState = emitRead(builder, loc, cls, loopState, index, &element);
          return {insertElement(builder, loc, element, extra[0], iv)};
        });
    result = results[0];
  }
  if (result.getType() != gather.getType())
    result = tensor::CastOp::create(b, loc, gather.getType(), result);
  gather.getValue().replaceAllUsesWith(result);
}

void Decomposer::lowerScatter(ScatterOp scatter, unsigned cls,
                              StateMap &state) {
  OpBuilder b(scatter);
  Location loc = scatter.getLoc();
  Value indices = scatter.getIndices();
  Value value = scatter.getValue();
  Value numIndices = b.createOrFold<tensor::DimOp>(loc, indices, 0);
  Value numRows = b.createOrFold<tensor::DimOp>(loc, value, 0);
  // One row per index (C2, checked here where either is dynamic); the
  // writes stop at the shorter of the two.
  if (checks != TensorArrayChecks::None) {
    Value differ = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                                 numIndices, numRows);
    if (!matchPattern(differ, m_Zero()))
      RuntimeCheckOp::create(
          b, loc, differ,
          tagrad_abi::formatMessage(
              tagrad_abi::Message::ScatterCount,
              {{"name", arrays[cls].name}, {"count", "{0}"}, {"rows", "{1}"}}),
          ValueRange{numIndices, numRows});
  }
  Value count = arith::MinUIOp::create(b, loc, numIndices, numRows);
  auto valueType = cast<RankedTensorType>(value.getType());
  auto rowType = RankedTensorType::get(valueType.getShape().drop_front(),
                                       valueType.getElementType());
  loopOverElements(
      b, loc, cls, state, count, {},
      [&](OpBuilder &builder, Value iv, ValueRange,
          ArrayState &loopState) -> SmallVector<Value> {
        Value index = toIndex(
            builder, loc, tensor::ExtractOp::create(builder, loc, indices, iv));
        SmallVector<OpFoldResult> offsets(valueType.getRank(),
                                          builder.getIndexAttr(0));
        offsets[0] = iv;
        SmallVector<OpFoldResult> sizes{builder.getIndexAttr(1)};
        for (int64_t d = 1; d < valueType.getRank(); ++d)
          sizes.push_back(
              valueType.isDynamicDim(d)
                  ? OpFoldResult(tensor::DimOp::create(builder, loc, value, d)
                                     .getResult())
                  : OpFoldResult(
                        builder.getIndexAttr(valueType.getDimSize(d))));
        SmallVector<OpFoldResult> strides(valueType.getRank(),
                                          builder.getIndexAttr(1));
        Value row = tensor::ExtractSliceOp::create(builder, loc, rowType, value,
                                                   offsets, sizes, strides);
        loopState = emitWrite(builder, loc, cls, loopState, index, row);
        return {};
      });
  scatter.getFlowOut().replaceAllUsesWith(scatter.getFlowIn());
}

void Decomposer::lowerSplit(SplitOp split, unsigned cls, StateMap &state) {
  OpBuilder b(split);
  Location loc = split.getLoc();
  const ArrayInfo &info = arrays[cls];
  // Checked in the analysis: static value, lengths all equal to the
  // element's leading dimension, as many as the array has elements.
  Value value = split.getValue();
  int64_t length = info.elementType.getDimSize(0);
  Value count = arith::ConstantIndexOp::create(
      b, loc, cast<RankedTensorType>(value.getType()).getDimSize(0) / length);
  loopOverElements(
      b, loc, cls, state, count, {},
      [&](OpBuilder &builder, Value iv, ValueRange,
          ArrayState &loopState) -> SmallVector<Value> {
        Value offset = arith::MulIOp::create(
            builder, loc, iv,
            arith::ConstantIndexOp::create(builder, loc, length));
        int64_t rank = info.elementType.getRank();
        SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0));
        offsets[0] = offset;
        SmallVector<OpFoldResult> sizes;
        for (int64_t dim : info.elementType.getShape())
          sizes.push_back(builder.getIndexAttr(dim));
        SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
        Value piece = tensor::ExtractSliceOp::create(
            builder, loc, info.elementType, value, offsets, sizes, strides);
        loopState = emitWrite(builder, loc, cls, loopState, iv, piece);
        return {};
      });
  split.getFlowOut().replaceAllUsesWith(split.getFlowIn());
}

void Decomposer::lowerConcat(ConcatOp concat, unsigned cls, StateMap &state) {
  OpBuilder b(concat);
  Location loc = concat.getLoc();
  const ArrayInfo &info = arrays[cls];
  ArrayState &s = state[cls];
  // Every element is read (checks, read flags); the value is the data
  // itself with the first two dimensions merged.
  if (checks != TensorArrayChecks::None && info.size > 0) {
    Value count = arith::ConstantIndexOp::create(b, loc, info.size);
    loopOverElements(b, loc, cls, state, count, {},
                     [&](OpBuilder &builder, Value iv, ValueRange,
                         ArrayState &loopState) -> SmallVector<Value> {
                       loopState =
                           emitRead(builder, loc, cls, loopState, iv, nullptr);
                       return {};
                     });
  }
  int64_t rank = info.dataType.getRank();
  SmallVector<ReassociationIndices> reassociation{{0, 1}};
  for (int64_t d = 2; d < rank; ++d)
    reassociation.push_back({d});
  SmallVector<int64_t> shape{info.size * info.elementType.getDimSize(0)};
  llvm::append_range(shape, info.elementType.getShape().drop_front());
  auto valueType =
      RankedTensorType::get(shape, info.elementType.getElementType());
  Value value;
  if (buffers) {
    // A copy, like a read: later writes must not change it.
    auto bufferType =
        MemRefType::get(valueType.getShape(), valueType.getElementType());
    Value copy = memref::AllocOp::create(b, loc, bufferType);
    memref::CopyOp::create(
        b, loc, memref::CollapseShapeOp::create(b, loc, s.data, reassociation),
        copy);
    value = bufferization::ToTensorOp::create(b, loc, valueType, copy,
                                              /*restrict=*/b.getUnitAttr(),
                                              /*writable=*/b.getUnitAttr());
  } else {
    value = tensor::CollapseShapeOp::create(b, loc, valueType, s.data,
                                            reassociation);
  }
  if (value.getType() != concat.getValue().getType())
    value = tensor::CastOp::create(b, loc, concat.getValue().getType(), value);
  auto lengthsType = RankedTensorType::get({info.size}, b.getI64Type());
  Value lengths = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(
          lengthsType, b.getI64IntegerAttr(info.elementType.getDimSize(0))));
  if (lengths.getType() != concat.getLengths().getType())
    lengths =
        tensor::CastOp::create(b, loc, concat.getLengths().getType(), lengths);
  concat.getValue().replaceAllUsesWith(value);
  concat.getLengths().replaceAllUsesWith(lengths);
}

void Decomposer::lowerAccess(Operation *op, unsigned cls, StateMap &state) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  ArrayInfo &info = arrays[cls];
  ArrayState &s = state[cls];
  LDBG() << "lowering " << op->getName() << " of " << info.name;
  // A sweep's access: its index (now, after loops were rebuilt) is in range.
  auto inRangeIndexDone = llvm::make_scope_exit([&] {
    info.inRangeIndex = Value();
    info.lowersInitializingWrite = false;
  });
  // One lowering per access op; each rewrites the op's results, and the op
  // is erased after.
  llvm::TypeSwitch<Operation *>(op)
      .Case([&](WriteOp write) {
        if (info.sweepAccesses.contains(op))
          info.inRangeIndex = write.getIndex();
        info.lowersInitializingWrite = op == info.initializingWrite;
        s = emitWrite(b, loc, cls, s, write.getIndex(), write.getValue());
        write.getFlowOut().replaceAllUsesWith(write.getFlowIn());
      })
      .Case([&](ReadOp read) {
        if (info.sweepAccesses.contains(op))
          info.inRangeIndex = read.getIndex();
        Value value;
        s = emitRead(b, loc, cls, s, read.getIndex(), &value);
        if (value.getType() != read.getType())
          value = tensor::CastOp::create(b, loc, read.getType(), value);
        read.getValue().replaceAllUsesWith(value);
      })
      .Case([&](GatherOp gather) { lowerGather(gather, cls, state); })
      .Case([&](ScatterOp scatter) {
        info.lowersInitializingWrite = op == info.initializingWrite;
        lowerScatter(scatter, cls, state);
      })
      .Case([&](SplitOp split) { lowerSplit(split, cls, state); })
      .Case([&](ConcatOp concat) { lowerConcat(concat, cls, state); })
      .Case([&](SizeOp sizeOp) {
        if (checks == TensorArrayChecks::All)
          emitCheck(
              b, loc, cls, arith::ConstantIndexOp::create(b, loc, 0),
              {{loadClosed(b, loc, cls, s), TensorArrayRule::UseAfterClose}});
        sizeOp.getSize().replaceAllUsesWith(
            arith::ConstantIndexOp::create(b, loc, info.size));
      })
      .Case([&](CloseOp) {
        if (checks == TensorArrayChecks::All)
          markClosed(b, loc, cls, s);
      })
      // Fixed-size arrays are locked already.
      .Case([&](LockSizeOp lock) {
        lock.getFlowOut().replaceAllUsesWith(lock.getFlowIn());
      })
      .Default([](Operation *) {
        llvm_unreachable("every TensorArrayAccessOpInterface op is lowered "
                         "above");
      });
  op->erase();
}

SmallVector<unsigned> Decomposer::classesUsedIn(Operation *root,
                                                const StateMap &state) {
  llvm::SetVector<unsigned> used;
  root->walk([&](Operation *op) {
    for (Value operand : op->getOperands()) {
      if (!isa<TensorArrayType>(operand.getType()))
        continue;
      if (std::optional<unsigned> cls = classOf(operand))
        if (state.count(*cls))
          used.insert(*cls);
    }
  });
  return used.takeVector();
}

void Decomposer::threadFor(scf::ForOp op, ArrayRef<unsigned> classes,
                           StateMap &state, LogicalResult &status) {
  IRRewriter rewriter(op);
  unsigned numOld = op.getNumResults();
  // The body is rewritten with the state in the new iter_args (before
  // upstream moves it into the new loop) and yields the state it ends with.
  auto rewriteBody = [&](OpBuilder &, Location,
                         ArrayRef<BlockArgument> stateArgs) {
    StateMap inner = state;
    unflatten(classes, ValueRange(stateArgs), inner);
    if (failed(processBlock(*op.getBody(), inner)))
      status = failure();
    return flatten(classes, inner);
  };
  FailureOr<LoopLikeOpInterface> loop = op.replaceWithAdditionalYields(
      rewriter, flatten(classes, state),
      /*replaceInitOperandUsesInLoop=*/false, rewriteBody);
  assert(succeeded(loop) && "scf.for always takes additional yields");
  unflatten(classes, (*loop)->getResults().drop_front(numOld), state);
}

void Decomposer::threadIf(scf::IfOp op, ArrayRef<unsigned> classes,
                          StateMap &state, LogicalResult &status) {
  OpBuilder b(op);
  SmallVector<Type> types(op.getResultTypes());
  unsigned numOld = types.size();
  for (unsigned cls : classes)
    llvm::append_range(types, stateTypes(cls));
  auto ifOp = scf::IfOp::create(b, op.getLoc(), types, op.getCondition(),
                                /*withElseRegion=*/true);
  ifOp.getThenRegion().takeBody(op.getThenRegion());
  if (!op.getElseRegion().empty()) {
    ifOp.getElseRegion().takeBody(op.getElseRegion());
  } else {
    Region &region = ifOp.getElseRegion();
    region.getBlocks().clear();
    Block *block = new Block();
    region.push_back(block);
    OpBuilder builder = OpBuilder::atBlockEnd(block);
    scf::YieldOp::create(builder, op.getLoc());
  }
  for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()}) {
    StateMap inner = state;
    processYieldingBlock(region->front(), classes, inner, status);
  }
  op.replaceAllUsesWith(ifOp.getResults().take_front(numOld));
  unflatten(classes, ifOp.getResults().drop_front(numOld), state);
  op.erase();
}

void Decomposer::threadWhile(scf::WhileOp op, ArrayRef<unsigned> classes,
                             StateMap &state, LogicalResult &status) {
  OpBuilder b(op);
  unsigned numOld = op.getInits().size();
  unsigned numResults = op.getNumResults();
  SmallVector<Value> inits(op.getInits());
  llvm::append_range(inits, flatten(classes, state));
  SmallVector<Type> types(op.getResultTypes());
  SmallVector<Type> extraTypes;
  for (unsigned cls : classes)
    llvm::append_range(extraTypes, stateTypes(cls));
  llvm::append_range(types, extraTypes);
  auto loop =
      scf::WhileOp::create(b, op.getLoc(), types, inits, nullptr, nullptr);
  loop.getBefore().takeBody(op.getBefore());
  loop.getAfter().takeBody(op.getAfter());
  SmallVector<Location> locs(extraTypes.size(), op.getLoc());

  Block &before = loop.getBefore().front();
  before.addArguments(extraTypes, locs);
  StateMap beforeState = state;
  unflatten(classes, before.getArguments().drop_front(numOld), beforeState);
  if (failed(processBlock(before, beforeState)))
    status = failure();
  auto condition = cast<scf::ConditionOp>(before.getTerminator());
  condition.getArgsMutable().append(flatten(classes, beforeState));

  Block &after = loop.getAfter().front();
  after.addArguments(extraTypes, locs);
  StateMap afterState = state;
  unflatten(classes, after.getArguments().drop_front(numResults), afterState);
  processYieldingBlock(after, classes, afterState, status);

  op.replaceAllUsesWith(loop.getResults().take_front(numResults));
  unflatten(classes, loop.getResults().drop_front(numResults), state);
  op.erase();
}

void Decomposer::rewriteCall(func::CallOp call, StateMap &state) {
  auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
  auto it = decomposedArguments.find(callee);
  if (it == decomposedArguments.end())
    return;
  llvm::DenseSet<unsigned> dropped;
  SmallVector<unsigned> classes;
  for (auto [position, cls] : it->second) {
    dropped.insert(position);
    classes.push_back(cls);
  }
  SmallVector<Value> operands;
  for (auto [position, operand] : llvm::enumerate(call.getOperands()))
    if (!dropped.contains(position))
      operands.push_back(operand);
  llvm::append_range(operands, flatten(classes, state));
  SmallVector<Type> types(call.getResultTypes());
  unsigned numOld = types.size();
  if (!buffers) // buffers are updated in place, not returned
    for (unsigned cls : classes)
      llvm::append_range(types, stateTypes(cls));
  OpBuilder b(call);
  auto newCall =
      func::CallOp::create(b, call.getLoc(), call.getCallee(), types, operands);
  call.replaceAllUsesWith(newCall.getResults().take_front(numOld));
  if (!buffers)
    unflatten(classes, newCall.getResults().drop_front(numOld), state);
  call.erase();
}

void Decomposer::processYieldingBlock(Block &block, ArrayRef<unsigned> classes,
                                      StateMap &state, LogicalResult &status) {
  if (failed(processBlock(block, state)))
    status = failure();
  auto yield = cast<scf::YieldOp>(block.getTerminator());
  yield.getResultsMutable().append(flatten(classes, state));
}

LogicalResult Decomposer::processBlock(Block &block, StateMap &state) {
  LogicalResult status = success();
  // Growable storage lives until the end of the block that creates it: every
  // use of its handles is nested in that block.
  SmallVector<std::tuple<unsigned, GrowableStorage::Created, Location>>
      growableBoxes;
  llvm::scope_exit freeGrowable([&] {
    if (growableBoxes.empty())
      return;
    OpBuilder b(block.getParent()->getContext());
    if (block.mightHaveTerminator())
      b.setInsertionPoint(block.getTerminator());
    else
      b.setInsertionPointToEnd(&block);
    for (auto [cls, storage, loc] : growableBoxes)
      GrowableStorage(module, symbols, arrays[cls].elementType)
          .free(b, loc, storage);
  });
  for (Operation &opRef : llvm::make_early_inc_range(block)) {
    Operation *op = &opRef;
    if (auto create = dyn_cast<TensorArrayOp>(op)) {
      if (std::optional<unsigned> cls = classOf(create.getHandle())) {
        OpBuilder b(op);
        state[*cls] = initialState(b, op->getLoc(), *cls);
        if (arrays[*cls].growable)
          growableBoxes.push_back({*cls,
                                   {state[*cls].data, state[*cls].capacityHint},
                                   op->getLoc()});
        create.getFlow().replaceAllUsesWith(arith::ConstantOp::create(
            b, op->getLoc(), b.getF32FloatAttr(0.0f)));
      }
      continue;
    }
    if (auto access = dyn_cast<TensorArrayAccessOpInterface>(op)) {
      if (std::optional<unsigned> cls = classOf(access.getTensorArrayHandle()))
        lowerAccess(op, *cls, state);
      continue;
    }
    if (auto call = dyn_cast<func::CallOp>(op)) {
      rewriteCall(call, state);
      continue;
    }
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      auto func = ret->getParentOfType<func::FuncOp>();
      auto it = decomposedArguments.find(func);
      if (!buffers && it != decomposedArguments.end() &&
          ret->getParentOp() == func) {
        SmallVector<unsigned> classes;
        for (auto [position, cls] : it->second)
          classes.push_back(cls);
        ret.getOperandsMutable().append(flatten(classes, state));
      }
      continue;
    }
    if (op->getNumRegions() == 0)
      continue;
    SmallVector<unsigned> classes = classesUsedIn(op, state);
    if (classes.empty() || buffers) {
      // Arrays created and used entirely inside, or buffers (nothing to
      // thread: the regions access the same memrefs).
      for (Region &region : op->getRegions())
        for (Block &inner : region) {
          StateMap innerState = buffers ? state : StateMap();
          if (failed(processBlock(inner, innerState)))
            status = failure();
        }
      continue;
    }
    if (auto forOp = dyn_cast<scf::ForOp>(op))
      threadFor(forOp, classes, state, status);
    else if (auto ifOp = dyn_cast<scf::IfOp>(op))
      threadIf(ifOp, classes, state, status);
    else if (auto whileOp = dyn_cast<scf::WhileOp>(op))
      threadWhile(whileOp, classes, state, status);
    else
      llvm_unreachable("usesAreRewritable admits only scf.for / scf.while / "
                       "scf.if around a decomposed array's uses");
  }
  return status;
}

LogicalResult Decomposer::rewriteFunction(func::FuncOp func) {
  if (func.isExternal())
    return success();
  StateMap state;
  Block &entry = func.getBody().front();
  auto it = decomposedArguments.find(func);
  // The state arguments go last, and the handles are erased, through the
  // function interface: the other arguments keep their attributes.
  SmallVector<Type> stateTypesInOrder;
  if (it != decomposedArguments.end()) {
    for (auto [position, cls] : it->second) {
      SmallVector<Type> types = stateTypes(cls);
      llvm::append_range(stateTypesInOrder, types);
      SmallVector<unsigned> at(types.size(), func.getNumArguments());
      SmallVector<Location> locs(types.size(), func.getLoc());
      SmallVector<DictionaryAttr> attrs(types.size(),
                                        DictionaryAttr::get(func.getContext()));
      LogicalResult inserted = func.insertArguments(at, types, attrs, locs);
      assert(succeeded(inserted) && "func.func takes any argument types");
      (void)inserted;
      unflatten({cls},
                SmallVector<Value>(func.getArguments().take_back(types.size())),
                state);
    }
  }
  if (failed(processBlock(entry, state)))
    return failure();

  if (it != decomposedArguments.end()) {
    llvm::BitVector erase(func.getNumArguments());
    for (auto [position, cls] : it->second) {
      assert(entry.getArgument(position).use_empty() &&
             "every use of a decomposed handle argument was rewritten");
      erase.set(position);
    }
    LogicalResult erased = func.eraseArguments(erase);
    assert(succeeded(erased) && "func.func drops any argument");
    (void)erased;
    if (!buffers) { // the threaded state comes back as results
      SmallVector<unsigned> at(stateTypesInOrder.size(), func.getNumResults());
      SmallVector<DictionaryAttr> attrs(stateTypesInOrder.size(),
                                        DictionaryAttr::get(func.getContext()));
      LogicalResult inserted = func.insertResults(at, stateTypesInOrder, attrs);
      assert(succeeded(inserted) && "func.func takes any result types");
      (void)inserted;
    }
  }
  return success();
}

LogicalResult Decomposer::run() {
  analyze();
  if (arrays.empty())
    return success();
  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp func : funcs)
    if (failed(rewriteFunction(func)))
      return failure();
  // The creation ops go last: their handles had uses until now.
  for (ArrayInfo &info : arrays) {
    assert(info.root.getHandle().use_empty() &&
           "every use of a decomposed array was rewritten");
    info.root.erase();
  }
  return success();
}

struct TaGradDecomposeTensorArrays
    : public tagrad::impl::TaGradDecomposeTensorArraysBase<
          TaGradDecomposeTensorArrays> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    registry.insert<linalg::LinalgDialect>();
  }

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (succeeded(Base::initializeOptions(options, errorHandler)))
      return success();
    return errorHandler("invalid options for -tagrad-decompose-tensor-arrays "
                        "(checks: all, bounds or none)");
  }

  void runOnOperation() override {
    Decomposer decomposer(getOperation(), getAnalysis<TensorArrayAnalysis>(),
                          checks, buffers);
    if (failed(decomposer.run()))
      signalPassFailure();
  }
};

} // namespace
