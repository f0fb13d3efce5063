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
  // -tagrad-tf-lift-variables returns every variable anything may write;
  // an update it missed would be lost.
  if (!returnedVariables.contains(variable.name))
    return error(op) << "writes variable '" << variable.name
                     << "', which -tagrad-tf-lift-variables did not return "
                        "(run it before -tagrad-legalize-tf; "
                        "--tagrad-tf-frontend does)";
  Value current = slots[variable.value];
  Value cast;
  if (failed(castTo(op->getLoc(), toTensor(op->getLoc(), value),
                    current.getType(), cast)))
    return error(op) << "assigns a value of type " << value.getType()
                     << " to variable '" << variable.name << "' of type "
                     << current.getType();
  slots[variable.value] = cast;
  return success();
}

void Legalizer::registerVariableHandlers() {
  auto &h = handlers;
  using Results = SmallVectorImpl<Value>;
  // Resource variables: a slot holding the current value. Variables are
  // arguments (-tagrad-tf-lift-variables); a declaration left in a loop or
  // branch function names one.
  h["VarHandleOp"] = [this](Operation *op, ArrayRef<Value>,
                            Results &results) -> LogicalResult {
    std::string key = variableName(op);
    auto it = variablesByName.find(key);
    if (it == variablesByName.end())
      return error(op) << "names a variable '" << key
                       << "' that is not an argument of the converted "
                          "function; run -tagrad-tf-lift-variables before "
                          "-tagrad-legalize-tf (--tagrad-tf-frontend does)";
    resourceOf[op->getResult(0)] = it->second;
    results.push_back(Value());
    return success();
  };
  // Placeholders are the function's arguments; a TF2 captured variable's
  // is one once -tagrad-tf-lift-variables ran.
  h["Placeholder"] = [this](Operation *op, ArrayRef<Value>,
                            Results &) -> LogicalResult {
    if (isResourceType(op->getResult(0).getType()))
      return error(op) << "is a captured variable that is not an argument "
                          "of the converted function; run "
                          "-tagrad-tf-lift-variables before "
                          "-tagrad-legalize-tf (--tagrad-tf-frontend does)";
    return error(op) << "is not fed: a placeholder must be an argument of "
                        "the converted function";
  };
  h["VariableShape"] = [this](Operation *op, ArrayRef<Value>,
                              Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    FailureOr<Type> element = outElementType(op);
    if (failed(element))
      return failure();
    results.push_back(
        shapeOf(op->getLoc(), slots[resources[*id].value], *element));
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
    // tf.gather(v, i, batch_dims=b) on a variable: the gather runs along
    // axis b (TensorFlow's kernel gathers at the first non-batch dimension).
    int64_t batchDims = 0;
    if (auto attr = op->getAttrOfType<IntegerAttr>("batch_dims"))
      batchDims = attr.getInt();
    if (batchDims < 0)
      if (auto indicesType = dyn_cast<RankedTensorType>(operands[1].getType()))
        batchDims += indicesType.getRank();
    return pushResult(results, gather(op, slots[resources[*id].value],
                                      operands[1], batchDims, batchDims));
  };
  // ResourceGatherNd(var, indices): `v.gather_nd(i)`, GatherNd's rule on
  // the variable's value.
  h["ResourceGatherNd"] = [this](Operation *op, ArrayRef<Value> operands,
                                 Results &results) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    return pushResult(results,
                      gatherNd(op, slots[resources[*id].value], operands[1]));
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
  // ResourceStridedSliceAssign(var, begin, end, strides, value): `v[1:3,
  // ::2].assign(x)`, TensorStridedSliceUpdate's rule on the variable's value.
  h["ResourceStridedSliceAssign"] = [this](Operation *op,
                                           ArrayRef<Value> operands,
                                           Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    SmallVector<Value> updated;
    if (failed(stridedSlice(op, slots[resources[*id].value],
                            operands.slice(1, 3), operands[4], updated)))
      return failure();
    return assignVariable(op, updated.front(), *id);
  };
  // The scatters and slice assignments of TF1 references (ScatterAdd,
  // ScatterNdAdd, StridedSliceAssign) run the resource variant's rule.
  for (StringRef name :
       {"ResourceScatterAdd", "ResourceScatterSub", "ResourceScatterMul",
        "ResourceScatterDiv", "ResourceScatterMin", "ResourceScatterMax",
        "ResourceScatterUpdate", "ResourceScatterNdAdd", "ResourceScatterNdSub",
        "ResourceScatterNdUpdate", "ResourceStridedSliceAssign"})
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
