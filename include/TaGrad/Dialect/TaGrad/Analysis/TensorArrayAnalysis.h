//===- TensorArrayAnalysis.h - A module's TensorArrays ---------*- C++ -*-===//
//
// What -tagrad-verify-flow, -tagrad-resolve-accumulators,
// -tagrad-decompose-tensor-arrays and -convert-tagrad-to-runtime know about a
// module's TensorArrays, computed once per module:
//
//  * HandleOrigins: which op (or function argument) created the array a
//    handle denotes, through every RegionBranchOpInterface op (scf.for,
//    scf.while, scf.if, ...);
//  * CallSites: the call sites of every function, and which functions are
//    internal (private, defined, used only by func.call);
//  * ArrayGroups: the handles that denote one array across calls (each
//    creation with the callee arguments it is passed to), for the rewrites
//    that thread an array through function signatures;
//  * TensorArrayNames: the naming policy, one name per array for compile-time
//    diagnostics, generated accumulator names and run-time messages;
//  * the flow interpretation (lazily, on the first query): the violations of
//    TensorFlow's rules it proves and the final sizes of dynamic arrays.
//
// Usage from a module pass:
//
//   TensorArrayAnalysis &arrays = getAnalysis<TensorArrayAnalysis>();
//   for (const FlowViolation &violation : arrays.getViolations()) ...
//   std::optional<int64_t> size = arrays.getFinalSize(create);
//
// A pass that changes no TensorArray (a pure checker) marks it preserved so
// the next pass reuses it (getCachedAnalysis<TensorArrayAnalysis>()); any
// other pass invalidates it.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_DIALECT_TAGRAD_ANALYSIS_TENSORARRAYANALYSIS_H
#define TAGRAD_DIALECT_TAGRAD_ANALYSIS_TENSORARRAYANALYSIS_H

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/Support/TensorArrayNaming.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace mlir {
namespace tagrad {

/// Traces TensorArray handles to their origin within one function. The
/// values a RegionBranchOpInterface op passes between its regions and its
/// results (scf.for / scf.while iter_args, scf.if results) are one class.
/// Every other handle (a `tagrad.tensor_array` or grad result, a function
/// argument, a call result) is an origin. A class holding two different
/// origins (e.g. a loop that swaps two arrays) is ambiguous: its origin is
/// null and analyses stay conservative.
class HandleOrigins {
public:
  explicit HandleOrigins(Operation *module);

  /// The origin of `handle`, or null when it is ambiguous or unknown.
  Value getOrigin(Value handle) const;

  /// Every origin `handle` may come from: its origin, or all the origins of
  /// an ambiguous class.
  llvm::ArrayRef<Value> getCandidateOrigins(Value handle) const;

private:
  void unite(ValueRange from, ValueRange to);
  void uniteRegionBranch(RegionBranchOpInterface branch);

  llvm::EquivalenceClasses<Value> classes;
  llvm::SmallVector<Value> origins;
  /// Per class leader: its origins, in program order.
  llvm::DenseMap<Value, llvm::SmallVector<Value, 1>> originsOfLeader;
};

/// The call sites of every function of `module`, and whether a function is
/// used other than by `func.call` (then its signature cannot be changed).
struct CallSites {
  explicit CallSites(Operation *module);
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

/// Handles that denote one array across function calls: each creation's
/// handle joined with the callee argument every func.call passes it to, and
/// transitively. Values are joined as they are (not through region
/// branches): the rewrites that use these groups thread an array only where
/// its handle is used directly.
class ArrayGroups {
public:
  explicit ArrayGroups(Operation *module, const CallSites &calls);

  /// The handles of one group (creation results, then function arguments)
  /// and the creations among them.
  struct Group {
    llvm::SmallVector<Value> handles;
    llvm::SmallVector<TensorArrayOp> creations;
  };
  /// The groups by leader: those with a creation in creation order, then
  /// those of arguments only.
  const llvm::MapVector<Value, Group> &getGroups() const { return groups; }
  /// The leader of the group `handle` belongs to (`handle` itself when it is
  /// in none).
  Value getLeader(Value handle) const;
  /// Whether `handle` cannot be threaded through calls as its group: passed
  /// to an external function, or one of two arguments of a function that
  /// get the same array.
  bool isUnthreadable(Value handle) const {
    return unthreadable.contains(handle);
  }

private:
  llvm::EquivalenceClasses<Value> classes;
  llvm::MapVector<Value, Group> groups;
  llvm::DenseSet<Value> unthreadable;
};

/// The naming policy. A named array keeps its `tensor_array_name`. An
/// unnamed one is named as TensorFlow names it, after its node: the first
/// name of its NameLoc; without one "<function>/TensorArray_<k>", k counting
/// the function's unnamed arrays without a name location in program order.
/// A generated name that another array already has gets "_<n>" appended
/// (n = 1, 2, ... in module order). An accumulator is
/// getAccumulatorName(forward, source); an array passed as argument <n> of a
/// function the analysis does not follow is "<function>/arg<n>".
///
/// The names depend only on the module, so every pass that builds them
/// agrees; -tagrad-resolve-accumulators writes them into
/// `tensor_array_name`, so later rewrites keep them.
class TensorArrayNames {
public:
  explicit TensorArrayNames(Operation *module);

  /// The name of the array `create` creates.
  llvm::StringRef getName(TensorArrayOp create) const;

  /// The name of the array an origin handle (HandleOrigins) denotes: a
  /// creation's name, an accumulator's, or an argument's.
  std::string getOriginName(Value origin) const;

private:
  llvm::DenseMap<Operation *, std::string> generated;
};

/// One violation of TensorFlow's rules that the flow interpretation proves:
/// an error at `location` with `message`, and its notes.
struct FlowViolation {
  Location location;
  std::string message;
  llvm::SmallVector<std::pair<Location, std::string>> notes;
};

class TensorArrayAnalysis {
public:
  explicit TensorArrayAnalysis(Operation *module);

  const HandleOrigins &getOrigins() const { return origins; }
  const CallSites &getCallSites() const { return calls; }
  const ArrayGroups &getGroups() const { return groups; }
  const TensorArrayNames &getNames() const { return names; }

  /// What the flow interpretation proves wrong, one entry per (location,
  /// message), in the order found.
  llvm::ArrayRef<FlowViolation> getViolations();

  /// The size a dynamically sized array has once its writes are done (the
  /// size a grad locks), where the interpretation proves it: constant
  /// indices, scf.for loops with constant bounds writing at the induction
  /// variable, no escape into calls it does not follow.
  std::optional<int64_t> getFinalSize(TensorArrayOp create);

private:
  void interpretFlows();

  Operation *module;
  HandleOrigins origins;
  CallSites calls;
  ArrayGroups groups;
  TensorArrayNames names;
  bool interpreted = false;
  llvm::SmallVector<FlowViolation> violations;
  llvm::DenseMap<Operation *, int64_t> finalSizes;
};

/// TensorFlow's `_GetGradSource` on one name: the "/"-separated path up to and
/// including the last component that starts with "gradients", or nullopt.
std::optional<std::string> getGradSourceFromName(llvm::StringRef name);

/// The first name in `loc` (a NameLoc, possibly nested in FusedLoc or
/// CallSiteLoc) that yields a grad source. `firstName` gets the first name
/// seen at all, for diagnostics.
std::optional<std::string> inferGradSource(Location loc,
                                           std::string *firstName = nullptr);

/// The first name of a NameLoc in `loc` (TensorFlow's node name), or "".
std::string getNodeName(Location loc);

/// The value of an index-typed constant, if `value` is one.
std::optional<int64_t> getConstantIndex(Value value);

/// The constant values of a 1-D integer/index tensor constant.
std::optional<llvm::SmallVector<int64_t>> getConstantIndices(Value value);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_DIALECT_TAGRAD_ANALYSIS_TENSORARRAYANALYSIS_H
