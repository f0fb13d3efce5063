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

#include "TaGrad/Target/GraphDef.h"

#include "mlir/InitAllTranslations.h"
#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
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
