//===- FlowAnalysis.cpp - Shared TensorArray analyses -----------*- C++ -*-===//

#include "TaGrad/Dialect/TaGrad/Transforms/FlowAnalysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tagrad;

std::optional<std::string>
mlir::tagrad::getGradSourceFromName(llvm::StringRef name) {
  llvm::SmallVector<llvm::StringRef> parts;
  name.split(parts, '/');
  // The innermost `gradients` scope wins: tf.gradients inside a gradient
  // computation opens a new scope below the outer one.
  for (size_t i = parts.size(); i-- > 0;)
    if (parts[i].starts_with("gradients"))
      return llvm::join(llvm::ArrayRef(parts).take_front(i + 1), "/");
  return std::nullopt;
}

std::optional<std::string>
mlir::tagrad::inferGradSource(Location loc, std::string *firstName) {
  if (auto nameLoc = dyn_cast<NameLoc>(loc)) {
    if (firstName && firstName->empty())
      *firstName = nameLoc.getName().str();
    if (auto source = getGradSourceFromName(nameLoc.getName().getValue()))
      return source;
    return inferGradSource(nameLoc.getChildLoc(), firstName);
  }
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations())
      if (auto source = inferGradSource(inner, firstName))
        return source;
    return std::nullopt;
  }
  if (auto callSite = dyn_cast<CallSiteLoc>(loc)) {
    if (auto source = inferGradSource(callSite.getCallee(), firstName))
      return source;
    return inferGradSource(callSite.getCaller(), firstName);
  }
  if (auto opaque = dyn_cast<OpaqueLoc>(loc))
    return inferGradSource(opaque.getFallbackLocation(), firstName);
  return std::nullopt;
}

std::optional<int64_t> mlir::tagrad::getConstantIndex(Value value) {
  APInt constant;
  if (value && matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return std::nullopt;
}

std::optional<llvm::SmallVector<int64_t>>
mlir::tagrad::getConstantIndices(Value value) {
  DenseIntElementsAttr attr;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  llvm::SmallVector<int64_t> result;
  for (const APInt &element : attr.getValues<APInt>())
    result.push_back(element.getSExtValue());
  return result;
}

bool mlir::tagrad::isGradLike(Operation *op) {
  return isa<GradOp, GradWithShapeOp>(op);
}

Value mlir::tagrad::getGradForwardHandle(Operation *op) {
  if (auto grad = dyn_cast<GradOp>(op))
    return grad.getHandle();
  return cast<GradWithShapeOp>(op).getHandle();
}

Value mlir::tagrad::getGradFlowIn(Operation *op) {
  if (auto grad = dyn_cast<GradOp>(op))
    return grad.getFlowIn();
  return cast<GradWithShapeOp>(op).getFlowIn();
}

llvm::StringRef mlir::tagrad::getGradSource(Operation *op) {
  if (auto grad = dyn_cast<GradOp>(op))
    return grad.getSource();
  return cast<GradWithShapeOp>(op).getSource();
}

//===----------------------------------------------------------------------===//
// HandleOrigins
//===----------------------------------------------------------------------===//

static bool isHandle(Value value) {
  return isa<TensorArrayType>(value.getType());
}

HandleOrigins::HandleOrigins(ModuleOp module) {
  auto uniteRange = [&](ValueRange lhs, ValueRange rhs) {
    for (auto [l, r] : llvm::zip(lhs, rhs))
      if (isHandle(l) && isHandle(r))
        unite(l, r);
  };
  module.walk([&](Operation *op) {
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      uniteRange(forOp.getInitArgs(), forOp.getRegionIterArgs());
      uniteRange(forOp.getRegionIterArgs(),
                 forOp.getBody()->getTerminator()->getOperands());
      uniteRange(forOp.getResults(),
                 forOp.getBody()->getTerminator()->getOperands());
      return;
    }
    if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
      uniteRange(whileOp.getInits(), whileOp.getBeforeArguments());
      uniteRange(whileOp.getBeforeArguments(),
                 whileOp.getYieldOp().getOperands());
      uniteRange(whileOp.getConditionOp().getArgs(),
                 whileOp.getAfterArguments());
      uniteRange(whileOp.getConditionOp().getArgs(), whileOp.getResults());
      return;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
        if (!region->empty())
          uniteRange(ifOp.getResults(),
                     region->front().getTerminator()->getOperands());
      return;
    }
    // Every other handle-typed result, and every handle-typed argument of a
    // block that is not an scf loop body, is an origin.
    for (Value result : op->getResults())
      if (isHandle(result))
        addOrigin(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (isHandle(argument))
            addOrigin(argument);
  });
  finalize();
}

unsigned HandleOrigins::getId(Value value) {
  auto [it, inserted] = ids.try_emplace(value, parents.size());
  if (inserted) {
    parents.push_back(parents.size());
    values.push_back(value);
  }
  return it->second;
}

unsigned HandleOrigins::find(unsigned id) {
  while (parents[id] != id) {
    parents[id] = parents[parents[id]];
    id = parents[id];
  }
  return id;
}

void HandleOrigins::unite(Value lhs, Value rhs) {
  unsigned l = find(getId(lhs)), r = find(getId(rhs));
  if (l != r)
    parents[l] = r;
}

void HandleOrigins::addOrigin(Value value) {
  getId(value);
  origins.push_back(value);
}

void HandleOrigins::finalize() {
  for (Value origin : origins) {
    unsigned root = find(getId(origin));
    llvm::SmallVector<Value, 1> &members = classOrigins[root];
    if (!llvm::is_contained(members, origin))
      members.push_back(origin);
    auto [it, inserted] = classOrigin.try_emplace(root, origin);
    if (!inserted && it->second != origin)
      classAmbiguous[root] = true;
  }
  finalized = true;
}

Value HandleOrigins::getOrigin(Value handle) {
  auto it = ids.find(handle);
  if (it == ids.end())
    return {};
  unsigned root = find(it->second);
  if (classAmbiguous.lookup(root))
    return {};
  return classOrigin.lookup(root);
}

llvm::ArrayRef<Value> HandleOrigins::getCandidateOrigins(Value handle) {
  auto it = ids.find(handle);
  if (it == ids.end())
    return {};
  auto members = classOrigins.find(find(it->second));
  if (members == classOrigins.end())
    return {};
  return members->second;
}

//===----------------------------------------------------------------------===//
// CallSites
//===----------------------------------------------------------------------===//

CallSites::CallSites(ModuleOp module) {
  for (auto func : module.getOps<func::FuncOp>())
    functions[func.getSymName()] = func;
  module.walk([&](func::CallOp call) {
    if (func::FuncOp callee = lookup(call))
      callsOf[callee].push_back(call);
  });
  if (auto uses = SymbolTable::getSymbolUses(&module.getBodyRegion())) {
    for (const SymbolTable::SymbolUse &use : *uses) {
      if (isa<func::CallOp>(use.getUser()))
        continue;
      auto it = functions.find(use.getSymbolRef().getRootReference());
      if (it != functions.end())
        hasOtherUses.insert(it->second);
    }
  }
}

func::FuncOp CallSites::lookup(func::CallOp call) const {
  auto it = functions.find(call.getCallee());
  return it == functions.end() ? func::FuncOp() : it->second;
}

bool CallSites::isInternal(func::FuncOp func) const {
  return func.isPrivate() && !func.isExternal() &&
         !hasOtherUses.contains(func.getOperation());
}

size_t CallSites::numCalls(func::FuncOp func) const {
  auto it = callsOf.find(func.getOperation());
  return it == callsOf.end() ? 0 : it->second.size();
}
