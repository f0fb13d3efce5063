//===- LegalizeTF.cpp - The -tagrad-legalize-tf driver
//----------------------===//
//
// Converts generic tf.* ops in program order, building each op's lowering
// from its already converted operands. Types are computed, not converted:
// TensorFlow's importer leaves loop values unranked (tensor<*xf32>), so a
// type map cannot say what a value is; the lowering of its producer can. A
// loop is built with its entry types, and rebuilt with the join of entry
// and back-edge types until they agree (the join only loses precision, so
// this ends after at most rank + 1 builds per loop variable).
//
// Resources have no SSA value of their own in TensorFlow's graphs (a
// handle names a piece of state), so their state lives in "slots": the
// current value of each variable, the counter and flow of each stack.
// Loops and conditionals carry the slots their bodies change.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "TaGrad/TFFrontend/TFOpTable.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// A slice of a tensor with a statically empty dimension, as TensorFlow's
/// slices of empty tensors make them, replaced by what it is: MLIR 22's
/// verifier takes any offset into a dimension of size 0 for out of bounds,
/// but nothing is read or written there. An extraction becomes an empty
/// tensor of its sizes, an insertion of nothing (or into nothing) its
/// destination. Returns the op that stands for `op` among the handler's
/// (itself otherwise; null for an insertion, which none does); `results` is
/// updated where it named a replaced value.
static Operation *replaceEmptySlice(Operation *op,
                                    SmallVectorImpl<Value> &results) {
  auto hasEmptyDim = [](ShapedType type) {
    return llvm::is_contained(type.getShape(), 0);
  };
  Value replacement;
  Operation *standIn = op;
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    if (!hasEmptyDim(slice.getResultType()))
      return op;
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    SmallVector<Value> dynamicSizes;
    for (auto [d, size] : llvm::enumerate(slice.getMixedSizes()))
      if (!dropped.test(d))
        if (auto value = dyn_cast<Value>(size))
          dynamicSizes.push_back(value);
    OpBuilder builder(slice);
    auto empty = tensor::EmptyOp::create(builder, slice.getLoc(),
                                         slice.getResultType(), dynamicSizes);
    replacement = empty.getResult();
    standIn = empty;
  } else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
    if (!hasEmptyDim(insert.getSourceType()) &&
        !hasEmptyDim(insert.getDestType()))
      return op;
    replacement = insert.getDest();
    standIn = nullptr;
  } else {
    return op;
  }
  Value old = op->getResult(0);
  old.replaceAllUsesWith(replacement);
  llvm::replace(results, old, replacement);
  op->erase();
  return standIn;
}

LogicalResult Legalizer::convertOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  b.setInsertionPointToEnd(b.getInsertionBlock());

  if (name == "tf.WhileRegion") {
    if (op->getNumRegions() != 2 || op->getRegion(0).empty() ||
        op->getRegion(1).empty())
      return error(op) << "needs a cond and a body region";
    return convertWhile(op, op->getOperands(), op->getRegion(0).front(),
                        op->getRegion(1).front());
  }
  if (name == "tf.While") {
    func::FuncOp cond = lookupFunction(op, "cond");
    func::FuncOp body = cond ? lookupFunction(op, "body") : nullptr;
    if (!body)
      return failure();
    return convertWhile(op, op->getOperands(), cond.front(), body.front());
  }
  if (name == "tf.IfRegion") {
    if (op->getNumOperands() != 1 || op->getNumRegions() != 2 ||
        op->getRegion(0).empty() || op->getRegion(1).empty())
      return error(op) << "needs a predicate and two regions";
    return convertIf(op, op->getOperand(0), op->getRegion(0).front(),
                     op->getRegion(1).front());
  }
  if (name == "tf.If" || name == "tf.StatelessIf") {
    func::FuncOp thenFunc = lookupFunction(op, "then_branch");
    func::FuncOp elseFunc =
        thenFunc ? lookupFunction(op, "else_branch") : nullptr;
    if (!elseFunc)
      return failure();
    if (op->getNumOperands() < 1)
      return error(op) << "needs a predicate operand";
    ValueRange args = op->getOperands().drop_front();
    if (thenFunc.getNumArguments() != args.size() ||
        elseFunc.getNumArguments() != args.size())
      return error(op) << "passes " << args.size()
                       << " operands to branches that take a different number";
    bindArguments(thenFunc.front(), args, values, resourceOf);
    bindArguments(elseFunc.front(), args, values, resourceOf);
    return convertIf(op, op->getOperand(0), thenFunc.front(), elseFunc.front());
  }
  if (name == "tf.Case" || name == "tf.StatelessCase") {
    auto branchAttr = op->getAttrOfType<ArrayAttr>("branches");
    if (!branchAttr || branchAttr.empty())
      return error(op) << "needs a non-empty 'branches' list of functions";
    if (op->getNumOperands() < 1)
      return error(op) << "needs a branch index operand";
    ValueRange args = op->getOperands().drop_front();
    SmallVector<Block *> blocks;
    for (Attribute a : branchAttr) {
      auto ref = dyn_cast<FlatSymbolRefAttr>(a);
      auto callee =
          ref ? module.lookupSymbol<func::FuncOp>(ref.getValue()) : nullptr;
      if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock())
        return error(op) << "needs 'branches' naming functions with one "
                            "block in this module";
      if (callee.getNumArguments() != args.size())
        return error(op) << "passes " << args.size() << " operands to @"
                         << callee.getName() << ", which takes "
                         << callee.getNumArguments();
      bindArguments(callee.front(), args, values, resourceOf);
      blocks.push_back(&callee.front());
    }
    return convertCase(op, op->getOperand(0), blocks);
  }
  // Calls are -tagrad-tf-inline-calls': one left means the pass did not run.
  if (isInlinedCall(op, module))
    return error(op) << "is a call that -tagrad-tf-inline-calls inlines; "
                        "run it before -tagrad-legalize-tf "
                        "(--tagrad-tf-frontend does)";
  if (name == "builtin.unrealized_conversion_cast" &&
      op->getNumOperands() == op->getNumResults()) {
    for (auto [from, to] : llvm::zip(op->getOperands(), op->getResults())) {
      if (auto r = resourceOfValue(from))
        resourceOf[to] = *r;
      else
        values[to] = lookup(from);
    }
    return success();
  }

  // An op outside the table is one diagnostic, before its operands are
  // looked at (a resource operand of an unknown op is not the problem).
  auto handler = handlers.end();
  if (name.starts_with("tf.")) {
    handler = handlers.find(name.drop_front(3));
    if (handler == handlers.end()) {
      InFlightDiagnostic diag =
          op->emitError() << "'" << op->getName()
                          << "' is not supported by -tagrad-legalize-tf (";
      if (std::string node = nodeName(op->getLoc()); !node.empty())
        diag << "node '" << node << "'; ";
      return diag << "docs/TFOps.md lists the ops TaGrad takes)";
    }
  }

  // Operands: converted values; resources are looked up by the handlers,
  // and only where TensorFlow's op takes one.
  unsigned resourceOperands = resourceOperandCount(name);
  SmallVector<Value> operands;
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    if (isHandle(operand)) {
      // A TF1 reference where the op takes a value reads the variable, as
      // TensorFlow dereferences it.
      if (i >= resourceOperands && refElementType(operand.getType())) {
        std::optional<unsigned> id = resourceOfValue(operand);
        if (!id || resources[*id].kind != Resource::Variable)
          return error(op) << "takes a reference (operand " << i
                           << ") that no supported op created";
        operands.push_back(slots[resources[*id].value]);
        continue;
      }
      if (i >= resourceOperands)
        return error(op) << "takes "
                         << (isVariantType(operand.getType())
                                 ? "a TensorList (DT_VARIANT)"
                                 : "a resource handle")
                         << " as operand " << i
                         << ", where TensorFlow's op takes a tensor";
      if (!resourceOfValue(operand))
        return error(op) << "takes a resource (operand " << i
                         << ") that no supported op created";
      operands.push_back(Value());
      continue;
    }
    if (stringConstants.count(operand)) {
      operands.push_back(Value());
      continue;
    }
    Value v = lookup(operand);
    if (!v)
      return error(op) << "uses a value (operand " << i
                       << ") that was not converted";
    operands.push_back(v);
  }

  // Ops of registered dialects (arith, tensor, ... next to tf ops) are
  // kept, on converted operands.
  if (op->getDialect() && !name.starts_with("tf.")) {
    if (op->getNumRegions() != 0)
      return op->emitError()
             << "'" << name << "' with regions cannot be mixed with tf ops";
    IRMapping mapping;
    for (auto [from, to] : llvm::zip(op->getOperands(), operands))
      if (to)
        mapping.map(from, to);
    Operation *clone = b.clone(*op, mapping);
    for (auto [from, to] : llvm::zip(op->getResults(), clone->getResults()))
      values[from] = to;
    return success();
  }

  if (handler == handlers.end())
    return op->emitError() << "'" << op->getName()
                           << "' is not supported by -tagrad-legalize-tf";
  if (failed(verifyArity(op)) || failed(verifyAttributeKinds(op)) ||
      failed(verifyOperandKinds(op, operands)) ||
      failed(verifyUnsignedTypes(op)))
    return failure();
  // Strings are messages: constants, forwarded to Assert and Print. An op
  // that computes one (Shape with out_type DT_STRING) has no lowering.
  if (name != "tf.Const" && name != "tf.StringFormat" &&
      resourceOperands != tagrad::tf::TFOpInfo::kAll)
    for (auto [i, result] : llvm::enumerate(op->getResults()))
      if (isStringType(result.getType()))
        return error(op) << "returns DT_STRING (result " << i
                         << "), which TaGrad takes only as a constant "
                            "message of Assert and Print";
  SmallVector<Value> results;
  Block *block = b.getInsertionBlock();
  Block::iterator point = b.getInsertionPoint();
  Operation *before = point == block->begin() ? nullptr : &*std::prev(point);
  if (failed(handler->second(op, operands, results)))
    return failure();
  // The ops a handler builds follow TensorFlow's rules only as far as the
  // handler checks them: TaGrad's verifiers hold the rest (a constant
  // negative size, a value that does not fit the element shape), and their
  // diagnostic, at the TensorFlow op's location, beats leaving invalid IR
  // for the passes after this one.
  if (b.getInsertionBlock() == block) {
    SmallVector<Operation *> created = llvm::map_to_vector(
        llvm::make_range(before ? std::next(Block::iterator(before))
                                : block->begin(),
                         b.getInsertionPoint()),
        [](Operation &c) { return &c; });
    for (Operation *&c : created) {
      c = replaceEmptySlice(c, results);
      if (c && failed(mlir::verify(c, /*verifyRecursively=*/false)))
        return failure();
    }
    llvm::erase(created, nullptr);
    foldConstantResults(op, operands, created, results);
  }
  assert(results.size() == op->getNumResults() &&
         "a handler gives one value per result (null for resources)");
  for (auto [result, value] : llvm::zip(op->getResults(), results))
    if (value)
      values[result] = value;
  return success();
}

/// Operand and result counts of the supported ops (-1: any number; "N"

/// The functions `op` and its nested ops name through TensorFlow's
/// function attributes (calls, loop and branch functions).
void collectCallees(Operation *root, ModuleOp module,
                    SetVector<func::FuncOp> &callees) {
  auto visit = [&](Attribute attr) {
    auto ref = dyn_cast<FlatSymbolRefAttr>(attr);
    if (!ref)
      return;
    auto callee = module.lookupSymbol<func::FuncOp>(ref.getValue());
    if (callee && callees.insert(callee))
      collectCallees(callee, module, callees);
  };
  root->walk([&](Operation *op) {
    for (NamedAttribute attr : op->getAttrs()) {
      visit(attr.getValue());
      // Case's `branches`: a list of functions.
      if (auto list = dyn_cast<ArrayAttr>(attr.getValue()))
        for (Attribute element : list)
          visit(element);
    }
  });
}

LogicalResult Legalizer::run(func::FuncOp func) {
  const StringRef kVariableAttr =
      TaGradDialect::VariableAttrHelper::getNameStr();
  const StringRef kVariableTypeAttr =
      TaGradDialect::VariableTypeAttrHelper::getNameStr();
  const StringRef kUnsignedAttr =
      TaGradDialect::UnsignedAttrHelper::getNameStr();
  MLIRContext *context = func.getContext();
  Location loc = func.getLoc();
  if (!func.getBody().hasOneBlock())
    return func.emitError() << "has " << func.getBody().getBlocks().size()
                            << " blocks; -tagrad-legalize-tf takes "
                               "functions of one block";

  Block &entry = func.front();
  SmallVector<StringRef> inputNames, outputNames;
  auto entryAttr = func->getAttrOfType<DictionaryAttr>("tf.entry_function");
  if (entryAttr) {
    if (auto in = entryAttr.getAs<StringAttr>("inputs"))
      in.getValue().split(inputNames, ',', -1, false);
    if (auto out = entryAttr.getAs<StringAttr>("outputs"))
      out.getValue().split(outputNames, ',', -1, false);
  }
  // Variables are the handle arguments -tagrad-tf-lift-variables marked
  // with their value type.
  SmallVector<Type> argTypes;
  for (BlockArgument arg : entry.getArguments()) {
    unsigned i = arg.getArgNumber();
    if (isVariantType(arg.getType()))
      return emitError(arg.getLoc())
             << "argument " << i << " of @" << func.getName()
             << " is a TensorList (DT_VARIANT); -tagrad-legalize-tf takes "
                "TensorLists made in the graph only";
    if (isResourceType(arg.getType())) {
      auto type = func.getArgAttrOfType<TypeAttr>(i, kVariableTypeAttr);
      if (!type || !func.getArgAttrOfType<StringAttr>(i, kVariableAttr))
        return emitError(arg.getLoc())
               << "argument " << i << " of @" << func.getName()
               << " is a resource that -tagrad-tf-lift-variables did not "
                  "lift; run it before -tagrad-legalize-tf "
                  "(--tagrad-tf-frontend does)";
      argTypes.push_back(type.getValue());
      continue;
    }
    // Unsigned placeholders (uint8 images) come in as the signless
    // integers of their width, as unsigned values travel inside.
    Type argType = signlessOfUnsigned(arg.getType());
    if (!isNumericTensorOrScalar(argType))
      return emitError(arg.getLoc())
             << "argument " << i << " of @" << func.getName() << " has type "
             << arg.getType()
             << ", which TaGrad cannot take (numbers and booleans only)";
    argTypes.push_back(argType);
  }

  for (unsigned i = 0; i < func.getNumResults(); ++i)
    if (auto name = func.getResultAttrOfType<StringAttr>(i, kVariableAttr))
      returnedVariables.insert(name.getValue());

  auto newFunc = func::FuncOp::create(loc, func.getName(),
                                      FunctionType::get(context, argTypes, {}));
  func->getBlock()->getOperations().insertAfter(Block::iterator(func), newFunc);
  Block *newEntry = newFunc.addEntryBlock();
  b.setInsertionPointToStart(newEntry);
  for (auto [arg, newArg] :
       llvm::zip(entry.getArguments(), newEntry->getArguments())) {
    if (!isResourceType(arg.getType())) {
      values[arg] = newArg;
      continue;
    }
    std::string name =
        func.getArgAttrOfType<StringAttr>(arg.getArgNumber(), kVariableAttr)
            .str();
    Resource variable{Resource::Variable, name};
    variable.value = addSlot(newArg);
    variablesByName[name] = resources.size();
    resourceOf[arg] = resources.size();
    resources.push_back(variable);
  }

  auto fail = [&]() {
    newFunc.erase();
    return failure();
  };
  if (failed(hoistLoopAccumulators(func)) || failed(convertOps(entry)))
    return fail();
  FailureOr<SmallVector<Value>> returned = terminatorValues(entry);
  if (failed(returned))
    return fail();
  SmallVector<Value> results;
  for (auto [i, v] : llvm::enumerate(*returned)) {
    if (isResourceType(v.getType())) {
      emitError(entry.back().getLoc())
          << "result " << i << " of @" << func.getName() << " is a "
          << (isVariantType(v.getType()) ? "TensorList (DT_VARIANT)"
                                         : "resource")
          << ", which -tagrad-legalize-tf cannot return";
      return fail();
    }
    if (!isNumericTensorOrScalar(signlessOfUnsigned(v.getType()))) {
      emitError(entry.back().getLoc())
          << "result " << i << " of @" << func.getName() << " has type "
          << v.getType()
          << ", which TaGrad cannot return (numbers and booleans only)";
      return fail();
    }
    // TensorFlow returns tensors: a flow (an f32 scalar here) goes back
    // as tensor<f32>.
    b.setInsertionPointToEnd(newEntry);
    results.push_back(toTensor(entry.back().getLoc(), lookup(v)));
  }
  b.setInsertionPointToEnd(newEntry);
  func::ReturnOp::create(b, entry.back().getLoc(), results);
  newFunc.setFunctionType(
      FunctionType::get(context, argTypes, ValueRange(results).getTypes()));

  // Names: tf.entry_function's inputs/outputs, index paths, variables
  // (their value type is now the argument's).
  for (BlockArgument arg : entry.getArguments()) {
    unsigned i = arg.getArgNumber();
    if (DictionaryAttr attrs = func.getArgAttrDict(i))
      for (NamedAttribute attr : attrs)
        if (attr.getName() != kVariableTypeAttr)
          newFunc.setArgAttr(i, attr.getName(), attr.getValue());
    if (i < inputNames.size() && !isResourceType(arg.getType()))
      newFunc.setArgAttr(i, "tagrad.name", b.getStringAttr(inputNames[i]));
    // Unsigned placeholders are signless now: the mark tells the caller
    // (tagrad-run, the C API) to pass and show them unsigned. Marked are a
    // graph's feeds and fetches: those of the function TensorFlow's
    // importers mark tf.entry_function (a GraphDef's, a tf.function's).
    if (entryAttr && getElementTypeOrSelf(arg.getType()).isUnsignedInteger())
      newFunc.setArgAttr(i, kUnsignedAttr, b.getUnitAttr());
  }
  for (unsigned i = 0; i < returned->size(); ++i) {
    if (i < func.getNumResults())
      if (DictionaryAttr attrs = func.getResultAttrDict(i))
        for (NamedAttribute attr : attrs)
          newFunc.setResultAttr(i, attr.getName(), attr.getValue());
    if (i < outputNames.size())
      newFunc.setResultAttr(i, "tagrad.name", b.getStringAttr(outputNames[i]));
    // Where the value computed is those bits (of the TensorFlow type's
    // width; a mutated graph's type may disagree with its op's result).
    Type tfElement = getElementTypeOrSelf((*returned)[i].getType());
    if (entryAttr && tfElement.isUnsignedInteger() &&
        getElementTypeOrSelf(results[i].getType())
            .isSignlessInteger(tfElement.getIntOrFloatBitWidth()))
      newFunc.setResultAttr(i, kUnsignedAttr, b.getUnitAttr());
  }
  for (NamedAttribute attr : func->getAttrs()) {
    StringRef attrName = attr.getName().strref();
    if (attrName == "function_type" || attrName == "sym_name" ||
        attrName == "arg_attrs" || attrName == "res_attrs" ||
        attrName.starts_with("tf.") || attrName.starts_with("tf_saved_model."))
      continue;
    newFunc->setAttr(attr.getName(), attr.getValue());
  }
  // Folding left constants and index casts no one uses.
  SmallVector<Operation *> ops;
  newFunc.walk<WalkOrder::PreOrder>([&](Operation *op) { ops.push_back(op); });
  for (Operation *op : llvm::reverse(ops))
    if (op != newFunc && isOpTriviallyDead(op))
      op->erase();
  func.erase();
  return success();
}

void Legalizer::registerHandlers() {
  auto &h = handlers;
  auto passThrough = [this](Operation *op, ArrayRef<Value> operands,
                            SmallVectorImpl<Value> &results) -> LogicalResult {
    for (auto [i, v] : llvm::enumerate(operands)) {
      if (i >= op->getNumResults())
        break;
      if (!v) {
        unsigned id = *resourceOfValue(op->getOperand(i));
        // Identity of a TF1 reference reads the variable (a tensor result);
        // a handle result forwards the handle.
        if (!isResourceType(op->getResult(i).getType()) &&
            resources[id].kind == Resource::Variable) {
          results.push_back(slots[resources[id].value]);
          continue;
        }
        resourceOf[op->getResult(i)] = id;
      }
      results.push_back(v);
    }
    return success();
  };
  for (StringRef name : {"Identity", "IdentityN", "Snapshot", "StopGradient",
                         "PreventGradient", "EnsureShape"})
    h[name] = passThrough;
  h["EnsureShape"] =
      [passThrough](Operation *op, ArrayRef<Value> operands,
                    SmallVectorImpl<Value> &results) -> LogicalResult {
    return passThrough(op, operands.take_front(1), results);
  };
  h["NoOp"] = [](Operation *, ArrayRef<Value>,
                 SmallVectorImpl<Value> &) -> LogicalResult {
    return success();
  };

  h["Const"] = [this](Operation *op, ArrayRef<Value>,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
    auto value = op->getAttrOfType<DenseElementsAttr>("value");
    Type element = value ? value.getElementType() : Type();
    // Strings only as messages (Assert's and Print's data): they have no
    // value at run time, the handlers read their text.
    if (auto strings = dyn_cast_or_null<DenseStringElementsAttr>(value)) {
      for (Operation *user : op->getResult(0).getUsers())
        if (!llvm::is_contained(
                std::initializer_list<StringRef>{"tf.Assert", "tf.Print"},
                user->getName().getStringRef()))
          return error(op) << "is a string constant used by '"
                           << user->getName()
                           << "': TaGrad takes strings only as the messages of "
                              "tf.Assert and tf.Print";
      stringConstants[op->getResult(0)] = strings;
      results.push_back(Value());
      return success();
    }
    // Unsigned integers are carried as the signless integers of their width
    // (the bits; Cast and Bitcast know the difference).
    if (value && element.isUnsignedInteger()) {
      element = b.getIntegerType(element.getIntOrFloatBitWidth());
      value = value.bitcast(element);
    }
    if (!value || !(isa<FloatType>(element) || element.isSignlessInteger()))
      return error(op) << "has a value TaGrad cannot take (only numbers and "
                          "booleans; strings and opaque tensors are not "
                          "supported)";
    // A large splat is a fill at run time: as a constant it would become
    // a global of every element (smaller ones stay constants that handlers
    // read: axes, shapes).
    constexpr int64_t kMaxSplatConstantElements = 1 << 20;
    if (value.isSplat() && value.getNumElements() > kMaxSplatConstantElements) {
      auto type = cast<RankedTensorType>(value.getType());
      Value scalar = arith::ConstantOp::create(
          b, op->getLoc(), cast<TypedAttr>(value.getSplatValue<Attribute>()));
      SmallVector<OpFoldResult> sizes =
          llvm::map_to_vector(type.getShape(), [&](int64_t d) -> OpFoldResult {
            return b.getIndexAttr(d);
          });
      results.push_back(fill(op->getLoc(), sizes, scalar));
      return success();
    }
    results.push_back(arith::ConstantOp::create(b, op->getLoc(), value));
    return success();
  };
  registerAssertHandlers();
  registerRandomHandlers();
  registerCandidateSamplingHandlers();
  registerElementwiseHandlers();
  registerShapeHandlers();
  registerPermutationHandlers();
  registerDiagonalHandlers();
  registerIndexingHandlers();
  registerSegmentHandlers();
  registerSetHandlers();
  registerSearchHandlers();
  registerFakeQuantHandlers();
  registerSparseHandlers();
  registerSpatialHandlers();
  registerPartitionHandlers();
  registerReductionHandlers();
  registerNNHandlers();
  registerCTCHandlers();
  registerImageHandlers();
  registerLinearAlgebraHandlers();
  registerOptimizerHandlers();
  registerConvolutionHandlers();
  registerPoolingHandlers();
  registerVariableHandlers();
  registerTensorArrayHandlers();
  registerTensorListHandlers();

  // The op table and the handlers are one set: a difference is TaGrad's
  // bug, found by any run of the pass.
  // (The functional ops are lowered by convertOp itself.)
  for (const tf::TFOpInfo &info : tf::getTFOpTable())
    if (info.family != tf::TFOpFamily::Functional && !handlers.count(info.name))
      llvm::report_fatal_error(llvm::Twine("TFOps.def lists tf.") + info.name +
                               ", which has no handler");
  for (const auto &entry : handlers)
    if (!tf::lookupTFOp(entry.getKey()))
      llvm::report_fatal_error("tf." + entry.getKey() +
                               " has a handler but is not in TFOps.def");
}

} // namespace mlir::tagrad::tf_legalize

LogicalResult mlir::tagrad::legalizeTFFunction(func::FuncOp func,
                                               ModuleOp module) {
  tf_legalize::Legalizer legalizer(module, func.getContext());
  return legalizer.run(func);
}
