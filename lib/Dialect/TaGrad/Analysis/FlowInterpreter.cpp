//===- FlowInterpreter.cpp - TensorArray flows, interpreted -----*- C++ -*-===//
//
// TensorArrayAnalysis' proof of what TensorFlow's rules make of a module:
// the violations -tagrad-verify-flow reports and the final sizes of dynamic
// arrays. Nothing here changes the IR or emits a diagnostic; violations are
// collected and handed back.
//
// An abstract interpretation of every function, in program order, with one
// state per array: the statically known indices written and read, whether
// the array is closed, its size when known, and the size lock a grad puts
// on it. Facts are "must" facts: a region (scf.if branch, loop body) sees
// the facts from before it, and its own facts are rolled back when it ends,
// so only errors that happen whenever the offending op runs are reported.
// Everything else is left to the run-time checks, silently.
//
// Flow ordering is checked with a "prefix cover" per flow value: the number
// of writes of one array (in program order) that the value is known to be
// ordered after, and which writes it is proven *not* ordered after (the first
// one past the prefix, and those after the value was defined; a loop-carried
// value only those of the current trip). A read of a statically known index
// whose flow is proven not to follow the write to that index (a must fact),
// and a grad of a dynamic array whose flow is proven not to follow a write
// that surely ran, are reported. Values whose ancestry is not a plain chain
// are unknown and never produce an error.
//
// Loops: a write of a fixed index (non-aggregating array) or a read of a
// fixed index (clear_after_read array) that runs in every trip of an scf.for
// with a constant trip count >= 2, on an array defined outside the loop, is
// the second write / second read of its second trip.
//
// Calls: a private function with exactly one call site is interpreted at that
// call, with its arguments bound to the caller's arrays and flows; every other
// function once, on its own, with argument arrays of unknown kind, and in
// addition at each of its call sites (at most kMaxCallSiteChecks per function
// over the whole module) with its arguments bound, in a scope whose effects
// are all undone (the call then counts as an unknown use of the arrays it
// is passed). Each function body is therefore interpreted at most
// 1 + kMaxCallSiteChecks times: the pass is linear in the number of ops (plus
// the statically known indices it records, and the loop nesting depth for
// fixed indices). Diagnostics are deduplicated by (location, message).
//
//===----------------------------------------------------------------------===//

#include "FlowInterpreter.h"

#include "TaGrad/ABI/TensorArrayABI.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/DebugLog.h"

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>

#define DEBUG_TYPE "tagrad-flow-interpreter"

using namespace mlir;
using namespace mlir::tagrad;

//===----------------------------------------------------------------------===//
// Messages: one function per rule, TensorFlow's text where TensorFlow has
// one (TF_SEMANTICS.md section 2). `array` is "TensorArray '<name>'".
//===----------------------------------------------------------------------===//

namespace message {
// TensorFlow's texts come from the table the runtime formats its messages
// with; the name is passed quoted ('x'), as diagnostics name things.
static std::string closed(StringRef quotedName) {
  return tagrad_abi::formatMessage(tagrad_abi::Message::Closed,
                                   {{"name", quotedName.str()}});
}
static std::string writeAfterRead(StringRef quotedName, int64_t index) {
  return tagrad_abi::formatMessage(
      tagrad_abi::Message::WriteAfterRead,
      {{"name", quotedName.str()}, {"index", index}});
}
static std::string doubleWrite(StringRef quotedName, int64_t index) {
  return tagrad_abi::formatMessage(
      tagrad_abi::Message::DoubleWrite,
      {{"name", quotedName.str()}, {"index", index}});
}
static std::string writePastLockedSize(StringRef quotedName, int64_t index,
                                       int64_t size) {
  return tagrad_abi::formatMessage(
             tagrad_abi::Message::WriteOutOfRange,
             {{"name", quotedName.str()}, {"index", index}, {"size", size}}) +
         " (the size was locked by a gradient)";
}
static std::string readAfterClear(StringRef quotedName, int64_t index) {
  return tagrad_abi::formatMessage(
      tagrad_abi::Message::ReadAfterClear,
      {{"name", quotedName.str()}, {"index", index}});
}
static std::string unorderedRead(StringRef array, int64_t index) {
  return (array + ": the read of index " + Twine(index) +
          " is not ordered after the write to that index: its flow does not "
          "follow the write, so the read may run first")
      .str();
}
static std::string gradientOfGradient(StringRef accumulator) {
  return ("cannot take the gradient of gradient array '" + accumulator +
          "' (TensorFlow: a gradient TensorArray has no gradient)")
      .str();
}
static std::string gradientTypeMismatch(StringRef array, StringRef source,
                                        Type type, Type earlierType) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "gradient of " << array << " for source '" << source
     << "' has element type '" << type
     << "' but an earlier gradient of the same (array, source) has '"
     << earlierType << "'; both share one accumulator";
  return text;
}
static std::string unorderedGradient(StringRef array) {
  return ("gradient of dynamically sized " + array +
          " is not ordered after all its writes: its flow does not follow "
          "this write, so the array's final size is not known when the "
          "gradient is created")
      .str();
}
} // namespace message

namespace {

/// What is known of an array's kind.
struct ArrayInfo {
  std::string name;
  Operation *creator = nullptr; // tensor_array or first grad op; may be null
  bool kindKnown = false;
  bool isGrad = false;
  bool dynamicSize = false;
  bool clearAfterRead = true;
  bool aggregate = false;
  bool writesReplace = false;
};

/// The number of writes of `key` that a flow value is ordered after (a
/// prefix of the array's writes in program order). A null key is a flow
/// ordered after nothing (a constant).
///
/// Beyond the prefix, what is proven *not* ordered before the flow: the
/// write at position `count` when `firstUnordered` holds, and every write at
/// a position >= `unorderedFrom` (written after the flow was defined, or, for
/// a loop-carried flow, in the current trip of the loop). A loop-carried
/// flow is not exact about the writes before the loop: a later trip may be
/// ordered after them through values defined outside the loop.
struct Cover {
  Value key;
  unsigned count = 0;
  bool firstUnordered = true;
  unsigned unorderedFrom = 0;

  /// Whether the write at `position` is proven not ordered before the flow.
  bool provesUnordered(unsigned position) const {
    return (firstUnordered && position == count) || position >= unorderedFrom;
  }
};

/// Ops by the constant index they access. Not a DenseMap: its empty and
/// tombstone keys (INT64_MAX, INT64_MAX - 1) are valid user indices.
class IndexMap {
public:
  Operation *lookup(int64_t index) const {
    auto it = ops.find(index);
    return it == ops.end() ? nullptr : it->second;
  }
  bool count(int64_t index) const { return ops.count(index); }
  Operation *&operator[](int64_t index) { return ops[index]; }
  void erase(int64_t index) { ops.erase(index); }

private:
  std::map<int64_t, Operation *> ops;
};

struct ArrayState {
  IndexMap written, read;
  Operation *closedBy = nullptr;
  std::optional<int64_t> size;
  bool locked = false;
  std::optional<int64_t> lockedSize;
  Operation *lockedBy = nullptr;
  /// A lock whose size was not known: the final size is not either.
  bool lockedUnknown = false;
  /// Passed where the analysis cannot follow it.
  bool escaped = false;
  /// Write sites in program order, for the flow-ordering check.
  llvm::SmallVector<Operation *> writes;
  /// Positions in `writes` (ascending) of the writes known to have run
  /// whenever the current op runs: not those of an scf.if branch, a while
  /// loop or a loop that may not run once it has ended.
  llvm::SmallVector<unsigned> mustWrites;

  /// Whether some write that surely ran is proven unordered by `cover`.
  std::optional<unsigned> mustUnordered(const Cover &cover) const {
    if (cover.firstUnordered &&
        std::binary_search(mustWrites.begin(), mustWrites.end(), cover.count))
      return cover.count;
    if (!mustWrites.empty() && mustWrites.back() >= cover.unorderedFrom &&
        mustWrites.back() >= cover.count)
      return mustWrites.back();
    return std::nullopt;
  }
};

/// A diagnostic found by the interpretation, with the calls being checked
/// when it was found (innermost last).
struct PendingViolation {
  Diagnostic diagnostic;
  llvm::SmallVector<Location> calls;
};

class FlowInterpreter {
public:
  FlowInterpreter(ModuleOp module, const TensorArrayAnalysis &analysis)
      : module(module), origins(analysis.getOrigins()),
        calls(analysis.getCallSites()), names(analysis.getNames()) {}

  FlowInterpretation run();

private:
  void interpretModule();
  void collectFinalSizes(FlowInterpretation &result);
  void collectViolations(FlowInterpretation &result);

private:
  // Keys and kinds.
  Value keyOf(Value handle);
  ArrayInfo &infoOf(Value key);
  ArrayState &stateOf(Value key) {
    // Boxed: undo entries keep references across rehashes.
    std::unique_ptr<ArrayState> &state = states[key];
    if (!state)
      state = std::make_unique<ArrayState>();
    return *state;
  }
  std::string describe(Value key) { return "TensorArray " + quotedName(key); }
  std::string quotedName(Value key) { return "'" + infoOf(key).name + "'"; }

  // Interpretation.
  void interpretFunction(func::FuncOp func);
  void walkBlock(Block &block);
  void walkRegion(Region &region, Operation *parent);
  void visit(Operation *op);
  void visitAccess(TensorArrayAccessOpInterface access);
  void visitWrite(Operation *op, Value key);
  void visitRead(Operation *op, Value key);
  void visitGrad(TensorArrayGradOpInterface grad);
  void visitRegionOp(Operation *op);
  void visitCall(func::CallOp call);
  void checkAtCallSite(func::CallOp call, func::FuncOp callee);
  void resetFunction(func::FuncOp func,
                     llvm::SmallVectorImpl<std::pair<ArrayState *, ArrayState>>
                         *saved = nullptr);
  void walkFunction(func::FuncOp func);

  // Checks and effects.
  bool checkNotClosed(Operation *op, Value key);
  void recordWrite(Operation *op, Value key, std::optional<int64_t> index,
                   std::optional<int64_t> maxIndex);
  void recordRead(Operation *op, Value key, std::optional<int64_t> index);
  void recordLock(Operation *op, Value key);
  void recordGrowth(Value key, std::optional<int64_t> maxIndex);
  void escape(Value key);
  void stepFlow(Operation *op, Value key, Value flowIn, Value flowOut);
  std::optional<Cover> coverOf(Value flow);
  std::optional<int64_t> maxIndexOf(Value index);
  void checkReadOrdered(Operation *op, Value key, int64_t index, Value flowIn);
  std::optional<std::pair<scf::ForOp, int64_t>> repeatingLoop(Operation *op,
                                                              Value key);

  /// A new violation at `op`; the caller streams the message and notes.
  Diagnostic &error(Operation *op) {
    PendingViolation &pending = found.emplace_back(PendingViolation{
        Diagnostic(op->getLoc(), DiagnosticSeverity::Error), {}});
    for (func::CallOp call : checkCalls)
      pending.calls.push_back(call.getLoc());
    return pending.diagnostic;
  }

  template <typename Fn>
  void mutate(Fn &&undo) {
    if (depth > 0)
      undoLog.push_back(std::forward<Fn>(undo));
  }
  void rollback(size_t mark) {
    while (undoLog.size() > mark) {
      undoLog.back()();
      undoLog.pop_back();
    }
  }

  ModuleOp module;
  const HandleOrigins &origins;
  const CallSites &calls;
  const TensorArrayNames &names;
  /// Reference-stable: a diagnostic is streamed into after it was added.
  std::deque<PendingViolation> found;
  unsigned depth = 0;
  std::vector<std::function<void()>> undoLog;
  /// Dynamic-size growth that happened inside the current regions:
  /// (key, largest index written or nullopt).
  llvm::SmallVector<std::pair<Value, std::optional<int64_t>>> growthLog;

  llvm::DenseMap<Value, std::unique_ptr<ArrayInfo>> infos;
  llvm::DenseMap<Value, std::unique_ptr<ArrayState>> states;
  llvm::SmallVector<Value> keysInOrder;
  /// Callee arguments and call results bound to the caller's arrays.
  llvm::DenseMap<Value, Value> aliases;
  /// Grad results -> the key of their (forward, source) accumulator.
  llvm::DenseMap<Value, Value> gradKeys;
  /// (forward key, source) -> first grad op.
  llvm::DenseMap<std::pair<Value, StringRef>, Operation *> firstGrads;
  llvm::DenseMap<Value, Cover> covers;
  llvm::DenseSet<Operation *> interpreted, onStack;
  /// Position of each write-like op in its array's `writes`.
  llvm::DenseMap<Operation *, unsigned> writePositions;
  /// Ops already reported by a check that may fire once per index (scatter,
  /// gather, concat): one diagnostic per op.
  llvm::DenseSet<Operation *> reportedOps;

  /// Functions with several call sites are checked at each call (at most
  /// kMaxCallSiteChecks times per function over the whole module, so the
  /// pass stays linear), in a scope whose effects are all undone.
  static constexpr unsigned kMaxCallSiteChecks = 4;
  llvm::DenseMap<Operation *, unsigned> callSiteChecks;
  llvm::DenseSet<Operation *> walked;
  /// The calls being checked, innermost last (for notes on diagnostics).
  llvm::SmallVector<func::CallOp> checkCalls;
  /// Undo records of the checking scopes: writes to truncate and grads to
  /// forget.
  llvm::SmallVector<std::pair<ArrayState *, size_t>> writesTruncate;
  llvm::SmallVector<std::pair<Value, StringRef>> firstGradsAdded;
  void pushWrite(Value key, Operation *op) {
    ArrayState &state = stateOf(key);
    writePositions[op] = state.writes.size();
    if (!checkCalls.empty())
      writesTruncate.push_back({&state, state.writes.size()});
    state.writes.push_back(op);
    pushMust(state, state.writes.size() - 1);
  }
  /// The must-run writes of the current regions, innermost last, to carry
  /// those of a loop that surely runs out of it.
  llvm::SmallVector<std::pair<ArrayState *, unsigned>> mustLog;
  void pushMust(ArrayState &state, unsigned position) {
    state.mustWrites.push_back(position);
    mustLog.push_back({&state, position});
    mutate([this, &state] {
      if (!state.mustWrites.empty())
        state.mustWrites.pop_back();
      mustLog.pop_back();
    });
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Keys
//===----------------------------------------------------------------------===//

Value FlowInterpreter::keyOf(Value handle) {
  Value origin = origins.getOrigin(handle);
  if (!origin)
    return {};
  if (Value alias = aliases.lookup(origin))
    return alias;
  if (Value grad = gradKeys.lookup(origin))
    return grad;
  return origin;
}

ArrayInfo &FlowInterpreter::infoOf(Value key) {
  if (auto it = infos.find(key); it != infos.end())
    return *it->second;
  // The forward name first: it may create the forward's entry.
  std::string forwardName;
  if (auto grad = key.getDefiningOp<TensorArrayGradOpInterface>()) {
    Value forward = keyOf(grad.getForwardHandle());
    forwardName = forward ? infoOf(forward).name : std::string("<unknown>");
  }
  std::unique_ptr<ArrayInfo> &slot = infos[key];
  slot = std::make_unique<ArrayInfo>();
  keysInOrder.push_back(key);
  ArrayInfo &info = *slot;
  if (auto create = key.getDefiningOp<TensorArrayOp>()) {
    info.name = names.getName(create).str();
    info.creator = create;
    info.kindKnown = true;
    info.dynamicSize = create.getDynamicSize();
    info.clearAfterRead = create.getClearAfterRead();
    info.aggregate = create.getMultipleWritesAggregate();
    info.writesReplace = create.getWritesReplace();
    info.isGrad = info.aggregate;
    if (auto size = getConstantIndex(create.getSize()))
      stateOf(key).size = *size;
  } else if (auto grad = key.getDefiningOp<TensorArrayGradOpInterface>()) {
    // A gradient accumulator: fixed size, aggregating, read once.
    info.name = getAccumulatorName(forwardName, grad.getGradientSource());
    info.creator = grad;
    info.kindKnown = true;
    info.isGrad = true;
    info.aggregate = true;
    info.clearAfterRead = true;
  } else {
    info.name = names.getOriginName(key);
  }
  return info;
}

//===----------------------------------------------------------------------===//
// Flow covers
//===----------------------------------------------------------------------===//

std::optional<Cover> FlowInterpreter::coverOf(Value flow) {
  auto it = covers.find(flow);
  if (it != covers.end())
    return it->second;
  FloatAttr constant;
  if (matchPattern(flow, m_Constant(&constant)))
    return Cover{};
  return std::nullopt;
}

void FlowInterpreter::stepFlow(Operation *op, Value key, Value flowIn,
                               Value flowOut) {
  std::optional<Cover> in = coverOf(flowIn);
  if (!in || !key)
    return;
  ArrayState &state = stateOf(key);
  // `writes` already holds `op` when it writes.
  bool isWrite = !state.writes.empty() && state.writes.back() == op;
  unsigned before = state.writes.size() - (isWrite ? 1 : 0);
  bool sameArray = !in->key || in->key == key;
  unsigned size = state.writes.size();
  if (!sameArray) {
    // A flow of another array orders this op after that array's ops only;
    // for this array it is a full cover only if nothing was written yet.
    if (before == 0)
      covers[flowOut] = Cover{key, isWrite ? 1u : 0u, true, size};
    return;
  }
  Cover out = *in;
  out.key = key;
  if (isWrite && in->count == before) {
    // Ordered after every write so far.
    out = Cover{key, before + 1, true, size};
  } else if (isWrite) {
    // Ordered after this write too: only later writes stay unordered.
    out.unorderedFrom = std::max(out.unorderedFrom, size);
  }
  covers[flowOut] = out;
}

//===----------------------------------------------------------------------===//
// Effects
//===----------------------------------------------------------------------===//

bool FlowInterpreter::checkNotClosed(Operation *op, Value key) {
  ArrayState &state = stateOf(key);
  if (!state.closedBy)
    return true;
  {
    Diagnostic &diag = error(op);
    diag << message::closed(quotedName(key));
    diag.attachNote(state.closedBy->getLoc()) << "closed here";
  }
  return false;
}

void FlowInterpreter::recordGrowth(Value key, std::optional<int64_t> maxIndex) {
  ArrayInfo &info = infoOf(key);
  if (!info.kindKnown || !info.dynamicSize)
    return;
  ArrayState &state = stateOf(key);
  std::optional<int64_t> old = state.size;
  if (state.size && maxIndex && *maxIndex < *state.size)
    return;
  // INT64_MAX + 1 is no size: unknown, left to the runtime.
  if (state.size && maxIndex && *maxIndex < INT64_MAX)
    state.size = *maxIndex + 1;
  else
    state.size = std::nullopt;
  if (depth > 0) {
    mutate([&state, old] { state.size = old; });
    growthLog.push_back({key, maxIndex});
  }
}

void FlowInterpreter::escape(Value key) {
  if (!key)
    return;
  ArrayState &state = stateOf(key);
  state.escaped = true;
  recordGrowth(key, std::nullopt);
}

void FlowInterpreter::recordWrite(Operation *op, Value key,
                                  std::optional<int64_t> index,
                                  std::optional<int64_t> maxIndex) {
  ArrayInfo &info = infoOf(key);
  ArrayState &state = stateOf(key);
  if (index && !info.writesReplace) {
    // TensorFlow checks "already read" before "already written".
    if (Operation *reader = state.read.lookup(*index)) {
      {
        Diagnostic &diag = error(op);
        diag << message::writeAfterRead(quotedName(key), *index);
        diag.attachNote(reader->getLoc()) << "read here";
      }
      return;
    }
    if (info.kindKnown && !info.aggregate) {
      if (Operation *writer = state.written.lookup(*index)) {
        {
          Diagnostic &diag = error(op);
          diag << message::doubleWrite(quotedName(key), *index);
          diag.attachNote(writer->getLoc()) << "previous write here";
        }
        return;
      }
    }
  }
  if (state.locked && state.lockedSize && maxIndex &&
      *maxIndex >= *state.lockedSize) {
    {
      Diagnostic &diag = error(op);
      diag << message::writePastLockedSize(quotedName(key), *maxIndex,
                                           *state.lockedSize);
      diag.attachNote(state.lockedBy->getLoc()) << "size locked here";
    }
    return;
  }
  if (index && info.kindKnown && !info.aggregate && !info.writesReplace &&
      !reportedOps.contains(op)) {
    if (auto loop = repeatingLoop(op, key)) {
      reportedOps.insert(op);
      {
        Diagnostic &diag = error(op);
        diag << message::doubleWrite(quotedName(key), *index);
        diag.attachNote(loop->first.getLoc())
            << "the loop runs " << loop->second
            << " times: its second trip writes index " << *index << " again";
      }
      return;
    }
  }
  if (index && !state.written.count(*index)) {
    state.written[*index] = op;
    mutate([&state, i = *index] { state.written.erase(i); });
  }
  recordGrowth(key, maxIndex);
}

void FlowInterpreter::recordRead(Operation *op, Value key,
                                 std::optional<int64_t> index) {
  if (!index)
    return;
  ArrayInfo &info = infoOf(key);
  ArrayState &state = stateOf(key);
  if (Operation *reader = state.read.lookup(*index)) {
    if (info.kindKnown && info.clearAfterRead) {
      {
        Diagnostic &diag = error(op);
        diag << message::readAfterClear(quotedName(key), *index);
        diag.attachNote(reader->getLoc()) << "previous read here";
      }
    }
    return;
  }
  if (info.kindKnown && info.clearAfterRead && !reportedOps.contains(op)) {
    if (auto loop = repeatingLoop(op, key)) {
      reportedOps.insert(op);
      {
        Diagnostic &diag = error(op);
        diag << message::readAfterClear(quotedName(key), *index);
        diag.attachNote(loop->first.getLoc())
            << "the loop runs " << loop->second
            << " times: its second trip reads index " << *index << " again";
      }
    }
  }
  state.read[*index] = op;
  mutate([&state, i = *index] { state.read.erase(i); });
}

void FlowInterpreter::recordLock(Operation *op, Value key) {
  ArrayState &state = stateOf(key);
  if (!state.size)
    state.lockedUnknown = true;
  else if (state.lockedSize && *state.lockedSize != *state.size)
    state.lockedUnknown = true;
  if (state.locked)
    return;
  bool oldLocked = state.locked;
  std::optional<int64_t> oldSize = state.lockedSize;
  Operation *oldBy = state.lockedBy;
  state.locked = true;
  state.lockedSize = state.size;
  state.lockedBy = op;
  mutate([&state, oldLocked, oldSize, oldBy] {
    state.locked = oldLocked;
    state.lockedSize = oldSize;
    state.lockedBy = oldBy;
  });
}

/// The constant trip count of an scf.for (upstream's), where its bounds are
/// small enough for maxIndexOf's arithmetic not to overflow.
static std::optional<int64_t> getTripCount(scf::ForOp forOp) {
  std::optional<int64_t> lb = getConstantIndex(forOp.getLowerBound());
  std::optional<int64_t> ub = getConstantIndex(forOp.getUpperBound());
  constexpr int64_t kLimit = int64_t(1) << 62;
  if (!lb || !ub || *lb < -kLimit || *lb > kLimit || *ub < -kLimit ||
      *ub > kLimit)
    return std::nullopt;
  // Negative bounds compared unsigned are huge: left to run time.
  if (forOp.getUnsignedCmp() && (*lb < 0 || *ub < 0))
    return std::nullopt;
  std::optional<APInt> trips = forOp.getStaticTripCount();
  if (!trips || trips->getActiveBits() > 62)
    return std::nullopt;
  return trips->getZExtValue();
}

std::optional<int64_t> FlowInterpreter::maxIndexOf(Value index) {
  if (auto constant = getConstantIndex(index))
    return constant;
  // The induction variable of a loop with constant bounds.
  auto arg = dyn_cast<BlockArgument>(index);
  if (!arg)
    return std::nullopt;
  auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
  if (!forOp || forOp.getInductionVar() != arg)
    return std::nullopt;
  std::optional<int64_t> trips = getTripCount(forOp);
  if (!trips || *trips < 1)
    return std::nullopt;
  return *getConstantIndex(forOp.getLowerBound()) +
         (*trips - 1) * *getConstantIndex(forOp.getStep());
}

/// Whether `key` (an array) is defined inside `op`'s regions: then every trip
/// of a loop `op` has an array of its own.
static bool isDefinedInside(Value key, Operation *op) {
  Operation *def = key.getDefiningOp();
  if (!def)
    def = cast<BlockArgument>(key).getOwner()->getParentOp();
  return def && op->isProperAncestor(def);
}

/// The innermost scf.for around `op` that runs at least twice with constant
/// bounds, such that `op` runs in each of its trips (only scf.for loops that
/// run at least once lie in between) and `key` is one array across the trips
/// (defined outside the loop). Returns the loop and its trip count.
std::optional<std::pair<scf::ForOp, int64_t>>
FlowInterpreter::repeatingLoop(Operation *op, Value key) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    auto forOp = dyn_cast<scf::ForOp>(parent);
    if (!forOp || isDefinedInside(key, forOp))
      return std::nullopt;
    std::optional<int64_t> trips = getTripCount(forOp);
    if (!trips || *trips < 1)
      return std::nullopt;
    if (*trips >= 2)
      return std::make_pair(forOp, *trips);
  }
  return std::nullopt;
}

/// A read of `index` must be ordered after the write to that index that
/// precedes it whenever it runs (a must fact): report it when its flow is
/// proven not to follow that write.
void FlowInterpreter::checkReadOrdered(Operation *op, Value key, int64_t index,
                                       Value flowIn) {
  if (reportedOps.contains(op))
    return;
  Operation *writer = stateOf(key).written.lookup(index);
  if (!writer)
    return;
  std::optional<Cover> cover = coverOf(flowIn);
  if (!cover || (cover->key && cover->key != key))
    return;
  auto position = writePositions.find(writer);
  if (position == writePositions.end() ||
      !cover->provesUnordered(position->second))
    return;
  reportedOps.insert(op);
  Diagnostic &diag = error(op);
  diag << message::unorderedRead(describe(key), index);
  diag.attachNote(writer->getLoc()) << "write not ordered before the read";
}

//===----------------------------------------------------------------------===//
// Interpretation
//===----------------------------------------------------------------------===//

/// Every access to an array: the array it reaches and TensorFlow's rule
/// that it is not closed, once, then what the access does.
void FlowInterpreter::visitAccess(TensorArrayAccessOpInterface access) {
  Operation *op = access;
  Value key = keyOf(access.getTensorArrayHandle());
  if (!key)
    return;
  if (!access.requiresOpenTensorArray()) {
    // A close. Closing twice is not an error in TensorFlow.
    ArrayState &state = stateOf(key);
    if (!state.closedBy) {
      state.closedBy = op;
      mutate([&state] { state.closedBy = nullptr; });
    }
    return;
  }
  if (!checkNotClosed(op, key))
    return;
  switch (access.getTensorArrayAccessKind()) {
  case TensorArrayAccessKind::WriteElements:
    pushWrite(key, op);
    visitWrite(op, key);
    stepFlow(op, key, access.getTensorArrayFlowIn(),
             access.getTensorArrayFlowOut());
    return;
  case TensorArrayAccessKind::ReadElements:
    visitRead(op, key);
    return;
  case TensorArrayAccessKind::State:
    // A size reads nothing else; a lock fixes the size from here on.
    if (isa<LockSizeOp>(op)) {
      recordLock(op, key);
      stepFlow(op, key, access.getTensorArrayFlowIn(),
               access.getTensorArrayFlowOut());
    }
    return;
  case TensorArrayAccessKind::Close:
    break;
  }
  llvm_unreachable("a close does not require an open array");
}

/// Writes (write, scatter, split): each statically known index is checked
/// and recorded, a dynamic array grows.
void FlowInterpreter::visitWrite(Operation *op, Value key) {
  if (auto write = dyn_cast<WriteOp>(op)) {
    recordWrite(op, key, getConstantIndex(write.getIndex()),
                maxIndexOf(write.getIndex()));
    return;
  }
  std::optional<SmallVector<int64_t>> indices;
  if (auto scatter = dyn_cast<ScatterOp>(op)) {
    indices = getConstantIndices(scatter.getIndices());
  } else if (auto lengths =
                 getConstantIndices(cast<SplitOp>(op).getLengths())) {
    indices.emplace();
    for (int64_t index = 0, e = lengths->size(); index < e; ++index)
      indices->push_back(index);
  }
  if (!indices) {
    recordGrowth(key, std::nullopt);
    return;
  }
  for (int64_t index : *indices)
    recordWrite(op, key, index, index);
}

/// Reads (read, gather, concat): each statically known index must follow
/// its write and is read once on a clear_after_read array.
void FlowInterpreter::visitRead(Operation *op, Value key) {
  Value flowIn = cast<TensorArrayAccessOpInterface>(op).getTensorArrayFlowIn();
  if (auto read = dyn_cast<ReadOp>(op)) {
    std::optional<int64_t> index = getConstantIndex(read.getIndex());
    if (index)
      checkReadOrdered(op, key, *index, flowIn);
    recordRead(op, key, index);
    return;
  }
  std::optional<SmallVector<int64_t>> indices;
  if (auto gather = dyn_cast<GatherOp>(op)) {
    indices = getConstantIndices(gather.getIndices());
  } else if (std::optional<int64_t> size = stateOf(key).size;
             size && *size <= 4096) {
    // Concat reads every element; only small known sizes are enumerated.
    indices.emplace();
    for (int64_t index = 0; index < *size; ++index)
      indices->push_back(index);
  }
  if (!indices)
    return;
  for (int64_t index : *indices) {
    checkReadOrdered(op, key, index, flowIn);
    recordRead(op, key, index);
  }
}

/// A grad: the forward array's size is locked; a dynamic one must be
/// ordered after all its writes, and one (array, source) has one type.
void FlowInterpreter::visitGrad(TensorArrayGradOpInterface grad) {
  Operation *op = grad;
  Value forward = keyOf(grad.getForwardHandle());
  Value result = op->getResult(0);
  if (!forward)
    return;
  ArrayInfo &info = infoOf(forward);
  if (info.isGrad) {
    {
      Diagnostic &diag = error(op);
      diag << message::gradientOfGradient(info.name);
      if (info.creator)
        diag.attachNote(info.creator->getLoc())
            << "gradient array created here";
    }
    return;
  }
  if (!checkNotClosed(op, forward))
    return;
  StringRef source = grad.getGradientSource();
  auto [it, inserted] = firstGrads.try_emplace({forward, source}, op);
  if (inserted && !checkCalls.empty())
    firstGradsAdded.push_back({forward, source});
  if (inserted) {
    gradKeys[result] = result;
  } else {
    Operation *first = it->second;
    gradKeys[result] = first->getResult(0);
    Type firstType =
        cast<TensorArrayType>(first->getResult(0).getType()).getElementType();
    Type type = cast<TensorArrayType>(result.getType()).getElementType();
    if (failed(verifyCompatibleShape(firstType, type)) ||
        getElementTypeOrSelf(firstType) != getElementTypeOrSelf(type)) {
      {
        Diagnostic &diag = error(op);
        diag << message::gradientTypeMismatch(describe(forward), source, type,
                                              firstType);
        diag.attachNote(first->getLoc()) << "earlier gradient here";
      }
    }
  }
  // A dynamically sized array must have reached its final size: the grad
  // is ordered after every write.
  ArrayState &state = stateOf(forward);
  if (info.kindKnown && info.dynamicSize) {
    std::optional<Cover> cover = coverOf(grad.getForwardFlowIn());
    // A write that surely ran and is proven not ordered before the grad.
    std::optional<unsigned> unordered;
    if (cover && (!cover->key || cover->key == forward))
      unordered = state.mustUnordered(*cover);
    if (unordered) {
      {
        Diagnostic &diag = error(op);
        diag << message::unorderedGradient(describe(forward));
        diag.attachNote(state.writes[*unordered]->getLoc())
            << "write not ordered before the gradient";
      }
    }
  }
  recordLock(op, forward);
  // The grad's flow_out is a fresh flow (TF_SEMANTICS 2.1): ordered after
  // nothing of the accumulator, which is known while it has no writes.
  Value accumulator = gradKeys.lookup(result);
  if (stateOf(accumulator).writes.empty())
    covers[op->getResult(1)] = Cover{accumulator, 0, true, 0};
}

void FlowInterpreter::visit(Operation *op) {
  if (auto create = dyn_cast<TensorArrayOp>(op)) {
    Value key = create.getHandle();
    infoOf(key);
    covers[create.getFlow()] = Cover{key, 0};
    return;
  }
  if (auto access = dyn_cast<TensorArrayAccessOpInterface>(op))
    return visitAccess(access);
  if (auto grad = dyn_cast<TensorArrayGradOpInterface>(op))
    return visitGrad(grad);
  if (auto call = dyn_cast<func::CallOp>(op)) {
    visitCall(call);
    return;
  }
  if (op->getNumRegions() > 0 && isa<scf::ForOp, scf::WhileOp, scf::IfOp>(op)) {
    visitRegionOp(op);
    return;
  }
  if (isa<func::ReturnOp>(op)) {
    // The caller interprets on; a standalone function's returned arrays are
    // out of sight.
    auto func = dyn_cast<func::FuncOp>(op->getParentOp());
    if (!func || !calls.isInternal(func) || calls.numCalls(func) != 1)
      for (Value operand : op->getOperands())
        if (isa<TensorArrayType>(operand.getType()))
          escape(keyOf(operand));
    return;
  }
  if (isa<scf::YieldOp, scf::ConditionOp>(op))
    return;
  // Any other user of a handle may do anything with the array.
  for (Value operand : op->getOperands())
    if (isa<TensorArrayType>(operand.getType()))
      escape(keyOf(operand));
  for (Region &region : op->getRegions())
    walkRegion(region, op);
}

void FlowInterpreter::walkBlock(Block &block) {
  for (Operation &op : block)
    visit(&op);
}

void FlowInterpreter::walkRegion(Region &region, Operation *parent) {
  size_t mark = undoLog.size();
  size_t growthMark = growthLog.size();
  size_t mustMark = mustLog.size();
  ++depth;
  for (Block &block : region)
    walkBlock(block);
  // The writes that surely ran in the body of a loop that surely runs (a
  // constant trip count >= 1) surely ran after it.
  llvm::SmallVector<std::pair<ArrayState *, unsigned>> surely;
  if (auto forOp = dyn_cast<scf::ForOp>(parent)) {
    std::optional<int64_t> trips = getTripCount(forOp);
    if (trips && *trips >= 1 && mustLog.size() > mustMark)
      surely.assign(mustLog.begin() + mustMark, mustLog.end());
  }
  --depth;
  rollback(mark);
  for (auto [state, position] : surely)
    pushMust(*state, position);
  // Growth inside the region may or may not have happened: re-apply it as
  // "maybe" at the outer level.
  llvm::SmallVector<std::pair<Value, std::optional<int64_t>>> grown(
      growthLog.begin() + growthMark, growthLog.end());
  growthLog.resize(growthMark);
  for (auto [key, maxIndex] : grown) {
    ArrayState &state = stateOf(key);
    if (auto forOp = dyn_cast<scf::ForOp>(parent); forOp && maxIndex) {
      // A loop with constant bounds that runs at least once surely grew
      // the array to its largest index (maxIndexOf said so).
      auto lb = getConstantIndex(forOp.getLowerBound());
      auto ub = getConstantIndex(forOp.getUpperBound());
      if (lb && ub && *ub > *lb && state.size && *maxIndex < INT64_MAX) {
        std::optional<int64_t> old = state.size;
        state.size = std::max(*state.size, *maxIndex + 1);
        if (depth > 0) {
          mutate([&state, old] { state.size = old; });
          growthLog.push_back({key, maxIndex});
        }
        continue;
      }
    }
    recordGrowth(key, maxIndex);
  }
}

/// The flow values a region hands back to its parent, and whether each was
/// ordered after every write of its array when the region ended.
void FlowInterpreter::visitRegionOp(Operation *op) {
  auto completeAtEnd = [&](Value flow) -> Value {
    std::optional<Cover> cover = coverOf(flow);
    if (!cover || !cover->key)
      return {};
    if (cover->count != stateOf(cover->key).writes.size())
      return {};
    return cover->key;
  };
  // For each result: the key every branch completed, or null.
  llvm::SmallVector<Value> resultKeys(op->getNumResults());
  llvm::SmallVector<bool> resultOk(op->getNumResults(), true);
  auto noteYield = [&](ValueRange yielded) {
    for (auto [i, value] : llvm::enumerate(yielded)) {
      if (i >= resultKeys.size() || !isa<FloatType>(value.getType()))
        continue;
      Value key = completeAtEnd(value);
      if (!key || (resultKeys[i] && resultKeys[i] != key))
        resultOk[i] = false;
      else
        resultKeys[i] = key;
    }
  };
  auto bindArgs = [&](ValueRange from, ValueRange to) {
    for (auto [src, dst] : llvm::zip(from, to))
      if (auto cover = coverOf(src))
        covers[dst] = *cover;
  };
  // Loop-carried values: in a later trip they are whatever the previous trip
  // yielded, which may be ordered after writes before the loop that the
  // initial value is not ordered after. Only writes of the current trip are
  // proven unordered.
  auto bindCarried = [&](ValueRange from, ValueRange to) {
    for (auto [src, dst] : llvm::zip(from, to)) {
      std::optional<Cover> cover = coverOf(src);
      if (!cover)
        continue;
      Value key = cover->key;
      unsigned size = key ? stateOf(key).writes.size() : 0;
      if (!key)
        continue; // a constant: every trip may carry something else
      covers[dst] = Cover{key, cover->count, false, size};
    }
  };

  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    llvm::SmallVector<Value> initKeys;
    for (Value init : forOp.getInitArgs())
      initKeys.push_back(isa<FloatType>(init.getType()) ? completeAtEnd(init)
                                                        : Value());
    bindCarried(forOp.getInitArgs(), forOp.getRegionIterArgs());
    walkRegion(forOp.getRegion(), op);
    noteYield(forOp.getBody()->getTerminator()->getOperands());
    for (auto [i, key] : llvm::enumerate(initKeys))
      if (!key || key != resultKeys[i])
        resultOk[i] = false;
  } else if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    bindCarried(whileOp.getInits(), whileOp.getBeforeArguments());
    walkRegion(whileOp.getBefore(), op);
    noteYield(whileOp.getConditionOp().getArgs());
    bindArgs(whileOp.getConditionOp().getArgs(), whileOp.getAfterArguments());
    walkRegion(whileOp.getAfter(), op);
    // The results are the condition's arguments of the last trip; only a
    // chain that stayed complete across both regions is kept.
    for (auto [i, value] : llvm::enumerate(whileOp.getYieldOp().getOperands()))
      if (isa<FloatType>(value.getType()) && !completeAtEnd(value))
        resultOk[i] = false;
  } else if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    walkRegion(ifOp.getThenRegion(), op);
    if (ifOp.getNumResults())
      noteYield(ifOp.thenYield().getOperands());
    if (!ifOp.getElseRegion().empty()) {
      walkRegion(ifOp.getElseRegion(), op);
      if (ifOp.getNumResults())
        noteYield(ifOp.elseYield().getOperands());
    }
  }
  for (auto [i, result] : llvm::enumerate(op->getResults())) {
    if (!isa<FloatType>(result.getType()) || !resultOk[i] || !resultKeys[i])
      continue;
    unsigned size = stateOf(resultKeys[i]).writes.size();
    covers[result] = Cover{resultKeys[i], size, true, size};
  }
}

void FlowInterpreter::visitCall(func::CallOp call) {
  func::FuncOp callee = calls.lookup(call);
  bool inlineHere = callee && calls.isInternal(callee) &&
                    calls.numCalls(callee) == 1 && !onStack.contains(callee) &&
                    !interpreted.contains(callee) && checkCalls.empty();
  if (!inlineHere) {
    if (callee && !callee.isExternal() && !onStack.contains(callee))
      checkAtCallSite(call, callee);
    for (Value operand : call.getOperands())
      if (isa<TensorArrayType>(operand.getType()))
        escape(keyOf(operand));
    return;
  }
  Block &entry = callee.getBody().front();
  for (auto [operand, argument] :
       llvm::zip(call.getOperands(), entry.getArguments())) {
    if (isa<TensorArrayType>(operand.getType())) {
      if (Value key = keyOf(operand))
        aliases[argument] = key;
    } else if (auto cover = coverOf(operand)) {
      covers[argument] = *cover;
    }
  }
  interpretFunction(callee);
  // Results: what the (single-block) callee returns.
  if (callee.getBody().hasOneBlock()) {
    Operation *ret = entry.getTerminator();
    for (auto [result, returned] :
         llvm::zip(call.getResults(), ret->getOperands())) {
      if (isa<TensorArrayType>(result.getType())) {
        if (Value key = keyOf(returned))
          aliases[result] = key;
      } else if (auto cover = coverOf(returned)) {
        covers[result] = *cover;
      }
    }
  }
}

/// Forgets what an earlier interpretation of `func` left on its own values:
/// flow covers, and the state of the arrays it creates (every call creates
/// new ones).
void FlowInterpreter::resetFunction(
    func::FuncOp func,
    llvm::SmallVectorImpl<std::pair<ArrayState *, ArrayState>> *saved) {
  // The arguments keep what the caller bound to them.
  Block *entry = &func.getBody().front();
  auto resetValue = [&](Value value) {
    if (auto argument = dyn_cast<BlockArgument>(value);
        argument && argument.getOwner() == entry)
      return;
    covers.erase(value);
    if (!isa<TensorArrayType>(value.getType()))
      return;
    if (auto it = states.find(value); it != states.end()) {
      if (saved)
        saved->push_back({it->second.get(), std::move(*it->second)});
      *it->second = ArrayState();
      // As infoOf() first set it up.
      if (auto create = value.getDefiningOp<TensorArrayOp>())
        it->second->size = getConstantIndex(create.getSize());
    }
    aliases.erase(value);
    if (value.getDefiningOp<TensorArrayGradOpInterface>())
      infos.erase(value); // its name follows the forward array's
  };
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      resetValue(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          resetValue(argument);
  });
}

/// Interprets `func` at one of its several call sites, with its arguments
/// bound to the caller's arrays and flows, then undoes every effect: the
/// call itself is then treated as an unknown use of the arrays passed.
void FlowInterpreter::checkAtCallSite(func::CallOp call, func::FuncOp callee) {
  unsigned &checks = callSiteChecks[callee];
  if (checks >= kMaxCallSiteChecks)
    return;
  ++checks;
  // The states of the callee's own arrays are kept for its own
  // interpretation (the final sizes it records).
  llvm::SmallVector<std::pair<ArrayState *, ArrayState>, 4> saved;
  resetFunction(callee, &saved);
  Block &entry = callee.getBody().front();
  for (auto [operand, argument] :
       llvm::zip(call.getOperands(), entry.getArguments())) {
    aliases.erase(argument);
    covers.erase(argument);
    if (isa<TensorArrayType>(operand.getType())) {
      if (Value key = keyOf(operand))
        aliases[argument] = key;
    } else if (auto cover = coverOf(operand)) {
      covers[argument] = *cover;
    }
  }
  size_t mark = undoLog.size();
  size_t growthMark = growthLog.size();
  size_t writesMark = writesTruncate.size();
  size_t gradsMark = firstGradsAdded.size();
  ++depth;
  checkCalls.push_back(call);
  onStack.insert(callee);
  walkFunction(callee);
  onStack.erase(callee);
  checkCalls.pop_back();
  --depth;
  rollback(mark);
  growthLog.resize(growthMark);
  while (writesTruncate.size() > writesMark) {
    auto [state, size] = writesTruncate.pop_back_val();
    state->writes.resize(size);
  }
  while (firstGradsAdded.size() > gradsMark)
    firstGrads.erase(firstGradsAdded.pop_back_val());
  for (BlockArgument argument : entry.getArguments()) {
    aliases.erase(argument);
    covers.erase(argument);
  }
  for (auto &[state, old] : saved)
    *state = std::move(old);
}

void FlowInterpreter::interpretFunction(func::FuncOp func) {
  interpreted.insert(func);
  onStack.insert(func);
  walkFunction(func);
  onStack.erase(func);
}

void FlowInterpreter::walkFunction(func::FuncOp func) {
  // A function checked at a call site before its own interpretation.
  if (!walked.insert(func).second && checkCalls.empty())
    resetFunction(func);
  if (func.getBody().hasOneBlock()) {
    walkBlock(func.getBody().front());
  } else {
    // Unstructured control flow: each block is a region of its own.
    for (Block &block : func.getBody()) {
      size_t mark = undoLog.size();
      ++depth;
      walkBlock(block);
      --depth;
      rollback(mark);
    }
  }
}

/// Interprets every function once on its own: those not inlined at their
/// single call site, then those only reachable from themselves.
void FlowInterpreter::interpretModule() {
  auto isInlinedSomewhere = [&](func::FuncOp func) {
    return calls.isInternal(func) && calls.numCalls(func) == 1;
  };
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || isInlinedSomewhere(func))
      continue;
    interpretFunction(func);
  }
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() && !interpreted.contains(func))
      interpretFunction(func);
}

/// The final size of dynamic arrays where it is known: the size at the end
/// of the program, provided no lock froze a different size and the array
/// never left the interpretation's sight.
void FlowInterpreter::collectFinalSizes(FlowInterpretation &result) {
  for (Value key : keysInOrder) {
    auto create = key.getDefiningOp<TensorArrayOp>();
    if (!create || !create.getDynamicSize())
      continue;
    ArrayState &state = stateOf(key);
    if (!state.size || state.escaped || state.lockedUnknown ||
        (state.lockedSize && *state.lockedSize != *state.size)) {
      LDBG() << "no final size for '" << infoOf(key).name
             << "': " << (state.escaped ? "escapes" : "size not known");
      continue;
    }
    result.finalSizes[create] = *state.size;
  }
}

/// One violation per (location, message): a function checked at several
/// call sites, and on its own, may find one error several times. One found
/// at a call site gets a note at each call on the way.
void FlowInterpreter::collectViolations(FlowInterpretation &result) {
  std::set<std::pair<const void *, std::string>> seen;
  for (PendingViolation &pending : found) {
    Diagnostic &diag = pending.diagnostic;
    if (!seen.insert({diag.getLocation().getAsOpaquePointer(), diag.str()})
             .second)
      continue;
    FlowViolation violation{diag.getLocation(), diag.str(), {}};
    for (Diagnostic &note : diag.getNotes())
      violation.notes.push_back({note.getLocation(), note.str()});
    for (Location call : llvm::reverse(pending.calls))
      violation.notes.push_back(
          {call, "in the call from here (a function with several call sites "
                 "is checked at each of them)"});
    result.violations.push_back(std::move(violation));
  }
}

FlowInterpretation FlowInterpreter::run() {
  interpretModule();
  FlowInterpretation result;
  collectFinalSizes(result);
  collectViolations(result);
  return result;
}

FlowInterpretation
mlir::tagrad::interpretTensorArrayFlows(Operation *root,
                                        const TensorArrayAnalysis &analysis) {
  auto module = dyn_cast<ModuleOp>(root);
  if (!module)
    return {};
  return FlowInterpreter(module, analysis).run();
}
