//===- LegalizeTFPass.cpp - -tagrad-legalize-tf ---------------------------===//
//
// Legalizes the module's functions (-tagrad-tf-inline-calls inlined their
// calls before), then drops what only TensorFlow needed: private functions
// nothing names any more and the tf_saved_model module ops.
//
//===----------------------------------------------------------------------===//

#include "LegalizeTF.h"

#include "TaGrad/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADLEGALIZETF
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {

/// A func.call is kept as it is, but the function it names may have been
/// legalized with refined types (a tensor<*xf32> result is now
/// tensor<2xf32>): the call takes and gives its old types through
/// tensor.cast. A call whose operand or result count changed (variables
/// became arguments) cannot be mended: an error at the call.
LogicalResult reconcileCalls(ModuleOp module) {
  SmallVector<func::CallOp> calls;
  module.walk([&](func::CallOp call) { calls.push_back(call); });
  for (func::CallOp call : calls) {
    auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
    if (!callee)
      continue;
    FunctionType type = callee.getFunctionType();
    if (call.getOperandTypes() == type.getInputs() &&
        call.getResultTypes() == type.getResults())
      continue;
    auto castable = [](TypeRange from, TypeRange to) {
      return from.size() == to.size() &&
             llvm::all_of(llvm::zip(from, to), [](auto pair) {
               auto [a, b] = pair;
               return a == b || (isa<TensorType>(a) && isa<TensorType>(b) &&
                                 tensor::CastOp::areCastCompatible(a, b));
             });
    };
    if (!castable(call.getOperandTypes(), type.getInputs()) ||
        !castable(type.getResults(), call.getResultTypes()))
      return call.emitError()
             << "calls @" << callee.getName() << ", whose type "
             << "-tagrad-legalize-tf changed to " << type
             << " in a way the call cannot follow";
    OpBuilder builder(call);
    auto castTo = [&](Value v, Type t) -> Value {
      return v.getType() == t
                 ? v
                 : tensor::CastOp::create(builder, call.getLoc(), t, v)
                       .getResult();
    };
    SmallVector<Value> operands;
    for (auto [v, t] : llvm::zip(call.getOperands(), type.getInputs()))
      operands.push_back(castTo(v, t));
    auto mended =
        func::CallOp::create(builder, call.getLoc(), callee, operands);
    mended->setDiscardableAttrs(call->getDiscardableAttrDictionary());
    SmallVector<Value> results;
    for (auto [v, t] : llvm::zip(mended.getResults(), call.getResultTypes()))
      results.push_back(castTo(v, t));
    call.replaceAllUsesWith(results);
    call.erase();
  }
  return success();
}

/// Whether `func` holds TensorFlow: tf ops, or TensorFlow handles as
/// arguments (the variables -tagrad-tf-lift-variables lifted out of it).
bool isTensorFlowFunction(func::FuncOp func) {
  auto isTFType = [](Type type) {
    if (auto tensor = dyn_cast<TensorType>(type))
      type = tensor.getElementType();
    auto opaque = dyn_cast<OpaqueType>(type);
    return opaque && opaque.getDialectNamespace() == "tf_type";
  };
  if (llvm::any_of(func.getArgumentTypes(), isTFType))
    return true;
  return func
      .walk([](Operation *op) {
        StringRef dialect = op->getName().getDialectNamespace();
        return dialect == "tf" || dialect == "tf_executor"
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

} // namespace

tagrad::LegalizationRoots tagrad::legalizationRoots(ModuleOp module) {
  LegalizationRoots roots;
  // Functions referenced from tf ops (loop bodies, branches, callees).
  llvm::StringSet<> &referenced = roots.named;
  // (A function's tf.gradient names its gradient function, which the
  // GraphDef importer brings along: it is not a root either.)
  auto noteReference = [&](Attribute attr) {
    if (auto ref = dyn_cast<FlatSymbolRefAttr>(attr))
      referenced.insert(ref.getValue());
  };
  auto noteReferences = [&](ArrayRef<NamedAttribute> attrs) {
    for (NamedAttribute attr : attrs) {
      noteReference(attr.getValue());
      // Case's `branches`: a list of functions.
      if (auto list = dyn_cast<ArrayAttr>(attr.getValue()))
        llvm::for_each(list, noteReference);
    }
  };
  module.walk([&](Operation *op) {
    if (isa<func::FuncOp>(op))
      noteReferences(op->getDiscardableAttrDictionary().getValue());
    else if (op->getName().getDialectNamespace() == "tf")
      noteReferences(op->getAttrs());
  });
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || !isTensorFlowFunction(func))
      continue;
    if (func->getBlock() && !referenced.contains(func.getName()))
      roots.entries.push_back(func);
    else if (func.isPublic())
      roots.namedPublic.push_back(func);
  }
  return roots;
}

namespace {

struct LegalizeTF : public tagrad::impl::TaGradLegalizeTFBase<LegalizeTF> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    tagrad::LegalizationRoots roots = tagrad::legalizationRoots(module);
    // Loop and branch functions are read from a copy taken before anything
    // changed, so the order in which functions are legalized does not
    // matter.
    OwningOpRef<ModuleOp> original = module.clone();
    bool failedAny = false;
    for (func::FuncOp func :
         llvm::concat<func::FuncOp>(roots.entries, roots.namedPublic))
      if (failed(tagrad::legalizeTFFunction(func, *original)))
        failedAny = true;
    if (failedAny)
      return signalPassFailure();
    if (failed(reconcileCalls(module)))
      return signalPassFailure();
    // What only TensorFlow needed. A function is used only by functions
    // erased after it in the module (a caller listed after its callee), so
    // this repeats until nothing more goes.
    for (bool erased = true; erased;) {
      erased = false;
      for (Operation &op : llvm::make_early_inc_range(*module.getBody())) {
        if (op.getName().getDialectNamespace() == "tf_saved_model") {
          op.erase();
          continue;
        }
        auto func = dyn_cast<func::FuncOp>(op);
        if (func && func.isPrivate() && roots.named.contains(func.getName()) &&
            SymbolTable::symbolKnownUseEmpty(func, module)) {
          func.erase();
          erased = true;
        }
      }
    }
    for (NamedAttribute attr : module->getAttrs())
      if (attr.getName().strref().starts_with("tf.") ||
          attr.getName().strref().starts_with("tf_saved_model."))
        module->removeAttr(attr.getName());
    // Anything TensorFlow left is an op no function reached.
    WalkResult left = module.walk([&](Operation *op) {
      StringRef dialect = op->getName().getDialectNamespace();
      if (dialect == "tf" || dialect == "tf_executor") {
        auto parent = op->getParentOfType<func::FuncOp>();
        if (!parent)
          op->emitError() << "'" << op->getName()
                          << "' is outside any function";
        else
          op->emitError() << "'" << op->getName() << "' is in @"
                          << parent.getName()
                          << ", which -tagrad-legalize-tf does not legalize: "
                             "it takes public functions and the functions "
                             "TensorFlow's call, loop and branch ops name";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
