//===- LegalizeVariables.cpp - Variables and optimizers ---------------------===//
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
  auto assign = [this](Operation *op, Value value,
                       unsigned id) -> LogicalResult {
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
  auto returningRef = [this](Handler update) {
    return [this, update](Operation *op, ArrayRef<Value> operands,
                          Results &results) -> LogicalResult {
      SmallVector<Value> none;
      if (failed(update(op, operands, none)))
        return failure();
      for (Value result : op->getResults()) {
        resourceOf[result] = *resourceOfValue(op->getOperand(0));
        results.push_back(Value());
      }
      return success();
    };
  };
  h["Assign"] = returningRef(assignHandler(""));
  h["AssignAdd"] = returningRef(assignHandler("Add"));
  h["AssignSub"] = returningRef(assignHandler("Sub"));
  h["ResourceApplyGradientDescent"] =
      [this, assign](Operation *op, ArrayRef<Value> operands,
                     Results &) -> LogicalResult {
    FailureOr<unsigned> id = resourceOperand(op, 0, Resource::Variable);
    if (failed(id))
      return failure();
    // var -= alpha * delta
    FailureOr<Value> step = binary(op, {operands[1], operands[2]}, "Mul");
    FailureOr<Value> next =
        succeeded(step)
            ? binary(op, {slots[resources[*id].value], *step}, "Sub")
            : FailureOr<Value>(failure());
    if (failed(next))
      return failure();
    return assign(op, *next, *id);
  };
  h["ResourceApplyMomentum"] = [this, assign](Operation *op,
                                              ArrayRef<Value> operands,
                                              Results &) -> LogicalResult {
    FailureOr<unsigned> var = resourceOperand(op, 0, Resource::Variable);
    FailureOr<unsigned> accum = succeeded(var)
                                    ? resourceOperand(op, 1, Resource::Variable)
                                    : FailureOr<unsigned>(failure());
    if (failed(accum))
      return failure();
    Value lr = operands[2], grad = operands[3], momentum = operands[4];
    // accum = accum * momentum + grad; var -= lr * accum, or with Nesterov
    // var -= grad * lr + accum * momentum * lr.
    FailureOr<Value> scaled =
        binary(op, {slots[resources[*accum].value], momentum}, "Mul");
    FailureOr<Value> newAccum = succeeded(scaled)
                                    ? binary(op, {*scaled, grad}, "Add")
                                    : FailureOr<Value>(failure());
    if (failed(newAccum) || failed(assign(op, *newAccum, *accum)))
      return failure();
    Value accumValue = slots[resources[*accum].value];
    FailureOr<Value> step;
    if (boolAttr(op, "use_nesterov", false)) {
      FailureOr<Value> a = binary(op, {grad, lr}, "Mul");
      FailureOr<Value> m = succeeded(a)
                               ? binary(op, {accumValue, momentum}, "Mul")
                               : FailureOr<Value>(failure());
      FailureOr<Value> ml = succeeded(m) ? binary(op, {*m, lr}, "Mul")
                                         : FailureOr<Value>(failure());
      step = succeeded(ml) ? binary(op, {*a, *ml}, "Add")
                           : FailureOr<Value>(failure());
    } else {
      step = binary(op, {accumValue, lr}, "Mul");
    }
    FailureOr<Value> next =
        succeeded(step)
            ? binary(op, {slots[resources[*var].value], *step}, "Sub")
            : FailureOr<Value>(failure());
    if (failed(next))
      return failure();
    return assign(op, *next, *var);
  };
  h["ApplyGradientDescent"] = returningRef(h["ResourceApplyGradientDescent"]);
  h["ApplyMomentum"] = returningRef(h["ResourceApplyMomentum"]);
}

} // namespace mlir::tagrad::tf_legalize
