//===- tagrad-run-fuzz.cpp - Mutation fuzzer for tagrad-run's inputs ------===//
//
// Fuzzes what a compiled program is fed at run time: shapes of dynamic
// dimensions and the values that become shapes, sizes, counts and indices
// (Fill, Tile, Reshape, Range, Pad, Slice, OneHot, TensorArray sizes and
// indices, Gather indices, segment ids, ...). Each corpus program is a
// module with one function to run and directives in comments:
//
//   // FUZZ: @fill 2xi64=2,3            seed inputs (tagrad-run's --input
//                                       text, one per argument; repeatable)
//   // EXPECT: @fill shape(r0) == values(a0)
//   // EXPECT: @fill each(r0) == 1       what a successful run must give
//
// Each program is compiled once per pipeline option combination (the
// default; buffer-cache=false; threads=1) with what tagrad-run uses
// (CompiledFunction), then called on its seed inputs and on mutants of them
// (values replaced by 0, -1, +-2^31, 2^32, 2^62, INT64_MIN / MAX, NaN,
// +-Inf, ...; dynamic dimensions changed, 0 and large included), round
// robin, each call in a forked child under an address-space limit and an
// alarm. Outcomes:
//   exit 0 (and the EXPECT oracle holds)       ok
//   exit 1 with TaGrad's run-time error        a TensorFlow error
//   exit 2                                     input refused
//   anything else (a signal, another status, a timeout, exit 1 without an
//   error message, an EXPECT that does not hold)   a bug: a reproducer
//   (the tagrad-run command line) goes to --crash-dir, exit status 1.
//
// Exit status: 0 when no mutant found a bug, 1 when one did or a program
// did not compile, 2 for a bad corpus or invocation.
//
//===----------------------------------------------------------------------===//

#include "CompiledFunction.h"
#include "HostTensor.h"
#include "ToolRegistration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <poll.h>
#include <random>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace mlir;
using namespace mlir::tagrad::run;
namespace cl = llvm::cl;

static cl::OptionCategory fuzzCategory("tagrad-run-fuzz options");

static cl::list<std::string>
    corpusPaths(cl::Positional, cl::OneOrMore,
                cl::desc("<corpus .mlir files or directories>"),
                cl::cat(fuzzCategory));
static cl::opt<uint64_t> seed("seed", cl::init(1), cl::desc("Random seed"),
                              cl::cat(fuzzCategory));
static cl::opt<uint64_t>
    iterations("iterations", cl::init(100),
               cl::desc("Mutants per compiled program, after its seed "
                        "inputs (0: until --seconds; with --seconds=0 too, "
                        "only the seed inputs)"),
               cl::cat(fuzzCategory));
static cl::opt<unsigned>
    seconds("seconds", cl::init(0),
            cl::desc("Stop running mutants after this many seconds, "
                     "compilation included (0: only --iterations)"),
            cl::cat(fuzzCategory));
static cl::opt<std::string> crashDir("crash-dir", cl::init("."),
                                     cl::desc("Where reproducers go"),
                                     cl::cat(fuzzCategory));
static cl::opt<uint64_t>
    memoryLimitMB("memory-limit-mb", cl::init(4096),
                  cl::desc("Address-space limit of each call's process "
                           "(MiB; 0: none)"),
                  cl::cat(fuzzCategory));
static cl::opt<unsigned>
    timeoutSeconds("timeout", cl::init(20),
                   cl::desc("Seconds one call may take before it counts as "
                            "a hang"),
                   cl::cat(fuzzCategory));
static cl::list<std::string> pipelineOptionSets(
    "pipeline-options",
    cl::desc("Compile each program with these --tagrad-cpu-pipeline options "
             "(repeatable; replaces the default combinations \"\", "
             "\"buffer-cache=false\", \"threads=1\")"),
    cl::cat(fuzzCategory));
static cl::opt<bool> verbose("verbose", cl::init(false),
                             cl::desc("Print every mutant and its outcome"),
                             cl::cat(fuzzCategory));

namespace {

/// Exit status of a child whose run broke an EXPECT.
constexpr int kOracleFailed = 70;

//===----------------------------------------------------------------------===//
// The oracle: EXPECT lines.
//===----------------------------------------------------------------------===//

using Values = std::vector<long double>;

/// Element `i` of `t`, exact for every integer kind.
long double elementOf(const HostTensor &t, int64_t i) {
  if (t.kind == ElementKind::I1)
    return t.bytes[i] != 0;
  if (t.kind == ElementKind::U64)
    return uint64_t(t.integerElement(i));
  if (isIntegerKind(t.kind))
    return t.integerElement(i);
  return t.elementAsDouble(i);
}

bool sameValue(long double a, long double b) {
  return a == b || (std::isnan(a) && std::isnan(b));
}

/// One `EXPECT: @fn LHS == RHS`. Terms: shape(aN|rN), values(aN|rN),
/// evens(aN|rN) and odds(...) (the values at even / odd positions),
/// numel(aN|rN), integers, lists of integers ([1,2]); operators (left to right,
/// elementwise, a single value broadcast): + - * cdiv (ceiling division), ++
/// (concatenation). `each(rN) == TERM` checks every element of result N
/// against one value. `... if LHS2 == RHS2` checks only runs where the
/// condition holds.
struct Expectation {
  std::string text;
  std::vector<std::string> lhs, rhs, conditionLhs, conditionRhs;

  /// Empty when the expectation holds on `args` and `results`, else why not.
  std::string check(const std::vector<HostTensor> &args,
                    const std::vector<HostTensor> &results) const;
};

/// The tensor `ref` (a0, r1, ...) names, or null.
const HostTensor *tensorOf(llvm::StringRef ref,
                           const std::vector<HostTensor> &args,
                           const std::vector<HostTensor> &results) {
  const std::vector<HostTensor> *from = ref.consume_front("a")   ? &args
                                        : ref.consume_front("r") ? &results
                                                                 : nullptr;
  size_t index;
  if (!from || ref.getAsInteger(10, index) || index >= from->size())
    return nullptr;
  return &(*from)[index];
}

std::optional<Values> evaluateTerm(llvm::StringRef term,
                                   const std::vector<HostTensor> &args,
                                   const std::vector<HostTensor> &results) {
  int64_t literal;
  if (!term.getAsInteger(10, literal))
    return Values{static_cast<long double>(literal)};
  if (term.consume_front("[") && term.consume_back("]")) {
    Values list;
    llvm::SmallVector<llvm::StringRef> items;
    term.split(items, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef item : items) {
      if (item.trim().getAsInteger(10, literal))
        return std::nullopt;
      list.push_back(literal);
    }
    return list;
  }
  auto [function, rest] = term.split('(');
  if (!rest.consume_back(")"))
    return std::nullopt;
  const HostTensor *t = tensorOf(rest, args, results);
  if (!t)
    return std::nullopt;
  Values out;
  if (function == "shape") {
    for (int64_t d : t->shape)
      out.push_back(d);
  } else if (function == "values") {
    for (int64_t i = 0, n = t->numElements(); i < n; ++i)
      out.push_back(elementOf(*t, i));
  } else if (function == "evens" || function == "odds") {
    // Columns of an [n, 2] tensor (Pad's paddings: before, after).
    for (int64_t i = function == "odds", n = t->numElements(); i < n; i += 2)
      out.push_back(elementOf(*t, i));
  } else if (function == "numel") {
    out.push_back(t->numElements());
  } else {
    return std::nullopt;
  }
  return out;
}

std::optional<Values> evaluate(llvm::ArrayRef<std::string> tokens,
                               const std::vector<HostTensor> &args,
                               const std::vector<HostTensor> &results) {
  if (tokens.empty() || tokens.size() % 2 == 0)
    return std::nullopt;
  std::optional<Values> value = evaluateTerm(tokens[0], args, results);
  for (size_t i = 1; value && i + 1 < tokens.size(); i += 2) {
    std::optional<Values> other = evaluateTerm(tokens[i + 1], args, results);
    if (!other)
      return std::nullopt;
    llvm::StringRef op = tokens[i];
    if (op == "++") {
      value->insert(value->end(), other->begin(), other->end());
      continue;
    }
    size_t n = std::max(value->size(), other->size());
    if ((value->size() != n && value->size() != 1) ||
        (other->size() != n && other->size() != 1))
      return std::nullopt;
    Values combined(n);
    for (size_t k = 0; k < n; ++k) {
      long double a = (*value)[value->size() == 1 ? 0 : k];
      long double b = (*other)[other->size() == 1 ? 0 : k];
      if (op == "+")
        combined[k] = a + b;
      else if (op == "-")
        combined[k] = a - b;
      else if (op == "*")
        combined[k] = a * b;
      else if (op == "cdiv")
        combined[k] = b == 0 ? NAN : std::ceil(a / b);
      else
        return std::nullopt;
    }
    value = std::move(combined);
  }
  return value;
}

std::string formatValues(const Values &values) {
  std::string s = "[";
  for (auto [i, v] : llvm::enumerate(values))
    s += (i ? " " : "") + llvm::formatv("{0}", double(v)).str();
  return s + "]";
}

/// Whether two lists are equal (NaN equal to NaN).
bool sameValues(const Values &left, const Values &right) {
  if (left.size() != right.size())
    return false;
  for (size_t k = 0; k < left.size(); ++k)
    if (!sameValue(left[k], right[k]))
      return false;
  return true;
}

std::string Expectation::check(const std::vector<HostTensor> &args,
                               const std::vector<HostTensor> &results) const {
  if (!conditionLhs.empty()) {
    std::optional<Values> left = evaluate(conditionLhs, args, results);
    std::optional<Values> right = evaluate(conditionRhs, args, results);
    if (!left || !right)
      return "cannot evaluate the condition of '" + text + "'";
    if (!sameValues(*left, *right))
      return "";
  }
  std::optional<Values> right = evaluate(rhs, args, results);
  if (lhs.size() == 1 && llvm::StringRef(lhs[0]).starts_with("each(")) {
    llvm::StringRef ref = llvm::StringRef(lhs[0]).drop_front(5).drop_back();
    const HostTensor *t = tensorOf(ref, args, results);
    if (!t || !right || right->size() != 1)
      return "cannot evaluate '" + text + "'";
    for (int64_t i = 0, n = t->numElements(); i < n; ++i)
      if (!sameValue(elementOf(*t, i), (*right)[0]))
        return "'" + text + "' does not hold: element " + std::to_string(i) +
               " is " + formatValues({elementOf(*t, i)}) + ", not " +
               formatValues(*right);
    return "";
  }
  std::optional<Values> left = evaluate(lhs, args, results);
  if (!left || !right)
    return "cannot evaluate '" + text + "'";
  if (sameValues(*left, *right))
    return "";
  return "'" + text + "' does not hold: " + formatValues(*left) + " vs " +
         formatValues(*right);
}

//===----------------------------------------------------------------------===//
// The corpus.
//===----------------------------------------------------------------------===//

/// An input as text that parseHostTensor reads: the shape, the element
/// type, the values (one value fills the tensor).
struct InputSpec {
  llvm::SmallVector<int64_t> shape;
  std::string type;
  std::vector<std::string> values;

  static std::optional<InputSpec> parse(llvm::StringRef text) {
    auto [typeText, valuesText] = text.split('=');
    if (!text.contains('='))
      return std::nullopt;
    InputSpec spec;
    llvm::SmallVector<llvm::StringRef> parts;
    typeText.split(parts, 'x');
    spec.type = parts.back().str();
    for (llvm::StringRef dim : llvm::ArrayRef(parts).drop_back()) {
      int64_t d;
      if (dim.getAsInteger(10, d))
        return std::nullopt;
      spec.shape.push_back(d);
    }
    llvm::SmallVector<llvm::StringRef> items;
    llvm::SplitString(valuesText, items, ",[] ");
    for (llvm::StringRef item : items)
      spec.values.push_back(item.str());
    return spec;
  }
  std::string str() const {
    std::string s;
    for (int64_t d : shape)
      s += std::to_string(d) + "x";
    s += type + "=";
    for (auto [i, v] : llvm::enumerate(values))
      s += (i ? "," : "") + v;
    return s;
  }
  int64_t numElements() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
};

struct Program {
  std::string path, function;
  std::vector<std::vector<InputSpec>> seedInputs;
  std::vector<Expectation> expectations;
};

/// A program compiled with one set of pipeline options.
struct Compiled {
  const Program *program;
  std::string pipelineOptions;
  std::unique_ptr<CompiledFunction> function;
  uint64_t mutantsRun = 0;
};

std::vector<std::string> tokenize(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> pieces;
  llvm::SplitString(text, pieces, " \t");
  return {pieces.begin(), pieces.end()};
}

/// Reads the FUZZ and EXPECT lines of one corpus file: one program per
/// function named. False (and a message) on a malformed line.
bool readCorpusFile(const std::string &path, std::vector<Program> &programs) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer) {
    llvm::errs() << "tagrad-run-fuzz: cannot read '" << path << "'\n";
    return false;
  }
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  std::vector<Program> found;
  auto programFor = [&](llvm::StringRef name) -> Program & {
    for (Program &p : found)
      if (p.function == name)
        return p;
    found.push_back({path, name.str(), {}, {}});
    return found.back();
  };
  for (auto [lineNumber, line] : llvm::enumerate(lines)) {
    llvm::StringRef rest = line.trim();
    bool isFuzz = rest.consume_front("// FUZZ:");
    bool isExpect = !isFuzz && rest.consume_front("// EXPECT:");
    if (!isFuzz && !isExpect)
      continue;
    std::vector<std::string> tokens = tokenize(rest);
    auto bad = [&](const llvm::Twine &why) {
      llvm::errs() << path << ":" << lineNumber + 1 << ": " << why << "\n";
      return false;
    };
    if (tokens.empty() || !llvm::StringRef(tokens[0]).starts_with("@"))
      return bad("expected '@function' first");
    Program &program = programFor(llvm::StringRef(tokens[0]).drop_front());
    if (isFuzz) {
      std::vector<InputSpec> specs;
      for (llvm::StringRef token : llvm::ArrayRef(tokens).drop_front()) {
        std::optional<InputSpec> spec = InputSpec::parse(token);
        if (!spec)
          return bad("'" + token + "' is not an input (SHAPExTYPE=VALUES)");
        specs.push_back(std::move(*spec));
      }
      program.seedInputs.push_back(std::move(specs));
      continue;
    }
    Expectation expectation;
    expectation.text = llvm::join(llvm::ArrayRef(tokens).drop_front(), " ");
    auto condition = llvm::find(tokens, "if");
    auto equals = std::find(tokens.begin(), condition, "==");
    if (equals == condition)
      return bad("an EXPECT needs '=='");
    expectation.lhs.assign(tokens.begin() + 1, equals);
    expectation.rhs.assign(equals + 1, condition);
    if (condition != tokens.end()) {
      auto conditionEquals = std::find(condition, tokens.end(), "==");
      if (conditionEquals == tokens.end())
        return bad("an EXPECT's condition needs '=='");
      expectation.conditionLhs.assign(condition + 1, conditionEquals);
      expectation.conditionRhs.assign(conditionEquals + 1, tokens.end());
    }
    program.expectations.push_back(std::move(expectation));
  }
  for (Program &p : found) {
    if (p.seedInputs.empty()) {
      llvm::errs() << path << ": @" << p.function
                   << " has EXPECT lines but no FUZZ line\n";
      return false;
    }
    programs.push_back(std::move(p));
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Mutation.
//===----------------------------------------------------------------------===//

struct Mutator {
  std::mt19937_64 rng;
  explicit Mutator(uint64_t s) : rng(s) {}
  uint64_t below(uint64_t n) { return n ? rng() % n : 0; }

  std::string integerValue(llvm::StringRef type) {
    static const char *const wide[] = {"0",
                                       "1",
                                       "-1",
                                       "2",
                                       "-2",
                                       "3",
                                       "7",
                                       "2147483647",
                                       "2147483648",
                                       "-2147483648",
                                       "-2147483649",
                                       "4294967296",
                                       "4294967297",
                                       "1099511627776",
                                       "4611686018427387904",
                                       "-4611686018427387904",
                                       "9223372036854775807",
                                       "-9223372036854775808",
                                       "9223372036854775806"};
    static const char *const narrow[] = {
        "0",          "1",           "-1",         "2",           "-2",
        "3",          "7",           "2147483647", "-2147483648", "65536",
        "1073741824", "-1073741824", "2147483646", "1000000"};
    if (type == "i1")
      return below(2) ? "1" : "0";
    if (below(4) == 0)
      return std::to_string(int64_t(below(21)) - 10);
    if (type == "i32")
      return narrow[below(std::size(narrow))];
    return wide[below(std::size(wide))];
  }

  std::string floatValue() {
    static const char *const values[] = {
        "0",      "-0",      "1",     "-1",         "0.5",
        "2.5",    "nan",     "inf",   "-inf",       "1e30",
        "-1e30",  "3e9",     "1e-40", "2147483648", "4294967296",
        "9.3e18", "-9.3e18", "65504", "1e39"};
    if (below(4) == 0)
      return std::to_string(int(below(21)) - 10);
    return values[below(std::size(values))];
  }

  std::string valueFor(llvm::StringRef type) {
    if (type == "i1" || type == "i32" || type == "i64")
      return integerValue(type);
    return floatValue();
  }

  int64_t dimension() {
    static const int64_t dims[] = {0, 1,  2,   3,    4,     5,      7,
                                   8, 16, 100, 1000, 65536, 1 << 20};
    return dims[below(std::size(dims))];
  }

  /// Values for `spec` after its shape changed: the old ones repeated up to
  /// the new count, or one value that fills the tensor when there are many.
  void refill(InputSpec &spec) {
    int64_t n = spec.numElements();
    if (spec.values.size() == 1 || n == int64_t(spec.values.size()))
      return;
    if (n > 64 || spec.values.empty()) {
      spec.values = {spec.values.empty() ? "1" : spec.values[0]};
      return;
    }
    std::vector<std::string> values;
    for (int64_t i = 0; i < n; ++i)
      values.push_back(spec.values[i % spec.values.size()]);
    spec.values = std::move(values);
  }

  /// Mutates one input; `slot` says which dimensions are dynamic.
  void mutate(InputSpec &spec, const Slot &slot) {
    llvm::SmallVector<size_t> dynamic;
    for (auto [d, size] : llvm::enumerate(slot.shape))
      if (ShapedType::isDynamic(size) && d < spec.shape.size())
        dynamic.push_back(d);
    if (below(48) == 0) {
      // Rarely, what the signature refuses: a static size, a dtype.
      if (below(2) && !spec.shape.empty()) {
        spec.shape[below(spec.shape.size())] += 1;
        refill(spec);
      } else {
        spec.type = spec.type == "f32" ? "i64" : "f32";
      }
      return;
    }
    switch (below(15)) {
    case 0:
    case 1:
    case 2:
    case 3: // a dynamic dimension (a value otherwise)
      if (!dynamic.empty()) {
        spec.shape[dynamic[below(dynamic.size())]] = dimension();
        refill(spec);
        return;
      }
      [[fallthrough]];
    case 4:
    case 5:
    case 6:
    case 7:
    case 8:
    case 9:
    case 10: { // one value (the fill value when one fills the tensor)
      if (spec.values.empty())
        return;
      spec.values[below(spec.values.size())] = valueFor(spec.type);
      return;
    }
    case 11:
    case 12: // every value
      for (std::string &v : spec.values)
        v = valueFor(spec.type);
      return;
    case 13: // a value nudged by one
      if (!spec.values.empty() && spec.type != "i1") {
        std::string &v = spec.values[below(spec.values.size())];
        int64_t x;
        if (!llvm::StringRef(v).getAsInteger(10, x) &&
            x != std::numeric_limits<int64_t>::min() &&
            x != std::numeric_limits<int64_t>::max())
          v = std::to_string(below(2) ? x + 1 : x - 1);
      }
      return;
    default: // every dynamic dimension at once
      for (size_t d : dynamic)
        spec.shape[d] = dimension();
      refill(spec);
      return;
    }
  }
};

//===----------------------------------------------------------------------===//
// Running one call in a child.
//===----------------------------------------------------------------------===//

/// A failure is a wrong answer (an EXPECT that does not hold, an exit
/// status 1 without an error message); a crash is a signal, a hang or
/// another exit status.
enum class Outcome { Ok, TensorFlowError, Refused, Failure, Crash };

struct RunResult {
  Outcome outcome;
  std::string what;   // for a failure or crash: what went wrong
  std::string output; // the child's stdout and stderr
};

constexpr size_t kMaxKeptOutput = 16 * 1024;

/// In the child: parse, check, call, check the oracle; never returns.
[[noreturn]] void runChild(Compiled &compiled,
                           const std::vector<InputSpec> &specs) {
  if (memoryLimitMB > 0) {
    struct rlimit limit;
    limit.rlim_cur = limit.rlim_max = memoryLimitMB * 1024 * 1024;
    setrlimit(RLIMIT_AS, &limit);
  }
  alarm(timeoutSeconds);
  CompiledFunction &function = *compiled.function;
  auto exitWith = [](llvm::Error error) {
    int code = reportRunError(std::move(error), "tagrad-run");
    llvm::outs().flush();
    _exit(code);
  };
  if (specs.size() != function.arguments().size()) {
    llvm::errs() << "tagrad-run: wrong number of inputs\n";
    _exit(kBadInput);
  }
  std::vector<HostTensor> values;
  values.reserve(specs.size()); // no reallocation once an input took memory
  for (auto [i, spec] : llvm::enumerate(specs)) {
    std::string text = spec.str();
    llvm::Expected<HostTensor> value = parseHostTensor(text);
    if (!value)
      exitWith(makeRunError(kBadInput,
                            "argument " + llvm::Twine(i) + " (--input " + text +
                                "): " + llvm::toString(value.takeError())));
    if (llvm::Error error =
            function.checkArgument(i, *value, "--input " + text))
      exitWith(std::move(error));
    values.push_back(std::move(*value));
  }
  // The oracle reads the inputs after the call, which may write into its
  // argument buffers: a copy when small (a large one may not fit twice).
  uint64_t inputBytes = 0;
  for (const HostTensor &value : values)
    inputBytes += value.bytes.size();
  std::vector<HostTensor> copies;
  if (inputBytes <= (uint64_t(1) << 26))
    copies = values;
  std::vector<HostTensor> &callValues = copies.empty() ? values : copies;
  llvm::Expected<CompiledFunction::RawResults> raw = function.call(callValues);
  if (!raw)
    exitWith(raw.takeError());
  llvm::Expected<std::vector<HostTensor>> collected =
      function.collect(*raw, callValues, /*copy=*/true);
  if (!collected)
    exitWith(collected.takeError());
  std::vector<HostTensor> &results = *collected;
  for (const HostTensor &result : results) {
    if (result.numElements() <= 64)
      result.print(llvm::outs());
    else
      llvm::outs() << result.typeString() << "=...";
    llvm::outs() << "\n";
  }
  for (const Expectation &expectation : compiled.program->expectations) {
    std::string why = expectation.check(values, results);
    if (!why.empty()) {
      llvm::outs() << "EXPECT failed: " << why << "\n";
      llvm::outs().flush();
      _exit(kOracleFailed);
    }
  }
  llvm::outs().flush();
  _exit(0);
}

RunResult runInChild(Compiled &compiled, const std::vector<InputSpec> &specs) {
  int pipeEnds[2];
  if (pipe(pipeEnds) != 0) {
    perror("tagrad-run-fuzz: pipe");
    std::exit(2);
  }
  llvm::outs().flush();
  pid_t child = fork();
  if (child < 0) {
    perror("tagrad-run-fuzz: fork");
    std::exit(2);
  }
  if (child == 0) {
    close(pipeEnds[0]);
    dup2(pipeEnds[1], 1);
    dup2(pipeEnds[1], 2);
    close(pipeEnds[1]);
    runChild(compiled, specs);
  }
  close(pipeEnds[1]);
  RunResult result{Outcome::Ok, "", ""};
  // The child's alarm ends a hang; this deadline catches one that blocks
  // SIGALRM.
  auto deadline = std::chrono::steady_clock::now() +
                  std::chrono::seconds(timeoutSeconds + 10);
  bool killed = false;
  char buffer[4096];
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - std::chrono::steady_clock::now())
                    .count();
    struct pollfd fd = {pipeEnds[0], POLLIN, 0};
    if (left <= 0 || poll(&fd, 1, int(std::max<int64_t>(left, 0))) == 0) {
      kill(child, SIGKILL);
      killed = true;
      break;
    }
    ssize_t n = read(pipeEnds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    if (result.output.size() < kMaxKeptOutput)
      result.output.append(buffer, n);
  }
  close(pipeEnds[0]);
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  llvm::StringRef output(result.output);
  if (killed || (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)) {
    result.outcome = Outcome::Crash;
    result.what =
        "hang (no exit within " + std::to_string(timeoutSeconds) + " s)";
  } else if (WIFSIGNALED(status)) {
    result.outcome = Outcome::Crash;
    result.what = "signal " + std::to_string(WTERMSIG(status)) + " (" +
                  strsignal(WTERMSIG(status)) + ")";
  } else if (WEXITSTATUS(status) == 0) {
    result.outcome = Outcome::Ok;
  } else if (WEXITSTATUS(status) == kBadInput) {
    result.outcome = Outcome::Refused;
  } else if (WEXITSTATUS(status) == kCompileFailed &&
             (output.contains("tagrad runtime error: ") ||
              output.contains("tagrad-run: out of memory: ") ||
              (output.contains("a run-time check of the compiled code "
                               "failed") &&
               output.trim().contains('\n')))) {
    // TaGrad's runtime error (failed checks and TensorArray rules report
    // through it), a result too large to copy out, or an aborting check's
    // message above tagrad-run's note.
    result.outcome = Outcome::TensorFlowError;
  } else if (WEXITSTATUS(status) == kCompileFailed) {
    result.outcome = Outcome::Failure;
    result.what = "exit status 1 without a run-time error message";
  } else if (WEXITSTATUS(status) == kOracleFailed) {
    result.outcome = Outcome::Failure;
    result.what = "wrong answer";
  } else {
    result.outcome = Outcome::Crash;
    result.what = "exit status " + std::to_string(WEXITSTATUS(status));
  }
  return result;
}

/// A shell word: single-quoted (specs and options hold no single quote).
std::string quoted(llvm::StringRef s) { return "'" + s.str() + "'"; }

std::string commandLine(const Compiled &compiled,
                        const std::vector<InputSpec> &specs) {
  std::string command = "tagrad-run " + quoted(compiled.program->path) +
                        " --function=" + compiled.program->function;
  for (const InputSpec &spec : specs)
    command += " --input=" + quoted(spec.str());
  if (!compiled.pipelineOptions.empty())
    command += " --pipeline-options=" + quoted(compiled.pipelineOptions);
  return command;
}

void writeReproducer(const Compiled &compiled,
                     const std::vector<InputSpec> &specs,
                     const RunResult &result, uint64_t mutant) {
  std::string path = crashDir + "/run-" + std::to_string(seed) + "-" +
                     std::to_string(mutant) + ".sh";
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_Text);
  if (ec) {
    llvm::errs() << "tagrad-run-fuzz: cannot write '" << path
                 << "': " << ec.message() << "\n";
    return;
  }
  os << "#!/bin/sh\n# tagrad-run-fuzz --seed=" << seed << ": " << result.what
     << "\n# @" << compiled.program->function << " of "
     << compiled.program->path << ", pipeline options \""
     << compiled.pipelineOptions << "\"\n# output:\n";
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(result.output).split(lines, '\n', 40, false);
  for (llvm::StringRef line : lines)
    os << "#   " << line.take_front(300) << "\n";
  os << commandLine(compiled, specs) << "\n";
  llvm::errs() << "tagrad-run-fuzz: " << result.what << ": "
               << commandLine(compiled, specs) << "\n"
               << result.output << "tagrad-run-fuzz: reproducer in " << path
               << "\n";
}

void collectCorpus(const std::string &path, std::vector<std::string> &files) {
  if (!llvm::sys::fs::is_directory(path)) {
    files.push_back(path);
    return;
  }
  std::error_code ec;
  std::vector<std::string> found;
  for (llvm::sys::fs::recursive_directory_iterator it(path, ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::sys::path::extension(it->path()) == ".mlir")
      found.push_back(it->path());
  llvm::sort(found);
  files.insert(files.end(), found.begin(), found.end());
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  tagrad::registerToolPasses();
  cl::HideUnrelatedOptions(fuzzCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tagrad-run-fuzz: mutation fuzzer for the inputs tagrad-run feeds a "
      "compiled program\n\n"
      "  tagrad-run-fuzz --seconds=300 --crash-dir=/tmp/run-fuzz "
      "test/Tools/tagrad-run-fuzz/corpus\n\n"
      "Each corpus .mlir names its function and seed inputs in '// FUZZ: "
      "@fn INPUT...' lines and may state what a successful run gives in "
      "'// EXPECT: @fn LHS == RHS' lines (docs/Fuzzing.md). Each program is "
      "compiled once per --pipeline-options set; each mutant runs in a "
      "forked child. Exit status: 0; 1 when a mutant crashed, hung, exited "
      "1 without TaGrad's error message or broke an EXPECT, or a program "
      "did not compile; 2 for a bad corpus or invocation.\n");

  std::vector<std::string> files;
  for (const std::string &path : corpusPaths)
    collectCorpus(path, files);
  std::vector<Program> programs;
  for (const std::string &file : files)
    if (!readCorpusFile(file, programs))
      return 2;
  if (programs.empty()) {
    llvm::errs() << "tagrad-run-fuzz: no '// FUZZ:' line in the corpus\n";
    return 2;
  }
  std::error_code ec = llvm::sys::fs::create_directories(crashDir);
  if (ec) {
    llvm::errs() << "tagrad-run-fuzz: cannot create '" << crashDir
                 << "': " << ec.message() << "\n";
    return 2;
  }

  DialectRegistry registry;
  tagrad::registerToolDialects(registry);
  // No pass threads: children are forked from this process.
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  context.allowUnregisteredDialects();

  std::vector<std::string> optionSets(pipelineOptionSets.begin(),
                                      pipelineOptionSets.end());
  if (optionSets.empty())
    optionSets = {"", "buffer-cache=false", "threads=1"};

  auto start = std::chrono::steady_clock::now();
  auto outOfTime = [&] {
    return seconds > 0 && std::chrono::steady_clock::now() - start >=
                              std::chrono::seconds(seconds);
  };

  std::vector<Compiled> compiled;
  unsigned compileFailures = 0;
  for (const Program &program : programs) {
    llvm::SourceMgr sourceMgr;
    std::string error;
    auto file = openInputFile(program.path, &error);
    if (!file) {
      llvm::errs() << "tagrad-run-fuzz: " << error << "\n";
      return 2;
    }
    sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
    SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
    OwningOpRef<ModuleOp> parsed =
        parseSourceFile<ModuleOp>(sourceMgr, &context);
    if (!parsed) {
      ++compileFailures;
      continue;
    }
    for (const std::string &options : optionSets) {
      auto prepared =
          CompiledFunction::prepare(OwningOpRef<ModuleOp>(parsed->clone()),
                                    program.function, program.path);
      llvm::Error error = prepared ? (*prepared)->compile(options, argv[0])
                                   : prepared.takeError();
      if (error) {
        llvm::errs() << "tagrad-run-fuzz: @" << program.function << " of "
                     << program.path << " does not compile with \"" << options
                     << "\":\n";
        reportRunError(std::move(error), "tagrad-run");
        ++compileFailures;
        continue;
      }
      compiled.push_back({&program, options, std::move(*prepared)});
    }
  }

  Mutator mutator(seed);
  uint64_t mutantCount = 0, ok = 0, tensorFlowErrors = 0, refused = 0,
           crashes = 0, failures = 0;
  auto runOne = [&](Compiled &c, const std::vector<InputSpec> &specs) {
    auto begin = std::chrono::steady_clock::now();
    RunResult result = runInChild(c, specs);
    uint64_t number = mutantCount++;
    if (verbose)
      llvm::outs() << number << " ("
                   << std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - begin)
                          .count()
                   << " ms): " << commandLine(c, specs) << " -> "
                   << (result.outcome == Outcome::Ok                ? "ok"
                       : result.outcome == Outcome::TensorFlowError ? "error"
                       : result.outcome == Outcome::Refused         ? "refused"
                                                            : result.what)
                   << "\n"
                   << result.output << "\n";
    switch (result.outcome) {
    case Outcome::Ok:
      ++ok;
      break;
    case Outcome::TensorFlowError:
      ++tensorFlowErrors;
      break;
    case Outcome::Refused:
      ++refused;
      break;
    case Outcome::Failure:
    case Outcome::Crash:
      ++(result.outcome == Outcome::Failure ? failures : crashes);
      writeReproducer(c, specs, result, number);
      break;
    }
  };

  // The seed inputs first: each must run (a bug otherwise, or a corpus
  // entry that does not hold).
  for (Compiled &c : compiled)
    for (const std::vector<InputSpec> &specs : c.program->seedInputs)
      if (!outOfTime())
        runOne(c, specs);
  // Then mutants, round robin.
  bool more = iterations > 0 || seconds > 0;
  while (more && !outOfTime()) {
    more = false;
    for (Compiled &c : compiled) {
      if ((iterations > 0 && c.mutantsRun >= iterations) || outOfTime())
        continue;
      more = true;
      const auto &seeds = c.program->seedInputs;
      std::vector<InputSpec> specs = seeds[mutator.below(seeds.size())];
      llvm::ArrayRef<Slot> slots = c.function->arguments();
      unsigned count = 1 + mutator.below(3);
      for (unsigned k = 0; k < count && !specs.empty(); ++k) {
        size_t arg = mutator.below(specs.size());
        if (arg < slots.size())
          mutator.mutate(specs[arg], slots[arg]);
      }
      ++c.mutantsRun;
      runOne(c, specs);
    }
  }

  llvm::outs() << "tagrad-run-fuzz: " << programs.size() << " programs, "
               << compiled.size() << " compiled";
  if (compileFailures)
    llvm::outs() << " (" << compileFailures << " did not)";
  llvm::outs() << ", " << mutantCount << " mutants run (" << ok << " ok, "
               << tensorFlowErrors << " TensorFlow errors, " << refused
               << " refused), " << failures << " failures, " << crashes
               << " crashes\n";
  // A corpus program that does not compile is a bug too (or a corpus entry
  // to update): CI's smoke run must notice.
  return failures || crashes || compileFailures ? 1 : 0;
}
