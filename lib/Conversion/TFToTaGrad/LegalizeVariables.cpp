//===- LegalizeVariables.cpp - Variables and optimizers
//---------------------===//
//
// Resource variables as functional state (a slot holding the current
// value, threaded through loops and conditionals) and the optimizers'
// update ops.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

LogicalResult Legalizer::assignVariable(Operation *op, Value value,
                                        unsigned id) {
  Resource &variable = resources[id];
  Value current = slots[variable.value];
  Value cast;
  if (failed(castTo(op->getLoc(), toTensor(op->getLoc(), value),
                    current.getType(), cast)))
    return error(op) << "assigns a value of type " << value.getType()
                     << " to variable '" << variable.name << "' of type "
                     << current.getType();
  slots[variable.value] = cast;
  variable.written = true;
  return success();
}

//===----------------------------------------------------------------------===//
// Captured variables (TF2)
//===----------------------------------------------------------------------===//

TensorType Legalizer::capturedVariableType(Value handle, Type hint) {
  // A captured variable's placeholder is typed `!tf_type.resource` and
  // TensorFlow's importer types its reads tensor<*xT>: the reads, writes
  // and the functions the handle flows into say what they can.
  Type element;
  std::optional<SmallVector<int64_t>> shape;
  auto note = [&](Type type, bool withShape) {
    auto tensor = dyn_cast_or_null<TensorType>(type);
    if (!tensor)
      return;
    if (!element)
      element = tensor.getElementType();
    if (!withShape || !tensor.hasRank() || tensor.getElementType() != element)
      return;
    if (!shape) {
      shape = SmallVector<int64_t>(tensor.getShape());
      return;
    }
    if (shape->size() != static_cast<size_t>(tensor.getRank()))
      return;
    for (auto [d, size] : llvm::enumerate(*shape))
      if (ShapedType::isDynamic(size))
        size = tensor.getDimSize(d);
  };
  note(resourceSubtype(handle.getType()), true);
  // TensorFlow's handle attributes of a resource placeholder, which its
  // importer keeps as they are.
  if (Operation *def = handle.getDefiningOp()) {
    auto dtypes = def->getAttrOfType<ArrayAttr>("_handle_dtypes");
    auto shapes = def->getAttrOfType<ArrayAttr>("_handle_shapes");
    if (dtypes && dtypes.size() == 1 && isa<TypeAttr>(dtypes[0])) {
      Type dtype = cast<TypeAttr>(dtypes[0]).getValue();
      FailureOr<std::optional<SmallVector<int64_t>>> shape =
          shapes && shapes.size() == 1
              ? parseShapeAttr(shapes[0])
              : FailureOr<std::optional<SmallVector<int64_t>>>(failure());
      note(succeeded(shape) && *shape
               ? TensorType(RankedTensorType::get(**shape, dtype))
               : TensorType(UnrankedTensorType::get(dtype)),
           true);
    }
  }
  SmallVector<Value> worklist{handle};
  DenseSet<Value> seen{handle};
  auto follow = [&](Value v) {
    if (isResourceType(v.getType()) && seen.insert(v).second)
      worklist.push_back(v);
  };
  // The arguments of the functions an op passes operand `i` to.
  auto followInto = [&](Operation *user, unsigned i) {
    for (NamedAttribute attr : user->getAttrs()) {
      StringRef name = attr.getName().strref();
      unsigned offset =
          name == "then_branch" || name == "else_branch" || name == "branches"
              ? 1
              : 0;
      SmallVector<Attribute> refs{attr.getValue()};
      if (auto list = dyn_cast<ArrayAttr>(attr.getValue()))
        refs.assign(list.begin(), list.end());
      for (Attribute ref : refs) {
        auto symbol = dyn_cast<FlatSymbolRefAttr>(ref);
        auto callee =
            symbol ? module.lookupSymbol<func::FuncOp>(symbol) : func::FuncOp();
        if (callee && !callee.isExternal() && i >= offset &&
            i - offset < callee.getNumArguments())
          follow(callee.getArgument(i - offset));
      }
    }
    for (Region &region : user->getRegions())
      if (!region.empty() &&
          region.front().getNumArguments() == user->getNumOperands())
        follow(region.front().getArgument(i));
  };
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      StringRef name = user->getName().getStringRef();
      unsigned i = use.getOperandNumber();
      if (name == "tf.ReadVariableOp")
        note(user->getResult(0).getType(), true);
      else if (i == 0 && (name == "tf.AssignVariableOp" ||
                          name == "tf.AssignAddVariableOp" ||
                          name == "tf.AssignSubVariableOp"))
        note(user->getOperand(1).getType(), true);
      else if (name == "tf.ResourceGather")
        note(user->getResult(0).getType(), false);
      // Ops that forward handles: result i is operand i.
      if (i < user->getNumResults() &&
          (name == "tf.Identity" || name == "tf.IdentityN" ||
           name == "tf.While" || name == "tf.WhileRegion"))
        follow(user->getResult(i));
      followInto(user, i);
    }
  }
  // The caller's feed refines what the graph leaves unknown.
  auto fed = dyn_cast_or_null<RankedTensorType>(hint);
  if (fed && (!element || fed.getElementType() == element) &&
      (!shape || (shape->size() == static_cast<size_t>(fed.getRank()) &&
                  succeeded(verifyCompatibleShape(*shape, fed.getShape())))))
    return fed;
  if (!element)
    return nullptr;
  if (!shape)
    return UnrankedTensorType::get(element);
  return RankedTensorType::get(*shape, element);
}

void Legalizer::registerVariableHandlers() {
  auto &h = handlers;
  using Results = SmallVectorImpl<Value>;
  // Resource variables: a slot holding the current value.
  h["VarHandleOp"] = [this](Operation *op, ArrayRef<Value>,
                            Results &results) -> LogicalResult {
    std::string key = variableName(op);
    auto it = variablesByName.find(key);
    if (it == variablesByName.end())
      return error(op) << "names a variable '" << key
                       << "' outside the converted function";
    resourceOf[op->getResult(0)] = it->second;
    results.push_back(Value());
    return success();
  };
  // A TF2 captured variable's placeholder (Legalizer::run made it an
  // argument); other placeholders are the function's arguments.
  h["Placeholder"] = [this](Operation *op, ArrayRef<Value>,
                            Results &results) -> LogicalResult {
    auto it = variablesByName.find(variableName(op));
    if (!isResourceType(op->getResult(0).getType()) ||
        it == variablesByName.end())
      return error(op) << "is not fed: a placeholder must be an argument of "
                          "the converted function (a resource placeholder "
                          "of it is a variable)";
    resourceOf[op->getResult(0)] = it->second;
    results.push_back(Value());
    return success();
  };
  h["VariableShape"] = [this](Operation *op, ArrayRef<Value>,
                              Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    results.push_back(
        shapeOf(op->getLoc(), slots[resources[*id].value], outElementType(op)));
    return success();
  };
  h["VarIsInitializedOp"] = [this](Operation *op, ArrayRef<Value>,
                                   Results &results) -> LogicalResult {
    if (failed(resourceOperand(op, 0, Resource::Variable)))
      return failure();
    results.push_back(arith::ConstantOp::create(
        b, op->getLoc(),
        DenseElementsAttr::get(RankedTensorType::get({}, b.getI1Type()),
                               true)));
    return success();
  };
  h["ReadVariableOp"] = [this](Operation *op, ArrayRef<Value>,
                               Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    results.push_back(slots[resources[*id].value]);
    return success();
  };
  auto assign = [this](Operation *op, Value value, unsigned id) {
    return assignVariable(op, value, id);
  };
  auto assignHandler = [this, assign](StringRef kind) {
    return [this, assign, kind](Operation *op, ArrayRef<Value> operands,
                                Results &) -> LogicalResult {
      FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
      if (failed(id))
        return failure();
      Value value = operands[1];
      if (!kind.empty()) {
        FailureOr<Value> r =
            binary(op, {slots[resources[*id].value], value}, kind);
        if (failed(r))
          return failure();
        value = *r;
      }
      return assign(op, value, *id);
    };
  };
  h["AssignVariableOp"] = assignHandler("");
  h["AssignAddVariableOp"] = assignHandler("Add");
  h["AssignSubVariableOp"] = assignHandler("Sub");

  // TF1 reference variables (VariableV2) are the same functional state:
  // an argument and, when written, a result. Ops that update a reference
  // return it (TensorFlow's "output_ref"); reading it reads the slot.
  h["VariableV2"] = h["VarHandleOp"];
  h["IsVariableInitialized"] = h["VarIsInitializedOp"];
  h["Assign"] = returningRef(assignHandler(""));
  h["AssignAdd"] = returningRef(assignHandler("Add"));
  h["AssignSub"] = returningRef(assignHandler("Sub"));
  // The embedding lookup and its sparse update.
  h["ResourceGather"] = [this](Operation *op, ArrayRef<Value> operands,
                               Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    if (auto batchDims = op->getAttrOfType<IntegerAttr>("batch_dims");
        batchDims && batchDims.getInt() != 0)
      return error(op) << "supports batch_dims = 0 only, got "
                       << batchDims.getInt();
    return pushResult(results,
                      gather(op, slots[resources[*id].value], operands[1], 0));
  };
  for (auto [name, kind] :
       {std::pair<StringLiteral, StringLiteral>{"ResourceScatterAdd", "Add"},
        {"ResourceScatterSub", "Sub"},
        {"ResourceScatterMul", "Mul"},
        {"ResourceScatterDiv", "Div"},
        {"ResourceScatterMin", "Min"},
        {"ResourceScatterMax", "Max"},
        {"ResourceScatterUpdate", "Update"}})
    h[name] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           Results &) -> LogicalResult {
      FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
      if (failed(id))
        return failure();
      FailureOr<Value> updated = scatterRows(op, slots[resources[*id].value],
                                             operands[1], operands[2], kind);
      if (failed(updated))
        return failure();
      return assignVariable(op, *updated, *id);
    };

  // ResourceScatterNdAdd/Sub/Update(var, indices, updates): TensorScatter*'s
  // rule on the variable's value.
  for (auto [name, kind] :
       {std::pair<StringLiteral, StringLiteral>{"ResourceScatterNdAdd", "Add"},
        {"ResourceScatterNdSub", "Sub"},
        {"ResourceScatterNdUpdate", "Update"}})
    h[name] = [this, kind](Operation *op, ArrayRef<Value> operands,
                           Results &) -> LogicalResult {
      FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
      if (failed(id))
        return failure();
      FailureOr<Value> updated =
          scatterNd(op, operands[1], operands[2], Value(),
                    slots[resources[*id].value], kind);
      if (failed(updated))
        return failure();
      return assignVariable(op, *updated, *id);
    };
  // The scatters of TF1 references (ScatterAdd, ScatterNdAdd) run the
  // resource variant's rule.
  for (StringRef name :
       {"ResourceScatterAdd", "ResourceScatterSub", "ResourceScatterMul",
        "ResourceScatterDiv", "ResourceScatterMin", "ResourceScatterMax",
        "ResourceScatterUpdate", "ResourceScatterNdAdd", "ResourceScatterNdSub",
        "ResourceScatterNdUpdate"})
    h[name.drop_front(StringRef("Resource").size())] = returningRef(h[name]);
}

Legalizer::Handler Legalizer::returningRef(Handler update) {
  return [this, update](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    SmallVector<Value> none;
    if (failed(update(op, operands, none)))
      return failure();
    for (Value result : op->getResults()) {
      resourceOf[result] = *resourceOfValue(op->getOperand(0));
      results.push_back(Value());
    }
    return success();
  };
}

} // namespace mlir::tagrad::tf_legalize
