//===- TaGradToRuntime.h - Dynamic tensor arrays to runtime calls -*- C++ -*-//
//
// Patterns behind -convert-tagrad-to-runtime, for pipelines that embed them:
// TensorArray ops that stay dynamic, and the tensor_array.check ops the
// decomposition leaves, become calls into libtagrad_runtime.so
// (docs/Runtime.md; the ABI is TaGrad/ABI/TensorArrayABI.h).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_CONVERSION_TAGRADTORUNTIME_TAGRADTORUNTIME_H
#define TAGRAD_CONVERSION_TAGRADTORUNTIME_TAGRADTORUNTIME_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir {
class ConversionTarget;
class ModuleOp;
class RewritePatternSet;
class SymbolTableCollection;
class TypeConverter;

namespace tagrad {

/// Handles (`!tagrad.tensor_array<...>`) become `i64`; every other type
/// stays as it is.
void populateTaGradToRuntimeTypeConversion(TypeConverter &converter);

/// The TensorArray ops and tensor_array.check are illegal; functions, calls
/// and scf ops are legal once their types are converted.
void populateTaGradToRuntimeLegality(ConversionTarget &target,
                                     const TypeConverter &converter);

/// The runtime-call lowerings of every TensorArray op and of
/// tensor_array.check, plus the structural type conversions of func and scf
/// (handles through signatures, calls, returns, iter_args). The patterns
/// declare entry points and string globals through `symbolTables`, which
/// must outlive them.
void populateTaGradToRuntimePatterns(const TypeConverter &converter,
                                     ConversionTarget &target,
                                     RewritePatternSet &patterns,
                                     SymbolTableCollection &symbolTables);

/// The lowering of tagrad.runtime_check (the one place every run-time
/// TensorFlow check of shapes and sizes becomes a call of the runtime's
/// report), part of the patterns above and of -tagrad-lower-runtime-checks.
/// At each tagrad.runtime_check that every call of its function reaches and
/// whose condition folded to true, the function ends: the check reports
/// TensorFlow's error on every run, and the code after it, which holds the
/// shapes it refuses, is dropped (later folds could turn it into IR that does
/// not verify) for placeholder results.
void truncateAtChecksThatAlwaysFail(Operation *root);

void populateRuntimeCheckLoweringPatterns(const TypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          SymbolTableCollection &symbolTables);

/// Diagnoses, at each op, what the patterns cannot lower (element types
/// without a runtime dtype, unranked values, handles through unsupported
/// ops). Run before the conversion for a message better than "failed to
/// legalize".
LogicalResult checkTaGradToRuntimeSupported(ModuleOp module);

/// Brackets the body of every function that creates runtime arrays (or
/// calls functions) and has no TensorArray in its signature with
/// tagradTensorArrayStepBegin on entry and tagradTensorArrayStepEnd before
/// each return, so the arrays a call creates are freed when the outermost
/// such call returns (TensorFlow frees a step's arrays when the step ends).
/// Does nothing in a module without runtime array ops. Run before the
/// conversion, which turns the arrays' types into i64.
void insertTensorArraySteps(ModuleOp module);

/// How run-time error messages name an op's location: the "file:line:col" of
/// the first file location inside `loc`; without one, the first name of a
/// NameLoc (a TensorFlow node name such as "while/TensorArrayWrite"), else "".
std::string runtimeLocationString(Location loc);

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CONVERSION_TAGRADTORUNTIME_TAGRADTORUNTIME_H
