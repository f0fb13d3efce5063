//===- LegalizeTensorLists.cpp - TF2 TensorLists onto tensor arrays -------===//
//
// TensorFlow 2's TensorLists (DT_VARIANT values) onto tagrad.tensor_array
// (docs/Rationale.md): a list is one dynamic array whose writes replace
// (`writes_replace`), with its length and flow in legalizer slots, so that
// loops and conditionals carry them like a stack's count. Every op that
// returns a list returns the list it was given, updated in place: TF2's
// gradients and AutoGraph use each list value once, as TensorFlow's own
// tensor_list_ops_decomposition assumes.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "mlir/AsmParser/AsmParser.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// The element type an `element_shape` operand and an element dtype give:
/// a scalar -1 (or a shape not known before run time) is an unknown rank,
/// -1 in a vector an unknown dimension.
static TensorType listElementType(DenseIntElementsAttr dims, Type dtype) {
  if (!dims)
    return UnrankedTensorType::get(dtype);
  auto shapeType = cast<ShapedType>(dims.getType());
  if (shapeType.getRank() == 0)
    return UnrankedTensorType::get(dtype);
  SmallVector<int64_t> sizes;
  for (const APInt &d : dims.getValues<APInt>())
    sizes.push_back(d.isNegative() ? ShapedType::kDynamic : d.getSExtValue());
  return RankedTensorType::get(sizes, dtype);
}
static TensorType listElementType(Value shape, Type dtype) {
  DenseIntElementsAttr dims;
  if (shape)
    matchPattern(shape, m_Constant(&dims));
  return listElementType(dims, dtype);
}

/// The element type a `!tf_type.variant<tensor<...>>` states, or null.
static TensorType variantSubtype(Type type) {
  if (auto tensor = dyn_cast<TensorType>(type))
    type = tensor.getElementType();
  auto opaque = dyn_cast<OpaqueType>(type);
  if (!opaque)
    return nullptr;
  StringRef data = opaque.getTypeData();
  if (!data.consume_front("variant<") || !data.consume_back(">"))
    return nullptr;
  return dyn_cast_or_null<TensorType>(parseType(data, type.getContext()));
}

/// The element dtype of a TensorList op: its `element_dtype` attribute, or
/// where TensorFlow's MLIR dropped it (a derived attribute), the subtype of
/// a list it makes or takes, or the type of an item it returns.
static FailureOr<Type> elementDType(Operation *op, bool allowVariant = false) {
  Type dtype;
  if (auto attr = op->getAttrOfType<TypeAttr>("element_dtype"))
    dtype = attr.getValue();
  for (Value v : llvm::concat<Value>(op->getResults(), op->getOperands())) {
    if (dtype)
      break;
    if (TensorType subtype = variantSubtype(v.getType()))
      dtype = subtype.getElementType();
  }
  if (!dtype)
    for (Value v : op->getResults())
      if (auto tensor = dyn_cast<TensorType>(v.getType());
          tensor && !isVariantType(tensor)) {
        dtype = tensor.getElementType();
        break;
      }
  // A list of lists or of optionals (loop gradients of nested loops and of
  // conditionals): its element type comes from the first push.
  if (allowVariant && (!dtype || isVariantType(dtype)))
    return Type();
  // pfor (GradientTape.jacobian, tf.vectorized_map) keeps a while loop's
  // lists as lists of lists, one list per item.
  if (dtype && isVariantType(dtype)) {
    op->emitError() << "'" << op->getName()
                    << "' makes a TensorList of TensorLists, one list per "
                       "item (pfor's vectorized while loops: "
                       "GradientTape.jacobian or tf.vectorized_map over a "
                       "loop); TaGrad keeps lists of lists only as loop "
                       "gradient accumulators (experimental_use_pfor=False "
                       "avoids them)";
    return failure();
  }
  if (!dtype || !(isa<FloatType>(dtype) || dtype.isSignlessInteger())) {
    op->emitError() << "'" << op->getName()
                    << "' needs a numeric or boolean 'element_dtype'";
    return failure();
  }
  return dtype;
}

Value Legalizer::indexRange(Location loc, Value count) {
  auto type = RankedTensorType::get({ShapedType::kDynamic}, b.getI64Type());
  return tensor::GenerateOp::create(
      b, loc, type, ValueRange{count},
      [](OpBuilder &builder, Location loc, ValueRange indices) {
        Value i = arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                             indices[0]);
        tensor::YieldOp::create(builder, loc, i);
      });
}

unsigned Legalizer::createList(Operation *op, TensorType element, Value size,
                               Value length) {
  Location loc = op->getLoc();
  std::string name = nodeName(loc);
  auto create = TensorArrayOp::create(
      b, loc, TensorArrayType::get(b.getContext(), element), b.getF32Type(),
      size, /*dynamic_size=*/true, /*clear_after_read=*/false,
      /*identical_element_shapes=*/false, /*multiple_writes_aggregate=*/false,
      name, /*writes_replace=*/true);
  Resource list{Resource::List, name};
  list.handle = create.getHandle();
  list.declaredElement = element;
  list.counter = addSlot(length);
  list.flow = addSlot(create.getFlow());
  resourceOf[op->getResult(0)] = resources.size();
  resources.push_back(list);
  return resources.size() - 1;
}

/// Whether `module` takes the ZerosLike of a TensorList.
static bool takesZerosLikeOfList(ModuleOp module) {
  return module
      .walk([](Operation *op) {
        if (op->getName().getStringRef() == "tf.ZerosLike" &&
            op->getNumOperands() == 1 &&
            isVariantType(op->getOperand(0).getType()))
          return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

void Legalizer::addWrittenMask(unsigned id) {
  // An unwritten item of a fully defined shape reads as the zeros that
  // ZerosLike would give it; only other lists need to know what was written,
  // and only where some list's ZerosLike asks.
  if (!zerosLikeOfLists)
    zerosLikeOfLists = takesZerosLikeOfList(module);
  Resource &list = resources[id];
  if (!*zerosLikeOfLists || list.declaredElement.hasStaticShape())
    return;
  auto create = cast<TensorArrayOp>(list.handle.getDefiningOp());
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointAfter(create);
  auto mask = TensorArrayOp::create(
      b, create.getLoc(),
      TensorArrayType::get(b.getContext(),
                           RankedTensorType::get({}, b.getI8Type())),
      b.getF32Type(), create.getSize(), /*dynamic_size=*/true,
      /*clear_after_read=*/false, /*identical_element_shapes=*/false,
      /*multiple_writes_aggregate=*/false,
      list.name.empty() ? "" : list.name + "/written", /*writes_replace=*/true);
  list.written = mask.getHandle();
  list.writtenFlow = addSlot(mask.getFlow());
}

void Legalizer::markWritten(Resource &list, Location loc, Value indices) {
  if (!list.written)
    return;
  Value &flow = slots[list.writtenFlow];
  Value one = arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(1));
  if (isa<IndexType>(indices.getType())) {
    flow = WriteOp::create(b, loc, list.written, indices, toTensor(loc, one),
                           flow);
    return;
  }
  Value count = b.createOrFold<tensor::DimOp>(loc, indices, 0);
  flow = ScatterOp::create(b, loc, list.written, indices,
                           fill(loc, {count}, one), flow);
}

/// `value` cast to the TensorFlow op's result type where that is a more
/// static shape of the same element type (a read of a list whose element
/// shape was not declared).
Value Legalizer::refineToResult(Operation *op, unsigned result, Value value) {
  auto want = dyn_cast<RankedTensorType>(op->getResult(result).getType());
  auto have = dyn_cast<TensorType>(value.getType());
  if (!want || !have || want == have ||
      want.getElementType() != have.getElementType())
    return value;
  if (auto ranked = dyn_cast<RankedTensorType>(have)) {
    if (ranked.getRank() != want.getRank())
      return value;
    for (auto [w, h] : llvm::zip(want.getShape(), ranked.getShape()))
      if (!ShapedType::isDynamic(w) && !ShapedType::isDynamic(h) && w != h)
        return value;
  }
  return tensor::CastOp::create(b, op->getLoc(), want, value);
}

LogicalResult Legalizer::hoistLoopAccumulators(func::FuncOp func) {
  SetVector<func::FuncOp> scope;
  scope.insert(func);
  collectCallees(func, module, scope);
  for (func::FuncOp f : scope) {
    WalkResult walk = f.walk([&](Operation *op) {
      if (op->getName().getStringRef() != "tf.EmptyTensorList" ||
          (f == func && op->getBlock() == &func.front()) ||
          hoistedLists.count(op))
        return WalkResult::advance();
      FailureOr<Type> dtype = elementDType(op, /*allowVariant=*/true);
      if (failed(dtype))
        return WalkResult::interrupt();
      DenseIntElementsAttr shape;
      if (Operation *def = op->getOperand(0).getDefiningOp();
          def && def->getName().getStringRef() == "tf.Const")
        shape = def->getAttrOfType<DenseIntElementsAttr>("value");
      Location loc = op->getLoc();
      unsigned id = createList(
          op, listElementType(shape, *dtype ? *dtype : b.getF32Type()),
          constantIndex(loc, 0), constantIndex(loc, 0));
      resources[id].variantElements = !*dtype;
      resources[id].sharedStack = true;
      hoistedLists[op] = id;
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
  }
  return success();
}

Value Legalizer::listHandle(Resource &list) {
  list.fresh = false;
  for (auto [index, value] : list.pendingItems) {
    slots[list.flow] = WriteOp::create(b, value.getLoc(), list.handle, index,
                                       value, slots[list.flow]);
    markWritten(list, value.getLoc(), index);
  }
  list.pendingItems.clear();
  return list.handle;
}

void Legalizer::flushPendingItems() {
  for (Resource &resource : resources)
    if (resource.kind == Resource::List && !resource.pendingItems.empty() &&
        resource.handle.getParentBlock() == b.getInsertionBlock())
      listHandle(resource);
}

LogicalResult Legalizer::addLists(Operation *op,
                                  SmallVectorImpl<Value> &results) {
  // TensorFlow adds lists item by item. Its loop gradients add a fresh
  // list with one item set to the running gradient of a list, every step:
  // that is an update of that item in place here, O(1) per step. Other
  // lists (the gradients of one list read in two loops) are added whole,
  // into the first of them.
  std::optional<unsigned> target;
  SmallVector<unsigned> fresh, whole;
  for (Value operand : op->getOperands()) {
    std::optional<unsigned> id = resourceOfValue(operand);
    if (!id || resources[*id].kind != Resource::List || !resources[*id].handle)
      return error(op) << "adds a TensorList to something else";
    Resource &list = resources[*id];
    if (list.fresh && list.handle.use_empty() &&
        list.handle.getParentBlock() == b.getInsertionBlock())
      fresh.push_back(*id);
    else if (!target)
      target = *id;
    else
      whole.push_back(*id);
  }
  if (!target) {
    target = fresh.front();
    fresh.erase(fresh.begin());
  }
  Location loc = op->getLoc();
  // Whether item i of a list is set, by its written mask read at maskFlow.
  auto isSet = [&](Value mask, Value maskFlow, Value i) -> Value {
    Value mark = tensor::ExtractOp::create(
        b, loc, ReadOp::create(b, loc, mask, i, maskFlow), ValueRange{});
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne, mark,
        arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0)));
  };
  // `value` added to item i of `list` (its handle read at `flow`), in
  // value's type. TensorFlow adds an item to an unset one as that item,
  // which a read of an unset item of a shape not fully defined cannot stand
  // in for: where the list has a written mask (read at `maskFlow`), an
  // unset item gives `value` itself.
  auto addToItem = [&](const Resource &list, Value handle, Value i, Value value,
                       Value flow, Value maskFlow) -> FailureOr<Value> {
    auto addToOld = [&]() -> FailureOr<Value> {
      Value old = ReadOp::create(b, loc, handle, i, flow);
      if (old.getType() != value.getType())
        old = tensor::CastOp::create(b, loc, value.getType(), old);
      FailureOr<Value> added = binary(op, {old, value}, "Add");
      if (succeeded(added) && added->getType() != value.getType())
        added =
            tensor::CastOp::create(b, loc, value.getType(), *added).getResult();
      return added;
    };
    if (!list.written)
      return addToOld();
    auto ifSet = scf::IfOp::create(b, loc, TypeRange{value.getType()},
                                   isSet(list.written, maskFlow, i),
                                   /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifSet.thenBlock());
    FailureOr<Value> added = addToOld();
    if (failed(added))
      return failure();
    scf::YieldOp::create(b, loc, *added);
    b.setInsertionPointToStart(ifSet.elseBlock());
    scf::YieldOp::create(b, loc, value);
    return ifSet.getResult(0);
  };
  // TensorListBinaryAdd: lists of one length, item i the sum of the items
  // i; an item set in one list only is that item, one set in neither stays
  // unset. The written masks tell which are set; a list without one has a
  // fully defined element shape, whose unset items read as zeros.
  auto addWholeList = [&](unsigned targetId, unsigned id) -> LogicalResult {
    Resource &sum = resources[targetId];
    Resource &other = resources[id];
    if (sum.sharedStack || sum.variantElements || other.sharedStack ||
        other.variantElements)
      return error(op) << "adds whole TensorLists of lists or loop "
                          "accumulators, whose items TaGrad does not keep "
                          "apart";
    auto sumType = cast<TensorArrayType>(sum.handle.getType()).getElementType();
    auto otherType =
        cast<TensorArrayType>(other.handle.getType()).getElementType();
    if (sumType.getElementType() != otherType.getElementType() ||
        !tensor::CastOp::areCastCompatible(sumType, otherType))
      return error(op) << "adds TensorLists whose items are " << sumType
                       << " and " << otherType
                       << ", which TensorFlow cannot add";
    Value sumLength = slots[sum.counter], otherLength = slots[other.counter];
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                          sumLength, otherLength),
            "Trying to add two lists of tensors with different lengths. One "
            "is {0} and the other is {1}",
            {sumLength, otherLength})))
      return failure();
    Value sumHandle = listHandle(sum), otherHandle = listHandle(other);
    Value otherFlow = slots[other.flow];
    Value otherMaskFlow = other.written ? slots[other.writtenFlow] : Value();
    SmallVector<Value> inits{slots[sum.flow]};
    if (sum.written)
      inits.push_back(slots[sum.writtenFlow]);
    auto loop = scf::ForOp::create(b, loc, constantIndex(loc, 0), sumLength,
                                   constantIndex(loc, 1), inits);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value i = loop.getInductionVar();
    SmallVector<Value> flows(loop.getRegionIterArgs());
    // Item i of the other list, then item i of the sum where it is set.
    scf::IfOp ifOtherSet;
    if (other.written) {
      ifOtherSet = scf::IfOp::create(b, loc, ValueRange(flows).getTypes(),
                                     isSet(other.written, otherMaskFlow, i),
                                     /*withElseRegion=*/true);
      b.setInsertionPointToStart(ifOtherSet.elseBlock());
      scf::YieldOp::create(b, loc, flows);
      b.setInsertionPointToStart(ifOtherSet.thenBlock());
    }
    Value item = ReadOp::create(b, loc, otherHandle, i, otherFlow);
    if (item.getType() != sumType)
      item = tensor::CastOp::create(b, loc, sumType, item);
    FailureOr<Value> added = addToItem(sum, sumHandle, i, item, flows[0],
                                       sum.written ? flows[1] : Value());
    if (failed(added))
      return failure();
    SmallVector<Value> written{
        WriteOp::create(b, loc, sumHandle, i, *added, flows[0])};
    if (sum.written)
      written.push_back(WriteOp::create(
          b, loc, sum.written, i,
          arith::ConstantOp::create(
              b, loc,
              DenseElementsAttr::get(RankedTensorType::get({}, b.getI8Type()),
                                     b.getI8IntegerAttr(1))),
          flows[1]));
    scf::YieldOp::create(b, loc, written);
    if (ifOtherSet) {
      b.setInsertionPointToEnd(loop.getBody());
      scf::YieldOp::create(b, loc, ifOtherSet.getResults());
    }
    slots[sum.flow] = loop.getResult(0);
    if (sum.written)
      slots[sum.writtenFlow] = loop.getResult(1);
    return success();
  };
  for (unsigned id : whole)
    if (failed(addWholeList(*target, id)))
      return failure();
  Resource &sum = resources[*target];
  for (unsigned id : fresh) {
    for (auto [index, value] : resources[id].pendingItems) {
      refineArrayType(sum, value.getType(), false);
      Value handle = listHandle(sum);
      FailureOr<Value> added =
          addToItem(sum, handle, index, value, slots[sum.flow],
                    sum.written ? slots[sum.writtenFlow] : Value());
      if (failed(added))
        return failure();
      slots[sum.flow] =
          WriteOp::create(b, loc, handle, index, *added, slots[sum.flow]);
      markWritten(sum, loc, index);
    }
    // The fresh list's array was never used: it goes, and its flow with it.
    Resource &list = resources[id];
    for (Value handle : {list.handle, list.written}) {
      if (!handle)
        continue;
      Operation *create = handle.getDefiningOp();
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(create);
      Value zeroFlow = arith::ConstantOp::create(b, create->getLoc(),
                                                 b.getF32FloatAttr(0.0));
      create->getResult(1).replaceAllUsesWith(zeroFlow);
      for (Value &slot : slots)
        if (slot == create->getResult(1))
          slot = zeroFlow;
      create->erase();
    }
    list.handle = Value();
    list.written = Value();
    list.pendingItems.clear();
  }
  return returnList(op, *target, results);
}

LogicalResult Legalizer::returnList(Operation *op, unsigned id,
                                    SmallVectorImpl<Value> &results) {
  resourceOf[op->getResult(0)] = id;
  results.push_back(Value());
  return success();
}

/// The ZerosLike of a loop accumulator (one stack for every trip of a
/// loop) or of a list of lists: a list of as many items, each zeros of the
/// item's shape, or for a list of lists, each the zeros of the one list it
/// holds. A second tf.gradients call over a loop the first one made
/// accumulators for takes it as their (zero) gradient, and only pops it.
FailureOr<unsigned> Legalizer::zerosOfStack(Operation *op, unsigned id,
                                            StringRef suffix) {
  Value length = slots[resources[id].counter];
  std::optional<unsigned> inner;
  if (resources[id].variantElements) {
    if (!resources[id].elementList) {
      error(op) << "takes a list of lists that holds no list";
      return failure();
    }
    FailureOr<unsigned> zeros =
        zerosOfStack(op, *resources[id].elementList, (suffix + "/item").str());
    if (failed(zeros))
      return failure();
    inner = *zeros;
  }
  TensorType element =
      cast<TensorArrayType>(resources[id].handle.getType()).getElementType();
  if (!inner && !element.hasStaticShape()) {
    error(op) << "takes a loop accumulator whose items' shape is not known "
                 "before run time; TaGrad cannot make their zeros";
    return failure();
  }
  TensorType declared = resources[id].declaredElement;
  unsigned zerosId = createList(op, element, length, length);
  Resource &zeros = resources[zerosId];
  zeros.declaredElement = declared;
  zeros.variantElements = inner.has_value();
  zeros.elementList = inner;
  if (!suffix.empty()) {
    zeros.name += suffix.str();
    zeros.handle.getDefiningOp()->setAttr("tensor_array_name",
                                          b.getStringAttr(zeros.name));
  }
  return zerosId;
}

LogicalResult Legalizer::zerosLikeList(Operation *op,
                                       SmallVectorImpl<Value> &results) {
  FailureOr<unsigned> id = resourceOperand(op, 0, Resource::List);
  if (failed(id))
    return failure();
  if (resources[*id].sharedStack || resources[*id].variantElements) {
    if (failed(zerosOfStack(op, *id, "")))
      return failure();
    results.push_back(Value());
    return success();
  }
  // TensorListZerosLike gives each written item zeros of its own shape and
  // leaves the others unwritten. Without a `written` mask the element shape
  // is fully defined, and an empty list reads as those zeros.
  TensorType element =
      cast<TensorArrayType>(resources[*id].handle.getType()).getElementType();
  if (resources[*id].written && !element.hasRank())
    return error(op) << "takes a TensorList whose items' rank is not known "
                        "before run time; TaGrad cannot make their zeros";
  Location loc = op->getLoc();
  Value length = slots[resources[*id].counter];
  Value sourceMask = resources[*id].written;
  Value source, sourceFlow, sourceMaskFlow;
  if (sourceMask) {
    source = listHandle(resources[*id]);
    sourceFlow = slots[resources[*id].flow];
    sourceMaskFlow = slots[resources[*id].writtenFlow];
  }
  unsigned zerosId = createList(op, element, length, length);
  resources[zerosId].declaredElement = resources[*id].declaredElement;
  addWrittenMask(zerosId);
  results.push_back(Value());
  Resource &zeros = resources[zerosId];
  if (!sourceMask)
    return success();
  assert(zeros.written && "the zeros of a list with marks have marks");
  // Item by item: the shapes are known only at run time, and may differ.
  auto loop = scf::ForOp::create(
      b, loc, constantIndex(loc, 0), length, constantIndex(loc, 1),
      ValueRange{slots[zeros.flow], slots[zeros.writtenFlow]});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value i = loop.getInductionVar();
    Value mark = tensor::ExtractOp::create(
        b, loc, ReadOp::create(b, loc, sourceMask, i, sourceMaskFlow),
        ValueRange{});
    Value isWritten = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne, mark,
        arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0)));
    Type flowType = b.getF32Type();
    auto ifWritten = scf::IfOp::create(b, loc, TypeRange{flowType, flowType},
                                       isWritten, /*withElseRegion=*/true);
    b.setInsertionPointToStart(ifWritten.thenBlock());
    Value item = ReadOp::create(b, loc, source, i, sourceFlow);
    Value zero = arith::ConstantOp::create(
        b, loc, b.getZeroAttr(element.getElementType()));
    Value flow = WriteOp::create(b, loc, zeros.handle, i,
                                 fill(loc, sizesOf(loc, item), zero),
                                 loop.getRegionIterArg(0));
    Value one = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI8Type()),
                               b.getI8IntegerAttr(1)));
    Value maskFlow = WriteOp::create(b, loc, zeros.written, i, one,
                                     loop.getRegionIterArg(1));
    scf::YieldOp::create(b, loc, ValueRange{flow, maskFlow});
    b.setInsertionPointToStart(ifWritten.elseBlock());
    scf::YieldOp::create(b, loc, loop.getRegionIterArgs());
    b.setInsertionPointToEnd(loop.getBody());
    scf::YieldOp::create(b, loc, ifWritten.getResults());
  }
  slots[zeros.flow] = loop.getResult(0);
  slots[zeros.writtenFlow] = loop.getResult(1);
  return success();
}

void Legalizer::registerTensorListHandlers() {
  auto &h = handlers;
  using Results = SmallVectorImpl<Value>;

  // The list operand of an op that reads or rewrites items: not one of the
  // shared stacks of hoistLoopAccumulators, whose items belong to every trip.
  auto itemList = [this](Operation *op) -> FailureOr<unsigned> {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::List);
    if (succeeded(id) && resources[*id].sharedStack) {
      error(op) << "uses a TensorList made by an EmptyTensorList in a loop "
                   "body; TaGrad keeps those as one stack per op (loop "
                   "gradient accumulators), which only TensorListPushBack "
                   "and TensorListPopBack may use";
      return failure();
    }
    return id;
  };

  // A run-time check that `index` is an item of a list of `length` items,
  // with TensorFlow's message.
  // (`beyondLength`: an index past the end fails too.)
  auto checkItem = [this](Location loc, Value index, Value length,
                          StringRef verb, bool beyondLength = true) {
    Value outside = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::slt, index, constantIndex(loc, 0));
    if (beyondLength)
      outside = b.createOrFold<arith::OrIOp>(
          loc, outside,
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge, index,
                                        length));
    runtimeCheck(loc, outside,
                 ("Trying to " + verb +
                  " element {0} in a list with {1} "
                  "elements.")
                     .str(),
                 {index, length});
  };

  // Creation.
  h["EmptyTensorList"] = [this](Operation *op, ArrayRef<Value> operands,
                                Results &results) -> LogicalResult {
    if (auto it = hoistedLists.find(op); it != hoistedLists.end()) {
      return returnList(op, it->second, results);
    }
    FailureOr<Type> dtype = elementDType(op, /*allowVariant=*/true);
    if (failed(dtype))
      return failure();
    Location loc = op->getLoc();
    unsigned id = createList(
        op, listElementType(operands[0], *dtype ? *dtype : b.getF32Type()),
        constantIndex(loc, 0), constantIndex(loc, 0));
    resources[id].variantElements = !*dtype;
    if (*dtype)
      addWrittenMask(id);
    IntegerAttr max;
    DenseIntElementsAttr dense;
    if (matchPattern(operands[1], m_Constant(&max)))
      resources[id].maxSize = max.getInt();
    else if (matchPattern(operands[1], m_Constant(&dense)) &&
             dense.getNumElements() == 1)
      resources[id].maxSize =
          (*dense.getValues<APInt>().begin()).getSExtValue();
    results.push_back(Value());
    return success();
  };
  h["TensorListReserve"] = [this](Operation *op, ArrayRef<Value> operands,
                                  Results &results) -> LogicalResult {
    FailureOr<Type> dtype = elementDType(op);
    if (failed(dtype))
      return failure();
    Location loc = op->getLoc();
    Value count = toIndex(loc, operands[1]);
    runtimeCheck(loc,
                 b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt,
                                               count, constantIndex(loc, 0)),
                 "The num_elements to reserve must be a non negative number, "
                 "but got {0}",
                 {count});
    Value size =
        b.createOrFold<arith::MaxSIOp>(loc, count, constantIndex(loc, 0));
    unsigned id =
        createList(op, listElementType(operands[0], *dtype), size, size);
    addWrittenMask(id);
    resources[id].fresh = true;
    results.push_back(Value());
    return success();
  };
  h["TensorListFromTensor"] = [this](Operation *op, ArrayRef<Value> operands,
                                     Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs a tensor of rank 1 or more, got "
                       << operands[0].getType();
    TensorType declared = listElementType(operands[1], type.getElementType());
    RankedTensorType rows = RankedTensorType::get(type.getShape().drop_front(),
                                                  type.getElementType());
    Value count = b.createOrFold<tensor::DimOp>(loc, operands[0], 0);
    unsigned id = createList(op, declared, count, count);
    addWrittenMask(id);
    Resource &list = resources[id];
    refineArrayType(list, rows, false);
    Value indices = indexRange(loc, count);
    slots[list.flow] = ScatterOp::create(b, loc, listHandle(list), indices,
                                         operands[0], slots[list.flow]);
    markWritten(list, loc, indices);
    results.push_back(Value());
    return success();
  };

  // Items.
  h["TensorListSetItem"] = [this, checkItem,
                            itemList](Operation *op, ArrayRef<Value> operands,
                                      Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value index = toIndex(loc, operands[1]);
    Value &length = slots[list.counter];
    bool resize = boolAttr(op, "resize_if_index_out_of_bounds", false);
    checkItem(loc, index, length, "modify", /*beyondLength=*/!resize);
    if (resize)
      length = b.createOrFold<arith::MaxSIOp>(
          loc, length,
          b.createOrFold<arith::AddIOp>(loc, index, constantIndex(loc, 1)));
    Value value = toTensor(loc, operands[2]);
    refineArrayType(list, value.getType(), false);
    // A fresh list's items wait for the op that reads them: an AddN of it
    // into another list (TensorFlow's gradient of TensorListGetItem) adds
    // them there, and the fresh array is never made.
    if (list.fresh && list.handle.getParentBlock() == b.getInsertionBlock()) {
      list.pendingItems.push_back({index, value});
      return returnList(op, *id, results);
    }
    slots[list.flow] = WriteOp::create(b, loc, listHandle(list), index, value,
                                       slots[list.flow]);
    markWritten(list, loc, index);
    return returnList(op, *id, results);
  };
  h["TensorListGetItem"] = [this, checkItem,
                            itemList](Operation *op, ArrayRef<Value> operands,
                                      Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value index = toIndex(loc, operands[1]);
    checkItem(loc, index, slots[list.counter], "access");
    Value item =
        ReadOp::create(b, loc, listHandle(list), index, slots[list.flow]);
    results.push_back(refineToResult(op, 0, item));
    return success();
  };
  h["TensorListPushBack"] = [this](Operation *op, ArrayRef<Value> operands,
                                   Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::List);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value length = slots[list.counter];
    if (list.maxSize >= 0) {
      Value full =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sge, length,
                                        constantIndex(loc, list.maxSize));
      runtimeCheck(loc, full,
                   "Tried to push item into a full list list size: {0}, "
                   "max_num_elements: " +
                       std::to_string(list.maxSize),
                   {length});
    }
    slots[list.counter] =
        b.createOrFold<arith::AddIOp>(loc, length, constantIndex(loc, 1));
    resourceOf[op->getResult(0)] = *id;
    results.push_back(Value());
    // A list pushed onto a list of lists: every push must be the same list
    // (one stack per op, hoistLoopAccumulators), which a pop gives back.
    if (!operands[1]) {
      std::optional<unsigned> element = resourceOfValue(op->getOperand(1));
      if (!list.variantElements || !element ||
          resources[*element].kind != Resource::List ||
          (list.elementList && list.elementList != element))
        return error(op) << "pushes a handle that is not the one TensorList "
                            "this list of lists holds";
      list.elementList = element;
      return success();
    }
    Value value = toTensor(loc, operands[1]);
    if (list.variantElements && list.handle.use_empty())
      list.handle.setType(TensorArrayType::get(
          b.getContext(), cast<TensorType>(value.getType())));
    refineArrayType(list, value.getType(), false);
    slots[list.flow] = WriteOp::create(b, loc, listHandle(list), length, value,
                                       slots[list.flow]);
    markWritten(list, loc, length);
    return success();
  };
  h["TensorListPopBack"] = [this](Operation *op, ArrayRef<Value>,
                                  Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::List);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value length = slots[list.counter];
    runtimeCheck(loc,
                 b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::sle,
                                               length, constantIndex(loc, 0)),
                 "Trying to pop from an empty list.");
    Value top =
        b.createOrFold<arith::SubIOp>(loc, length, constantIndex(loc, 1));
    slots[list.counter] = top;
    resourceOf[op->getResult(0)] = *id;
    results.push_back(Value());
    if (list.elementList) {
      resourceOf[op->getResult(1)] = *list.elementList;
      results.push_back(Value());
      return success();
    }
    Value item =
        ReadOp::create(b, loc, listHandle(list), top, slots[list.flow]);
    results.push_back(refineToResult(op, 1, item));
    return success();
  };

  // The whole list.
  h["TensorListLength"] = [this, itemList](Operation *op, ArrayRef<Value>,
                                           Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Value length = b.createOrFold<arith::IndexCastOp>(
        loc, b.getI32Type(), slots[resources[*id].counter]);
    results.push_back(toTensor(loc, length));
    return success();
  };
  h["TensorListElementShape"] = [this,
                                 itemList](Operation *op, ArrayRef<Value>,
                                           Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    // TensorFlow's MLIR drops `shape_type` (a derived attribute); the
    // result's element type states it.
    Type shapeType;
    if (auto attr = op->getAttrOfType<TypeAttr>("shape_type"))
      shapeType = attr.getValue();
    else if (auto resultType = dyn_cast<TensorType>(op->getResult(0).getType()))
      shapeType = resultType.getElementType();
    if (!shapeType || !shapeType.isSignlessInteger() ||
        (shapeType.getIntOrFloatBitWidth() != 32 &&
         shapeType.getIntOrFloatBitWidth() != 64))
      return error(op) << "needs an int32 or int64 'shape_type'";
    // TensorFlow answers with the shape the list was declared with.
    TensorType element = resources[*id].declaredElement;
    SmallVector<APInt> dims;
    if (auto ranked = dyn_cast<RankedTensorType>(element))
      for (int64_t d : ranked.getShape())
        dims.push_back(APInt(shapeType.getIntOrFloatBitWidth(),
                             ShapedType::isDynamic(d) ? -1 : d, true));
    auto type = element.hasRank()
                    ? RankedTensorType::get({(int64_t)dims.size()}, shapeType)
                    : RankedTensorType::get({}, shapeType);
    if (!element.hasRank())
      dims.push_back(APInt(shapeType.getIntOrFloatBitWidth(), -1, true));
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(), DenseElementsAttr::get(type, dims)));
    return success();
  };
  h["TensorListResize"] = [this, itemList](Operation *op,
                                           ArrayRef<Value> operands,
                                           Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Value size = toIndex(loc, operands[1]);
    runtimeCheck(loc,
                 b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt,
                                               size, constantIndex(loc, 0)),
                 "TensorListSlice expects size to be non-negative. Got: {0}",
                 {size});
    slots[resources[*id].counter] = size;
    return returnList(op, *id, results);
  };
  h["TensorListStack"] = [this, itemList](Operation *op, ArrayRef<Value>,
                                          Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value length = slots[list.counter];
    auto expected = op->getAttrOfType<IntegerAttr>("num_elements");
    if (expected && expected.getInt() != -1) {
      Value differs =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne, length,
                                        constantIndex(loc, expected.getInt()));
      runtimeCheck(loc, differs,
                   "Operation expected a list with " +
                       std::to_string(expected.getInt()) +
                       " elements but got a list with {0} elements.",
                   {length});
    }
    Value stacked = GatherOp::create(b, loc, listHandle(list),
                                     indexRange(loc, length), slots[list.flow]);
    results.push_back(refineToResult(op, 0, stacked));
    return success();
  };
  h["TensorListGather"] = [this, itemList](Operation *op,
                                           ArrayRef<Value> operands,
                                           Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value indices = toTensor(loc, operands[1]);
    auto indexType = dyn_cast<RankedTensorType>(indices.getType());
    if (!indexType || indexType.getRank() != 1)
      return error(op) << "needs a vector of indices, got "
                       << indices.getType();
    Value gathered =
        GatherOp::create(b, loc, listHandle(list), indices, slots[list.flow]);
    results.push_back(refineToResult(op, 0, gathered));
    return success();
  };
  // A new list from rows: TensorListScatterV2's `num_elements` (-1: the
  // largest index + 1) and TensorListSplit's pieces.
  h["TensorListScatterV2"] = [this](Operation *op, ArrayRef<Value> operands,
                                    Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto rows = dyn_cast<RankedTensorType>(operands[0].getType());
    Value indices = toTensor(loc, operands[1]);
    auto indexType = dyn_cast<RankedTensorType>(indices.getType());
    if (!rows || rows.getRank() == 0)
      return error(op) << "needs a tensor of rank 1 or more, got "
                       << operands[0].getType();
    if (!indexType || indexType.getRank() != 1)
      return error(op) << "needs a vector of indices, got "
                       << indices.getType();
    FailureOr<Value> largest = reduce(op, indices, {0}, false, "Max");
    if (failed(largest))
      return failure();
    Value end = b.createOrFold<arith::AddIOp>(loc, toIndex(loc, *largest),
                                              constantIndex(loc, 1));
    Value size =
        b.createOrFold<arith::MaxSIOp>(loc, toIndex(loc, operands[3]), end);
    TensorType declared = listElementType(operands[2], rows.getElementType());
    unsigned id = createList(op, declared, size, size);
    addWrittenMask(id);
    Resource &list = resources[id];
    refineArrayType(list, rows, true);
    slots[list.flow] = ScatterOp::create(b, loc, listHandle(list), indices,
                                         operands[0], slots[list.flow]);
    markWritten(list, loc, indices);
    results.push_back(Value());
    return success();
  };
  h["TensorListSplit"] = [this](Operation *op, ArrayRef<Value> operands,
                                Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto type = dyn_cast<RankedTensorType>(operands[0].getType());
    if (!type || type.getRank() == 0)
      return error(op) << "needs a tensor of rank 1 or more, got "
                       << operands[0].getType();
    FailureOr<Value> lengths =
        castElements(op, toTensor(loc, operands[2]), b.getI64Type());
    if (failed(lengths))
      return failure();
    auto lengthsType = dyn_cast<RankedTensorType>(lengths->getType());
    if (!lengthsType || lengthsType.getRank() != 1)
      return error(op) << "needs a vector of lengths, got "
                       << lengths->getType();
    Value count = b.createOrFold<tensor::DimOp>(loc, *lengths, 0);
    TensorType declared = listElementType(operands[1], type.getElementType());
    unsigned id = createList(op, declared, count, count);
    addWrittenMask(id);
    Resource &list = resources[id];
    SmallVector<int64_t> pieces(type.getShape());
    pieces[0] = ShapedType::kDynamic;
    refineArrayType(list, RankedTensorType::get(pieces, type.getElementType()),
                    false);
    slots[list.flow] = SplitOp::create(b, loc, listHandle(list), operands[0],
                                       *lengths, slots[list.flow]);
    markWritten(list, loc, indexRange(loc, count));
    results.push_back(Value());
    return success();
  };
  auto concat = [this, itemList](Operation *op, ArrayRef<Value>,
                                 Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Resource &list = resources[*id];
    auto concatOp =
        ConcatOp::create(b, op->getLoc(), listHandle(list), slots[list.flow]);
    results.push_back(refineToResult(op, 0, concatOp.getValue()));
    results.push_back(concatOp.getLengths());
    return success();
  };
  h["TensorListConcat"] = concat;
  h["TensorListConcatV2"] = concat;
  // Optionals (cond_v2 wraps a branch's intermediates in them): one
  // component, which the optional converts to.
  h["OptionalFromValue"] = [this](Operation *op, ArrayRef<Value> operands,
                                  Results &results) -> LogicalResult {
    if (operands.size() != 1 || !operands[0])
      return error(op) << "takes one tensor component here, got "
                       << operands.size();
    results.push_back(operands[0]);
    return success();
  };
  h["OptionalGetValue"] = [this](Operation *op, ArrayRef<Value> operands,
                                 Results &results) -> LogicalResult {
    if (op->getNumResults() != 1 || !operands[0])
      return error(op) << "needs an optional of one tensor component";
    if (isa<NoneType>(operands[0].getType()))
      return error(op) << "reads an optional that has no value";
    results.push_back(refineToResult(op, 0, operands[0]));
    return success();
  };
  // An empty optional (the branch of a conditional that does not compute
  // an intermediate another branch saves): a marker that a conditional's
  // join replaces with a placeholder of the other branches' type; reading
  // it is an error.
  h["OptionalNone"] = [this](Operation *op, ArrayRef<Value>,
                             Results &results) -> LogicalResult {
    results.push_back(ub::PoisonOp::create(b, op->getLoc(), b.getNoneType()));
    return success();
  };
  h["OptionalHasValue"] = [this](Operation *op, ArrayRef<Value> operands,
                                 Results &results) -> LogicalResult {
    if (!operands[0])
      return error(op) << "needs an optional of one tensor component";
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI1Type()),
                               !isa<NoneType>(operands[0].getType()))));
    return success();
  };
  h["TensorListScatterIntoExistingList"] =
      [this, itemList](Operation *op, ArrayRef<Value> operands,
                       Results &results) -> LogicalResult {
    FailureOr<unsigned> id = itemList(op);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &list = resources[*id];
    Value indices = toTensor(loc, operands[2]);
    auto indexType = dyn_cast<RankedTensorType>(indices.getType());
    if (!indexType || indexType.getRank() != 1)
      return error(op) << "needs a vector of indices, got "
                       << indices.getType();
    // The list grows to the largest index written.
    FailureOr<Value> largest = reduce(op, indices, {0}, false, "Max");
    if (failed(largest))
      return failure();
    Value end = b.createOrFold<arith::AddIOp>(loc, toIndex(loc, *largest),
                                              constantIndex(loc, 1));
    slots[list.counter] =
        b.createOrFold<arith::MaxSIOp>(loc, slots[list.counter], end);
    auto rows = dyn_cast<RankedTensorType>(operands[1].getType());
    if (rows && rows.getRank() > 0)
      refineArrayType(list, rows, true);
    slots[list.flow] = ScatterOp::create(b, loc, listHandle(list), indices,
                                         operands[1], slots[list.flow]);
    markWritten(list, loc, indices);
    return returnList(op, *id, results);
  };
}

} // namespace mlir::tagrad::tf_legalize
