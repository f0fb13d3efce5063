//===- SpecialFunctions.cpp - lgamma and digamma, as IR -------------------===//
//
// lgamma and digamma are branch-free element bodies (selects, no loops), so
// they stay inside a linalg.generic and vectorize like the other
// element-wise ops; zeta's direct sum is a loop whose length depends on q.
//
//===----------------------------------------------------------------------===//

#include "SpecialFunctions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

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

Value zeta(OpBuilder &b, Location loc, Value x, Value q) {
  F64 f{b, loc};
  using P = arith::CmpFPredicate;
  Value one = f.c(1.0), zero = f.c(0.0), nine = f.c(9.0);
  // Eigen's direct sum: (k + q)^-x for k = 0..n, n the first count of at
  // least 9 with q + n > 9; then the Euler-Maclaurin tail at w = q + n:
  // w^(1-x) / (x - 1) - w^-x / 2 + sum_j x (x+1) ... (x+2j-2) w^(-x-2j+1)
  // B_2j / (2j)!, 12 terms. For a negative q the direct sum is long; 2^20
  // terms bound it (q of -10^6 and below is past any loss TensorFlow
  // computes).
  Value past = f.add(math::FloorOp::create(b, loc, f.sub(nine, q)), one);
  Value terms = arith::MaximumFOp::create(
      b, loc, nine, arith::MinimumFOp::create(b, loc, past, f.c(1 << 20)));
  // NaN q gives NaN terms: run nine (the result is NaN anyway).
  terms = f.select(f.cmp(P::UNO, terms, terms), nine, terms);
  Value count =
      arith::FPToSIOp::create(b, loc, b.getI64Type(), f.add(terms, one));
  Value upper = arith::IndexCastOp::create(b, loc, b.getIndexType(), count);
  Value lower = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  auto negPow = [&](OpBuilder &pb, Location ploc, Value base) -> Value {
    return math::PowFOp::create(pb, ploc, base,
                                arith::NegFOp::create(pb, ploc, x));
  };
  auto loop = scf::ForOp::create(
      b, loc, lower, upper, step, ValueRange{zero},
      [&](OpBuilder &lb, Location lloc, Value k, ValueRange sum) {
        Value kf = arith::SIToFPOp::create(
            lb, lloc, lb.getF64Type(),
            arith::IndexCastOp::create(lb, lloc, lb.getI64Type(), k));
        Value term = negPow(lb, lloc, arith::AddFOp::create(lb, lloc, kf, q));
        scf::YieldOp::create(
            lb, lloc,
            ValueRange{arith::AddFOp::create(lb, lloc, sum[0], term)});
      });
  Value s = loop.getResult(0);
  Value w = f.add(q, terms);
  Value b0 = negPow(b, loc, w); // w^-x
  s = f.add(s, f.div(f.mul(b0, w), f.sub(x, one)));
  s = f.sub(s, f.mul(f.c(0.5), b0));
  // (2j)! / B_2j for j = 1..12, from the Bernoulli numbers.
  constexpr double kBernoulli[][2] = {
      {1, 6},       {-1, 30},       {1, 42},       {-1, 30},
      {5, 66},      {-691, 2730},   {7, 6},        {-3617, 510},
      {43867, 798}, {-174611, 330}, {854513, 138}, {-236364091, 2730}};
  Value a = one, power = b0, k = zero;
  double factorial = 1;
  for (int j = 0; j < 12; ++j) {
    factorial *= (2 * j + 1) * (2 * j + 2);
    double divisor = factorial * kBernoulli[j][1] / kBernoulli[j][0];
    a = f.mul(a, f.add(x, k));
    power = f.div(power, w);
    s = f.add(s, f.div(f.mul(a, power), f.c(divisor)));
    k = f.add(k, one);
    a = f.mul(a, f.add(x, k));
    power = f.div(power, w);
    k = f.add(k, one);
  }
  // Eigen's domain.
  Value inf = f.c(INFINITY), nan = f.c(NAN);
  Value xInteger = f.cmp(P::OEQ, math::FloorOp::create(b, loc, x), x);
  Value qInteger = f.cmp(P::OEQ, math::FloorOp::create(b, loc, q), q);
  Value xEven = f.cmp(
      P::OEQ,
      f.mul(f.c(2.0), math::FloorOp::create(b, loc, f.mul(x, f.c(0.5)))), x);
  Value qPositive = f.cmp(P::OGT, q, zero);
  Value atPole =
      f.select(arith::AndIOp::create(b, loc, xInteger, xEven), inf, nan);
  Value result = f.select(
      qPositive, s, f.select(qInteger, atPole, f.select(xInteger, s, nan)));
  // Every term of an infinite q is 0.
  result = f.select(f.cmp(P::OEQ, q, inf), f.c(0.0), result);
  result = f.select(f.cmp(P::OLT, x, one), nan, result);
  return f.select(f.cmp(P::OEQ, x, one), inf, result);
}

Value polygamma(OpBuilder &b, Location loc, Value n, Value x) {
  F64 f{b, loc};
  using P = arith::CmpFPredicate;
  Value one = f.c(1.0);
  Value next = f.add(n, one);
  // (-1)^(n+1) n! zeta(n + 1, x); n! as exp(lgamma(n + 1)), as Eigen.
  Value factorial = math::ExpOp::create(b, loc, logGamma(b, loc, next));
  Value odd = f.cmp(
      P::ONE,
      f.mul(f.c(2.0), math::FloorOp::create(b, loc, f.mul(next, f.c(0.5)))),
      next);
  Value sign = f.select(odd, f.c(-1.0), one);
  Value value = f.mul(f.mul(sign, factorial), zeta(b, loc, next, x));
  Value integer = f.cmp(P::OEQ, math::FloorOp::create(b, loc, n), n);
  value = f.select(f.cmp(P::OEQ, n, f.c(0.0)), digamma(b, loc, x), value);
  return f.select(integer, value, f.c(NAN));
}

Value ndtri(OpBuilder &b, Location loc, Value p) {
  F64 f{b, loc};
  using P = arith::CmpFPredicate;
  Value zero = f.c(0.0), half = f.c(0.5), one = f.c(1.0);
  // The lower tail q = min(p, 1 - p) (1 - p is exact for p >= 1/2), the
  // sign restored at the end; outside (0, 1) a stand-in q = 1/2.
  Value upper = f.cmp(P::OGT, p, half);
  Value inside = arith::AndIOp::create(b, loc, f.cmp(P::OGT, p, zero),
                                       f.cmp(P::OLT, p, one));
  Value q = f.select(inside, f.select(upper, f.sub(one, p), p), half);
  // Abramowitz and Stegun 26.2.23 (absolute error below 4.5e-4) ...
  Value t = math::SqrtOp::create(b, loc, f.mul(f.c(-2.0), f.log(q)));
  Value numerator = f.add(
      f.c(2.515517), f.mul(t, f.add(f.c(0.802853), f.mul(t, f.c(0.010328)))));
  Value denominator = f.add(
      one,
      f.mul(t, f.add(f.c(1.432788),
                     f.mul(t, f.add(f.c(0.189269), f.mul(t, f.c(0.001308)))))));
  Value x = f.sub(f.div(numerator, denominator), t);
  // ... then Halley's steps on Phi(x) = q (cubic: 4.5e-4, 1e-10, below
  // f64's rounding). Phi(x) = erfc(-x / sqrt 2) / 2 keeps its relative
  // digits in the tail; the step's e / phi(x) is taken as exp(log|e| +
  // x^2 / 2 + log sqrt(2 pi)), which neither overflows nor divides by an
  // underflowed density.
  Value halfLog2Pi = f.c(0.5 * std::log(2.0 * llvm::numbers::pi));
  for (int step = 0; step < 3; ++step) {
    Value phi = f.mul(
        half,
        math::ErfcOp::create(b, loc, f.mul(x, f.c(-llvm::numbers::inv_sqrt2))));
    Value e = f.sub(phi, q);
    Value scale =
        math::ExpOp::create(b, loc,
                            f.add(f.add(f.log(math::AbsFOp::create(b, loc, e)),
                                        f.mul(half, f.mul(x, x))),
                                  halfLog2Pi));
    Value u = math::CopySignOp::create(b, loc, scale, e);
    x = f.sub(x, f.div(u, f.add(one, f.mul(f.mul(half, x), u))));
  }
  Value value = f.select(upper, arith::NegFOp::create(b, loc, x), x);
  // The median exactly (the steps stop within 1e-18 of it), ndtri(0) = -inf,
  // ndtri(1) = +inf, NaN outside [0, 1] and for NaN.
  value = f.select(f.cmp(P::OEQ, p, half), zero, value);
  value = f.select(f.cmp(P::OEQ, p, zero), f.c(-INFINITY), value);
  value = f.select(f.cmp(P::OEQ, p, one), f.c(INFINITY), value);
  Value valid = arith::AndIOp::create(b, loc, f.cmp(P::OGE, p, zero),
                                      f.cmp(P::OLE, p, one));
  return f.select(valid, value, f.c(NAN));
}

} // namespace mlir::tagrad::special
