//===- CpuCheckAllocationSizes.cpp - buffer sizes that fit in bytes -------===//
//
// A buffer whose sizes come from data is allocated with their product times
// the element's bytes, which -finalize-memref-to-llvm computes in wrapping
// int64 arithmetic: a product past 2^63 becomes a small allocation that the
// code then writes past. The front end checks each TensorFlow shape from
// data as TensorFlow does, but TaGrad's own buffers (wider accumulators,
// counts, scratch rows) can be larger than the tensor TensorFlow allocates.
// This pass checks every dynamically sized allocation's byte count once
// more, after bufferization: a negative size or an overflow fails with an
// OOM message at the allocation's location instead of corrupting memory.
//
//===----------------------------------------------------------------------===//

#include "TaGrad/Codegen/CPU/Passes.h"
#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::tagrad {
#define GEN_PASS_DEF_TAGRADCPUCHECKALLOCATIONSIZES
#include "TaGrad/Codegen/CPU/Passes.h.inc"
} // namespace mlir::tagrad

using namespace mlir;

namespace {

/// The bytes of one element of `type`, at least 1 (i1 is stored in a byte);
/// none for an element type without a bit width.
std::optional<int64_t> elementBytes(Type type) {
  if (!type.isIntOrIndexOrFloat())
    return std::nullopt;
  if (type.isIndex())
    return 8;
  return std::max<int64_t>(1,
                           llvm::divideCeil(type.getIntOrFloatBitWidth(), 8));
}

/// Checks the byte count of `alloc` (a memref.alloc or memref.alloca with
/// dynamic sizes) before it.
void checkAllocation(Operation *alloc, MemRefType type,
                     ValueRange dynamicSizes) {
  std::optional<int64_t> bytes = elementBytes(type.getElementType());
  if (!bytes)
    return;
  // The static part first: compile-time constants (an overflow there is a
  // shape no TensorFlow graph type-checks with).
  int64_t staticBytes = *bytes;
  for (int64_t size : type.getShape())
    if (!ShapedType::isDynamic(size) &&
        llvm::MulOverflow(staticBytes, size, staticBytes))
      return;
  OpBuilder b(alloc);
  Location loc = alloc->getLoc();
  Type i64 = b.getI64Type();
  Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
  Value count = arith::ConstantIntOp::create(b, loc, staticBytes, 64);
  Value failed = arith::ConstantIntOp::create(b, loc, 0, 1);
  SmallVector<Value> shape;
  unsigned next = 0;
  for (int64_t size : type.getShape()) {
    if (!ShapedType::isDynamic(size)) {
      shape.push_back(arith::ConstantIntOp::create(b, loc, size, 64));
      continue;
    }
    Value dim = arith::IndexCastOp::create(b, loc, i64, dynamicSizes[next++]);
    shape.push_back(dim);
    // A negative size gives a product with a high word of all ones or a
    // negative low word: either fails.
    auto product = arith::MulSIExtendedOp::create(b, loc, count, dim);
    Value overflow = b.createOrFold<arith::OrIOp>(
        loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                              product.getHigh(), zero),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                              product.getLow(), zero));
    failed = b.createOrFold<arith::OrIOp>(loc, failed, overflow);
    count = product.getLow();
  }
  tagrad::RuntimeCheckOp::create(
      b, loc, failed,
      "OOM when allocating a buffer with shape{shape} of " +
          std::to_string(*bytes) + "-byte elements",
      shape);
}

struct CpuCheckAllocationSizes
    : public tagrad::impl::TaGradCpuCheckAllocationSizesBase<
          CpuCheckAllocationSizes> {
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        if (!alloc.getDynamicSizes().empty())
          checkAllocation(op, alloc.getType(), alloc.getDynamicSizes());
      } else if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
        if (!alloca.getDynamicSizes().empty())
          checkAllocation(op, alloca.getType(), alloca.getDynamicSizes());
      }
    });
  }
};

} // namespace
