//===- InlineTFCalls.cpp - -tagrad-tf-inline-calls ------------------------===//
//
// Inlines TensorFlow's function calls into their callers before
// -tagrad-legalize-tf, as TF-MLIR inlines before it legalizes: the legalizer
// then sees each program as one body per function (loop and branch functions
// stay functions, named by symbol) and needs no call handling of its own.
//
// Callees are cloned from a copy of the module taken before anything was
// inlined, so the depth a diagnostic reports is the depth of the call chain
// in the input, whatever order the functions are visited in.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "TaGrad/Conversion/Passes.h"

#include "mlir/IR/IRMapping.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADTFINLINECALLS
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

namespace {

/// Deeper call chains are taken for recursion, which inlining cannot end.
constexpr unsigned kMaxInlineDepth = 64;

using tf_legalize::isInlinedCall;

InFlightDiagnostic error(Operation *op) {
  return op->emitError() << "'" << op->getName() << "' ";
}

class Inliner {
public:
  explicit Inliner(ModuleOp original) : original(original) {}

  /// Inlines every call in `root`'s regions.
  LogicalResult inlineCallsIn(Operation *root, unsigned depth) {
    SmallVector<Operation *> calls;
    root->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op != root && isInlinedCall(op, original))
        calls.push_back(op);
    });
    for (Operation *call : calls)
      if (failed(inlineCall(call, depth)))
        return failure();
    return success();
  }

private:
  LogicalResult inlineCall(Operation *call, unsigned depth);

  /// The function `call` names, in the original module.
  func::FuncOp lookupCallee(Operation *call) {
    if (auto funcCall = dyn_cast<func::CallOp>(call))
      return original.lookupSymbol<func::FuncOp>(funcCall.getCallee());
    auto ref = call->getAttrOfType<FlatSymbolRefAttr>("f");
    auto callee =
        ref ? original.lookupSymbol<func::FuncOp>(ref.getValue()) : nullptr;
    if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock()) {
      error(call) << "needs 'f' naming a function with one block in this "
                     "module";
      return nullptr;
    }
    return callee;
  }

  ModuleOp original;
};

/// `value` as `type`: TensorFlow's function types are often less precise
/// than the values passed (tensor<*xf32> for a tensor<2xf32>). The cast keeps
/// every op seeing the type it was written with; -tagrad-legalize-tf looks
/// through it.
Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

LogicalResult Inliner::inlineCall(Operation *call, unsigned depth) {
  func::FuncOp callee = lookupCallee(call);
  if (!callee)
    return failure();
  if (depth > kMaxInlineDepth)
    return error(call) << "calls functions " << kMaxInlineDepth
                       << " deep (recursion cannot be inlined)";
  Block &entry = callee.front();
  if (entry.getNumArguments() != call->getNumOperands())
    return error(call) << "passes " << call->getNumOperands()
                       << " operands to @" << callee.getName()
                       << ", which takes " << entry.getNumArguments();
  // TensorFlow's terminators are unregistered ops: known by name.
  Operation *terminator = entry.empty() ? nullptr : &entry.back();
  StringRef terminatorName =
      terminator ? terminator->getName().getStringRef() : StringRef();
  if (terminatorName != "tf.Yield" && terminatorName != "func.return") {
    (terminator ? terminator : callee.getOperation())->emitError()
        << "ends a TensorFlow region but is not tf.Yield or func.return";
    return failure();
  }
  if (terminator->getNumOperands() != call->getNumResults())
    return error(call) << "has " << call->getNumResults() << " results but @"
                       << callee.getName() << " returns a different number";

  OpBuilder b(call);
  Location loc = call->getLoc();
  IRMapping mapping;
  for (auto [argument, operand] :
       llvm::zip(entry.getArguments(), call->getOperands()))
    mapping.map(argument, castTo(b, loc, operand, argument.getType()));
  SmallVector<Operation *> clones;
  for (Operation &op : entry) {
    if (&op == terminator)
      break;
    clones.push_back(b.clone(op, mapping));
  }
  for (auto [result, returned] :
       llvm::zip(call->getResults(), terminator->getOperands()))
    result.replaceAllUsesWith(
        castTo(b, loc, mapping.lookupOrDefault(returned), result.getType()));
  call->erase();
  // The body's own calls last: inlining one replaces its results, which
  // the clones after it and the call's users must already hold.
  for (Operation *clone : clones) {
    LogicalResult inlined = isInlinedCall(clone, original)
                                ? inlineCall(clone, depth + 1)
                                : inlineCallsIn(clone, depth + 1);
    if (failed(inlined))
      return failure();
  }
  return success();
}

/// Whether every use of `func` is a call this pass inlines: its body is
/// then only a template, not a function of its own.
bool onlyCalled(func::FuncOp func, ModuleOp module) {
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(func, module);
  if (!uses || uses->empty())
    return false;
  return llvm::all_of(*uses, [&](const SymbolTable::SymbolUse &use) {
    return isInlinedCall(use.getUser(), module);
  });
}

struct InlineTFCalls
    : public tagrad::impl::TaGradTFInlineCallsBase<InlineTFCalls> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> functions, templates;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      if (func.isPrivate() && onlyCalled(func, module))
        templates.push_back(func);
      else
        functions.push_back(func);
    }
    if (llvm::all_of(functions, [&](func::FuncOp func) {
          return !inlineCallsNeeded(func, module);
        }))
      return;
    OwningOpRef<ModuleOp> original = module.clone();
    Inliner inliner(*original);
    bool failedAny = false;
    for (func::FuncOp func : functions)
      if (failed(inliner.inlineCallsIn(func, /*depth=*/0)))
        failedAny = true;
    if (failedAny)
      return signalPassFailure();
    // Templates that nothing names any more go; one may be named only by
    // another template, hence the repetition.
    for (bool erased = true; erased;) {
      erased = false;
      for (func::FuncOp &func : templates) {
        if (func && SymbolTable::symbolKnownUseEmpty(func, module)) {
          func.erase();
          func = func::FuncOp();
          erased = true;
        }
      }
    }
  }

  static bool inlineCallsNeeded(func::FuncOp func, ModuleOp module) {
    return func
        .walk([&](Operation *op) {
          return isInlinedCall(op, module) ? WalkResult::interrupt()
                                           : WalkResult::advance();
        })
        .wasInterrupted();
  }
};

} // namespace
