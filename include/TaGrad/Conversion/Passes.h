//===- Passes.h - TaGrad conversion passes ----------------------*- C++ -*-===//

#ifndef TAGRAD_CONVERSION_PASSES_H
#define TAGRAD_CONVERSION_PASSES_H

#include "TaGrad/Dialect/TaGrad/IR/TaGradOps.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace tagrad {

#define GEN_PASS_DECL
#include "TaGrad/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TaGrad/Conversion/Passes.h.inc"

} // namespace tagrad
} // namespace mlir

#endif // TAGRAD_CONVERSION_PASSES_H
