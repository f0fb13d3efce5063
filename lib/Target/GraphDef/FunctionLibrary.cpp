//===- FunctionLibrary.cpp - A GraphDef's FunctionDefLibrary --------------===//
//
// TensorFlow 2's tf.function graphs keep loop bodies, branches and called
// functions in the GraphDef's library. The importer brings in every function
// the fetched nodes reach (through function-valued attributes such as
// While's body/cond, If's then_branch/else_branch, Case's branches, a call's
// f, a node whose op is a function, and GradientDefs), transitively, as a
// private func.func whose body is a tf_executor.graph: what TensorFlow's
// importer writes. Inside a function an input names an argument, or a
// node's output argument and an index (`node:output:index`, resolved by the
// output names of TFOps.def), or a control dependency (`^node`).
//
//===----------------------------------------------------------------------===//

#include "GraphImporter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;

namespace mlir::tagrad::graphdef_import {

LogicalResult indexLibrary(const tensorflow::FunctionDefLibrary &lib,
                           Library &out, Location loc) {
  for (const tensorflow::FunctionDef &fdef : lib.function()) {
    const std::string &name = fdef.signature().name();
    if (name.empty())
      return emitError(loc) << "the graph's library has a function without a "
                               "name";
    if (name == "main")
      return emitError(loc) << "the graph's library has a function named "
                               "'main', the name of the imported graph";
    if (!out.functions.try_emplace(name, &fdef).second)
      return emitError(loc)
             << "the graph's library defines function '" << name << "' twice";
  }
  for (const tensorflow::GradientDef &grad : lib.gradient())
    out.gradients[grad.function_name()] = grad.gradient_func();
  return success();
}

namespace {
/// The functions node `def` names: (attribute, function) pairs, attributes
/// sorted by name; a node whose op is a library function names it as "".
SmallVector<std::pair<std::string, std::string>>
namedFunctions(const tensorflow::NodeDef &def, const Library &library) {
  SmallVector<std::pair<std::string, std::string>> refs;
  if (library.functions.count(def.op()))
    refs.push_back({"", def.op()});
  SmallVector<std::string> names;
  for (const auto &kv : def.attr())
    names.push_back(kv.first);
  llvm::sort(names);
  for (const std::string &name : names) {
    const tensorflow::AttrValue &value = def.attr().at(name);
    if (value.value_case() == tensorflow::AttrValue::kFunc)
      refs.push_back({name, value.func().name()});
    if (value.value_case() == tensorflow::AttrValue::kList)
      for (const auto &f : value.list().func())
        refs.push_back({name, f.name()});
  }
  return refs;
}

/// The node named by a FunctionDef input or ret (`^n`, `n:out:i`, `arg`).
StringRef referencedName(StringRef ref) {
  ref.consume_front("^");
  return ref.take_until([](char c) { return c == ':'; });
}

/// The nodes of `fdef` its results and control results need, in order
/// (what the importer imports of a function).
SmallVector<const tensorflow::NodeDef *>
liveNodes(const tensorflow::FunctionDef &fdef) {
  llvm::StringMap<const tensorflow::NodeDef *> byName;
  for (const tensorflow::NodeDef &def : fdef.node_def())
    byName[def.name()] = &def;
  llvm::StringSet<> live;
  SmallVector<StringRef> work;
  for (const auto &kv : fdef.ret())
    work.push_back(referencedName(kv.second));
  for (const auto &kv : fdef.control_ret())
    work.push_back(kv.second);
  while (!work.empty()) {
    StringRef name = work.pop_back_val();
    auto it = byName.find(name);
    if (it == byName.end() || !live.insert(name).second)
      continue;
    for (const std::string &input : it->second->input())
      work.push_back(referencedName(input));
  }
  SmallVector<const tensorflow::NodeDef *> nodes;
  for (const tensorflow::NodeDef &def : fdef.node_def())
    if (live.contains(def.name()))
      nodes.push_back(&def);
  return nodes;
}
} // namespace

const tensorflow::FunctionDef *Importer::calledFunction(const Node &n) {
  return library.functions.lookup(n.def->op());
}

FailureOr<SmallVector<const tensorflow::FunctionDef *>>
Importer::reachableFunctions() {
  SmallVector<const tensorflow::FunctionDef *> found;
  // 1: being visited (on the call path), 2: done.
  llvm::StringMap<int> state;
  SmallVector<std::string> path;
  unsigned depth = 0;
  std::function<LogicalResult(const tensorflow::FunctionDef &)> visit;
  auto follow = [&](const std::string &name,
                    llvm::function_ref<InFlightDiagnostic()> where,
                    StringRef attrName) -> LogicalResult {
    const tensorflow::FunctionDef *fdef = library.functions.lookup(name);
    if (!fdef)
      return where() << "attribute '" << attrName << "' names function '"
                     << name << "', which the graph's library does not define";
    int s = state.lookup(name);
    if (s == 1) {
      InFlightDiagnostic diag = emitError(fileLoc);
      diag << "function '" << name << "' calls itself (";
      auto from = llvm::find(path, name);
      for (auto it = from; it != path.end(); ++it)
        diag << "'" << *it << "' -> ";
      return diag << "'" << name
                  << "'): TaGrad does not take recursive functions";
    }
    return s == 2 ? success() : visit(*fdef);
  };
  visit = [&](const tensorflow::FunctionDef &fdef) -> LogicalResult {
    const std::string &name = fdef.signature().name();
    // Deeper chains of calls (or gradients) than any tf.function writes
    // would only exhaust the stack.
    if (depth >= 1000)
      return emitError(fileLoc)
             << "functions call each other (or name gradients) more than "
                "1000 deep, at '"
             << name << "'";
    ++depth;
    state[name] = 1;
    path.push_back(name);
    found.push_back(&fdef);
    for (const tensorflow::NodeDef *def : liveNodes(fdef)) {
      for (auto &[attrName, callee] : namedFunctions(*def, library)) {
        auto where = [&, def = def]() {
          return emitError(fileLoc)
                 << "function '" << name << "': node '" << def->name() << "' ("
                 << def->op() << "): ";
        };
        if (failed(follow(callee, where, attrName)))
          return failure();
      }
    }
    path.pop_back();
    state[name] = 2;
    // Its gradient function is imported with it (tf.gradient); it does not
    // call the function, so it is not on the call path.
    auto grad = library.gradients.find(name);
    if (grad != library.gradients.end() && !state.count(grad->second)) {
      const tensorflow::FunctionDef *g = library.functions.lookup(grad->second);
      if (!g)
        return emitError(fileLoc)
               << "the gradient of function '" << name << "' is '"
               << grad->second
               << "', which the graph's library does not define";
      SmallVector<std::string> saved;
      std::swap(saved, path);
      if (failed(visit(*g)))
        return failure();
      std::swap(saved, path);
    }
    --depth;
    return success();
  };
  for (Node &n : nodes) {
    if (!n.reached || n.argIndex >= 0)
      continue;
    for (auto &[attrName, callee] : namedFunctions(*n.def, library))
      if (failed(follow(
              callee, [&]() { return error(n); }, attrName)))
        return failure();
  }
  return found;
}

FailureOr<int> Importer::flatOutputIndex(const Node &src, StringRef outputArg,
                                         int index, const Node *user,
                                         StringRef input) {
  auto fail = [&]() {
    InFlightDiagnostic diag = user ? error(*user) : error();
    diag << input << ": ";
    return diag;
  };
  // (name, how many values) of each output argument.
  SmallVector<std::pair<std::string, int64_t>> layout;
  if (const tensorflow::FunctionDef *callee = calledFunction(src)) {
    for (const auto &arg : callee->signature().output_arg())
      layout.push_back({arg.name(), 1});
  } else if (const tf::TFOpInfo *info = tf::lookupTFOp(src.def->op())) {
    for (const tf::TFOutputArg &arg : info->getOutputArgs()) {
      int64_t count = 1;
      if (!arg.lengthAttr.empty()) {
        const tensorflow::AttrValue *a = attr(src, arg.lengthAttr);
        if (a && a->value_case() == tensorflow::AttrValue::kI)
          count = a->i();
        else if (a && a->value_case() == tensorflow::AttrValue::kList)
          count = a->list().type_size();
        else
          return fail() << "node '" << src.def->name() << "' (" << src.def->op()
                        << ") has no attribute '" << arg.lengthAttr
                        << "' giving the length of its "
                        << "output '" << arg.name << "'";
      }
      layout.push_back({arg.name.str(), count});
    }
  } else {
    return fail() << "node '" << src.def->name() << "' (" << src.def->op()
                  << ") is not an op of TaGrad's table, so its output names "
                     "are unknown";
  }
  int64_t offset = 0;
  for (auto &[name, count] : layout) {
    if (name == outputArg) {
      if (index >= count)
        return fail() << "output '" << outputArg << "' of '" << src.def->name()
                      << "' (" << src.def->op() << ") has " << count << " value"
                      << (count == 1 ? "" : "s") << ", not " << index + 1;
      return static_cast<int>(offset + index);
    }
    offset += count;
  }
  InFlightDiagnostic diag = fail();
  diag << "'" << src.def->name() << "' (" << src.def->op()
       << ") has no output '" << outputArg << "' (its outputs:";
  for (auto [k, entry] : llvm::enumerate(layout))
    diag << (k ? ", " : " ") << entry.first;
  return diag << (layout.empty() ? " none)" : ")");
}

/// Resolves `ref` (a node's input, or a ret) to an edge; control inputs
/// (`^node`) set index -1. `fail` starts a diagnostic about `ref`.
static FailureOr<Edge> resolveReference(
    StringRef ref, llvm::function_ref<InFlightDiagnostic()> fail,
    const llvm::StringMap<unsigned> &byName, ArrayRef<Node> nodes,
    llvm::function_ref<FailureOr<int>(const Node &, StringRef, int)>
        flatIndex) {
  StringRef rest = ref;
  if (rest.consume_front("^")) {
    auto it = byName.find(rest);
    if (it == byName.end())
      return fail() << "names no node or argument of the function";
    return Edge{it->second, -1};
  }
  SmallVector<StringRef, 3> parts;
  rest.split(parts, ':');
  auto it = byName.find(parts[0]);
  if (it == byName.end())
    return fail() << "names no node or argument of the function";
  const Node &src = nodes[it->second];
  if (parts.size() == 1) {
    if (src.argIndex < 0)
      return fail() << "names node '" << parts[0]
                    << "' without an output: inside a function an input is "
                       "'node:output:index' or an argument's name";
    return Edge{it->second, 0};
  }
  if (src.argIndex >= 0 || parts.size() > 3)
    return fail() << "is not 'node:output:index' (nor an argument's name)";
  unsigned long long k = 0;
  if (parts.size() == 3 && (parts[2].getAsInteger(10, k) || k > INT32_MAX))
    return fail() << "has a bad index '" << parts[2] << "'";
  FailureOr<int> index = flatIndex(src, parts[1], static_cast<int>(k));
  if (failed(index))
    return failure();
  return Edge{it->second, *index};
}

LogicalResult Importer::resolveFunctionInput(Node &user, StringRef input) {
  auto fail = [&]() { return error(user) << "input '" << input << "' "; };
  FailureOr<Edge> edge = resolveReference(
      input, fail, byName, nodes, [&](const Node &src, StringRef out, int k) {
        return flatOutputIndex(src, out, k, &user,
                               ("input '" + input + "'").str());
      });
  if (failed(edge))
    return failure();
  (edge->index < 0 ? user.control : user.data).push_back(*edge);
  return success();
}

/// Whether `a` and `b` are one dtype (a resource handle's subtype aside).
static bool sameDType(Type a, Type b) {
  a = getElementTypeOrSelf(a);
  b = getElementTypeOrSelf(b);
  if (a == b)
    return true;
  auto oa = dyn_cast<OpaqueType>(a), ob = dyn_cast<OpaqueType>(b);
  auto kind = [](OpaqueType t) { return t.getTypeData().split('<').first; };
  return oa && ob && oa.getDialectNamespace() == ob.getDialectNamespace() &&
         kind(oa) == kind(ob);
}

LogicalResult Importer::checkFunctionalNode(const Node &n,
                                            ArrayRef<Value> operands,
                                            ArrayRef<Type> resultTypes) {
  StringRef op = n.def->op();
  // What each named function must take and return: the node's values.
  struct Want {
    std::string attr, function;
    SmallVector<Type> args, results;
  };
  SmallVector<Want> wants;
  SmallVector<Type> operandTypes, branchArgs;
  for (Value v : operands)
    operandTypes.push_back(v.getType());
  if (!operandTypes.empty())
    branchArgs.assign(operandTypes.begin() + 1, operandTypes.end());
  SmallVector<Type> results(resultTypes.begin(), resultTypes.end());
  auto needFunc = [&](StringRef name, ArrayRef<Type> args,
                      ArrayRef<Type> results) -> LogicalResult {
    const tensorflow::AttrValue *a = attr(n, name);
    if (!a || a->value_case() != tensorflow::AttrValue::kFunc)
      return error(n) << "needs a function attribute '" << name << "'";
    wants.push_back({name.str(), a->func().name(),
                     SmallVector<Type>(args.begin(), args.end()),
                     SmallVector<Type>(results.begin(), results.end())});
    return success();
  };
  if (calledFunction(n)) {
    wants.push_back({"", op.str(), operandTypes, results});
  } else {
    StringRef base = op;
    base.consume_front("Stateless");
    if (base == "While") {
      if (results.size() != operandTypes.size())
        return error(n) << "has " << operandTypes.size()
                        << " data inputs, but its 'T' lists " << results.size()
                        << " types";
      for (auto [k, pair] : llvm::enumerate(llvm::zip(operandTypes, results)))
        if (!sameDType(std::get<0>(pair), std::get<1>(pair)))
          return error(n) << "input " << k << " is "
                          << getElementTypeOrSelf(std::get<0>(pair))
                          << ", but its 'T' says "
                          << getElementTypeOrSelf(std::get<1>(pair));
      Type predicate = RankedTensorType::get({}, b.getI1Type());
      if (failed(needFunc("cond", operandTypes, predicate)) ||
          failed(needFunc("body", operandTypes, results)))
        return failure();
    } else if (base == "If") {
      if (failed(needFunc("then_branch", branchArgs, results)) ||
          failed(needFunc("else_branch", branchArgs, results)))
        return failure();
    } else if (base == "Case") {
      const tensorflow::AttrValue *a = attr(n, "branches");
      if (!a || a->value_case() != tensorflow::AttrValue::kList ||
          a->list().func_size() == 0)
        return error(n) << "needs a non-empty function list 'branches'";
      for (const auto &f : a->list().func())
        wants.push_back({"branches", f.name(), branchArgs, results});
    } else if (failed(needFunc("f", operandTypes, results))) {
      return failure();
    }
  }
  auto plural = [](size_t k, StringRef what) {
    return std::to_string(k) + " " + what.str() + (k == 1 ? "" : "s");
  };
  for (const Want &w : wants) {
    const tensorflow::FunctionDef *f = library.functions.lookup(w.function);
    if (!f)
      return error(n) << "function '" << w.function
                      << "' is not in the graph's library";
    std::string role =
        w.attr.empty() ? "its function" : "its " + w.attr + " function";
    const tensorflow::OpDef &sig = f->signature();
    if (static_cast<size_t>(sig.input_arg_size()) != w.args.size())
      return error(n) << role << " '" << w.function << "' takes "
                      << plural(sig.input_arg_size(), "argument")
                      << ", but the node passes " << w.args.size();
    if (static_cast<size_t>(sig.output_arg_size()) != w.results.size())
      return error(n) << role << " '" << w.function << "' returns "
                      << plural(sig.output_arg_size(), "result")
                      << ", but the node has " << w.results.size();
    // The dtypes too: a mismatch is a graph TensorFlow would not run.
    variantOk = true;
    auto check = [&](const tensorflow::OpDef::ArgDef &arg, Type given,
                     StringRef what, StringRef where) -> LogicalResult {
      FailureOr<Type> t =
          dtypeToType(arg.type(), &n, (what + " '" + arg.name() + "'").str());
      if (failed(t))
        return failure();
      if (sameDType(*t, given))
        return success();
      return error(n) << role << " '" << w.function << "' " << what << " '"
                      << arg.name() << "' is " << *t << ", but " << where
                      << " is " << getElementTypeOrSelf(given);
    };
    for (auto [k, arg] : llvm::enumerate(sig.input_arg()))
      if (failed(check(arg, w.args[k], "argument",
                       "the node's value " + std::to_string(k))))
        return failure();
    for (auto [k, arg] : llvm::enumerate(sig.output_arg()))
      if (failed(check(arg, w.results[k], "result",
                       "the node's result " + std::to_string(k))))
        return failure();
  }
  return success();
}

LogicalResult Importer::importFunction(const tensorflow::FunctionDef &fdef,
                                       ModuleOp module) {
  const tensorflow::OpDef &sig = fdef.signature();
  auto concrete = [&](const tensorflow::OpDef::ArgDef &arg,
                      StringRef kind) -> LogicalResult {
    if (arg.type_attr().empty() && arg.number_attr().empty() &&
        arg.type_list_attr().empty())
      return success();
    return error() << kind << " '" << arg.name()
                   << "' is polymorphic (its type is an attribute): TaGrad "
                      "takes functions of concrete types, as tf.function "
                      "writes them";
  };

  // Arguments are `_Arg` nodes, so that inputs find them by name.
  SmallVector<const tensorflow::NodeDef *> defs;
  for (const auto &arg : sig.input_arg()) {
    if (failed(concrete(arg, "argument")))
      return failure();
    tensorflow::NodeDef &def = argDefs.emplace_back();
    def.set_name(arg.name());
    def.set_op("_Arg");
    defs.push_back(&def);
  }
  size_t numArgs = defs.size();
  for (const tensorflow::NodeDef *def : liveNodes(fdef))
    defs.push_back(def);
  if (failed(buildNodes(defs, numArgs)))
    return failure();

  // Argument types: the dtype, shaped by the argument's _output_shapes (or
  // the function's _input_shapes), as tf.function records them.
  variantOk = true;
  const tensorflow::AttrValue *inputShapes = nullptr;
  if (auto it = fdef.attr().find("_input_shapes"); it != fdef.attr().end())
    inputShapes = &it->second;
  SmallVector<DictionaryAttr> argAttrs;
  bool anyArgAttrs = false;
  for (auto [k, arg] : llvm::enumerate(sig.input_arg())) {
    Node &n = nodes[k];
    FailureOr<Type> element =
        dtypeToType(arg.type(), nullptr, "argument '" + arg.name() + "'");
    if (failed(element))
      return failure();
    const tensorflow::TensorShapeProto *shape = nullptr;
    NamedAttrList attrs;
    if (auto it = fdef.arg_attr().find(k); it != fdef.arg_attr().end()) {
      SmallVector<std::string> names;
      for (const auto &kv : it->second.attr())
        names.push_back(kv.first);
      llvm::sort(names);
      for (const std::string &name : names) {
        const tensorflow::AttrValue &value = it->second.attr().at(name);
        if (name == "_output_shapes") {
          if (value.value_case() == tensorflow::AttrValue::kList &&
              value.list().shape_size() == 1)
            shape = &value.list().shape(0);
          continue;
        }
        FailureOr<Attribute> a = convertAttr(value, n, name);
        if (failed(a))
          return failure();
        if (*a)
          attrs.set("tf." + name, *a);
      }
    }
    if (!shape && inputShapes &&
        inputShapes->value_case() == tensorflow::AttrValue::kList &&
        inputShapes->list().shape_size() == sig.input_arg_size())
      shape = &inputShapes->list().shape(k);
    std::optional<SmallVector<int64_t>> dims;
    if (shape) {
      auto parsed = shapeOf(*shape, &n);
      if (failed(parsed))
        return failure();
      dims = *parsed;
    }
    argTypes.push_back(tensorType(dims, *element));
    anyArgAttrs |= !attrs.empty();
    argAttrs.push_back(attrs.getDictionary(ctx));
  }

  // Results: `ret` maps each output argument to a value; `control_ret`
  // names the nodes run for their effects.
  SmallVector<unsigned> roots;
  SmallVector<Type> declared;
  for (const auto &out : sig.output_arg()) {
    if (failed(concrete(out, "result")))
      return failure();
    auto it = fdef.ret().find(out.name());
    if (it == fdef.ret().end())
      return error() << "result '" << out.name() << "' has no 'ret' entry";
    std::string what = "ret '" + out.name() + "' = '" + it->second + "'";
    auto fail = [&]() { return error() << what << " "; };
    FailureOr<Edge> edge =
        resolveReference(it->second, fail, byName, nodes,
                         [&](const Node &src, StringRef name, int k) {
                           return flatOutputIndex(src, name, k, nullptr, what);
                         });
    if (failed(edge))
      return failure();
    if (edge->index < 0)
      return error() << what << " is a control dependency, not a value";
    FailureOr<Type> t =
        dtypeToType(out.type(), nullptr, "result '" + out.name() + "'");
    if (failed(t))
      return failure();
    declared.push_back(*t);
    outputs.push_back({edge->src, edge->index});
    roots.push_back(edge->src);
  }
  for (const std::string &name : sig.control_output()) {
    auto it = fdef.control_ret().find(name);
    if (it == fdef.control_ret().end())
      return error() << "control output '" << name
                     << "' has no 'control_ret' entry";
    auto node = byName.find(it->second);
    if (node == byName.end() || nodes[node->second].argIndex >= 0)
      return error() << "control_ret '" << name << "' = '" << it->second
                     << "' names no node of the function";
    controlOutputs.push_back(node->second);
    roots.push_back(node->second);
  }
  for (unsigned k = 0; k < numArgs; ++k)
    roots.push_back(k);
  if (failed(prune(roots)))
    return failure();
  FailureOr<SmallVector<unsigned>> sorted = prepare();
  if (failed(sorted))
    return failure();

  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto func = func::FuncOp::create(builder, UnknownLoc::get(ctx), sig.name(),
                                   builder.getFunctionType(argTypes, {}));
  func.setPrivate();
  Block *entry = func.addEntryBlock();
  for (unsigned k = 0; k < numArgs; ++k)
    nodes[k].outputs.push_back(entry->getArgument(k));
  FailureOr<SmallVector<Type>> resultTypes = emitBody(entry, *sorted);
  if (failed(resultTypes))
    return failure();
  for (auto [k, pair] : llvm::enumerate(llvm::zip(*resultTypes, declared))) {
    auto [got, want] = pair;
    if (getElementTypeOrSelf(got) != want)
      return error() << "result '" << sig.output_arg(k).name()
                     << "' is declared " << want << " but its value is " << got;
  }
  func.setFunctionType(builder.getFunctionType(argTypes, *resultTypes));
  if (anyArgAttrs)
    func.setAllArgAttrs(argAttrs);

  // The function's attributes (_construction_context, ...) as tf.<name>,
  // and its gradient.
  tensorflow::NodeDef &self = argDefs.emplace_back();
  self.set_name(sig.name());
  self.set_op("FunctionDef");
  Node selfNode;
  selfNode.def = &self;
  SmallVector<std::string> names;
  for (const auto &kv : fdef.attr())
    names.push_back(kv.first);
  llvm::sort(names);
  for (const std::string &name : names) {
    if (name == "_input_shapes")
      continue;
    FailureOr<Attribute> a = convertAttr(fdef.attr().at(name), selfNode, name);
    if (failed(a))
      return failure();
    if (*a)
      func->setAttr("tf." + name, *a);
  }
  if (auto grad = library.gradients.find(sig.name());
      grad != library.gradients.end())
    func->setAttr("tf.gradient", FlatSymbolRefAttr::get(ctx, grad->second));
  return success();
}

} // namespace mlir::tagrad::graphdef_import
