//===- LiftVariables.cpp - -tagrad-tf-lift-variables ----------------------===//
//
// Makes a TensorFlow program's variables arguments and results of the
// function that runs it, as TF-MLIR promotes variable handles to arguments
// before it legalizes: the whole-program part of variables (which variables
// a step touches, their types and names, which of them it writes), so that
// -tagrad-legalize-tf only carries each variable's value through the ops.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/TFFrontend/TFOpTable.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADTFLIFTVARIABLES
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;
using namespace mlir::tagrad::tf_legalize;

namespace {

bool isVariableOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name == "tf.VarHandleOp" || name == "tf.VariableV2" ||
         name == "tf.Variable";
}

bool isReferenceVariableOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name == "tf.VariableV2" || name == "tf.Variable";
}

bool isResourcePlaceholder(Operation *op) {
  return op->getName().getStringRef() == "tf.Placeholder" &&
         op->getNumResults() == 1 && isResourceType(op->getResult(0).getType());
}

/// Ops whose result i is their operand i: a handle passed through stays the
/// same variable (a TF1 reference given a tensor result is read instead).
bool forwardsHandles(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name == "builtin.unrealized_conversion_cast" ||
         name == "tf.WhileRegion" ||
         (name.consume_front("tf.") &&
          llvm::is_contained({"Identity", "IdentityN", "Snapshot",
                              "StopGradient", "PreventGradient", "EnsureShape",
                              "While", "StatelessWhile"},
                             name));
}

/// Ops that read a variable and never change it.
bool onlyReads(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return name.consume_front("tf.") &&
         llvm::is_contained({"ReadVariableOp", "VarIsInitializedOp",
                             "IsVariableInitialized", "VariableShape",
                             "ResourceGather", "ResourceGatherNd"},
                            name);
}

/// Calls `visit` with every use of the variable the `seeds` handles name,
/// following the handle where an op forwards it: through forwarding ops'
/// results, into the regions of region loops, into the functions loop,
/// branch and case ops name, and through the reference TF1 updates return.
void forEachVariableUse(ArrayRef<Value> seeds, ModuleOp module,
                        function_ref<void(OpOperand &)> visit) {
  SmallVector<Value> worklist;
  DenseSet<Value> seen;
  auto follow = [&](Value v) {
    if (isResourceType(v.getType()) && seen.insert(v).second)
      worklist.push_back(v);
  };
  llvm::for_each(seeds, follow);
  // The arguments of the functions `user` passes operand `i` to (If's and
  // Case's first operand is the predicate or index).
  auto followIntoFunctions = [&](Operation *user, unsigned i) {
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
  };
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      unsigned i = use.getOperandNumber();
      visit(use);
      if (forwardsHandles(user) && i < user->getNumResults())
        follow(user->getResult(i));
      StringRef name = user->getName().getStringRef();
      const tf::TFOpInfo *info =
          name.consume_front("tf.") ? tf::lookupTFOp(name) : nullptr;
      if (info && info->resultRule == tf::TFResultRule::Ref &&
          user->getNumResults() == 1)
        follow(user->getResult(0));
      followIntoFunctions(user, i);
      // A branch yielding the handle: the conditional's result is it.
      StringRef parent = user->getParentOp()
                             ? user->getParentOp()->getName().getStringRef()
                             : "";
      if (user->getName().getStringRef() == "tf.Yield" &&
          (parent == "tf.IfRegion" || parent == "tf.CaseRegion") &&
          i < user->getParentOp()->getNumResults())
        follow(user->getParentOp()->getResult(i));
      for (Region &region : user->getRegions())
        if (!region.empty() &&
            region.front().getNumArguments() == user->getNumOperands())
          follow(region.front().getArgument(i));
    }
  }
}

/// Whether `use` may change the variable: anything but a read or a
/// forwarding op (an op TaGrad does not know counts as a write; the
/// legalizer refuses it anyway).
bool writes(OpOperand &use) {
  Operation *user = use.getOwner();
  if (onlyReads(user) || forwardsHandles(user) ||
      user->hasTrait<OpTrait::IsTerminator>())
    return false;
  StringRef name = user->getName().getStringRef();
  if (name == "tf.Yield" || name == "tf.IfRegion" || name == "tf.If" ||
      name == "tf.StatelessIf" || name == "tf.Case" ||
      name == "tf.StatelessCase")
    return false;
  // A TF1 reference where the op takes a value is read.
  return use.getOperandNumber() < resourceOperandCount(name.starts_with("tf.")
                                                           ? name.drop_front(3)
                                                           : name);
}

/// The value type of a captured variable (a resource placeholder or
/// argument): its subtype or handle attributes, else the most precise type
/// its reads and writes state, refined by `hint` (the caller's feed); null
/// when neither says.
TensorType capturedVariableType(Value handle, Type hint, ModuleOp module) {
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
  forEachVariableUse(handle, module, [&](OpOperand &use) {
    Operation *user = use.getOwner();
    StringRef name = user->getName().getStringRef();
    if (name == "tf.ReadVariableOp")
      note(user->getResult(0).getType(), true);
    else if (use.getOperandNumber() == 0 && (name == "tf.AssignVariableOp" ||
                                             name == "tf.AssignAddVariableOp" ||
                                             name == "tf.AssignSubVariableOp"))
      note(user->getOperand(1).getType(), true);
    else if (name == "tf.ResourceGather")
      note(user->getResult(0).getType(), false);
  });
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

/// The type a VarHandleOp or VariableV2 declares, or a diagnostic.
FailureOr<RankedTensorType> declaredVariableType(Operation *op,
                                                 StringRef name) {
  bool isRef = isReferenceVariableOp(op);
  Type handle = op->getNumResults() == 1 ? op->getResult(0).getType() : Type();
  if (!handle || !isResourceType(handle) || isVariantType(handle) ||
      (isRef != static_cast<bool>(refElementType(handle))))
    return op->emitError() << "'" << op->getName() << "' '" << name
                           << "' must return one "
                           << (isRef ? "reference" : "resource handle");
  TensorType type = op->getNumResults() == 1 && !isRef
                        ? resourceSubtype(op->getResult(0).getType())
                        : nullptr;
  if (!type) {
    // A reference's element type is in its result type (TensorFlow's
    // importer drops the dtype attribute).
    auto dtype = op->getAttrOfType<TypeAttr>("dtype");
    Type element = dtype ? dtype.getValue() : Type();
    if (isRef && !element && op->getNumResults() == 1)
      element = refElementType(op->getResult(0).getType());
    FailureOr<std::optional<SmallVector<int64_t>>> shape =
        parseShapeAttr(op->getAttr("shape"));
    if (element && succeeded(shape) && *shape)
      type = RankedTensorType::get(**shape, element);
  }
  auto ranked = dyn_cast_or_null<RankedTensorType>(type);
  if (!ranked)
    return op->emitError() << "'" << op->getName() << "' '" << name
                           << "' needs a ranked type (a resource subtype or "
                              "dtype and shape attributes)";
  if (!isNumericTensorOrScalar(ranked))
    return op->emitError() << "'" << op->getName() << "' '" << name
                           << "' holds " << ranked
                           << ", which TaGrad cannot take (numbers and "
                              "booleans only)";
  return ranked;
}

/// One variable of a function being lifted.
struct LiftedVariable {
  std::string name;
  RankedTensorType type;
  /// The handle the new argument takes the type of (a resource or a TF1
  /// reference).
  Type handleType;
  /// What stands for it now: VarHandleOps and placeholders in the function
  /// (replaced by the argument), or the resource argument itself.
  SmallVector<Operation *> ops;
  BlockArgument argument;
};

class VariableLifter {
public:
  VariableLifter(func::FuncOp func, ModuleOp module)
      : func(func), module(module), b(func.getContext()) {}

  LogicalResult run() {
    if (failed(collectDeclared()) || failed(collectCaptured()))
      return failure();
    unsigned numArguments = func.getNumArguments();
    unsigned numResults = func.getNumResults();
    addArguments();
    returnWritten();
    // A func.call passes what the function took before (TensorFlow's calls
    // were inlined; -tagrad-tf-inline-calls keeps a func.call only where no
    // handle crosses it).
    if (func.getNumArguments() != numArguments ||
        func.getNumResults() != numResults) {
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(func, module);
      if (uses && !uses->empty()) {
        for (const SymbolTable::SymbolUse &use : *uses)
          use.getUser()->emitError()
              << "calls @" << func.getName()
              << ", whose variables -tagrad-tf-lift-variables made arguments "
                 "or results: a call cannot pass them";
        return failure();
      }
    }
    func->removeAttr(TaGradDialect::ArgumentTypesAttrHelper::getNameStr());
    func->removeAttr(TaGradDialect::VariableTypesAttrHelper::getNameStr());
    return success();
  }

private:
  /// VarHandleOps and VariableV2s of this function and the functions it
  /// names, by name; those of this function become arguments, the others
  /// name them (-tagrad-legalize-tf binds them by name).
  LogicalResult collectDeclared() {
    SetVector<func::FuncOp> scope;
    scope.insert(func);
    collectCallees(func, module, scope);
    for (func::FuncOp f : scope) {
      WalkResult walk = f.walk([&](Operation *op) {
        if (!isVariableOp(op))
          return WalkResult::advance();
        std::string name = variableName(op);
        FailureOr<RankedTensorType> type = declaredVariableType(op, name);
        if (failed(type))
          return WalkResult::interrupt();
        auto [it, inserted] = declared.try_emplace(name);
        LiftedVariable &variable = it->second;
        if (inserted) {
          variable = {name, *type, op->getResult(0).getType(), {}, {}};
        } else if (variable.type != *type) {
          op->emitError() << "'" << op->getName() << "' '" << name << "' is "
                          << *type << " here but " << variable.type
                          << " elsewhere";
          return WalkResult::interrupt();
        }
        if (f == func)
          variable.ops.push_back(op);
        else
          elsewhere[name].push_back(op->getResult(0));
        return WalkResult::advance();
      });
      if (walk.wasInterrupted())
        return failure();
    }
    return success();
  }

  /// TF2 captures variables as resource placeholders: arguments of the
  /// function (fed by name) keep their place, the ones left in the graph
  /// follow the inputs, in byte order of their names (TensorFlow's importer
  /// does not keep the node order). Types: the handle's subtype, else what
  /// the graph's uses state, else the caller's: the function's
  /// tagrad.argument_types (by argument) or tagrad.variable_types (by name).
  LogicalResult collectCaptured() {
    auto hints = func->getAttrOfType<ArrayAttr>(
        TaGradDialect::ArgumentTypesAttrHelper::getNameStr());
    auto namedHints = func->getAttrOfType<DictionaryAttr>(
        TaGradDialect::VariableTypesAttrHelper::getNameStr());
    auto hintFor = [&](unsigned argument, StringRef name) -> Type {
      if (hints && argument < hints.size())
        if (auto attr = dyn_cast<TypeAttr>(hints[argument]))
          return attr.getValue();
      if (auto attr = namedHints ? namedHints.getAs<TypeAttr>(name) : nullptr)
        return attr.getValue();
      return Type();
    };
    auto typeOf = [&](Value handle, StringRef name, unsigned argument,
                      Location where,
                      const Twine &what) -> FailureOr<RankedTensorType> {
      auto type = dyn_cast_or_null<RankedTensorType>(
          capturedVariableType(handle, hintFor(argument, name), module));
      if (!type)
        return emitError(where)
               << what
               << " is a resource whose value type TaGrad cannot know: no "
                  "resource subtype or handle attributes (_handle_dtypes, "
                  "_handle_shapes), no ranked ReadVariableOp or "
                  "AssignVariableOp use, and no tagrad.argument_types or "
                  "tagrad.variable_types entry (tagrad-run takes them from "
                  "its --input and var__NAME.npy files)";
      if (!isNumericTensorOrScalar(type))
        return emitError(where) << what << " holds " << type
                                << ", which TaGrad cannot take (numbers and "
                                   "booleans only)";
      return type;
    };

    SmallVector<StringRef> inputNames;
    if (auto entry = func->getAttrOfType<DictionaryAttr>("tf.entry_function"))
      if (auto in = entry.getAs<StringAttr>("inputs"))
        in.getValue().split(inputNames, ',', -1, false);
    for (BlockArgument arg : func.getArguments()) {
      if (!isResourceType(arg.getType()) || isVariantType(arg.getType()))
        continue;
      unsigned i = arg.getArgNumber();
      if (func.isPrivate())
        return emitError(arg.getLoc())
               << "argument " << i << " of @" << func.getName()
               << " is a resource; TaGrad takes resource arguments (captured "
                  "variables) of public functions only";
      std::string name = i < inputNames.size() ? inputNames[i].str()
                                               : "arg" + std::to_string(i);
      FailureOr<RankedTensorType> type = typeOf(
          arg, name, i, arg.getLoc(),
          "argument " + Twine(i) + " ('" + name + "') of @" + func.getName());
      if (failed(type))
        return failure();
      capturedArguments.push_back({name, *type, arg.getType(), {}, arg});
    }

    WalkResult walk = func.walk([&](Operation *op) {
      if (!isResourcePlaceholder(op))
        return WalkResult::advance();
      std::string name = variableName(op);
      if (!placeholders.try_emplace(name).second || declared.count(name)) {
        op->emitError() << "'tf.Placeholder' '" << name
                        << "' names a variable twice";
        return WalkResult::interrupt();
      }
      placeholders[name] = {
          name, nullptr, op->getResult(0).getType(), {op}, {}};
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    unsigned argument = func.getNumArguments();
    for (auto &[name, variable] : placeholders) {
      Operation *op = variable.ops.front();
      FailureOr<RankedTensorType> type =
          typeOf(op->getResult(0), name, argument++, op->getLoc(),
                 "'tf.Placeholder' '" + name + "'");
      if (failed(type))
        return failure();
      variable.type = *type;
    }
    return success();
  }

  /// The placeholders' and then the declared variables' arguments, each in
  /// byte order of its name, after the function's own.
  void addArguments() {
    Block &entry = func.front();
    auto lift = [&](LiftedVariable &variable, Location loc) {
      unsigned index = func.getNumArguments();
      if (failed(func.insertArgument(index, variable.handleType, {}, loc)))
        llvm_unreachable("appending an argument cannot fail");
      variable.argument = entry.getArgument(index);
      for (Operation *op : variable.ops) {
        Value replacement = variable.argument;
        if (replacement.getType() != op->getResult(0).getType()) {
          // Another declaration of the variable, typed otherwise (with or
          // without a subtype): the legalizer looks through the cast.
          b.setInsertionPoint(op);
          replacement =
              UnrealizedConversionCastOp::create(
                  b, op->getLoc(), op->getResult(0).getType(), replacement)
                  .getResult(0);
        }
        op->getResult(0).replaceAllUsesWith(replacement);
        op->erase();
      }
      variable.ops.clear();
    };
    for (auto &[name, variable] : placeholders)
      lift(variable, variable.ops.front()->getLoc());
    // A variable declared only in the functions this one names takes the
    // location of its first declaration there.
    for (auto &[name, variable] : declared)
      lift(variable, variable.ops.empty() ? elsewhere[name].front().getLoc()
                                          : variable.ops.front()->getLoc());
    for (LiftedVariable *variable : variables())
      markArgument(*variable);
  }

  void markArgument(LiftedVariable &variable) {
    unsigned i = variable.argument.getArgNumber();
    func.setArgAttr(i, TaGradDialect::VariableAttrHelper::getNameStr(),
                    b.getStringAttr(variable.name));
    func.setArgAttr(i, TaGradDialect::VariableTypeAttrHelper::getNameStr(),
                    TypeAttr::get(variable.type));
  }

  /// Every lifted variable, in argument order.
  SmallVector<LiftedVariable *> variables() {
    SmallVector<LiftedVariable *> all;
    for (LiftedVariable &variable : capturedArguments)
      all.push_back(&variable);
    for (auto &[name, variable] : placeholders)
      all.push_back(&variable);
    for (auto &[name, variable] : declared)
      all.push_back(&variable);
    llvm::sort(all, [](LiftedVariable *l, LiftedVariable *r) {
      return l->argument.getArgNumber() < r->argument.getArgNumber();
    });
    return all;
  }

  /// Each variable something may change is returned after the function's
  /// results, read at its end, in argument order.
  void returnWritten() {
    // The pass checked that the body ends with its return.
    if (func.front().back().getNumOperands() != func.getNumResults())
      return;
    Operation *terminator = &func.front().back();
    b.setInsertionPoint(terminator);
    SmallVector<Value> operands(terminator->getOperands());
    SmallVector<std::string> names;
    for (LiftedVariable *variable : variables()) {
      SmallVector<Value> seeds{variable->argument};
      llvm::append_range(seeds, elsewhere.lookup(variable->name));
      bool written = false;
      forEachVariableUse(seeds, module,
                         [&](OpOperand &use) { written |= writes(use); });
      if (!written)
        continue;
      Location loc = terminator->getLoc();
      // A reference is read by an Identity with a tensor result.
      OperationState read(loc, refElementType(variable->handleType)
                                   ? "tf.Identity"
                                   : "tf.ReadVariableOp");
      read.addOperands(variable->argument);
      read.addTypes(variable->type);
      operands.push_back(b.create(read)->getResult(0));
      names.push_back(variable->name);
    }
    if (names.empty())
      return;
    unsigned first = terminator->getNumOperands();
    terminator->setOperands(operands);
    SmallVector<Type> results(func.getResultTypes());
    for (Value v : ValueRange(operands).drop_front(first))
      results.push_back(v.getType());
    SmallVector<DictionaryAttr> resultAttrs;
    func.getAllResultAttrs(resultAttrs);
    resultAttrs.resize(first, b.getDictionaryAttr({}));
    for (const std::string &name : names)
      resultAttrs.push_back(b.getDictionaryAttr(
          b.getNamedAttr(TaGradDialect::VariableAttrHelper::getNameStr(),
                         b.getStringAttr(name))));
    func.setType(b.getFunctionType(func.getArgumentTypes(), results));
    func.setAllResultAttrs(resultAttrs);
  }

  func::FuncOp func;
  ModuleOp module;
  OpBuilder b;
  std::map<std::string, LiftedVariable> declared;
  /// Declarations of `declared` variables in the functions this one names.
  llvm::StringMap<SmallVector<Value>> elsewhere;
  std::map<std::string, LiftedVariable> placeholders;
  SmallVector<LiftedVariable> capturedArguments;
};

struct LiftVariables
    : public tagrad::impl::TaGradTFLiftVariablesBase<LiftVariables> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool failedAny = false;
    // Only entry functions: one that a loop, branch or call also names
    // keeps the signature its callers pass.
    for (func::FuncOp func : legalizationRoots(module).entries) {
      if (!func.getBody().hasOneBlock())
        continue; // -tagrad-legalize-tf says why.
      // An unregistered last op may pass for a terminator; lifting the
      // variables may then erase it. A step ends with its return.
      if (func.front().empty() || !isa<func::ReturnOp>(func.front().back())) {
        func.emitError() << "'" << func.getName()
                         << "' does not end with a return";
        failedAny = true;
        continue;
      }
      if (failed(VariableLifter(func, module).run()))
        failedAny = true;
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
