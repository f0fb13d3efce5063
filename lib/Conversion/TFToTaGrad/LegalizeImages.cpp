//===- LegalizeImages.cpp - tf.image: resizes, crops, contrast ------------===//
//
// ResizeNearestNeighbor, ResizeBilinear and ResizeBicubic and their
// gradients (NHWC, static spatial sizes, a constant target size), as
// TensorFlow's kernels sample and sum; CropAndResize and its image and box
// gradients (ROI crops); AdjustContrastv2, AdjustHue, AdjustSaturation;
// RGBToHSV and HSVToRGB; ImageProjectiveTransformV2 and V3 (Keras'
// RandomRotation, RandomTranslation, RandomZoom), whose gradient TensorFlow
// builds from the op itself and MatrixInverse.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

/// The input row (or column) TensorFlow's nearest-neighbour resize reads
/// for output row `y` (core/kernels/image/resize_nearest_neighbor_op.cc):
/// scale = in / out (align_corners: (in - 1) / (out - 1)), the row
/// floor(y * scale) (half_pixel_centers: (y + 0.5) * scale; align_corners:
/// rounded), at most in - 1.
static Value nearestSource(OpBuilder &b, Location loc, Value y, int64_t in,
                           int64_t out, bool alignCorners,
                           bool halfPixelCenters) {
  float scale = alignCorners && out > 1 ? float(in - 1) / float(out - 1)
                                        : float(in) / float(out);
  Type f32 = b.getF32Type();
  Value yf = arith::UIToFPOp::create(
      b, loc, f32, arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
  if (halfPixelCenters)
    yf = arith::AddFOp::create(b, loc, yf, floatConstant(b, loc, f32, 0.5));
  Value scaled =
      arith::MulFOp::create(b, loc, yf, floatConstant(b, loc, f32, scale));
  Value rounded = alignCorners
                      ? math::RoundOp::create(b, loc, scaled).getResult()
                      : math::FloorOp::create(b, loc, scaled).getResult();
  Value source = arith::IndexCastOp::create(
      b, loc, b.getIndexType(),
      arith::FPToSIOp::create(b, loc, b.getI64Type(), rounded));
  source = arith::MinSIOp::create(
      b, loc, source, arith::ConstantIndexOp::create(b, loc, in - 1));
  return arith::MaxSIOp::create(b, loc, source,
                                arith::ConstantIndexOp::create(b, loc, 0));
}

/// Bilinear resampling's source along one axis for output position `y`
/// (TensorFlow's compute_interpolation_weights): in = y * scale
/// (half_pixel_centers: (y + 0.5) * scale - 0.5), the rows
/// max(floor(in), 0) and min(ceil(in), in_size - 1), weighted by
/// in - floor(in).
struct BilinearSource {
  Value lower, upper, lerp;
};
static BilinearSource bilinearSource(OpBuilder &b, Location loc, Value y,
                                     int64_t in, int64_t out, bool alignCorners,
                                     bool halfPixelCenters) {
  float scale = alignCorners && out > 1 ? float(in - 1) / float(out - 1)
                                        : float(in) / float(out);
  Type f32 = b.getF32Type();
  Value yf = arith::UIToFPOp::create(
      b, loc, f32, arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
  if (halfPixelCenters)
    yf = arith::AddFOp::create(b, loc, yf, floatConstant(b, loc, f32, 0.5));
  Value source =
      arith::MulFOp::create(b, loc, yf, floatConstant(b, loc, f32, scale));
  if (halfPixelCenters)
    source =
        arith::SubFOp::create(b, loc, source, floatConstant(b, loc, f32, 0.5));
  Value low = math::FloorOp::create(b, loc, source);
  Value high = math::CeilOp::create(b, loc, source);
  auto toIndex = [&](Value v) -> Value {
    return arith::IndexCastOp::create(
        b, loc, b.getIndexType(),
        arith::FPToSIOp::create(b, loc, b.getI64Type(), v));
  };
  BilinearSource result;
  result.lower = arith::MaxSIOp::create(
      b, loc, toIndex(low), arith::ConstantIndexOp::create(b, loc, 0));
  result.upper = arith::MinSIOp::create(
      b, loc, toIndex(high), arith::ConstantIndexOp::create(b, loc, in - 1));
  result.lerp = arith::SubFOp::create(b, loc, source, low);
  return result;
}

/// Bicubic resampling's four taps along one axis for output position `y`,
/// as TensorFlow's resize_bicubic_op.cc computes them: in = y * scale
/// (half_pixel_centers: (y + 0.5) * scale - 0.5), the taps floor(in) - 1 ..
/// floor(in) + 2 clamped into the input, weighted by Keys' cubic
/// convolution sampled at round(1024 (in - floor(in))) / 1024 as its table
/// holds it (a = -0.75; with half_pixel_centers a = -0.5, taps outside the
/// input weigh 0 and the weights are renormalized).
struct BicubicSource {
  std::array<Value, 4> index, weight;
};
static BicubicSource bicubicSource(OpBuilder &b, Location loc, Value y,
                                   int64_t in, int64_t out, bool alignCorners,
                                   bool halfPixelCenters) {
  constexpr int64_t kTableSize = 1024;
  float scale = alignCorners && out > 1 ? float(in - 1) / float(out - 1)
                                        : float(in) / float(out);
  Type f32 = b.getF32Type(), f64 = b.getF64Type(), i64 = b.getI64Type();
  Value yf = arith::UIToFPOp::create(
      b, loc, f32, arith::IndexCastOp::create(b, loc, i64, y));
  if (halfPixelCenters)
    yf = arith::AddFOp::create(b, loc, yf, floatConstant(b, loc, f32, 0.5));
  Value source =
      arith::MulFOp::create(b, loc, yf, floatConstant(b, loc, f32, scale));
  if (halfPixelCenters)
    source =
        arith::SubFOp::create(b, loc, source, floatConstant(b, loc, f32, 0.5));
  Value floor = math::FloorOp::create(b, loc, source);
  Value base = arith::FPToSIOp::create(b, loc, i64, floor);
  Value delta = arith::SubFOp::create(b, loc, source, floor);
  // lrintf: to nearest, ties to even.
  Value offset = arith::FPToSIOp::create(
      b, loc, i64,
      math::RoundEvenOp::create(
          b, loc,
          arith::MulFOp::create(b, loc, delta,
                                floatConstant(b, loc, f32, kTableSize))));
  double a = halfPixelCenters ? -0.5 : -0.75;
  auto c64 = [&](double v) { return floatConstant(b, loc, f64, v); };
  auto mul = [&](Value x, Value y) -> Value {
    return arith::MulFOp::create(b, loc, x, y);
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddFOp::create(b, loc, x, y);
  };
  // The table's entries at i: x = i / 1024 and x + 1, in double, stored as
  // float.
  auto tableX = [&](Value i) -> Value {
    return arith::DivFOp::create(
        b, loc, arith::SIToFPOp::create(b, loc, f64, i), c64(kTableSize));
  };
  auto near = [&](Value i) -> Value { // ((a + 2) x - (a + 3)) x x + 1
    Value x = tableX(i);
    return arith::TruncFOp::create(
        b, loc, f32,
        add(mul(mul(add(mul(c64(a + 2), x), c64(-(a + 3))), x), x), c64(1.0)));
  };
  auto far = [&](Value i) -> Value { // ((a x - 5a) x + 8a) x - 4a, x + 1
    Value x = add(tableX(i), c64(1.0));
    return arith::TruncFOp::create(
        b, loc, f32,
        add(mul(add(mul(add(mul(c64(a), x), c64(-5 * a)), x), c64(8 * a)), x),
            c64(-4 * a)));
  };
  Value rest = arith::SubIOp::create(
      b, loc, arith::ConstantIntOp::create(b, loc, kTableSize, 64), offset);
  BicubicSource result;
  result.weight = {far(offset), near(offset), near(rest), far(rest)};
  Value zero = floatConstant(b, loc, f32, 0.0);
  Value sum = zero;
  for (int k = 0; k < 4; ++k) {
    Value tap = arith::AddIOp::create(
        b, loc, base, arith::ConstantIntOp::create(b, loc, k - 1, 64));
    Value bounded = arith::MinSIOp::create(
        b, loc,
        arith::MaxSIOp::create(b, loc, tap,
                               arith::ConstantIntOp::create(b, loc, 0, 64)),
        arith::ConstantIntOp::create(b, loc, in - 1, 64));
    result.index[k] =
        arith::IndexCastOp::create(b, loc, b.getIndexType(), bounded);
    if (halfPixelCenters) {
      Value inside =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bounded, tap);
      result.weight[k] =
          arith::SelectOp::create(b, loc, inside, result.weight[k], zero);
      sum = arith::AddFOp::create(b, loc, sum, result.weight[k]);
    }
  }
  if (halfPixelCenters) {
    // Renormalized unless the sum is (nearly) 0.
    Value big = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OGE, math::AbsFOp::create(b, loc, sum),
        floatConstant(b, loc, f32, 1000.0 * std::numeric_limits<float>::min()));
    Value inverse = arith::SelectOp::create(
        b, loc, big,
        arith::DivFOp::create(b, loc, floatConstant(b, loc, f32, 1.0), sum),
        floatConstant(b, loc, f32, 1.0));
    for (Value &w : result.weight)
      w = arith::MulFOp::create(b, loc, w, inverse);
  }
  return result;
}

/// A crop position's tap, clamped into the input.
static Value cropIndex(OpBuilder &b, Location loc, Value position, int64_t in) {
  Value i = arith::FPToSIOp::create(b, loc, b.getI64Type(), position);
  i = arith::MinSIOp::create(
      b, loc,
      arith::MaxSIOp::create(b, loc, i,
                             arith::ConstantIntOp::create(b, loc, 0, 64)),
      arith::ConstantIntOp::create(b, loc, in - 1, 64));
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), i);
}

/// Where output row (or column) `y` of a crop of box edges [lo, hi] (normalized
/// coordinates) samples an input of `in` rows, as TensorFlow's
/// crop_and_resize_op.cc computes it in float: lo (in - 1) + y (hi - lo)
/// (in - 1) / (crop - 1), or the box's middle for a crop of one; `inside`
/// is false past the input's edges (the extrapolation value goes there).
struct CropSource {
  Value position, inside;
  // The taps: floor and ceil of the position and the weight of the ceil
  // (bilinear), the rounded position (nearest); clamped into the input for
  // the reads of out-of-range positions, which are not used.
  Value lower, upper, lerp, nearest;
};
static CropSource cropSource(OpBuilder &b, Location loc, Value y, Value lo,
                             Value hi, int64_t in, int64_t crop) {
  Type f32 = b.getF32Type();
  Value last = floatConstant(b, loc, f32, double(in - 1));
  Value position;
  if (crop > 1) {
    Value scale = arith::DivFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, arith::SubFOp::create(b, loc, hi, lo),
                              last),
        floatConstant(b, loc, f32, double(crop - 1)));
    Value yf = arith::UIToFPOp::create(
        b, loc, f32, arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
    position =
        arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, lo, last),
                              arith::MulFOp::create(b, loc, yf, scale));
  } else {
    position = arith::MulFOp::create(
        b, loc,
        arith::MulFOp::create(b, loc, floatConstant(b, loc, f32, 0.5),
                              arith::AddFOp::create(b, loc, lo, hi)),
        last);
  }
  Value inside = arith::AndIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, position,
                            floatConstant(b, loc, f32, 0.0)),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE, position, last));
  Value floor = math::FloorOp::create(b, loc, position);
  return {position,
          inside,
          cropIndex(b, loc, floor, in),
          cropIndex(b, loc, math::CeilOp::create(b, loc, position), in),
          arith::SubFOp::create(b, loc, position, floor),
          cropIndex(b, loc, math::RoundOp::create(b, loc, position), in)};
}

/// An input position a resize output pixel read, and its weights along the
/// rows and columns (none for the nearest pixel).
struct Tap {
  Value row, col, rowWeight, colWeight;
};

/// A resize's gradient: `init` (the input's shape, zeros) with each [N, C]
/// slice of `grads` added into the input positions `taps` gives for its
/// output row and column, times their weights, in order: one pass over
/// the gradient's rows and columns, as TensorFlow's kernels add them.
static Value addIntoTaps(
    OpBuilder &b, Location loc, Value grads, Value init,
    function_ref<SmallVector<Tap>(OpBuilder &, Location, Value, Value)> taps) {
  auto gradType = cast<RankedTensorType>(grads.getType());
  auto accType = cast<RankedTensorType>(init.getType());
  auto index = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  };
  SmallVector<OpFoldResult> sliceSizes = {
      tensor::getMixedSize(b, loc, grads, 0), b.getIndexAttr(1),
      b.getIndexAttr(1), tensor::getMixedSize(b, loc, grads, 3)};
  SmallVector<OpFoldResult> strides(4, b.getIndexAttr(1));
  auto sliceOf = [&](Type element) {
    return RankedTensorType::get(
        {gradType.getDimSize(0), gradType.getDimSize(3)}, element);
  };
  auto rows = scf::ForOp::create(
      b, loc, index(0), index(gradType.getDimSize(1)), index(1),
      ValueRange{init},
      [&](OpBuilder &rb, Location rloc, Value y, ValueRange rowAcc) {
        auto cols = scf::ForOp::create(
            rb, rloc, index(0), index(gradType.getDimSize(2)), index(1), rowAcc,
            [&](OpBuilder &cb, Location cloc, Value x, ValueRange colAcc) {
              Value g = tensor::ExtractSliceOp::create(
                  cb, cloc, sliceOf(gradType.getElementType()), grads,
                  SmallVector<OpFoldResult>{cb.getIndexAttr(0), y, x,
                                            cb.getIndexAttr(0)},
                  sliceSizes, strides);
              Value acc = colAcc[0];
              for (const Tap &tap : taps(cb, cloc, y, x)) {
                SmallVector<OpFoldResult> at = {cb.getIndexAttr(0), tap.row,
                                                tap.col, cb.getIndexAttr(0)};
                auto sliceType = sliceOf(accType.getElementType());
                Value current = tensor::ExtractSliceOp::create(
                    cb, cloc, sliceType, acc, at, sliceSizes, strides);
                auto added = linalg::GenericOp::create(
                    cb, cloc, sliceType, ValueRange{g}, ValueRange{current},
                    SmallVector<AffineMap>(2, cb.getMultiDimIdentityMap(2)),
                    SmallVector<utils::IteratorType>(
                        2, utils::IteratorType::parallel),
                    [&](OpBuilder &nb, Location nloc, ValueRange args) {
                      Value v = args[0];
                      if (tap.rowWeight)
                        v = arith::MulFOp::create(
                            nb, nloc,
                            arith::MulFOp::create(nb, nloc, v, tap.rowWeight),
                            tap.colWeight);
                      linalg::YieldOp::create(
                          nb, nloc,
                          arith::AddFOp::create(nb, nloc, args[1], v)
                              .getResult());
                    });
                acc = tensor::InsertSliceOp::create(
                    cb, cloc, added.getResult(0), acc, at, sliceSizes, strides);
              }
              scf::YieldOp::create(cb, cloc, acc);
            });
        scf::YieldOp::create(rb, rloc, cols.getResults());
      });
  return rows.getResult(0);
}

/// static_cast<int64_t>(float) as TensorFlow's x86 kernels compute it
/// (cvttss2si): truncated toward zero, INT64_MIN for NaN and for values
/// outside the int64 range (an out-of-range fptosi is poison in LLVM).
static Value truncToI64(OpBuilder &b, Location loc, Value v) {
  Type i64 = b.getI64Type();
  Value inRange = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OLT, math::AbsFOp::create(b, loc, v),
      floatConstant(b, loc, v.getType(), 9223372036854775808.0));
  Value safe = arith::SelectOp::create(b, loc, inRange, v,
                                       floatConstant(b, loc, v.getType(), 0.0));
  return arith::SelectOp::create(
      b, loc, inRange, arith::FPToSIOp::create(b, loc, i64, safe),
      arith::ConstantIntOp::create(b, loc, i64,
                                   std::numeric_limits<int64_t>::min()));
}

namespace {
/// ImageProjectiveTransformV2/V3's fill_mode.
enum class FillMode { Reflect, Wrap, Constant, Nearest };
} // namespace

/// TensorFlow's MapCoordinate (core/kernels/image/image_ops.h): an input
/// coordinate `in` (f32) along an axis of `len` (i64) pixels mapped into
/// [0, len - 1] by the fill mode (CONSTANT keeps it; the caller fills),
/// with its float and integer arithmetic: REFLECT folds by 2 len, WRAP
/// shifts by multiples of len counted in len - 1 steps, both then clamped
/// (as Eigen's clamp: a NaN stays NaN).
static Value mapCoordinate(OpBuilder &b, Location loc, Value in, Value len,
                           FillMode mode) {
  Type f32 = b.getF32Type();
  auto k = [&](double v) { return floatConstant(b, loc, f32, v); };
  auto i64 = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), v).getResult();
  };
  auto toF = [&](Value i) -> Value {
    return arith::SIToFPOp::create(b, loc, f32, i);
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddFOp::create(b, loc, x, y);
  };
  auto sub = [&](Value x, Value y) -> Value {
    return arith::SubFOp::create(b, loc, x, y);
  };
  auto div = [&](Value x, Value y) -> Value {
    return arith::DivFOp::create(b, loc, x, y);
  };
  auto muli = [&](Value x, Value y) -> Value {
    return arith::MulIOp::create(b, loc, x, y);
  };
  auto less = [&](Value x, Value y) -> Value {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, y);
  };
  auto select = [&](Value c, Value x, Value y) -> Value {
    return arith::SelectOp::create(b, loc, c, x, y);
  };
  Value last = toF(arith::SubIOp::create(b, loc, len, i64(1)));
  // std::min(std::max(x, 0), len - 1).
  auto clamp = [&](Value x) {
    x = select(less(x, k(0.0)), k(0.0), x);
    return select(less(last, x), last, x);
  };
  if (mode == FillMode::Constant)
    return in;
  if (mode == FillMode::Nearest)
    return clamp(in);
  Value below = less(in, k(0.0)), above = less(last, in);
  Value single =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, len, i64(1));
  Value low, high;
  if (mode == FillMode::Reflect) {
    // [abcd] as [dcba|abcd|dcba].
    Value size2 = muli(len, i64(2));
    Value size2F = toF(size2);
    low = add(toF(muli(size2, truncToI64(b, loc,
                                         div(arith::NegFOp::create(b, loc, in),
                                             size2F)))),
              in);
    low = select(less(low, toF(arith::SubIOp::create(b, loc, i64(0), len))),
                 add(low, size2F),
                 sub(arith::NegFOp::create(b, loc, low), k(1.0)));
    high = sub(in, toF(muli(size2, truncToI64(b, loc, div(in, size2F)))));
    high = select(arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, high,
                                        toF(len)),
                  sub(sub(size2F, high), k(1.0)), high);
  } else {
    // [abcd] as [abcd|abcd|abcd], in TensorFlow's steps of len - 1.
    Value steps = last;
    low = add(
        in,
        toF(muli(len,
                 arith::AddIOp::create(
                     b, loc,
                     truncToI64(b, loc,
                                div(arith::NegFOp::create(b, loc, in), steps)),
                     i64(1)))));
    high = sub(in, toF(muli(len, truncToI64(b, loc, div(in, steps)))));
  }
  Value mapped = select(below, select(single, k(0.0), low),
                        select(above, select(single, k(0.0), high), in));
  return clamp(mapped);
}

void Legalizer::registerImageHandlers() {
  auto &h = handlers;
  // ResizeNearestNeighbor (Keras' UpSampling2D) and its gradient, NHWC with
  // static spatial sizes and a constant target size.
  auto resizeSizes = [this](Operation *op, Value input, Value size,
                            RankedTensorType &type, int64_t &height,
                            int64_t &width) -> LogicalResult {
    type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type.getRank() != 4 || type.isDynamicDim(1) ||
        type.isDynamicDim(2))
      return error(op) << "needs a 4-d input with static height and width, "
                          "got "
                       << input.getType();
    FailureOr<SmallVector<int64_t>> hw = constInts(op, size, "size");
    if (failed(hw))
      return failure();
    if (hw->size() != 2 || (*hw)[0] <= 0 || (*hw)[1] <= 0)
      return error(op) << "needs a size of two positive values";
    height = (*hw)[0];
    width = (*hw)[1];
    return success();
  };
  h["ResizeNearestNeighbor"] =
      [this, resizeSizes](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value input = toTensor(loc, operands[0]);
    RankedTensorType type;
    int64_t height, width;
    if (failed(resizeSizes(op, input, operands[1], type, height, width)))
      return failure();
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    Value init = tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
    SmallVector<AffineMap> maps = {b.getMultiDimIdentityMap(4)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    int64_t inH = type.getDimSize(1), inW = type.getDimSize(2);
    auto generic = linalg::GenericOp::create(
        b, loc, init.getType(), ValueRange{}, init, maps, iterators,
        [&](OpBuilder &nb, Location nloc, ValueRange) {
          Value n = linalg::IndexOp::create(nb, nloc, 0);
          Value y =
              nearestSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 1), inH,
                            height, align, half);
          Value x =
              nearestSource(nb, nloc, linalg::IndexOp::create(nb, nloc, 2), inW,
                            width, align, half);
          Value c = linalg::IndexOp::create(nb, nloc, 3);
          linalg::YieldOp::create(
              nb, nloc,
              tensor::ExtractOp::create(nb, nloc, input, ValueRange{n, y, x, c})
                  .getResult());
        });
    results.push_back(generic.getResult(0));
    return success();
  };
  // What the colour ops share: the three channels of `input`'s last
  // dimension (TensorFlow's check, `message`, at compile or run time), one
  // element-wise op per output channel over them and `extra`, and the
  // channels set side by side again.
  auto mapThreeChannels =
      [this](Operation *op, Value input, ArrayRef<Value> extra,
             StringRef message,
             function_ref<Value(int64_t, OpBuilder &, Location, ValueRange)>
                 channel) -> FailureOr<Value> {
    Location loc = op->getLoc();
    auto type = cast<RankedTensorType>(input.getType());
    Type element = type.getElementType();
    int64_t rank = type.getRank(), last = rank - 1;
    Value channels = b.createOrFold<tensor::DimOp>(loc, input, last);
    if (failed(requireOrError(
            op,
            b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                          channels, constantIndex(loc, 3)),
            message,
            {b.createOrFold<arith::IndexCastOp>(loc, b.getI64Type(),
                                                channels)})))
      return failure();
    SmallVector<Value> planes;
    SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
    sizes[last] = b.getIndexAttr(1);
    SmallVector<int64_t> shape(type.getShape());
    shape[last] = 1;
    for (int64_t c = 0; c < 3; ++c) {
      SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
      offsets[last] = b.getIndexAttr(c);
      planes.push_back(tensor::ExtractSliceOp::create(
          b, loc, RankedTensorType::get(shape, element), input, offsets, sizes,
          SmallVector<OpFoldResult>(rank, b.getIndexAttr(1))));
    }
    llvm::append_range(planes, extra);
    SmallVector<Value> outputs;
    for (int64_t c = 0; c < 3; ++c) {
      FailureOr<Value> plane = elementwise(
          op, planes, element, [&](OpBuilder &nb, Location l, ValueRange p) {
            return channel(c, nb, l, p);
          });
      if (failed(plane))
        return failure();
      outputs.push_back(*plane);
    }
    return concat(op, outputs, last);
  };
  // RGBToHSV and HSVToRGB (tf.image.rgb_to_hsv, hsv_to_rgb) on the last
  // dimension, of 3 channels, as TensorFlow's CPU kernels compute each
  // channel: one element-wise op per output channel over the input's three.
  auto colorSpace = [this, mapThreeChannels](bool toHsv) {
    return [this, toHsv, mapThreeChannels](
               Operation *op, ArrayRef<Value> operands,
               SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      if (!type || type.getRank() < 1)
        return error(op) << "needs a ranked input of rank 1 or more, got "
                         << input.getType();
      Type element = type.getElementType();
      if (!isFloat(element))
        return error(op) << "needs a float input, got " << element;
      return pushResult(
          results,
          mapThreeChannels(
              op, input, {},
              "input must have 3 channels but input only has {0} channels.",
              [&](int64_t c, OpBuilder &nb, Location l, ValueRange p) -> Value {
                auto k = [&](double v) {
                  return floatConstant(nb, l, element, v);
                };
                auto add = [&](Value x, Value y) {
                  return arith::AddFOp::create(nb, l, x, y).getResult();
                };
                auto sub = [&](Value x, Value y) {
                  return arith::SubFOp::create(nb, l, x, y).getResult();
                };
                auto mul = [&](Value x, Value y) {
                  return arith::MulFOp::create(nb, l, x, y).getResult();
                };
                auto cmp = [&](arith::CmpFPredicate pr, Value x, Value y) {
                  return arith::CmpFOp::create(nb, l, pr, x, y).getResult();
                };
                auto select = [&](Value c, Value x, Value y) {
                  return arith::SelectOp::create(nb, l, c, x, y).getResult();
                };
                auto clamp01 = [&](Value x) {
                  return arith::MinimumFOp::create(
                      nb, l, arith::MaximumFOp::create(nb, l, x, k(0.0)),
                      k(1.0));
                };
                if (toHsv) {
                  Value r = p[0], g = p[1], bl = p[2];
                  Value v = arith::MaximumFOp::create(
                      nb, l, r, arith::MaximumFOp::create(nb, l, g, bl));
                  if (c == 2)
                    return v;
                  Value range =
                      sub(v, arith::MinimumFOp::create(
                                 nb, l, r,
                                 arith::MinimumFOp::create(nb, l, g, bl)));
                  if (c == 1)
                    return select(cmp(arith::CmpFPredicate::OGT, v, k(0.0)),
                                  arith::DivFOp::create(nb, l, range, v),
                                  k(0.0));
                  // norm = (1 / range) / 6; hue in [0, 1), 0 for a gray.
                  Value norm = mul(arith::DivFOp::create(nb, l, k(1.0), range),
                                   k(1.0 / 6.0));
                  Value gMax = cmp(arith::CmpFPredicate::OEQ, g, v);
                  Value hue =
                      select(cmp(arith::CmpFPredicate::OEQ, r, v),
                             mul(norm, sub(g, bl)),
                             add(select(gMax, mul(norm, sub(bl, r)),
                                        mul(norm, sub(r, g))),
                                 select(gMax, k(2.0 / 6.0), k(4.0 / 6.0))));
                  hue = select(cmp(arith::CmpFPredicate::OGT, range, k(0.0)),
                               hue, k(0.0));
                  return select(cmp(arith::CmpFPredicate::OLT, hue, k(0.0)),
                                add(hue, k(1.0)), hue);
                }
                // (1 - s + s * d) * v, d the channel's clamped triangle of 6h.
                Value hue6 = mul(p[0], k(6.0)), s = p[1], v = p[2];
                Value d;
                if (c == 0)
                  d = clamp01(sub(
                      math::AbsFOp::create(nb, l, sub(hue6, k(3.0))), k(1.0)));
                else
                  d = clamp01(sub(
                      k(2.0), math::AbsFOp::create(
                                  nb, l, sub(hue6, k(c == 1 ? 2.0 : 4.0)))));
                return mul(add(sub(k(1.0), s), mul(s, d)), v);
              }));
    };
  };
  h["RGBToHSV"] = colorSpace(/*toHsv=*/true);
  h["HSVToRGB"] = colorSpace(/*toHsv=*/false);
  // AdjustHue(images, delta) and AdjustSaturation(images, scale) on the
  // last dimension, of 3 channels (TensorFlow has no gradient for either),
  // each pixel as TensorFlow's CPU kernels take it, in float32: the hue
  // from the channels' order (a sextant and the middle channel's place
  // between the others) moved by 6 delta and wrapped into [0, 6); the
  // saturation scaled and clamped to [0, 1] between its kernel's own RGB
  // and HSV conversions.
  auto adjustColor = [this, mapThreeChannels](bool hue) {
    return [this, hue, mapThreeChannels](
               Operation *op, ArrayRef<Value> operands,
               SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      Value amount = toTensor(loc, operands[1]);
      auto type = dyn_cast<RankedTensorType>(input.getType());
      auto amountType = dyn_cast<RankedTensorType>(amount.getType());
      if (!type || !amountType)
        return error(op) << "needs a ranked input and a ranked "
                         << (hue ? "delta" : "scale");
      if (type.getRank() < 3)
        return error(op) << "input must be at least 3-D, got shape"
                         << shapeString(type.getShape());
      if (amountType.getRank() != 0)
        return error(op) << (hue ? "delta" : "scale") << " must be scalar: "
                         << shapeString(amountType.getShape());
      Type element = type.getElementType();
      if (!isFloat(element) || element != amountType.getElementType())
        return error(op) << "needs float images and a "
                         << (hue ? "delta" : "scale") << " of their type";
      return pushResult(
          results,
          mapThreeChannels(
              op, input, {amount},
              "input must have 3 channels but instead has {0} channels.",
              [&](int64_t c, OpBuilder &nb, Location l, ValueRange p) -> Value {
                Type f32 = nb.getF32Type();
                auto widen = [&](Value v) -> Value {
                  return element.isF32()
                             ? v
                             : arith::ExtFOp::create(nb, l, f32, v).getResult();
                };
                auto k = [&](double v) { return floatConstant(nb, l, f32, v); };
                auto add = [&](Value x, Value y) {
                  return arith::AddFOp::create(nb, l, x, y).getResult();
                };
                auto sub = [&](Value x, Value y) {
                  return arith::SubFOp::create(nb, l, x, y).getResult();
                };
                auto mul = [&](Value x, Value y) {
                  return arith::MulFOp::create(nb, l, x, y).getResult();
                };
                auto div = [&](Value x, Value y) {
                  return arith::DivFOp::create(nb, l, x, y).getResult();
                };
                auto cmp = [&](arith::CmpFPredicate pr, Value x, Value y) {
                  return arith::CmpFOp::create(nb, l, pr, x, y).getResult();
                };
                auto select = [&](Value c, Value x, Value y) {
                  return arith::SelectOp::create(nb, l, c, x, y).getResult();
                };
                auto max = [&](Value x, Value y) {
                  return arith::MaximumFOp::create(nb, l, x, y).getResult();
                };
                auto min = [&](Value x, Value y) {
                  return arith::MinimumFOp::create(nb, l, x, y).getResult();
                };
                using P = arith::CmpFPredicate;
                Value r = widen(p[0]), g = widen(p[1]), bl = widen(p[2]);
                Value amount = widen(p[3]);
                // One of six sextants (sextant = 0..5), by value.
                auto pick = [&](Value sextant, ArrayRef<Value> six) {
                  Value v = six[5];
                  for (int i = 4; i >= 0; --i)
                    v = select(cmp(P::OEQ, sextant, k(i)), six[i], v);
                  return v;
                };
                Value out;
                if (hue) {
                  // The sextant and the channels by rank, as the kernel's
                  // nested comparisons order them.
                  Value rLtG = cmp(P::OLT, r, g);
                  Value bLtR = cmp(P::OLT, bl, r), bGtG = cmp(P::OGT, bl, g);
                  Value bLtG = cmp(P::OLT, bl, g), bGtR = cmp(P::OGT, bl, r);
                  auto byOrder = [&](Value a1, Value a3, Value a2, Value b0,
                                     Value b4, Value b5) {
                    return select(rLtG, select(bLtR, a1, select(bGtG, a3, a2)),
                                  select(bLtG, b0, select(bGtR, b4, b5)));
                  };
                  Value sextant = byOrder(k(1), k(3), k(2), k(0), k(4), k(5));
                  Value vMax = byOrder(g, bl, g, r, bl, r);
                  Value vMid = byOrder(r, g, bl, g, r, bl);
                  Value vMin = byOrder(bl, r, r, bl, g, g);
                  Value span = sub(vMax, vMin);
                  Value ratio = div(sub(vMid, vMin), span);
                  Value odd = cmp(P::ONE,
                                  mul(k(2.0), math::FloorOp::create(
                                                  nb, l, mul(sextant, k(0.5)))),
                                  sextant);
                  Value h =
                      add(sextant, select(odd, sub(k(1.0), ratio), ratio));
                  h = select(cmp(P::OEQ, vMax, vMin), k(0.0), h);
                  h = add(h, mul(amount, k(6.0)));
                  // Into [0, 6) as the kernel's loops take it.
                  for (int step = 0; step < 2; ++step) {
                    h = select(cmp(P::OLT, h, k(0.0)), add(h, k(6.0)), h);
                    h = select(cmp(P::OGE, h, k(6.0)), sub(h, k(6.0)), h);
                  }
                  h = sub(h, mul(k(6.0),
                                 math::FloorOp::create(nb, l, div(h, k(6.0)))));
                  Value cat = math::FloorOp::create(nb, l, h);
                  Value fraction = sub(h, cat);
                  Value catOdd =
                      cmp(P::ONE,
                          mul(k(2.0),
                              math::FloorOp::create(nb, l, mul(cat, k(0.5)))),
                          cat);
                  fraction = select(catOdd, sub(k(1.0), fraction), fraction);
                  Value mid = add(vMin, mul(fraction, span));
                  Value maxC = vMax, minC = vMin;
                  out = c == 0 ? pick(cat, {maxC, mid, minC, minC, mid, maxC})
                        : c == 1
                            ? pick(cat, {mid, maxC, maxC, mid, minC, minC})
                            : pick(cat, {minC, minC, mid, maxC, maxC, mid});
                } else {
                  Value v = max(r, max(g, bl));
                  Value range = sub(v, min(r, min(g, bl)));
                  Value s =
                      select(cmp(P::OGT, v, k(0.0)), div(range, v), k(0.0));
                  Value norm = div(k(1.0), mul(k(6.0), range));
                  Value gMax = cmp(P::OEQ, g, v);
                  Value h = select(
                      cmp(P::OEQ, r, v), mul(norm, sub(g, bl)),
                      select(gMax, add(mul(norm, sub(bl, r)), k(2.0 / 6.0)),
                             add(mul(norm, sub(r, g)), k(4.0 / 6.0))));
                  h = select(cmp(P::OLE, range, k(0.0)), k(0.0), h);
                  h = select(cmp(P::OLT, h, k(0.0)), add(h, k(1.0)), h);
                  s = min(k(1.0), max(k(0.0), mul(s, amount)));
                  // The kernel's hsv_to_rgb.
                  Value chroma = mul(s, v);
                  Value m = sub(v, chroma);
                  Value dh = mul(h, k(6.0));
                  Value cat = math::FloorOp::create(nb, l, dh);
                  Value fmodu = sub(
                      dh, mul(k(2.0),
                              math::FloorOp::create(nb, l, mul(dh, k(0.5)))));
                  Value x =
                      mul(chroma, sub(k(1.0), math::AbsFOp::create(
                                                  nb, l, sub(fmodu, k(1.0)))));
                  Value zero = k(0.0);
                  Value part =
                      c == 0   ? pick(cat, {chroma, x, zero, zero, x, chroma})
                      : c == 1 ? pick(cat, {x, chroma, chroma, x, zero, zero})
                               : pick(cat, {zero, zero, x, chroma, chroma, x});
                  out = add(part, m);
                }
                return element.isF32()
                           ? out
                           : arith::TruncFOp::create(nb, l, element, out)
                                 .getResult();
              }));
    };
  };
  h["AdjustHue"] = adjustColor(/*hue=*/true);
  h["AdjustSaturation"] = adjustColor(/*hue=*/false);
  // AdjustContrastv2(images [..., H, W, C], factor): each image's channel
  // moved away from its mean over H and W, (x - mean) * factor + mean
  // (tf.image's contrast augmentation; TensorFlow has no gradient for it).
  // TensorFlow's CPU kernel takes float32; narrower floats are computed in
  // float32 here.
  h["AdjustContrastv2"] =
      [this](Operation *op, ArrayRef<Value> operands,
             SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value images = toTensor(loc, operands[0]);
    Value factorTensor = toTensor(loc, operands[1]);
    auto type = dyn_cast<RankedTensorType>(images.getType());
    auto factorType = dyn_cast<RankedTensorType>(factorTensor.getType());
    if (!type || !isFloat(type.getElementType()))
      return error(op) << "needs ranked float images, got " << images.getType();
    if (type.getRank() < 3)
      return error(op) << "input must be at least 3-D, got shape "
                       << images.getType();
    if (!factorType || factorType.getRank() != 0)
      return error(op) << "contrast_factor must be scalar: "
                       << factorTensor.getType();
    int64_t rank = type.getRank();
    Type element = type.getElementType();
    Type f32 = b.getF32Type();
    Type compute = element.getIntOrFloatBitWidth() < 32 ? f32 : element;
    Value wide = images;
    if (compute != element) {
      FailureOr<Value> cast = castElements(op, images, compute);
      if (failed(cast))
        return failure();
      wide = *cast;
    }
    FailureOr<Value> mean =
        reduce(op, wide, {rank - 3, rank - 2}, /*keepDims=*/true, "Mean");
    if (failed(mean))
      return failure();
    Value factor = toScalar(loc, factorTensor);
    if (factor.getType() != compute)
      factor =
          compute.getIntOrFloatBitWidth() > 32
              ? arith::ExtFOp::create(b, loc, compute, factor).getResult()
              : arith::TruncFOp::create(b, loc, compute, factor).getResult();
    Value adjusted = generate(
        loc, sizesOf(loc, wide), compute,
        [&](OpBuilder &nb, Location nloc) -> Value {
          SmallVector<Value> at, channelAt;
          for (int64_t d = 0; d < rank; ++d) {
            Value i = linalg::IndexOp::create(nb, nloc, d);
            at.push_back(i);
            channelAt.push_back(
                d == rank - 3 || d == rank - 2
                    ? arith::ConstantIndexOp::create(nb, nloc, 0).getResult()
                    : i);
          }
          Value x = tensor::ExtractOp::create(nb, nloc, wide, at);
          Value m = tensor::ExtractOp::create(nb, nloc, *mean, channelAt);
          return arith::AddFOp::create(
              nb, nloc,
              arith::MulFOp::create(
                  nb, nloc, arith::SubFOp::create(nb, nloc, x, m), factor),
              m);
        });
    if (compute != element)
      return pushResult(results, castElements(op, adjusted, element));
    results.push_back(adjusted);
    return success();
  };
  // ResizeBilinear (tf.image.resize's default) and ResizeBicubic: float
  // results, TensorFlow's interpolation order (bilinear: across, then down;
  // bicubic: down each of the four columns, then across).
  for (bool cubic : {false, true})
    h[cubic ? "ResizeBicubic" : "ResizeBilinear"] =
        [this, resizeSizes,
         cubic](Operation *op, ArrayRef<Value> operands,
                SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value input = toTensor(loc, operands[0]);
      RankedTensorType type;
      int64_t height, width;
      if (failed(resizeSizes(op, input, operands[1], type, height, width)))
        return failure();
      if (!isFloat(type.getElementType()) &&
          !type.getElementType().isSignlessInteger())
        return error(op) << "does not support element type "
                         << type.getElementType();
      bool align = boolAttr(op, "align_corners", false);
      bool half = boolAttr(op, "half_pixel_centers", false);
      if (align && half)
        return error(op) << "If half_pixel_centers is True, align_corners "
                            "must be False.";
      Type f32 = b.getF32Type();
      FailureOr<Value> source = castElements(
          op, input, f32, /*fromUnsigned=*/isUnsignedTF(op->getOperand(0)));
      if (failed(source))
        return failure();
      SmallVector<OpFoldResult> sizes = sizesOf(loc, input);
      sizes[1] = b.getIndexAttr(height);
      sizes[2] = b.getIndexAttr(width);
      int64_t inH = type.getDimSize(1), inW = type.getDimSize(2);
      results.push_back(
          generate(loc, sizes, f32, [&](OpBuilder &nb, Location nloc) -> Value {
            Value n = linalg::IndexOp::create(nb, nloc, 0);
            Value y = linalg::IndexOp::create(nb, nloc, 1);
            Value x = linalg::IndexOp::create(nb, nloc, 2);
            Value c = linalg::IndexOp::create(nb, nloc, 3);
            auto at = [&](Value row, Value col) -> Value {
              return tensor::ExtractOp::create(nb, nloc, *source,
                                               ValueRange{n, row, col, c});
            };
            if (!cubic) {
              BilinearSource sy =
                  bilinearSource(nb, nloc, y, inH, height, align, half);
              BilinearSource sx =
                  bilinearSource(nb, nloc, x, inW, width, align, half);
              auto lerp = [&](Value from, Value to, Value t) -> Value {
                return arith::AddFOp::create(
                    nb, nloc, from,
                    arith::MulFOp::create(
                        nb, nloc, arith::SubFOp::create(nb, nloc, to, from),
                        t));
              };
              Value top =
                  lerp(at(sy.lower, sx.lower), at(sy.lower, sx.upper), sx.lerp);
              Value bottom =
                  lerp(at(sy.upper, sx.lower), at(sy.upper, sx.upper), sx.lerp);
              return lerp(top, bottom, sy.lerp);
            }
            BicubicSource sy =
                bicubicSource(nb, nloc, y, inH, height, align, half);
            BicubicSource sx =
                bicubicSource(nb, nloc, x, inW, width, align, half);
            auto weighted = [&](ArrayRef<Value> values,
                                ArrayRef<Value> weights) -> Value {
              Value sum;
              for (auto [v, w] : llvm::zip(values, weights)) {
                Value term = arith::MulFOp::create(nb, nloc, v, w);
                sum =
                    sum ? arith::AddFOp::create(nb, nloc, sum, term).getResult()
                        : term;
              }
              return sum;
            };
            SmallVector<Value> columns;
            for (Value col : sx.index) {
              SmallVector<Value> rows;
              for (Value row : sy.index)
                rows.push_back(at(row, col));
              columns.push_back(weighted(rows, sy.weight));
            }
            return weighted(columns, sx.weight);
          }));
      return success();
    };
  // Their gradients add each output position's gradient into the input
  // positions it read, weighted as the forward weighted them (the four
  // corners; the sixteen taps row by row), in float.
  for (bool cubic : {false, true})
    h[cubic ? "ResizeBicubicGrad" : "ResizeBilinearGrad"] =
        [this, cubic](Operation *op, ArrayRef<Value> operands,
                      SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value grads = toTensor(loc, operands[0]);
      Value original = toTensor(loc, operands[1]);
      auto gradType = dyn_cast<RankedTensorType>(grads.getType());
      auto originalType = dyn_cast<RankedTensorType>(original.getType());
      if (!gradType || gradType.getRank() != 4 || gradType.isDynamicDim(1) ||
          gradType.isDynamicDim(2) || !originalType ||
          originalType.getRank() != 4 || originalType.isDynamicDim(1) ||
          originalType.isDynamicDim(2))
        return error(op) << "needs 4-d gradients and image with static "
                            "height and width, got "
                         << grads.getType() << " and " << original.getType();
      Type element = originalType.getElementType();
      if (!gradType.getElementType().isF32() || !isFloat(element))
        return error(op) << "needs float32 gradients and a float image, got "
                         << gradType << " and " << originalType;
      bool align = boolAttr(op, "align_corners", false);
      bool half = boolAttr(op, "half_pixel_centers", false);
      if (cubic && align && half)
        return error(op) << "If half_pixel_centers is True, align_corners "
                            "must be False.";
      int64_t height = originalType.getDimSize(1),
              width = originalType.getDimSize(2);
      int64_t gH = gradType.getDimSize(1), gW = gradType.getDimSize(2);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, grads);
      sizes[1] = b.getIndexAttr(height);
      sizes[2] = b.getIndexAttr(width);
      Type f32 = b.getF32Type();
      Value out = fill(loc, sizes, floatConstant(b, loc, f32, 0.0));
      Value sum = addIntoTaps(
          b, loc, grads, out,
          [&](OpBuilder &nb, Location nloc, Value y,
              Value x) -> SmallVector<Tap> {
            SmallVector<Tap> taps;
            if (cubic) {
              BicubicSource sy =
                  bicubicSource(nb, nloc, y, height, gH, align, half);
              BicubicSource sx =
                  bicubicSource(nb, nloc, x, width, gW, align, half);
              for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j)
                  taps.push_back(
                      {sy.index[i], sx.index[j], sy.weight[i], sx.weight[j]});
              return taps;
            }
            BilinearSource sy =
                bilinearSource(nb, nloc, y, height, gH, align, half);
            BilinearSource sx =
                bilinearSource(nb, nloc, x, width, gW, align, half);
            Value one = floatConstant(nb, nloc, f32, 1.0);
            Value yInv = arith::SubFOp::create(nb, nloc, one, sy.lerp);
            Value xInv = arith::SubFOp::create(nb, nloc, one, sx.lerp);
            // TensorFlow's order: the four corners in turn.
            return {{sy.lower, sx.lower, yInv, xInv},
                    {sy.lower, sx.upper, yInv, sx.lerp},
                    {sy.upper, sx.lower, sy.lerp, xInv},
                    {sy.upper, sx.upper, sy.lerp, sx.lerp}};
          });
      return pushResult(results, castElements(op, sum, element));
    };
  // The nearest resize's gradient adds each output position's gradient into
  // the input position it read.
  h["ResizeNearestNeighborGrad"] =
      [this, resizeSizes](Operation *op, ArrayRef<Value> operands,
                          SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    RankedTensorType type;
    int64_t height, width;
    if (failed(resizeSizes(op, grads, operands[1], type, height, width)))
      return failure();
    if (!isFloat(type.getElementType()))
      return error(op) << "needs float gradients, got " << type;
    bool align = boolAttr(op, "align_corners", false);
    bool half = boolAttr(op, "half_pixel_centers", false);
    SmallVector<OpFoldResult> sizes = sizesOf(loc, grads);
    sizes[1] = b.getIndexAttr(height);
    sizes[2] = b.getIndexAttr(width);
    Type element = type.getElementType();
    Value out = fill(loc, sizes, floatConstant(b, loc, element, 0.0));
    int64_t gH = type.getDimSize(1), gW = type.getDimSize(2);
    results.push_back(addIntoTaps(
        b, loc, grads, out,
        [&](OpBuilder &nb, Location nloc, Value y,
            Value x) -> SmallVector<Tap> {
          return {{nearestSource(nb, nloc, y, height, gH, align, half),
                   nearestSource(nb, nloc, x, width, gW, align, half), Value(),
                   Value()}};
        }));
    return success();
  };
  // CropAndResize(image, boxes, box_ind, crop_size) and its image gradient
  // (Faster R-CNN's ROI crops): each box's crop sampled bilinearly (or at
  // the nearest pixel) in float, TensorFlow's extrapolation value where the
  // box leaves the image.
  auto cropOperands = [this](Operation *op, Type image, Value boxes,
                             Value boxIndex, int64_t &height,
                             int64_t &width) -> LogicalResult {
    auto imageType = dyn_cast<RankedTensorType>(image);
    auto boxesType = dyn_cast<RankedTensorType>(boxes.getType());
    auto indexType = dyn_cast<RankedTensorType>(boxIndex.getType());
    if (!imageType || imageType.getRank() != 4)
      return error(op) << "input image must be 4-D, got " << image;
    if (imageType.isDynamicDim(1) || imageType.isDynamicDim(2))
      return error(op) << "needs an image of static height and width, got "
                       << image;
    height = imageType.getDimSize(1);
    width = imageType.getDimSize(2);
    if (height <= 0 || width <= 0)
      return error(op) << "image dimensions must be positive";
    if (!boxesType || boxesType.getRank() != 2 ||
        (!boxesType.isDynamicDim(1) && boxesType.getDimSize(1) != 4) ||
        !boxesType.getElementType().isF32())
      return error(op) << "boxes must be 2-D float32 [num_boxes, 4], got "
                       << boxes.getType();
    if (!indexType || indexType.getRank() != 1 ||
        !indexType.getElementType().isSignlessInteger(32))
      return error(op) << "box_index has incompatible shape "
                       << boxIndex.getType();
    auto method = op->getAttrOfType<StringAttr>("method");
    if (method && method.getValue() != "bilinear" &&
        method.getValue() != "nearest")
      return error(op) << "method must be 'bilinear' or 'nearest', got "
                       << method;
    return success();
  };
  // The box's row of box_ind, checked against the batch as TensorFlow's
  // CheckValidBoxIndexHelper does (a box past it reads the last image).
  // The crop gradients' incoming gradient: 4-D float32 with static crop
  // sizes.
  auto cropGrads = [this](Operation *op, Value grads) -> LogicalResult {
    auto type = dyn_cast<RankedTensorType>(grads.getType());
    if (!type || type.getRank() != 4 || type.isDynamicDim(1) ||
        type.isDynamicDim(2) || !type.getElementType().isF32())
      return error(op) << "grads must be 4-D float32 with static crop sizes, "
                          "got "
                       << grads.getType();
    return success();
  };
  auto boxImage = [](OpBuilder &nb, Location loc, Value boxIndex, Value b,
                     Value batch) -> Value {
    Value raw = tensor::ExtractOp::create(nb, loc, boxIndex, b);
    Value at = arith::IndexCastOp::create(nb, loc, nb.getIndexType(), raw);
    return arith::MinUIOp::create(
        nb, loc, at,
        arith::SubIOp::create(nb, loc, batch,
                              arith::ConstantIndexOp::create(nb, loc, 1)));
  };
  auto checkBoxIndices = [this](Location loc, Value boxIndex, Value batch) {
    Value count = tensor::DimOp::create(b, loc, boxIndex, 0);
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(loc, 0), count, constantIndex(loc, 1),
        ValueRange{arith::ConstantIntOp::create(b, loc, 1, 1)},
        [&](OpBuilder &nb, Location nloc, Value i, ValueRange ok) {
          Value raw = tensor::ExtractOp::create(nb, nloc, boxIndex, i);
          Value at =
              arith::IndexCastOp::create(nb, nloc, nb.getIndexType(), raw);
          Value inside = arith::CmpIOp::create(
              nb, nloc, arith::CmpIPredicate::ult, at, batch);
          scf::YieldOp::create(
              nb, nloc,
              ValueRange{arith::AndIOp::create(nb, nloc, ok[0], inside)});
        });
    requireAtRunTime(loc, loop.getResult(0),
                     "box_index has values outside [0, batch_size)");
  };
  registerScaleAndTranslateHandlers();
  registerNonMaxSuppressionHandlers();
  h["CropAndResize"] = [this, cropOperands, boxImage, checkBoxIndices](
                           Operation *op, ArrayRef<Value> operands,
                           SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value image = toTensor(loc, operands[0]);
    Value boxes = toTensor(loc, operands[1]);
    Value boxIndex = toTensor(loc, operands[2]);
    int64_t height, width;
    if (failed(
            cropOperands(op, image.getType(), boxes, boxIndex, height, width)))
      return failure();
    FailureOr<SmallVector<int64_t>> crop =
        constInts(op, operands[3], "crop_size");
    if (failed(crop))
      return failure();
    if (crop->size() != 2)
      return error(op) << "crop_size must be a 1-D tensor of 2 elements";
    if ((*crop)[0] <= 0 || (*crop)[1] <= 0)
      return error(op) << "crop dimensions must be positive";
    auto method = op->getAttrOfType<StringAttr>("method");
    bool nearest = method && method.getValue() == "nearest";
    double extrapolation = 0.0;
    if (auto attr = op->getAttrOfType<FloatAttr>("extrapolation_value"))
      extrapolation = attr.getValueAsDouble();
    Type f32 = b.getF32Type();
    FailureOr<Value> source = castElements(
        op, image, f32, /*fromUnsigned=*/isUnsignedTF(op->getOperand(0)));
    if (failed(source))
      return failure();
    Value batch = tensor::DimOp::create(b, loc, image, 0);
    checkBoxIndices(loc, boxIndex, batch);
    int64_t cropH = (*crop)[0], cropW = (*crop)[1];
    SmallVector<OpFoldResult> sizes = {
        sizesOf(loc, boxes)[0], b.getIndexAttr(cropH), b.getIndexAttr(cropW),
        sizesOf(loc, image)[3]};
    results.push_back(
        generate(loc, sizes, f32, [&](OpBuilder &nb, Location nloc) -> Value {
          Value n = linalg::IndexOp::create(nb, nloc, 0);
          Value y = linalg::IndexOp::create(nb, nloc, 1);
          Value x = linalg::IndexOp::create(nb, nloc, 2);
          Value d = linalg::IndexOp::create(nb, nloc, 3);
          auto edge = [&](int64_t k) -> Value {
            return tensor::ExtractOp::create(
                nb, nloc, boxes,
                ValueRange{n, arith::ConstantIndexOp::create(nb, nloc, k)});
          };
          Value image = boxImage(nb, nloc, boxIndex, n, batch);
          CropSource sy =
              cropSource(nb, nloc, y, edge(0), edge(2), height, cropH);
          CropSource sx =
              cropSource(nb, nloc, x, edge(1), edge(3), width, cropW);
          auto at = [&](Value row, Value col) -> Value {
            return tensor::ExtractOp::create(nb, nloc, *source,
                                             ValueRange{image, row, col, d});
          };
          Value value;
          if (nearest) {
            value = at(sy.nearest, sx.nearest);
          } else {
            Value t = sy.lower, bt = sy.upper, l = sx.lower, r = sx.upper;
            Value yLerp = sy.lerp, xLerp = sx.lerp;
            auto lerp = [&](Value from, Value to, Value w) -> Value {
              return arith::AddFOp::create(
                  nb, nloc, from,
                  arith::MulFOp::create(
                      nb, nloc, arith::SubFOp::create(nb, nloc, to, from), w));
            };
            Value upper = lerp(at(t, l), at(t, r), xLerp);
            Value lower = lerp(at(bt, l), at(bt, r), xLerp);
            value = lerp(upper, lower, yLerp);
          }
          return arith::SelectOp::create(
              nb, nloc, arith::AndIOp::create(nb, nloc, sy.inside, sx.inside),
              value, floatConstant(nb, nloc, f32, extrapolation));
        }));
    return success();
  };
  // The image gradient adds each crop pixel's gradient into the pixels it
  // read, in TensorFlow's order (boxes, rows, columns; top then bottom, left
  // then right), each a [depth] slice.
  h["CropAndResizeGradImage"] =
      [this, cropOperands, cropGrads, boxImage,
       checkBoxIndices](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    Value boxes = toTensor(loc, operands[1]);
    Value boxIndex = toTensor(loc, operands[2]);
    auto gradType = dyn_cast<RankedTensorType>(grads.getType());
    if (failed(cropGrads(op, grads)))
      return failure();
    std::optional<SmallVector<int64_t>> imageSize = partialShape(operands[3]);
    if (!imageSize || imageSize->size() != 4)
      return error(op) << "image_size must be a 1-D tensor of 4 elements";
    int64_t height = (*imageSize)[1], width = (*imageSize)[2];
    if (ShapedType::isDynamic(height) || ShapedType::isDynamic(width) ||
        ShapedType::isDynamic((*imageSize)[3]))
      return error(op) << "needs the image's height, width and depth known "
                          "at compile time";
    auto typeAttr = op->getAttrOfType<TypeAttr>("T");
    Type element = typeAttr ? typeAttr.getValue() : b.getF32Type();
    if (!isFloat(element))
      return error(op) << "T must be a float type, got " << element;
    Type f32 = b.getF32Type();
    // The batch: known, else from data (image_size[0]).
    OpFoldResult batchSize =
        !ShapedType::isDynamic((*imageSize)[0])
            ? OpFoldResult(b.getIndexAttr((*imageSize)[0]))
            : OpFoldResult(
                  toIndex(loc, tensor::ExtractOp::create(
                                   b, loc, operands[3],
                                   ValueRange{constantIndex(loc, 0)})));
    auto imageType = RankedTensorType::get(
        {(*imageSize)[0], height, width, (*imageSize)[3]}, f32);
    int64_t unusedHeight, unusedWidth;
    if (failed(cropOperands(op, imageType, boxes, boxIndex, unusedHeight,
                            unusedWidth)))
      return failure();
    auto method = op->getAttrOfType<StringAttr>("method");
    bool nearest = method && method.getValue() == "nearest";
    Value batch = getValueOrCreateConstantIndexOp(b, loc, batchSize);
    checkBoxIndices(loc, boxIndex, batch);
    int64_t cropH = gradType.getDimSize(1), cropW = gradType.getDimSize(2);
    int64_t depth = (*imageSize)[3];
    Value out = fill(loc,
                     {batchSize, b.getIndexAttr(height), b.getIndexAttr(width),
                      b.getIndexAttr(depth)},
                     floatConstant(b, loc, f32, 0.0));
    Value count = tensor::DimOp::create(b, loc, boxes, 0);
    auto index = [&](int64_t v) { return constantIndex(loc, v); };
    auto boxLoop =
        scf::ForOp::create(b, loc, index(0), count, index(1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(boxLoop.getBody());
      Value n = boxLoop.getInductionVar();
      Value acc = boxLoop.getRegionIterArgs()[0];
      auto edge = [&](int64_t k) -> Value {
        return tensor::ExtractOp::create(b, loc, boxes,
                                         ValueRange{n, index(k)});
      };
      Value y1 = edge(0), x1 = edge(1), y2 = edge(2), x2 = edge(3);
      Value image = boxImage(b, loc, boxIndex, n, batch);
      auto rowLoop = scf::ForOp::create(b, loc, index(0), index(cropH),
                                        index(1), ValueRange{acc});
      {
        OpBuilder::InsertionGuard rowGuard(b);
        b.setInsertionPointToStart(rowLoop.getBody());
        Value y = rowLoop.getInductionVar();
        CropSource sy = cropSource(b, loc, y, y1, y2, height, cropH);
        auto colLoop =
            scf::ForOp::create(b, loc, index(0), index(cropW), index(1),
                               rowLoop.getRegionIterArgs());
        {
          OpBuilder::InsertionGuard colGuard(b);
          b.setInsertionPointToStart(colLoop.getBody());
          Value x = colLoop.getInductionVar();
          CropSource sx = cropSource(b, loc, x, x1, x2, width, cropW);
          Value inside = arith::AndIOp::create(b, loc, sy.inside, sx.inside);
          Value current = colLoop.getRegionIterArgs()[0];
          auto ifOp = scf::IfOp::create(b, loc, TypeRange{current.getType()},
                                        inside, /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard ifGuard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            SmallVector<OpFoldResult> unit(4, b.getIndexAttr(1));
            SmallVector<OpFoldResult> pixel = {
                b.getIndexAttr(1), b.getIndexAttr(1), b.getIndexAttr(1),
                b.getIndexAttr(depth)};
            auto sliceType = RankedTensorType::get({depth}, f32);
            Value g = tensor::ExtractSliceOp::create(
                b, loc, sliceType, grads,
                SmallVector<OpFoldResult>{n, y, x, b.getIndexAttr(0)}, pixel,
                unit);
            Value acc = current;
            auto addInto = [&](Value row, Value col, Value w1, Value w2) {
              SmallVector<OpFoldResult> at = {image, row, col,
                                              b.getIndexAttr(0)};
              Value old = tensor::ExtractSliceOp::create(b, loc, sliceType, acc,
                                                         at, pixel, unit);
              auto added = linalg::GenericOp::create(
                  b, loc, sliceType, ValueRange{g}, ValueRange{old},
                  SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(1)),
                  SmallVector<utils::IteratorType>(
                      1, utils::IteratorType::parallel),
                  [&](OpBuilder &gb, Location gloc, ValueRange args) {
                    Value v = args[0];
                    if (w1)
                      v = arith::MulFOp::create(gb, gloc, w1, v);
                    if (w2)
                      v = arith::MulFOp::create(gb, gloc, v, w2);
                    linalg::YieldOp::create(
                        gb, gloc,
                        arith::AddFOp::create(gb, gloc, args[1], v)
                            .getResult());
                  });
              acc = tensor::InsertSliceOp::create(b, loc, added.getResult(0),
                                                  acc, at, pixel, unit);
            };
            if (nearest) {
              addInto(sy.nearest, sx.nearest, Value(), Value());
            } else {
              Value t = sy.lower, bt = sy.upper, l = sx.lower, r = sx.upper;
              Value yLerp = sy.lerp, xLerp = sx.lerp;
              Value one = floatConstant(b, loc, f32, 1.0);
              Value yInv = arith::SubFOp::create(b, loc, one, yLerp);
              Value xInv = arith::SubFOp::create(b, loc, one, xLerp);
              // dtop = (1 - y_lerp) g, then dtop (1 - x_lerp), dtop x_lerp;
              // dbottom = y_lerp g likewise.
              addInto(t, l, yInv, xInv);
              addInto(t, r, yInv, xLerp);
              addInto(bt, l, yLerp, xInv);
              addInto(bt, r, yLerp, xLerp);
            }
            scf::YieldOp::create(b, loc, acc);
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, loc, current);
          }
          scf::YieldOp::create(b, loc, ifOp.getResults());
        }
        scf::YieldOp::create(b, loc, colLoop.getResults());
      }
      scf::YieldOp::create(b, loc, rowLoop.getResults());
    }
    return pushResult(results, castElements(op, boxLoop.getResult(0), element));
  };
  // The boxes' gradient: per box, each in-range crop pixel's gradient
  // times the image's slopes there, moved to the box's four edges in
  // TensorFlow's order (rows, columns, depth; y1, y2, then x1, x2), in
  // float; bilinear only, as TensorFlow's kernel.
  h["CropAndResizeGradBoxes"] =
      [this, cropOperands, cropGrads, boxImage,
       checkBoxIndices](Operation *op, ArrayRef<Value> operands,
                        SmallVectorImpl<Value> &results) -> LogicalResult {
    Location loc = op->getLoc();
    Value grads = toTensor(loc, operands[0]);
    Value image = toTensor(loc, operands[1]);
    Value boxes = toTensor(loc, operands[2]);
    Value boxIndex = toTensor(loc, operands[3]);
    auto gradType = dyn_cast<RankedTensorType>(grads.getType());
    if (failed(cropGrads(op, grads)))
      return failure();
    int64_t height, width;
    if (failed(
            cropOperands(op, image.getType(), boxes, boxIndex, height, width)))
      return failure();
    auto method = op->getAttrOfType<StringAttr>("method");
    if (method && method.getValue() != "bilinear")
      return error(op) << "method must be 'bilinear', got " << method;
    Type f32 = b.getF32Type();
    FailureOr<Value> source = castElements(
        op, image, f32, /*fromUnsigned=*/isUnsignedTF(op->getOperand(1)));
    if (failed(source))
      return failure();
    Value batch = tensor::DimOp::create(b, loc, image, 0);
    checkBoxIndices(loc, boxIndex, batch);
    int64_t cropH = gradType.getDimSize(1), cropW = gradType.getDimSize(2);
    Value depth = tensor::DimOp::create(b, loc, image, 3);
    Value count = tensor::DimOp::create(b, loc, boxes, 0);
    auto index = [&](int64_t v) { return constantIndex(loc, v); };
    auto c32 = [&](double v) { return floatConstant(b, loc, f32, v); };
    // (in - 1) / (crop - 1), 0 for a crop of one.
    float heightRatio = cropH > 1 ? float(height - 1) / float(cropH - 1) : 0;
    float widthRatio = cropW > 1 ? float(width - 1) / float(cropW - 1) : 0;
    Value out =
        fill(loc, {getAsOpFoldResult(count), b.getIndexAttr(4)}, c32(0.0));
    auto boxLoop =
        scf::ForOp::create(b, loc, index(0), count, index(1), ValueRange{out});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(boxLoop.getBody());
      Value n = boxLoop.getInductionVar();
      auto edge = [&](int64_t k) -> Value {
        return tensor::ExtractOp::create(b, loc, boxes,
                                         ValueRange{n, index(k)});
      };
      Value y1 = edge(0), x1 = edge(1), y2 = edge(2), x2 = edge(3);
      Value imageRow = boxImage(b, loc, boxIndex, n, batch);
      SmallVector<Value> zeros(4, c32(0.0));
      auto rowLoop =
          scf::ForOp::create(b, loc, index(0), index(cropH), index(1), zeros);
      {
        OpBuilder::InsertionGuard rowGuard(b);
        b.setInsertionPointToStart(rowLoop.getBody());
        Value y = rowLoop.getInductionVar();
        CropSource sy = cropSource(b, loc, y, y1, y2, height, cropH);
        auto colLoop =
            scf::ForOp::create(b, loc, index(0), index(cropW), index(1),
                               rowLoop.getRegionIterArgs());
        {
          OpBuilder::InsertionGuard colGuard(b);
          b.setInsertionPointToStart(colLoop.getBody());
          Value x = colLoop.getInductionVar();
          CropSource sx = cropSource(b, loc, x, x1, x2, width, cropW);
          Value inside = arith::AndIOp::create(b, loc, sy.inside, sx.inside);
          ValueRange sums = colLoop.getRegionIterArgs();
          auto ifOp = scf::IfOp::create(b, loc, TypeRange(sums), inside,
                                        /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard ifGuard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            Value t = sy.lower, bt = sy.upper, l = sx.lower, r = sx.upper;
            Value yLerp = sy.lerp, xLerp = sx.lerp;
            Value yf = arith::UIToFPOp::create(
                b, loc, f32,
                arith::IndexCastOp::create(b, loc, b.getI64Type(), y));
            Value xf = arith::UIToFPOp::create(
                b, loc, f32,
                arith::IndexCastOp::create(b, loc, b.getI64Type(), x));
            // Each edge's share of a slope: y1 takes (h - 1 - y ratio), y2
            // y ratio; a crop of one splits (h - 1) / 2 to both.
            auto shares = [&](Value at, float ratio, int64_t in,
                              int64_t crop) -> std::pair<Value, Value> {
              if (crop <= 1) {
                Value half = c32(0.5 * double(in - 1));
                return {half, half};
              }
              Value scaled = arith::MulFOp::create(b, loc, at, c32(ratio));
              return {
                  arith::SubFOp::create(b, loc, c32(double(in - 1)), scaled),
                  scaled};
            };
            auto [y1Share, y2Share] = shares(yf, heightRatio, height, cropH);
            auto [x1Share, x2Share] = shares(xf, widthRatio, width, cropW);
            auto depthLoop = scf::ForOp::create(
                b, loc, index(0), depth, index(1), sums,
                [&](OpBuilder &db, Location dloc, Value d, ValueRange acc) {
                  auto at = [&](Value row, Value col) -> Value {
                    return tensor::ExtractOp::create(
                        db, dloc, *source, ValueRange{imageRow, row, col, d});
                  };
                  auto mul = [&](Value p, Value q) -> Value {
                    return arith::MulFOp::create(db, dloc, p, q);
                  };
                  auto sub = [&](Value p, Value q) -> Value {
                    return arith::SubFOp::create(db, dloc, p, q);
                  };
                  auto add = [&](Value p, Value q) -> Value {
                    return arith::AddFOp::create(db, dloc, p, q);
                  };
                  Value one = floatConstant(db, dloc, f32, 1.0);
                  Value tl = at(t, l), tr = at(t, r), bl = at(bt, l),
                        br = at(bt, r);
                  Value slopeY = add(mul(sub(one, xLerp), sub(bl, tl)),
                                     mul(xLerp, sub(br, tr)));
                  Value slopeX = add(mul(sub(one, yLerp), sub(tr, tl)),
                                     mul(yLerp, sub(br, bl)));
                  Value g = tensor::ExtractOp::create(db, dloc, grads,
                                                      ValueRange{n, y, x, d});
                  Value gy = mul(g, slopeY), gx = mul(g, slopeX);
                  scf::YieldOp::create(
                      db, dloc,
                      ValueRange{add(acc[0], mul(gy, y1Share)),
                                 add(acc[1], mul(gx, x1Share)),
                                 add(acc[2], mul(gy, y2Share)),
                                 add(acc[3], mul(gx, x2Share))});
                });
            scf::YieldOp::create(b, loc, depthLoop.getResults());
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, loc, sums);
          }
          scf::YieldOp::create(b, loc, ifOp.getResults());
        }
        scf::YieldOp::create(b, loc, colLoop.getResults());
      }
      Value acc = boxLoop.getRegionIterArgs()[0];
      for (int64_t k = 0; k < 4; ++k)
        acc = tensor::InsertOp::create(b, loc, rowLoop.getResult(k), acc,
                                       ValueRange{n, index(k)});
      scf::YieldOp::create(b, loc, acc);
    }
    results.push_back(boxLoop.getResult(0));
    return success();
  };
  // ImageProjectiveTransformV2(images, transforms, output_shape) and V3 (and
  // fill_value): each output pixel (x, y) of image n samples the input at
  // ((a0 x + a1 y + a2) / k, (b0 x + b1 y + b2) / k), k = c0 x + c1 y + 1,
  // from transforms' row n (or its only row), the coordinates mapped back
  // into the image by fill_mode, the pixel read at the nearest position or
  // bilinearly in float; fill_value (V2: 0) where k is 0 and for the taps
  // outside the image (a bilinear sample within a pixel of the edge blends
  // the two in CONSTANT mode). As TensorFlow's ProjectiveGenerator
  // computes it, in float32 whatever the image type. TensorFlow's gradient
  // is this op on the output gradient with the inverted transforms.
  for (bool v3 : {false, true})
    h[v3 ? "ImageProjectiveTransformV3" : "ImageProjectiveTransformV2"] =
        [this, v3](Operation *op, ArrayRef<Value> operands,
                   SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value images = toTensor(loc, operands[0]);
      Value transforms = toTensor(loc, operands[1]);
      Value outputShape = toTensor(loc, operands[2]);
      auto type = dyn_cast<RankedTensorType>(images.getType());
      if (!type)
        return error(op) << "needs images of known rank, got "
                         << images.getType();
      if (type.getRank() != 4)
        return error(op) << "Input images must have rank 4";
      Type element = type.getElementType();
      bool isUnsigned = isUnsignedTF(op->getOperand(0));
      bool integer = element.isSignlessInteger(32) ||
                     element.isSignlessInteger(64) ||
                     (isUnsigned && element.isSignlessInteger(8));
      if (!integer && !element.isF16() && !element.isBF16() &&
          !element.isF32() && !element.isF64())
        return error(op) << "takes uint8, int32, int64, half, bfloat16, "
                            "float32 or float64 images, got "
                         << images.getType();
      // The transforms: [num_images or 1, 8] float32.
      auto transformsType = dyn_cast<RankedTensorType>(transforms.getType());
      if (!transformsType || !transformsType.getElementType().isF32())
        return error(op) << "needs float32 transforms of known rank, got "
                         << transforms.getType();
      static constexpr StringLiteral transformMessage =
          "Input transform should be num_images x 8 or 1 x 8";
      ArrayRef<int64_t> ts = transformsType.getShape();
      if (ts.size() != 2 || (!ShapedType::isDynamic(ts[1]) && ts[1] != 8) ||
          (!ShapedType::isDynamic(ts[0]) && ts[0] != 1 &&
           !type.isDynamicDim(0) && ts[0] != type.getDimSize(0)))
        return error(op) << transformMessage;
      Value rows = tensor::DimOp::create(b, loc, transforms, 0);
      Value batch = tensor::DimOp::create(b, loc, images, 0);
      auto eq = [&](Value x, Value y) {
        return b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, x,
                                             y);
      };
      Value one = constantIndex(loc, 1);
      Value transformOk = b.createOrFold<arith::AndIOp>(
          loc,
          b.createOrFold<arith::OrIOp>(loc, eq(rows, batch), eq(rows, one)),
          eq(tensor::DimOp::create(b, loc, transforms, 1),
             constantIndex(loc, 8)));
      if (failed(requireOrError(op, transformOk, transformMessage)))
        return failure();
      // output_shape: two positive int32 values.
      auto shapeType = dyn_cast<RankedTensorType>(outputShape.getType());
      if (!shapeType || !shapeType.getElementType().isSignlessInteger(32))
        return error(op) << "needs an int32 output_shape of known rank, got "
                         << outputShape.getType();
      if (shapeType.getRank() != 1)
        return error(op) << "output shape must be 1-dimensional"
                         << shapeString(shapeType.getShape());
      if (shapeType.isDynamicDim(0))
        return error(op) << "needs an output_shape of known length, got "
                         << outputShape.getType();
      if (shapeType.getDimSize(0) != 2)
        return error(op) << "output shape must have two elements"
                         << shapeString(shapeType.getShape());
      std::optional<SmallVector<Value>> known = knownElements(loc, outputShape);
      SmallVector<OpFoldResult> outSizes;
      Value positive = arith::ConstantIntOp::create(b, loc, 1, 1);
      for (int64_t i = 0; i < 2; ++i) {
        Value v =
            known ? (*known)[i]
                  : b.createOrFold<tensor::ExtractOp>(
                        loc, outputShape, ValueRange{constantIndex(loc, i)});
        positive = b.createOrFold<arith::AndIOp>(
            loc, positive,
            b.createOrFold<arith::CmpIOp>(
                loc, arith::CmpIPredicate::sgt, v,
                arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0)));
        Value size =
            b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), v);
        outSizes.push_back(getAsOpFoldResult(size));
      }
      if (failed(requireOrError(op, positive,
                                "output dimensions must be positive")))
        return failure();
      // fill_value: a float32 scalar, converted to the image type.
      Type f32 = b.getF32Type();
      Value fill = floatConstant(b, loc, f32, 0.0);
      if (v3) {
        Value fillTensor = toTensor(loc, operands[3]);
        auto fillType = dyn_cast<RankedTensorType>(fillTensor.getType());
        if (!fillType || !fillType.getElementType().isF32())
          return error(op) << "needs a float32 fill_value of known rank, got "
                           << fillTensor.getType();
        if (fillType.getRank() != 0)
          return error(op) << "fill_value must be a scalar"
                           << shapeString(fillType.getShape());
        fill = toScalar(loc, fillTensor);
      }
      auto interpolation = op->getAttrOfType<StringAttr>("interpolation");
      StringRef method = interpolation ? interpolation.getValue() : "";
      if (method != "NEAREST" && method != "BILINEAR")
        return error(op) << "Invalid interpolation " << method
                         << ". Supported types: NEAREST, BILINEAR";
      auto fillModeAttr = op->getAttrOfType<StringAttr>("fill_mode");
      StringRef modeName = fillModeAttr ? fillModeAttr.getValue() : "CONSTANT";
      std::optional<FillMode> mode =
          llvm::StringSwitch<std::optional<FillMode>>(modeName)
              .Case("REFLECT", FillMode::Reflect)
              .Case("WRAP", FillMode::Wrap)
              .Case("CONSTANT", FillMode::Constant)
              .Case("NEAREST", FillMode::Nearest)
              .Default(std::nullopt);
      if (!mode)
        return error(op) << "Invalid mode " << modeName
                         << ". Supported types: REFLECT, WRAP, CONSTANT, "
                            "NEAREST";
      bool bilinear = method == "BILINEAR";
      // static_cast<T>(float) and static_cast<float>(T).
      auto fromF32 = [&](OpBuilder &nb, Location l, Value v) -> Value {
        if (element.isF32())
          return v;
        if (isa<FloatType>(element))
          return element.getIntOrFloatBitWidth() > 32
                     ? arith::ExtFOp::create(nb, l, element, v).getResult()
                     : arith::TruncFOp::create(nb, l, element, v).getResult();
        Value wide = truncToI64(nb, l, v);
        return element.isSignlessInteger(64)
                   ? wide
                   : arith::TruncIOp::create(nb, l, element, wide).getResult();
      };
      auto toF32 = [&](OpBuilder &nb, Location l, Value v) -> Value {
        if (element.isF32())
          return v;
        if (isa<FloatType>(element))
          return element.getIntOrFloatBitWidth() > 32
                     ? arith::TruncFOp::create(nb, l, f32, v).getResult()
                     : arith::ExtFOp::create(nb, l, f32, v).getResult();
        if (isUnsigned)
          return arith::UIToFPOp::create(nb, l, f32, v);
        return arith::SIToFPOp::create(nb, l, f32, v);
      };
      Value fillT = fromF32(b, loc, fill);
      Value height = dimAsI64(b, loc, images, 1);
      Value width = dimAsI64(b, loc, images, 2);
      Value singleRow = eq(rows, one);
      SmallVector<OpFoldResult> sizes = sizesOf(loc, images);
      sizes[1] = outSizes[0];
      sizes[2] = outSizes[1];
      results.push_back(generate(
          loc, sizes, element, [&](OpBuilder &nb, Location l) -> Value {
            Value n = linalg::IndexOp::create(nb, l, 0);
            Value y = linalg::IndexOp::create(nb, l, 1);
            Value x = linalg::IndexOp::create(nb, l, 2);
            Value c = linalg::IndexOp::create(nb, l, 3);
            auto k = [&](double v) { return floatConstant(nb, l, f32, v); };
            auto add = [&](Value p, Value q) -> Value {
              return arith::AddFOp::create(nb, l, p, q);
            };
            auto sub = [&](Value p, Value q) -> Value {
              return arith::SubFOp::create(nb, l, p, q);
            };
            auto mul = [&](Value p, Value q) -> Value {
              return arith::MulFOp::create(nb, l, p, q);
            };
            auto cmpf = [&](arith::CmpFPredicate p, Value u, Value v) -> Value {
              return arith::CmpFOp::create(nb, l, p, u, v);
            };
            auto cmpi = [&](arith::CmpIPredicate p, Value u, Value v) -> Value {
              return arith::CmpIOp::create(nb, l, p, u, v);
            };
            auto andi = [&](Value p, Value q) -> Value {
              return arith::AndIOp::create(nb, l, p, q);
            };
            auto select = [&](Value cond, Value p, Value q) -> Value {
              return arith::SelectOp::create(nb, l, cond, p, q);
            };
            Value row = arith::SelectOp::create(
                nb, l, singleRow, arith::ConstantIndexOp::create(nb, l, 0), n);
            auto t = [&](int64_t i) -> Value {
              return tensor::ExtractOp::create(
                  nb, l, transforms,
                  ValueRange{row, arith::ConstantIndexOp::create(nb, l, i)});
            };
            auto asF32 = [&](Value index) -> Value {
              return arith::SIToFPOp::create(
                  nb, l, f32,
                  arith::IndexCastOp::create(nb, l, nb.getI64Type(), index));
            };
            Value xf = asF32(x), yf = asF32(y);
            Value projection = add(add(mul(t(6), xf), mul(t(7), yf)), k(1.0));
            Value inX = arith::DivFOp::create(
                nb, l, add(add(mul(t(0), xf), mul(t(1), yf)), t(2)),
                projection);
            Value inY = arith::DivFOp::create(
                nb, l, add(add(mul(t(3), xf), mul(t(4), yf)), t(5)),
                projection);
            Value mx = mapCoordinate(nb, l, inX, width, *mode);
            Value my = mapCoordinate(nb, l, inY, height, *mode);
            using P = arith::CmpFPredicate;
            Value filled = cmpf(P::OEQ, projection, k(0.0));
            // read_with_fill_value: the pixel at integer (py, px), the fill
            // value outside the image (the read itself clamped inside).
            Value zero64 =
                arith::ConstantIntOp::create(nb, l, nb.getI64Type(), 0);
            auto read = [&](Value py, Value px) -> Value {
              using I = arith::CmpIPredicate;
              Value inside =
                  andi(andi(cmpi(I::sge, py, zero64), cmpi(I::slt, py, height)),
                       andi(cmpi(I::sge, px, zero64), cmpi(I::slt, px, width)));
              auto at = [&](Value v) -> Value {
                return arith::IndexCastOp::create(nb, l, nb.getIndexType(),
                                                  select(inside, v, zero64));
              };
              Value pixel = tensor::ExtractOp::create(
                  nb, l, images, ValueRange{n, at(py), at(px), c});
              return select(inside, pixel, fillT);
            };
            Value value;
            if (!bilinear) {
              value = read(truncToI64(nb, l, math::RoundOp::create(nb, l, my)),
                           truncToI64(nb, l, math::RoundOp::create(nb, l, mx)));
            } else {
              Value yFloor = math::FloorOp::create(nb, l, my);
              Value xFloor = math::FloorOp::create(nb, l, mx);
              Value yCeil = add(yFloor, k(1.0)), xCeil = add(xFloor, k(1.0));
              Value y0 = truncToI64(nb, l, yFloor),
                    y1 = truncToI64(nb, l, yCeil);
              Value x0 = truncToI64(nb, l, xFloor),
                    x1 = truncToI64(nb, l, xCeil);
              auto across = [&](Value py) {
                return add(mul(sub(xCeil, mx), toF32(nb, l, read(py, x0))),
                           mul(sub(mx, xFloor), toF32(nb, l, read(py, x1))));
              };
              value = fromF32(nb, l,
                              add(mul(sub(yCeil, my), across(y0)),
                                  mul(sub(my, yFloor), across(y1))));
            }
            return select(filled, fillT, value);
          }));
      return success();
    };
}

} // namespace mlir::tagrad::tf_legalize
