//===- LegalizeTensorArrays.cpp - TensorArrays and stacks
//-------------------===//
//
// TensorFlow's TensorArrayV3 family onto tagrad.tensor_array, and stacks
// as a dynamic tensor array with an element count (docs/Rationale.md).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerTensorArrayHandlers() {
  auto &h = handlers;
  using Results = SmallVectorImpl<Value>;
  // TensorArrays.
  h["TensorArrayV3"] = [this](Operation *op, ArrayRef<Value> operands,
                              Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto dtype = op->getAttrOfType<TypeAttr>("dtype");
    if (!dtype || !(isa<FloatType>(dtype.getValue()) ||
                    dtype.getValue().isSignlessInteger()))
      return error(op) << "needs a numeric or boolean 'dtype'";
    TensorType element = UnrankedTensorType::get(dtype.getValue());
    if (Attribute shapeAttr = op->getAttr("element_shape")) {
      FailureOr<std::optional<SmallVector<int64_t>>> shape =
          parseShapeAttr(shapeAttr);
      if (failed(shape))
        return error(op) << "has a malformed 'element_shape' " << shapeAttr;
      if (*shape)
        element = RankedTensorType::get(**shape, dtype.getValue());
    }
    if (std::string node = nodeName(loc);
        !node.empty() && !element.hasStaticShape())
      if (TensorType known = refinedArrayElements.lookup(node);
          known && known.getElementType() == element.getElementType() &&
          (!element.hasRank() ||
           succeeded(verifyCompatibleShape(known, element))))
        element = known;
    auto name = op->getAttrOfType<StringAttr>("tensor_array_name");
    std::string arrayName = name && !name.getValue().empty()
                                ? name.getValue().str()
                                : nodeName(loc);
    auto create = TensorArrayOp::create(
        b, loc, TensorArrayType::get(b.getContext(), element), b.getF32Type(),
        toIndex(loc, operands[0]), boolAttr(op, "dynamic_size", false),
        boolAttr(op, "clear_after_read", true),
        boolAttr(op, "identical_element_shapes", false),
        /*multiple_writes_aggregate=*/false, arrayName);
    Resource array{Resource::Array, arrayName};
    array.handle = create.getHandle();
    array.arrayOrigin = op;
    arrayOps[op] = create;
    resourceOf[op->getResult(0)] = resources.size();
    resources.push_back(array);
    results.push_back(Value());
    results.push_back(create.getFlow());
    return success();
  };
  h["TensorArrayWriteV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                   Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &array = resources[*id];
    Value value = toTensor(loc, operands[2]);
    refineArrayType(array, value.getType(), false);
    results.push_back(WriteOp::create(b, loc, array.handle,
                                      toIndex(loc, operands[1]), value,
                                      toScalar(loc, operands[3])));
    return success();
  };
  h["TensorArrayReadV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                  Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    results.push_back(ReadOp::create(b, loc, resources[*id].handle,
                                     toIndex(loc, operands[1]),
                                     toScalar(loc, operands[2])));
    return success();
  };
  h["TensorArrayGatherV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                    Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    results.push_back(GatherOp::create(b, loc, resources[*id].handle,
                                       toTensor(loc, operands[1]),
                                       toScalar(loc, operands[2])));
    return success();
  };
  h["TensorArrayScatterV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                     Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &array = resources[*id];
    Value indices = toTensor(loc, operands[1]);
    refineArrayType(array, operands[2].getType(), true);
    results.push_back(ScatterOp::create(b, loc, array.handle, indices,
                                        operands[2],
                                        toScalar(loc, operands[3])));
    return success();
  };
  h["TensorArrayConcatV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                    Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    auto concatOp = ConcatOp::create(b, op->getLoc(), resources[*id].handle,
                                     toScalar(op->getLoc(), operands[1]));
    results.push_back(concatOp.getValue());
    results.push_back(concatOp.getLengths());
    return success();
  };
  h["TensorArraySplitV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                   Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &array = resources[*id];
    Value value = operands[1];
    if (auto type = dyn_cast<RankedTensorType>(value.getType());
        type && type.getRank() > 0) {
      SmallVector<int64_t> rows(type.getShape());
      rows[0] = ShapedType::kDynamic;
      refineArrayType(array, RankedTensorType::get(rows, type.getElementType()),
                      false);
    }
    FailureOr<Value> lengths =
        castElements(op, toTensor(loc, operands[2]), b.getI64Type());
    if (failed(lengths))
      return failure();
    results.push_back(SplitOp::create(b, loc, array.handle, value, *lengths,
                                      toScalar(loc, operands[3])));
    return success();
  };
  h["TensorArraySizeV3"] = [this](Operation *op, ArrayRef<Value> operands,
                                  Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Value size = SizeOp::create(b, loc, resources[*id].handle,
                                toScalar(loc, operands[1]));
    results.push_back(toTensor(
        loc, b.createOrFold<arith::IndexCastOp>(loc, b.getI32Type(), size)));
    return success();
  };
  h["TensorArrayCloseV3"] = [this](Operation *op, ArrayRef<Value>,
                                   Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
    if (failed(id))
      return failure();
    CloseOp::create(b, op->getLoc(), resources[*id].handle);
    return success();
  };
  auto gradHandler = [this](bool withShape) {
    return [this, withShape](Operation *op, ArrayRef<Value> operands,
                             Results &results) -> LogicalResult {
      FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Array);
      if (failed(id))
        return failure();
      Location loc = op->getLoc();
      auto source = op->getAttrOfType<StringAttr>("source");
      if (!source)
        return error(op) << "needs a 'source' string";
      Value forward = resources[*id].handle;
      Value flow = toScalar(loc, operands[1]);
      Value grad, gradFlow;
      if (withShape) {
        Value prepend = toTensor(loc, operands[2]);
        auto type = GradWithShapeOp::inferGradType(
            cast<TensorArrayType>(forward.getType()), prepend);
        auto gradOp = GradWithShapeOp::create(b, loc, type, b.getF32Type(),
                                              forward, flow, prepend, source);
        grad = gradOp.getGradHandle();
        gradFlow = gradOp.getFlowOut();
      } else {
        auto gradOp = GradOp::create(b, loc, forward, flow, source);
        grad = gradOp.getGradHandle();
        gradFlow = gradOp.getFlowOut();
      }
      Resource accumulator{
          Resource::Array,
          getAccumulatorName(resources[*id].name, source.getValue().str())};
      accumulator.handle = grad;
      resourceOf[op->getResult(0)] = resources.size();
      resources.push_back(accumulator);
      results.push_back(Value());
      results.push_back(gradFlow);
      return success();
    };
  };
  h["TensorArrayGradV3"] = gradHandler(false);
  h["TensorArrayGradWithShape"] = gradHandler(true);

  // Stacks: a dynamic TensorArray and an element count (docs/Rationale.md).
  h["StackV2"] = [this](Operation *op, ArrayRef<Value> operands,
                        Results &results) -> LogicalResult {
    Location loc = op->getLoc();
    auto elemType = op->getAttrOfType<TypeAttr>("elem_type");
    // A stack of TensorArray handles holds each array's size: all a
    // gradient does with a popped handle is take its gradient array.
    bool holdsArrays = elemType && isResourceType(elemType.getValue()) &&
                       !isVariantType(elemType.getValue()) &&
                       !refElementType(elemType.getValue());
    if (holdsArrays)
      elemType = TypeAttr::get(b.getI32Type());
    if (!elemType || !(isa<FloatType>(elemType.getValue()) ||
                       elemType.getValue().isSignlessInteger()))
      return error(op) << "needs a numeric, boolean or resource 'elem_type'";
    auto nameAttr = op->getAttrOfType<StringAttr>("stack_name");
    std::string name = nameAttr && !nameAttr.getValue().empty()
                           ? nameAttr.getValue().str()
                           : nodeName(loc);
    auto create = TensorArrayOp::create(
        b, loc,
        TensorArrayType::get(b.getContext(),
                             UnrankedTensorType::get(elemType.getValue())),
        // A pop reads the top once and the next push overwrites it: a
        // TensorList's rules, so the stack decomposes into growable storage
        // (the counter, kept here, does every stack check).
        b.getF32Type(), constantIndex(loc, 0), /*dynamic_size=*/true,
        /*clear_after_read=*/false, /*identical_element_shapes=*/false,
        /*multiple_writes_aggregate=*/false, name, /*writes_replace=*/true);
    Resource stack{Resource::Stack, name};
    stack.holdsArrays = holdsArrays;
    stack.handle = create.getHandle();
    stack.counter = addSlot(constantIndex(loc, 0));
    stack.flow = addSlot(create.getFlow());
    IntegerAttr maxSize;
    if (!operands.empty() && matchPattern(operands[0], m_Constant(&maxSize)))
      stack.maxSize = maxSize.getInt();
    else if (DenseIntElementsAttr dense;
             !operands.empty() &&
             matchPattern(operands[0], m_Constant(&dense)) &&
             dense.getNumElements() == 1)
      stack.maxSize = (*dense.getValues<APInt>().begin()).getSExtValue();
    // The pushes, where the handle goes nowhere else (through identities):
    // a gradient's saved shapes and ranks, constant where the forward
    // loop's shapes are known, stay known at the pops (a Sum's gradient
    // reshapes to a shape built from the popped rank).
    stack.pushes.emplace();
    SmallVector<Value> handles = {op->getResult(0)};
    while (!handles.empty() && stack.pushes) {
      Value handle = handles.pop_back_val();
      for (OpOperand &use : handle.getUses()) {
        StringRef user = use.getOwner()->getName().stripDialect();
        if (user == "StackPushV2" && use.getOperandNumber() == 0)
          stack.pushes->push_back(use.getOwner());
        else if (user == "Identity")
          handles.push_back(use.getOwner()->getResult(0));
        else if (user != "StackPopV2" && user != "StackCloseV2")
          stack.pushes.reset();
        if (!stack.pushes)
          break;
      }
    }
    resourceOf[op->getResult(0)] = resources.size();
    resources.push_back(stack);
    results.push_back(Value());
    return success();
  };
  h["StackPushV2"] = [this](Operation *op, ArrayRef<Value> operands,
                            Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Stack);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Value value;
    if (resources[*id].holdsArrays) {
      FailureOr<unsigned> array = resourceOperand(op, 1, Resource::Array);
      if (failed(array))
        return failure();
      Operation *origin = resources[*array].arrayOrigin;
      auto create = resources[*array].handle.getDefiningOp<TensorArrayOp>();
      Operation *&known = resources[*id].arrayOrigin;
      if (!origin || !create)
        return error(op) << "pushes a TensorArray that no TensorArrayV3 made";
      if (known && known != origin)
        return error(op) << "pushes handles of two TensorArrays onto one stack";
      // A dynamic array's size at the push is not its size at the gradient.
      if (create.getDynamicSize())
        return error(op) << "pushes a TensorArray of dynamic size";
      known = origin;
      value = toTensor(loc, b.createOrFold<arith::IndexCastOp>(
                                loc, b.getI32Type(), create.getSize()));
      resourceOf[op->getResult(0)] = *array;
    } else {
      value = toTensor(loc, operands[1]);
    }
    Resource &stack = resources[*id];
    refineArrayType(stack, value.getType(), false);
    DenseElementsAttr constant;
    stack.pushedConstants[op] =
        matchPattern(value, m_Constant(&constant)) ? constant : Attribute();
    Value count = slots[stack.counter];
    if (stack.maxSize >= 0) {
      Value fits =
          b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::slt, count,
                                        constantIndex(loc, stack.maxSize));
      if (!matchPattern(fits, m_One()))
        requireAtRunTime(loc, fits,
                         "Stack[" + stack.name + "] overflowed its max_size (" +
                             std::to_string(stack.maxSize) + ")");
    }
    slots[stack.flow] =
        WriteOp::create(b, loc, stack.handle, count, value, slots[stack.flow]);
    slots[stack.counter] =
        b.createOrFold<arith::AddIOp>(loc, count, constantIndex(loc, 1));
    results.push_back(stack.holdsArrays ? Value() : operands[1]);
    return success();
  };
  h["StackPopV2"] = [this](Operation *op, ArrayRef<Value>,
                           Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Stack);
    if (failed(id))
      return failure();
    Location loc = op->getLoc();
    Resource &stack = resources[*id];
    Value count = slots[stack.counter];
    Value nonEmpty = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::sgt, count, constantIndex(loc, 0));
    if (!matchPattern(nonEmpty, m_One()))
      requireAtRunTime(loc, nonEmpty, "Stack[" + stack.name + "] is empty.");
    Value top =
        b.createOrFold<arith::SubIOp>(loc, count, constantIndex(loc, 1));
    slots[stack.counter] = top;
    Value popped = ReadOp::create(b, loc, stack.handle, top, slots[stack.flow]);
    if (!stack.holdsArrays) {
      // Every push handled (in program order, before this pop) pushed one
      // constant: the pop returns it, whichever push it pops.
      Attribute common;
      bool same = stack.pushes && !stack.pushes->empty();
      for (Operation *push : same ? *stack.pushes : ArrayRef<Operation *>()) {
        Attribute pushed = stack.pushedConstants.lookup(push);
        same = pushed && (!common || pushed == common);
        if (!same)
          break;
        common = pushed;
      }
      results.push_back(
          same ? arith::ConstantOp::create(b, loc, cast<TypedAttr>(common))
                     .getResult()
               : popped);
      return success();
    }
    // The handle stands for an array of the pushed size, its forward writes
    // gone; one per block, so the pops of one trip share its gradients.
    TensorArrayOp known = arrayOps.lookup(stack.arrayOrigin);
    if (!known)
      return error(op) << "pops a TensorArray handle before any push";
    auto [it, inserted] = poppedArrays.try_emplace(
        {b.getInsertionBlock(), stack.arrayOrigin}, resources.size());
    resourceOf[op->getResult(0)] = it->second;
    results.push_back(Value());
    if (!inserted)
      return success();
    Value size = b.createOrFold<arith::IndexCastOp>(
        loc, b.getIndexType(),
        b.createOrFold<tensor::ExtractOp>(
            loc,
            b.createOrFold<tensor::CastOp>(
                loc, RankedTensorType::get({}, b.getI32Type()), popped),
            ValueRange{}));
    auto create = TensorArrayOp::create(
        b, loc, known.getHandle().getType(), b.getF32Type(), size,
        known.getDynamicSize(), known.getClearAfterRead(),
        known.getIdenticalElementShapes(), known.getMultipleWritesAggregate(),
        known.getTensorArrayName());
    Resource array{Resource::Array, known.getTensorArrayName().str()};
    array.handle = create.getHandle();
    array.arrayOrigin = stack.arrayOrigin;
    resources.push_back(array);
    return success();
  };
  h["StackCloseV2"] = [this](Operation *op, ArrayRef<Value>,
                             Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Stack);
    if (failed(id))
      return failure();
    CloseOp::create(b, op->getLoc(), resources[*id].handle);
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
