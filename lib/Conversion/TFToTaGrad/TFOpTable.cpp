//===- TFOpTable.cpp - The TensorFlow ops TaGrad takes --------------------===//

#include "TaGrad/TFFrontend/TFOpTable.h"

#include "llvm/ADT/StringMap.h"

#include <string>

using namespace mlir::tagrad::tf;

namespace {
// The spellings TFOps.def uses.
constexpr int Any = TFOpInfo::kAny, Same = TFOpInfo::kSame,
              AllButFirst = TFOpInfo::kAllButFirst;
constexpr unsigned All = TFOpInfo::kAll;
// TensorFlow's DataType numbers (types.proto) the table names.
constexpr int DT_INVALID = 0, DT_FLOAT = 1, DT_INT32 = 3, DT_UINT8 = 4,
              DT_STRING = 7, DT_INT64 = 9, DT_UINT64 = 23;

constexpr TFOpInfo kTable[] = {
#define TF_OP(Name, Family, MinOperands, MaxOperands, Results,                 \
              ResourceOperands, ResultRule, ResultTypeAttr, DefaultDType,      \
              TypeAttrs, Outputs)                                              \
  {#Name,                                                                      \
   TFOpFamily::Family,                                                         \
   MinOperands,                                                                \
   MaxOperands,                                                                \
   Results,                                                                    \
   ResourceOperands,                                                           \
   TFResultRule::ResultRule,                                                   \
   ResultTypeAttr,                                                             \
   DefaultDType,                                                               \
   TypeAttrs,                                                                  \
   Outputs},
#include "TaGrad/TFFrontend/TFOps.def"
};
} // namespace

llvm::ArrayRef<TFOpInfo> mlir::tagrad::tf::getTFOpTable() { return kTable; }

const TFOpInfo *mlir::tagrad::tf::lookupTFOp(llvm::StringRef name) {
  static const llvm::StringMap<const TFOpInfo *> byName = [] {
    llvm::StringMap<const TFOpInfo *> m;
    for (const TFOpInfo &info : kTable)
      m[info.name] = &info;
    return m;
  }();
  name.consume_front("tf.");
  return byName.lookup(name);
}

bool TFOpInfo::acceptsOperandCount(int numOperands) const {
  return numOperands >= minOperands &&
         (maxOperands == kAny || numOperands <= maxOperands);
}

bool TFOpInfo::acceptsArity(int numOperands, int numResults) const {
  bool operandsOk = acceptsOperandCount(numOperands);
  bool resultsOk = results == kAny ||
                   (results == kSame          ? numResults == numOperands
                    : results == kAllButFirst ? numResults == numOperands - 1
                                              : numResults == results);
  return operandsOk && resultsOk;
}

std::string TFOpInfo::describeArity() const {
  auto plural = [](int n, const char *what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  std::string s;
  if (maxOperands == kAny)
    s = "at least " + plural(minOperands, "operand");
  else if (minOperands == maxOperands)
    s = plural(minOperands, "operand");
  else
    s = std::to_string(minOperands) + " to " + plural(maxOperands, "operand");
  s += " and ";
  if (results == kAny)
    s += "any number of results";
  else if (results == kSame)
    s += "as many results";
  else if (results == kAllButFirst)
    s += "one fewer results";
  else
    s += plural(results, "result");
  return s;
}

llvm::SmallVector<TFOutputArg> TFOpInfo::getOutputArgs() const {
  llvm::SmallVector<TFOutputArg> args;
  llvm::SmallVector<llvm::StringRef> parts;
  llvm::StringRef(outputs).split(parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef part : parts) {
    auto [name, length] = part.trim().split(':');
    args.push_back({name, length});
  }
  return args;
}

bool TFOpInfo::takesVariants() const {
  llvm::StringRef op = name;
  // (ZerosLike and AddN: the zeros and sums of lists in loop gradients.)
  return family == TFOpFamily::TensorLists ||
         family == TFOpFamily::Functional || op == "Identity" ||
         op == "IdentityN" || op == "ZerosLike" || op == "AddN";
}

llvm::StringRef mlir::tagrad::tf::getTFOpFamilyName(TFOpFamily family) {
  switch (family) {
  case TFOpFamily::Core:
    return "Core: constants and forwarding";
  case TFOpFamily::Elementwise:
    return "Element-wise";
  case TFOpFamily::Shapes:
    return "Shapes";
  case TFOpFamily::Indexing:
    return "Indexing: slices, gathers, scatters";
  case TFOpFamily::Reductions:
    return "Reductions";
  case TFOpFamily::NN:
    return "Neural networks";
  case TFOpFamily::LinearAlgebra:
    return "Linear algebra: factorizations, solves, determinants";
  case TFOpFamily::Variables:
    return "Variables and optimizers";
  case TFOpFamily::Random:
    return "Random numbers (TensorFlow's Philox streams: a seeded op draws "
           "TensorFlow's numbers)";
  case TFOpFamily::TensorArrays:
    return "TensorArrays and stacks";
  case TFOpFamily::TensorLists:
    return "TensorLists (TensorFlow 2's `tf.TensorArray` and loop gradients)";
  case TFOpFamily::Functional:
    return "Functional control flow and calls";
  }
  return "";
}

void mlir::tagrad::tf::printTFOpTableMarkdown(llvm::raw_ostream &os) {
  os << "<!-- Generated by `tagrad-translate --print-tf-op-table` from "
        "include/TaGrad/TFFrontend/TFOps.def; test/Target/GraphDef/"
        "tf-op-table.test keeps it current. -->\n\n"
        "# The TensorFlow ops TaGrad takes\n\n"
        "One list serves both doors: `tagrad-translate --import-graphdef` "
        "imports exactly these ops (and the control-flow nodes `Enter`, "
        "`Exit`, `Switch`, `Merge`, `NextIteration`, `LoopCond`, "
        "`ControlTrigger`, `Placeholder`, `PlaceholderWithDefault`), and "
        "the front end, `--tagrad-tf-frontend`, lowers them "
        "(`-tagrad-tf-inline-calls` the calls, `-tagrad-legalize-tf` the "
        "others and the `WhileRegion` and `IfRegion` of TensorFlow's MLIR). "
        "Any other op is refused with one diagnostic naming the op and its "
        "node.\n\n"
        "The functional ops' bodies are functions of the GraphDef's "
        "library, imported with the functions they call. `DT_VARIANT` "
        "values (TensorLists) are taken by the TensorList ops, the "
        "functional ops, `Identity`, `IdentityN`, `ZerosLike` and `AddN` "
        "only; optionals (`OptionalFromValue`, `OptionalNone`) hold one "
        "tensor. `Case` and `StatelessCase` run the last branch for an "
        "index outside [0, N), as TensorFlow does.\n\n"
        "Operands count data inputs; a resource operand is a handle "
        "(a variable, TensorArray, stack or TensorList).\n";
  bool first = true;
  TFOpFamily family = TFOpFamily::Core;
  for (const TFOpInfo &info : kTable) {
    if (first || info.family != family) {
      family = info.family;
      first = false;
      os << "\n## " << getTFOpFamilyName(family) << "\n\n"
         << "| op | arity | type attributes | outputs |\n|---|---|---|---|\n";
    }
    os << "| `" << info.name << "` | " << info.describeArity();
    if (info.resourceOperands == TFOpInfo::kAll)
      os << "; forwards handles";
    else if (info.resourceOperands == 1)
      os << "; operand 0 a handle";
    else if (info.resourceOperands > 1)
      os << "; operands 0-" << info.resourceOperands - 1 << " handles";
    os << " | " << (info.typeAttrs.empty() ? "—" : info.typeAttrs.data())
       << " | " << (info.outputs.empty() ? "—" : info.outputs.data()) << " |\n";
  }
}
