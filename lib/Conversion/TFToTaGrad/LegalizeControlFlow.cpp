//===- LegalizeControlFlow.cpp - Loops and conditionals -------------------===//
//
// Loops (While, WhileRegion) and conditionals (If, IfRegion, Case): a loop
// is built with its entry types and rebuilt with the join of entry and
// back-edge types until they agree. (Calls are inlined before, by
// -tagrad-tf-inline-calls.)
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// The join of two types a loop variable takes: equal dimensions stay,
/// others become dynamic; a scalar and a rank-0 tensor of one element type
/// join to the scalar (flows are f32 scalars in tagrad). Null if the types
/// differ in rank or element type.
Type joinTypes(Type a, Type b) {
  if (a == b)
    return a;
  auto ta = dyn_cast<RankedTensorType>(a);
  auto tb = dyn_cast<RankedTensorType>(b);
  if (ta && tb && ta.getElementType() == tb.getElementType() &&
      ta.getRank() == tb.getRank()) {
    SmallVector<int64_t> dims;
    for (auto [x, y] : llvm::zip(ta.getShape(), tb.getShape()))
      dims.push_back(x == y ? x : ShapedType::kDynamic);
    return RankedTensorType::get(dims, ta.getElementType());
  }
  if (!ta && tb && tb.getRank() == 0 && tb.getElementType() == a)
    return a;
  if (ta && !tb && ta.getRank() == 0 && ta.getElementType() == b)
    return b;
  return nullptr;
}

FailureOr<SmallVector<Value>> Legalizer::terminatorValues(Block &block) {
  if (block.empty())
    return failure();
  Operation &last = block.back();
  StringRef name = last.getName().getStringRef();
  if (name != "tf.Yield" && name != "func.return") {
    last.emitError() << "ends a TensorFlow region but is not tf.Yield or "
                        "func.return";
    return failure();
  }
  return SmallVector<Value>(last.getOperands());
}

LogicalResult Legalizer::convertOps(Block &block) {
  // Unregistered terminators (tf.Yield) are not known to be terminators,
  // so the last op is skipped by name.
  for (Operation &op : block) {
    StringRef name = op.getName().getStringRef();
    restoreListLengths(&op);
    // A region that yields an older value of a list (a loop body passing
    // on an accumulator that a gradient loop in it popped) yields the
    // length that value had.
    if (&op == &block.back() && (name == "tf.Yield" || name == "func.return"))
      break;
    if (failed(convertOp(&op)))
      return failure();
    for (Value result : op.getResults())
      recordListLength(result);
  }
  return success();
}

/// Whether `value` is in the block ops are made in or one around it: made
/// before them, so in scope.
bool Legalizer::definedAround(Value value) {
  return value.getParentRegion()->isAncestor(
      b.getInsertionBlock()->getParent());
}

void Legalizer::restoreListLengths(Operation *op) {
  for (Value operand : op->getOperands()) {
    auto lengths = listLengthOf.find(operand);
    if (lengths == listLengthOf.end())
      continue;
    // The newest value of a list has the lengths its slots hold; those of
    // the lists it holds may have moved on since (a gradient loop popping
    // a list it popped from a list of lists), and stay.
    unsigned id = lengths->second.front().first;
    if (newestListValue.lookup(id) == operand)
      continue;
    for (auto [listId, length] : lengths->second)
      if (resources[listId].counter < slots.size() && definedAround(length))
        slots[resources[listId].counter] = length;
    newestListValue[id] = operand;
  }
}

void Legalizer::recordListLength(Value value) {
  std::optional<unsigned> id = resourceOfValue(value);
  SmallVector<std::pair<unsigned, Value>> lengths;
  // The list, then the list it holds (a list of lists), and so on.
  for (unsigned depth = 0; id && depth < 8; ++depth) {
    const Resource &list = resources[*id];
    // (A list made in a branch or loop body has no slots after it.)
    if (list.kind != Resource::List || !list.handle ||
        list.counter >= slots.size())
      break;
    Value counter = slots[list.counter];
    if (!counter || !definedAround(counter))
      break;
    lengths.push_back({*id, counter});
    id = list.elementList;
  }
  if (lengths.empty()) {
    listLengthOf.erase(value);
    return;
  }
  newestListValue[lengths.front().first] = value;
  listLengthOf[value] = std::move(lengths);
}

void Legalizer::forgetListLengthsIn(Operation *op) {
  auto inside = [op](Value v) {
    Operation *parent = isa<BlockArgument>(v)
                            ? cast<BlockArgument>(v).getOwner()->getParentOp()
                            : v.getDefiningOp();
    return parent && op->isAncestor(parent);
  };
  for (auto it = listLengthOf.begin(); it != listLengthOf.end();) {
    auto current = it++;
    if (llvm::any_of(current->second,
                     [&](const auto &entry) { return inside(entry.second); }))
      listLengthOf.erase(current);
  }
}

func::FuncOp Legalizer::lookupFunction(Operation *op, StringRef attrName) {
  auto ref = op->getAttrOfType<FlatSymbolRefAttr>(attrName);
  auto callee =
      ref ? module.lookupSymbol<func::FuncOp>(ref.getValue()) : nullptr;
  if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock()) {
    error(op) << "needs '" << attrName
              << "' naming a function with one block in this module";
    return nullptr;
  }
  return callee;
}

/// Binds the arguments of `block` to the converted `operands`: handles to
/// their resources, the rest (optionals among the variants) to values.
void bindArguments(Block &block, ValueRange operands,
                   DenseMap<Value, Value> &values,
                   DenseMap<Value, unsigned> &resourceOf) {
  for (auto [arg, operand] : llvm::zip(block.getArguments(), operands)) {
    auto it = resourceOf.find(operand);
    if (it != resourceOf.end()) {
      resourceOf[arg] = it->second;
      continue;
    }
    if (isResourceType(arg.getType()) && !isVariantType(arg.getType()))
      continue;
    values[arg] = values.lookup(operand);
  }
}

//===----------------------------------------------------------------------===//
// Optionals of a conditional's intermediates
//
// cond_v2 returns each branch's saved intermediates as optionals
// (OptionalFromValue in the branch that computes one, OptionalNone in the
// others) that share output positions: one position may hold values of
// different shapes, ranks and element types in different branches. The
// gradient conditional (same predicate) reads each in the matching branch
// with OptionalGetValue, whose type is that of the value saved there. An
// optional result whose branches' values do not join is one tensor that
// holds any of them: of the largest rank among them (lower ranks padded
// with leading unit dimensions, the shapes joined), and where the element
// types differ, of the signless integer type as wide as the widest (each
// value's bits, zero-extended). One tensor goes wherever an optional goes:
// through nested conditionals, and onto the lists a loop saves a step's
// intermediates on. A branch argument that OptionalGetValue reads is bound
// to the value it reads: the bits truncated to its element type, the
// padding dropped for its rank.
//===----------------------------------------------------------------------===//

/// The result of a TensorFlow op that forwards the operand `use` unchanged
/// (an optional stays the value it converted to), or null.
static Value forwardedOptional(OpOperand &use) {
  Operation *user = use.getOwner();
  StringRef name = user->getName().getStringRef();
  unsigned index = 0;
  if (name == "tf.IdentityN")
    index = use.getOperandNumber();
  else if (!llvm::is_contained({"tf.Identity", "tf.Snapshot"}, name))
    return Value();
  return index < user->getNumResults() ? user->getResult(index) : Value();
}

namespace {
/// What an OptionalGetValue takes out of an optional: its element type
/// and, when known, its shape (kDynamic where a dimension is not).
struct OptionalRead {
  Operation *op;
  Type element;
  std::optional<SmallVector<int64_t>> shape;
};
} // namespace

/// The first OptionalGetValue of `arg` (through ops forwarding it) that
/// takes a tensor (not the optional of a nested conditional, which that
/// conditional's branches read).
static std::optional<OptionalRead> firstTensorRead(Value arg) {
  SmallVector<Value> work = {arg};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      if (Value forwarded = forwardedOptional(use)) {
        work.push_back(forwarded);
        continue;
      }
      Operation *user = use.getOwner();
      if (user->getName().getStringRef() != "tf.OptionalGetValue" ||
          user->getNumResults() != 1)
        continue;
      // TensorFlow's MLIR importer types the result; a GraphDef's
      // output_types and output_shapes say what it is.
      OptionalRead read{user, Type(), std::nullopt};
      if (auto result = dyn_cast<TensorType>(user->getResult(0).getType())) {
        read.element = result.getElementType();
        if (result.hasRank())
          read.shape = llvm::to_vector(result.getShape());
      }
      auto types = user->getAttrOfType<ArrayAttr>("output_types");
      if (types && types.size() == 1)
        if (auto type = dyn_cast<TypeAttr>(types[0]))
          read.element = type.getValue();
      auto shapes = user->getAttrOfType<ArrayAttr>("output_shapes");
      if (!read.shape && shapes && shapes.size() == 1) {
        FailureOr<std::optional<SmallVector<int64_t>>> shape =
            parseShapeAttr(shapes[0]);
        if (succeeded(shape))
          read.shape = *shape;
      }
      if (!read.element || isVariantType(read.element))
        continue;
      read.element = signlessOfUnsigned(read.element);
      return read;
    }
  }
  return std::nullopt;
}

/// The reassociation that adds or drops `extra` leading unit dimensions of
/// a tensor of `rank` dimensions (the larger rank).
static SmallVector<ReassociationIndices> leadingUnitGroups(int64_t extra,
                                                           int64_t rank) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t d = extra; d < rank; ++d)
    groups.push_back({d});
  if (!groups.empty())
    for (int64_t d = extra - 1; d >= 0; --d)
      groups.front().insert(groups.front().begin(), d);
  return groups;
}

/// The optional `value` as the tensor `read` takes: its bits truncated to
/// the element type read (where the branches' element types differed), its
/// leading unit dimensions dropped down to the rank read, the dimensions
/// the read knows cast to.
static FailureOr<Value> valueForRead(OpBuilder &b, Location loc, Value value,
                                     const OptionalRead &read) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return value;
  Type element = type.getElementType();
  if (element != read.element && element.isSignlessInteger() &&
      read.element.isIntOrFloat() &&
      read.element.getIntOrFloatBitWidth() <= element.getIntOrFloatBitWidth()) {
    unsigned width = read.element.getIntOrFloatBitWidth();
    if (width < element.getIntOrFloatBitWidth())
      value = arith::TruncIOp::create(
          b, loc, type.clone(b.getIntegerType(width)), value);
    if (!read.element.isSignlessInteger())
      value = arith::BitcastOp::create(b, loc, type.clone(read.element), value);
    type = cast<RankedTensorType>(value.getType());
  }
  if (!read.shape || (int64_t)read.shape->size() > type.getRank())
    return value;
  int64_t extra = type.getRank() - read.shape->size();
  SmallVector<int64_t> shape(type.getShape());
  for (int64_t d = 0; d < type.getRank(); ++d) {
    int64_t want = d < extra ? 1 : (*read.shape)[d - extra];
    if (ShapedType::isDynamic(want))
      continue;
    if (!ShapedType::isDynamic(shape[d]) && shape[d] != want) {
      read.op->emitError() << "'" << read.op->getName() << "' reads a "
                           << RankedTensorType::get(*read.shape, read.element)
                           << " from an optional holding " << type;
      return failure();
    }
    shape[d] = want;
  }
  value = b.createOrFold<tensor::CastOp>(loc, type.clone(shape), value);
  if (extra == 0)
    return value;
  return tensor::CollapseShapeOp::create(
             b, loc, value, leadingUnitGroups(extra, type.getRank()))
      .getResult();
}

/// What the arguments of `block` are bound to (null where nothing is: a
/// handle's resource).
static SmallVector<Value> boundArguments(Block &block,
                                         const DenseMap<Value, Value> &values) {
  return llvm::map_to_vector(block.getArguments(), [&](BlockArgument arg) {
    return values.lookup(arg);
  });
}

/// Binds the arguments of a branch to `bound`, an optional that
/// OptionalGetValue reads to the value it reads (built at `b`'s insertion
/// point, in the branch).
static LogicalResult bindBranchArguments(OpBuilder &b, Location loc,
                                         Block &block, ArrayRef<Value> bound,
                                         DenseMap<Value, Value> &values) {
  for (auto [arg, value] : llvm::zip(block.getArguments(), bound)) {
    if (!value)
      continue;
    values[arg] = value;
    if (!isVariantType(arg.getType()))
      continue;
    if (std::optional<OptionalRead> read = firstTensorRead(arg)) {
      FailureOr<Value> taken = valueForRead(b, loc, value, *read);
      if (failed(taken))
        return failure();
      values[arg] = *taken;
    }
  }
  return success();
}

/// The type of an optional result whose branches' values (`types`, none
/// for OptionalNone) do not join (see above), or null: a value of unknown
/// rank, or of neither a number nor a tensor of numbers.
static Type joinOptionalTypes(ArrayRef<Type> types) {
  SmallVector<RankedTensorType> tensors;
  for (Type t : types) {
    if (isa<NoneType>(t))
      continue;
    if (t.isIntOrFloat())
      t = RankedTensorType::get({}, t);
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor || !tensor.getElementType().isIntOrFloat())
      return Type();
    tensors.push_back(tensor);
  }
  if (tensors.empty())
    return Type();
  Type element = tensors.front().getElementType();
  int64_t rank = 0;
  unsigned width = 0;
  for (RankedTensorType t : tensors) {
    if (t.getElementType() != element)
      element = Type();
    rank = std::max(rank, t.getRank());
    width = std::max(width, t.getElementType().getIntOrFloatBitWidth());
  }
  Type joined;
  for (RankedTensorType t : tensors) {
    SmallVector<int64_t> shape(rank - t.getRank(), 1);
    llvm::append_range(shape, t.getShape());
    auto padded = RankedTensorType::get(
        shape, element ? element : IntegerType::get(t.getContext(), width));
    joined = joined ? joinTypes(joined, padded) : padded;
  }
  return joined;
}

/// A branch's value of an optional result as `type` (joinOptionalTypes'):
/// its bits zero-extended where the element types differ, padded with
/// leading unit dimensions, cast.
static Value toOptionalType(OpBuilder &b, Location loc, Value value,
                            RankedTensorType type) {
  auto tensor = cast<RankedTensorType>(value.getType());
  Type element = tensor.getElementType();
  if (element != type.getElementType()) {
    unsigned width = element.getIntOrFloatBitWidth();
    if (!element.isSignlessInteger())
      value = arith::BitcastOp::create(
          b, loc, tensor.clone(b.getIntegerType(width)), value);
    if (width < type.getElementType().getIntOrFloatBitWidth())
      value = arith::ExtUIOp::create(
          b, loc, tensor.clone(type.getElementType()), value);
    tensor = cast<RankedTensorType>(value.getType());
  }
  int64_t extra = type.getRank() - tensor.getRank();
  if (extra > 0) {
    SmallVector<int64_t> shape(extra, 1);
    llvm::append_range(shape, tensor.getShape());
    value =
        tensor::ExpandShapeOp::create(b, loc, tensor.clone(shape), value,
                                      leadingUnitGroups(extra, type.getRank()));
  }
  return b.createOrFold<tensor::CastOp>(loc, type, value);
}

LogicalResult Legalizer::inlineTaken(Operation *op, Block &branch) {
  auto callee = dyn_cast<func::FuncOp>(branch.getParentOp());
  return inlineBlock(op, branch,
                     callee ? callee.getName() : StringRef("branch"));
}

LogicalResult Legalizer::inlineBlock(Operation *op, Block &entry,
                                     StringRef calleeName) {
  if (failed(bindBranchArguments(b, op->getLoc(), entry,
                                 boundArguments(entry, values), values)) ||
      failed(convertOps(entry)))
    return failure();
  FailureOr<SmallVector<Value>> results = terminatorValues(entry);
  if (failed(results) || results->size() != op->getNumResults()) {
    error(op) << "has " << op->getNumResults() << " results but @" << calleeName
              << " returns a different number";
    return failure();
  }
  for (auto [result, value] : llvm::zip(op->getResults(), *results)) {
    if (auto r = resourceOfValue(value))
      resourceOf[result] = *r;
    else
      values[result] = lookup(value);
  }
  return success();
}

LogicalResult Legalizer::convertWhile(Operation *op, ValueRange inits,
                                      Block &cond, Block &body) {
  Location loc = op->getLoc();
  flushPendingItems();
  unsigned n = inits.size();
  if (cond.getNumArguments() != n || body.getNumArguments() != n ||
      op->getNumResults() != n) {
    error(op) << "has " << n << " loop variables but its cond, body and "
              << "results do not all have as many";
    return failure();
  }
  SmallVector<std::optional<unsigned>> resource(n);
  SmallVector<Value> initValues(n);
  SmallVector<Type> types(n);
  for (unsigned i = 0; i < n; ++i) {
    if (isHandle(inits[i])) {
      resource[i] = resourceOfValue(inits[i]);
      if (!resource[i]) {
        error(op) << "loop variable " << i
                  << " is a resource that no supported op created";
        return failure();
      }
      continue;
    }
    initValues[i] = lookup(inits[i]);
    types[i] = initValues[i].getType();
    if (auto t = dyn_cast<TensorType>(types[i]); t && !t.hasRank()) {
      error(op) << "loop variable " << i
                << " has no known rank where the loop starts (" << t << ")";
      return failure();
    }
  }
  SmallVector<Value> snapshot = slots;
  SmallVector<unsigned> carried;
  for (unsigned s = 0; s < snapshot.size(); ++s)
    carried.push_back(s);
  // TensorFlow's default for a While without the attribute.
  auto parallel = op->getAttrOfType<IntegerAttr>("parallel_iterations");
  llvm::SaveAndRestore<int64_t> innermost(loopParallelIterations,
                                          parallel ? parallel.getInt() : 10);

  // The lists' element types where the loop starts: an attempt whose loop
  // variables turn out more general than it assumed may have refined a
  // list's items from a value of the assumed type (a gradient accumulator
  // of a loop variable that grows, under shape_invariants), which the next
  // attempt must not inherit.
  SmallVector<std::pair<unsigned, Type>> listTypes;
  for (auto [id, r] : llvm::enumerate(resources))
    if (r.kind == Resource::List && r.handle &&
        r.handle.getDefiningOp<TensorArrayOp>())
      listTypes.push_back({(unsigned)id, r.handle.getType()});

  for (int attempt = 0; attempt < 16; ++attempt) {
    slots = snapshot;
    SmallVector<Value> operands;
    SmallVector<Type> loopTypes;
    for (unsigned i = 0; i < n; ++i) {
      if (resource[i])
        continue;
      Value v;
      if (failed(castTo(loc, initValues[i], types[i], v)))
        return error(op) << "cannot pass " << initValues[i].getType()
                         << " as loop variable " << i << " of type "
                         << types[i];
      operands.push_back(v);
      loopTypes.push_back(types[i]);
    }
    unsigned numVars = operands.size();
    for (unsigned s : carried) {
      operands.push_back(slots[s]);
      loopTypes.push_back(slots[s].getType());
    }
    SmallVector<Location> locs(loopTypes.size(), loc);
    auto whileOp = scf::WhileOp::create(b, loc, loopTypes, operands);
    OpBuilder::InsertionGuard guard(b);
    loopAttempts.push_back(whileOp);
    auto popAttempt = llvm::make_scope_exit([&] { loopAttempts.pop_back(); });
    llvm::SaveAndRestore<bool> refinedHere(refinedInLoopAttempt, false);
    auto fail = [&]() {
      eraseAttempt(whileOp);
      return failure();
    };

    auto bindRegion = [&](Block &src, Block *dst) {
      unsigned k = 0;
      for (unsigned i = 0; i < n; ++i) {
        if (resource[i])
          resourceOf[src.getArgument(i)] = *resource[i];
        else
          values[src.getArgument(i)] = dst->getArgument(k++);
      }
      for (unsigned s : carried)
        slots[s] = dst->getArgument(k++);
    };
    Block *before = b.createBlock(&whileOp.getBefore(), {}, loopTypes, locs);
    bindRegion(cond, before);
    if (failed(convertOps(cond)))
      return fail();
    FailureOr<SmallVector<Value>> condValues = terminatorValues(cond);
    if (failed(condValues) || condValues->size() != 1) {
      error(op) << "needs a cond region yielding one boolean";
      return fail();
    }
    Value predicate = toScalar(loc, lookup((*condValues)[0]));
    if (!predicate || !predicate.getType().isInteger(1)) {
      error(op) << "needs a boolean loop condition";
      return fail();
    }
    SmallVector<Value> forwarded(before->getArguments().take_front(numVars));
    SmallVector<bool> condChanged;
    for (auto [k, s] : llvm::enumerate(carried)) {
      forwarded.push_back(slots[s]);
      condChanged.push_back(slots[s] != before->getArgument(numVars + k));
    }
    scf::ConditionOp::create(b, loc, predicate, forwarded);

    Block *after = b.createBlock(&whileOp.getAfter(), {}, loopTypes, locs);
    bindRegion(body, after);
    for (BlockArgument arg : body.getArguments())
      recordListLength(arg);
    if (failed(convertOps(body)))
      return fail();
    FailureOr<SmallVector<Value>> yields = terminatorValues(body);
    if (failed(yields) || yields->size() != n) {
      error(op) << "needs a body region yielding its " << n
                << " loop variables";
      return fail();
    }
    bool again = refinedInLoopAttempt, generalized = false;
    SmallVector<Value> next;
    for (unsigned i = 0; i < n; ++i) {
      if (resource[i]) {
        if (resourceOfValue((*yields)[i]) != resource[i]) {
          error(op) << "loop variable " << i
                    << " is a resource handle that the body replaces";
          return fail();
        }
        continue;
      }
      Value y = lookup((*yields)[i]);
      Type joined = joinTypes(types[i], y.getType());
      if (!joined) {
        error(op) << "loop variable " << i << " enters as " << types[i]
                  << " and comes back as " << y.getType();
        return fail();
      }
      if (joined != types[i]) {
        types[i] = joined;
        again = generalized = true;
      }
      next.push_back(y);
    }
    // The slots the loop changes: carried ones that either region updates,
    // and any other the body updated after all.
    SmallVector<unsigned> changed;
    for (auto [k, s] : llvm::enumerate(carried))
      if (condChanged[k] || slots[s] != after->getArgument(numVars + k))
        changed.push_back(s);
    for (unsigned s = 0; s < snapshot.size(); ++s)
      if (!llvm::is_contained(carried, s) && slots[s] != snapshot[s])
        changed.push_back(s);
    llvm::sort(changed);
    if (changed != carried) {
      carried = changed;
      again = true;
    }
    if (again) {
      eraseAttempt(whileOp);
      if (generalized)
        for (auto [id, type] : listTypes)
          if (Value handle = resources[id].handle;
              handle && handle.getType() != type && handle.use_empty())
            handle.setType(type);
      continue;
    }
    SmallVector<Value> yielded;
    for (auto [v, t] : llvm::zip(next, loopTypes)) {
      Value c;
      if (failed(castTo(loc, v, t, c))) {
        error(op) << "cannot pass " << v.getType() << " back as " << t;
        return fail();
      }
      yielded.push_back(c);
    }
    for (unsigned s : carried)
      yielded.push_back(slots[s]);
    scf::YieldOp::create(b, loc, yielded);

    unsigned k = 0;
    for (unsigned i = 0; i < n; ++i) {
      if (resource[i])
        resourceOf[op->getResult(i)] = *resource[i];
      else
        values[op->getResult(i)] = whileOp.getResult(k++);
    }
    slots = snapshot;
    for (unsigned s : carried)
      slots[s] = whileOp.getResult(k++);
    return success();
  }
  return error(op) << "has loop variable types that do not settle";
}

LogicalResult Legalizer::convertIf(Operation *op, Value sourcePredicate,
                                   Block &thenBlock, Block &elseBlock) {
  Value converted = lookup(sourcePredicate);
  auto predicateType = dyn_cast_or_null<RankedTensorType>(
      converted ? converted.getType() : Type());
  if (predicateType && predicateType.getRank() != 0)
    return error(op) << "needs a scalar predicate, got " << predicateType;
  Value predicate = converted ? toScalar(op->getLoc(), converted) : Value();
  if (!predicate || !predicate.getType().isInteger(1))
    return error(op) << "needs a boolean predicate";
  // A predicate the graph fixes (a gradient's rule chosen from attributes):
  // only the branch TensorFlow takes, whose results keep their own types.
  if (std::optional<int64_t> known = getConstantIntValue(predicate))
    return inlineTaken(op, *known ? thenBlock : elseBlock);
  return convertBranches(op, {&thenBlock, &elseBlock}, [&](TypeRange types) {
    auto ifOp = scf::IfOp::create(b, op->getLoc(), types, predicate,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    return std::make_pair(
        ifOp.getOperation(),
        SmallVector<Region *>{&ifOp.getThenRegion(), &ifOp.getElseRegion()});
  });
}

LogicalResult Legalizer::convertCase(Operation *op, Value sourceIndex,
                                     ArrayRef<Block *> branches) {
  Location loc = op->getLoc();
  Value converted = lookup(sourceIndex);
  auto indexType = dyn_cast_or_null<RankedTensorType>(
      converted ? converted.getType() : Type());
  if (!indexType || indexType.getRank() != 0 ||
      !indexType.getElementType().isInteger(32))
    return error(op) << "needs a scalar int32 branch index";
  // TensorFlow runs the last branch for an index outside [0, N): a chain
  // of scf.if on index == k, the last branch in the innermost else (the
  // CPU pipeline's passes know scf.if).
  Value index = toScalar(loc, converted);
  unsigned n = branches.size();
  // One branch runs whatever the index, or the index is a constant: inline
  // the branch that runs.
  if (n == 1)
    return inlineTaken(op, *branches.front());
  if (std::optional<int64_t> known = getConstantIntValue(index))
    return inlineTaken(op,
                       *branches[*known >= 0 && *known < n ? *known : n - 1]);
  return convertBranches(op, branches, [&](TypeRange types) {
    OpBuilder::InsertionGuard guard(b);
    Operation *outer = nullptr;
    SmallVector<Region *> regions;
    for (unsigned k = 0; k + 1 < n; ++k) {
      Value isK =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, index,
                                arith::ConstantIntOp::create(b, loc, k, 32));
      auto ifOp = scf::IfOp::create(b, loc, types, isK,
                                    /*addThenBlock=*/false,
                                    /*addElseBlock=*/false);
      if (outer)
        scf::YieldOp::create(b, loc, ifOp.getResults());
      else
        outer = ifOp;
      regions.push_back(&ifOp.getThenRegion());
      b.createBlock(&ifOp.getElseRegion());
      if (k + 2 == n)
        regions.push_back(&ifOp.getElseRegion());
      else
        b.setInsertionPointToStart(&ifOp.getElseRegion().front());
    }
    return std::make_pair(outer, regions);
  });
}

/// A value of `type` that is never read (the result of a branch whose
/// optional is empty): an uninitialized tensor, 0 along dynamic dimensions.
Value Legalizer::placeholderOf(Location loc, Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return ub::PoisonOp::create(b, loc, type);
  SmallVector<int64_t> shape =
      llvm::map_to_vector(tensor.getShape(), [](int64_t d) {
        return ShapedType::isDynamic(d) ? 0 : d;
      });
  Value empty = tensor::EmptyOp::create(b, loc, shape, tensor.getElementType());
  return b.createOrFold<tensor::CastOp>(loc, tensor, empty);
}

void Legalizer::eraseAttempt(Operation *op) {
  for (auto it = poppedArrays.begin(); it != poppedArrays.end();) {
    auto current = it++;
    if (op->isAncestor(current->first.first->getParentOp()))
      poppedArrays.erase(current);
  }
  for (auto it = arrayOps.begin(); it != arrayOps.end();) {
    auto current = it++;
    if (op->isAncestor(current->second))
      arrayOps.erase(current);
  }
  // The arrays the attempt made go with it: their resources keep no
  // handle, so that no later walk over the resources reads an erased op.
  for (Resource &r : resources) {
    for (Value *handle : {&r.handle, &r.written})
      if (*handle && op->isAncestor((*handle).getParentBlock()->getParentOp()))
        *handle = Value();
    if (!r.handle)
      r.pendingItems.clear();
  }
  forgetListLengthsIn(op);
  op->erase();
}

void Legalizer::checkShapeOfUnranked(Location loc, Value value,
                                     RankedTensorType type, StringRef what) {
  Value matches = b.createOrFold<arith::CmpIOp>(
      loc, arith::CmpIPredicate::eq, tensor::RankOp::create(b, loc, value),
      constantIndex(loc, type.getRank()));
  for (auto [d, size] : llvm::enumerate(type.getShape())) {
    if (ShapedType::isDynamic(size))
      continue;
    // Read only where the rank matched: the dimension exists.
    Value index = arith::SelectOp::create(
        b, loc, matches, constantIndex(loc, d), constantIndex(loc, 0));
    Value dim = tensor::DimOp::create(b, loc, value, index);
    Value fits = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                               dim, constantIndex(loc, size));
    matches = b.createOrFold<arith::AndIOp>(loc, matches, fits);
  }
  std::string message;
  llvm::raw_string_ostream os(message);
  os << what << " has a shape other than " << type
     << ", the type TaGrad gave it from the other branches";
  requireAtRunTime(loc, matches, message);
}

/// Converts each of `branches` into a region of the op `build` makes (one
/// region per branch, in order), joining the branches' results and the
/// slots they change into the op's results: built once without results to
/// learn them, then again with them.
LogicalResult Legalizer::convertBranches(
    Operation *op, ArrayRef<Block *> branches,
    function_ref<std::pair<Operation *, SmallVector<Region *>>(TypeRange)>
        build) {
  Location loc = op->getLoc();
  flushPendingItems();
  unsigned n = branches.size();
  SmallVector<Value> snapshot = slots;
  // What the branches' arguments are bound to (a tf.If may name one
  // function for both branches): each branch reads its optionals from it.
  SmallVector<SmallVector<Value>> bound = llvm::map_to_vector(
      branches, [&](Block *branch) { return boundArguments(*branch, values); });
  auto [scratch, regions] = build(TypeRange{});
  auto fail = [&, scratch = scratch]() {
    eraseAttempt(scratch);
    slots = snapshot;
    return failure();
  };
  SmallVector<SmallVector<Value>> branchValues(n), branchSlots(n);
  SmallVector<SmallVector<std::optional<unsigned>>> branchResources(n);
  for (unsigned k = 0; k < n; ++k) {
    OpBuilder::InsertionGuard guard(b);
    Region &region = *regions[k];
    if (region.empty())
      b.createBlock(&region);
    else if (!region.front().empty() &&
             region.front().back().hasTrait<OpTrait::IsTerminator>())
      region.front().back().erase();
    b.setInsertionPointToEnd(&region.front());
    slots = snapshot;
    if (failed(bindBranchArguments(b, loc, *branches[k], bound[k], values)) ||
        failed(convertOps(*branches[k])))
      return fail();
    FailureOr<SmallVector<Value>> results = terminatorValues(*branches[k]);
    if (failed(results) || results->size() != op->getNumResults()) {
      error(op) << "has branches that do not yield its " << op->getNumResults()
                << " results";
      return fail();
    }
    for (Value v : *results) {
      branchResources[k].push_back(resourceOfValue(v));
      branchValues[k].push_back(branchResources[k].back() ? Value()
                                                          : lookup(v));
    }
    branchSlots[k] = slots;
  }
  SmallVector<Type> resultTypes;
  // The optional results whose branches' values do not join: one tensor
  // of joinOptionalTypes' type holds each.
  SmallVector<bool> packed(op->getNumResults(), false);
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    bool anyResource = llvm::any_of(
        branchResources, [&](const auto &r) { return r[i].has_value(); });
    if (anyResource) {
      for (unsigned k = 1; k < n; ++k) {
        if (branchResources[k][i] == branchResources[0][i])
          continue;
        if (!branchResources[0][i] || !branchResources[k][i])
          error(op) << "result " << i
                    << " is a resource handle in one branch and a tensor "
                       "in the other"
                    << (n == 2 ? "" : "s");
        else
          error(op) << "result " << i
                    << " is a different resource in each branch";
        return fail();
      }
      continue;
    }
    // Empty optionals (OptionalNone) take the other branches' type.
    Type joined;
    for (unsigned k = 0; k < n; ++k) {
      Type t = branchValues[k][i].getType();
      if (isa<NoneType>(t))
        continue;
      joined = joined ? joinTypes(joined, t) : t;
      if (!joined)
        break;
    }
    // A branch of unknown rank (a read of a TensorArray whose element shape
    // a write later in the loop fixes: the loop then converts again) takes
    // the other branches' type, checked when it runs (TensorFlow's Merge
    // forwards either).
    if (!joined) {
      Type ranked;
      for (unsigned k = 0; k < n; ++k) {
        Type t = branchValues[k][i].getType();
        if (isa<NoneType, UnrankedTensorType>(t))
          continue;
        ranked = ranked ? joinTypes(ranked, t) : t;
        if (!ranked)
          break;
      }
      auto rankedTensor = dyn_cast_or_null<RankedTensorType>(ranked);
      if (rankedTensor && llvm::all_of(branchValues, [&](const auto &v) {
            auto unranked = dyn_cast<UnrankedTensorType>(v[i].getType());
            return !unranked ||
                   unranked.getElementType() == rankedTensor.getElementType();
          }))
        joined = rankedTensor;
    }
    if (!joined && llvm::all_of(branchValues, [&](const auto &v) {
          return isa<NoneType>(v[i].getType());
        })) {
      error(op) << "result " << i << " is an empty optional in every branch";
      return fail();
    }
    if (!joined && isVariantType(op->getResult(i).getType())) {
      joined = joinOptionalTypes(llvm::map_to_vector(
          branchValues, [&](const auto &v) { return v[i].getType(); }));
      packed[i] = joined != nullptr;
    }
    if (!joined) {
      InFlightDiagnostic diag = error(op) << "result " << i << " is ";
      if (n == 2) {
        diag << branchValues[0][i].getType() << " in one branch and "
             << branchValues[1][i].getType() << " in the other";
      } else {
        for (unsigned k = 0; k < n; ++k)
          diag << (k ? ", " : "") << branchValues[k][i].getType();
        diag << " in its branches";
      }
      return fail();
    }
    resultTypes.push_back(joined);
  }
  SmallVector<unsigned> changed;
  for (unsigned s = 0; s < snapshot.size(); ++s)
    if (llvm::any_of(branchSlots, [&](const auto &slotsOf) {
          return slotsOf[s] != snapshot[s];
        })) {
      changed.push_back(s);
      resultTypes.push_back(snapshot[s].getType());
    }
  for (unsigned k = 0; k < n; ++k) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(&regions[k]->front());
    SmallVector<Value> yielded;
    unsigned t = 0;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (!branchValues[k][i])
        continue;
      if (packed[i] && !isa<NoneType>(branchValues[k][i].getType()))
        branchValues[k][i] =
            toOptionalType(b, loc, toTensor(loc, branchValues[k][i]),
                           cast<RankedTensorType>(resultTypes[t]));
      if (isa<NoneType>(branchValues[k][i].getType()))
        branchValues[k][i] = placeholderOf(loc, resultTypes[t]);
      if (isa<UnrankedTensorType>(branchValues[k][i].getType()))
        checkShapeOfUnranked(
            loc, branchValues[k][i], cast<RankedTensorType>(resultTypes[t]),
            "branch " + std::to_string(k) + "'s result " + std::to_string(i));
      Value c;
      if (failed(castTo(loc, branchValues[k][i], resultTypes[t++], c))) {
        error(op) << "cannot join the branches' result " << i;
        return fail();
      }
      yielded.push_back(c);
    }
    for (unsigned s : changed)
      yielded.push_back(branchSlots[k][s]);
    scf::YieldOp::create(b, loc, yielded);
  }
  auto [built, builtRegions] = build(resultTypes);
  for (unsigned k = 0; k < n; ++k)
    builtRegions[k]->takeBody(*regions[k]);
  scratch->erase();
  unsigned r = 0;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (branchResources[0][i])
      resourceOf[op->getResult(i)] = *branchResources[0][i];
    else
      values[op->getResult(i)] = built->getResult(r++);
  }
  slots = snapshot;
  for (unsigned s : changed)
    slots[s] = built->getResult(r++);
  return success();
}

} // namespace mlir::tagrad::tf_legalize
