//===- ResolveAccumulators.cpp - Explicit gradient accumulators -*- C++ -*-===//
//
// TensorArrayGradV3 looks its accumulator up at run time by the key
// "<forward name>@<source>" and creates it on first use. Here the lookup is
// resolved at compile time: every (forward array, source) pair gets one
// `tagrad.tensor_array` with `multiple_writes_aggregate = true`, and every
// grad op of the pair becomes a use of it plus a `tensor_array.lock_size` of
// the forward array (TensorFlow's DisableDynamicSize at each grad).
//
// Where the accumulator is created. In the function that owns the forward
// array (the one holding its `tagrad.tensor_array`), at the first use in
// program order, hoisted to the innermost block that encloses every use of
// the pair there: grads, and calls that need it. scf regions capture the
// value directly, so a grad in a loop body shares the accumulator across
// iterations (TensorFlow returns the same object each time) and grads in
// both branches of an scf.if share it too.
//
// Its size is the forward size at the grad: `tensor_array.size %fwd, %flow`
// with the first grad's `flow_in`. When hoisting leaves the region that
// defines that flow, the flow is carried back through loop iter_args to the
// value entering the loop (the forward size is locked from the first grad
// on, so it is the same at every grad). If no such flow exists, a
// fixed-size forward array uses its creation flow (its size never changes),
// a dynamic one the final size TensorArrayAnalysis proved;
// otherwise the pass fails with an error.
//
// Element shapes not fully static (`?` dims in the forward element or in a
// run-time shape_to_prepend): an accumulator's zeros are the forward
// array's per-index shapes, which only the forward array knows at run
// time. The resolved form keeps that link: the accumulator is created by
// one `tensor_array.grad` / `grad_with_shape` of the forward array at the
// same creation point (the runtime then copies the shapes, as TensorFlow's
// CopyShapesFrom does); every grad of the pair still becomes a lock_size and
// a use of it. Where no flow or shape_to_prepend is available at the
// creation point, the plain `tagrad.tensor_array` form is used.
//
// Calls. Like TensorFlow's decomposition (AccessedGradients), a private
// function that takes the gradient of an array it receives as an argument
// gets one extra argument per (argument, source): the accumulator, created by
// the caller (recursively up to the function that owns the array).
//
// Arrays this pass cannot follow keep TensorFlow's run-time lookup: their
// `tensor_array.grad` ops stay, and -convert-tagrad-to-runtime turns them
// into the runtime's (array, source) lookup, which returns one accumulator
// to every grad of the pair wherever it runs. These are the arrays that
// reach code whose signature cannot change or that is not visible: arguments
// of public functions, handles passed to public or external functions,
// returned or produced by calls, or merged ambiguously (a loop swapping two
// arrays); and, through call sites, the caller's arrays that become such
// arguments. A private callee that needs an accumulator for such an array
// is passed the result of a run-time grad at the call site.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/DebugLog.h"

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADRESOLVEACCUMULATORS
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;
using namespace mlir::tagrad;

#define DEBUG_TYPE "tagrad-resolve-accumulators"

namespace {

/// A private function's need for an accumulator of one of its argument
/// arrays: the caller passes it as an extra argument.
struct ArgNeed {
  unsigned argIndex;
  std::string source;
  TensorArrayType type;
  /// The argument whose flow sizes the accumulator, or -1.
  int flowArg = -1;
  Location loc;
  BlockArgument accumulator; // added to the entry block
};

/// One accumulator to create in a function.
struct LocalAccumulator {
  Value forward; // the forward handle available at the creation point
  std::string source;
  llvm::SmallVector<Operation *> uses; // grads and calls, in program order
  Value value;                         // the created accumulator
};

class Resolver {
public:
  Resolver(ModuleOp module, TensorArrayAnalysis &analysis)
      : module(module), analysis(analysis), origins(analysis.getOrigins()),
        calls(analysis.getCallSites()), dominance(module) {}
  LogicalResult run();

private:
  bool isArgOrigin(Value origin, func::FuncOp func, unsigned &index);
  void collectRuntimeArrays();
  bool usesRuntimeLookup(Value handle);
  Value translateFlow(Value flow, Block *target);
  void carryNamesAndFinalSizes();
  LogicalResult collectNeeds();
  LogicalResult resolveFunction(func::FuncOp func);
  Operation *findInsertionPoint(func::FuncOp func,
                                const LocalAccumulator &local);
  std::pair<TensorArrayType, Value>
  findSizingFlow(const LocalAccumulator &local);
  ArgNeed *findNeed(func::FuncOp func, unsigned argIndex, StringRef source);
  Value createLinkedAccumulator(OpBuilder &builder, Location loc,
                                LocalAccumulator &local, TensorArrayType type,
                                Value flow, TensorArrayOp create);

  ModuleOp module;
  TensorArrayAnalysis &analysis;
  const HandleOrigins &origins;
  const CallSites &calls;
  llvm::DenseMap<Operation *, llvm::SmallVector<ArgNeed>> needs;
  /// Final sizes of dynamic arrays, as proven before the rewrite.
  llvm::DenseMap<Operation *, int64_t> finalSizes;
  /// Origins whose grads stay run-time lookups.
  llvm::DenseSet<Value> runtimeArrays;
  /// Computed lazily per region; the pass adds ops but no blocks.
  DominanceInfo dominance;
};

} // namespace

bool Resolver::isArgOrigin(Value origin, func::FuncOp func, unsigned &index) {
  auto arg = dyn_cast_or_null<BlockArgument>(origin);
  if (!arg || arg.getOwner() != &func.getBody().front() ||
      !calls.isInternal(func))
    return false;
  index = arg.getArgNumber();
  return true;
}

void Resolver::collectRuntimeArrays() {
  llvm::SmallVector<Value> worklist;
  auto mark = [&](Value handle) {
    if (!isa<TensorArrayType>(handle.getType()))
      return;
    for (Value origin : origins.getCandidateOrigins(handle))
      if (runtimeArrays.insert(origin).second)
        worklist.push_back(origin);
  };
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (!calls.isInternal(func))
      for (BlockArgument arg : func.getBody().front().getArguments())
        mark(arg);
    func.walk([&](Operation *op) {
      if (auto call = dyn_cast<func::CallOp>(op)) {
        func::FuncOp callee = calls.lookup(call);
        if (!callee || !calls.isInternal(callee))
          for (Value operand : call.getOperands())
            mark(operand);
        for (Value result : call.getResults())
          mark(result);
        return;
      }
      if (isa<func::ReturnOp>(op)) {
        for (Value operand : op->getOperands())
          mark(operand);
        return;
      }
      for (Value operand : op->getOperands())
        if (isa<TensorArrayType>(operand.getType()) &&
            !origins.getOrigin(operand))
          mark(operand);
    });
  }
  // An argument of a private function is the caller's array.
  while (!worklist.empty()) {
    auto arg = dyn_cast<BlockArgument>(worklist.pop_back_val());
    if (!arg)
      continue;
    auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!func || arg.getOwner() != &func.getBody().front() ||
        !calls.isInternal(func))
      continue;
    auto callsIt = calls.callsOf.find(func);
    if (callsIt == calls.callsOf.end())
      continue;
    for (func::CallOp call : callsIt->second)
      mark(call.getOperand(arg.getArgNumber()));
  }
}

bool Resolver::usesRuntimeLookup(Value handle) {
  Value origin = origins.getOrigin(handle);
  return !origin || runtimeArrays.contains(origin);
}

/// Whether `block` is `ancestor` or nested in it.
static bool isInBlock(Block *block, Block *ancestor) {
  for (; block; block = block->getParentOp() ? block->getParentOp()->getBlock()
                                             : nullptr)
    if (block == ancestor)
      return true;
  return false;
}

Value Resolver::translateFlow(Value flow, Block *target) {
  while (flow) {
    // Visible at `target`: defined in `target` or in a block enclosing it.
    if (isInBlock(target, flow.getParentBlock()))
      return flow;
    auto arg = dyn_cast<BlockArgument>(flow);
    if (!arg)
      return {};
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto forOp = dyn_cast<scf::ForOp>(parent)) {
      if (arg == forOp.getInductionVar())
        return {};
      flow = forOp.getInitArgs()[arg.getArgNumber() - 1];
    } else if (auto whileOp = dyn_cast<scf::WhileOp>(parent)) {
      if (arg.getOwner() == whileOp.getBeforeBody())
        flow = whileOp.getInits()[arg.getArgNumber()];
      else
        flow = whileOp.getConditionOp().getArgs()[arg.getArgNumber()];
    } else {
      return {};
    }
  }
  return {};
}

/// The facts later passes read off the IR, written before anything changes:
/// every array's name (the naming policy's, so run-time messages name the
/// array as compile-time ones do) and the proven final size of dynamic
/// arrays, `tagrad.final_size`.
void Resolver::carryNamesAndFinalSizes() {
  TaGradDialect::FinalSizeAttrHelper finalSizeAttr(module.getContext());
  module.walk([&](TensorArrayOp create) {
    if (create.getTensorArrayName().empty())
      create.setTensorArrayName(analysis.getNames().getName(create));
    if (!create.getDynamicSize())
      return;
    std::optional<int64_t> size = analysis.getFinalSize(create);
    if (!size) {
      finalSizeAttr.removeAttr(create);
      return;
    }
    finalSizes[create] = *size;
    finalSizeAttr.setAttr(
        create, IntegerAttr::get(IndexType::get(create.getContext()), *size));
  });
}

ArgNeed *Resolver::findNeed(func::FuncOp func, unsigned argIndex,
                            StringRef source) {
  auto it = needs.find(func);
  if (it == needs.end())
    return nullptr;
  for (ArgNeed &need : it->second)
    if (need.argIndex == argIndex && need.source == source)
      return &need;
  return nullptr;
}

LogicalResult Resolver::collectNeeds() {
  // Direct needs: grads on arguments of private functions.
  llvm::SmallVector<std::pair<func::FuncOp, unsigned>> worklist;
  bool ok = true;
  auto addNeed = [&](func::FuncOp func, unsigned argIndex, StringRef source,
                     TensorArrayType type, int flowArg, Location loc) {
    if (ArgNeed *need = findNeed(func, argIndex, source)) {
      if (need->type != type) {
        ok = false;
        emitError(loc) << "gradients of one (array, source) with different "
                          "types share one accumulator: "
                       << type << " vs " << need->type;
      }
      return;
    }
    needs[func].push_back(
        ArgNeed{argIndex, source.str(), type, flowArg, loc, {}});
    worklist.push_back({func, (unsigned)needs[func].size() - 1});
  };
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || !calls.isInternal(func))
      continue;
    Block *entry = &func.getBody().front();
    func.walk([&](TensorArrayGradOpInterface grad) {
      if (usesRuntimeLookup(grad.getForwardHandle()))
        return;
      unsigned argIndex;
      if (!isArgOrigin(origins.getOrigin(grad.getForwardHandle()), func,
                       argIndex))
        return;
      int flowArg = -1;
      if (auto arg = dyn_cast_or_null<BlockArgument>(
              translateFlow(grad.getForwardFlowIn(), entry));
          arg && arg.getOwner() == entry)
        flowArg = arg.getArgNumber();
      addNeed(func, argIndex, grad.getGradientSource(),
              grad.getGradientHandle().getType(), flowArg, grad->getLoc());
    });
  }
  // Callers of a function with needs need the accumulators of what they
  // pass, when that is one of their own arguments.
  while (!worklist.empty()) {
    auto [callee, index] = worklist.pop_back_val();
    ArgNeed need = needs[callee][index];
    auto callsIt = calls.callsOf.find(callee);
    if (callsIt == calls.callsOf.end())
      continue;
    // Iterate by reference: copying the call list per need would make the
    // walk quadratic for functions with many call sites.
    for (func::CallOp call : callsIt->second) {
      auto caller = call->getParentOfType<func::FuncOp>();
      unsigned argIndex;
      if (!caller || usesRuntimeLookup(call.getOperand(need.argIndex)) ||
          !isArgOrigin(origins.getOrigin(call.getOperand(need.argIndex)),
                       caller, argIndex))
        continue;
      int flowArg = -1;
      if (need.flowArg >= 0)
        if (auto arg = dyn_cast_or_null<BlockArgument>(translateFlow(
                call.getOperand(need.flowArg), &caller.getBody().front()));
            arg && arg.getOwner() == &caller.getBody().front())
          flowArg = arg.getArgNumber();
      addNeed(caller, argIndex, need.source, need.type, flowArg, call.getLoc());
    }
  }
  if (!ok)
    return failure();
  // Extend the signatures: one accumulator argument per need, in order.
  for (auto &[op, list] : needs) {
    auto func = cast<func::FuncOp>(op);
    Block &entry = func.getBody().front();
    for (ArgNeed &need : list)
      need.accumulator = entry.addArgument(need.type, need.loc);
    func.setFunctionType(FunctionType::get(
        func.getContext(), entry.getArgumentTypes(), func.getResultTypes()));
  }
  return success();
}

/// The value of `shapeToPrepend` at `insertionPoint`: itself where it
/// dominates it, a clone of it where it is a constant.
static Value prependAt(OpBuilder &builder, DominanceInfo &dominance,
                       Value shapeToPrepend, Operation *insertionPoint) {
  if (dominance.properlyDominates(shapeToPrepend, insertionPoint))
    return shapeToPrepend;
  Operation *def = shapeToPrepend.getDefiningOp();
  if (def && def->hasTrait<OpTrait::ConstantLike>())
    return builder.clone(*def)->getResult(0);
  return {};
}

/// Where the accumulator's element shape is not fully static, its zeros take
/// the forward array's per-index shapes (and a run-time shape_to_prepend):
/// the resolved form keeps the link to the forward array by creating the
/// accumulator with one `tensor_array.grad` / `grad_with_shape` of it, at
/// the creation point. The runtime then records the forward shapes as
/// TensorFlow's CopyShapesFrom does. Returns null where the static form is
/// complete (static element shape) or no link can be built here (no flow
/// that orders the creation, or a shape_to_prepend not available at the
/// creation point).
Value Resolver::createLinkedAccumulator(OpBuilder &builder, Location loc,
                                        LocalAccumulator &local,
                                        TensorArrayType type, Value flow,
                                        TensorArrayOp create) {
  if (type.getElementType().hasStaticShape())
    return {};
  // A fixed-size array has the same size everywhere: its creation flow
  // orders the grad well enough.
  if (!flow && create && !create.getDynamicSize())
    flow = create.getFlow();
  if (!flow)
    return {};
  auto forwardType = cast<TensorArrayType>(local.forward.getType());
  if (type == forwardType)
    return GradOp::create(builder, loc, local.forward, flow, local.source)
        .getGradHandle();
  // A grad_with_shape: its shape_to_prepend, from the first such use here.
  for (Operation *use : local.uses) {
    auto withShape = dyn_cast<GradWithShapeOp>(use);
    if (!withShape || withShape.getGradHandle().getType() != type)
      continue;
    Value prepend = prependAt(builder, dominance, withShape.getShapeToPrepend(),
                              &*builder.getInsertionPoint());
    if (!prepend)
      return {};
    return GradWithShapeOp::create(builder, loc, type, builder.getF32Type(),
                                   local.forward, flow, prepend, local.source)
        .getGradHandle();
  }
  return {};
}

/// Where the accumulator of `local` is created: before its first use, in
/// the innermost block enclosing every use, and out of any loop that does
/// not also create the forward array.
Operation *Resolver::findInsertionPoint(func::FuncOp func,
                                        const LocalAccumulator &local) {
  Operation *anchor = local.uses.front();
  // Walk each use's ancestors up to a block on the anchor's chain.
  llvm::SmallVector<Block *> chain;
  for (Operation *op = anchor; op && op != func; op = op->getParentOp())
    chain.push_back(op->getBlock());
  llvm::DenseMap<Block *, unsigned> chainIndex;
  for (auto [i, block] : llvm::enumerate(chain))
    chainIndex[block] = i;
  unsigned outermost = 0;
  for (Operation *use : llvm::drop_begin(local.uses)) {
    for (Operation *op = use; op && op != func; op = op->getParentOp()) {
      auto it = chainIndex.find(op->getBlock());
      if (it != chainIndex.end()) {
        outermost = std::max(outermost, it->second);
        break;
      }
    }
  }
  Block *block = chain[outermost];
  Operation *insertionPoint = anchor;
  while (insertionPoint->getBlock() != block)
    insertionPoint = insertionPoint->getParentOp();
  // Never inside a loop that does not also create the forward array: each
  // trip would get a fresh accumulator, where TensorFlow returns the same.
  for (Operation *op = insertionPoint->getParentOp(); op && op != func;
       op = op->getParentOp()) {
    if (op->isAncestor(Value(local.forward).getParentBlock()->getParentOp()))
      break;
    if (isa<scf::ForOp, scf::WhileOp, scf::ParallelOp, scf::ForallOp>(op)) {
      LDBG() << "accumulator of '" << local.source
             << "' hoisted out of a loop that does not create its array";
      insertionPoint = op;
    }
  }
  return insertionPoint;
}

/// The accumulator's type and the forward flow that sizes it, from its first
/// use (a grad, or a call whose callee needs it); the flow may be null.
std::pair<TensorArrayType, Value>
Resolver::findSizingFlow(const LocalAccumulator &local) {
  Operation *anchor = local.uses.front();
  if (auto grad = dyn_cast<TensorArrayGradOpInterface>(anchor))
    return {grad.getGradientHandle().getType(), grad.getForwardFlowIn()};
  auto call = cast<func::CallOp>(anchor);
  for (ArgNeed &need : needs[calls.lookup(call)]) {
    if (need.source != local.source)
      continue;
    Value origin = origins.getOrigin(call.getOperand(need.argIndex));
    if ((origin ? origin : call.getOperand(need.argIndex)) != local.forward)
      continue;
    return {need.type,
            need.flowArg >= 0 ? call.getOperand(need.flowArg) : Value()};
  }
  llvm_unreachable("a call in an accumulator's uses needs it");
}

LogicalResult Resolver::resolveFunction(func::FuncOp func) {
  // Group the grads and the calls that need accumulators by (forward,
  // source), in program order.
  llvm::MapVector<std::pair<Value, StringRef>, LocalAccumulator> locals;
  llvm::SmallVector<TensorArrayGradOpInterface> grads;
  llvm::SmallVector<func::CallOp> callsToRewrite;
  auto localFor = [&](Value handle, StringRef source) -> LocalAccumulator * {
    if (usesRuntimeLookup(handle))
      return nullptr;
    Value origin = origins.getOrigin(handle);
    unsigned argIndex;
    if (isArgOrigin(origin, func, argIndex))
      return nullptr;
    LocalAccumulator &local = locals[{origin, source}];
    local.forward = origin;
    local.source = source.str();
    return &local;
  };
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto grad = dyn_cast<TensorArrayGradOpInterface>(op)) {
      if (usesRuntimeLookup(grad.getForwardHandle())) {
        LDBG() << "grad keeps the run-time lookup (array not followed): "
               << *op;
        return;
      }
      grads.push_back(grad);
      if (LocalAccumulator *local =
              localFor(grad.getForwardHandle(), grad.getGradientSource()))
        local->uses.push_back(op);
      return;
    }
    auto call = dyn_cast<func::CallOp>(op);
    if (!call)
      return;
    func::FuncOp callee = calls.lookup(call);
    if (!callee || !needs.count(callee))
      return;
    callsToRewrite.push_back(call);
    for (ArgNeed &need : needs[callee])
      if (LocalAccumulator *local =
              localFor(call.getOperand(need.argIndex), need.source))
        if (local->uses.empty() || local->uses.back() != call)
          local->uses.push_back(call);
  });

  auto accumulatorFor = [&](Value handle, StringRef source) -> Value {
    Value origin = origins.getOrigin(handle);
    unsigned argIndex;
    if (isArgOrigin(origin, func, argIndex))
      return findNeed(func, argIndex, source)->accumulator;
    return locals[{origin, source}].value;
  };

  // Create the accumulators.
  for (auto &[key, local] : locals) {
    Operation *anchor = local.uses.front();
    Operation *insertionPoint = findInsertionPoint(func, local);
    Block *block = insertionPoint->getBlock();
    auto [type, flow] = findSizingFlow(local);
    if (flow)
      flow = translateFlow(flow, block);

    std::string name = getAccumulatorName(
        analysis.getNames().getOriginName(local.forward), local.source);
    OpBuilder builder(insertionPoint);
    Location loc = anchor->getLoc();
    Value size;
    auto create = local.forward.getDefiningOp<TensorArrayOp>();
    if (Value linked =
            createLinkedAccumulator(builder, loc, local, type, flow, create)) {
      local.value = linked;
      continue;
    }
    if (flow) {
      size = SizeOp::create(builder, loc, local.forward, flow);
    } else if (create && !create.getDynamicSize()) {
      // The size of a fixed-size array never changes.
      size = SizeOp::create(builder, loc, local.forward, create.getFlow());
    } else if (auto finalSize = finalSizes.find(create.getOperation());
               finalSize != finalSizes.end()) {
      size = arith::ConstantIndexOp::create(builder, loc, finalSize->second);
    } else {
      return anchor->emitError()
             << "cannot create the accumulator '" << name
             << "' outside the region that computes the gradient's flow: the "
                "forward array is dynamically sized and its final size is "
                "not statically known";
    }
    auto accumulator = TensorArrayOp::create(
        builder, loc, type, builder.getF32Type(), size,
        /*dynamic_size=*/false, /*clear_after_read=*/true,
        /*identical_element_shapes=*/
        create ? create.getIdenticalElementShapes() : false,
        /*multiple_writes_aggregate=*/true, name);
    local.value = accumulator.getHandle();
  }

  // Each grad: lock the forward size, then use the accumulator. The grad's
  // flow_out becomes the lock's: ordered after the grad's flow_in, as
  // TensorFlow's Python re-derives it (identity(flow_in)).
  for (TensorArrayGradOpInterface grad : grads) {
    Value accumulator =
        accumulatorFor(grad.getForwardHandle(), grad.getGradientSource());
    if (accumulator.getType() != grad.getGradientHandle().getType())
      return grad->emitError()
             << "gradient of type " << grad.getGradientHandle().getType()
             << " shares its accumulator (same array and source) with a "
                "gradient of type "
             << accumulator.getType();
    OpBuilder builder(grad);
    Value lockFlow =
        LockSizeOp::create(builder, grad->getLoc(), grad.getForwardHandle(),
                           grad.getForwardFlowIn());
    grad.getGradientHandle().replaceAllUsesWith(accumulator);
    grad.getGradientFlowOut().replaceAllUsesWith(lockFlow);
    grad->erase();
  }

  // Calls pass the accumulators their callee needs; for an array that keeps
  // the run-time lookup, the lookup's result at the call.
  for (func::CallOp call : callsToRewrite) {
    func::FuncOp callee = calls.lookup(call);
    llvm::SmallVector<Value> operands(call.getOperands());
    OpBuilder builder(call);
    for (ArgNeed &need : needs[callee]) {
      Value forward = call.getOperand(need.argIndex);
      if (!usesRuntimeLookup(forward)) {
        operands.push_back(accumulatorFor(forward, need.source));
        continue;
      }
      if (need.type != forward.getType())
        return call.emitError()
               << "cannot pass '" << callee.getSymName()
               << "' the grad_with_shape accumulator (source \"" << need.source
               << "\") of an array that is also used where this pass cannot "
                  "follow it (a public or external function, a returned or "
                  "ambiguous handle)";
      Value flow =
          need.flowArg >= 0
              ? call.getOperand(need.flowArg)
              : arith::ConstantOp::create(builder, call.getLoc(),
                                          builder.getF32FloatAttr(0.0f))
                    .getResult();
      operands.push_back(
          GradOp::create(builder, call.getLoc(), forward, flow, need.source)
              .getGradHandle());
    }
    auto newCall =
        func::CallOp::create(builder, call.getLoc(), callee, operands);
    newCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
    call.replaceAllUsesWith(newCall.getResults());
    call.erase();
  }
  return success();
}

LogicalResult Resolver::run() {
  WalkResult badGrad = module.walk([&](Operation *op) {
    auto grad = dyn_cast<TensorArrayGradOpInterface>(op);
    // An empty source would merge the accumulators of different gradient
    // computations: TensorFlow's double counting.
    if (grad && grad.getGradientSource().empty()) {
      op->emitError() << "has an empty source: run -tagrad-infer-grad-source "
                         "first (or --tagrad-resolve-gradients), which takes "
                         "it from the gradient's name location";
      return WalkResult::interrupt();
    }
    // No verifier rule (folding can make a loop-carried handle direct):
    // -tagrad-verify-flow reports it with TensorFlow's words, first in
    // --tagrad-resolve-gradients.
    if (grad && isGradientArray(grad.getForwardHandle())) {
      op->emitError() << "takes the gradient of a gradient array, which "
                         "TensorFlow cannot do (-tagrad-verify-flow reports "
                         "where the array was made)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (badGrad.wasInterrupted())
    return failure();
  carryNamesAndFinalSizes();
  collectRuntimeArrays();
  if (failed(collectNeeds()))
    return failure();
  // Calls are rewritten function by function (the module's own): a call
  // that must pass accumulators from anywhere else would be left behind.
  WalkResult strayCall = module.walk([&](func::CallOp call) {
    auto parent = call->getParentOfType<func::FuncOp>();
    func::FuncOp callee = calls.lookup(call);
    if ((parent && parent->getParentOp() == module) || !callee ||
        !needs.count(callee))
      return WalkResult::advance();
    call.emitError() << "calls '" << callee.getSymName()
                     << "', which takes gradient accumulators, outside a "
                        "function of the module: -tagrad-resolve-accumulators "
                        "rewrites the calls in those only";
    return WalkResult::interrupt();
  });
  if (strayCall.wasInterrupted())
    return failure();
  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (!func.isExternal() && failed(resolveFunction(func)))
      return failure();
  return success();
}

namespace {
struct ResolveAccumulatorsPass
    : public tagrad::impl::TaGradResolveAccumulatorsBase<
          ResolveAccumulatorsPass> {
  void runOnOperation() override {
    if (failed(
            Resolver(getOperation(), getAnalysis<TensorArrayAnalysis>()).run()))
      signalPassFailure();
  }
};
} // namespace
