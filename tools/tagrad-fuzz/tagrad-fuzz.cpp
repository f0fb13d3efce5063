//===- tagrad-fuzz.cpp - Mutation fuzzer for TaGrad's MLIR entry points ---===//
//
// A self-contained mutation fuzzer (no libFuzzer needed) for what tagrad-opt
// accepts: it mutates seed .mlir files (each `// -----` chunk is one seed;
// bit flips, truncation, deleted / duplicated lines, numbers replaced by 0,
// -1, INT64_MAX, 2^31 or huge values, tensor shapes and element types
// swapped, attributes deleted from `{...}`, SSA names swapped), parses each
// mutant in-process (a fresh MLIRContext with every dialect and TaGrad's,
// unregistered dialects allowed, diagnostics captured) and, for those that
// parse and verify, runs one TaGrad pass or pipeline chosen per mutant.
// Errors are the expected outcome. A bug is
//   * a crash: the mutant is written to --crash-dir/current.mlir before it is
//     parsed, so it survives the process; the signal handler renames it to
//     crash-<seed>-<n>.mlir (scripts/fuzz.sh also keeps it after an
//     out-of-memory kill or a hang),
//   * a pass that leaves IR that does not verify, or one that fails without
//     an error diagnostic: written to failure-<seed>-<n>.mlir, counted and
//     reported with its diagnostics.
// Each file written starts with the tagrad-opt command that reproduces it.
//
//   build/bin/tagrad-fuzz --seconds=300 --seed=1 --crash-dir=/tmp/fuzz
//
// fuzzes every .mlir under test/Conversion, test/Dialect, test/Codegen,
// test/Pipelines and test/Integration/TensorFlow/Inputs (positional
// arguments replace them).
//
// Exit status: 0 when no mutant failed (a crash does not return).
//
//===----------------------------------------------------------------------===//

#include "PassOutcome.h"
#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Conversion/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradDialect.h"
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h"
#include "TaGrad/Pipelines/Pipelines.h"
#include "ToolRegistration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <random>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace llvm;

static cl::list<std::string>
    seedFiles(cl::Positional, cl::ZeroOrMore,
              cl::desc("<seed .mlir files or directories> (default: "
                       "test/{Conversion,Dialect,Codegen,Pipelines,Integration/"
                       "TensorFlow/Inputs})"));
static cl::opt<unsigned> seconds("seconds", cl::init(60),
                                 cl::desc("How long to run (0: only "
                                          "--iterations)"));
static cl::opt<uint64_t> iterations("iterations", cl::init(0),
                                    cl::desc("Stop after this many mutants "
                                             "(0: only --seconds)"));
static cl::opt<uint64_t> seed("seed", cl::init(1), cl::desc("Random seed"));
static cl::opt<uint64_t> firstMutant(
    "first", cl::init(0),
    cl::desc("Run only mutants from this number on (those before are made, "
             "to keep the sequence, but not run): narrows down a find that "
             "an earlier mutant's memory corruption caused"));
static cl::opt<uint64_t>
    maxSize("max-size", cl::init(64 * 1024),
            cl::desc("Largest seed chunk and mutant (bytes); larger seeds "
                     "are skipped"));
static cl::opt<std::string> crashDir("crash-dir", cl::init("."),
                                     cl::desc("Where crashing and failing "
                                              "inputs go"));
static cl::opt<unsigned>
    timeoutSeconds("timeout", cl::init(20),
                   cl::desc("Seconds one mutant may take before the run "
                            "stops as a hang (0: no limit)"));
static cl::opt<unsigned>
    memoryLimitMB("memory-limit-mb", cl::init(4096),
                  cl::desc("Address-space limit of the process (MiB; 0: "
                           "none), so a huge allocation fails fast"));
static cl::opt<bool> verbose("v", cl::init(false),
                             cl::desc("Print each mutant's outcome"));

//===----------------------------------------------------------------------===//
// The mutant in flight, kept on disk.
//===----------------------------------------------------------------------===//

// Fixed-size buffers: the signal handlers only rename(2) and write(2).
static char currentPath[4096];
static char crashPath[4096];
static char hangPath[4096];

static void writeFile(const std::string &path, StringRef text) {
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (ec) {
    errs() << "tagrad-fuzz: cannot write " << path << ": " << ec.message()
           << "\n";
    exit(2);
  }
  os << text;
}

static void writeStderr(const char *s) {
  ssize_t unused = ::write(2, s, strlen(s));
  (void)unused;
}

static void onCrash(void *) {
  if (::rename(currentPath, crashPath) == 0) {
    writeStderr("tagrad-fuzz: crashing input written to ");
    writeStderr(crashPath);
    writeStderr("\n");
  }
}

static void onAlarm(int) {
  if (::rename(currentPath, hangPath) == 0) {
    writeStderr("tagrad-fuzz: hanging input written to ");
    writeStderr(hangPath);
    writeStderr("\n");
  }
  _exit(3);
}

//===----------------------------------------------------------------------===//
// Mutations.
//===----------------------------------------------------------------------===//

namespace {
struct Mutator {
  std::mt19937_64 rng;
  explicit Mutator(uint64_t s) : rng(s) {}
  size_t below(size_t n) { return n ? rng() % n : 0; }
  template <typename T, size_t N>
  const T &pick(const T (&a)[N]) {
    return a[below(N)];
  }

  /// The first occurrence of any of `needles` at or after a random position
  /// (wrapping around); npos when there is none.
  size_t findFrom(const std::string &s, size_t from, StringRef needle) {
    size_t p = s.find(needle.str(), from);
    if (p == std::string::npos)
      p = s.find(needle.str());
    return p;
  }

  /// [begin, end) of the line containing `pos`.
  static std::pair<size_t, size_t> lineAt(const std::string &s, size_t pos) {
    size_t b = s.rfind('\n', pos ? pos - 1 : 0);
    b = (b == std::string::npos || pos == 0) ? 0 : b + 1;
    size_t e = s.find('\n', pos);
    e = e == std::string::npos ? s.size() : e + 1;
    return {b, e};
  }

  /// The index just past the bracket that closes s[open], npos if none.
  static size_t matching(const std::string &s, size_t open, char l, char r) {
    int depth = 0;
    for (size_t i = open; i < s.size(); ++i) {
      if (s[i] == '"') { // skip strings
        for (++i; i < s.size() && s[i] != '"'; ++i)
          if (s[i] == '\\')
            ++i;
        continue;
      }
      if (s[i] == l)
        ++depth;
      else if (s[i] == r && --depth == 0)
        return i + 1;
    }
    return std::string::npos;
  }

  void replaceNumber(std::string &s, size_t pos) {
    static const char *numbers[] = {"0",
                                    "-1",
                                    "1",
                                    "2",
                                    "-2",
                                    "9223372036854775807",
                                    "-9223372036854775808",
                                    "2147483648",
                                    "2147483647",
                                    "4294967296",
                                    "4611686018427387904",
                                    "99999999999999999999999",
                                    "1.0e39",
                                    "0x7FC00000",
                                    "3"};
    size_t start = pos;
    while (start < s.size() && !isDigit(s[start]))
      ++start;
    if (start == s.size())
      return;
    size_t end = start;
    while (end < s.size() && (isDigit(s[end]) || s[end] == '.'))
      ++end;
    if (start > 0 && s[start - 1] == '-')
      --start;
    s.replace(start, end - start, pick(numbers));
  }

  void replaceTensorType(std::string &s, size_t pos) {
    static const char *types[] = {
        "tensor<*xf32>",       "tensor<?x3xf32>",
        "tensor<f32>",         "tensor<0xf32>",
        "tensor<3xi32>",       "tensor<?xf32>",
        "tensor<2x3xf32>",     "tensor<2147483648xf32>",
        "tensor<1x?x?x4xf32>", "tensor<*xi32>",
        "tensor<3x0xf32>",     "tensor<4xf16>",
        "tensor<2x?xi1>",      "tensor<9223372036854775807xf32>",
        "tensor<3xindex>",     "tensor<1x2x3x4x5xf32>"};
    size_t p = findFrom(s, pos, "tensor<");
    if (p == std::string::npos)
      return;
    size_t e = matching(s, p + 6, '<', '>');
    if (e == std::string::npos)
      return;
    s.replace(p, e - p, pick(types));
  }

  void replaceElementType(std::string &s, size_t pos) {
    static const char *types[] = {"f32", "i32",   "f16",  "i1",
                                  "i64", "index", "bf16", "f64"};
    const char *from = pick(types);
    size_t p = findFrom(s, pos, from);
    if (p == std::string::npos)
      return;
    // Whole words only: "f32" in "tensor<3xf32>" but not in "@f320".
    size_t len = strlen(from);
    if (p + len < s.size() && isAlnum(s[p + len]))
      return;
    s.replace(p, len, pick(types));
  }

  void deleteAttribute(std::string &s, size_t pos) {
    size_t p = findFrom(s, pos, "{");
    if (p == std::string::npos)
      return;
    size_t e = matching(s, p, '{', '}');
    if (e == std::string::npos)
      return;
    // Entries separated by top-level commas; regions (with a newline right
    // after `{`) are not attribute dictionaries.
    if (s.find('=', p) >= e || s.find('\n', p) < e)
      return;
    std::vector<size_t> commas;
    int depth = 0;
    for (size_t i = p + 1; i + 1 < e; ++i) {
      char c = s[i];
      if (c == '"') {
        for (++i; i < e && s[i] != '"'; ++i)
          if (s[i] == '\\')
            ++i;
        continue;
      }
      if (c == '{' || c == '[' || c == '<' || c == '(')
        ++depth;
      else if (c == '}' || c == ']' || c == '>' || c == ')')
        --depth;
      else if (c == ',' && depth == 0)
        commas.push_back(i);
    }
    size_t k = below(commas.size() + 1);
    size_t b = k == 0 ? p + 1 : commas[k - 1];
    size_t en = k == commas.size() ? e - 1 : commas[k];
    if (k == 0 && !commas.empty())
      ++en; // drop the comma after the first entry
    s.erase(b, en - b);
  }

  /// Replaces one SSA name or symbol with another from the same text.
  void swapName(std::string &s, size_t pos, char sigil) {
    std::vector<std::pair<size_t, size_t>> names;
    for (size_t i = 0; i < s.size(); ++i) {
      if (s[i] != sigil)
        continue;
      size_t e = i + 1;
      while (e < s.size() &&
             (isAlnum(s[e]) || s[e] == '_' || s[e] == '#' || s[e] == ':'))
        ++e;
      if (e > i + 1)
        names.push_back({i, e});
      i = e - 1;
    }
    if (names.size() < 2)
      return;
    auto [b, e] = names[below(names.size())];
    auto [ob, oe] = names[below(names.size())];
    (void)pos;
    s.replace(b, e - b, s.substr(ob, oe - ob));
  }

  void mutate(std::string &s) {
    static const char *snippets[] = {
        "%z = arith.constant 9223372036854775807 : index\n",
        "%z = arith.constant -1 : index\n",
        "%z = arith.constant 2147483648 : index\n",
        " {dynamic_size = true}",
        " {multiple_writes_aggregate = true}",
        " {clear_after_read = false}",
        " {identical_element_shapes = true}",
        "\"tf.Const\"() {value = dense<-1> : tensor<i32>} : () -> "
        "tensor<i32>\n",
        "return\n",
        "}\n",
        "{\n",
        "// -----\n",
        "tagrad.tensor_array.close %ta, %f : "
        "!tagrad.tensor_array<tensor<2xf32>>\n"};
    unsigned count = 1 + below(4);
    for (unsigned k = 0; k < count && !s.empty(); ++k) {
      size_t pos = below(s.size());
      switch (below(16)) {
      case 0: // flip a bit
        s[pos] ^= static_cast<char>(1u << below(8));
        break;
      case 1: // truncate
        s.resize(pos);
        break;
      case 2: { // delete a line
        auto [b, e] = lineAt(s, pos);
        s.erase(b, e - b);
        break;
      }
      case 3: { // duplicate a line somewhere else
        auto [b, e] = lineAt(s, pos);
        std::string line = s.substr(b, e - b);
        auto [ob, oe] = lineAt(s, below(s.size()));
        (void)oe;
        s.insert(ob, line);
        break;
      }
      case 4: { // swap two lines
        auto [b, e] = lineAt(s, pos);
        auto [ob, oe] = lineAt(s, below(s.size()));
        if (oe <= b || e <= ob) {
          std::string a = s.substr(b, e - b), c = s.substr(ob, oe - ob);
          if (b < ob) {
            s.replace(ob, oe - ob, a);
            s.replace(b, e - b, c);
          } else {
            s.replace(b, e - b, c);
            s.replace(ob, oe - ob, a);
          }
        }
        break;
      }
      case 5:
      case 6:
      case 7:
        replaceNumber(s, pos);
        break;
      case 8:
      case 9:
        replaceTensorType(s, pos);
        break;
      case 10:
        replaceElementType(s, pos);
        break;
      case 11:
      case 12:
        deleteAttribute(s, pos);
        break;
      case 13:
        swapName(s, pos, '%');
        break;
      case 14: { // insert a snippet at the start of a line
        auto [b, e] = lineAt(s, pos);
        (void)e;
        s.insert(b, pick(snippets));
        break;
      }
      default: // a random byte
        s[pos] = static_cast<char>(rng());
        break;
      }
    }
  }
};

struct Seed {
  std::string name, text;
  bool tf; // a TensorFlow (tf_executor / tf.*) input
};

/// Splits `text` at `// -----` lines, as --split-input-file does.
void addChunks(StringRef file, StringRef text, std::vector<Seed> &seeds) {
  SmallVector<StringRef> chunks;
  std::string chunk;
  unsigned index = 0;
  auto flush = [&] {
    if (StringRef(chunk).trim().empty() || chunk.size() > maxSize) {
      chunk.clear();
      ++index;
      return;
    }
    bool tf = file.contains("TensorFlow") || file.contains("TFToTaGrad") ||
              StringRef(chunk).contains("\"tf.") ||
              StringRef(chunk).contains("tf_executor");
    seeds.push_back({(file + "#" + Twine(index++)).str(), chunk, tf});
    chunk.clear();
  };
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    text = rest;
    if (line.trim().starts_with("// -----")) {
      flush();
      continue;
    }
    chunk += line;
    chunk += '\n';
  }
  flush();
}

/// Whether `s` hits an upstream MLIR 22 crash that TaGrad cannot avoid
/// (docs/Fuzzing.md): such mutants are skipped, so that a campaign keeps
/// finding new bugs.
///   * `%x#N` with a huge N: the parser sizes a vector by the result number
///     and runs out of memory.
///   * tensor.from_elements of a huge tensor type: its parser sizes the
///     operand list by the element count.
///   * a dense attribute of `i0` elements: the printer segfaults on it
///     (mlir-opt alone crashes printing it back).
///   * `array<index: ...>`: the dense-array parser asks an index type for
///     its float width and segfaults.
///   * `transform.include` of a mutated callee: its getEffects
///     dereferences the unresolved symbol.
/// (A malformed tensor.generate is handled apart: parsesInChild.)
bool knownUpstreamCrash(StringRef s) {
  if (s.contains("xi0>") || s.contains("<i0>") || s.contains("array<index") ||
      s.contains("transform.include"))
    return true;
  for (size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] != '#' || !(isAlnum(s[i - 1]) || s[i - 1] == '_'))
      continue;
    size_t e = i + 1;
    while (e < s.size() && isDigit(s[e]))
      ++e;
    if (e - i - 1 >= 6)
      return true;
  }
  if (s.contains("from_elements"))
    for (size_t i = 0; i < s.size();) {
      size_t e = i;
      while (e < s.size() && isDigit(s[e]))
        ++e;
      if (e - i >= 7)
        return true;
      i = e + 1;
    }
  return false;
}

/// Whether `mutant` parses, asked of a forked child: MLIR 22's parser
/// corrupts the heap when a tensor.generate body fails to parse (it frees
/// the body's block, and the enclosing function's cleanup writes to it;
/// docs/Fuzzing.md has the reproducer), which would bring down this process
/// many mutants later. Only mutants that parse are parsed here.
bool parsesInChild(const mlir::DialectRegistry &registry, StringRef mutant) {
  fflush(nullptr);
  pid_t child = fork();
  if (child < 0)
    return false;
  if (child == 0) {
    // Alarms are not inherited: a hanging parse ends the child, while the
    // parent's own alarm records the hang.
    signal(SIGALRM, SIG_DFL);
    if (timeoutSeconds)
      alarm(timeoutSeconds);
    mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
    context.allowUnregisteredDialects();
    mlir::ScopedDiagnosticHandler quiet(
        &context, [](mlir::Diagnostic &) { return mlir::success(); });
    mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
    bool parsed = static_cast<bool>(
        mlir::parseSourceString<mlir::ModuleOp>(mutant, config, "fuzz.mlir"));
    _exit(parsed ? 0 : 1);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/// Passes and pipelines, without the builtin.module anchor.
const char *const kCommonPipelines[] = {
    "tagrad-resolve-gradients",
    "tagrad-verify-flow",
    "convert-tagrad-to-linalg",
    // Folders and canonicalizers never turn valid IR into invalid IR; the
    // input contract first rejects what upstream canonicalization crashes on.
    "tagrad-verify-pipeline-input,canonicalize",
};
const char *const kTFPipelines[] = {
    "func.func(tagrad-functionalize-tf-control-flow)",
    "tagrad-tf-inline-calls,tagrad-tf-lift-variables,tagrad-legalize-tf",
    "tagrad-tf-frontend,tagrad-cpu-pipeline{checks=all}",
};
const char *const kOtherPipelines[] = {
    "tagrad-cpu-pipeline{checks=all}",
    "tagrad-cpu-pipeline{checks=none}",
};

} // namespace

int main(int argc, char **argv) {
  // Before InitLLVM's stack printer: a crash while printing the stack still
  // keeps the reproducer.
  sys::AddSignalHandler(onCrash, nullptr);
  InitLLVM init(argc, argv);
  mlir::tagrad::registerToolPasses();
  cl::ParseCommandLineOptions(argc, argv,
                              "Mutation fuzzer for TaGrad's passes and "
                              "pipelines (tagrad-opt's entry points)\n");

  // AddressSanitizer reserves terabytes of shadow address space: under it
  // an address-space limit only breaks ASan (its own allocator reports
  // huge allocations instead).
#if defined(__SANITIZE_ADDRESS__)
  constexpr bool underAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  constexpr bool underAddressSanitizer = true;
#else
  constexpr bool underAddressSanitizer = false;
#endif
#else
  constexpr bool underAddressSanitizer = false;
#endif
  if (memoryLimitMB && !underAddressSanitizer) {
    rlimit limit;
    limit.rlim_cur = limit.rlim_max = rlim_t(memoryLimitMB) << 20;
    setrlimit(RLIMIT_AS, &limit);
  }

  // Seeds: files, or every .mlir under the given directories.
  std::vector<std::string> inputs(seedFiles.begin(), seedFiles.end());
  if (inputs.empty())
    for (const char *dir :
         {"test/Conversion", "test/Dialect", "test/Codegen", "test/Pipelines",
          "test/Integration/TensorFlow/Inputs"})
      inputs.push_back(std::string(TAGRAD_SOURCE_DIR) + "/" + dir);
  std::vector<std::string> files;
  for (const std::string &in : inputs) {
    if (!sys::fs::is_directory(in)) {
      files.push_back(in);
      continue;
    }
    std::error_code ec;
    for (sys::fs::recursive_directory_iterator it(in, ec), end;
         it != end && !ec; it.increment(ec))
      if (StringRef(it->path()).ends_with(".mlir"))
        files.push_back(it->path());
  }
  llvm::sort(files); // directory order is not deterministic
  std::vector<Seed> seeds;
  for (const std::string &f : files) {
    auto buf = MemoryBuffer::getFile(f, /*IsText=*/true);
    if (!buf) {
      errs() << "tagrad-fuzz: cannot read " << f << "\n";
      return 2;
    }
    addChunks(f, (*buf)->getBuffer(), seeds);
  }
  if (seeds.empty()) {
    errs() << "tagrad-fuzz: no seeds (all larger than --max-size?)\n";
    return 2;
  }

  mlir::DialectRegistry registry;
  mlir::tagrad::registerToolDialects(registry);

  if (std::error_code ec = sys::fs::create_directories(crashDir)) {
    errs() << "tagrad-fuzz: cannot create " << crashDir << ": " << ec.message()
           << "\n";
    return 2;
  }
  std::string current = crashDir + "/current.mlir";
  snprintf(currentPath, sizeof(currentPath), "%s", current.c_str());
  signal(SIGALRM, onAlarm);

  Mutator m(seed);
  auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  uint64_t n = 0, skipped = 0, parsed = 0, verified = 0, ran = 0, passed = 0,
           failures = 0;
  while ((seconds == 0 || std::chrono::steady_clock::now() < deadline) &&
         (iterations == 0 || n < iterations)) {
    const Seed &s = seeds[m.below(seeds.size())];
    std::string mutant = s.text;
    m.mutate(mutant);
    if (mutant.size() > maxSize)
      mutant.resize(maxSize);
    std::string pipeline = s.tf && m.below(2)    ? m.pick(kTFPipelines)
                           : !s.tf && m.below(2) ? m.pick(kOtherPipelines)
                                                 : m.pick(kCommonPipelines);
    std::string id = std::to_string(seed) + "-" + std::to_string(n);
    ++n;
    if (n <= firstMutant)
      continue;
    if (knownUpstreamCrash(mutant)) {
      ++skipped;
      continue;
    }
    snprintf(crashPath, sizeof(crashPath), "%s/crash-%s.mlir", crashDir.c_str(),
             id.c_str());
    snprintf(hangPath, sizeof(hangPath), "%s/hang-%s.mlir", crashDir.c_str(),
             id.c_str());
    std::string header = "// tagrad-fuzz --seed=" + std::to_string(seed) +
                         ": mutant " + std::to_string(n - 1) + " of " + s.name +
                         "\n// RUN: tagrad-opt %s "
                         "--allow-unregistered-dialect --pass-pipeline='"
                         "builtin.module(" +
                         pipeline + ")'\n";
    // Before anything can crash: the reproducer on disk.
    writeFile(current, header + mutant);
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
    auto report = [&](StringRef what) {
      ++failures;
      std::string path = crashDir + "/failure-" + id + ".mlir";
      writeFile(path, header + "// " + what.str() + "\n" + mutant);
      errs() << "tagrad-fuzz: mutant " << id << " (" << s.name
             << ", builtin.module(" << pipeline << ")): " << what
             << "; written to " << path << "\n"
             << diagnostics;
    };

    if (mutant.find("tensor.generate") != std::string::npos &&
        !parsesInChild(registry, mutant)) {
      if (verbose)
        outs() << id << ": does not parse (checked in a child)\n";
      continue;
    }
    // Parsing verifies; a mutant that parses has verified.
    mlir::ParserConfig config(&context, /*verifyAfterParse=*/false);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(mutant, config, "fuzz.mlir");
    if (!module) {
      if (verbose)
        outs() << id << ": does not parse\n";
      continue;
    }
    ++parsed;
    if (mlir::failed(mlir::verify(*module))) {
      if (verbose)
        outs() << id << ": does not verify\n";
      continue;
    }
    ++verified;

    mlir::PassManager pm(&context);
    std::string broken;
    pm.addInstrumentation(std::make_unique<mlir::tagrad::PassOutcome>(
        broken, firstError, errors));
    std::string pipelineErrors;
    raw_string_ostream pipelineErrorStream(pipelineErrors);
    if (mlir::failed(
            mlir::parsePassPipeline(pipeline, pm, pipelineErrorStream))) {
      errs() << "tagrad-fuzz: bad pipeline " << pipeline << ": "
             << pipelineErrors << "\n";
      return 2;
    }
    ++ran;
    errors = 0; // the pass window's first error, below
    firstError.clear();
    bool ok = mlir::succeeded(pm.run(*module));
    if (!broken.empty()) {
      report(broken);
    } else if (!ok && errors == 0) {
      report("the pipeline failed without an error diagnostic");
    } else if (ok) {
      ++passed;
      // Print what came out, as tagrad-opt would.
      std::string text;
      raw_string_ostream os(text);
      module->print(os);
    }
    if (verbose)
      outs() << id << ": " << pipeline << ": " << (ok ? "ok" : "error") << "\n";
  }
  alarm(0);
  sys::fs::remove(current);
  outs() << "tagrad-fuzz: " << seeds.size() << " seeds, " << n << " mutants ("
         << skipped << " skipped: known upstream crashes), " << parsed
         << " parsed, " << verified << " verified, " << ran
         << " pipelines run (" << passed << " succeeded), " << failures
         << " failures, 0 crashes\n";
  return failures ? 1 : 0;
}
