//===- tagrad-graphdef-fuzz.cpp - Mutation fuzzer for --import-graphdef ---===//
//
// A self-contained mutation fuzzer for the GraphDef reader and importer
// (no libFuzzer needed): it mutates the given seed GraphDefs (.pb / .pbtxt:
// bit flips, random bytes, truncation, deleted / duplicated / swapped
// ranges, numbers and tokens TensorFlow graphs are sensitive to) and imports
// each mutant in-process, with inputs = the graph's Placeholders and random
// nodes as outputs, verifying and printing what imports. Errors are
// expected; a crash (or a module that does not verify) is a bug: the input
// is written to --crash-dir first.
//
//   build/bin/tagrad-graphdef-fuzz --seconds=300
//       test/Integration/TensorFlow/Inputs/*.pbtxt
//       test/Integration/TensorFlow/Inputs/*.pb test/Target/GraphDef/Inputs/*
//
// (one command line). A binary seed X.pb takes its node names from X.pbtxt
// next to it, if there is one.
//
// Exit status: 0 when no mutant crashed or failed to verify.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Target/GraphDef.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <random>
#include <regex>
#include <string>
#include <vector>

using namespace llvm;

static cl::list<std::string> seedFiles(cl::Positional, cl::OneOrMore,
                                       cl::desc("<seed .pb/.pbtxt files>"));
static cl::opt<unsigned> seconds("seconds", cl::init(60),
                                 cl::desc("How long to run"));
static cl::opt<uint64_t> iterations("iterations", cl::init(0),
                                    cl::desc("Stop after this many mutants "
                                             "(0: only --seconds)"));
static cl::opt<uint64_t> seed("seed", cl::init(1), cl::desc("Random seed"));
static cl::opt<std::string> crashDir("crash-dir", cl::init("."),
                                     cl::desc("Where crashing inputs go"));

static std::string current; // the mutant being imported
static std::string currentName;

static void dumpCurrent(void *) {
  std::string path = crashDir + "/graphdef-crash-" + currentName;
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (!ec) {
    os << current;
    errs() << "tagrad-graphdef-fuzz: crashing input written to " << path
           << "\n";
  }
}

namespace {
struct Mutator {
  std::mt19937_64 rng;
  explicit Mutator(uint64_t s) : rng(s) {}
  size_t below(size_t n) { return n ? rng() % n : 0; }

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
    for (unsigned k = 0; k < count && !s.empty(); ++k) {
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
} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "Mutation fuzzer for tagrad-translate "
                              "--import-graphdef\n");
  sys::AddSignalHandler(dumpCurrent, nullptr);

  struct Seed {
    std::string name, data;
    bool text;
    std::vector<std::string> names, placeholders;
  };
  std::vector<Seed> seeds;
  for (const std::string &f : seedFiles) {
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

  Mutator m(seed);
  auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  uint64_t n = 0, imported = 0, failures = 0;
  while (std::chrono::steady_clock::now() < deadline &&
         (iterations == 0 || n < iterations)) {
    const Seed &s = seeds[m.below(seeds.size())];
    current = s.data;
    m.mutate(current, s.text);
    currentName = std::to_string(seed) + "-" + std::to_string(n) +
                  (s.text ? ".pbtxt" : ".pb");
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
    unsigned outs = 1 + m.below(3);
    for (unsigned k = 0; k < outs && !s.names.empty(); ++k) {
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

    mlir::MLIRContext context;
    context.printOpOnDiagnostic(false);
    mlir::ScopedDiagnosticHandler quiet(
        &context, [](mlir::Diagnostic &) { return mlir::success(); });
    auto module = mlir::tagrad::importGraphDef(
        current, s.text ? "fuzz.pbtxt" : "fuzz.pb", &context, options);
    if (!module)
      continue;
    ++imported;
    if (mlir::failed(mlir::verify(*module))) {
      ++failures;
      dumpCurrent(nullptr);
      errs() << "tagrad-graphdef-fuzz: mutant " << currentName
             << " imported to a module that does not verify\n";
      continue;
    }
    std::string text;
    raw_string_ostream os(text);
    module->print(os);
  }
  outs() << "tagrad-graphdef-fuzz: " << n << " mutants, " << imported
         << " imported, " << failures << " failures, 0 crashes\n";
  return failures ? 1 : 0;
}
