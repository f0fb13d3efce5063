//===- FunctionalizeTFControlFlow.cpp - tf_executor to functional ops -----===//
//
// -tagrad-functionalize-tf-control-flow (see Passes.td).
//
// The tf_executor dialect is not registered: every op is matched by name and
// every operand and result shape is checked before it is relied upon. The
// algorithm follows TensorFlow's functionalize_while/functionalize_cond:
//
//  1. build the node graph (data, control and NextIteration back edges);
//  2. prune what the fetches do not reach;
//  3. assign every node a frame by propagating from the roots along edges,
//     entering a child frame at an Enter and leaving it at an Exit;
//  4. recognise each frame's loop variables (Enter -> Merge -> Switch ->
//     Exit, with the NextIteration pair) and its LoopCond, split the frame
//     into the ops feeding the LoopCond (cond) and the rest (body);
//  5. group Switch/Merge conditionals outside loops and in loop bodies: by
//     predicate, and on one predicate into conditionals in sequence when a
//     Switch depends on an earlier one's Merge (levelSwitches); a later
//     conditional's branch may read an earlier one's branch on the same
//     side (a tf.cond gradient), and those nodes are cloned into it;
//  6. emit each scope in a topological order of data and control edges,
//     with nested frames and conditionals as single items.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Conversion/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"

#include <memory>
#include <queue>

namespace mlir {
namespace tagrad {
#define GEN_PASS_DEF_TAGRADFUNCTIONALIZETFCONTROLFLOW
#include "TaGrad/Conversion/Passes.h.inc"
} // namespace tagrad
} // namespace mlir

using namespace mlir;

namespace {

enum class Kind {
  Island,
  Enter,
  Exit,
  Merge,
  Switch,
  LoopCond,
  Source,
  Sink,
  ControlTrigger,
  Plain
};

struct Frame;

struct Node {
  Operation *op;
  Kind kind;
  // Producers of data operands (the token of a Sink included) and of values
  // an island's ops capture.
  SmallVector<unsigned> inputs;
  SmallVector<unsigned> ctlInputs;
  // Control inputs from Switches outside loops, which ctlInputs replaces
  // by what those Switches wait for (see run); levelSwitches reads them.
  SmallVector<unsigned> switchCtlInputs;
  // Consumers along data and control edges, plus Sink -> Source.
  SmallVector<unsigned> users;
  bool kept = false;
  // The frame the node runs in.
  Frame *frame = nullptr;
  // Enter only: the frame it enters.
  Frame *entered = nullptr;
  // Source <-> Sink.
  int pair = -1;
  // Its item when it is one by itself.
  int item = -1;
};

struct LoopVar {
  unsigned enter, merge, source, sink;
  SmallVector<unsigned, 1> switches, exits;
};

struct Frame {
  std::string name;
  Frame *parent = nullptr;
  SmallVector<Frame *> children;
  // Nodes whose logical frame this is: the nodes it runs and its Enters.
  SmallVector<unsigned> nodes;
  int loopCond = -1;
  SmallVector<LoopVar> vars;
  DenseSet<unsigned> structural;
  // The item standing for this frame in its parent's scope.
  int item = -1;
  // Items of this scope, and for a loop their split into cond and body.
  SmallVector<unsigned> scope, condItems, bodyItems;
};

enum class ItemKind { Node, Loop, Cond };

struct Item {
  ItemKind kind;
  unsigned node = 0;
  Frame *frame = nullptr;
  // The conditional item that contains this one, if any, and the branch
  // it is on there (1 then, 2 else, 0 a Switch or Merge of it).
  int cond = -1;
  unsigned side = 0;
  // Ties in the topological order are broken by this (graph position).
  unsigned key = 0;
  // Cond only.
  Value pred;
  SmallVector<unsigned> switches, merges, thenItems, elseItems;
  // Per Merge: the values each branch yields.
  SmallVector<std::pair<Value, Value>> yields;
  // Values of loops and conditionals on one branch that nodes outside read
  // (a tf.cond's gradient reads the trip count of a while_loop in the
  // forward branch), with their branch: extra results of the conditional.
  SmallVector<std::pair<Value, unsigned>> exports;
};

bool isExecutorType(Type t, StringRef name) {
  auto opaque = dyn_cast<OpaqueType>(t);
  return opaque && opaque.getDialectNamespace().getValue() == "tf_executor" &&
         opaque.getTypeData() == name;
}
bool isControl(Value v) { return isExecutorType(v.getType(), "control"); }

std::string nodeName(Operation *op) {
  Location loc = op->getLoc();
  SmallVector<Location> locs{loc};
  if (auto fused = dyn_cast<FusedLoc>(loc))
    locs.assign(fused.getLocations().begin(), fused.getLocations().end());
  for (Location l : locs)
    if (auto name = dyn_cast<NameLoc>(l))
      if (!name.getName().getValue().ends_with(":"))
        return name.getName().str();
  return op->getName().getStringRef().str();
}

class Functionalizer {
public:
  explicit Functionalizer(Operation *graph) : graph(graph) {}
  LogicalResult run();

private:
  InFlightDiagnostic error(unsigned n, Frame *f = nullptr);
  InFlightDiagnostic error(unsigned n, Frame *f, StringRef what) {
    return error(n, f) << what;
  }
  int producer(Value v) const;
  int userNode(Operation *user) const;
  Frame *logicalFrame(unsigned n) const {
    return nodes[n].kind == Kind::Enter ? nodes[n].entered : nodes[n].frame;
  }
  bool isConstantEnter(unsigned n) const;
  bool isTrigger(unsigned item) const {
    return items[item].kind == ItemKind::Node &&
           nodes[items[item].node].kind == Kind::ControlTrigger;
  }

  LogicalResult buildNodes();
  void prune();
  LogicalResult assignFrames();
  LogicalResult analyzeLoop(Frame *f);
  LogicalResult checkRootScope();
  void buildItems();
  bool inside(unsigned n, unsigned cond) const;
  void findExports();
  void foldDecidedSwitches();
  LogicalResult findConds(Frame *f);
  void levelSwitches(Frame *f, ArrayRef<unsigned> switches,
                     SmallVectorImpl<SmallVector<unsigned>> &groups,
                     DenseMap<unsigned, unsigned> &depth);
  LogicalResult formCond(Frame *f, Value pred, ArrayRef<unsigned> switches,
                         const DenseMap<unsigned, unsigned> &depth,
                         unsigned maxDepth);
  void forEachRead(unsigned item, function_ref<void(Value)> fn) const;
  Value canonicalPred(Value v) const;
  LogicalResult splitLoop(Frame *f);

  int resolve(unsigned n, Frame *scope, int openCond) const;
  void forEachMember(unsigned item, function_ref<void(unsigned)> fn) const;
  LogicalResult topoSort(ArrayRef<unsigned> set, Frame *scope, int openCond,
                         SmallVectorImpl<unsigned> &order);

  Value lookup(Value v, IRMapping &map, unsigned user);
  Value lookupOrClone(Value v, OpBuilder &b, IRMapping &map, unsigned user);
  LogicalResult emitItems(ArrayRef<unsigned> set, Frame *scope, int openCond,
                          OpBuilder &b, IRMapping &map);
  LogicalResult emitNode(unsigned n, OpBuilder &b, IRMapping &map);
  LogicalResult emitLoop(Frame *f, OpBuilder &b, IRMapping &map);
  LogicalResult emitCond(unsigned item, Frame *scope, OpBuilder &b,
                         IRMapping &map);

  Operation *graph;
  Block *body = nullptr;
  Operation *fetch = nullptr;
  std::vector<Node> nodes;
  DenseMap<Operation *, unsigned> index;
  Frame root;
  std::vector<std::unique_ptr<Frame>> frames;
  llvm::StringMap<Frame *> frameByName;
  std::vector<Item> items;
  // The conditionals being emitted, with the branch (1 then, 2 else).
  SmallVector<std::pair<unsigned, unsigned>> openBranches;
};

InFlightDiagnostic Functionalizer::error(unsigned n, Frame *f) {
  if (!f)
    f = nodes[n].frame;
  InFlightDiagnostic diag = emitError(nodes[n].op->getLoc());
  if (f && f != &root)
    diag << "cannot functionalize frame '" << f->name << "'";
  else
    diag << "cannot functionalize graph";
  diag << ": node '" << nodeName(nodes[n].op) << "' ";
  return diag;
}

int Functionalizer::producer(Value v) const {
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != body)
    return -1;
  auto it = index.find(def);
  return it == index.end() ? -1 : static_cast<int>(it->second);
}

int Functionalizer::userNode(Operation *user) const {
  Operation *top = body->findAncestorOpInBlock(*user);
  auto it = top ? index.find(top) : index.end();
  return it == index.end() ? -1 : static_cast<int>(it->second);
}

bool Functionalizer::isConstantEnter(unsigned n) const {
  auto attr = nodes[n].op->getAttrOfType<BoolAttr>("is_constant");
  return attr && attr.getValue();
}

//===----------------------------------------------------------------------===//
// Graph construction and pruning
//===----------------------------------------------------------------------===//

/// The value an island forwards when all it holds is one tf.Identity of it
/// (TensorFlow's tuple and control_dependency outputs), or null.
Value identityIslandInput(Operation *island) {
  if (island->getName().getStringRef() != "tf_executor.island" ||
      island->getNumRegions() != 1 || island->getRegion(0).empty())
    return nullptr;
  Block &inner = island->getRegion(0).front();
  if (inner.getOperations().size() != 2)
    return nullptr;
  Operation &first = inner.front();
  if (first.getName().getStringRef() != "tf.Identity" ||
      first.getNumOperands() != 1 || inner.back().getNumOperands() != 1 ||
      inner.back().getOperand(0) != first.getResult(0))
    return nullptr;
  return first.getOperand(0);
}

Kind kindOf(Operation *op) {
  StringRef name = op->getName().getStringRef();
  return llvm::StringSwitch<Kind>(name)
      .Case("tf_executor.island", Kind::Island)
      .Case("tf_executor.Enter", Kind::Enter)
      .Case("tf_executor.Exit", Kind::Exit)
      .Case("tf_executor.Merge", Kind::Merge)
      .Case("tf_executor.Switch", Kind::Switch)
      .Case("tf_executor.LoopCond", Kind::LoopCond)
      .Case("tf_executor.NextIteration.Source", Kind::Source)
      .Case("tf_executor.NextIteration.Sink", Kind::Sink)
      .Case("tf_executor.ControlTrigger", Kind::ControlTrigger)
      .Default(Kind::Plain);
}

LogicalResult Functionalizer::buildNodes() {
  if (graph->getNumRegions() != 1 || !graph->getRegion(0).hasOneBlock())
    return graph->emitError("tf_executor.graph must have one block");
  body = &graph->getRegion(0).front();
  if (body->empty() ||
      body->back().getName().getStringRef() != "tf_executor.fetch")
    return graph->emitError("tf_executor.graph must end in tf_executor.fetch");
  fetch = &body->back();
  // Unregistered ops are not known terminators: skip the fetch by hand.
  for (Operation &op : llvm::make_range(body->begin(), --body->end())) {
    index[&op] = nodes.size();
    nodes.push_back(Node{&op, kindOf(&op)});
  }

  for (unsigned n = 0, e = nodes.size(); n < e; ++n) {
    Node &node = nodes[n];
    Operation *op = node.op;
    StringRef opName = op->getName().getStringRef();
    if (node.kind == Kind::Plain && opName.starts_with("tf_executor."))
      return error(n, &root, "is an unsupported op '") << opName << "'";

    // Control operands come after the data operands.
    unsigned numData = 0, numOperands = op->getNumOperands();
    while (numData < numOperands && !isControl(op->getOperand(numData)))
      ++numData;
    for (unsigned i = numData; i < numOperands; ++i)
      if (!isControl(op->getOperand(i)))
        return error(n, &root, "has a data operand after a control operand");

    // Expected data operands (-1: at least one) and results.
    int wantData = 0, wantResults = -1;
    switch (node.kind) {
    case Kind::Enter:
    case Kind::Exit:
    case Kind::LoopCond:
      wantData = 1, wantResults = 2;
      break;
    case Kind::Merge:
      wantData = -1, wantResults = 3;
      break;
    case Kind::Switch:
      wantData = 2, wantResults = 3;
      break;
    case Kind::Source:
      wantResults = 3;
      break;
    case Kind::Sink:
      wantData = 2, wantResults = 0;
      break;
    case Kind::ControlTrigger:
      wantResults = 1;
      break;
    case Kind::Island: {
      if (op->getNumRegions() != 1 || !op->getRegion(0).hasOneBlock() ||
          op->getRegion(0).front().empty() ||
          op->getRegion(0).front().back().getName().getStringRef() !=
              "tf_executor.yield" ||
          op->getRegion(0).front().back().getNumOperands() + 1 !=
              op->getNumResults())
        return error(n, &root,
                     "is an island without one block ending in a yield of "
                     "its data results");
      wantData = numData;
      break;
    }
    case Kind::Plain:
      wantData = numData;
      break;
    }
    if ((wantData >= 0 ? numData != static_cast<unsigned>(wantData)
                       : numData == 0) ||
        (wantResults >= 0 &&
         op->getNumResults() != static_cast<unsigned>(wantResults)))
      return error(n, &root, "has an unexpected number of operands or results");
    if (node.kind == Kind::Source &&
        !isExecutorType(op->getResult(1).getType(), "token"))
      return error(n, &root, "must produce a token as its second result");
    if (node.kind == Kind::Enter &&
        !op->getAttrOfType<StringAttr>("frame_name"))
      return error(n, &root, "has no frame_name");

    for (unsigned i = 0; i < numOperands; ++i) {
      int p = producer(op->getOperand(i));
      if (p < 0)
        continue;
      (i < numData ? node.inputs : node.ctlInputs).push_back(p);
    }
    // Control edges order nodes and vanish in the functional form: an op
    // that is cloned out of the graph (a plain op, the body of an island)
    // must not keep one as an operand, or the clone would read a value of
    // the erased graph.
    if (node.kind == Kind::Plain && numData != numOperands &&
        opName != "tf.NoOp")
      return error(n, &root,
                   "is an op outside an island with control "
                   "operands");
    if (node.kind == Kind::Island || node.kind == Kind::Plain) {
      bool readsControl = false;
      op->walk([&](Operation *inner) {
        if (inner == op)
          return;
        for (Value v : inner->getOperands())
          if (int p = producer(v); p >= 0) {
            node.inputs.push_back(p);
            readsControl |= isControl(v);
          }
      });
      if (readsControl)
        return error(n, &root, "reads a control value inside its region");
    }
    if (node.kind == Kind::Sink) {
      int src = producer(op->getOperand(0));
      if (src < 0 || nodes[src].kind != Kind::Source ||
          op->getOperand(0) != nodes[src].op->getResult(1) ||
          nodes[src].pair >= 0)
        return error(n, &root,
                     "must take the token of its own NextIteration.Source");
      nodes[src].pair = n;
      node.pair = src;
    }
  }
  for (unsigned n = 0, e = nodes.size(); n < e; ++n) {
    if (nodes[n].kind == Kind::Source && nodes[n].pair < 0)
      return error(n, &root, "has no NextIteration.Sink");
    for (unsigned p : nodes[n].inputs)
      nodes[p].users.push_back(n);
    for (unsigned p : nodes[n].ctlInputs)
      nodes[p].users.push_back(n);
    if (nodes[n].kind == Kind::Sink)
      nodes[n].users.push_back(nodes[n].pair);
  }
  return success();
}

void Functionalizer::prune() {
  SmallVector<unsigned> work;
  auto reach = [&](int n) {
    if (n >= 0 && !nodes[n].kept) {
      nodes[n].kept = true;
      work.push_back(n);
    }
  };
  for (Value v : fetch->getOperands())
    reach(producer(v));
  while (!work.empty()) {
    unsigned n = work.pop_back_val();
    for (unsigned p : nodes[n].inputs)
      reach(p);
    for (unsigned p : nodes[n].ctlInputs)
      reach(p);
    // Reaching a loop's NextIteration reaches the value it carries.
    if (nodes[n].kind == Kind::Source)
      reach(nodes[n].pair);
  }
}

//===----------------------------------------------------------------------===//
// Frames and loops
//===----------------------------------------------------------------------===//

LogicalResult Functionalizer::assignFrames() {
  std::queue<unsigned> work;
  for (unsigned n = 0, e = nodes.size(); n < e; ++n)
    if (nodes[n].kept && nodes[n].inputs.empty() &&
        nodes[n].ctlInputs.empty() && nodes[n].kind != Kind::Source) {
      nodes[n].frame = &root;
      work.push(n);
    }
  while (!work.empty()) {
    unsigned n = work.front();
    work.pop();
    Frame *out = nodes[n].frame;
    if (nodes[n].kind == Kind::Enter) {
      StringRef name =
          nodes[n].op->getAttrOfType<StringAttr>("frame_name").getValue();
      Frame *&f = frameByName[name];
      if (!f) {
        frames.push_back(std::make_unique<Frame>());
        f = frames.back().get();
        f->name = name.str();
        f->parent = out;
        out->children.push_back(f);
      } else if (f->parent != out) {
        return error(n, f, "enters the frame from a different parent frame");
      }
      nodes[n].entered = out = f;
    } else if (nodes[n].kind == Kind::Exit) {
      if (out == &root)
        return error(n, &root, "is an Exit outside any loop frame");
      out = out->parent;
    }
    for (unsigned u : nodes[n].users) {
      if (!nodes[u].kept)
        continue;
      if (!nodes[u].frame) {
        nodes[u].frame = out;
        work.push(u);
      } else if (nodes[u].frame != out) {
        Frame *a = nodes[u].frame, *b = out;
        return error(u, a != &root ? a : b)
               << "has inputs from mismatched frames '"
               << (a == &root ? "" : a->name) << "' and '"
               << (b == &root ? "" : b->name)
               << "' (a value leaves a frame other than through an Exit)";
      }
    }
  }
  for (unsigned n = 0, e = nodes.size(); n < e; ++n) {
    if (!nodes[n].kept)
      continue;
    if (!nodes[n].frame)
      return error(n, &root,
                   "is on a cycle that does not go through a NextIteration");
    logicalFrame(n)->nodes.push_back(n);
  }
  for (Value v : fetch->getOperands())
    if (int p = producer(v);
        p >= 0 && (nodes[p].kind == Kind::Exit ? nodes[p].frame->parent
                                               : logicalFrame(p)) != &root)
      return error(p) << "is fetched from inside the frame (a value leaves "
                         "the frame other than through an Exit)";
  return success();
}

LogicalResult Functionalizer::analyzeLoop(Frame *f) {
  // Kept users of one result, as nodes.
  auto usersOf = [&](unsigned n, unsigned result) {
    SmallVector<unsigned> out;
    for (Operation *user : nodes[n].op->getResult(result).getUsers())
      if (int u = userNode(user); u >= 0 && nodes[u].kept)
        out.push_back(u);
    return out;
  };

  for (unsigned n : f->nodes)
    if (nodes[n].kind == Kind::LoopCond && nodes[n].frame == f) {
      if (f->loopCond >= 0)
        return error(n, f, "is a second LoopCond in the frame");
      f->loopCond = n;
    }
  if (f->loopCond < 0)
    return error(f->nodes.front(), f, "is in a frame without a LoopCond");
  Value pred = nodes[f->loopCond].op->getResult(0);

  for (unsigned e : f->nodes) {
    if (nodes[e].kind != Kind::Enter || isConstantEnter(e))
      continue;
    SmallVector<unsigned> users = usersOf(e, 0);
    if (users.size() != 1 || nodes[users[0]].kind != Kind::Merge)
      return error(e, f,
                   "is a loop variable Enter that does not feed "
                   "exactly one Merge");
    unsigned m = users[0];
    Operation *merge = nodes[m].op;
    int src =
        merge->getNumOperands() >= 2 ? producer(merge->getOperand(1)) : -1;
    if (src >= 0 && nodes[src].kind != Kind::Source)
      src = producer(merge->getOperand(0));
    if (nodes[m].inputs.size() != 2 || src < 0 ||
        nodes[src].kind != Kind::Source || nodes[src].frame != f)
      return error(m, f, "is a Merge without an Enter/NextIteration pair");
    LoopVar var{e,
                m,
                static_cast<unsigned>(src),
                static_cast<unsigned>(nodes[src].pair),
                {},
                {}};
    for (unsigned s : usersOf(m, 0)) {
      if (nodes[s].kind != Kind::Switch ||
          nodes[s].op->getOperand(0) != merge->getResult(0))
        continue;
      // On another predicate: a tf.cond of the loop's condition or body
      // that reads the variable, left to the conditionals.
      if (nodes[s].op->getOperand(1) != pred)
        continue;
      var.switches.push_back(s);
      // The final value leaves through Exits, also behind Identities of
      // it (a gated gradient's tuple: Switch -> control_dependency ->
      // Exit), which then belong to the loop's structure.
      SmallVector<unsigned> leaving = usersOf(s, 0);
      while (!leaving.empty()) {
        unsigned x = leaving.pop_back_val();
        if (nodes[x].kind == Kind::Exit) {
          var.exits.push_back(x);
          continue;
        }
        Operation *island = nodes[x].op;
        if (nodes[x].kind != Kind::Island || !identityIslandInput(island) ||
            !island->getResult(island->getNumResults() - 1).use_empty())
          return error(x, f,
                       "uses a loop Switch's false output but is not "
                       "an Exit (a value leaves the frame other than "
                       "through an Exit)");
        f->structural.insert(x);
        llvm::append_range(leaving, usersOf(x, 0));
      }
    }
    for (unsigned u : usersOf(src, 0))
      if (u != m)
        return error(u, f,
                     "uses a NextIteration value other than as the "
                     "loop Merge");
    for (unsigned s : {m, var.source, var.sink})
      f->structural.insert(s);
    f->structural.insert(var.switches.begin(), var.switches.end());
    f->structural.insert(var.exits.begin(), var.exits.end());
    f->vars.push_back(std::move(var));
  }
  f->structural.insert(f->loopCond);
  for (unsigned u : usersOf(f->loopCond, 0))
    if (!f->structural.contains(u))
      return error(u, f, "uses the LoopCond but is not a loop Switch");

  for (unsigned n : f->nodes) {
    if (nodes[n].frame != f || f->structural.contains(n))
      continue;
    // Other Switches and Merges are conditionals inside the loop.
    switch (nodes[n].kind) {
    case Kind::Merge:
      for (unsigned p : nodes[n].inputs)
        if (nodes[p].kind == Kind::Source)
          return error(n, f, "is a Merge without an Enter/NextIteration pair");
      break;
    case Kind::Switch:
      if (nodes[n].op->getOperand(1) == pred)
        return error(n, f,
                     "is a Switch on the LoopCond that does not read a "
                     "loop variable's Merge");
      break;
    case Kind::Exit:
      return error(n, f, "is an Exit not fed by a loop Switch");
    case Kind::Source:
    case Kind::Sink:
      return error(n, f, "is a NextIteration that does not feed a loop Merge");
    default:
      break;
    }
  }
  return success();
}

LogicalResult Functionalizer::checkRootScope() {
  for (unsigned n : root.nodes) {
    switch (nodes[n].kind) {
    case Kind::LoopCond:
    case Kind::Source:
    case Kind::Sink:
      return error(n, &root, "is a loop op outside any loop frame");
    default:
      break;
    }
  }
  return success();
}

void Functionalizer::buildItems() {
  SmallVector<Frame *> all{&root};
  for (auto &f : frames)
    all.push_back(f.get());
  for (Frame *f : all) {
    for (unsigned n : f->nodes) {
      if (nodes[n].kind == Kind::Enter || f->structural.contains(n))
        continue;
      nodes[n].item = items.size();
      f->scope.push_back(items.size());
      items.push_back(Item{ItemKind::Node, n});
    }
  }
  for (Frame *f : all) {
    for (Frame *c : f->children) {
      unsigned key = ~0u;
      for (unsigned n : c->nodes)
        if (nodes[n].kind == Kind::Enter)
          key = std::min(key, n);
      c->item = items.size();
      f->scope.push_back(items.size());
      items.push_back(Item{ItemKind::Loop, 0, c});
      items.back().key = key;
    }
  }
  for (Item &it : items)
    if (it.kind == ItemKind::Node)
      it.key = it.node;
}

// The item of scope `scope` that holds node `n`, or -1 when `n` is outside
// the scope or one of its loop's own ops. Inside conditional `openCond`, its
// members are items of their own.
int Functionalizer::resolve(unsigned n, Frame *scope, int openCond) const {
  Frame *f = logicalFrame(n);
  Frame *child = nullptr;
  while (f && f != scope) {
    child = f;
    f = f->parent;
  }
  if (!f)
    return -1;
  int it = child ? child->item : nodes[n].item;
  if (it < 0)
    return -1;
  while (items[it].cond >= 0 && items[it].cond != openCond)
    it = items[it].cond;
  return it;
}

void Functionalizer::forEachMember(unsigned item,
                                   function_ref<void(unsigned)> fn) const {
  const Item &it = items[item];
  switch (it.kind) {
  case ItemKind::Node:
    fn(it.node);
    return;
  case ItemKind::Loop: {
    SmallVector<Frame *> work{it.frame};
    while (!work.empty()) {
      Frame *f = work.pop_back_val();
      for (unsigned n : f->nodes)
        fn(n);
      work.append(f->children.begin(), f->children.end());
    }
    return;
  }
  case ItemKind::Cond:
    for (unsigned n : it.switches)
      fn(n);
    for (unsigned n : it.merges)
      fn(n);
    for (unsigned sub : it.thenItems)
      forEachMember(sub, fn);
    for (unsigned sub : it.elseItems)
      forEachMember(sub, fn);
    return;
  }
}

LogicalResult Functionalizer::splitLoop(Frame *f) {
  // The cond region: what feeds the LoopCond, back to the Merges.
  DenseSet<unsigned> inCond;
  SmallVector<unsigned> work;
  bool cycle = false;
  auto visit = [&](unsigned p) {
    if (f->structural.contains(p)) {
      if (nodes[p].kind != Kind::Merge)
        cycle = true;
      return;
    }
    int q = resolve(p, f, -1);
    if (q >= 0 && inCond.insert(q).second)
      work.push_back(q);
  };
  Node &lc = nodes[f->loopCond];
  for (unsigned p : lc.inputs)
    visit(p);
  for (unsigned p : lc.ctlInputs)
    visit(p);
  while (!work.empty()) {
    forEachMember(work.pop_back_val(), [&](unsigned m) {
      for (unsigned p : nodes[m].inputs)
        visit(p);
      for (unsigned p : nodes[m].ctlInputs)
        visit(p);
    });
  }
  if (cycle)
    return error(f->loopCond, f,
                 "depends on the loop body (a cycle that "
                 "does not go through a NextIteration)");

  // The body: everything else, plus cond values it reads (cloned).
  DenseSet<unsigned> inBody;
  for (unsigned it : f->scope)
    if (!inCond.contains(it) && inBody.insert(it).second)
      work.push_back(it);
  auto pull = [&](unsigned p) {
    int q = resolve(p, f, -1);
    if (q >= 0 && inCond.contains(q) && inBody.insert(q).second)
      work.push_back(q);
  };
  for (const LoopVar &var : f->vars)
    for (unsigned p : nodes[var.sink].inputs)
      pull(p);
  while (!work.empty())
    forEachMember(work.pop_back_val(), [&](unsigned m) {
      for (unsigned p : nodes[m].inputs)
        pull(p);
    });
  for (unsigned it : f->scope) {
    if (inCond.contains(it))
      f->condItems.push_back(it);
    if (inBody.contains(it))
      f->bodyItems.push_back(it);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Conditionals (tf.cond v1)
//===----------------------------------------------------------------------===//

void Functionalizer::forEachRead(unsigned item,
                                 function_ref<void(Value)> fn) const {
  forEachMember(item, [&](unsigned m) {
    Operation *op = nodes[m].op;
    op->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        fn(v);
    });
  });
}

// `depth` and `maxDepth`: see levelSwitches; an item deeper than `maxDepth`
// belongs to a later conditional on the same predicate and is left out.
LogicalResult
Functionalizer::formCond(Frame *f, Value pred, ArrayRef<unsigned> switches,
                         const DenseMap<unsigned, unsigned> &depth,
                         unsigned maxDepth) {
  auto later = [&](unsigned it) { return depth.lookup(it) > maxDepth; };
  unsigned c = items.size();
  items.push_back(Item{ItemKind::Cond});
  DenseSet<unsigned> switchSet(switches.begin(), switches.end());
  // Branch of each item: 1 then, 2 else. It spreads from the Switch outputs
  // along data and control edges and stops at the Merges that join both.
  DenseMap<unsigned, unsigned> side;
  auto sideOf = [&](Value v) -> unsigned {
    int p = producer(v);
    if (p < 0)
      return 0;
    if (switchSet.contains(p))
      return v == nodes[p].op->getResult(1)   ? 1
             : v == nodes[p].op->getResult(0) ? 2
                                              : 0;
    int q = resolve(p, f, -1);
    auto it = q >= 0 ? side.find(q) : side.end();
    if (it != side.end())
      return it->second;
    // A value of a branch of an earlier conditional on this predicate is
    // alive on the same branch here (emitCond clones it).
    int c = nodes[p].item >= 0 ? items[nodes[p].item].cond : -1;
    if (c < 0 || q != c || items[c].pred != pred)
      return 0;
    if (nodes[p].kind == Kind::Switch)
      return v == nodes[p].op->getResult(1)   ? 1
             : v == nodes[p].op->getResult(0) ? 2
                                              : 0;
    return nodes[p].kind == Kind::Island ? items[nodes[p].item].side : 0;
  };
  SmallVector<unsigned> candidates;
  for (unsigned it : f->scope)
    if (!(items[it].kind == ItemKind::Node &&
          switchSet.contains(items[it].node)) &&
        !later(it) &&
        // An earlier conditional on this predicate.
        !(items[it].kind == ItemKind::Cond && items[it].pred == pred))
      candidates.push_back(it);
  llvm::sort(candidates, [&](unsigned a, unsigned b) {
    return items[a].key < items[b].key;
  });
  SmallVector<unsigned> merges;
  SmallVector<std::pair<Value, Value>> yields;
  DenseSet<unsigned> joined;
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned it : candidates) {
      if (side.count(it) || joined.contains(it))
        continue;
      if (items[it].kind == ItemKind::Node &&
          nodes[items[it].node].kind == Kind::Merge) {
        unsigned m = items[it].node;
        Operation *op = nodes[m].op;
        unsigned numData = nodes[m].op->getNumOperands();
        while (numData && isControl(op->getOperand(numData - 1)))
          --numData;
        SmallVector<unsigned> sides;
        for (unsigned i = 0; i < numData; ++i)
          sides.push_back(sideOf(op->getOperand(i)));
        if (llvm::all_of(sides, [](unsigned s) { return s == 0; }))
          continue;
        if (sides.size() != 2 || (sides[0] | sides[1]) != 3)
          return error(m, f,
                       "is a Merge that does not join the two branches "
                       "of a conditional");
        unsigned thenIdx = sides[0] == 1 ? 0 : 1;
        merges.push_back(m);
        yields.push_back(
            {op->getOperand(thenIdx), op->getOperand(1 - thenIdx)});
        joined.insert(it);
        changed = true;
        continue;
      }
      // TensorFlow never marks a ControlTrigger dead: it runs once its
      // inputs are done, whichever branch ran. It only orders, so it stays
      // outside the conditional and is placed after what it waits for.
      if (isTrigger(it))
        continue;
      // Any other node is dead when an input is, along a control edge too.
      unsigned s = 0, data = 0;
      forEachRead(it, [&](Value v) {
        // What a conditional reads of itself.
        if (int p = producer(v); p >= 0 && resolve(p, f, -1) == int(it))
          return;
        unsigned vs = sideOf(v);
        s |= vs;
        if (!isControl(v))
          data |= vs;
      });
      unsigned at =
          items[it].kind == ItemKind::Node ? items[it].node : switches.front();
      if (data == 3)
        return error(at, f, "reads both branches of a conditional");
      if (s == 3)
        return error(at, f,
                     "depends on both branches of a conditional through a "
                     "control edge (TensorFlow never runs it; only a "
                     "ControlTrigger runs after the branch not taken)");
      if (s) {
        side[it] = s;
        changed = true;
      }
    }
  }

  // A ControlTrigger after a branch cannot also come before one.
  DenseSet<unsigned> mergeItems;
  for (unsigned m : merges)
    mergeItems.insert(nodes[m].item);
  auto inCond = [&](int q) {
    return q >= 0 && (side.count(q) || mergeItems.contains(q) ||
                      (items[q].kind == ItemKind::Node &&
                       switchSet.contains(items[q].node)));
  };
  for (auto [it, s] : side) {
    int trigger = -1;
    forEachRead(it, [&](Value v) {
      int p = producer(v);
      int q = p >= 0 ? resolve(p, f, -1) : -1;
      if (trigger < 0 && q >= 0 && isTrigger(q) &&
          llvm::any_of(nodes[items[q].node].ctlInputs,
                       [&](unsigned t) { return inCond(resolve(t, f, -1)); }))
        trigger = items[q].node;
    });
    if (trigger >= 0)
      return error(trigger, f,
                   "is a ControlTrigger that waits for a branch of a "
                   "conditional and is waited for by a branch of it");
  }

  Item &cond = items[c];
  cond.pred = pred;
  cond.switches.assign(switches.begin(), switches.end());
  cond.merges = merges;
  cond.yields = yields;
  cond.key = ~0u;
  for (unsigned n : switches)
    cond.key = std::min(cond.key, n);
  for (auto [it, s] : side)
    (s == 1 ? cond.thenItems : cond.elseItems).push_back(it);
  for (auto [it, s] : side) {
    items[it].cond = c;
    items[it].side = s;
  }
  for (unsigned n : switches)
    items[nodes[n].item].cond = c;
  for (unsigned n : merges)
    items[nodes[n].item].cond = c;
  llvm::erase_if(f->scope, [&](unsigned it) {
    return items[it].cond == static_cast<int>(c);
  });
  f->scope.push_back(c);

  // Only the Merges' outputs may leave the conditional. A later conditional
  // on the same predicate (a tf.cond's gradient) may read a node of the
  // same branch: emitCond clones it there (see lookupOrClone), as
  // TensorFlow's functionalize_cond copies such nodes into the branch.
  DenseSet<unsigned> mergeSet(merges.begin(), merges.end());
  auto check = [&](unsigned reader, Value v) -> LogicalResult {
    int p = producer(v);
    if (p < 0 || isControl(v) || resolve(p, f, -1) != static_cast<int>(c))
      return success();
    if (nodes[reader].item >= 0 && later(nodes[reader].item))
      return success();
    if (mergeSet.contains(p) && v == nodes[p].op->getResult(0))
      return success();
    return error(reader, f, "reads a value of node '")
           << nodeName(nodes[p].op)
           << "' of a conditional other than through a Merge";
  };
  for (unsigned n : f->structural)
    for (Value v : nodes[n].op->getOperands())
      if (failed(check(n, v)))
        return failure();
  for (unsigned it : f->scope)
    if (it != c && items[it].kind == ItemKind::Node)
      for (Value v : nodes[items[it].node].op->getOperands())
        if (failed(check(items[it].node, v)))
          return failure();
  if (f == &root)
    for (Value v : fetch->getOperands())
      if (int p = producer(v); p >= 0 && failed(check(p, v)))
        return failure();
  return success();
}

// The predicate behind a chain of tf.Identity islands: TensorFlow switches
// the pivot on the predicate and the data on its Identity.
Value Functionalizer::canonicalPred(Value v) const {
  for (int p = producer(v); p >= 0; p = producer(v)) {
    Value forwarded = identityIslandInput(nodes[p].op);
    if (!forwarded || cast<OpResult>(v).getResultNumber() != 0)
      break;
    v = forwarded;
  }
  return v;
}

// Splits the Switches of one predicate into conditionals that run one after
// the other. TensorFlow groups Switches by predicate and by the state of
// their ancestors (functionalize_cond's CondState / AncestorState): a
// Switch that a Merge of another conditional on the same predicate feeds
// (a tf.cond's gradient switching the incoming gradient, a second tf.cond
// on the same predicate reading the first's result) belongs to a later
// conditional. Here the depth of an item of the scope is 1 + the level of
// the deepest of these Switches it depends on (0 for none), along data and
// control edges, through Merges; a Switch's level is the depth of its
// inputs. The Switch of a gradient's zeros for the branch not taken reads
// only a forward value, but its Merge joins the gradient's branch: a Switch
// whose outputs reach, through items of its own depth, a Merge deeper than
// that is raised to the Merge's level. Groups are formed by ascending level
// (groups[level]); formCond leaves out items deeper than level + 1.
// A scope with a cycle keeps one group (and reports the cycle later).
void Functionalizer::levelSwitches(
    Frame *f, ArrayRef<unsigned> switches,
    SmallVectorImpl<SmallVector<unsigned>> &groups,
    DenseMap<unsigned, unsigned> &depth) {
  ArrayRef<unsigned> scope = f->scope;
  unsigned size = scope.size();
  DenseMap<unsigned, unsigned> pos;
  for (auto [i, it] : llvm::enumerate(scope))
    pos[it] = i;
  std::vector<SmallVector<unsigned>> preds(size), succs(size);
  for (unsigned i = 0; i < size; ++i) {
    DenseSet<unsigned> seen;
    auto edge = [&](unsigned p) {
      int q = resolve(p, f, -1);
      if (q < 0 || static_cast<unsigned>(q) == scope[i])
        return;
      auto found = pos.find(q);
      if (found != pos.end() && seen.insert(found->second).second) {
        preds[i].push_back(found->second);
        succs[found->second].push_back(i);
      }
    };
    forEachMember(scope[i], [&](unsigned m) {
      for (unsigned p : nodes[m].inputs)
        edge(p);
      for (unsigned p : nodes[m].ctlInputs)
        edge(p);
      // A node that waits for one of these Switches comes after it.
      for (unsigned p : nodes[m].switchCtlInputs)
        if (llvm::is_contained(switches, p))
          edge(p);
    });
  }
  SmallVector<unsigned> order;
  std::vector<unsigned> indegree(size);
  for (unsigned i = 0; i < size; ++i)
    if ((indegree[i] = preds[i].size()) == 0)
      order.push_back(i);
  for (unsigned k = 0; k < order.size(); ++k)
    for (unsigned s : succs[order[k]])
      if (--indegree[s] == 0)
        order.push_back(s);
  if (order.size() != size) {
    groups.emplace_back(switches.begin(), switches.end());
    return;
  }
  std::vector<char> isSwitch(size, 0), isMerge(size, 0);
  for (unsigned n : switches)
    isSwitch[pos[nodes[n].item]] = 1;
  for (unsigned i = 0; i < size; ++i)
    isMerge[i] = items[scope[i]].kind == ItemKind::Node &&
                 nodes[items[scope[i]].node].kind == Kind::Merge;
  std::vector<unsigned> d(size, 0), raised(size, 0);
  // Levels only rise and are bounded by the number of Switches.
  for (unsigned round = 0; round <= switches.size(); ++round) {
    for (unsigned i : order) {
      unsigned m = 0;
      for (unsigned p : preds[i])
        m = std::max(m, d[p]);
      d[i] = isSwitch[i] ? std::max(m, raised[i]) + 1 : m;
    }
    bool changed = false;
    for (unsigned i = 0; i < size; ++i) {
      if (!isSwitch[i])
        continue;
      SmallVector<unsigned> work{i};
      DenseSet<unsigned> seen{i};
      while (!work.empty()) {
        unsigned j = work.pop_back_val();
        for (unsigned s : succs[j]) {
          if (!seen.insert(s).second)
            continue;
          if (isMerge[s]) {
            if (d[s] > d[i]) {
              raised[i] = std::max(raised[i], d[s] - 1);
              changed = true;
            }
          } else if (d[s] == d[i]) {
            work.push_back(s);
          }
        }
      }
    }
    if (!changed)
      break;
  }
  for (unsigned i = 0; i < size; ++i)
    depth[scope[i]] = d[i];
  for (unsigned n : switches) {
    unsigned level = d[pos[nodes[n].item]] - 1;
    if (groups.size() <= level)
      groups.resize(level + 1);
    groups[level].push_back(n);
  }
}

LogicalResult Functionalizer::findConds(Frame *f) {
  // Switches of this scope, grouped by predicate.
  SmallVector<Value> preds;
  DenseMap<Value, SmallVector<unsigned>> byPred;
  DenseMap<Value, unsigned> first;
  for (unsigned it : f->scope) {
    if (items[it].kind != ItemKind::Node ||
        nodes[items[it].node].kind != Kind::Switch)
      continue;
    unsigned n = items[it].node;
    Value p = canonicalPred(nodes[n].op->getOperand(1));
    if (!byPred.count(p))
      preds.push_back(p);
    byPred[p].push_back(n);
    auto slot = first.try_emplace(p, n).first;
    slot->second = std::min(slot->second, n);
  }
  // Inner conditionals are formed first, so that an outer branch takes each
  // of them as one item. Every Switch of an inner conditional is reached
  // from one of the outer's (a value it captures goes through an outer
  // Switch first), so its first Switch comes later in the importer's order
  // (topological but for the NextIteration back edges).
  // The last Switch does not tell: tf.gradients adds Switches to a
  // conditional long after it was built (stack handles for the pushes).
  llvm::stable_sort(preds,
                    [&](Value a, Value b) { return first[a] > first[b]; });
  for (Value p : preds) {
    SmallVector<SmallVector<unsigned>> groups;
    DenseMap<unsigned, unsigned> depth;
    levelSwitches(f, byPred[p], groups, depth);
    for (auto [level, group] : llvm::enumerate(groups))
      if (!group.empty() &&
          failed(formCond(f, p, group, depth,
                          groups.size() == 1 ? ~0u : level + 1)))
        return failure();
  }
  for (unsigned it : f->scope)
    if (items[it].kind == ItemKind::Node &&
        (nodes[items[it].node].kind == Kind::Merge ||
         nodes[items[it].node].kind == Kind::Switch))
      return error(items[it].node, f,
                   "is a Merge that joins neither a loop nor a conditional");
  return success();
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

LogicalResult Functionalizer::topoSort(ArrayRef<unsigned> set, Frame *scope,
                                       int openCond,
                                       SmallVectorImpl<unsigned> &order) {
  DenseMap<unsigned, unsigned> pos;
  for (auto [i, it] : llvm::enumerate(set))
    pos[it] = i;
  std::vector<SmallVector<unsigned>> succ(set.size());
  std::vector<unsigned> indegree(set.size(), 0);
  for (auto [i, it] : llvm::enumerate(set)) {
    DenseSet<unsigned> preds;
    auto edge = [&](unsigned p) {
      int q = resolve(p, scope, openCond);
      if (q < 0 || static_cast<unsigned>(q) == it)
        return;
      auto found = pos.find(q);
      if (found != pos.end() && preds.insert(found->second).second) {
        succ[found->second].push_back(i);
        ++indegree[i];
      }
    };
    forEachMember(it, [&](unsigned m) {
      for (unsigned p : nodes[m].inputs)
        edge(p);
      for (unsigned p : nodes[m].ctlInputs)
        edge(p);
    });
  }
  using Entry = std::pair<unsigned, unsigned>; // (key, position)
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> ready;
  for (unsigned i = 0, e = set.size(); i < e; ++i)
    if (indegree[i] == 0)
      ready.push({items[set[i]].key, i});
  while (!ready.empty()) {
    unsigned i = ready.top().second;
    ready.pop();
    order.push_back(set[i]);
    for (unsigned s : succ[i])
      if (--indegree[s] == 0)
        ready.push({items[set[s]].key, s});
  }
  if (order.size() == set.size())
    return success();
  // Name the first node left on (or behind) the cycle.
  unsigned first = ~0u;
  for (unsigned i = 0, e = set.size(); i < e; ++i)
    if (indegree[i] != 0)
      forEachMember(set[i], [&](unsigned m) { first = std::min(first, m); });
  return error(first, scope == &root ? nullptr : scope,
               "is on a cycle that does not go through a NextIteration");
}

Value Functionalizer::lookup(Value v, IRMapping &map, unsigned user) {
  if (Value mapped = map.lookupOrNull(v))
    return mapped;
  if (producer(v) < 0)
    return v;
  error(user) << "reads a value of node '" << nodeName(nodes[producer(v)].op)
              << "' that is not available in its region";
  return nullptr;
}

// lookup, but a value of a node on a branch of another conditional is
// cloned here when a conditional on the same predicate is being emitted on
// the same branch: a tf.cond's gradient reads the forward branch's values
// (and its Switches' outputs) directly, which TensorFlow's
// functionalize_cond copies into the gradient's branch likewise.
Value Functionalizer::lookupOrClone(Value v, OpBuilder &b, IRMapping &map,
                                    unsigned user) {
  if (Value mapped = map.lookupOrNull(v))
    return mapped;
  int p = producer(v);
  int it = p >= 0 ? nodes[p].item : -1;
  int c = it >= 0 ? items[it].cond : -1;
  if (c >= 0 && items[c].kind == ItemKind::Cond) {
    unsigned side = 0;
    if (nodes[p].kind == Kind::Switch &&
        llvm::is_contained(items[c].switches, static_cast<unsigned>(p)))
      side = v == nodes[p].op->getResult(1)   ? 1
             : v == nodes[p].op->getResult(0) ? 2
                                              : 0;
    else if (nodes[p].kind == Kind::Island)
      side = items[it].side;
    bool open = side && llvm::any_of(openBranches, [&](auto branch) {
                  return branch.second == side &&
                         items[branch.first].pred == items[c].pred;
                });
    if (open) {
      if (nodes[p].kind == Kind::Switch) {
        Value in = lookupOrClone(nodes[p].op->getOperand(0), b, map, p);
        if (in)
          map.map(v, in);
        return in;
      }
      if (failed(emitNode(p, b, map)))
        return nullptr;
      return map.lookupOrNull(v);
    }
  }
  return lookup(v, map, user);
}

LogicalResult Functionalizer::emitItems(ArrayRef<unsigned> set, Frame *scope,
                                        int openCond, OpBuilder &b,
                                        IRMapping &map) {
  SmallVector<unsigned> order;
  if (failed(topoSort(set, scope, openCond, order)))
    return failure();
  for (unsigned it : order) {
    LogicalResult result = success();
    switch (items[it].kind) {
    case ItemKind::Node:
      result = emitNode(items[it].node, b, map);
      break;
    case ItemKind::Loop:
      result = emitLoop(items[it].frame, b, map);
      break;
    case ItemKind::Cond:
      result = emitCond(it, scope, b, map);
      break;
    }
    if (failed(result))
      return failure();
  }
  return success();
}

LogicalResult Functionalizer::emitNode(unsigned n, OpBuilder &b,
                                       IRMapping &map) {
  Operation *op = nodes[n].op;
  // Every graph value an op reads must be in scope before it is cloned.
  bool ok = true;
  auto check = [&](Operation *inner) {
    for (Value v : inner->getOperands())
      if (!isControl(v) && producer(v) >= 0 && !lookupOrClone(v, b, map, n))
        ok = false;
  };
  // A clone must not read a value of the graph it leaves: an op inside an
  // unregistered op's region may use a value before its definition (no
  // dominance there), which cloning in order cannot map.
  auto cloneOut = [&](Operation &o) -> LogicalResult {
    Operation *clone = b.clone(o, map);
    WalkResult walk = clone->walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        Operation *owner = v.getParentBlock()->getParentOp();
        if (owner && graph->isAncestor(owner))
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (!walk.wasInterrupted())
      return success();
    return error(n) << "uses a value before its definition";
  };
  switch (nodes[n].kind) {
  case Kind::ControlTrigger:
    return success();
  case Kind::Plain:
    if (op->getName().getStringRef() == "tf.NoOp")
      return success();
    op->walk(check);
    if (!ok)
      return failure();
    return cloneOut(*op);
  case Kind::Island: {
    Block &inner = op->getRegion(0).front();
    for (Operation &o : llvm::make_range(inner.begin(), --inner.end())) {
      o.walk(check);
      if (!ok)
        return failure();
      if (o.getName().getStringRef() == "tf.NoOp" && o.getNumResults() == 0)
        continue;
      if (failed(cloneOut(o)))
        return failure();
    }
    for (auto [i, v] : llvm::enumerate(inner.back().getOperands())) {
      Value mapped = lookup(v, map, n);
      if (!mapped)
        return failure();
      map.map(op->getResult(i), mapped);
    }
    return success();
  }
  default:
    return error(n) << "cannot be placed outside its loop or conditional";
  }
}

LogicalResult Functionalizer::emitLoop(Frame *f, OpBuilder &b, IRMapping &map) {
  Operation *loopCond = nodes[f->loopCond].op;
  SmallVector<Value> inits;
  SmallVector<Type> argTypes, resultTypes;
  SmallVector<Location> argLocs;
  int64_t parallel = 10;
  bool haveParallel = false;
  for (unsigned n : f->nodes) {
    if (nodes[n].kind != Kind::Enter)
      continue;
    if (auto attr =
            nodes[n].op->getAttrOfType<IntegerAttr>("parallel_iterations");
        attr && !haveParallel) {
      parallel = attr.getInt();
      haveParallel = true;
    }
    // A loop in a tf.cond's gradient branch enters values of the forward
    // branch (constants that hang on it): cloned as a branch reads them.
    Value in = lookupOrClone(nodes[n].op->getOperand(0), b, map, n);
    if (!in)
      return failure();
    // Loop invariants are captured from above.
    if (isConstantEnter(n))
      map.map(nodes[n].op->getResult(0), in);
  }
  for (const LoopVar &var : f->vars) {
    inits.push_back(map.lookupOrDefault(nodes[var.enter].op->getOperand(0)));
    Value merged = nodes[var.merge].op->getResult(0);
    argTypes.push_back(merged.getType());
    argLocs.push_back(nodes[var.merge].op->getLoc());
    resultTypes.push_back(
        var.exits.empty()
            ? merged.getType()
            : nodes[var.exits.front()].op->getResult(0).getType());
  }

  OperationState state(loopCond->getLoc(), "tf.WhileRegion");
  state.addOperands(inits);
  state.addTypes(resultTypes);
  state.addAttribute("is_stateless", b.getBoolAttr(false));
  state.addAttribute("parallel_iterations", b.getI64IntegerAttr(parallel));
  state.addRegion();
  state.addRegion();
  Operation *whileOp = b.create(state);

  // cond: the Merge outputs are its arguments.
  {
    Block *block = b.createBlock(&whileOp->getRegion(0), {}, argTypes, argLocs);
    IRMapping condMap = map;
    for (auto [i, var] : llvm::enumerate(f->vars))
      condMap.map(nodes[var.merge].op->getResult(0), block->getArgument(i));
    OpBuilder cb = OpBuilder::atBlockEnd(block);
    if (failed(emitItems(f->condItems, f, -1, cb, condMap)))
      return failure();
    Value c = lookup(loopCond->getOperand(0), condMap, f->loopCond);
    if (!c)
      return failure();
    OperationState yield(loopCond->getLoc(), "tf.Yield");
    yield.addOperands(c);
    cb.create(yield);
  }
  // body: the Switch true outputs (and the Merge outputs, equal in the body).
  {
    Block *block = b.createBlock(&whileOp->getRegion(1), {}, argTypes, argLocs);
    IRMapping bodyMap = map;
    for (auto [i, var] : llvm::enumerate(f->vars)) {
      bodyMap.map(nodes[var.merge].op->getResult(0), block->getArgument(i));
      for (unsigned s : var.switches)
        bodyMap.map(nodes[s].op->getResult(1), block->getArgument(i));
    }
    OpBuilder bb = OpBuilder::atBlockEnd(block);
    if (failed(emitItems(f->bodyItems, f, -1, bb, bodyMap)))
      return failure();
    OperationState yield(loopCond->getLoc(), "tf.Yield");
    for (const LoopVar &var : f->vars) {
      Value next = lookup(nodes[var.sink].op->getOperand(1), bodyMap, var.sink);
      if (!next)
        return failure();
      yield.addOperands(next);
    }
    bb.create(yield);
  }
  b.setInsertionPointAfter(whileOp);
  for (auto [i, var] : llvm::enumerate(f->vars))
    for (unsigned x : var.exits)
      map.map(nodes[x].op->getResult(0), whileOp->getResult(i));
  return success();
}

LogicalResult Functionalizer::emitCond(unsigned item, Frame *scope,
                                       OpBuilder &b, IRMapping &map) {
  Item &cond = items[item];
  // The predicate and the Switches' inputs, cloned here when they are
  // values of an open branch on the same predicate: a nested tf.cond's
  // gradient switches on the inner predicate, which the forward computed
  // in its branch.
  Value pred = lookupOrClone(cond.pred, b, map, cond.switches.front());
  if (!pred)
    return failure();
  SmallVector<Value> switchInputs;
  for (unsigned s : cond.switches) {
    Value in = lookupOrClone(nodes[s].op->getOperand(0), b, map, s);
    if (!in)
      return failure();
    switchInputs.push_back(in);
  }
  SmallVector<Type> types;
  for (unsigned m : cond.merges)
    types.push_back(nodes[m].op->getResult(0).getType());
  for (auto [v, side] : cond.exports)
    types.push_back(v.getType());
  Location loc = cond.merges.empty() ? nodes[cond.switches.front()].op->getLoc()
                                     : nodes[cond.merges.front()].op->getLoc();
  OperationState state(loc, "tf.IfRegion");
  state.addOperands(pred);
  state.addTypes(types);
  state.addAttribute("is_stateless", b.getBoolAttr(false));
  state.addRegion();
  state.addRegion();
  Operation *ifOp = b.create(state);
  // Region 0 takes the Switches' true outputs, region 1 the false ones.
  for (unsigned r = 0; r < 2; ++r) {
    Block *block = b.createBlock(&ifOp->getRegion(r));
    IRMapping branchMap = map;
    for (auto [s, in] : llvm::zip(cond.switches, switchInputs))
      branchMap.map(nodes[s].op->getResult(r == 0 ? 1 : 0), in);
    OpBuilder bb = OpBuilder::atBlockEnd(block);
    openBranches.push_back({item, r + 1});
    llvm::scope_exit close([&] { openBranches.pop_back(); });
    if (failed(emitItems(r == 0 ? cond.thenItems : cond.elseItems, scope, item,
                         bb, branchMap)))
      return failure();
    OperationState yield(loc, "tf.Yield");
    for (auto [m, vals] : llvm::zip(cond.merges, cond.yields)) {
      Value v =
          lookupOrClone(r == 0 ? vals.first : vals.second, bb, branchMap, m);
      if (!v)
        return failure();
      yield.addOperands(v);
    }
    // Exported values: the branch's own; on the other branch, which their
    // readers never follow, an OptionalNone (what cond_v2 yields for a
    // value one branch lacks; -tagrad-legalize-tf makes it a placeholder of
    // the value's type).
    for (auto [v, side] : cond.exports) {
      Value out;
      if (side == r + 1) {
        out = lookupOrClone(v, bb, branchMap, producer(v));
      } else {
        OperationState none(loc, "tf.OptionalNone");
        none.addTypes(v.getType());
        out = bb.create(none)->getResult(0);
      }
      if (!out)
        return failure();
      yield.addOperands(out);
    }
    bb.create(yield);
  }
  b.setInsertionPointAfter(ifOp);
  for (auto [i, m] : llvm::enumerate(cond.merges))
    map.map(nodes[m].op->getResult(0), ifOp->getResult(i));
  for (auto [i, exported] : llvm::enumerate(cond.exports))
    map.map(exported.first, ifOp->getResult(cond.merges.size() + i));

  return success();
}

/// What a value forwards: through Enters and single-Identity islands.
static Value forwardedValue(Value v) {
  while (Operation *op = v.getDefiningOp()) {
    StringRef name = op->getName().getStringRef();
    auto result = cast<OpResult>(v);
    if (name == "tf_executor.Enter" && result.getResultNumber() == 0 &&
        op->getNumOperands() >= 1) {
      v = op->getOperand(0);
      continue;
    }
    Value forwarded = identityIslandInput(op);
    if (!forwarded || result.getResultNumber() != 0)
      break;
    v = forwarded;
  }
  return v;
}

// A Switch whose input comes, through Enters, from one side of a Switch on
// the same predicate takes that side every time it runs: a loop in a
// tf.cond's branch (the gradient of a while_loop inside a tf.cond pops its
// saved values through such Switches). Where only that side is read, the
// Switch is its input.
void Functionalizer::foldDecidedSwitches() {
  if (graph->getNumRegions() != 1 || !graph->getRegion(0).hasOneBlock())
    return;
  SmallVector<Operation *> decided;
  for (Operation &op : graph->getRegion(0).front()) {
    if (op.getName().getStringRef() != "tf_executor.Switch" ||
        op.getNumOperands() < 2 || op.getNumResults() != 3)
      continue;
    Value input = forwardedValue(op.getOperand(0));
    Operation *origin = input.getDefiningOp();
    if (!origin || origin->getName().getStringRef() != "tf_executor.Switch" ||
        origin->getNumOperands() < 2 ||
        forwardedValue(origin->getOperand(1)) !=
            forwardedValue(op.getOperand(1)))
      continue;
    unsigned side = cast<OpResult>(input).getResultNumber();
    if (side > 1 || !op.getResult(1 - side).use_empty() ||
        !op.getResult(2).use_empty() ||
        op.getResult(side).getType() != op.getOperand(0).getType())
      continue;
    op.getResult(side).replaceAllUsesWith(op.getOperand(0));
    decided.push_back(&op);
  }
  for (Operation *op : decided)
    op->erase();
}

/// Whether node `n` runs inside conditional `cond` (on either branch).
bool Functionalizer::inside(unsigned n, unsigned cond) const {
  Frame *scope = nodes[items[cond].switches.front()].frame;
  int it = resolve(n, scope, cond);
  return it >= 0 && (it == static_cast<int>(cond) ||
                     items[it].cond == static_cast<int>(cond));
}

// The values a node reads: its data operands and, for an island, what the
// ops inside capture.
static SmallVector<Value> readValues(Operation *op) {
  SmallVector<Value> read;
  for (Value v : op->getOperands())
    if (!isControl(v))
      read.push_back(v);
  op->walk([&](Operation *inner) {
    if (inner == op)
      return;
    for (Value v : inner->getOperands())
      if (!op->isAncestor(v.getParentRegion()->getParentOp()))
        read.push_back(v);
  });
  return read;
}

void Functionalizer::findExports() {
  for (unsigned c = 0, e = items.size(); c < e; ++c) {
    if (items[c].kind != ItemKind::Cond || items[c].switches.empty())
      continue;
    Frame *scope = nodes[items[c].switches.front()].frame;
    // A node on a branch of c, not c's own Switch or Merge.
    auto onBranch = [&](int p) {
      if (p < 0 || !nodes[p].kept ||
          llvm::is_contained(items[c].merges, static_cast<unsigned>(p)) ||
          llvm::is_contained(items[c].switches, static_cast<unsigned>(p)))
        return false;
      int it = resolve(p, scope, c);
      return it >= 0 && items[it].cond == static_cast<int>(c) &&
             items[it].side != 0;
    };
    // Nodes of the branches that nodes outside read, and (transitively) the
    // branch nodes those clone: loop and conditional results among them
    // cannot be cloned, so c exports them.
    SmallVector<unsigned> work;
    DenseSet<unsigned> seen;
    DenseSet<Value> exported;
    auto reach = [&](unsigned p, Value v) {
      if (nodes[p].kind == Kind::Exit || nodes[p].kind == Kind::Merge) {
        if (exported.insert(v).second)
          items[c].exports.push_back(
              {v, items[resolve(p, scope, c)].side});
      } else if (nodes[p].kind == Kind::Island && seen.insert(p).second) {
        work.push_back(p);
      }
    };
    for (unsigned p = 0, pe = nodes.size(); p < pe; ++p) {
      if (!onBranch(p))
        continue;
      for (Value v : nodes[p].op->getResults()) {
        if (isControl(v))
          continue;
        bool readOutside = llvm::any_of(v.getUsers(), [&](Operation *user) {
          int u = userNode(user);
          return u >= 0 && nodes[u].kept && !inside(u, c);
        });
        if (readOutside)
          reach(p, v);
      }
    }
    while (!work.empty()) {
      unsigned q = work.pop_back_val();
      for (Value v : readValues(nodes[q].op)) {
        int p = producer(v);
        if (onBranch(p))
          reach(p, v);
      }
    }
  }
}

LogicalResult Functionalizer::run() {
  foldDecidedSwitches();
  if (failed(buildNodes()))
    return failure();
  prune();
  if (failed(assignFrames()) || failed(checkRootScope()))
    return failure();
  for (auto &f : frames)
    if (failed(analyzeLoop(f.get())))
      return failure();
  // TensorFlow's executor marks a control edge dead only when its source
  // is: one out of a Switch is taken whichever branch runs (tf.gradients
  // hangs a branch's constants on the gradient's Switch so). Such a node is
  // not in the conditional, and the Switch only forwards, so it is ordered
  // after what the Switch waits for instead. A loop's own Switches keep
  // theirs.
  for (Node &node : nodes) {
    auto forwarded = [&](unsigned p) {
      return nodes[p].kind == Kind::Switch && nodes[p].frame &&
             !nodes[p].frame->structural.contains(p);
    };
    if (llvm::none_of(node.ctlInputs, forwarded))
      continue;
    SmallVector<unsigned> work(node.ctlInputs.begin(), node.ctlInputs.end());
    SmallVector<unsigned> ctl;
    DenseSet<unsigned> seen;
    while (!work.empty()) {
      unsigned p = work.pop_back_val();
      if (!seen.insert(p).second)
        continue;
      if (!forwarded(p)) {
        ctl.push_back(p);
        continue;
      }
      work.append(nodes[p].inputs.begin(), nodes[p].inputs.end());
      work.append(nodes[p].ctlInputs.begin(), nodes[p].ctlInputs.end());
    }
    llvm::sort(ctl);
    for (unsigned p : node.ctlInputs)
      if (forwarded(p))
        node.switchCtlInputs.push_back(p);
    node.ctlInputs.assign(ctl.begin(), ctl.end());
  }
  buildItems();
  if (failed(findConds(&root)))
    return failure();
  for (auto &f : frames)
    if (failed(findConds(f.get())) || failed(splitLoop(f.get())))
      return failure();
  findExports();

  // Emit into a detached block so that a failure leaves the graph intact.
  auto out = std::make_unique<Block>();
  OpBuilder b(graph->getContext()); // a detached block has no context
  b.setInsertionPointToEnd(out.get());
  IRMapping map;
  SmallVector<Value> results;
  LogicalResult ok = emitItems(root.scope, &root, -1, b, map);
  if (succeeded(ok)) {
    for (Value v : fetch->getOperands()) {
      if (isControl(v))
        continue;
      Value mapped = map.lookupOrNull(v);
      if (!mapped && producer(v) < 0)
        mapped = v;
      if (!mapped) {
        ok = fetch->emitError("fetched value is not available");
        break;
      }
      results.push_back(mapped);
    }
    if (succeeded(ok) && results.size() != graph->getNumResults())
      ok = graph->emitError("tf_executor.graph has ")
           << graph->getNumResults() << " results but fetches "
           << results.size() << " values";
  }
  if (failed(ok)) {
    out->dropAllDefinedValueUses();
    out->dropAllReferences();
    return failure();
  }
  graph->getBlock()->getOperations().splice(Block::iterator(graph),
                                            out->getOperations());
  graph->replaceAllUsesWith(results);
  graph->erase();
  return success();
}

struct FunctionalizeTFControlFlow
    : public tagrad::impl::TaGradFunctionalizeTFControlFlowBase<
          FunctionalizeTFControlFlow> {
  void runOnOperation() override {
    SmallVector<Operation *> graphs;
    getOperation().walk([&](Operation *op) {
      if (op->getName().getStringRef() == "tf_executor.graph")
        graphs.push_back(op);
    });
    for (Operation *graph : graphs) {
      // The graph's results replace it; what uses them (the function's
      // return) must follow in the block, or unwrapping it would leave a
      // block without its terminator.
      if (!graph->getNextNode()) {
        graph->emitError() << "'tf_executor.graph' is the last op of its "
                              "block: nothing (no return) follows it";
        return signalPassFailure();
      }
      if (failed(Functionalizer(graph).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
