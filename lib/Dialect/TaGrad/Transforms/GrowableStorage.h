//===- GrowableStorage.h - IR of growable array storage --------*- C++ -*-===//
//
// The compiled half of growable storage (the runtime half:
// TaGrad/Runtime/GrowableBuffer.h): a rank-0 box holding a memref<?xi8> of
// rows, each one element. -tagrad-decompose-tensor-arrays{buffers} decides
// which arrays get it and makes TensorFlow's checks; this builds the IR that
// creates, grows, reads, writes and frees the storage.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_DIALECT_TAGRAD_TRANSFORMS_GROWABLESTORAGE_H
#define TAGRAD_DIALECT_TAGRAD_TRANSFORMS_GROWABLESTORAGE_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::tagrad {

class GrowableStorage {
public:
  /// Rows of `elementType` (a static shape of whole-byte numbers).
  GrowableStorage(ModuleOp module, SymbolTable &symbols,
                  RankedTensorType elementType);

  /// memref<memref<?xi8>>: the state an array's handle becomes.
  static MemRefType boxType(MLIRContext *ctx);
  /// Whether arrays of `elementType` can have growable storage.
  static bool fits(RankedTensorType elementType);

  struct Created {
    Value box;
    Value capacityHint; // the creation site's memref<i64> global
  };
  /// A box of `rows` zero rows (index), or of the capacity this creation
  /// site reached last call if larger.
  Created create(OpBuilder &b, Location loc, Value rows);
  void free(OpBuilder &b, Location loc, const Created &storage);

  /// Copies `source` (a memref of the element shape) into row `index`
  /// (non-negative), grown by the runtime first when past the capacity.
  void store(OpBuilder &b, Location loc, Value box, Value index, Value source);
  /// Copies row `index` into `target` where `ok` and the row is within the
  /// capacity (unsigned: a negative index is not); zeros otherwise, as an
  /// unset TensorList item.
  void load(OpBuilder &b, Location loc, Value box, Value index, Value ok,
            Value target);

private:
  func::FuncOp declare(StringRef name, TypeRange inputs, TypeRange results);
  /// Row `index` of `bytes` (within them) as a memref of the element type.
  Value row(OpBuilder &b, Location loc, Value bytes, Value index);
  /// The number of whole rows `bytes` hold.
  Value capacity(OpBuilder &b, Location loc, Value bytes);

  ModuleOp module;
  SymbolTable &symbols;
  RankedTensorType elementType;
  int64_t rowBytes;
};

} // namespace mlir::tagrad

#endif // TAGRAD_DIALECT_TAGRAD_TRANSFORMS_GROWABLESTORAGE_H
