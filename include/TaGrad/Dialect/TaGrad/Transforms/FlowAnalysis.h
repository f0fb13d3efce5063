//===- FlowAnalysis.h - Shared TensorArray analyses -------------*- C++ -*-===//
//
// Helpers shared by -tagrad-infer-grad-source, -tagrad-verify-flow and
// -tagrad-resolve-accumulators: TensorFlow's _GetGradSource, constant index
// folding, and the tracing of array handles to the op (or function argument)
// that created them through scf.for / scf.while / scf.if.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_DIALECT_TAGRAD_TRANSFORMS_FLOWANALYSIS_H
#define TAGRAD_DIALECT_TAGRAD_TRANSFORMS_FLOWANALYSIS_H

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace mlir {
namespace tagrad {

/// The name of the discardable attribute `-tagrad-verify-flow` puts on a
/// dynamically sized `tagrad.tensor_array` whose final size it proved: an
/// index-typed IntegerAttr.
inline constexpr llvm::StringLiteral kFinalSizeAttrName = "tagrad.final_size";

/// TensorFlow's `_GetGradSource` on one name: the "/"-separated path up to and
/// including the last component that starts with "gradients", or nullopt.
std::optional<std::string> getGradSourceFromName(llvm::StringRef name);

/// The first name in `loc` (a NameLoc, possibly nested in FusedLoc or
/// CallSiteLoc) that yields a grad source. `firstName` gets the first name
/// seen at all, for diagnostics.
std::optional<std::string> inferGradSource(Location loc,
                                           std::string *firstName = nullptr);

/// The value of an index-typed constant, if `value` is one.
std::optional<int64_t> getConstantIndex(Value value);

/// The constant values of a 1-D integer/index tensor constant.
std::optional<llvm::SmallVector<int64_t>> getConstantIndices(Value value);

/// The (forward) source of a grad op: `GradOp` or `GradWithShapeOp`.
bool isGradLike(Operation *op);
Value getGradForwardHandle(Operation *op);
Value getGradFlowIn(Operation *op);
llvm::StringRef getGradSource(Operation *op);

/// Traces TensorArray handles to their origin within one function. Handles
/// carried by scf.for / scf.while iter_args and yielded by scf.if are unified
/// with the values they are carried from (a union-find, linear in the number
/// of ops). Every other handle (a `tagrad.tensor_array` or grad result, a
/// function argument, a call result) is an origin. A class holding two
/// different origins (e.g. a loop that swaps two arrays) is ambiguous: its
/// origin is null and analyses stay conservative.
class HandleOrigins {
public:
  explicit HandleOrigins(ModuleOp module);

  /// The origin of `handle`, or null when it is ambiguous.
  Value getOrigin(Value handle);

  /// Every origin `handle` may come from: its origin, or all the origins of
  /// an ambiguous class.
  llvm::ArrayRef<Value> getCandidateOrigins(Value handle);

private:
  unsigned getId(Value value);
  unsigned find(unsigned id);
  void unite(Value lhs, Value rhs);
  void addOrigin(Value value);

  llvm::DenseMap<Value, unsigned> ids;
  llvm::SmallVector<unsigned> parents;
  llvm::SmallVector<Value> values;
  /// Per class representative: the origin, or null once two origins met.
  llvm::DenseMap<unsigned, Value> classOrigin;
  llvm::DenseMap<unsigned, bool> classAmbiguous;
  /// Per class representative: every origin in the class.
  llvm::DenseMap<unsigned, llvm::SmallVector<Value, 1>> classOrigins;
  bool finalized = false;
  void finalize();
  llvm::SmallVector<Value> origins;
};

/// The call sites of every function of `module`, and whether a function is
/// used other than by `func.call` (then its signature cannot be changed).
struct CallSites {
  explicit CallSites(ModuleOp module);
  llvm::DenseMap<Operation *, llvm::SmallVector<func::CallOp>> callsOf;
  llvm::DenseSet<Operation *> hasOtherUses;
  /// Private, used only by calls, and defined here: its arguments can be
  /// traced to the caller and its signature extended.
  bool isInternal(func::FuncOp func) const;
  func::FuncOp lookup(func::CallOp call) const;
  /// The number of call sites of `func` (without copying them).
  size_t numCalls(func::FuncOp func) const;

private:
  llvm::StringMap<func::FuncOp> functions;
};

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_DIALECT_TAGRAD_TRANSFORMS_FLOWANALYSIS_H
