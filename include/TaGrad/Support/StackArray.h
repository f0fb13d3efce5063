//===- StackArray.h - i64 values in an llvm.alloca --------------*- C++ -*-===//
//
// The runtime's entry points take shapes as `const int64_t *`: the compiler
// stores the values in a stack array of the calling (helper) function. One
// builder for the decomposition's and the runtime conversion's helpers.
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_SUPPORT_STACKARRAY_H
#define TAGRAD_SUPPORT_STACKARRAY_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

#include <algorithm>

namespace mlir::tagrad {

/// An `llvm.alloca` holding the i64 `values` in order (at least one slot, so
/// that an empty shape still passes a valid pointer); returns its pointer.
inline Value storeI64sOnStack(OpBuilder &b, Location loc, ValueRange values) {
  Type i64Type = b.getI64Type();
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  auto arrayType =
      LLVM::LLVMArrayType::get(i64Type, std::max<int64_t>(values.size(), 1));
  Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
  Value array = LLVM::AllocaOp::create(b, loc, ptrType, arrayType, one);
  for (auto [d, value] : llvm::enumerate(values)) {
    Value slot =
        LLVM::GEPOp::create(b, loc, ptrType, i64Type, array,
                            ArrayRef<LLVM::GEPArg>{LLVM::GEPArg(int32_t(d))});
    LLVM::StoreOp::create(b, loc, value, slot);
  }
  return array;
}

} // namespace mlir::tagrad

#endif // TAGRAD_SUPPORT_STACKARRAY_H
