//===- LegalizeTFPass.cpp - -tagrad-legalize-tf ---------------------------===//
//
// Legalizes the module's functions callers first (a callee is inlined from
// its TensorFlow form), then drops what only TensorFlow needed: private
// functions nothing calls any more and the tf_saved_model module ops.
//
//===----------------------------------------------------------------------===//

#include "LegalizeTF.h"

#include "TaGrad/Conversion/Passes.h"

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

bool hasTFOps(func::FuncOp func) {
  return func
      .walk([](Operation *op) {
        StringRef dialect = op->getName().getDialectNamespace();
        return dialect == "tf" || dialect == "tf_executor"
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

struct LegalizeTF : public tagrad::impl::TaGradLegalizeTFBase<LegalizeTF> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Functions referenced from tf ops (loop bodies, branches, callees).
    llvm::StringSet<> referenced;
    module.walk([&](Operation *op) {
      if (op->getName().getDialectNamespace() != "tf")
        return;
      for (NamedAttribute attr : op->getAttrs())
        if (auto ref = dyn_cast<FlatSymbolRefAttr>(attr.getValue()))
          referenced.insert(ref.getValue());
    });
    SmallVector<func::FuncOp> roots, callees;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !hasTFOps(func))
        continue;
      if (func->getBlock() && !referenced.contains(func.getName()))
        roots.push_back(func);
      else if (func.isPublic())
        callees.push_back(func);
    }
    // Callees are inlined from a copy taken before anything changed, so
    // the order in which functions are legalized does not matter.
    OwningOpRef<ModuleOp> original = module.clone();
    bool failedAny = false;
    for (func::FuncOp func : llvm::concat<func::FuncOp>(roots, callees))
      if (failed(tagrad::legalizeTFFunction(func, *original)))
        failedAny = true;
    if (failedAny)
      return signalPassFailure();
    // What only TensorFlow needed.
    for (Operation &op : llvm::make_early_inc_range(*module.getBody())) {
      if (op.getName().getDialectNamespace() == "tf_saved_model") {
        op.erase();
        continue;
      }
      auto func = dyn_cast<func::FuncOp>(op);
      if (func && func.isPrivate() && referenced.contains(func.getName()) &&
          SymbolTable::symbolKnownUseEmpty(func, module))
        func.erase();
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
