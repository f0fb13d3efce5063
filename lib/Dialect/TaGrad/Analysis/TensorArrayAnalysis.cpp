//===- TensorArrayAnalysis.cpp - One analysis of a module's arrays --------===//

#include "TaGrad/Dialect/TaGrad/Analysis/TensorArrayAnalysis.h"
#include "FlowInterpreter.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::tagrad;

//===----------------------------------------------------------------------===//
// Names and constants
//===----------------------------------------------------------------------===//

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

std::string mlir::tagrad::getNodeName(Location loc) {
  std::string name;
  (void)inferGradSource(loc, &name);
  return name;
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

//===----------------------------------------------------------------------===//
// HandleOrigins
//===----------------------------------------------------------------------===//

static bool isHandle(Value value) {
  return isa<TensorArrayType>(value.getType());
}

void HandleOrigins::unite(ValueRange from, ValueRange to) {
  for (auto [source, target] : llvm::zip(from, to))
    if (isHandle(source) && isHandle(target))
      classes.unionSets(source, target);
}

void HandleOrigins::uniteRegionBranch(RegionBranchOpInterface branch) {
  llvm::SmallVector<RegionSuccessor> successors;
  branch.getSuccessorRegions(RegionBranchPoint::parent(), successors);
  for (const RegionSuccessor &successor : successors)
    unite(branch.getEntrySuccessorOperands(successor),
          successor.getSuccessorInputs());
  for (Region &region : branch->getRegions()) {
    for (Block &block : region) {
      auto terminator =
          dyn_cast<RegionBranchTerminatorOpInterface>(block.getTerminator());
      if (!terminator)
        continue;
      successors.clear();
      branch.getSuccessorRegions(RegionBranchPoint(terminator), successors);
      for (const RegionSuccessor &successor : successors)
        unite(terminator.getSuccessorOperands(successor),
              successor.getSuccessorInputs());
    }
  }
}

HandleOrigins::HandleOrigins(Operation *module) {
  module->walk([&](Operation *op) {
    if (auto branch = dyn_cast<RegionBranchOpInterface>(op)) {
      uniteRegionBranch(branch);
      return;
    }
    // Every other handle-typed result, and every handle-typed argument of a
    // block that is not a region-branch successor, is an origin.
    for (Value result : op->getResults())
      if (isHandle(result))
        origins.push_back(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (isHandle(argument))
            origins.push_back(argument);
  });
  for (Value origin : origins) {
    classes.insert(origin);
    llvm::SmallVector<Value, 1> &members =
        originsOfLeader[classes.getLeaderValue(origin)];
    if (!llvm::is_contained(members, origin))
      members.push_back(origin);
  }
}

Value HandleOrigins::getOrigin(Value handle) const {
  llvm::ArrayRef<Value> candidates = getCandidateOrigins(handle);
  return candidates.size() == 1 ? candidates.front() : Value();
}

llvm::ArrayRef<Value> HandleOrigins::getCandidateOrigins(Value handle) const {
  if (!classes.contains(handle))
    return {};
  auto it = originsOfLeader.find(classes.getLeaderValue(handle));
  if (it == originsOfLeader.end())
    return {};
  return it->second;
}

//===----------------------------------------------------------------------===//
// CallSites
//===----------------------------------------------------------------------===//

CallSites::CallSites(Operation *module) {
  for (Region &region : module->getRegions())
    for (auto func : region.getOps<func::FuncOp>())
      functions[func.getSymName()] = func;
  module->walk([&](func::CallOp call) {
    if (func::FuncOp callee = lookup(call))
      callsOf[callee].push_back(call);
  });
  for (Region &region : module->getRegions()) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(&region);
    if (!uses)
      continue;
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

//===----------------------------------------------------------------------===//
// TensorArrayNames
//===----------------------------------------------------------------------===//

/// The function `op` is or lies in ("module" outside any).
static std::string getFunctionName(Operation *op) {
  auto func = dyn_cast<func::FuncOp>(op);
  if (!func)
    func = op->getParentOfType<func::FuncOp>();
  return func ? func.getSymName().str() : std::string("module");
}

TensorArrayNames::TensorArrayNames(Operation *module) {
  llvm::StringSet<> taken;
  module->walk([&](TensorArrayOp create) {
    if (!create.getTensorArrayName().empty())
      taken.insert(create.getTensorArrayName());
  });
  llvm::DenseMap<Operation *, unsigned> unnamedCounts;
  module->walk([&](TensorArrayOp create) {
    if (!create.getTensorArrayName().empty())
      return;
    std::string name = getNodeName(create.getLoc());
    if (name.empty()) {
      auto func = create->getParentOfType<func::FuncOp>();
      name = getFunctionName(create) + "/TensorArray_" +
             std::to_string(unnamedCounts[func]++);
    }
    std::string unique = name;
    for (unsigned suffix = 1; taken.contains(unique); ++suffix)
      unique = name + "_" + std::to_string(suffix);
    taken.insert(unique);
    generated[create] = std::move(unique);
  });
}

llvm::StringRef TensorArrayNames::getName(TensorArrayOp create) const {
  if (!create.getTensorArrayName().empty())
    return create.getTensorArrayName();
  auto it = generated.find(create);
  assert(it != generated.end() && "array created after the names were built");
  return it == generated.end() ? llvm::StringRef("<unnamed>")
                               : llvm::StringRef(it->second);
}

std::string TensorArrayNames::getOriginName(Value origin) const {
  if (auto create = origin.getDefiningOp<TensorArrayOp>())
    return getName(create).str();
  if (auto grad = origin.getDefiningOp<TensorArrayGradOpInterface>()) {
    Value forward = grad.getForwardHandle();
    std::string forwardName = "<unknown>";
    if (auto create = forward.getDefiningOp<TensorArrayOp>())
      forwardName = getName(create).str();
    else if (isa<BlockArgument>(forward))
      forwardName = getOriginName(forward);
    return getAccumulatorName(forwardName, grad.getGradientSource());
  }
  if (auto argument = dyn_cast<BlockArgument>(origin))
    return getFunctionName(argument.getOwner()->getParentOp()) + "/arg" +
           std::to_string(argument.getArgNumber());
  return "<unknown>";
}

//===----------------------------------------------------------------------===//
// TensorArrayAnalysis
//===----------------------------------------------------------------------===//

ArrayGroups::ArrayGroups(Operation *module, const CallSites &calls) {
  SmallVector<TensorArrayOp> creations;
  module->walk([&](TensorArrayOp op) {
    creations.push_back(op);
    classes.insert(op.getHandle());
  });
  module->walk([&](func::CallOp call) {
    func::FuncOp callee = calls.lookup(call);
    for (auto [position, operand] : llvm::enumerate(call.getOperands())) {
      if (!isa<TensorArrayType>(operand.getType()))
        continue;
      if (!callee || callee.isExternal()) {
        unthreadable.insert(operand);
        continue;
      }
      classes.unionSets(operand, callee.getArgument(position));
    }
  });
  for (TensorArrayOp op : creations) {
    Group &group = groups[getLeader(op.getHandle())];
    group.handles.push_back(op.getHandle());
    group.creations.push_back(op);
  }
  module->walk([&](func::FuncOp func) {
    if (func.isExternal())
      return;
    llvm::DenseSet<Value> seen;
    for (BlockArgument arg : func.getArguments()) {
      if (!isa<TensorArrayType>(arg.getType()))
        continue;
      Value leader = getLeader(arg);
      groups[leader].handles.push_back(arg);
      // One array passed twice to a function cannot be threaded as one.
      if (!seen.insert(leader).second)
        unthreadable.insert(arg);
    }
  });
}

Value ArrayGroups::getLeader(Value handle) const {
  auto leader = classes.findLeader(handle);
  return leader == classes.member_end() ? handle : *leader;
}

TensorArrayAnalysis::TensorArrayAnalysis(Operation *module)
    : module(module), origins(module), calls(module), groups(module, calls),
      names(module) {}

void TensorArrayAnalysis::interpretFlows() {
  if (interpreted)
    return;
  interpreted = true;
  FlowInterpretation result = interpretTensorArrayFlows(module, *this);
  violations = std::move(result.violations);
  finalSizes = std::move(result.finalSizes);
}

llvm::ArrayRef<FlowViolation> TensorArrayAnalysis::getViolations() {
  interpretFlows();
  return violations;
}

std::optional<int64_t> TensorArrayAnalysis::getFinalSize(TensorArrayOp create) {
  interpretFlows();
  auto it = finalSizes.find(create);
  if (it == finalSizes.end())
    return std::nullopt;
  return it->second;
}
