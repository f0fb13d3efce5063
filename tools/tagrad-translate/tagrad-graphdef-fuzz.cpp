//===- tagrad-graphdef-fuzz.cpp - Mutation fuzzer for --import-graphdef ---===//
//
// A self-contained mutation fuzzer for the GraphDef reader and importer and
// what TaGrad does with an imported graph (no libFuzzer needed): it mutates
// the seed GraphDefs (.pb / .pbtxt; byte-level: bit flips, random bytes,
// truncation, deleted / duplicated / swapped ranges; for text also the
// numbers and tokens TensorFlow graphs are sensitive to, and structured
// mutations of shapes (`dim { size: N }` values, dims added and removed),
// dtypes (`DT_*`) and constant sizes (`tensor_content` bytes, `*_val`
// entries)) and imports each mutant in-process, with inputs = the graph's
// Placeholders and random nodes as outputs. A mutant that imports and
// verifies then goes through --tagrad-tf-frontend, and every
// --cpu-pipeline-every'th one through -tagrad-cpu-pipeline too.
//
// Errors are expected. A bug is a crash or a hang (the mutant is on disk as
// <crash-dir>/graphdef-current.* before it is imported and is renamed to
// graphdef-crash-<seed>-<n>.* / graphdef-hang-<seed>-<n>.*), an imported
// module that does not verify, or a pass that fails without an error
// diagnostic or leaves IR that does not verify (graphdef-failure-<seed>-<n>.*).
// Each reproducer comes with a .sh file holding the tagrad-translate |
// tagrad-opt command line.
//
//   build/bin/tagrad-graphdef-fuzz --seconds=300 examples
//       test/Integration/TensorFlow/Inputs test/Target/GraphDef/Inputs
//       test/Integration/TFKernelTests/Inputs
//
// (one command line; a directory stands for its .pb and .pbtxt files). A
// binary seed X.pb takes its node names from X.pbtxt next to it, if there
// is one.
//
// Exit status: 0 when no mutant crashed or failed, 1 when one failed.
//
//===----------------------------------------------------------------------===//

#include "PassOutcome.h"
#include "ToolRegistration.h"

#include "TaGrad/Target/GraphDef.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <random>
#include <regex>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace llvm;

static cl::list<std::string>
    seedFiles(cl::Positional, cl::OneOrMore,
              cl::desc("<seed .pb/.pbtxt files or directories>"));
static cl::opt<unsigned> seconds("seconds", cl::init(60),
                                 cl::desc("How long to run (0: only "
                                          "--iterations)"));
static cl::opt<uint64_t> iterations("iterations", cl::init(0),
                                    cl::desc("Stop after this many mutants "
                                             "(0: only --seconds)"));
static cl::opt<uint64_t> seed("seed", cl::init(1), cl::desc("Random seed"));
static cl::opt<std::string> crashDir("crash-dir", cl::init("."),
                                     cl::desc("Where reproducers go"));
static cl::opt<unsigned> cpuPipelineEvery(
    "cpu-pipeline-every", cl::init(8),
    cl::desc("Every N-th mutant that imports also goes through "
             "-tagrad-cpu-pipeline after the front end (0: none)"));
static cl::opt<unsigned> memoryLimitMB(
    "memory-limit-mb", cl::init(4096),
    cl::desc("Address-space limit (MiB; 0: none): a huge allocation fails "
             "instead of swapping"));
static cl::opt<unsigned>
    timeoutSeconds("timeout", cl::init(60),
                   cl::desc("Seconds one mutant may take (0: no limit)"));
static cl::opt<bool> verbose("verbose", cl::init(false),
                             cl::desc("Print each mutant's outcome"));

// Where the current mutant and its command lie, and where they go if it
// crashes or hangs (renamed from a signal handler: fixed buffers).
static char currentPath[4096], currentCommandPath[4096];
static char crashPath[4096], crashCommandPath[4096];
static char hangPath[4096], hangCommandPath[4096];

static void writeStderr(const char *s) { (void)!::write(2, s, strlen(s)); }

static void onCrash(void *) {
  if (::rename(currentPath, crashPath) == 0) {
    ::rename(currentCommandPath, crashCommandPath);
    writeStderr("tagrad-graphdef-fuzz: crashing input written to ");
    writeStderr(crashPath);
    writeStderr("\n");
  }
}

static void onAlarm(int) {
  if (::rename(currentPath, hangPath) == 0) {
    ::rename(currentCommandPath, hangCommandPath);
    writeStderr("tagrad-graphdef-fuzz: hanging input written to ");
    writeStderr(hangPath);
    writeStderr("\n");
  }
  _exit(3);
}

static void writeFile(const std::string &path, StringRef text) {
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (ec) {
    errs() << "tagrad-graphdef-fuzz: cannot write " << path << ": "
           << ec.message() << "\n";
    exit(2);
  }
  os << text;
}

namespace {
struct Mutator {
  std::mt19937_64 rng;
  explicit Mutator(uint64_t s) : rng(s) {}
  size_t below(size_t n) { return n ? rng() % n : 0; }
  template <size_t N>
  const char *pick(const char *const (&list)[N]) {
    return list[below(N)];
  }

  /// Where `needle` occurs in `s`.
  static std::vector<size_t> occurrences(const std::string &s,
                                         StringRef needle) {
    std::vector<size_t> found;
    for (size_t at = s.find(needle.str()); at != std::string::npos;
         at = s.find(needle.str(), at + 1))
      found.push_back(at);
    return found;
  }

  /// Replaces the number at `at` (digits and a sign) with `number`.
  static void replaceNumber(std::string &s, size_t at, StringRef number) {
    size_t end = at;
    while (end < s.size() && (isdigit((unsigned char)s[end]) || s[end] == '-' ||
                              s[end] == '.' || s[end] == 'e' || s[end] == '+'))
      ++end;
    s.replace(at, end - at, number.str());
  }

  /// The end of the `{ ... }` block whose `{` is at or after `at` (or npos).
  static size_t blockEnd(const std::string &s, size_t at) {
    size_t open = s.find('{', at);
    if (open == std::string::npos)
      return open;
    int depth = 0;
    for (size_t i = open; i < s.size(); ++i) {
      if (s[i] == '{')
        ++depth;
      else if (s[i] == '}' && --depth == 0)
        return i + 1;
    }
    return std::string::npos;
  }

  /// A mutation of what TensorFlow graphs are sensitive to: shapes, dtypes,
  /// constant sizes and values. False when `s` has nothing of the kind.
  bool mutateStructure(std::string &s) {
    static const char *const sizes[] = {"-1",
                                        "0",
                                        "1",
                                        "2",
                                        "3",
                                        "7",
                                        "-2",
                                        "2147483647",
                                        "2147483648",
                                        "4294967296",
                                        "1000000",
                                        "4611686018427387904",
                                        "9223372036854775807",
                                        "-9223372036854775808"};
    static const char *const dtypes[] = {
        "DT_FLOAT",     "DT_HALF",      "DT_BFLOAT16", "DT_DOUBLE",
        "DT_INT32",     "DT_INT64",     "DT_BOOL",     "DT_INT8",
        "DT_UINT8",     "DT_STRING",    "DT_RESOURCE", "DT_VARIANT",
        "DT_COMPLEX64", "DT_FLOAT_REF", "DT_INVALID"};
    static const char *const values[] = {"-1",
                                         "0",
                                         "1",
                                         "2",
                                         "3",
                                         "-2147483648",
                                         "2147483647",
                                         "4294967296",
                                         "-9223372036854775808",
                                         "9223372036854775807",
                                         "1e39",
                                         "nan",
                                         "-inf"};
    // Weighted towards what gets past the importer: sizes and values.
    static const int kinds[] = {0, 0, 0, 1, 1, 2, 2, 3, 4, 4, 4, 5};
    switch (kinds[below(std::size(kinds))]) {
    case 0: { // a dimension's size
      std::vector<size_t> at = occurrences(s, "size: ");
      if (at.empty())
        return false;
      replaceNumber(s, at[below(at.size())] + 6, pick(sizes));
      return true;
    }
    case 1: { // a dtype
      std::vector<size_t> at = occurrences(s, "DT_");
      if (at.empty())
        return false;
      size_t start = at[below(at.size())], end = start;
      while (end < s.size() &&
             (isalnum((unsigned char)s[end]) || s[end] == '_'))
        ++end;
      s.replace(start, end - start, pick(dtypes));
      return true;
    }
    case 2: { // a dimension added or removed (a rank change)
      std::vector<size_t> at = occurrences(s, "dim {");
      if (at.empty())
        return false;
      size_t start = at[below(at.size())], end = blockEnd(s, start);
      if (end == std::string::npos)
        return false;
      if (below(2))
        s.erase(start, end - start);
      else
        s.insert(start, s.substr(start, end - start) + " ");
      return true;
    }
    case 3: { // a constant's bytes: fewer or more than its shape says
      std::vector<size_t> at = occurrences(s, "tensor_content: \"");
      if (at.empty())
        return false;
      size_t start = at[below(at.size())] + 17;
      size_t end = s.find('"', start);
      if (end == std::string::npos || end == start)
        return false;
      size_t from = start + below(end - start), len = 1 + below(end - from);
      if (below(2))
        s.erase(from, len);
      else
        s.insert(from, s.substr(from, len));
      return true;
    }
    case 4: { // a constant's value (often a shape, a size or an index)
      std::vector<size_t> at;
      for (StringRef key : {"int_val: ", "int64_val: ", "float_val: "})
        for (size_t a : occurrences(s, key))
          at.push_back(a);
      if (at.empty())
        return false;
      size_t start = at[below(at.size())];
      replaceNumber(s, s.find(' ', start) + 1, pick(values));
      return true;
    }
    default: { // a constant's value list longer or shorter than its shape
      std::vector<size_t> at;
      for (StringRef key : {"int_val: ", "int64_val: ", "float_val: "})
        for (size_t a : occurrences(s, key))
          at.push_back(a);
      if (at.empty())
        return false;
      size_t start = at[below(at.size())];
      size_t end = s.find('\n', start);
      if (end == std::string::npos)
        return false;
      if (below(2))
        s.erase(start, end - start);
      else
        s.insert(start, s.substr(start, end - start) + "\n");
      return true;
    }
    }
  }

  void mutate(std::string &s, bool text) {
    static const char *tokens[] = {"-1",
                                   "0",
                                   "4294967296",
                                   "99999999999999",
                                   "-7",
                                   "DT_STRING",
                                   "DT_HALF",
                                   "DT_RESOURCE",
                                   "DT_BOOL",
                                   "^",
                                   ":1",
                                   ":9",
                                   "\"\"",
                                   "{",
                                   "}",
                                   "NextIteration",
                                   "Merge",
                                   "Switch",
                                   "Enter",
                                   "Exit",
                                   "Const",
                                   "input: \"x\"",
                                   "unknown_rank: true",
                                   "size: -1",
                                   "tensor_content: \"\\001\"",
                                   "float_val: 1e39",
                                   "list { }",
                                   "node { name: \"x\" op: \"Placeholder\" }"};
    unsigned count = 1 + below(text ? 4 : 8);
    // Text: three mutants in four are structured only (they keep the graph
    // readable, so they reach the importer's and the passes' checks).
    bool structuredOnly = text && below(4) != 0;
    for (unsigned k = 0; k < count && !s.empty(); ++k) {
      if (structuredOnly) {
        for (unsigned tries = 0; tries < 8 && !mutateStructure(s); ++tries) {
        }
        continue;
      }
      if (text && below(2) && mutateStructure(s))
        continue;
      size_t pos = below(s.size());
      switch (below(text ? 10 : 7)) {
      case 0: // flip a bit
        s[pos] ^= static_cast<char>(1u << below(8));
        break;
      case 1: // a random byte
        s[pos] = static_cast<char>(rng());
        break;
      case 2: // truncate
        s.resize(pos);
        break;
      case 3: { // delete a range
        size_t len = 1 + below(std::min<size_t>(64, s.size() - pos));
        s.erase(pos, len);
        break;
      }
      case 4: { // duplicate a range
        size_t len = 1 + below(std::min<size_t>(256, s.size() - pos));
        s.insert(below(s.size()), s.substr(pos, len));
        break;
      }
      case 5: { // swap two ranges of equal length
        size_t len = 1 + below(16);
        size_t other = below(s.size());
        if (pos + len <= s.size() && other + len <= s.size())
          for (size_t i = 0; i < len; ++i)
            std::swap(s[pos + i], s[other + i]);
        break;
      }
      case 6: // insert a random byte
        s.insert(s.begin() + pos, static_cast<char>(rng()));
        break;
      default: { // text: replace a number or a word with a token
        size_t start = pos;
        while (start < s.size() && !isalnum((unsigned char)s[start]))
          ++start;
        size_t end = start;
        while (end < s.size() &&
               (isalnum((unsigned char)s[end]) || s[end] == '_'))
          ++end;
        std::string token = tokens[below(std::size(tokens))];
        s.replace(start, end - start, token);
        break;
      }
      }
    }
  }
};

/// Node names and the Placeholders in a (possibly broken) text or binary
/// GraphDef, found textually for text, not at all for binary.
void namesOf(StringRef s, std::vector<std::string> &names,
             std::vector<std::string> &placeholders) {
  static const std::regex node(R"re(name:\s*"([^"]*)"\s*op:\s*"([^"]*)")re");
  std::string str = s.str();
  for (auto it = std::sregex_iterator(str.begin(), str.end(), node);
       it != std::sregex_iterator(); ++it) {
    names.push_back((*it)[1]);
    if ((*it)[2] == "Placeholder")
      placeholders.push_back((*it)[1]);
  }
}

/// A failure already known and documented (docs/Fuzzing.md), counted but
/// not reported again: MLIR 22's slice verifiers reject offset 0 into a
/// dimension of size 0, which -tagrad-decompose-tensor-arrays builds for
/// elements with a zero dimension (docs/TFKernelTests.md, ta_empty_pack).
bool knownFailure(StringRef diagnostics) {
  return diagnostics.contains("is out-of-bounds: 0 >= 0");
}

/// A shell word: single-quoted, quotes inside escaped.
std::string quoted(StringRef s) {
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// The tagrad-translate (| tagrad-opt) command that reproduces a mutant,
/// for a script named as the mutant with .sh for its extension `ext`.
std::string commandFor(StringRef ext,
                       const mlir::tagrad::GraphDefImportOptions &options,
                       StringRef pipeline) {
  std::string command =
      "tagrad-translate --import-graphdef \"${0%.sh}" + ext.str() + "\"" +
      " -tf-input-arrays=" + quoted(join(options.inputArrays, ","));
  if (options.inputShapesGiven)
    command += " -tf-input-shapes=" + quoted(join(options.inputShapes, ":"));
  command += " -tf-output-arrays=" + quoted(join(options.outputArrays, ","));
  if (!options.controlOutputArrays.empty())
    command += " -tf-control-output-arrays=" +
               quoted(join(options.controlOutputArrays, ","));
  if (options.allowUnknownOps)
    command += " -tf-allow-unknown-ops";
  if (!pipeline.empty())
    command += " \\\n  | tagrad-opt --allow-unregistered-dialect "
               "--pass-pipeline=" +
               quoted("builtin.module(" + pipeline.str() + ")");
  return command + "\n";
}

void collectSeeds(const std::string &path, std::vector<std::string> &files) {
  if (!sys::fs::is_directory(path)) {
    files.push_back(path);
    return;
  }
  std::error_code ec;
  std::vector<std::string> found;
  for (sys::fs::directory_iterator it(path, ec), end; it != end && !ec;
       it.increment(ec)) {
    StringRef name = it->path();
    if (name.ends_with(".pb") || name.ends_with(".pbtxt"))
      found.push_back(it->path());
  }
  llvm::sort(found); // directory order is not deterministic
  files.insert(files.end(), found.begin(), found.end());
}
} // namespace

int main(int argc, char **argv) {
  // Before InitLLVM's stack printer: a crash while printing the stack still
  // keeps the reproducer.
  sys::AddSignalHandler(onCrash, nullptr);
  InitLLVM init(argc, argv);
  mlir::tagrad::registerToolPasses();
  cl::ParseCommandLineOptions(argc, argv,
                              "Mutation fuzzer for tagrad-translate "
                              "--import-graphdef and TaGrad's TensorFlow "
                              "front end\n");
  if (memoryLimitMB) {
    rlimit limit;
    limit.rlim_cur = limit.rlim_max = rlim_t(memoryLimitMB) << 20;
    setrlimit(RLIMIT_AS, &limit);
  }

  struct Seed {
    std::string name, data;
    bool text;
    std::vector<std::string> names, placeholders;
  };
  std::vector<std::string> files;
  for (const std::string &path : seedFiles)
    collectSeeds(path, files);
  std::vector<Seed> seeds;
  for (const std::string &f : files) {
    auto buf = MemoryBuffer::getFile(f, /*IsText=*/false);
    if (!buf) {
      errs() << "cannot read " << f << "\n";
      return 2;
    }
    Seed s{
        f, (*buf)->getBuffer().str(), !StringRef(f).ends_with(".pb"), {}, {}};
    if (s.text) {
      namesOf(s.data, s.names, s.placeholders);
    } else if (auto txt = MemoryBuffer::getFile(f + "txt", /*IsText=*/true)) {
      namesOf((*txt)->getBuffer(), s.names, s.placeholders);
    }
    seeds.push_back(std::move(s));
  }
  if (seeds.empty()) {
    errs() << "tagrad-graphdef-fuzz: no seeds\n";
    return 2;
  }
  if (std::error_code ec = sys::fs::create_directories(crashDir)) {
    errs() << "tagrad-graphdef-fuzz: cannot create " << crashDir << ": "
           << ec.message() << "\n";
    return 2;
  }
  signal(SIGALRM, onAlarm);

  mlir::DialectRegistry registry;
  mlir::tagrad::registerToolDialects(registry);

  const std::string frontEnd = "tagrad-tf-frontend";
  Mutator m(seed);
  auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  uint64_t n = 0, imported = 0, legalized = 0, compiled = 0, failures = 0,
           known = 0;
  while ((seconds == 0 || std::chrono::steady_clock::now() < deadline) &&
         (iterations == 0 || n < iterations)) {
    const Seed &s = seeds[m.below(seeds.size())];
    std::string current = s.data;
    m.mutate(current, s.text);
    std::string ext = s.text ? ".pbtxt" : ".pb";
    std::string id = std::to_string(seed) + "-" + std::to_string(n);
    ++n;

    mlir::tagrad::GraphDefImportOptions options;
    // Feed the seed's Placeholders (sometimes one too few or a bogus one),
    // fetch random nodes (sometimes with an output index).
    options.inputArrays = s.placeholders;
    if (!options.inputArrays.empty() && m.below(8) == 0)
      options.inputArrays.pop_back();
    if (m.below(16) == 0)
      options.inputArrays.push_back("no/such/node");
    if (m.below(4) == 0) {
      options.inputShapesGiven = true;
      for (size_t k = 0; k < options.inputArrays.size(); ++k)
        options.inputShapes.push_back(m.below(3) == 0 ? "*" : "?,3");
    }
    unsigned fetches = 1 + m.below(3);
    for (unsigned k = 0; k < fetches && !s.names.empty(); ++k) {
      std::string out = s.names[m.below(s.names.size())];
      if (m.below(4) == 0)
        out += ":" + std::to_string(m.below(3));
      options.outputArrays.push_back(out);
    }
    if (!s.names.empty() && m.below(4) == 0)
      options.controlOutputArrays.push_back(s.names[m.below(s.names.size())]);
    if (options.outputArrays.empty())
      options.outputArrays.push_back("y");
    options.allowUnknownOps = m.below(2);
    // The passes an imported mutant goes through, chosen up front for the
    // reproducer's command line.
    bool cpu = cpuPipelineEvery > 0 && m.below(cpuPipelineEvery) == 0;
    std::string pipeline =
        frontEnd + (cpu ? ",tagrad-cpu-pipeline" : std::string());

    // Before anything can crash: the reproducer on disk (a seed of the other
    // kind may have left its mutant).
    sys::fs::remove(currentPath);
    snprintf(currentPath, sizeof(currentPath), "%s/graphdef-current%s",
             crashDir.c_str(), ext.c_str());
    snprintf(currentCommandPath, sizeof(currentCommandPath),
             "%s/graphdef-current.sh", crashDir.c_str());
    for (auto [path, commandPath, kind] :
         {std::tuple(crashPath, crashCommandPath, "crash"),
          std::tuple(hangPath, hangCommandPath, "hang")}) {
      snprintf(path, 4096, "%s/graphdef-%s-%s%s", crashDir.c_str(), kind,
               id.c_str(), ext.c_str());
      snprintf(commandPath, 4096, "%s/graphdef-%s-%s.sh", crashDir.c_str(),
               kind, id.c_str());
    }
    writeFile(currentPath, current);
    writeFile(currentCommandPath,
              "# tagrad-graphdef-fuzz --seed=" + std::to_string(seed) +
                  ": mutant " + std::to_string(n - 1) + " of " + s.name + "\n" +
                  commandFor(ext, options, pipeline));
    if (timeoutSeconds)
      alarm(timeoutSeconds);

    mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
    context.allowUnregisteredDialects();
    context.printOpOnDiagnostic(false);
    std::string diagnostics, firstError;
    uint64_t errors = 0;
    mlir::ScopedDiagnosticHandler capture(&context, [&](mlir::Diagnostic &d) {
      if (d.getSeverity() == mlir::DiagnosticSeverity::Error) {
        ++errors;
        if (firstError.empty())
          firstError = d.str();
      }
      if (diagnostics.size() < 4096)
        diagnostics += d.str() + "\n";
      return mlir::success();
    });
    auto report = [&](StringRef what, StringRef failedPipeline) {
      if (knownFailure(diagnostics)) {
        ++known;
        return;
      }
      ++failures;
      std::string base = crashDir + "/graphdef-failure-" + id;
      writeFile(base + ext, current);
      writeFile(base + ".sh",
                "# tagrad-graphdef-fuzz --seed=" + std::to_string(seed) + ": " +
                    what.str() + "\n" +
                    commandFor(ext, options, failedPipeline));
      errs() << "tagrad-graphdef-fuzz: mutant " << id << " (" << s.name
             << "): " << what << "; written to " << base << ext << "\n"
             << diagnostics;
    };

    auto module = mlir::tagrad::importGraphDef(
        current, s.text ? "fuzz.pbtxt" : "fuzz.pb", &context, options);
    if (!module) {
      if (verbose)
        outs() << id << ": does not import: "
               << StringRef(diagnostics).take_until([](char c) {
                    return c == '\n';
                  })
               << "\n";
      continue;
    }
    ++imported;
    if (mlir::failed(mlir::verify(*module))) {
      report("imported to a module that does not verify", "");
      continue;
    }
    {
      std::string text;
      raw_string_ostream os(text);
      module->print(os);
    }

    mlir::PassManager pm(&context);
    std::string broken;
    pm.addInstrumentation(std::make_unique<mlir::tagrad::PassOutcome>(
        broken, firstError, errors));
    if (mlir::failed(mlir::parsePassPipeline(pipeline, pm, errs())))
      return 2;
    errors = 0; // the pass window's first error, below
    firstError.clear();
    bool ok = mlir::succeeded(pm.run(*module));
    if (!broken.empty())
      report(broken, pipeline);
    else if (!ok && errors == 0)
      report("the passes failed without an error diagnostic", pipeline);
    if (ok) {
      ++legalized;
      compiled += cpu;
    }
    if (verbose)
      outs() << id << ": " << (ok ? "ok" : "error") << " after " << pipeline
             << "\n";
  }
  alarm(0);
  sys::fs::remove(currentPath);
  sys::fs::remove(currentCommandPath);
  outs() << "tagrad-graphdef-fuzz: " << seeds.size() << " seeds, " << n
         << " mutants, " << imported << " imported, " << legalized
         << " legalized (" << compiled << " compiled), " << failures
         << " failures (" << known << " known), 0 crashes\n";
  return failures ? 1 : 0;
}
