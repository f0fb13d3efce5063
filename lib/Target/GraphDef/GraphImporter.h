//===- GraphImporter.h - The GraphDef importer's state ----------*- C++ -*-===//
//
// Private to lib/Target/GraphDef: the importer of one graph (@main, or one
// function of the library), shared by ImportGraphDef.cpp (nodes, types,
// attributes, tf_executor ops) and FunctionLibrary.cpp (the FunctionDef
// library: which functions a graph reaches, `node:output:index` inputs, the
// private functions).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_TARGET_GRAPHDEF_GRAPHIMPORTER_H
#define TAGRAD_LIB_TARGET_GRAPHDEF_GRAPHIMPORTER_H

#include "TaGrad/TFFrontend/TFOpTable.h"
#include "TaGrad/Target/GraphDef.h"

#include "graph.pb.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace mlir::tagrad::graphdef_import {

namespace tf = mlir::tagrad::tf;

/// The graph's FunctionDefLibrary by name, shared by the importers of @main
/// and of each function.
struct Library {
  llvm::StringMap<const tensorflow::FunctionDef *> functions;
  /// GradientDef: function -> its gradient function.
  llvm::StringMap<std::string> gradients;
};

/// Indexes a GraphDef's library; a name defined twice is an error.
LogicalResult indexLibrary(const tensorflow::FunctionDefLibrary &lib,
                           Library &out, Location loc);

/// An edge into a node: output `index` of node `src` (-1: a control edge).
struct Edge {
  unsigned src;
  int index;
};

enum class NodeKind {
  Plain,
  Enter,
  Exit,
  Switch,
  Merge,
  LoopCond,
  NextIteration,
  ControlTrigger
};

NodeKind kindOf(StringRef op);

struct Node {
  const tensorflow::NodeDef *def = nullptr;
  NodeKind kind = NodeKind::Plain;
  SmallVector<Edge> data, control;
  int argIndex = -1; // fed: the function argument's index
  bool reached = false;
  int maxUsedIndex = -1;
  // Emitted: the values of its outputs, and its control token (if any).
  SmallVector<Value> outputs;
  Value ctl;
  // NextIteration: the Source op's token.
  Value token;
};

/// Imports one graph: @main (run) or a function of the library
/// (importFunction). Diagnostics name the function, the node and its op.
class Importer {
public:
  Importer(MLIRContext *ctx, StringRef bufferName,
           const tagrad::GraphDefImportOptions &options, const Library &library,
           StringRef function = "")
      : ctx(ctx), b(ctx), options(options), library(library),
        function(function.str()), bufferName(bufferName.str()),
        fileLoc(FileLineColLoc::get(ctx, bufferName, 0, 0)) {}

  OwningOpRef<ModuleOp> run(const tensorflow::GraphDef &graph);

private:
  InFlightDiagnostic error() {
    InFlightDiagnostic diag = emitError(fileLoc);
    if (!function.empty())
      diag << "function '" << function << "': ";
    return diag;
  }
  InFlightDiagnostic error(const Node &n) {
    return error() << "node '" << n.def->name() << "' (" << n.def->op()
                   << "): ";
  }

  /// The nodes of `defs`, their inputs resolved; the first `numArgs` are a
  /// function's arguments.
  LogicalResult buildNodes(ArrayRef<const tensorflow::NodeDef *> defs,
                           size_t numArgs = 0);
  FailureOr<unsigned> lookup(StringRef name, StringRef what);
  LogicalResult parseTensorName(StringRef name, StringRef what, unsigned &node,
                                int &index);
  LogicalResult prune(ArrayRef<unsigned> roots);
  FailureOr<SmallVector<unsigned>> order();
  LogicalResult checkDTypes(const Node &n);

  // Types and attributes.
  Type controlType() { return OpaqueType::get(tfExecutor(), "control"); }
  Type tokenType() { return OpaqueType::get(tfExecutor(), "token"); }
  StringAttr tfExecutor() { return StringAttr::get(ctx, "tf_executor"); }
  StringAttr tfType() { return StringAttr::get(ctx, "tf_type"); }
  Type resourceType(std::optional<TensorType> subtype = std::nullopt);
  /// The value type a resource node's handle attributes (_handle_dtypes,
  /// _handle_shapes, one entry each) state, or nullopt.
  FailureOr<std::optional<TensorType>> handleSubtype(const Node &n);
  /// TensorLists (DT_VARIANT).
  Type variantType();
  /// A TF1 reference to `element` (`!tf_type.f32ref`), as TensorFlow's
  /// importer types a VariableV2.
  Type refType(Type element);
  FailureOr<Type> dtypeToType(int dtype, const Node *n, StringRef what);
  FailureOr<std::optional<SmallVector<int64_t>>>
  shapeOf(const tensorflow::TensorShapeProto &shape, const Node *n);
  Attribute shapeAttr(const std::optional<SmallVector<int64_t>> &shape);
  TensorType tensorType(const std::optional<SmallVector<int64_t>> &shape,
                        Type element);
  FailureOr<Attribute> tensorAttr(const tensorflow::TensorProto &tensor,
                                  const Node &n);
  FailureOr<Attribute> convertAttr(const tensorflow::AttrValue &value,
                                   const Node &n, StringRef name);
  FailureOr<NamedAttrList> convertAttrs(const Node &n);
  const tensorflow::AttrValue *attr(const Node &n, StringRef name);
  FailureOr<Type> typeAttr(const Node &n, StringRef name,
                           std::optional<int> fallback = std::nullopt);
  FailureOr<int64_t> intAttr(const Node &n, StringRef name);
  FailureOr<SmallVector<Type>> opSignature(Node &n, ArrayRef<Value> operands);
  FailureOr<SmallVector<Type>> unknownOpSignature(Node &n);
  Location locOf(const Node &n);

  LogicalResult emit(Node &n, OpBuilder &builder);
  FailureOr<Value> operandValue(const Node &user, const Edge &e);
  /// The type of a value of `element` whose shape is unknown: unranked, or
  /// a scalar for a DT_VARIANT (a TensorList is one scalar handle).
  TensorType valueType(Type element) {
    return tensorType(std::nullopt, element);
  }
  bool isVariant(Type t);

  FailureOr<SmallVector<unsigned>> prepare();
  FailureOr<SmallVector<Type>> emitBody(Block *entry,
                                        ArrayRef<unsigned> sorted);

  // FunctionLibrary.cpp.
  /// The functions the reached nodes name (func attributes, calls by op
  /// name, gradients), transitively, each once; missing and recursive
  /// functions are errors.
  FailureOr<SmallVector<const tensorflow::FunctionDef *>> reachableFunctions();
  /// Appends `fdef` to `module` as a private func.func whose body is a
  /// tf_executor.graph, as TensorFlow's importer writes it.
  LogicalResult importFunction(const tensorflow::FunctionDef &fdef,
                               ModuleOp module);
  /// A FunctionDef input: `arg`, `node:output_arg:index` or `^node`.
  LogicalResult resolveFunctionInput(Node &user, StringRef input);
  /// Output `name:index` of `src` as a result number.
  FailureOr<int> flatOutputIndex(const Node &src, StringRef outputArg,
                                 int index, const Node *user, StringRef input);
  /// The library function called by node `n` (its op names one), or null.
  const tensorflow::FunctionDef *calledFunction(const Node &n);
  /// A functional op's (or a call's) operands and results against the
  /// functions it names: counts and dtypes.
  LogicalResult checkFunctionalNode(const Node &n, ArrayRef<Value> operands,
                                    ArrayRef<Type> resultTypes);

  MLIRContext *ctx;
  Builder b;
  const tagrad::GraphDefImportOptions &options;
  const Library &library;
  /// The function being imported ("" for @main).
  std::string function;
  std::string bufferName;
  Location fileLoc;
  /// Whether DT_VARIANT is accepted where types are read now (the node's
  /// op carries TensorLists, or a function's signature).
  bool variantOk = false;
  /// The `_Arg` nodes of a function's arguments.
  std::deque<tensorflow::NodeDef> argDefs;
  std::vector<Node> nodes;
  llvm::StringMap<unsigned> byName;
  SmallVector<std::pair<unsigned, int>> outputs;
  SmallVector<unsigned> controlOutputs;
  SmallVector<Type> argTypes;
};

} // namespace mlir::tagrad::graphdef_import

#endif // TAGRAD_LIB_TARGET_GRAPHDEF_GRAPHIMPORTER_H
