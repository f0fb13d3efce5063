//===- SpecialFunctions.h - lgamma and digamma, as IR -----------*- C++ -*-===//
//
// TensorFlow's Lgamma (std::lgamma on its CPU kernels) and Digamma (Eigen's
// psi) as arith / math ops on one f64 scalar, for the element-wise
// legalizer. Narrower floats are widened to f64 by the caller and rounded
// once, so an f32 result is the correctly rounded value up to the f64
// algorithm's error (about 1e-14 relative, far below f32's 6e-8).
//
//===----------------------------------------------------------------------===//

#ifndef TAGRAD_LIB_CONVERSION_TFTOTAGRAD_SPECIALFUNCTIONS_H
#define TAGRAD_LIB_CONVERSION_TFTOTAGRAD_SPECIALFUNCTIONS_H

#include "mlir/IR/Builders.h"

namespace mlir::tagrad::special {

/// log|Gamma(x)| of an f64 `x`: +inf at the poles (0, -1, -2, ...) and at
/// +-inf, NaN for NaN.
Value logGamma(OpBuilder &b, Location loc, Value x);

/// psi(x) = d/dx log Gamma(x) of an f64 `x`: NaN at the poles and at -inf,
/// +inf at +inf.
Value digamma(OpBuilder &b, Location loc, Value x);

} // namespace mlir::tagrad::special

#endif // TAGRAD_LIB_CONVERSION_TFTOTAGRAD_SPECIALFUNCTIONS_H
