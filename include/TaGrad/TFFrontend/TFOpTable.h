//===- TFOpTable.h - The TensorFlow ops TaGrad takes ------------*- C++ -*-===//
//
// TFOps.def as a table: what the GraphDef importer and -tagrad-legalize-tf
// know of each TensorFlow op (arity, resource operands, result types,
// family), and the docs page printed from it.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TFFRONTEND_TFOPTABLE_H
#define TAGRAD_TFFRONTEND_TFOPTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::tagrad::tf {

enum class TFOpFamily {
  Core,
  Elementwise,
  Shapes,
  Indexing,
  Reductions,
  NN,
  LinearAlgebra,
  Variables,
  Random,
  TensorArrays,
  TensorLists,
  Functional
};

/// How the importer types an op's results (TFOps.def explains each).
enum class TFResultRule {
  OfTypeAttr,
  Bool,
  NoResults,
  Flow,
  ScalarI32,
  ScalarBool,
  List,
  OfTypeListAttr,
  Ref,
  Custom
};

/// One output argument of an op's OpDef: a tensor, or a list whose length
/// is the node's attribute `lengthAttr` (an int or a type list).
struct TFOutputArg {
  llvm::StringRef name;
  llvm::StringRef lengthAttr; // empty: one tensor
};

struct TFOpInfo {
  /// MaxOperands with no bound; Results from an attribute, one per operand,
  /// one per operand after the first.
  static constexpr int kAny = -1, kSame = -2, kAllButFirst = -3;
  /// ResourceOperands: every operand may be a handle.
  static constexpr unsigned kAll = ~0u;

  llvm::StringLiteral name; // without "tf."
  TFOpFamily family;
  int minOperands, maxOperands, results;
  unsigned resourceOperands;
  TFResultRule resultRule;
  llvm::StringLiteral resultTypeAttr;
  /// TensorFlow's DataType number used when the node lacks
  /// resultTypeAttr (0, DT_INVALID: the attribute is required).
  int defaultDType;
  llvm::StringLiteral typeAttrs;
  /// The OpDef's output arguments ("y", "output:T", "y, idx").
  llvm::StringLiteral outputs;

  /// Whether `numOperands` inputs and `numResults` results fit the op.
  bool acceptsArity(int numOperands, int numResults) const;
  bool acceptsOperandCount(int numOperands) const;
  /// "2 operands and 1 result", "at least 1 operand and as many results".
  std::string describeArity() const;
  /// `outputs`, split.
  llvm::SmallVector<TFOutputArg> getOutputArgs() const;
  /// Whether the op takes DT_VARIANT values (TensorLists): the TensorList
  /// ops, the functional ops (which pass them to their functions),
  /// Identity/IdentityN, and ZerosLike/AddN (of lists, in loop gradients).
  bool takesVariants() const;
};

/// Every op, grouped by family, sorted by name within a family.
llvm::ArrayRef<TFOpInfo> getTFOpTable();
/// The op named `name` ("AddV2"; a leading "tf." is ignored), or null.
const TFOpInfo *lookupTFOp(llvm::StringRef name);
llvm::StringRef getTFOpFamilyName(TFOpFamily family);
/// docs/TFOps.md: the supported ops by family, as markdown.
void printTFOpTableMarkdown(llvm::raw_ostream &os);

} // namespace mlir::tagrad::tf

#endif // TAGRAD_TFFRONTEND_TFOPTABLE_H
