//===- tagrad-translate.cpp - TaGrad's mlir-translate ---------------------===//
//
// mlir-translate with TaGrad's translations registered next to the upstream
// ones:
//
//   tagrad-translate --import-graphdef graph.pbtxt -tf-input-arrays=x,w \
//       -tf-input-data-types=DT_FLOAT,DT_FLOAT -tf-input-shapes=2,3:3,4 \
//       -tf-output-arrays=loss,dw | tagrad-run - --input=@x.npy ...
//
// See docs/GraphDefImport.md (flags, the op table, errors, fuzzing).
//
//===----------------------------------------------------------------------===//

#include "ToolVersion.h"

#include "TaGrad/TFFrontend/TFOpTable.h"
#include "TaGrad/Target/GraphDef.h"

#include "mlir/InitAllTranslations.h"
#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

// Listed in --help; acted on before mlir-translate's driver, which would
// otherwise wait for an input to translate.
static llvm::cl::opt<bool> printTFOpTable(
    "print-tf-op-table",
    llvm::cl::desc("Print the TensorFlow ops TaGrad takes (docs/TFOps.md) "
                   "and exit"));

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i)
    if (llvm::StringRef(argv[i]).ltrim('-') == "print-tf-op-table") {
      mlir::tagrad::tf::printTFOpTableMarkdown(llvm::outs());
      return 0;
    }
  // The front end names nodes from the ops' locations, so --import-graphdef
  // prints them (like the TensorFlow importer output TaGrad tests with)
  // unless told otherwise.
  std::vector<char *> args(argv, argv + argc);
  bool importing = false, debugInfoGiven = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    importing |= arg == "--import-graphdef" || arg == "-import-graphdef";
    debugInfoGiven |= arg.contains("mlir-print-debuginfo");
  }
  static char debugInfo[] = "--mlir-print-debuginfo";
  if (importing && !debugInfoGiven)
    args.insert(args.begin() + 1, debugInfo);
  argc = static_cast<int>(args.size());
  args.push_back(nullptr);
  argv = args.data();

  mlir::tagrad::addTaGradVersionPrinter();
  mlir::registerAllTranslations();
  mlir::tagrad::registerGraphDefImportTranslation();
  return mlir::failed(mlir::mlirTranslateMain(
             argc, argv,
             "tagrad-translate: TaGrad's and MLIR's translations\n\n"
             "  tagrad-translate --import-graphdef g.pbtxt "
             "-tf-input-arrays=x -tf-output-arrays=loss | tagrad-run -\n\n"
             "--import-graphdef reads a TensorFlow GraphDef (binary .pb or "
             "text .pbtxt) without TensorFlow; see docs/GraphDefImport.md"))
             ? 1
             : 0;
}
