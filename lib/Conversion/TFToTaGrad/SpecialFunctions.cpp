//===- SpecialFunctions.cpp - lgamma and digamma, as IR -------------------===//
//
// Both are branch-free element bodies (selects, no loops), so they stay
// inside a linalg.generic and vectorize like the other element-wise ops.
//
//===----------------------------------------------------------------------===//

#include "SpecialFunctions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include "llvm/Support/MathExtras.h"
#include <cmath>

using namespace mlir;

namespace mlir::tagrad::special {
namespace {

/// Emits f64 arithmetic at one place.
struct F64 {
  OpBuilder &b;
  Location loc;

  Value c(double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value log(Value x) { return math::LogOp::create(b, loc, x); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
};

// Lanczos' approximation with g = 7 and 9 terms (relative error of Gamma
// below 2e-15 for Re z > 0): Gamma(z + 1) = sqrt(2 pi) t^(z + 1/2) e^-t
// A(z), t = z + g + 1/2, A(z) = c0 + sum_i c_i / (z + i).
constexpr double kLanczosG = 7.0;
constexpr double kLanczos[] = {
    0.99999999999980993,  676.5203681218851,     -1259.1392167224028,
    771.32342877765313,   -176.61502916214059,   12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};

/// log Gamma(x) for x >= 1/2 (Lanczos).
Value logGammaRight(F64 &f, Value x) {
  Value z = f.sub(x, f.c(1.0));
  Value series = f.c(kLanczos[0]);
  for (int i = 1; i < 9; ++i)
    series = f.add(series, f.div(f.c(kLanczos[i]), f.add(z, f.c(i))));
  Value t = f.add(z, f.c(kLanczosG + 0.5));
  // 1/2 log(2 pi) + (z + 1/2) log t - t + log A
  Value halfLog2Pi = f.c(0.5 * std::log(2.0 * llvm::numbers::pi));
  return f.add(f.sub(f.add(halfLog2Pi, f.mul(f.add(z, f.c(0.5)), f.log(t))), t),
               f.log(series));
}

} // namespace

Value logGamma(OpBuilder &b, Location loc, Value x) {
  F64 f{b, loc};
  using P = arith::CmpFPredicate;
  // Left of 1/2 by reflection: log|Gamma(x)| = log(pi / |sin(pi x)|) -
  // log Gamma(1 - x). sin(pi x) = +-sin(pi r), r = x - round(x) exactly, so
  // large |x| keeps its digits; r = 0 is a pole.
  Value left = f.cmp(P::OLT, x, f.c(0.5));
  Value reflected = f.sub(f.c(1.0), x);
  Value right = logGammaRight(f, f.select(left, reflected, x));
  Value r = f.sub(x, math::RoundEvenOp::create(b, loc, x));
  Value sine = math::AbsFOp::create(
      b, loc, math::SinOp::create(b, loc, f.mul(f.c(llvm::numbers::pi), r)));
  Value reflection = f.sub(f.log(f.div(f.c(llvm::numbers::pi), sine)), right);
  Value inf = f.c(INFINITY);
  Value pole = f.cmp(P::OEQ, r, f.c(0.0));
  Value value = f.select(left, f.select(pole, inf, reflection), right);
  // +-inf (the reflection would give NaN at -inf) -> +inf.
  Value infinite = f.cmp(P::OEQ, math::AbsFOp::create(b, loc, x), inf);
  return f.select(infinite, inf, value);
}

Value digamma(OpBuilder &b, Location loc, Value x) {
  F64 f{b, loc};
  using P = arith::CmpFPredicate;
  Value zero = f.c(0.0), one = f.c(1.0), half = f.c(0.5);
  Value pi = f.c(llvm::numbers::pi);
  // x <= 0 by reflection: psi(x) = psi(1 - x) - pi / tan(pi x), with pi x
  // taken from the nearest integer so tan's argument stays small; a
  // non-positive integer (or -inf) is a pole: NaN, as Eigen's psi.
  Value negative = f.cmp(P::OLE, x, zero);
  Value floor = math::FloorOp::create(b, loc, x);
  Value pole = f.cmp(P::OEQ, floor, x);
  Value fraction = f.sub(x, floor);
  Value nearest =
      f.select(f.cmp(P::OGT, fraction, half), f.sub(fraction, one), fraction);
  Value cotangent = f.div(pi, math::TanOp::create(b, loc, f.mul(pi, nearest)));
  cotangent = f.select(f.cmp(P::OEQ, fraction, half), zero, cotangent);
  Value s = f.select(negative, f.sub(one, x), x);
  // psi(s) = psi(s + n) - sum_{k < n} 1 / (s + k): s moved up to 10 or more
  // (at most 10 steps), where the asymptotic series below holds to 1e-16.
  Value shift = zero;
  for (int step = 0; step < 10; ++step) {
    Value below = f.cmp(P::OLT, s, f.c(10.0));
    shift = f.select(below, f.add(shift, f.div(one, s)), shift);
    s = f.select(below, f.add(s, one), s);
  }
  // psi(s) ~ log s - 1/(2s) - sum_k B_2k / (2k s^2k), k = 1..7, in z =
  // 1/s^2 by Horner; beyond 1e17 the sum is below an ulp of log s.
  constexpr double kTail[] = {1.0 / 12,  -691.0 / 32760, 1.0 / 132, -1.0 / 240,
                              1.0 / 252, -1.0 / 120,     1.0 / 12};
  Value z = f.div(one, f.mul(s, s));
  Value poly = f.c(kTail[0]);
  for (double coefficient : ArrayRef(kTail).drop_front())
    poly = f.add(f.mul(poly, z), f.c(coefficient));
  Value tail = f.select(f.cmp(P::OLT, s, f.c(1e17)), f.mul(z, poly), zero);
  Value y = f.sub(f.sub(f.sub(f.log(s), f.div(half, s)), tail), shift);
  y = f.select(negative, f.sub(y, cotangent), y);
  // floor(-inf) is -inf: -inf is a pole too.
  Value atPole = arith::AndIOp::create(b, loc, negative, pole);
  return f.select(atPole, f.c(NAN), y);
}

} // namespace mlir::tagrad::special
