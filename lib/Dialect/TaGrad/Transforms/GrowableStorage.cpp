//===- GrowableStorage.cpp - IR of growable array storage -----------------===//
//
// See GrowableStorage.h. Reads and writes within the capacity are inline
// (memref.view at index * row bytes); only a write past it calls
// tagradGrowableReserve.
//
//===----------------------------------------------------------------------===//

#include "GrowableStorage.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tagrad;

GrowableStorage::GrowableStorage(ModuleOp module, SymbolTable &symbols,
                                 RankedTensorType elementType)
    : module(module), symbols(symbols), elementType(elementType),
      rowBytes(elementType.getNumElements() *
               (elementType.getElementTypeBitWidth() / 8)) {}

MemRefType GrowableStorage::boxType(MLIRContext *ctx) {
  return MemRefType::get(
      {}, MemRefType::get({ShapedType::kDynamic}, IntegerType::get(ctx, 8)));
}

bool GrowableStorage::fits(RankedTensorType elementType) {
  return elementType.hasStaticShape() && elementType.getNumElements() != 0 &&
         elementType.getElementTypeBitWidth() % 8 == 0;
}

func::FuncOp GrowableStorage::declare(StringRef name, TypeRange inputs,
                                      TypeRange results) {
  if (auto existing = symbols.lookup<func::FuncOp>(name))
    return existing;
  OpBuilder b(module.getContext());
  b.setInsertionPointToEnd(module.getBody());
  auto func = func::FuncOp::create(b, module.getLoc(), name,
                                   b.getFunctionType(inputs, results));
  func.setPrivate();
  symbols.insert(func);
  return func;
}

GrowableStorage::Created GrowableStorage::create(OpBuilder &b, Location loc,
                                                 Value rows) {
  MLIRContext *ctx = b.getContext();
  Type i64 = b.getI64Type();
  // A stack slot: promote-buffers-to-stack cannot size a memref of
  // descriptors.
  Value box = memref::AllocaOp::create(b, loc, boxType(ctx));
  // The creation site's capacity from its last run: a training loop's
  // stacks start at the size they reach, with no growth copies.
  auto hintType = MemRefType::get({}, i64);
  OpBuilder moduleBuilder(ctx);
  moduleBuilder.setInsertionPointToEnd(module.getBody());
  auto hint = memref::GlobalOp::create(
      moduleBuilder, loc, "__tagrad_growable_capacity",
      moduleBuilder.getStringAttr("private"), hintType,
      DenseElementsAttr::get(RankedTensorType::get({}, i64),
                             moduleBuilder.getI64IntegerAttr(0)),
      /*constant=*/false, /*alignment=*/IntegerAttr());
  symbols.insert(hint); // renamed if taken
  Value capacityHint =
      memref::GetGlobalOp::create(b, loc, hintType, hint.getSymName());
  func::FuncOp create =
      declare("tagradGrowableCreate", {box.getType(), i64, i64, hintType},
              {b.getI1Type()});
  func::CallOp::create(
      b, loc, create,
      ValueRange{box, arith::IndexCastOp::create(b, loc, i64, rows),
                 arith::ConstantIntOp::create(b, loc, rowBytes, 64),
                 capacityHint});
  return {box, capacityHint};
}

void GrowableStorage::free(OpBuilder &b, Location loc, const Created &storage) {
  func::FuncOp release =
      declare("tagradGrowableFree",
              {storage.box.getType(), storage.capacityHint.getType()}, {});
  func::CallOp::create(b, loc, release,
                       ValueRange{storage.box, storage.capacityHint});
}

Value GrowableStorage::row(OpBuilder &b, Location loc, Value bytes,
                           Value index) {
  Value offset = arith::MulIOp::create(
      b, loc, index, arith::ConstantIndexOp::create(b, loc, rowBytes));
  return memref::ViewOp::create(
      b, loc,
      MemRefType::get(elementType.getShape(), elementType.getElementType()),
      bytes, offset, ValueRange{});
}

Value GrowableStorage::capacity(OpBuilder &b, Location loc, Value bytes) {
  Value size = memref::DimOp::create(b, loc, bytes, 0);
  return arith::DivUIOp::create(
      b, loc, size, arith::ConstantIndexOp::create(b, loc, rowBytes));
}

void GrowableStorage::store(OpBuilder &b, Location loc, Value box, Value index,
                            Value source) {
  Value bytes = memref::LoadOp::create(b, loc, box, ValueRange{});
  Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index,
                                     capacity(b, loc, bytes));
  Type i64 = b.getI64Type();
  func::FuncOp reserve = declare("tagradGrowableReserve",
                                 {box.getType(), i64, i64}, {b.getI1Type()});
  auto grown = scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &builder, Location) {
        scf::YieldOp::create(
            builder, loc,
            arith::ConstantIntOp::create(builder, loc, 1, 1).getResult());
      },
      [&](OpBuilder &builder, Location) {
        // Past the capacity (rare: amortized doubling).
        auto call = func::CallOp::create(
            builder, loc, reserve,
            ValueRange{
                box, arith::IndexCastOp::create(builder, loc, i64, index),
                arith::ConstantIntOp::create(builder, loc, rowBytes, 64)});
        scf::YieldOp::create(builder, loc, call.getResult(0));
      });
  auto write = scf::IfOp::create(b, loc, grown.getResult(0),
                                 /*withElseRegion=*/false);
  OpBuilder then = write.getThenBodyBuilder();
  Value current = memref::LoadOp::create(then, loc, box, ValueRange{});
  memref::CopyOp::create(then, loc, source, row(then, loc, current, index));
}

void GrowableStorage::load(OpBuilder &b, Location loc, Value box, Value index,
                           Value ok, Value target) {
  Value bytes = memref::LoadOp::create(b, loc, box, ValueRange{});
  Value inside = b.createOrFold<arith::AndIOp>(
      loc, ok,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index,
                            capacity(b, loc, bytes)));
  scf::IfOp::create(
      b, loc, inside,
      [&](OpBuilder &builder, Location) {
        memref::CopyOp::create(builder, loc, row(builder, loc, bytes, index),
                               target);
        scf::YieldOp::create(builder, loc);
      },
      [&](OpBuilder &builder, Location) {
        linalg::FillOp::create(
            builder, loc,
            ValueRange{arith::ConstantOp::create(
                builder, loc,
                builder.getZeroAttr(elementType.getElementType()))},
            ValueRange{target});
        scf::YieldOp::create(builder, loc);
      });
}
