//===- SpecialFunctions.h - lgamma and digamma, as IR -----------*- C++ -*-===//
//
// TensorFlow's Lgamma (std::lgamma on its CPU kernels), Digamma (Eigen's
// psi), Zeta and Polygamma (Eigen's) as arith / math / scf ops on f64
// scalars, and Ndtri (and through it Erfinv) likewise, for the element-wise
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

/// Hurwitz's zeta(x, q) = sum_k (k + q)^-x of f64 `x` and `q`, with Eigen's
/// domain: +inf at x = 1, NaN for x < 1, and for q <= 0 unless x is an
/// integer (+inf at a non-positive integer q with x even).
Value zeta(OpBuilder &b, Location loc, Value x, Value q);

/// psi^(n)(x) of f64 `n` and `x`: digamma(x) for n = 0, (-1)^(n+1) n!
/// zeta(n + 1, x) for a positive integer n, NaN for any other n.
Value polygamma(OpBuilder &b, Location loc, Value n, Value x);

/// The inverse of the standard normal CDF of an f64 `p`: -inf at 0, +inf at
/// 1, NaN outside [0, 1] and for NaN.
Value ndtri(OpBuilder &b, Location loc, Value p);

} // namespace mlir::tagrad::special

#endif // TAGRAD_LIB_CONVERSION_TFTOTAGRAD_SPECIALFUNCTIONS_H
