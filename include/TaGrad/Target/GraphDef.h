//===- GraphDef.h - TensorFlow GraphDef importer ----------------*- C++ -*-===//
//
// Imports a TensorFlow GraphDef (binary .pb or text .pbtxt) as the MLIR that
// TensorFlow's own GraphDef importer produces: a func.func @main whose body
// is one tf_executor.graph (an island with a generic tf.* op per node, TF1
// control flow as tf_executor.Enter/Merge/Switch/NextIteration/Exit/
// LoopCond/ControlTrigger) and, for TensorFlow 2, a private func.func per
// library function the graph reaches (While/If/Case/call bodies), which
// -tagrad-functionalize-tf-control-flow and -tagrad-legalize-tf take from
// there. No TensorFlow library is needed.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TARGET_GRAPHDEF_H
#define TAGRAD_TARGET_GRAPHDEF_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
namespace tagrad {

/// What tf-mlir-translate's -tf-* flags say, already split.
struct GraphDefImportOptions {
  /// Nodes fed as the function's arguments, in order.
  std::vector<std::string> inputArrays;
  /// DT_FLOAT, ... per input (empty: the node's `dtype` attribute).
  std::vector<std::string> inputDataTypes;
  /// Per input, its shape as "2,?,3" ("" a scalar, "*" unknown rank); an
  /// empty vector: the node's `shape` attribute.
  std::vector<std::string> inputShapes;
  bool inputShapesGiven = false;
  /// Fetched tensors ("node" or "node:index"), the function's results.
  std::vector<std::string> outputArrays;
  /// Nodes the graph must run for their side effects (control outputs).
  std::vector<std::string> controlOutputArrays;
  /// Import ops outside TaGrad's op table too (their result count from the
  /// graph's uses, element type from T/dtype, unranked) instead of failing;
  /// -tagrad-legalize-tf then rejects those it does not support.
  bool allowUnknownOps = false;
};

/// The options from the -tf-* flags' strings: comma-separated lists, shapes
/// separated by ':' (`inputShapes` none: the flag is not given).
/// tagrad-translate and the C API (TaGrad-c/Runner.h) both read them here.
GraphDefImportOptions parseGraphDefImportFlags(
    llvm::StringRef inputArrays, llvm::StringRef inputDataTypes,
    std::optional<llvm::StringRef> inputShapes, llvm::StringRef outputArrays,
    llvm::StringRef controlOutputArrays);

/// Parses `buffer` as a GraphDef (binary first when the name ends in .pb,
/// text first otherwise; both are tried) and imports it. Errors are emitted
/// on `context`'s diagnostic engine, each naming the node; returns null then.
OwningOpRef<ModuleOp> importGraphDef(llvm::StringRef buffer,
                                     llvm::StringRef bufferName,
                                     MLIRContext *context,
                                     const GraphDefImportOptions &options);

/// Registers the "import-graphdef" translation and its -tf-* options.
void registerGraphDefImportTranslation();

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_TARGET_GRAPHDEF_H
