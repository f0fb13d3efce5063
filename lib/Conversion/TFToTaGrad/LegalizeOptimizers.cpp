//===- LegalizeOptimizers.cpp - The tf.compat.v1.train update ops --------===//
//
// Each optimizer's update op (ResourceApply* and ResourceSparseApply*) is
// one rule: which leading operands are the variable and its accumulators,
// where the gradient (and, sparse, the indices) is, and the element-wise
// update of TensorFlow's kernel (core/kernels/training_ops.cc). A dense op
// applies it to whole variables; a sparse op applies it row by row in the
// order of its indices, as TensorFlow's CPU kernels do (a repeated index
// sees the earlier update).
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

#include "TaGrad/TFFrontend/TFOpTable.h"

#include <array>

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// Float arithmetic on the scalars of a linalg body.
struct ScalarMath {
  OpBuilder &b;
  Location loc;
  Type type;

  Value c(double v) { return floatConstant(b, loc, type, v); }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value square(Value x) { return mul(x, x); }
  Value sqrt(Value x) { return math::SqrtOp::create(b, loc, x); }
  Value rsqrt(Value x) { return math::RsqrtOp::create(b, loc, x); }
  Value pow(Value x, Value y) { return math::PowFOp::create(b, loc, x, y); }
  Value oneMinus(Value x) { return sub(c(1.0), x); }
  Value abs(Value x) { return math::AbsFOp::create(b, loc, x); }
  Value max(Value x, Value y) {
    return arith::MaximumFOp::create(b, loc, x, y);
  }
  Value positive(Value x) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, c(0.0));
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// Eigen's sign(): -1, 0 or 1.
  Value sign(Value x) {
    Value negative =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, c(0.0));
    return select(positive(x), c(1.0), select(negative, c(-1.0), c(0.0)));
  }
  Value clamp(Value x, Value lo, Value hi) {
    return arith::MaximumFOp::create(
        b, loc, arith::MinimumFOp::create(b, loc, x, hi), lo);
  }
};

namespace {

// var -= alpha * delta
SmallVector<Value> gradientDescent(ScalarMath &s, ValueRange slots, Value grad,
                                   ValueRange hyper, bool) {
  return {s.sub(slots[0], s.mul(hyper[0], grad))};
}

// accum = accum * momentum + grad; var -= lr * accum, or with Nesterov
// var -= grad * lr + accum * momentum * lr. Hyper: lr, momentum.
SmallVector<Value> momentum(ScalarMath &s, ValueRange slots, Value grad,
                            ValueRange hyper, bool nesterov) {
  Value lr = hyper[0], m = hyper[1];
  Value accum = s.add(s.mul(slots[1], m), grad);
  Value step = nesterov ? s.add(s.mul(grad, lr), s.mul(s.mul(accum, m), lr))
                        : s.mul(accum, lr);
  return {s.sub(slots[0], step), accum};
}

/// Adam's step size and moments: alpha = lr sqrt(1 - beta2^t) / (1 -
/// beta1^t), m and v moved towards grad and grad^2. Slots: var, m, v.
/// Hyper: beta1_power, beta2_power, lr, beta1, beta2.
std::array<Value, 3> adamMoments(ScalarMath &s, ValueRange slots, Value grad,
                                 ValueRange hyper) {
  Value beta1Power = hyper[0], beta2Power = hyper[1], lr = hyper[2],
        beta1 = hyper[3], beta2 = hyper[4];
  Value alpha =
      s.div(s.mul(lr, s.sqrt(s.oneMinus(beta2Power))), s.oneMinus(beta1Power));
  Value m = s.add(slots[1], s.mul(s.sub(grad, slots[1]), s.oneMinus(beta1)));
  Value v = s.add(slots[2],
                  s.mul(s.sub(s.square(grad), slots[2]), s.oneMinus(beta2)));
  return {alpha, m, v};
}

// Hyper: beta1_power, beta2_power, lr, beta1, beta2, epsilon.
SmallVector<Value> adam(ScalarMath &s, ValueRange slots, Value grad,
                        ValueRange hyper, bool nesterov) {
  Value beta1 = hyper[3], epsilon = hyper[5];
  auto [alpha, m, v] = adamMoments(s, slots, grad, hyper);
  Value direction =
      nesterov ? s.add(s.mul(grad, s.oneMinus(beta1)), s.mul(beta1, m)) : m;
  Value step = s.div(s.mul(direction, alpha), s.add(s.sqrt(v), epsilon));
  return {s.sub(slots[0], step), m, v};
}

// Hyper: lr. update_slots=false leaves accum as it is.
SmallVector<Value> adagrad(ScalarMath &s, ValueRange slots, Value grad,
                           ValueRange hyper, bool updateSlots) {
  Value accum = updateSlots ? s.add(slots[1], s.square(grad)) : slots[1];
  return {s.sub(slots[0], s.mul(s.mul(hyper[0], grad), s.rsqrt(accum))), accum};
}

// Hyper: lr, epsilon.
SmallVector<Value> adagradV2(ScalarMath &s, ValueRange slots, Value grad,
                             ValueRange hyper, bool updateSlots) {
  Value accum = updateSlots ? s.add(slots[1], s.square(grad)) : slots[1];
  Value step = s.div(s.mul(hyper[0], grad), s.add(s.sqrt(accum), hyper[1]));
  return {s.sub(slots[0], step), accum};
}

// Slots: var, ms, mom. Hyper: lr, rho, momentum, epsilon.
SmallVector<Value> rmsProp(ScalarMath &s, ValueRange slots, Value grad,
                           ValueRange hyper, bool) {
  Value lr = hyper[0], rho = hyper[1], m = hyper[2], epsilon = hyper[3];
  Value ms =
      s.add(slots[1], s.mul(s.sub(s.square(grad), slots[1]), s.oneMinus(rho)));
  Value mom = s.add(s.mul(slots[2], m),
                    s.div(s.mul(grad, lr), s.sqrt(s.add(ms, epsilon))));
  return {s.sub(slots[0], mom), ms, mom};
}

// Slots: var, mg, ms, mom. Hyper: lr, rho, momentum, epsilon.
SmallVector<Value> centeredRmsProp(ScalarMath &s, ValueRange slots, Value grad,
                                   ValueRange hyper, bool) {
  Value lr = hyper[0], rho = hyper[1], m = hyper[2], epsilon = hyper[3];
  Value ms =
      s.add(slots[2], s.mul(s.sub(s.square(grad), slots[2]), s.oneMinus(rho)));
  Value mg = s.add(slots[1], s.mul(s.sub(grad, slots[1]), s.oneMinus(rho)));
  Value denominator = s.add(s.sub(ms, s.square(mg)), epsilon);
  Value mom =
      s.add(s.mul(slots[3], m), s.div(s.mul(grad, lr), s.sqrt(denominator)));
  return {s.sub(slots[0], mom), mg, ms, mom};
}

// Slots: var, accum, accum_update. Hyper: lr, rho, epsilon.
SmallVector<Value> adadelta(ScalarMath &s, ValueRange slots, Value grad,
                            ValueRange hyper, bool) {
  Value lr = hyper[0], rho = hyper[1], epsilon = hyper[2];
  Value accum =
      s.add(s.mul(slots[1], rho), s.mul(s.square(grad), s.oneMinus(rho)));
  Value update = s.mul(
      s.mul(s.sqrt(s.add(slots[2], epsilon)), s.rsqrt(s.add(accum, epsilon))),
      grad);
  Value accumUpdate =
      s.add(s.mul(slots[2], rho), s.mul(s.square(update), s.oneMinus(rho)));
  return {s.sub(slots[0], s.mul(update, lr)), accum, accumUpdate};
}

// Slots: var, accum, linear. Hyper: lr, l1, l2, [l2_shrinkage,] lr_power.
SmallVector<Value> ftrlWith(ScalarMath &s, ValueRange slots, Value grad,
                            Value lr, Value l1, Value l2, Value shrinkage,
                            Value lrPower) {
  Value var = slots[0], accum = slots[1], linear = slots[2];
  Value newAccum = s.add(accum, s.square(grad));
  Value gradToUse =
      shrinkage ? s.add(grad, s.mul(s.mul(s.c(2.0), shrinkage), var)) : grad;
  Value negPower = s.sub(s.c(0.0), lrPower);
  Value sigma =
      s.div(s.sub(s.pow(newAccum, negPower), s.pow(accum, negPower)), lr);
  Value newLinear = s.add(linear, s.sub(gradToUse, s.mul(sigma, var)));
  Value x = s.sub(s.clamp(newLinear, s.sub(s.c(0.0), l1), l1), newLinear);
  Value y = s.add(s.div(s.pow(newAccum, negPower), lr), s.mul(s.c(2.0), l2));
  return {s.div(x, y), newAccum, newLinear};
}

SmallVector<Value> ftrl(ScalarMath &s, ValueRange slots, Value grad,
                        ValueRange hyper, bool) {
  return ftrlWith(s, slots, grad, hyper[0], hyper[1], hyper[2], Value(),
                  hyper[3]);
}

SmallVector<Value> ftrlV2(ScalarMath &s, ValueRange slots, Value grad,
                          ValueRange hyper, bool) {
  return ftrlWith(s, slots, grad, hyper[0], hyper[1], hyper[2], hyper[3],
                  hyper[4]);
}

// The proximal step of FOBOS: with l1 > 0, var = sign(p) * max(|p| - lr *
// l1, 0) / (1 + lr * l2), else p / (1 + lr * l2), for p = var - lr * grad.
Value proximal(ScalarMath &s, Value var, Value grad, Value lr, Value l1,
               Value l2) {
  Value p = s.sub(var, s.mul(grad, lr));
  Value shrink = s.add(s.c(1.0), s.mul(l2, lr));
  Value thresholded =
      s.mul(s.sign(p), s.max(s.sub(s.abs(p), s.mul(lr, l1)), s.c(0.0)));
  return s.div(s.select(s.positive(l1), thresholded, p), shrink);
}

// Hyper: alpha, l1, l2.
SmallVector<Value> proximalGradientDescent(ScalarMath &s, ValueRange slots,
                                           Value grad, ValueRange hyper, bool) {
  return {proximal(s, slots[0], grad, hyper[0], hyper[1], hyper[2])};
}

// Slots: var, accum. Hyper: lr, l1, l2. The step size is lr / sqrt(accum).
SmallVector<Value> proximalAdagrad(ScalarMath &s, ValueRange slots, Value grad,
                                   ValueRange hyper, bool) {
  Value accum = s.add(slots[1], s.square(grad));
  Value lr = s.mul(hyper[0], s.rsqrt(accum));
  return {proximal(s, slots[0], grad, lr, hyper[1], hyper[2]), accum};
}

// Keras' momentum: accum = accum * momentum - grad * lr; var += accum, or
// with Nesterov var += accum * momentum - grad * lr. Hyper: lr, momentum.
SmallVector<Value> kerasMomentum(ScalarMath &s, ValueRange slots, Value grad,
                                 ValueRange hyper, bool nesterov) {
  Value lr = hyper[0], m = hyper[1];
  Value accum = s.sub(s.mul(slots[1], m), s.mul(grad, lr));
  Value step = nesterov ? s.sub(s.mul(accum, m), s.mul(grad, lr)) : accum;
  return {s.add(slots[0], step), accum};
}

// Slots: var, m, v. Hyper: beta1_power, lr, beta1, beta2, epsilon.
SmallVector<Value> adaMax(ScalarMath &s, ValueRange slots, Value grad,
                          ValueRange hyper, bool) {
  Value beta1Power = hyper[0], lr = hyper[1], beta1 = hyper[2],
        beta2 = hyper[3], epsilon = hyper[4];
  Value m = s.add(slots[1], s.mul(s.sub(grad, slots[1]), s.oneMinus(beta1)));
  Value v = s.max(s.mul(beta2, slots[2]), s.abs(grad));
  Value step =
      s.mul(s.div(lr, s.oneMinus(beta1Power)), s.div(m, s.add(v, epsilon)));
  return {s.sub(slots[0], step), m, v};
}

// Slots: var, m, v, vhat. Hyper: beta1_power, beta2_power, lr, beta1, beta2,
// epsilon.
SmallVector<Value> adamWithAmsgrad(ScalarMath &s, ValueRange slots, Value grad,
                                   ValueRange hyper, bool) {
  auto [alpha, m, v] = adamMoments(s, slots, grad, hyper);
  Value epsilon = hyper[5];
  Value vhat = s.max(slots[3], v);
  Value step = s.div(s.mul(m, alpha), s.add(s.sqrt(vhat), epsilon));
  return {s.sub(slots[0], step), m, v, vhat};
}

// Dual averaging: the accumulators gather grad and grad^2, and var is
// recomputed from them: -lr * shrink(g) / (l2 * step * lr + sqrt(gg)), with
// shrink(g) = sign(g) * max(|g| - l1 * step, 0) when l1 > 0, else g.
// Slots: var, g, gg. Hyper: lr, l1, l2, global_step.
SmallVector<Value> adagradDA(ScalarMath &s, ValueRange slots, Value grad,
                             ValueRange hyper, bool) {
  Value lr = hyper[0], l1 = hyper[1], l2 = hyper[2], step = hyper[3];
  Value g = s.add(slots[1], grad);
  Value gg = s.add(slots[2], s.square(grad));
  Value denominator = s.add(s.mul(l2, s.mul(step, lr)), s.sqrt(gg));
  Value minusLr = s.mul(lr, s.c(-1.0));
  Value shrunk = s.mul(s.mul(minusLr, s.sign(g)),
                       s.max(s.sub(s.abs(g), s.mul(step, l1)), s.c(0.0)));
  Value plain = s.mul(s.mul(lr, g), s.c(-1.0));
  return {s.div(s.select(s.positive(l1), shrunk, plain), denominator), g, gg};
}

/// TensorFlow's operand orders (ops/training_ops.cc).
const OptimizerRule kRules[] = {
    {"ResourceApplyGradientDescent", 1, 2, -1, gradientDescent},
    {"ResourceApplyMomentum", 2, 3, -1, momentum, "use_nesterov", false},
    {"ResourceSparseApplyMomentum", 2, 3, 4, momentum, "use_nesterov", false},
    {"ResourceApplyAdam", 3, 9, -1, adam, "use_nesterov", false},
    {"ResourceApplyAdagrad", 2, 3, -1, adagrad, "update_slots", true},
    {"ResourceSparseApplyAdagrad", 2, 3, 4, adagrad, "update_slots", true},
    {"ResourceApplyAdagradV2", 2, 4, -1, adagradV2, "update_slots", true},
    {"ResourceSparseApplyAdagradV2", 2, 4, 5, adagradV2, "update_slots", true},
    {"ResourceApplyRMSProp", 3, 7, -1, rmsProp},
    {"ResourceSparseApplyRMSProp", 3, 7, 8, rmsProp},
    {"ResourceApplyCenteredRMSProp", 4, 8, -1, centeredRmsProp},
    {"ResourceSparseApplyCenteredRMSProp", 4, 8, 9, centeredRmsProp},
    {"ResourceApplyAdadelta", 3, 6, -1, adadelta},
    {"ResourceSparseApplyAdadelta", 3, 6, 7, adadelta},
    {"ResourceApplyFtrl", 3, 3, -1, ftrl},
    {"ResourceSparseApplyFtrl", 3, 3, 4, ftrl},
    {"ResourceApplyFtrlV2", 3, 3, -1, ftrlV2},
    {"ResourceSparseApplyFtrlV2", 3, 3, 4, ftrlV2},
    {"ResourceApplyProximalGradientDescent", 1, 4, -1, proximalGradientDescent},
    {"ResourceSparseApplyProximalGradientDescent", 1, 4, 5,
     proximalGradientDescent},
    {"ResourceApplyProximalAdagrad", 2, 5, -1, proximalAdagrad},
    {"ResourceSparseApplyProximalAdagrad", 2, 5, 6, proximalAdagrad},
    {"ResourceApplyKerasMomentum", 2, 3, -1, kerasMomentum, "use_nesterov",
     false},
    {"ResourceSparseApplyKerasMomentum", 2, 3, 4, kerasMomentum, "use_nesterov",
     false},
    {"ResourceApplyAdaMax", 3, 8, -1, adaMax},
    {"ResourceApplyAdamWithAmsgrad", 4, 10, -1, adamWithAmsgrad},
    {"ResourceApplyAdagradDA", 3, 3, -1, adagradDA, "", false, 7},
    {"ResourceSparseApplyAdagradDA", 3, 3, 4, adagradDA, "", false, 8},
};

} // namespace

void Legalizer::registerOptimizerHandlers() {
  for (const OptimizerRule &rule : kRules) {
    Handler handler = [this, &rule](Operation *op, ArrayRef<Value> operands,
                                    SmallVectorImpl<Value> &) {
      return applyOptimizer(op, operands, rule);
    };
    handlers[rule.name] = handler;
    // The TF1 reference twin (ApplyAdam of ResourceApplyAdam), where
    // TensorFlow has one.
    StringRef twin = rule.name.drop_front(StringRef("Resource").size());
    if (tf::lookupTFOp(twin))
      handlers[twin] = returningRef(handler);
  }
}

LogicalResult Legalizer::applyOptimizer(Operation *op, ArrayRef<Value> operands,
                                        const OptimizerRule &rule) {
  unsigned numSlots = rule.numSlots, gradOperand = rule.gradOperand;
  int indicesOperand = rule.indicesOperand;
  UpdateFn update = rule.update;
  Location loc = op->getLoc();
  bool flag =
      !rule.flagAttr.empty() && boolAttr(op, rule.flagAttr, rule.flagDefault);
  if (boolAttr(op, "multiply_linear_by_lr", false))
    return error(op) << "supports multiply_linear_by_lr = false only";
  SmallVector<unsigned> ids;
  SmallVector<Value> slotValues;
  for (unsigned i = 0; i < numSlots; ++i) {
    FailureOr<unsigned> id = resourceOperand(op, i, Resource::Variable);
    if (failed(id))
      return failure();
    ids.push_back(*id);
    slotValues.push_back(slots[resources[*id].value]);
  }
  auto varType = dyn_cast<RankedTensorType>(slotValues[0].getType());
  if (!varType || !isFloat(varType.getElementType()))
    return error(op) << "needs a variable of a ranked float type, got "
                     << slotValues[0].getType();
  for (unsigned i = 1; i < numSlots; ++i)
    if (slotValues[i].getType() != varType)
      return error(op) << "needs accumulators of the variable's type "
                       << varType << ", got " << slotValues[i].getType()
                       << " as operand " << i;
  Value grad = toTensor(loc, operands[gradOperand]);
  auto gradType = dyn_cast<RankedTensorType>(grad.getType());
  SmallVector<Value> hyper;
  for (auto [i, v] : llvm::enumerate(operands)) {
    if (i < numSlots || i == gradOperand || int(i) == indicesOperand)
      continue;
    if (int(i) == rule.stepOperand) {
      Value step = toTensor(loc, v);
      auto t = dyn_cast<RankedTensorType>(step.getType());
      if (!t || t.getRank() != 0 || !t.getElementType().isSignlessInteger())
        return error(op) << "needs an integer scalar as operand " << i
                         << " (global_step), got " << v.getType();
      FailureOr<Value> asFloat =
          castElements(op, step, varType.getElementType());
      if (failed(asFloat))
        return failure();
      hyper.push_back(*asFloat);
      continue;
    }
    auto t = dyn_cast<RankedTensorType>(toTensor(loc, v).getType());
    if (!t || t.getRank() != 0 ||
        t.getElementType() != varType.getElementType())
      return error(op) << "needs a " << varType.getElementType()
                       << " scalar as operand " << i << ", got " << v.getType();
    hyper.push_back(v);
  }
  Type element = varType.getElementType();

  // The rule's result `k` over tensors of one shape.
  auto applyTo = [&](ValueRange slotTensors, Value gradTensor,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
    SmallVector<Value> inputs(slotTensors);
    inputs.push_back(gradTensor);
    llvm::append_range(inputs, hyper);
    for (unsigned k = 0; k < numSlots; ++k) {
      FailureOr<Value> result = elementwise(
          op, inputs, element,
          [&](OpBuilder &nb, Location nloc, ValueRange args) -> Value {
            ScalarMath s{nb, nloc, element};
            return update(s, args.take_front(numSlots), args[numSlots],
                          args.drop_front(numSlots + 1), flag)[k];
          });
      if (failed(result))
        return failure();
      results.push_back(*result);
    }
    return success();
  };

  SmallVector<Value> updated;
  if (indicesOperand < 0) {
    if (!gradType || gradType.getRank() != varType.getRank() ||
        !llvm::all_of(llvm::zip(gradType.getShape(), varType.getShape()),
                      [](auto dims) {
                        auto [g, v] = dims;
                        return ShapedType::isDynamic(g) ||
                               ShapedType::isDynamic(v) || g == v;
                      }))
      return error(op) << "var and grad do not have the same shape: " << varType
                       << " vs " << grad.getType();
    if (failed(applyTo(slotValues, grad, updated)))
      return failure();
  } else {
    // Row by row: grad is [N, var.shape[1:]...], indices [N].
    Value indices = toTensor(loc, operands[indicesOperand]);
    auto indicesType = dyn_cast<RankedTensorType>(indices.getType());
    if (!indicesType || indicesType.getRank() != 1)
      return error(op) << "needs indices that are a vector, got "
                       << indices.getType();
    if (varType.getRank() < 1 || !gradType ||
        gradType.getRank() != varType.getRank())
      return error(op) << "needs var and grad of the same rank (at least 1), "
                       << "got " << varType << " and " << grad.getType();
    for (int64_t d = 1; d < varType.getRank(); ++d)
      if (!gradType.isDynamicDim(d) && !varType.isDynamicDim(d) &&
          gradType.getDimSize(d) != varType.getDimSize(d))
        return error(op) << "var and grad must match in dimension " << d << ": "
                         << varType << " vs " << gradType;
    Value count = b.createOrFold<tensor::DimOp>(loc, indices, 0);
    Value gradRows = b.createOrFold<tensor::DimOp>(loc, grad, 0);
    runtimeCheck(loc,
                 b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                               count, gradRows),
                 "grad must be the same size as indices in the first "
                 "dimension.");
    Value varRows = b.createOrFold<tensor::DimOp>(loc, slotValues[0], 0);
    auto loop = scf::ForOp::create(b, loc, constantIndex(loc, 0), count,
                                   constantIndex(loc, 1), slotValues);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value i = loop.getInductionVar();
    Value raw = tensor::ExtractOp::create(b, loc, indices, i);
    Value row = arith::IndexCastOp::create(b, loc, b.getIndexType(), raw);
    Value outside = arith::OrIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, row,
                              constantIndex(loc, 0)),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, row, varRows));
    auto i64 = b.getI64Type();
    runtimeCheck(loc, outside,
                 "Index {0} at offset {1} in indices is out of "
                 "range",
                 {signExtendToI64(b, loc, raw),
                  arith::IndexCastOp::create(b, loc, i64, i).getResult()});
    // A row of each tensor: [1, rest...].
    auto rowOf = [&](Value tensor, Value at) {
      int64_t rank = varType.getRank();
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)),
          sizes = sizesOf(loc, tensor), strides(rank, b.getIndexAttr(1));
      offsets[0] = at;
      sizes[0] = b.getIndexAttr(1);
      return tensor::ExtractSliceOp::create(b, loc, tensor, offsets, sizes,
                                            strides)
          .getResult();
    };
    SmallVector<Value> rows;
    for (Value carried : loop.getRegionIterArgs())
      rows.push_back(rowOf(carried, row));
    SmallVector<Value> newRows;
    if (failed(applyTo(rows, rowOf(grad, i), newRows)))
      return failure();
    SmallVector<Value> yielded;
    for (auto [carried, newRow] :
         llvm::zip(loop.getRegionIterArgs(), newRows)) {
      int64_t rank = varType.getRank();
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0)),
          sizes = sizesOf(loc, newRow), strides(rank, b.getIndexAttr(1));
      offsets[0] = row;
      yielded.push_back(tensor::InsertSliceOp::create(b, loc, newRow, carried,
                                                      offsets, sizes, strides)
                            .getResult());
    }
    scf::YieldOp::create(b, loc, yielded);
    llvm::append_range(updated, loop.getResults());
  }
  for (auto [id, value] : llvm::zip(ids, updated))
    if (failed(assignVariable(op, value, id)))
      return failure();
  return success();
}

} // namespace mlir::tagrad::tf_legalize
