//===- Passes.h - TaGrad transformation passes ------------------*- C++ -*-===//

#ifndef TAGRAD_DIALECT_TAGRAD_TRANSFORMS_PASSES_H
#define TAGRAD_DIALECT_TAGRAD_TRANSFORMS_PASSES_H

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "TaGrad/Dialect/TaGrad/Transforms/TensorArrayChecks.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace tagrad {

#define GEN_PASS_DECL
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TaGrad/Dialect/TaGrad/Transforms/Passes.h.inc"

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_DIALECT_TAGRAD_TRANSFORMS_PASSES_H
