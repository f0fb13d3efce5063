//===- CpuLowerAsserts.cpp - cf.assert through the TaGrad runtime --------===//
//
// A failed cf.assert reports its message with tagradRuntimeError (stderr or
// the application's handler) and then aborts. Upstream's lowering puts()s
// the message to stdout, which is lost at the abort when stdout is a pipe.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/ABI/TensorArrayABI.h"
#include "TaGrad/Codegen/CPU/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPULOWERASSERTS
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

struct CpuLowerAsserts
    : public tagrad::impl::TaGradCpuLowerAssertsBase<CpuLowerAsserts> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<cf::AssertOp> asserts;
    // Directly in a function body, which may take more blocks (after
    // -convert-scf-to-cf, all of them); others keep upstream's lowering.
    module.walk([&](cf::AssertOp op) {
      if (isa<FunctionOpInterface>(op->getParentOp()))
        asserts.push_back(op);
    });
    if (asserts.empty())
      return markAllAnalysesPreserved();

    MLIRContext *context = &getContext();
    auto ptrType = LLVM::LLVMPointerType::get(context);
    SymbolTable symbols(module);
    FailureOr<func::FuncOp> report =
        declare(symbols, tagrad_abi::entry::kRuntimeError.name,
                FunctionType::get(context, {ptrType}, {}));
    FailureOr<func::FuncOp> abort =
        declare(symbols, "abort", FunctionType::get(context, {}, {}));
    if (failed(report) || failed(abort))
      return signalPassFailure();

    // One global per distinct message.
    llvm::StringMap<LLVM::GlobalOp> messages;
    for (cf::AssertOp op : asserts) {
      Location loc = op.getLoc();
      Block *before = op->getBlock();
      Block *after = before->splitBlock(op->getIterator());
      Block *fail = new Block();
      fail->insertBefore(after);
      OpBuilder b(context);
      b.setInsertionPointToEnd(before);
      cf::CondBranchOp::create(b, loc, op.getArg(), after, fail);

      LLVM::GlobalOp &global = messages[op.getMsg()];
      if (!global) {
        OpBuilder top = OpBuilder::atBlockEnd(module.getBody());
        std::string text = op.getMsg().str();
        text.push_back('\0');
        auto arrayType =
            LLVM::LLVMArrayType::get(IntegerType::get(context, 8), text.size());
        global = LLVM::GlobalOp::create(
            top, loc, arrayType, /*isConstant=*/true, LLVM::Linkage::Private,
            "__tagrad_assert_msg_" + llvm::utohexstr(messages.size()),
            top.getStringAttr(text));
        symbols.insert(global);
      }
      b.setInsertionPointToEnd(fail);
      Value message = LLVM::AddressOfOp::create(b, loc, global);
      func::CallOp::create(b, loc, *report, ValueRange{message});
      // The handler may return; what follows the assert must not run.
      func::CallOp::create(b, loc, *abort, ValueRange{});
      LLVM::UnreachableOp::create(b, loc);
      op.erase();
    }
  }

  /// The private declaration `name` of `type`, or an error if the module
  /// defines the symbol otherwise.
  FailureOr<func::FuncOp> declare(SymbolTable &symbols, StringRef name,
                                  FunctionType type) {
    ModuleOp module = getOperation();
    if (Operation *existing = symbols.lookup(name)) {
      auto func = dyn_cast<func::FuncOp>(existing);
      if (func && func.getFunctionType() == type)
        return func;
      existing->emitError() << "'" << name << "' is the TaGrad runtime's "
                            << type << ", which a failed cf.assert calls";
      return failure();
    }
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    auto func = func::FuncOp::create(b, module.getLoc(), name, type);
    func.setPrivate();
    symbols.insert(func);
    return func;
  }
};

} // namespace
