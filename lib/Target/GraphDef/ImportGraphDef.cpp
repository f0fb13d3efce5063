//===- ImportGraphDef.cpp - TensorFlow GraphDef to tf_executor MLIR -------===//
//
// tagrad-translate --import-graphdef: reads a GraphDef with protobuf (the
// schema subset in graph.proto) and writes what TensorFlow's importer
// writes (see include/TaGrad/Target/GraphDef.h):
//
//  * func.func @main(inputs) -> (outputs) attributes {tf.entry_function =
//    {control_outputs, inputs, outputs}}, its body one tf_executor.graph
//    whose tf_executor.fetch returns the outputs (and the control outputs'
//    tokens);
//  * per node, in a topological order: an island around "tf.<Op>" (results
//    then !tf_executor.control), or the TF1 control-flow ops
//    tf_executor.Enter/Exit/Switch/Merge/LoopCond/ControlTrigger and a
//    NextIteration.Source (emitted first) / NextIteration.Sink pair;
//  * loc(fused["<Op>:", "<node name>"]) on every op, like TensorFlow;
//  * fed nodes (-tf-input-arrays) are the function's arguments;
//  * only what the fetches reach is imported (and the Exit nodes of reached
//    loop variables, which TensorFlow's importer keeps too).
//  * the library functions the imported nodes reach (TensorFlow 2's
//    While/If/Case/call bodies), each a private func.func after @main
//    (FunctionLibrary.cpp).
//
// Result types: an op table (opSignature) gives each op's result count and
// element types from its attributes; shapes are unranked except where the
// graph states them (Const values, fed inputs, resource handles, the
// scalars of TensorArray flows and loop predicates). -tagrad-legalize-tf
// computes the shapes. Ops outside the table are an error ("unknown op")
// unless -tf-allow-unknown-ops.
//
//===----------------------------------------------------------------------===//

#include "GraphImporter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/stubs/logging.h>
#include <google/protobuf/text_format.h>

#include <cstring>
#include <optional>
#include <queue>

using namespace mlir;
namespace tf = mlir::tagrad::tf;
using llvm::SmallVector;
using llvm::StringRef;

namespace {

/// Collects the text parser's first errors instead of letting protobuf log
/// them.
class TextErrors : public google::protobuf::io::ErrorCollector {
public:
  void AddError(int line, google::protobuf::io::ColumnNumber column,
                const std::string &message) override {
    if (messages.size() < 3)
      messages.push_back("line " + std::to_string(line + 1) + ":" +
                         std::to_string(column + 1) + ": " + message);
  }
  void AddWarning(int, google::protobuf::io::ColumnNumber,
                  const std::string &) override {}
  std::string str() const {
    std::string s;
    for (const std::string &m : messages)
      s += (s.empty() ? "" : "; ") + m;
    return s.empty() ? "malformed text" : s;
  }
  std::vector<std::string> messages;
};

bool parseBinary(StringRef buffer, tensorflow::GraphDef &graph) {
  if (buffer.size() > static_cast<size_t>(INT32_MAX))
    return false;
  return graph.ParseFromArray(buffer.data(), static_cast<int>(buffer.size()));
}

bool parseText(StringRef buffer, tensorflow::GraphDef &graph,
               std::string &why) {
  if (buffer.size() > static_cast<size_t>(INT32_MAX)) {
    why = "too large";
    return false;
  }
  google::protobuf::TextFormat::Parser parser;
  TextErrors errors;
  parser.RecordErrorsTo(&errors);
  // Fields of newer TensorFlows and those graph.proto leaves out
  // (experimental_type, experimental_debug_info, ...) are skipped, as the
  // binary parser skips them.
  parser.AllowUnknownField(true);
  parser.AllowUnknownExtension(true);
  google::protobuf::io::ArrayInputStream input(buffer.data(),
                                               static_cast<int>(buffer.size()));
  if (parser.Parse(&input, &graph))
    return true;
  why = errors.str();
  return false;
}

} // namespace

namespace mlir::tagrad::graphdef_import {

NodeKind kindOf(StringRef op) {
  return llvm::StringSwitch<NodeKind>(op)
      .Case("Enter", NodeKind::Enter)
      .Case("Exit", NodeKind::Exit)
      .Case("Switch", NodeKind::Switch)
      .Case("Merge", NodeKind::Merge)
      .Case("LoopCond", NodeKind::LoopCond)
      .Case("NextIteration", NodeKind::NextIteration)
      .Case("ControlTrigger", NodeKind::ControlTrigger)
      .Default(NodeKind::Plain);
}

FailureOr<unsigned> Importer::lookup(StringRef name, StringRef what) {
  auto it = byName.find(name);
  if (it == byName.end()) {
    error() << what << " '" << name << "' is not a node of the graph";
    return failure();
  }
  return it->second;
}

LogicalResult Importer::parseTensorName(StringRef name, StringRef what,
                                        unsigned &node, int &index) {
  StringRef nodeName = name;
  index = 0;
  size_t colon = name.rfind(':');
  if (colon != StringRef::npos) {
    unsigned long long k;
    if (name.substr(colon + 1).getAsInteger(10, k) || k > INT32_MAX) {
      error() << what << " '" << name << "': bad output index";
      return failure();
    }
    index = static_cast<int>(k);
    nodeName = name.substr(0, colon);
  }
  FailureOr<unsigned> n = lookup(nodeName, what);
  if (failed(n))
    return failure();
  node = *n;
  return success();
}

LogicalResult Importer::buildNodes(ArrayRef<const tensorflow::NodeDef *> defs,
                                   size_t numArgs) {
  nodes.resize(defs.size());
  for (auto [i, defPtr] : llvm::enumerate(defs)) {
    const tensorflow::NodeDef &def = *defPtr;
    Node &n = nodes[i];
    n.def = &def;
    n.kind = kindOf(def.op());
    if (def.name().empty()) {
      error() << "node #" << i << " (" << def.op() << ") has no name";
      return failure();
    }
    if (def.op().empty()) {
      error() << "node '" << def.name() << "' has no op";
      return failure();
    }
    if (!byName.try_emplace(def.name(), i).second) {
      error() << "node '" << def.name() << "' is defined twice";
      return failure();
    }
  }
  // A function's arguments come first.
  for (size_t k = 0; k < numArgs; ++k)
    nodes[k].argIndex = k;
  for (Node &n : nodes) {
    for (const std::string &input : n.def->input()) {
      // A function's inputs name arguments and output arguments.
      if (!function.empty()) {
        if (failed(resolveFunctionInput(n, input)))
          return failure();
        continue;
      }
      StringRef in = input;
      bool isControl = in.consume_front("^");
      unsigned src;
      int index;
      auto it = byName.end();
      if (isControl) {
        it = byName.find(in);
        if (it == byName.end()) {
          error(n) << "control input '" << input
                   << "' names no node of the graph";
          return failure();
        }
        n.control.push_back({it->second, -1});
        continue;
      }
      StringRef nodeName = in;
      index = 0;
      size_t colon = in.rfind(':');
      if (colon != StringRef::npos) {
        unsigned long long k;
        if (in.substr(colon + 1).getAsInteger(10, k) || k > INT32_MAX) {
          error(n) << "input '" << input << "' has a bad output index";
          return failure();
        }
        index = static_cast<int>(k);
        nodeName = in.substr(0, colon);
      }
      it = byName.find(nodeName);
      if (it == byName.end()) {
        error(n) << "input '" << input << "' names no node of the graph";
        return failure();
      }
      src = it->second;
      n.data.push_back({src, index});
    }
  }
  return success();
}

LogicalResult Importer::prune(ArrayRef<unsigned> roots) {
  SmallVector<unsigned> work(roots.begin(), roots.end());
  auto visit = [&]() {
    while (!work.empty()) {
      unsigned i = work.pop_back_val();
      Node &n = nodes[i];
      if (n.reached)
        continue;
      n.reached = true;
      if (n.argIndex >= 0)
        continue;
      for (const Edge &e : n.data)
        work.push_back(e.src);
      for (const Edge &e : n.control)
        work.push_back(e.src);
    }
  };
  visit();
  // TensorFlow's importer keeps every node; the functionalization expects
  // the Exit of each reached loop variable (a Switch output) to be there.
  bool changed = true;
  while (changed) {
    changed = false;
    for (auto [i, n] : llvm::enumerate(nodes)) {
      if (n.reached || n.kind != NodeKind::Exit || n.data.size() != 1)
        continue;
      const Node &src = nodes[n.data[0].src];
      if (src.reached && src.kind == NodeKind::Switch) {
        work.push_back(i);
        visit();
        changed = true;
      }
    }
  }
  return success();
}

/// TensorFlow's node order (GetReversePostOrder with names as the stable
/// comparator, over the whole graph, from a source node that precedes every
/// node without inputs): the position of each node. The functionalization
/// breaks ties by graph position, so the same order gives the same result.
static std::vector<unsigned> tensorflowOrder(ArrayRef<Node> nodes) {
  size_t count = nodes.size();
  std::vector<SmallVector<unsigned, 2>> users(count);
  SmallVector<unsigned> roots;
  for (auto [i, n] : llvm::enumerate(nodes)) {
    for (const Edge &e : llvm::concat<const Edge>(n.data, n.control))
      users[e.src].push_back(i);
    if (n.data.empty() && n.control.empty())
      roots.push_back(i);
  }
  auto byName = [&](unsigned a, unsigned b) {
    return nodes[a].def->name() < nodes[b].def->name();
  };
  llvm::stable_sort(roots, byName);
  for (auto &u : users)
    llvm::stable_sort(u, byName);
  struct Work {
    unsigned node;
    bool leave;
  };
  std::vector<Work> stack;
  for (unsigned r : roots)
    stack.push_back({r, false});
  std::vector<bool> visited(count, false);
  std::vector<unsigned> post;
  while (!stack.empty()) {
    Work w = stack.back();
    stack.pop_back();
    if (w.leave) {
      post.push_back(w.node);
      continue;
    }
    if (visited[w.node])
      continue;
    visited[w.node] = true;
    stack.push_back({w.node, true});
    for (unsigned u : users[w.node])
      if (!visited[u])
        stack.push_back({u, false});
  }
  // Nodes no root reaches (cycles) go last, in GraphDef order.
  std::vector<unsigned> position(count, 0);
  unsigned k = 0;
  for (auto it = post.rbegin(); it != post.rend(); ++it)
    position[*it] = k++;
  for (unsigned i = 0; i < count; ++i)
    if (!visited[i])
      position[i] = k++;
  return position;
}

FailureOr<SmallVector<unsigned>> Importer::order() {
  // Kahn's algorithm on data and control edges, in TensorFlow's order among
  // the ready nodes (which is TensorFlow's order wherever that is
  // topological). A NextIteration's Source is emitted before everything, so
  // edges out of NextIteration nodes do not order anything.
  size_t count = nodes.size();
  std::vector<unsigned> position = tensorflowOrder(nodes);
  std::vector<unsigned> pending(count, 0);
  std::vector<SmallVector<unsigned, 2>> users(count);
  for (auto [i, n] : llvm::enumerate(nodes)) {
    if (!n.reached || n.argIndex >= 0)
      continue;
    auto add = [&](const Edge &e) {
      const Node &src = nodes[e.src];
      if (src.kind == NodeKind::NextIteration || src.argIndex >= 0)
        return;
      ++pending[i];
      users[e.src].push_back(i);
    };
    llvm::for_each(n.data, add);
    llvm::for_each(n.control, add);
  }
  using Entry = std::pair<unsigned, unsigned>; // (position, node)
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> ready;
  size_t reached = 0;
  for (auto [i, n] : llvm::enumerate(nodes))
    if (n.reached && n.argIndex < 0) {
      ++reached;
      if (pending[i] == 0)
        ready.push({position[i], i});
    }
  SmallVector<unsigned> result;
  while (!ready.empty()) {
    unsigned i = ready.top().second;
    ready.pop();
    result.push_back(i);
    for (unsigned u : users[i])
      if (--pending[u] == 0)
        ready.push({position[u], u});
  }
  if (result.size() == reached)
    return result;
  // A cycle that no NextIteration breaks: walk back from a stuck node along
  // stuck inputs until a node repeats.
  unsigned start = 0;
  for (auto [i, n] : llvm::enumerate(nodes))
    if (n.reached && n.argIndex < 0 && pending[i] > 0) {
      start = i;
      break;
    }
  std::vector<int> seenAt(count, -1);
  SmallVector<unsigned> path;
  unsigned cur = start;
  while (seenAt[cur] < 0) {
    seenAt[cur] = path.size();
    path.push_back(cur);
    const Node &n = nodes[cur];
    unsigned next = cur;
    for (const Edge &e : llvm::concat<const Edge>(n.data, n.control)) {
      const Node &src = nodes[e.src];
      if (src.kind != NodeKind::NextIteration && src.argIndex < 0 &&
          pending[e.src] > 0) {
        next = e.src;
        break;
      }
    }
    if (next == cur)
      break;
    cur = next;
  }
  auto diag = error();
  diag << "the graph has a cycle that no NextIteration breaks (TF1 loops "
          "need Enter/Merge/Switch/NextIteration/Exit): ";
  size_t from = seenAt[cur] >= 0 ? seenAt[cur] : 0;
  for (size_t k = path.size(); k-- > from;)
    diag << "'" << nodes[path[k]].def->name() << "' -> ";
  diag << "'" << nodes[path[path.size() - 1]].def->name() << "'";
  return failure();
}

Type Importer::variantType() { return OpaqueType::get(tfType(), "variant"); }

Type Importer::resourceType(std::optional<TensorType> subtype) {
  if (!subtype)
    return OpaqueType::get(tfType(), "resource");
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "resource<" << *subtype << ">";
  return OpaqueType::get(tfType(), os.str());
}

FailureOr<std::optional<TensorType>> Importer::handleSubtype(const Node &n) {
  const tensorflow::AttrValue *dtypes = attr(n, "_handle_dtypes");
  const tensorflow::AttrValue *shapes = attr(n, "_handle_shapes");
  if (!dtypes || dtypes->value_case() != tensorflow::AttrValue::kList ||
      dtypes->list().type_size() != 1)
    return std::optional<TensorType>();
  FailureOr<Type> element =
      dtypeToType(dtypes->list().type(0), &n, "the handle's dtype");
  if (failed(element))
    return failure();
  std::optional<SmallVector<int64_t>> shape;
  if (shapes && shapes->value_case() == tensorflow::AttrValue::kList &&
      shapes->list().shape_size() == 1) {
    auto parsed = shapeOf(shapes->list().shape(0), &n);
    if (failed(parsed))
      return failure();
    shape = *parsed;
  }
  return std::optional<TensorType>(tensorType(shape, *element));
}

Type Importer::refType(Type element) {
  std::string name;
  if (element.isInteger(1))
    name = "bool";
  else if (element.isInteger())
    name = "int" + std::to_string(element.getIntOrFloatBitWidth());
  else
    llvm::raw_string_ostream(name) << element;
  return OpaqueType::get(tfType(), name + "ref");
}

FailureOr<Type> Importer::dtypeToType(int dtype, const Node *n,
                                      StringRef what) {
  switch (dtype) {
  case tensorflow::DT_FLOAT:
    return Type(b.getF32Type());
  case tensorflow::DT_DOUBLE:
    return Type(b.getF64Type());
  case tensorflow::DT_HALF:
    return Type(b.getF16Type());
  case tensorflow::DT_BFLOAT16:
    return Type(b.getBF16Type());
  case tensorflow::DT_INT32:
    return Type(b.getI32Type());
  case tensorflow::DT_INT64:
    return Type(b.getI64Type());
  case tensorflow::DT_INT16:
    return Type(b.getI16Type());
  case tensorflow::DT_INT8:
    return Type(b.getI8Type());
  case tensorflow::DT_UINT8:
    return Type(b.getIntegerType(8, /*isSigned=*/false));
  case tensorflow::DT_UINT16:
    return Type(b.getIntegerType(16, /*isSigned=*/false));
  case tensorflow::DT_UINT32:
    return Type(b.getIntegerType(32, /*isSigned=*/false));
  case tensorflow::DT_UINT64:
    return Type(b.getIntegerType(64, /*isSigned=*/false));
  case tensorflow::DT_BOOL:
    return Type(b.getI1Type());
  case tensorflow::DT_RESOURCE:
    return resourceType();
  case tensorflow::DT_VARIANT:
    // Only TensorLists flow as variants, through the ops that take them.
    if (variantOk)
      return variantType();
    (n ? error(*n) : error())
        << what
        << " is DT_VARIANT, which TaGrad takes only as a TensorList: in "
           "TensorList ops, the functional ops (While, If, Case, calls), "
           "Identity, IdentityN, ZerosLike, AddN, and function arguments and "
           "results";
    return failure();
  case tensorflow::DT_STRING:
    // Only as messages (Assert, Print): -tagrad-legalize-tf refuses any
    // other use.
    return Type(OpaqueType::get(tfType(), "string"));
  default:
    break;
  }
  std::string name =
      tensorflow::DataType_IsValid(dtype)
          ? tensorflow::DataType_Name(static_cast<tensorflow::DataType>(dtype))
          : "dtype " + std::to_string(dtype);
  auto diag = n ? error(*n) : error();
  diag << what << " is " << name
       << ", a dtype TaGrad does not take (it takes DT_FLOAT, DT_DOUBLE, "
          "DT_HALF, DT_BFLOAT16, the integer types, DT_BOOL, DT_RESOURCE, and "
          "DT_STRING for messages)";
  return failure();
}

FailureOr<std::optional<SmallVector<int64_t>>>
Importer::shapeOf(const tensorflow::TensorShapeProto &shape, const Node *n) {
  if (shape.unknown_rank())
    return std::optional<SmallVector<int64_t>>();
  SmallVector<int64_t> dims;
  for (const auto &dim : shape.dim()) {
    if (dim.size() < -1) {
      (n ? error(*n) : error()) << "shape has a dimension " << dim.size();
      return failure();
    }
    dims.push_back(dim.size() == -1 ? ShapedType::kDynamic : dim.size());
  }
  return std::optional<SmallVector<int64_t>>(std::move(dims));
}

Attribute
Importer::shapeAttr(const std::optional<SmallVector<int64_t>> &shape) {
  std::string s = "shape<";
  if (!shape) {
    s += "*";
  } else {
    for (auto [k, d] : llvm::enumerate(*shape)) {
      if (k)
        s += "x";
      s += ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d);
    }
  }
  s += ">";
  return OpaqueAttr::get(tfType(), s, NoneType::get(ctx));
}

bool Importer::isVariant(Type t) {
  auto opaque = dyn_cast<OpaqueType>(getElementTypeOrSelf(t));
  return opaque && opaque.getDialectNamespace() == "tf_type" &&
         opaque.getTypeData() == "variant";
}

TensorType
Importer::tensorType(const std::optional<SmallVector<int64_t>> &shape,
                     Type element) {
  if (!shape && isVariant(element))
    return RankedTensorType::get({}, element);
  if (!shape)
    return UnrankedTensorType::get(element);
  return RankedTensorType::get(*shape, element);
}

FailureOr<Attribute> Importer::tensorAttr(const tensorflow::TensorProto &t,
                                          const Node &n) {
  FailureOr<Type> element = dtypeToType(t.dtype(), &n, "a tensor's dtype");
  if (failed(element))
    return failure();
  bool isString = isa<OpaqueType>(*element) &&
                  cast<OpaqueType>(*element).getTypeData() == "string";
  if (isa<OpaqueType>(*element) && !isString) {
    error(n) << "resource tensors cannot be constants";
    return failure();
  }
  auto shape = shapeOf(t.tensor_shape(), &n);
  if (failed(shape))
    return failure();
  if (!*shape) {
    error(n) << "a tensor of unknown rank";
    return failure();
  }
  int64_t count = 1;
  for (int64_t d : **shape) {
    if (ShapedType::isDynamic(d)) {
      error(n) << "a tensor with an unknown dimension";
      return failure();
    }
    if (d != 0 && count > (int64_t(1) << 40) / d) {
      error(n) << "a tensor of more than 2^40 elements";
      return failure();
    }
    count *= d;
  }
  auto type = RankedTensorType::get(**shape, *element);
  if (isString) {
    // string_val: fewer values than elements repeat the last one.
    if (t.string_val_size() > count) {
      error(n) << "a " << type << " with " << t.string_val_size() << " values";
      return failure();
    }
    // Strings are messages (Assert's, Print's): one value repeated is a
    // splat, and many distinct ones are not a message.
    if (t.string_val_size() <= 1 && count > 0)
      return Attribute(DenseStringElementsAttr::get(
          type, {t.string_val_size() == 0 ? StringRef()
                                          : StringRef(t.string_val(0))}));
    constexpr int64_t kMaxStrings = 1 << 16;
    if (count > kMaxStrings) {
      error(n) << "a " << type << " of " << count << " strings (at most "
               << kMaxStrings << " are taken)";
      return failure();
    }
    SmallVector<StringRef> strings;
    for (int64_t k = 0; k < count; ++k)
      strings.push_back(t.string_val_size() == 0
                            ? StringRef()
                            : StringRef(t.string_val(std::min<int64_t>(
                                  k, t.string_val_size() - 1))));
    return Attribute(DenseStringElementsAttr::get(type, strings));
  }
  unsigned bits = element->getIntOrFloatBitWidth();
  // tensor_content: the values' bytes, little-endian (bool: one byte each).
  if (!t.tensor_content().empty()) {
    const std::string &raw = t.tensor_content();
    size_t width = bits == 1 ? 1 : bits / 8;
    if (raw.size() != static_cast<uint64_t>(count) * width) {
      error(n) << "tensor_content has " << raw.size() << " bytes, not the "
               << count * width << " of a " << type;
      return failure();
    }
    if (bits == 1) {
      SmallVector<bool> values;
      values.reserve(count);
      for (char c : raw)
        values.push_back(c != 0);
      return Attribute(DenseElementsAttr::get(type, values));
    }
    return Attribute(DenseElementsAttr::getFromRawBuffer(
        type, ArrayRef<char>(raw.data(), raw.size())));
  }
  // The typed fields: fewer values than elements repeat the last one (all
  // zeros when there are none), like TensorFlow.
  auto fill = [&](auto &&values, auto makeValue) -> FailureOr<Attribute> {
    int64_t have = values.size();
    if (have > count) {
      error(n) << "a " << type << " with " << have << " values";
      return failure();
    }
    using V = decltype(makeValue(0, true));
    bool splat = true;
    for (int64_t k = 1; k < have && splat; ++k)
      splat = values[k] == values[0];
    if (splat || count == 0) {
      V v = makeValue(0, have == 0);
      if (count == 0)
        return Attribute(DenseElementsAttr::get(type, ArrayRef<V>()));
      return Attribute(DenseElementsAttr::get(type, ArrayRef<V>(v)));
    }
    if (count > (int64_t(1) << 26)) {
      error(n) << "a " << type << " repeating its last value is too large";
      return failure();
    }
    SmallVector<V> out;
    out.reserve(count);
    for (int64_t k = 0; k < count; ++k)
      out.push_back(makeValue(std::min(k, have - 1), false));
    return Attribute(DenseElementsAttr::get(type, ArrayRef<V>(out)));
  };
  auto floatSem = [&]() -> const llvm::fltSemantics & {
    return cast<FloatType>(*element).getFloatSemantics();
  };
  switch (t.dtype()) {
  case tensorflow::DT_FLOAT:
    return fill(t.float_val(), [&](int64_t k, bool zero) {
      return APFloat(zero ? 0.0f : t.float_val(k));
    });
  case tensorflow::DT_DOUBLE:
    return fill(t.double_val(), [&](int64_t k, bool zero) {
      return APFloat(zero ? 0.0 : t.double_val(k));
    });
  case tensorflow::DT_HALF:
  case tensorflow::DT_BFLOAT16:
    return fill(t.half_val(), [&](int64_t k, bool zero) {
      uint16_t bitsv = zero ? 0 : static_cast<uint16_t>(t.half_val(k));
      return APFloat(floatSem(), APInt(16, bitsv));
    });
  case tensorflow::DT_BOOL:
    return fill(t.bool_val(), [&](int64_t k, bool zero) {
      return zero ? false : t.bool_val(k);
    });
  case tensorflow::DT_INT64:
    return fill(t.int64_val(), [&](int64_t k, bool zero) {
      return APInt(64, zero ? 0 : t.int64_val(k), /*isSigned=*/true);
    });
  case tensorflow::DT_UINT32:
    return fill(t.uint32_val(), [&](int64_t k, bool zero) {
      return APInt(32, zero ? 0 : t.uint32_val(k));
    });
  case tensorflow::DT_UINT64:
    return fill(t.uint64_val(), [&](int64_t k, bool zero) {
      return APInt(64, zero ? 0 : t.uint64_val(k));
    });
  default: // int32, int16, int8, uint8, uint16: int_val.
    return fill(t.int_val(), [&](int64_t k, bool zero) {
      return APInt(bits, zero ? 0 : static_cast<uint64_t>(t.int_val(k)),
                   /*isSigned=*/true, /*implicitTrunc=*/true);
    });
  }
}

FailureOr<Attribute> Importer::convertAttr(const tensorflow::AttrValue &value,
                                           const Node &n, StringRef name) {
  std::string what = "attribute '" + name.str() + "'";
  switch (value.value_case()) {
  case tensorflow::AttrValue::kS:
    return Attribute(b.getStringAttr(value.s()));
  case tensorflow::AttrValue::kI:
    return Attribute(b.getI64IntegerAttr(value.i()));
  case tensorflow::AttrValue::kF:
    return Attribute(b.getF32FloatAttr(value.f()));
  case tensorflow::AttrValue::kB:
    return Attribute(b.getBoolAttr(value.b()));
  case tensorflow::AttrValue::kType: {
    FailureOr<Type> t = dtypeToType(value.type(), &n, what);
    if (failed(t))
      return failure();
    return Attribute(TypeAttr::get(*t));
  }
  case tensorflow::AttrValue::kShape: {
    auto s = shapeOf(value.shape(), &n);
    if (failed(s))
      return failure();
    return shapeAttr(*s);
  }
  case tensorflow::AttrValue::kTensor:
    return tensorAttr(value.tensor(), n);
  case tensorflow::AttrValue::kFunc:
    return Attribute(FlatSymbolRefAttr::get(ctx, value.func().name()));
  case tensorflow::AttrValue::kPlaceholder:
    error(n) << what << " is a function placeholder ('" << value.placeholder()
             << "')";
    return failure();
  case tensorflow::AttrValue::kList: {
    const auto &list = value.list();
    SmallVector<Attribute> items;
    for (const std::string &s : list.s())
      items.push_back(b.getStringAttr(s));
    for (int64_t i : list.i())
      items.push_back(b.getI64IntegerAttr(i));
    for (float f : list.f())
      items.push_back(b.getF32FloatAttr(f));
    for (bool v : list.b())
      items.push_back(b.getBoolAttr(v));
    for (int dt : list.type()) {
      FailureOr<Type> t = dtypeToType(dt, &n, what);
      if (failed(t))
        return failure();
      items.push_back(TypeAttr::get(*t));
    }
    for (const auto &shape : list.shape()) {
      auto s = shapeOf(shape, &n);
      if (failed(s))
        return failure();
      items.push_back(shapeAttr(*s));
    }
    for (const auto &tensor : list.tensor()) {
      FailureOr<Attribute> t = tensorAttr(tensor, n);
      if (failed(t))
        return failure();
      items.push_back(*t);
    }
    for (const auto &func : list.func())
      items.push_back(FlatSymbolRefAttr::get(ctx, func.name()));
    return Attribute(b.getArrayAttr(items));
  }
  case tensorflow::AttrValue::VALUE_NOT_SET:
    break;
  }
  return Attribute();
}

FailureOr<NamedAttrList> Importer::convertAttrs(const Node &n) {
  // Sorted by name, so the output does not depend on the map's order.
  SmallVector<std::string> names;
  for (const auto &kv : n.def->attr())
    names.push_back(kv.first);
  llvm::sort(names);
  NamedAttrList attrs;
  for (const std::string &name : names) {
    // TensorFlow's importer drops the shapes Python recorded.
    if (name == "_output_shapes" || name == "device")
      continue;
    FailureOr<Attribute> a = convertAttr(n.def->attr().at(name), n, name);
    if (failed(a))
      return failure();
    if (*a)
      attrs.set(name, *a);
  }
  attrs.set("device", b.getStringAttr(n.def->device()));
  return attrs;
}

const tensorflow::AttrValue *Importer::attr(const Node &n, StringRef name) {
  auto it = n.def->attr().find(name.str());
  return it == n.def->attr().end() ? nullptr : &it->second;
}

FailureOr<Type> Importer::typeAttr(const Node &n, StringRef name,
                                   std::optional<int> fallback) {
  const tensorflow::AttrValue *a = attr(n, name);
  if (!a || a->value_case() != tensorflow::AttrValue::kType) {
    if (fallback)
      return dtypeToType(*fallback, &n, "the default '" + name.str() + "'");
    error(n) << "needs a type attribute '" << name << "'";
    return failure();
  }
  return dtypeToType(a->type(), &n, "attribute '" + name.str() + "'");
}

FailureOr<int64_t> Importer::intAttr(const Node &n, StringRef name) {
  const tensorflow::AttrValue *a = attr(n, name);
  if (!a || a->value_case() != tensorflow::AttrValue::kI) {
    error(n) << "needs an int attribute '" << name << "'";
    return failure();
  }
  if (a->i() < 0 || a->i() > 4096) {
    error(n) << "attribute '" << name << "' = " << a->i() << " is out of range";
    return failure();
  }
  return a->i();
}

/// The op table: the result types of node `n` (a plain op), given its
/// operands' values. Shapes are unranked unless the node states them.
FailureOr<SmallVector<Type>> Importer::opSignature(Node &n,
                                                   ArrayRef<Value> operands) {
  StringRef op = n.def->op();
  auto unranked = [&](Type t) -> Type { return valueType(t); };
  auto scalar = [](Type t) -> Type { return RankedTensorType::get({}, t); };
  auto one = [&](FailureOr<Type> t) -> FailureOr<SmallVector<Type>> {
    if (failed(t))
      return failure();
    return SmallVector<Type>{unranked(*t)};
  };
  auto repeat = [&](StringRef countAttr,
                    FailureOr<Type> t) -> FailureOr<SmallVector<Type>> {
    FailureOr<int64_t> k = intAttr(n, countAttr);
    if (failed(k) || failed(t))
      return failure();
    return SmallVector<Type>(*k, unranked(*t));
  };
  auto none = SmallVector<Type>();

  // A node whose op names a library function calls it (tf.LegacyCall).
  if (const tensorflow::FunctionDef *callee = calledFunction(n)) {
    SmallVector<Type> types;
    for (const auto &arg : callee->signature().output_arg()) {
      FailureOr<Type> t = dtypeToType(
          arg.type(), &n, "output '" + arg.name() + "' of its function");
      if (failed(t))
        return failure();
      types.push_back(unranked(*t));
    }
    return types;
  }

  const tf::TFOpInfo *info = tf::lookupTFOp(op);
  if (!info) {
    if (!options.allowUnknownOps) {
      error(n) << "unknown op '" << op << "' at node '" << n.def->name()
               << "': TaGrad does not take it (docs/TFOps.md lists the ops "
                  "it takes; -tf-allow-unknown-ops imports it anyway)";
      return failure();
    }
    return unknownOpSignature(n);
  }
  if (!info->acceptsOperandCount(operands.size())) {
    error(n) << "has " << operands.size() << " data input"
             << (operands.size() == 1 ? "" : "s") << "; " << op << " takes "
             << info->describeArity();
    return failure();
  }
  auto typeOfRule = [&]() -> FailureOr<Type> {
    std::optional<int> fallback;
    if (info->defaultDType != 0)
      fallback = info->defaultDType;
    return typeAttr(n, info->resultTypeAttr, fallback);
  };
  switch (info->resultRule) {
  case tf::TFResultRule::OfTypeAttr: {
    FailureOr<Type> t = typeOfRule();
    if (failed(t))
      return failure();
    size_t count =
        info->results == tf::TFOpInfo::kSame ? operands.size() : info->results;
    if (info->results == tf::TFOpInfo::kAny) {
      // As many as the output list's length attribute (num_partitions).
      StringRef lengthAttr;
      for (const tf::TFOutputArg &arg : info->getOutputArgs())
        if (!arg.lengthAttr.empty())
          lengthAttr = arg.lengthAttr;
      if (lengthAttr.empty()) {
        error(n) << "has no attribute giving its number of results";
        return failure();
      }
      FailureOr<int64_t> length = intAttr(n, lengthAttr);
      if (failed(length))
        return failure();
      count = *length;
    }
    return SmallVector<Type>(count, unranked(*t));
  }
  case tf::TFResultRule::Bool:
    return one(Type(b.getI1Type()));
  case tf::TFResultRule::NoResults:
    return none;
  case tf::TFResultRule::Flow:
    return SmallVector<Type>{scalar(b.getF32Type())};
  case tf::TFResultRule::ScalarI32:
    return SmallVector<Type>{scalar(b.getI32Type())};
  case tf::TFResultRule::ScalarBool:
    return SmallVector<Type>{scalar(b.getI1Type())};
  case tf::TFResultRule::OfTypeListAttr: {
    const tensorflow::AttrValue *list = attr(n, info->resultTypeAttr);
    if (!list || list->value_case() != tensorflow::AttrValue::kList) {
      error(n) << "needs a type list attribute '" << info->resultTypeAttr
               << "'";
      return failure();
    }
    // TensorFlow 2 records the results' shapes (While's output_shapes).
    const tensorflow::AttrValue *shapes = attr(n, "output_shapes");
    bool shaped = shapes &&
                  shapes->value_case() == tensorflow::AttrValue::kList &&
                  shapes->list().shape_size() == list->list().type_size();
    SmallVector<Type> types;
    for (auto [k, dt] : llvm::enumerate(list->list().type())) {
      FailureOr<Type> t =
          dtypeToType(dt, &n, "attribute '" + info->resultTypeAttr.str() + "'");
      if (failed(t))
        return failure();
      std::optional<SmallVector<int64_t>> shape;
      if (shaped) {
        auto parsed = shapeOf(shapes->list().shape(k), &n);
        if (failed(parsed))
          return failure();
        shape = *parsed;
      }
      types.push_back(tensorType(shape, *t));
    }
    return types;
  }
  case tf::TFResultRule::List:
    return SmallVector<Type>{scalar(variantType())};
  case tf::TFResultRule::Ref:
    return SmallVector<Type>{operands[0].getType()};
  case tf::TFResultRule::Custom:
    break;
  }

  if (op == "Const") {
    const tensorflow::AttrValue *v = attr(n, "value");
    if (!v || v->value_case() != tensorflow::AttrValue::kTensor) {
      error(n) << "needs a tensor attribute 'value'";
      return failure();
    }
    // TensorFlow's Const kernel: the tensor's dtype is the node's.
    const tensorflow::AttrValue *dtype = attr(n, "dtype");
    if (dtype && dtype->value_case() == tensorflow::AttrValue::kType &&
        dtype->type() != v->tensor().dtype()) {
      auto name = [](int t) {
        return tensorflow::DataType_IsValid(t)
                   ? tensorflow::DataType_Name(
                         static_cast<tensorflow::DataType>(t))
                   : "dtype " + std::to_string(t);
      };
      error(n) << "Type mismatch between value (" << name(v->tensor().dtype())
               << ") and dtype (" << name(dtype->type()) << ")";
      return failure();
    }
    FailureOr<Attribute> value = tensorAttr(v->tensor(), n);
    if (failed(value))
      return failure();
    return SmallVector<Type>{cast<TypedAttr>(*value).getType()};
  }
  if (op == "TensorListPopBack") {
    FailureOr<Type> t = typeAttr(n, "element_dtype");
    if (failed(t))
      return failure();
    return SmallVector<Type>{scalar(variantType()), unranked(*t)};
  }
  if (op == "TensorListConcat" || op == "TensorListConcatV2") {
    FailureOr<Type> t = typeAttr(n, "element_dtype");
    if (failed(t))
      return failure();
    return SmallVector<Type>{
        unranked(*t),
        RankedTensorType::get({ShapedType::kDynamic}, b.getI64Type())};
  }
  if (op == "Unpack" || op == "Split" || op == "SplitV")
    return repeat(op == "Unpack" ? "num" : "num_split", typeAttr(n, "T"));
  if (op == "BroadcastGradientArgs") {
    FailureOr<Type> t = typeAttr(n, "T", tensorflow::DT_INT32);
    if (failed(t))
      return failure();
    Type v = RankedTensorType::get({ShapedType::kDynamic}, *t);
    return SmallVector<Type>{v, v};
  }
  if (op == "ConcatOffset")
    return repeat("N", typeAttr(n, "shape_type", tensorflow::DT_INT32));
  if (op == "IdentityN" || op == "OptionalGetValue") {
    std::string name = op == "IdentityN" ? "T" : "output_types";
    const tensorflow::AttrValue *a = attr(n, name);
    if (!a || a->value_case() != tensorflow::AttrValue::kList) {
      error(n) << "needs a type list attribute '" << name << "'";
      return failure();
    }
    SmallVector<Type> types;
    for (int dt : a->list().type()) {
      FailureOr<Type> t =
          dtypeToType(dt, &n, ("attribute '" + name + "'").c_str());
      if (failed(t))
        return failure();
      types.push_back(unranked(*t));
    }
    return types;
  }
  if (op.starts_with("FusedBatchNorm")) {
    // y (or x_backprop) of type T, then batch statistics (or scale and
    // offset gradients) and reserve spaces of type U (T in V1).
    bool v1 = op == "FusedBatchNorm" || op == "FusedBatchNormGrad";
    FailureOr<Type> t = typeAttr(n, "T");
    FailureOr<Type> u = v1 ? t : typeAttr(n, "U");
    if (failed(t) || failed(u))
      return failure();
    size_t count = op == "FusedBatchNormV3" ? 6 : 5;
    SmallVector<Type> types{unranked(*t)};
    types.append(count - 1, unranked(*u));
    return types;
  }
  if (op == "TensorArrayV3") {
    FailureOr<Type> t = typeAttr(n, "dtype");
    if (failed(t))
      return failure();
    std::optional<TensorType> subtype;
    if (const tensorflow::AttrValue *s = attr(n, "element_shape");
        s && s->value_case() == tensorflow::AttrValue::kShape) {
      auto shape = shapeOf(s->shape(), &n);
      if (failed(shape))
        return failure();
      subtype = tensorType(*shape, *t);
    }
    return SmallVector<Type>{RankedTensorType::get({2}, resourceType(subtype)),
                             scalar(b.getF32Type())};
  }
  if (op == "TensorArrayGradV3" || op == "TensorArrayGradWithShape") {
    Type handle = RankedTensorType::get({2}, resourceType());
    if (!operands.empty())
      handle = operands[0].getType();
    return SmallVector<Type>{handle, scalar(b.getF32Type())};
  }
  if (op == "TensorArrayConcatV3") {
    FailureOr<Type> t = typeAttr(n, "dtype");
    if (failed(t))
      return failure();
    return SmallVector<Type>{
        unranked(*t),
        RankedTensorType::get({ShapedType::kDynamic}, b.getI64Type())};
  }
  if (op == "ListDiff") { // the values kept and their positions
    FailureOr<Type> t = typeAttr(n, "T");
    FailureOr<Type> idx = typeAttr(n, "out_idx", tensorflow::DT_INT32);
    if (failed(t) || failed(idx))
      return failure();
    return SmallVector<Type>{unranked(*t), unranked(*idx)};
  }
  if (op == "Unique" || op == "UniqueWithCounts") {
    // Values, their positions (and UniqueWithCounts' counts).
    FailureOr<Type> t = typeAttr(n, "T");
    FailureOr<Type> idx = typeAttr(n, "out_idx", tensorflow::DT_INT32);
    if (failed(t) || failed(idx))
      return failure();
    SmallVector<Type> types = {unranked(*t), unranked(*idx)};
    if (op == "UniqueWithCounts")
      types.push_back(unranked(*idx));
    return types;
  }
  if (op == "DenseToDenseSetOperation") { // a sparse tensor of the sets
    FailureOr<Type> t = typeAttr(n, "T");
    if (failed(t))
      return failure();
    return SmallVector<Type>{unranked(b.getI64Type()), unranked(*t),
                             unranked(b.getI64Type())};
  }
  if (op == "NonMaxSuppressionV5") { // kept boxes, their scores, how many
    FailureOr<Type> t = typeAttr(n, "T");
    if (failed(t))
      return failure();
    return SmallVector<Type>{unranked(b.getI32Type()), unranked(*t),
                             unranked(b.getI32Type())};
  }
  if (op == "MaxPoolWithArgmax") { // the maxima, their positions
    FailureOr<Type> t = typeAttr(n, "T");
    FailureOr<Type> index = typeAttr(n, "Targmax", tensorflow::DT_INT64);
    if (failed(t) || failed(index))
      return failure();
    return SmallVector<Type>{unranked(*t), unranked(*index)};
  }
  if (op == "SparseAdd" ||    // indices, values, shape of the sum
      op == "SparseConcat" || // of the concatenation
      op == "SparseSlice") {  // of the slice
    FailureOr<Type> t = typeAttr(n, "T");
    if (failed(t))
      return failure();
    return SmallVector<Type>{unranked(b.getI64Type()), unranked(*t),
                             unranked(b.getI64Type())};
  }
  if (op == "SparseReorder") { // indices, values
    FailureOr<Type> t = typeAttr(n, "T");
    if (failed(t))
      return failure();
    return SmallVector<Type>{unranked(b.getI64Type()), unranked(*t)};
  }
  if (op == "SparseFillEmptyRows") { // indices, values, empty rows, map
    FailureOr<Type> t = typeAttr(n, "T");
    if (failed(t))
      return failure();
    return SmallVector<Type>{unranked(b.getI64Type()), unranked(*t),
                             unranked(b.getI1Type()), unranked(b.getI64Type())};
  }
  if (op == "LogUniformCandidateSampler" ||
      op == "UniformCandidateSampler") // candidates, expected counts
    return SmallVector<Type>{unranked(b.getI64Type()), unranked(b.getF32Type()),
                             unranked(b.getF32Type())};
  if (op == "ComputeAccidentalHits") // rows, positions, weights of the hits
    return SmallVector<Type>{unranked(b.getI32Type()), unranked(b.getI64Type()),
                             unranked(b.getF32Type())};
  if (op == "TopKV2") { // the k largest values and their positions
    FailureOr<Type> t = typeAttr(n, "T");
    FailureOr<Type> idx = typeAttr(n, "index_type", tensorflow::DT_INT32);
    if (failed(t) || failed(idx))
      return failure();
    return SmallVector<Type>{unranked(*t), unranked(*idx)};
  }
  if (op == "StackV2")
    return SmallVector<Type>{RankedTensorType::get({2}, resourceType())};
  if (op == "Placeholder")
    return SmallVector<Type>{RankedTensorType::get({}, resourceType())};
  if (op == "VarHandleOp" || op == "VariableV2") {
    FailureOr<Type> t = typeAttr(n, "dtype");
    if (failed(t))
      return failure();
    std::optional<SmallVector<int64_t>> shape;
    if (const tensorflow::AttrValue *s = attr(n, "shape");
        s && s->value_case() == tensorflow::AttrValue::kShape) {
      auto parsed = shapeOf(s->shape(), &n);
      if (failed(parsed))
        return failure();
      shape = *parsed;
    }
    // A TF1 reference variable is typed as its values with a reference
    // element (TensorFlow's importer); a resource variable is a handle.
    if (op == "VariableV2")
      return SmallVector<Type>{tensorType(shape, refType(*t))};
    return SmallVector<Type>{
        RankedTensorType::get({}, resourceType(tensorType(shape, *t)))};
  }

  error(n) << "has no result types in the importer for op '" << op << "'";
  return failure();
}

/// -tf-allow-unknown-ops: as many results as the graph uses, of T's (or
/// dtype's, or out_type's) element type.
FailureOr<SmallVector<Type>> Importer::unknownOpSignature(Node &n) {
  auto unranked = [&](Type t) -> Type { return valueType(t); };
  StringRef op = n.def->op();
  Type element;
  for (StringRef name : {"T", "dtype", "out_type"})
    if (const tensorflow::AttrValue *a = attr(n, name);
        a && a->value_case() == tensorflow::AttrValue::kType) {
      FailureOr<Type> t =
          dtypeToType(a->type(), &n, "attribute '" + name.str() + "'");
      if (failed(t))
        return failure();
      element = *t;
      break;
    }
  if (n.maxUsedIndex < 0)
    return SmallVector<Type>();
  if (!element) {
    error(n) << "unknown op '" << op << "' at node '" << n.def->name()
             << "' without a T or dtype attribute: its results' types are "
                "unknown";
    return failure();
  }
  return SmallVector<Type>(n.maxUsedIndex + 1, unranked(element));
}

Location Importer::locOf(const Node &n) {
  return FusedLoc::get(ctx, {NameLoc::get(b.getStringAttr(n.def->op() + ":")),
                             NameLoc::get(b.getStringAttr(n.def->name()))});
}

FailureOr<Value> Importer::operandValue(const Node &user, const Edge &e) {
  Node &src = nodes[e.src];
  if (e.index >= static_cast<int>(src.outputs.size())) {
    error(user) << "input '" << src.def->name() << ":" << e.index
                << "' is out of range: '" << src.def->name() << "' ("
                << src.def->op() << ") has " << src.outputs.size() << " output"
                << (src.outputs.size() == 1 ? "" : "s");
    return failure();
  }
  return src.outputs[e.index];
}

/// Whether node `n`'s op carries TensorLists (DT_VARIANT values).
static bool takesVariants(const tensorflow::NodeDef &def, bool isCall) {
  if (isCall)
    return true;
  const tf::TFOpInfo *info = tf::lookupTFOp(def.op());
  return info && info->takesVariants();
}

LogicalResult Importer::emit(Node &n, OpBuilder &builder) {
  Location loc = locOf(n);
  variantOk = takesVariants(*n.def, calledFunction(n));
  FailureOr<NamedAttrList> attrs = convertAttrs(n);
  if (failed(attrs))
    return failure();
  SmallVector<Value> data, controls;
  for (const Edge &e : n.data) {
    FailureOr<Value> v = operandValue(n, e);
    if (failed(v))
      return failure();
    data.push_back(*v);
  }
  for (const Edge &e : n.control) {
    Node &src = nodes[e.src];
    if (src.argIndex >= 0)
      continue; // a fed node runs before everything
    if (!src.ctl) {
      error(n) << "control input '^" << src.def->name() << "' is a node that "
               << "has no control token";
      return failure();
    }
    controls.push_back(src.ctl);
  }
  auto arity = [&](size_t want, bool atLeast = false) -> LogicalResult {
    if (atLeast ? data.size() >= want : data.size() == want)
      return success();
    error(n) << "has " << data.size() << " data input"
             << (data.size() == 1 ? "" : "s") << ", " << n.def->op()
             << " takes " << (atLeast ? "at least " : "") << want;
    return failure();
  };
  auto create = [&](StringRef name, ArrayRef<Value> operands,
                    ArrayRef<Type> results) -> Operation * {
    OperationState state(loc, name);
    state.addOperands(operands);
    state.addTypes(results);
    state.addAttributes(*attrs);
    return builder.create(state);
  };
  auto withControls = [&](ArrayRef<Value> values) {
    SmallVector<Value> all(values.begin(), values.end());
    all.append(controls.begin(), controls.end());
    return all;
  };
  auto setResults = [&](Operation *op, size_t numValues) {
    for (size_t k = 0; k < numValues; ++k)
      n.outputs.push_back(op->getResult(k));
    n.ctl = op->getResult(op->getNumResults() - 1);
  };
  Type control = controlType();
  switch (n.kind) {
  case NodeKind::Enter:
  case NodeKind::Exit:
  case NodeKind::LoopCond: {
    if (failed(arity(1)))
      return failure();
    Type t = n.kind == NodeKind::LoopCond
                 ? RankedTensorType::get({}, b.getI1Type())
                 : data[0].getType();
    setResults(create(n.kind == NodeKind::Enter  ? "tf_executor.Enter"
                      : n.kind == NodeKind::Exit ? "tf_executor.Exit"
                                                 : "tf_executor.LoopCond",
                      withControls(data), {t, control}),
               1);
    return success();
  }
  case NodeKind::Switch: {
    if (failed(arity(2)))
      return failure();
    Type t = data[0].getType();
    setResults(
        create("tf_executor.Switch", withControls(data), {t, t, control}), 2);
    return success();
  }
  case NodeKind::Merge: {
    if (failed(arity(1, true)))
      return failure();
    Type t = data[0].getType();
    for (Value v : data)
      if (v.getType() != t) {
        auto tt = dyn_cast<TensorType>(t);
        t = tt ? Type(UnrankedTensorType::get(tt.getElementType())) : t;
        break;
      }
    setResults(create("tf_executor.Merge", withControls(data),
                      {t, RankedTensorType::get({}, b.getI32Type()), control}),
               2);
    return success();
  }
  case NodeKind::ControlTrigger:
    if (failed(arity(0)))
      return failure();
    setResults(create("tf_executor.ControlTrigger", controls, {control}), 0);
    return success();
  case NodeKind::NextIteration: {
    if (failed(arity(1)))
      return failure();
    SmallVector<Value> operands{n.token, data[0]};
    operands.append(controls.begin(), controls.end());
    create("tf_executor.NextIteration.Sink", operands, {});
    return success();
  }
  case NodeKind::Plain:
    break;
  }

  StringRef op = n.def->op();
  std::string opName = "tf." + op.str();
  // An unfed PlaceholderWithDefault is its default.
  if (op == "PlaceholderWithDefault") {
    opName = "tf.Identity";
    if (failed(arity(1)))
      return failure();
  }
  // An unfed resource placeholder is a TF2 captured variable: a
  // tf.Placeholder op, as TensorFlow's importer writes it
  // (-tagrad-legalize-tf makes it an argument).
  if (op == "Placeholder") {
    const tensorflow::AttrValue *dtype = attr(n, "dtype");
    if (!dtype || dtype->value_case() != tensorflow::AttrValue::kType ||
        dtype->type() != tensorflow::DT_RESOURCE) {
      error(n) << "is not fed: name it in -tf-input-arrays";
      return failure();
    }
  }
  FailureOr<SmallVector<Type>> types = opSignature(n, data);
  if (failed(types))
    return failure();
  // The functional ops as TensorFlow's importer writes them: the Stateless
  // forms are While/If/Case with is_stateless, a While with output shapes
  // has shape_invariant; a node whose op is a function is a tf.LegacyCall.
  const tf::TFOpInfo *info = tf::lookupTFOp(op);
  if (info && info->family == tf::TFOpFamily::Functional) {
    if (failed(checkFunctionalNode(n, data, *types)))
      return failure();
    StringRef base = op;
    bool stateless = base.consume_front("Stateless");
    if (base == "While" || base == "If" || base == "Case") {
      opName = "tf." + base.str();
      attrs->set("is_stateless", b.getBoolAttr(stateless));
    }
    const tensorflow::AttrValue *shapes = attr(n, "output_shapes");
    if (base == "While" && shapes &&
        shapes->value_case() == tensorflow::AttrValue::kList &&
        shapes->list().shape_size() > 0)
      attrs->set("shape_invariant", b.getUnitAttr());
  } else if (calledFunction(n)) {
    if (failed(checkFunctionalNode(n, data, *types)))
      return failure();
    opName = "tf.LegacyCall";
    attrs->set("f", FlatSymbolRefAttr::get(ctx, op));
    if (!attrs->get("_disable_call_shape_inference"))
      attrs->set("_disable_call_shape_inference", b.getBoolAttr(false));
  }
  SmallVector<Type> islandTypes(*types);
  islandTypes.push_back(control);
  OperationState islandState(loc, "tf_executor.island");
  islandState.addOperands(controls);
  islandState.addTypes(islandTypes);
  Region *body = islandState.addRegion();
  Block *block = new Block();
  body->push_back(block);
  {
    // The block is not in an op yet: the builder needs the context given.
    OpBuilder inner(ctx);
    inner.setInsertionPointToEnd(block);
    OperationState state(loc, opName);
    state.addOperands(data);
    state.addTypes(*types);
    state.addAttributes(*attrs);
    Operation *tfOp = inner.create(state);
    OperationState yield(loc, "tf_executor.yield");
    yield.addOperands(tfOp->getResults());
    inner.create(yield);
  }
  Operation *island = builder.create(islandState);
  setResults(island, types->size());
  return success();
}

LogicalResult Importer::checkDTypes(const Node &n) {
  // Every type-valued attribute of a reached node must be one TaGrad takes.
  variantOk = takesVariants(*n.def, calledFunction(n));
  for (const auto &kv : n.def->attr()) {
    const tensorflow::AttrValue &a = kv.second;
    std::string what = "attribute '" + kv.first + "'";
    if (a.value_case() == tensorflow::AttrValue::kType &&
        failed(dtypeToType(a.type(), &n, what)))
      return failure();
    if (a.value_case() == tensorflow::AttrValue::kList)
      for (int dt : a.list().type())
        if (failed(dtypeToType(dt, &n, what)))
          return failure();
  }
  return success();
}

/// The reached nodes' types checked, the results' uses counted, and the
/// order in which to emit them.
FailureOr<SmallVector<unsigned>> Importer::prepare() {
  for (Node &n : nodes)
    if (n.reached && n.argIndex < 0 && failed(checkDTypes(n)))
      return failure();
  for (Node &n : nodes) {
    if (!n.reached || n.argIndex >= 0)
      continue;
    for (const Edge &e : n.data)
      nodes[e.src].maxUsedIndex = std::max(nodes[e.src].maxUsedIndex, e.index);
  }
  for (auto [node, index] : outputs)
    nodes[node].maxUsedIndex = std::max(nodes[node].maxUsedIndex, index);
  return order();
}

/// The function's body in `entry`: one tf_executor.graph of the reached
/// nodes, fetching `outputs` and the tokens of `controlOutputs`, returned by
/// a func.return. Returns the result types.
FailureOr<SmallVector<Type>> Importer::emitBody(Block *entry,
                                                ArrayRef<unsigned> sorted) {
  Location unknown = UnknownLoc::get(ctx);
  OperationState graphState(unknown, "tf_executor.graph");
  Region *graphRegion = graphState.addRegion();
  Block *graphBlock = new Block();
  graphRegion->push_back(graphBlock);
  OpBuilder gb(ctx);
  gb.setInsertionPointToEnd(graphBlock);

  // NextIteration Sources first: they carry the back edges.
  for (unsigned i : sorted) {
    Node &n = nodes[i];
    if (n.kind != NodeKind::NextIteration)
      continue;
    variantOk = false;
    FailureOr<NamedAttrList> attrs = convertAttrs(n);
    FailureOr<Type> t = typeAttr(n, "T");
    if (failed(attrs) || failed(t))
      return failure();
    OperationState state(locOf(n), "tf_executor.NextIteration.Source");
    state.addTypes({UnrankedTensorType::get(*t), tokenType(), controlType()});
    state.addAttributes(*attrs);
    Operation *source = gb.create(state);
    n.outputs.push_back(source->getResult(0));
    n.token = source->getResult(1);
    n.ctl = source->getResult(2);
  }
  for (unsigned i : sorted)
    if (failed(emit(nodes[i], gb)))
      return failure();

  SmallVector<Value> fetched, fetchOperands;
  SmallVector<Type> resultTypes;
  for (auto [node, index] : outputs) {
    Node &n = nodes[node];
    if (index >= static_cast<int>(n.outputs.size())) {
      error() << "output array '" << n.def->name() << ":" << index
              << "' is out of range: '" << n.def->name() << "' (" << n.def->op()
              << ") has " << n.outputs.size() << " output"
              << (n.outputs.size() == 1 ? "" : "s")
              << (n.outputs.empty() ? " (name it in -tf-control-output-arrays)"
                                    : "");
      return failure();
    }
    fetched.push_back(n.outputs[index]);
    resultTypes.push_back(n.outputs[index].getType());
  }
  fetchOperands = fetched;
  for (unsigned i : controlOutputs) {
    Node &n = nodes[i];
    if (n.argIndex >= 0 || !n.ctl) {
      error() << "control output array '" << n.def->name()
              << "' has no control token";
      return failure();
    }
    fetchOperands.push_back(n.ctl);
  }
  OperationState fetch(unknown, "tf_executor.fetch");
  fetch.addOperands(fetchOperands);
  gb.create(fetch);
  graphState.addTypes(resultTypes);
  OpBuilder fb = OpBuilder::atBlockEnd(entry);
  Operation *graphOp = fb.create(graphState);
  func::ReturnOp::create(fb, unknown, graphOp->getResults());
  return resultTypes;
}

OwningOpRef<ModuleOp> Importer::run(const tensorflow::GraphDef &graph) {
  SmallVector<const tensorflow::NodeDef *> defs;
  for (const tensorflow::NodeDef &def : graph.node())
    defs.push_back(&def);
  if (failed(buildNodes(defs)))
    return nullptr;

  // Inputs: fed nodes become arguments.
  const auto &o = options;
  if (!o.inputDataTypes.empty() &&
      o.inputDataTypes.size() != o.inputArrays.size()) {
    error() << "-tf-input-data-types has " << o.inputDataTypes.size()
            << " entries for " << o.inputArrays.size() << " input arrays";
    return nullptr;
  }
  if (o.inputShapesGiven && o.inputShapes.size() != o.inputArrays.size()) {
    error() << "-tf-input-shapes has " << o.inputShapes.size() << " shapes for "
            << o.inputArrays.size() << " input arrays";
    return nullptr;
  }
  SmallVector<unsigned> inputNodes;
  for (auto [k, name] : llvm::enumerate(o.inputArrays)) {
    StringRef nodeName = name;
    nodeName.consume_back(":0");
    FailureOr<unsigned> i = lookup(nodeName, "input array");
    if (failed(i))
      return nullptr;
    Node &n = nodes[*i];
    if (n.argIndex >= 0) {
      error() << "input array '" << name << "' is given twice";
      return nullptr;
    }
    n.argIndex = k;
    inputNodes.push_back(*i);
    // Its element type: the flag, else the node's dtype (or T).
    FailureOr<Type> element = failure();
    if (!o.inputDataTypes.empty()) {
      tensorflow::DataType dt;
      if (!tensorflow::DataType_Parse(o.inputDataTypes[k], &dt)) {
        error() << "-tf-input-data-types: '" << o.inputDataTypes[k]
                << "' is not a DataType (DT_FLOAT, DT_INT32, ...)";
        return nullptr;
      }
      element = dtypeToType(dt, &n, "the input data type");
    } else if (attr(n, "dtype")) {
      element = typeAttr(n, "dtype");
    } else {
      element = typeAttr(n, "T");
    }
    if (failed(element))
      return nullptr;
    // A fed captured variable (TF2's resource placeholder) keeps the type
    // its handle attributes state as the argument's resource subtype: the
    // attributes go with the node, and nothing else may type it.
    if (*element == resourceType()) {
      FailureOr<std::optional<TensorType>> subtype = handleSubtype(n);
      if (failed(subtype))
        return nullptr;
      if (*subtype)
        element = resourceType(**subtype);
    }
    // Its shape: the flag, else the node's shape attribute, else unranked.
    std::optional<SmallVector<int64_t>> shape;
    if (o.inputShapesGiven) {
      StringRef s = StringRef(o.inputShapes[k]).trim();
      if (s != "*") {
        SmallVector<int64_t> dims;
        SmallVector<StringRef> parts;
        if (!s.empty())
          s.split(parts, ',');
        for (StringRef p : parts) {
          p = p.trim();
          int64_t d;
          if (p == "?" || p == "-1") {
            dims.push_back(ShapedType::kDynamic);
          } else if (p.getAsInteger(10, d) || d < 0) {
            error() << "-tf-input-shapes: bad dimension '" << p
                    << "' for input '" << name << "'";
            return nullptr;
          } else {
            dims.push_back(d);
          }
        }
        shape = dims;
      }
    } else if (const tensorflow::AttrValue *a = attr(n, "shape");
               a && a->value_case() == tensorflow::AttrValue::kShape) {
      auto parsed = shapeOf(a->shape(), &n);
      if (failed(parsed))
        return nullptr;
      shape = *parsed;
    }
    argTypes.push_back(tensorType(shape, *element));
  }

  // Outputs.
  SmallVector<unsigned> roots;
  if (o.outputArrays.empty() && o.controlOutputArrays.empty()) {
    error() << "no -tf-output-arrays (nor -tf-control-output-arrays): "
               "nothing to import";
    return nullptr;
  }
  for (const std::string &name : o.outputArrays) {
    unsigned node;
    int index;
    if (failed(parseTensorName(name, "output array", node, index)))
      return nullptr;
    outputs.push_back({node, index});
    roots.push_back(node);
  }
  for (const std::string &name : o.controlOutputArrays) {
    FailureOr<unsigned> i = lookup(name, "control output array");
    if (failed(i))
      return nullptr;
    controlOutputs.push_back(*i);
    roots.push_back(*i);
  }

  if (failed(prune(roots)))
    return nullptr;
  FailureOr<SmallVector<unsigned>> sorted = prepare();
  if (failed(sorted))
    return nullptr;
  FailureOr<SmallVector<const tensorflow::FunctionDef *>> functions =
      reachableFunctions();
  if (failed(functions))
    return nullptr;

  // The module, @main and its graph.
  OwningOpRef<ModuleOp> module(ModuleOp::create(UnknownLoc::get(ctx)));
  if (graph.has_versions()) {
    const auto &v = graph.versions();
    SmallVector<Attribute> bad;
    for (int c : v.bad_consumers())
      bad.push_back(b.getI32IntegerAttr(c));
    (*module)->setAttr(
        "tf.versions",
        b.getDictionaryAttr(
            {b.getNamedAttr("bad_consumers", b.getArrayAttr(bad)),
             b.getNamedAttr("min_consumer",
                            b.getI32IntegerAttr(v.min_consumer())),
             b.getNamedAttr("producer", b.getI32IntegerAttr(v.producer()))}));
  }
  OpBuilder builder = OpBuilder::atBlockEnd(module->getBody());
  Location unknown = UnknownLoc::get(ctx);
  auto mainFunc = func::FuncOp::create(builder, unknown, "main",
                                       builder.getFunctionType(argTypes, {}));
  Block *entry = mainFunc.addEntryBlock();
  for (auto [k, i] : llvm::enumerate(inputNodes))
    nodes[i].outputs.push_back(entry->getArgument(k));

  FailureOr<SmallVector<Type>> resultTypes = emitBody(entry, *sorted);
  if (failed(resultTypes))
    return nullptr;
  mainFunc.setFunctionType(b.getFunctionType(argTypes, *resultTypes));

  // The library functions the graph reaches, after @main as TensorFlow
  // writes them.
  for (const tensorflow::FunctionDef *fdef : *functions) {
    Importer callee(ctx, bufferName, options, library,
                    fdef->signature().name());
    if (failed(callee.importFunction(*fdef, *module)))
      return nullptr;
  }

  auto join = [](const std::vector<std::string> &names) {
    std::string s;
    for (const std::string &n : names)
      s += (s.empty() ? "" : ",") + n;
    return s;
  };
  mainFunc->setAttr(
      "tf.entry_function",
      b.getDictionaryAttr(
          {b.getNamedAttr("control_outputs",
                          b.getStringAttr(join(o.controlOutputArrays))),
           b.getNamedAttr("inputs", b.getStringAttr(join(o.inputArrays))),
           b.getNamedAttr("outputs", b.getStringAttr(join(o.outputArrays)))}));
  return module;
}

} // namespace mlir::tagrad::graphdef_import

OwningOpRef<ModuleOp>
mlir::tagrad::importGraphDef(StringRef buffer, StringRef bufferName,
                             MLIRContext *context,
                             const GraphDefImportOptions &options) {
  context->allowUnregisteredDialects();
  context->getOrLoadDialect<func::FuncDialect>();
  // Corrupt input is reported below; protobuf's own log lines (invalid
  // UTF-8 in a string field, ...) would only repeat it.
  static bool quiet = (google::protobuf::SetLogHandler(nullptr), true);
  (void)quiet;
  Location fileLoc = FileLineColLoc::get(context, bufferName, 0, 0);
  tensorflow::GraphDef graph;
  bool textFirst = !bufferName.ends_with(".pb");
  std::string textWhy;
  bool ok = textFirst ? parseText(buffer, graph, textWhy) : false;
  if (!ok) {
    graph.Clear();
    ok = parseBinary(buffer, graph);
  }
  if (!ok && !textFirst) {
    graph.Clear();
    ok = parseText(buffer, graph, textWhy);
  }
  if (!ok) {
    emitError(fileLoc) << "cannot read '" << bufferName
                       << "' as a GraphDef: as a binary protobuf: truncated "
                          "or corrupt; as text: "
                       << textWhy;
    return nullptr;
  }
  graphdef_import::Library library;
  if (failed(graphdef_import::indexLibrary(graph.library(), library, fileLoc)))
    return nullptr;
  graphdef_import::Importer importer(context, bufferName, options, library);
  return importer.run(graph);
}

namespace {
struct GraphDefOptions {
  llvm::cl::opt<std::string> inputArrays{
      "tf-input-arrays",
      llvm::cl::desc("Comma-separated nodes fed as @main's arguments")};
  llvm::cl::opt<std::string> inputDataTypes{
      "tf-input-data-types",
      llvm::cl::desc("Comma-separated DataTypes of the inputs (DT_FLOAT,...; "
                     "default: the nodes' dtype attributes)")};
  llvm::cl::opt<std::string> inputShapes{
      "tf-input-shapes",
      llvm::cl::desc("Colon-separated shapes of the inputs, each "
                     "comma-separated dimensions ('?' or -1 unknown, empty a "
                     "scalar, '*' unknown rank; default: the nodes' shape "
                     "attributes)")};
  llvm::cl::opt<std::string> outputArrays{
      "tf-output-arrays",
      llvm::cl::desc("Comma-separated fetched tensors (node or node:index), "
                     "@main's results")};
  llvm::cl::opt<std::string> controlOutputArrays{
      "tf-control-output-arrays",
      llvm::cl::desc("Comma-separated nodes run for their side effects")};
  llvm::cl::opt<bool> allowUnknownOps{
      "tf-allow-unknown-ops",
      llvm::cl::desc("Import ops outside the op table (result count from "
                     "the graph's uses, unranked results of type T/dtype) "
                     "instead of failing; -tagrad-legalize-tf rejects those "
                     "it does not support"),
      llvm::cl::init(false)};
};

std::vector<std::string> splitList(StringRef s, char sep) {
  std::vector<std::string> out;
  if (s.empty())
    return out;
  SmallVector<StringRef> parts;
  s.split(parts, sep);
  for (StringRef p : parts)
    out.push_back(p.trim().str());
  return out;
}
} // namespace

tagrad::GraphDefImportOptions mlir::tagrad::parseGraphDefImportFlags(
    StringRef inputArrays, StringRef inputDataTypes,
    std::optional<StringRef> inputShapes, StringRef outputArrays,
    StringRef controlOutputArrays) {
  GraphDefImportOptions options;
  options.inputArrays = splitList(inputArrays, ',');
  options.inputDataTypes = splitList(inputDataTypes, ',');
  // An empty -tf-input-shapes is one scalar input, not "no shapes", only
  // when there is one input (tf-mlir-translate's reading).
  options.inputShapesGiven =
      inputShapes && !(inputShapes->empty() && options.inputArrays.size() != 1);
  if (options.inputShapesGiven) {
    SmallVector<StringRef> parts;
    inputShapes->split(parts, ':');
    for (StringRef p : parts)
      options.inputShapes.push_back(p.str());
  }
  options.outputArrays = splitList(outputArrays, ',');
  options.controlOutputArrays = splitList(controlOutputArrays, ',');
  return options;
}

void mlir::tagrad::registerGraphDefImportTranslation() {
  static GraphDefOptions *flags = new GraphDefOptions();
  static TranslateToMLIRRegistration registration(
      "import-graphdef",
      "Import a TensorFlow GraphDef (.pb or .pbtxt) as tf_executor MLIR",
      TranslateRawSourceMgrToMLIRFunction(
          [](llvm::SourceMgr &sourceMgr,
             MLIRContext *context) -> OwningOpRef<Operation *> {
            const llvm::MemoryBuffer *buffer =
                sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
            std::optional<StringRef> shapes;
            if (flags->inputShapes.getNumOccurrences() > 0)
              shapes = flags->inputShapes;
            GraphDefImportOptions options = parseGraphDefImportFlags(
                flags->inputArrays, flags->inputDataTypes, shapes,
                flags->outputArrays, flags->controlOutputArrays);
            options.allowUnknownOps = flags->allowUnknownOps;
            StringRef name = buffer->getBufferIdentifier();
            if (name == "<stdin>")
              name = "-";
            OwningOpRef<ModuleOp> module =
                importGraphDef(buffer->getBuffer(), name, context, options);
            return OwningOpRef<Operation *>(module.release());
          }),
      [](DialectRegistry &registry) { registry.insert<func::FuncDialect>(); });
}
