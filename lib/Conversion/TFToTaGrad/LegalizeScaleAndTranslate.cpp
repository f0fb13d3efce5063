//===- LegalizeScaleAndTranslate.cpp - Resizes by kernel spans ------------===//
//
// ScaleAndTranslate and its gradient: tf.image.resize with antialias and
// its lanczos, gaussian and mitchellcubic methods, weights computed at
// compile time as TensorFlow's scale_and_translate_op computes them.
//
//===----------------------------------------------------------------------===//

#include "Legalizer.h"

using namespace mlir;
using namespace mlir::tagrad;

namespace mlir::tagrad::tf_legalize {

void Legalizer::registerScaleAndTranslateHandlers() {
  auto &h = handlers;
  // ScaleAndTranslate(images [B, H, W, C], size, scale, translate) (what
  // tf.image.resize runs for antialias and the lanczos, gaussian and
  // mitchellcubic methods) and ScaleAndTranslateGrad: a separable resize,
  // each output row and column a weighted sum of input ones. The weights are
  // TensorFlow's spans (scale_and_translate_op.cc: the kernel stretched by
  // 1/scale when antialiasing a downscale, a sample outside the input
  // getting none, each span normalized), computed at compile time in float
  // as the kernel computes them, so size, scale and translate must be
  // constants. The gradient is the same sums transposed.
  for (bool grad : {false, true})
    h[grad ? "ScaleAndTranslateGrad" : "ScaleAndTranslate"] =
        [this, grad](Operation *op, ArrayRef<Value> operands,
                     SmallVectorImpl<Value> &results) -> LogicalResult {
      Location loc = op->getLoc();
      Value images = toTensor(loc, operands[0]);
      auto imagesType = dyn_cast<RankedTensorType>(images.getType());
      if (!imagesType || imagesType.getRank() != 4)
        return error(op) << (grad ? "grads" : "input")
                         << " must be 4-dimensional, got " << images.getType();
      if (!imagesType.hasStaticShape() ||
          !isa<FloatType>(imagesType.getElementType()))
        return error(op) << "needs a float input of static shape, got "
                         << imagesType;
      int64_t inSize[2], outSize[2];
      if (grad) {
        auto originalType = dyn_cast<RankedTensorType>(operands[1].getType());
        if (!originalType || originalType.getRank() != 4 ||
            !originalType.hasStaticShape())
          return error(op) << "needs original_image of static 4-d shape, got "
                           << operands[1].getType();
        for (int d = 0; d < 2; ++d) {
          inSize[d] = originalType.getDimSize(1 + d);
          outSize[d] = imagesType.getDimSize(1 + d);
        }
      } else {
        FailureOr<SmallVector<int64_t>> size =
            constInts(op, operands[1], "size");
        if (failed(size))
          return failure();
        if (size->size() != 2)
          return error(op) << "size must be a 1-D tensor of 2 elements";
        if ((*size)[0] <= 0 || (*size)[1] <= 0)
          return error(op) << "output dimensions must be positive";
        for (int d = 0; d < 2; ++d) {
          inSize[d] = imagesType.getDimSize(1 + d);
          outSize[d] = (*size)[d];
        }
      }
      float scale[2], translate[2];
      const StringRef operandNames[] = {"scale", "translation"};
      for (auto [k, name] : llvm::enumerate(operandNames)) {
        std::optional<DenseElementsAttr> constant =
            smallConstant(operands[2 + k]);
        if (!constant || !isa<FloatType>(constant->getElementType()) ||
            constant->getNumElements() != 2)
          return error(op) << "takes " << name
                           << " only as a constant of two floats (TaGrad "
                              "computes the resize weights at compile time)";
        auto values = llvm::to_vector(constant->getValues<APFloat>());
        for (int d = 0; d < 2; ++d) {
          bool lost;
          APFloat v = values[d];
          v.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
          (k == 0 ? scale : translate)[d] = v.convertToFloat();
        }
      }
      if (scale[0] <= 0 || scale[1] <= 0)
        return error(op) << "Scale must be greater than zero.";
      StringRef kernelName = "lanczos3";
      if (auto attr = op->getAttrOfType<StringAttr>("kernel_type"))
        kernelName = attr.getValue();
      bool antialias = true;
      if (auto attr = op->getAttrOfType<BoolAttr>("antialias"))
        antialias = attr.getValue();
      // TensorFlow's sampling kernels (sampling_kernels.h), in float.
      constexpr float kPi = 3.14159265359f;
      std::function<float(float)> kernel;
      float radius;
      auto lanczos = [&](float r) {
        radius = r;
        kernel = [r, kPi](float x) {
          x = std::abs(x);
          if (x > r)
            return 0.0f;
          if (x <= 1e-3f)
            return 1.0f;
          return r * std::sin(kPi * x) * std::sin(kPi * x / r) /
                 (kPi * kPi * x * x);
        };
      };
      if (kernelName == "lanczos1")
        lanczos(1.0f);
      else if (kernelName == "lanczos3")
        lanczos(3.0f);
      else if (kernelName == "lanczos5")
        lanczos(5.0f);
      else if (kernelName == "gaussian") {
        radius = 1.5f;
        float sigma = radius / 3.0f;
        kernel = [r = radius, sigma](float x) {
          x = std::abs(x);
          if (x >= r)
            return 0.0f;
          return static_cast<float>(std::exp(-x * x / (2.0 * sigma * sigma)));
        };
      } else if (kernelName == "box") {
        radius = 1.0f;
        kernel = [](float x) {
          x = std::abs(x);
          return x < 0.5f ? 1.0f : (x == 0.5f ? 0.5f : 0.0f);
        };
      } else if (kernelName == "triangle") {
        radius = 1.0f;
        kernel = [](float x) {
          x = std::abs(x);
          return x < 1.0f ? 1.0f - x : 0.0f;
        };
      } else if (kernelName == "keyscubic") {
        radius = 2.0f;
        kernel = [](float x) {
          x = std::abs(x);
          if (x >= 2.0f)
            return 0.0f;
          if (x >= 1.0f)
            return ((-0.5f * x + 2.5f) * x - 4.0f) * x + 2.0f;
          return ((1.5f * x - 2.5f) * x) * x + 1.0f;
        };
      } else if (kernelName == "mitchellcubic") {
        radius = 2.0f;
        kernel = [](float x) {
          x = std::abs(x);
          if (x >= 2.0f)
            return 0.0f;
          if (x >= 1.0f)
            return (((-7.0f / 18.0f) * x + 2.0f) * x - 10.0f / 3.0f) * x +
                   16.0f / 9.0f;
          return (((7.0f / 6.0f) * x - 2.0f) * x) * x + 8.0f / 9.0f;
        };
      } else {
        return error(op) << "Unrecognized kernel type: " << kernelName;
      }
      // weights[d][o][i]: output o's weight of input i along dimension d.
      std::array<std::vector<float>, 2> weights;
      for (int d = 0; d < 2; ++d) {
        int64_t in = inSize[d], out = outSize[d];
        weights[d].assign(out * in, 0.0f);
        float invScale = 1.0f / scale[d];
        float invTranslate = -invScale * translate[d];
        float kernelScale = antialias ? std::max(invScale, 1.0f) : 1.0f;
        for (int64_t x = 0; x < out; ++x) {
          float sample = (x + 0.5f) * invScale + invTranslate;
          if (sample < 0 || sample > in)
            continue;
          int64_t start = static_cast<int64_t>(
              std::ceil(sample - radius * kernelScale - 0.5f));
          int64_t end = static_cast<int64_t>(
              std::floor(sample + radius * kernelScale - 0.5f));
          start = std::clamp<int64_t>(start, 0, in - 1);
          end = std::clamp<int64_t>(end, 0, in - 1) + 1;
          std::vector<float> span;
          float total = 0.0f;
          for (int64_t source = start; source < end; ++source) {
            float position = static_cast<float>(source) + 0.5f - sample;
            float w = kernel(std::abs(position * (1.0f / kernelScale)));
            total += w;
            span.push_back(w);
          }
          if (std::abs(total) < 1000.0f * std::numeric_limits<float>::min())
            continue;
          float inverse = 1.0f / total;
          for (int64_t source = start; source < end; ++source)
            weights[d][x * in + source] = span[source - start] * inverse;
        }
      }
      Type f32 = b.getF32Type();
      Value data = images;
      if (imagesType.getElementType() != f32) {
        Value converted;
        if (failed(castTo(loc, data, f32, converted)))
          return failure();
        data = converted;
      }
      // One contraction per dimension: out[.., o, ..] = sum_i w[o, i] *
      // in[.., i, ..] (the gradient: sum_o w[o, i] * g[.., o, ..]).
      auto contract = [&](Value source, int d) -> Value {
        ArrayRef<int64_t> shape =
            cast<RankedTensorType>(source.getType()).getShape();
        int64_t from = grad ? outSize[d] : inSize[d];
        int64_t to = grad ? inSize[d] : outSize[d];
        SmallVector<int64_t> resultShape(shape);
        resultShape[1 + d] = to;
        std::vector<float> matrix(to * from);
        for (int64_t o = 0; o < outSize[d]; ++o)
          for (int64_t i = 0; i < inSize[d]; ++i)
            matrix[grad ? i * from + o : o * from + i] =
                weights[d][o * inSize[d] + i];
        auto matrixType = RankedTensorType::get({to, from}, f32);
        Value w = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(matrixType, ArrayRef<float>(matrix)));
        Value init =
            fill(loc,
                 llvm::map_to_vector(resultShape,
                                     [&](int64_t v) -> OpFoldResult {
                                       return b.getIndexAttr(v);
                                     }),
                 arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0)));
        // Loops (n, h, w, c, k): k the summed input position along d.
        MLIRContext *ctx = b.getContext();
        auto dim = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
        SmallVector<AffineExpr> sourceExprs = {dim(0), dim(1), dim(2), dim(3)};
        sourceExprs[1 + d] = dim(4);
        SmallVector<AffineMap> maps = {
            AffineMap::get(5, 0, {dim(1 + d), dim(4)}, ctx),
            AffineMap::get(5, 0, sourceExprs, ctx),
            AffineMap::get(5, 0, {dim(0), dim(1), dim(2), dim(3)}, ctx)};
        SmallVector<utils::IteratorType> iterators(
            4, utils::IteratorType::parallel);
        iterators.push_back(utils::IteratorType::reduction);
        return linalg::GenericOp::create(b, loc, init.getType(),
                                         ValueRange{w, source}, init, maps,
                                         iterators, yieldProductSum)
            .getResult(0);
      };
      Value result = contract(contract(data, 0), 1);
      if (grad && imagesType.getElementType() != f32) {
        Value converted;
        if (failed(castTo(loc, result, imagesType.getElementType(), converted)))
          return failure();
        result = converted;
      }
      results.push_back(result);
      return success();
    };
}

} // namespace mlir::tagrad::tf_legalize
