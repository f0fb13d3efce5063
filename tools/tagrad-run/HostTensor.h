//===- HostTensor.h - tagrad-run's host-side values -------------*- C++ -*-===//
//
// A dense, row-major value on the host: what an --input gives and what a
// result is printed or saved as. Parsed from IREE-style text
// ("2x3xf32=1,2,3,4,5,6", "f32=1.5") or read from / written to .npy files
// (version 1-3, little-endian, C order).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_TOOLS_TAGRAD_RUN_HOSTTENSOR_H
#define TAGRAD_TOOLS_TAGRAD_RUN_HOSTTENSOR_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir::tagrad::run {

/// The order is the C API's TagradDType (ABI: append only). U8 to U64 are
/// TensorFlow's unsigned integers: signless in compiled code, an argument
/// or result marked tagrad.unsigned; I8 and I16 are int8 and int16.
enum class ElementKind {
  F16,
  BF16,
  F32,
  F64,
  I1,
  I32,
  I64,
  I8,
  I16,
  U8,
  U16,
  U32,
  U64
};

/// "f32", "i1", "ui8", ... (what IREE and the MLIR types spell).
llvm::StringRef elementKindName(ElementKind kind);
std::optional<ElementKind> parseElementKind(llvm::StringRef name);
/// Bytes per element on the host and in compiled code (i1: one byte).
int64_t elementSize(ElementKind kind);
/// Whether `kind` is an integer kind (not i1) and, for the next, unsigned.
bool isIntegerKind(ElementKind kind);
bool isUnsignedKind(ElementKind kind);
/// The unsigned kind of `kind`'s width (i8 -> ui8, ...), or `kind`.
ElementKind unsignedKindOf(ElementKind kind);
/// The signless kind of `kind`'s width (ui8 -> i8, ...), or `kind`.
ElementKind signlessKindOf(ElementKind kind);

/// Whether `bytes` can be allocated now (a malloc probe): std::vector aborts
/// the process ("LLVM ERROR: out of memory") when it cannot allocate, so
/// large host buffers are probed first.
bool canAllocate(uint64_t bytes);

struct HostTensor {
  ElementKind kind = ElementKind::F32;
  llvm::SmallVector<int64_t> shape; // empty for a scalar
  std::vector<uint8_t> bytes;       // row-major, elementSize(kind) each

  int64_t numElements() const;
  /// "2x3xf32" (IREE's spelling; "f32" for a scalar).
  std::string typeString() const;
  /// Element `i` as a double (exact for every kind but f64, i64 and ui64
  /// beyond 2^53), for printing.
  double elementAsDouble(int64_t i) const;
  /// Element `i` of an integer kind (not i1), sign- or zero-extended: exact
  /// for every kind, ui64 as its bits.
  int64_t integerElement(int64_t i) const;
  void print(llvm::raw_ostream &os) const;
};

/// Parses "2x3xf32=1,2,3,4,5,6" (values separated by commas, spaces or
/// brackets; a single value is broadcast) or "f32=1.5".
llvm::Expected<HostTensor> parseHostTensor(llvm::StringRef text);
/// With `headerOnly`, the tensor's kind and shape without its data.
llvm::Expected<HostTensor> readNpy(llvm::StringRef path,
                                   bool headerOnly = false);
/// Empty when `actual` matches `expected` (same type and shape; floats
/// within `threshold * max(1, |expected|)`, NaN matching NaN; integers
/// exactly), else what differs first and how many elements differ.
std::string compareHostTensors(const HostTensor &actual,
                               const HostTensor &expected, double threshold);
llvm::Error writeNpy(const HostTensor &tensor, llvm::StringRef path);

} // namespace mlir::tagrad::run

#endif // TAGRAD_TOOLS_TAGRAD_RUN_HOSTTENSOR_H
