#!/usr/bin/env python3
"""Generates the batch-norm integration tests from TensorFlow itself.

    python3 -m venv venv && venv/bin/pip install tensorflow-cpu numpy
    venv/bin/python scripts/gen_bn_goldens.py      # rewrites test/Integration/BatchNorm/gen_*.mlir

Every case calls tf.raw_ops.FusedBatchNormGradV3 / FusedBatchNormV3 on the
CPU, writes the inputs and TensorFlow's outputs as dense constants into a
lit test that lowers tagrad.fused_batch_norm(_grad) through
--tagrad-cpu-pipeline, runs it with mlir-runner and checks, in MLIR, that
max |got - want| / (atol + rtol * |want|) <= 1 for every output (and prints a
few values for FileCheck). CI never installs TensorFlow: the generated files
are committed.

Where TensorFlow's CPU kernels lack a case the golden comes from TensorFlow
on equivalent data:
  * bf16 (no CPU kernel): TensorFlow on the exact f32 upcast of the bf16
    inputs;
  * is_training=false with NCHW/NCDHW ("only support NHWC"): TensorFlow on
    the NHWC/NDHWC transpose, x_backprop transposed back.
A float64 numpy reference of the documented formulas cross-checks every
golden (the script fails if TensorFlow and numpy disagree).
"""

import os
import sys

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# TensorFlow's own Eigen kernels (the reference semantics), not the oneDNN
# replacements some builds swap in.
os.environ["TF_ENABLE_ONEDNN_OPTS"] = "0"
import tensorflow as tf  # noqa: E402

try:
    import ml_dtypes  # shipped with TensorFlow

    BF16 = ml_dtypes.bfloat16
except ImportError:  # pragma: no cover
    BF16 = tf.bfloat16.as_numpy_dtype

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "test", "Integration", "BatchNorm")

RUN_LINE = (
    "// RUN: tagrad-opt %s --tagrad-cpu-pipeline | mlir-runner -e main "
    "-entry-point-result=void "
    "-shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime "
    "| FileCheck %s"
)

# Tolerances, as (atol relative to the output's largest magnitude, rtol).
# f32: TaGrad and TensorFlow both sum M <= 144 f32 terms, in different
# orders; the rounding difference is bounded by about M * 2^-24 ~ 1e-5 of the
# sum's magnitude, and x_backprop subtracts such sums, so its error scales
# with the largest term rather than with each element: 1e-4 of the output's
# scale, plus 1e-4 relative, leaves a 10x margin.
# f16: inputs are identical f16 values and both compute in f32, so only the
# final rounding of x_backprop / y to f16 differs: one f16 ulp (2^-10 ~
# 9.8e-4) relative, doubled.
# bf16: TensorFlow's golden is the f32 result on the exact upcast; TaGrad
# rounds x_backprop / y to bf16 (half an ulp, 2^-8 ~ 3.9e-3) and the f32
# statistics match to f32 accuracy: 8e-3 covers one full bf16 ulp.
TOLERANCE = {
    "f32": (1e-4, 1e-4),
    "f16": (2e-3, 2e-3),
    "bf16": (8e-3, 8e-3),
}
STAT_TOLERANCE = (1e-4, 1e-4)  # f32 statistics, every dtype

NP_TYPE = {"f32": np.float32, "f16": np.float16, "bf16": BF16}

# One small shape per data format (4-D and 5-D), dimensions in format order.
EVERY_LAYOUT = (("NHWC", [2, 3, 4, 5]), ("NCHW", [2, 5, 3, 4]),
                ("NDHWC", [1, 2, 6, 1, 3]), ("NCDHW", [1, 3, 2, 6, 1]))


def channel_axis(fmt):
    return 1 if fmt.startswith("NC") else len(fmt) - 1


def to_channels_last(a, fmt):
    if not fmt.startswith("NC"):
        return a
    return np.moveaxis(a, 1, -1)


def from_channels_last(a, fmt):
    if not fmt.startswith("NC"):
        return a
    return np.moveaxis(a, -1, 1)


def channels_last_format(fmt):
    return {"NCHW": "NHWC", "NCDHW": "NDHWC"}.get(fmt, fmt)


def literal(values):
    """Shortest round-tripping decimal of each value, as MLIR floats."""
    flat = np.asarray(values).reshape(-1)
    out = []
    for v in flat:
        if flat.dtype == BF16:
            text = repr(float(v))
        else:
            text = np.format_float_positional(v, unique=True, trim="k")
        if text in ("nan", "inf", "-inf"):
            raise ValueError("non-finite literal")
        if "." not in text and "e" not in text:
            text += ".0"
        out.append(text)
    return out


def dense(values, dtype):
    shape = "x".join(str(d) for d in np.shape(values))
    ttype = f"tensor<{shape}x{dtype}>" if shape else f"tensor<{dtype}>"
    items = literal(values)
    if not items:
        return f"dense<> : {ttype}", ttype
    dims = list(np.shape(values))

    def nest(offset, depth):
        if depth == len(dims):
            return items[offset]
        stride = int(np.prod(dims[depth + 1:]))
        return "[" + ", ".join(nest(offset + i * stride, depth + 1)
                               for i in range(dims[depth])) + "]"

    return f"dense<{nest(0, 0)}> : {ttype}", ttype


def mlir_type(shape, dtype):
    return "tensor<" + "x".join(str(d) for d in shape) + f"x{dtype}>"


def tf_call(fn):
    with tf.device("/CPU:0"):
        return [np.asarray(t) for t in fn()]


# --------------------------------------------------------------------------
# References.


def numpy_grad(dy, x, scale, mean, var, eps, fmt, training):
    axis = channel_axis(fmt)
    axes = tuple(i for i in range(x.ndim) if i != axis)
    shape = [1] * x.ndim
    shape[axis] = -1
    dy = dy.astype(np.float64)
    x = x.astype(np.float64)
    m = mean.astype(np.float64).reshape(shape)
    rstd = 1.0 / np.sqrt(var.astype(np.float64) + eps)
    count = max(np.prod([x.shape[i] for i in axes]), 1)
    sum_dy = dy.sum(axis=axes)
    sum_dyxc = (dy * (x - m)).sum(axis=axes)
    k = (scale.astype(np.float64) * rstd).reshape(shape)
    if training:
        dx = k * (dy - sum_dy.reshape(shape) / count - (x - m)
                  * (sum_dyxc * rstd * rstd).reshape(shape) / count)
    else:
        dx = dy * k
    return dx, sum_dyxc * rstd, sum_dy


def numpy_forward(x, scale, offset, mean, var, eps, factor, fmt, training):
    axis = channel_axis(fmt)
    axes = tuple(i for i in range(x.ndim) if i != axis)
    shape = [1] * x.ndim
    shape[axis] = -1
    x = x.astype(np.float64)
    count = np.prod([x.shape[i] for i in axes])
    if training:
        bm = x.mean(axis=axes)
        bv = ((x - bm.reshape(shape)) ** 2).mean(axis=axes)
        unbiased = bv * count / max(count - 1, 1)
        run_mean, run_var = bm, unbiased
        if factor != 1.0:
            run_mean = (1 - factor) * mean + factor * bm
            run_var = (1 - factor) * var + factor * unbiased
    else:
        bm, bv = mean.astype(np.float64), var.astype(np.float64)
        run_mean, run_var = bm, bv
    y = ((x - bm.reshape(shape)) / np.sqrt(bv.reshape(shape) + eps)
         * scale.reshape(shape) + offset.reshape(shape))
    return y, run_mean, run_var, bm, bv


def tf_grad(dy, x, scale, mean, var, eps, fmt, training, dtype):
    """TensorFlow's FusedBatchNormGradV3; returns (dx, dscale, doffset, how)."""
    how = "TensorFlow FusedBatchNormGradV3"
    if dtype == "bf16":
        dy, x = dy.astype(np.float32), x.astype(np.float32)
        how += " on the exact f32 upcast (no CPU bf16 kernel)"
    tf_fmt = fmt
    if not training and fmt.startswith("NC"):
        dy, x = to_channels_last(dy, fmt), to_channels_last(x, fmt)
        tf_fmt = channels_last_format(fmt)
        how += f" on the {tf_fmt} transpose (CPU inference grad is NHWC-only)"
    dx, ds, do, _, _ = tf_call(lambda: tf.raw_ops.FusedBatchNormGradV3(
        y_backprop=dy, x=x, scale=scale, reserve_space_1=mean,
        reserve_space_2=var, reserve_space_3=np.zeros([], np.float32),
        epsilon=eps, data_format=tf_fmt, is_training=training))
    if tf_fmt != fmt:
        dx = from_channels_last(dx, fmt)
    return dx.astype(np.float32), ds, do, how


def tf_forward(x, scale, offset, mean, var, eps, factor, fmt, training,
               dtype):
    how = "TensorFlow FusedBatchNormV3"
    if dtype == "bf16":
        x = x.astype(np.float32)
        how += " on the exact f32 upcast (no CPU bf16 kernel)"
    outs = tf_call(lambda: tf.raw_ops.FusedBatchNormV3(
        x=x, scale=scale, offset=offset, mean=mean, variance=var,
        epsilon=eps, exponential_avg_factor=factor, data_format=fmt,
        is_training=training))
    y, bm, bv, r1, r2 = outs[:5]
    if not training:
        # TensorFlow's CPU kernel leaves the inference reserve spaces
        # uninitialized; TaGrad's contract (the op description) copies the
        # given statistics, which is what the golden holds.
        r1, r2 = mean, var
        how += " (reserve spaces: the given mean/variance)"
    return y.astype(np.float32), bm, bv, r1, r2, how


def check_close(name, got, want, tol):
    atol, rtol = tol
    got = np.asarray(got, np.float64)
    want = np.asarray(want, np.float64)
    if got.size == 0:
        return
    scale = max(np.abs(want).max(), 1e-30)
    err = np.abs(got - want) / (atol * scale + rtol * np.abs(want))
    if not np.all(err <= 0.5):
        sys.exit(f"{name}: TensorFlow and the float64 reference disagree "
                 f"(max scaled error {err.max()})")


# --------------------------------------------------------------------------
# Emission.


class TestFile:
    def __init__(self, name, header, run_lines=(RUN_LINE,)):
        self.name = name
        self.header = header
        self.run_lines = list(run_lines)
        self.functions = []
        self.main = []
        self.checks = []
        self.counter = 0

    def fresh(self):
        self.counter += 1
        return self.counter

    def const(self, values, dtype):
        text, ttype = dense(values, dtype)
        var = f"%c{self.fresh()}"
        self.main.append(f"  {var} = arith.constant {text}")
        return var, ttype

    def compare(self, label, got, got_type, want, tol):
        """Scaled error of `got` (any float tensor) against f32 `want`."""
        want = np.asarray(want, np.float32)
        atol, rtol = tol
        scale = float(np.abs(want).max()) if want.size else 1.0
        scale = max(scale, 1e-30)
        wvar, wtype = self.const(want, "f32")
        n = want.size
        i = self.fresh()
        elem = got_type.split("x")[-1].rstrip(">")
        rank = want.ndim
        reassoc = "[[" + ", ".join(str(d) for d in range(rank)) + "]]"
        lines = []
        if rank > 1:
            lines.append(f"  %g{i} = tensor.collapse_shape {got} {reassoc} : "
                         f"{got_type} into tensor<{n}x{elem}>")
            lines.append(f"  %w{i} = tensor.collapse_shape {wvar} {reassoc} : "
                         f"{wtype} into tensor<{n}xf32>")
        else:
            lines.append(f"  %g{i} = tensor.cast {got} : {got_type} to "
                         f"tensor<{n}x{elem}>")
            lines.append(f"  %w{i} = tensor.cast {wvar} : {wtype} to "
                         f"tensor<{n}xf32>")
        lines.append(f"  %gd{i} = tensor.cast %g{i} : tensor<{n}x{elem}> to "
                     f"tensor<?x{elem}>")
        lines.append(f"  %wd{i} = tensor.cast %w{i} : tensor<{n}xf32> to "
                     "tensor<?xf32>")
        lines.append(f"  %at{i} = arith.constant {atol * scale:.9e} : f32")
        lines.append(f"  %rt{i} = arith.constant {rtol:.9e} : f32")
        lines.append(f"  %e{i} = func.call @scaled_error_{elem}(%gd{i}, %wd{i}, "
                     f"%at{i}, %rt{i}) : (tensor<?x{elem}>, tensor<?xf32>, f32, "
                     "f32) -> f32")
        lines.append(f"  %ok{i} = arith.cmpf ole, %e{i}, %one : f32")
        lines.append(f"  vector.print str \"{label} \"")
        lines.append(f"  vector.print %ok{i} : i1")
        self.main.extend(lines)
        self.checks.append(f"// CHECK: {label} 1")

    def show(self, label, got, got_type, want, index=0):
        """Prints one real value with a regex tolerant to the last digits."""
        want = np.asarray(want, np.float32).reshape(-1)
        if want.size <= index:
            return
        value = float(want[index])
        lo = "%g" % np.float32(value - abs(value) * 2e-4 - 1e-6)
        hi = "%g" % np.float32(value + abs(value) * 2e-4 + 1e-6)
        prefix = os.path.commonprefix([lo, hi])
        digits = sum(ch.isdigit() for ch in prefix.lstrip("-0."))
        if digits < 2:
            return
        i = self.fresh()
        elem = got_type.split("x")[-1].rstrip(">")
        rank = got_type.count("x")
        idx = ", ".join(["%zero"] * (rank - 1) + [f"%idx{i}"])
        if rank > 1:
            n = want.size
            self.main.append(
                f"  %flat{i} = tensor.collapse_shape {got} [["
                + ", ".join(str(d) for d in range(rank)) + f"]] : {got_type} "
                f"into tensor<{n}x{elem}>")
            src, idx = f"%flat{i}", f"%idx{i}"
        else:
            src = got
        self.main.append(f"  %idx{i} = arith.constant {index} : index")
        self.main.append(f"  %v{i} = tensor.extract {src}[{idx}] : "
                         + (f"tensor<{want.size}x{elem}>" if rank > 1
                            else got_type))
        value_var = f"%v{i}"
        if elem != "f32":
            self.main.append(f"  %vf{i} = arith.extf %v{i} : {elem} to f32")
            value_var = f"%vf{i}"
        self.main.append(f"  vector.print str \"{label} = \"")
        self.main.append(f"  vector.print {value_var} : f32")
        escaped = prefix.replace(".", "\\.").replace("+", "\\+")
        self.checks.append(f"// CHECK: {label} = {{{{{escaped}[-+0-9.e]*}}}}")

    def write(self):
        helpers = []
        for elem in ("f32", "f16", "bf16"):
            conv = ("%gf = arith.extf %g : " + elem + " to f32"
                    if elem != "f32" else "%gf = arith.addf %g, %zf : f32")
            helpers.append(f"""
// max |got - want| / (atol + rtol * |want|); NaN propagates (maximumf), so
// a NaN anywhere fails the comparison.
func.func private @scaled_error_{elem}(%got: tensor<?x{elem}>, %want: tensor<?xf32>, %atol: f32, %rtol: f32) -> f32 {{
  %zf = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zf : f32) outs(%init : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}} ins(%got, %want : tensor<?x{elem}>, tensor<?xf32>) outs(%acc : tensor<f32>) {{
  ^bb0(%g: {elem}, %w: f32, %a: f32):
    {conv}
    %d = arith.subf %gf, %w : f32
    %ad = math.absf %d : f32
    %aw = math.absf %w : f32
    %t = arith.mulf %rtol, %aw : f32
    %den = arith.addf %atol, %t : f32
    %q = arith.divf %ad, %den : f32
    %m = arith.maximumf %a, %q : f32
    linalg.yield %m : f32
  }} -> tensor<f32>
  %e = tensor.extract %r[] : tensor<f32>
  return %e : f32
}}""")
        body = [
            "// Generated by scripts/gen_bn_goldens.py from TensorFlow "
            f"{tf.__version__}; do not edit.",
        ] + self.run_lines + [
            "",
        ] + [f"// {line}" if line else "//" for line in self.header] + [
            "//",
            "// Each `<label> 1` line asserts max |got - want| / (atol + rtol *"
            " |want|) <= 1",
            "// against TensorFlow (tolerances in the script and per case "
            "below).",
            "",
        ]
        body += helpers
        body += ["", "func.func @main() {",
                 "  %one = arith.constant 1.0 : f32",
                 "  %zero = arith.constant 0 : index"]
        body += self.main
        body += ["  return", "}", ""]
        body += self.checks
        path = os.path.join(OUT_DIR, self.name)
        with open(path, "w") as f:
            f.write("\n".join(body) + "\n")
        print("wrote", os.path.relpath(path, ROOT))


def add_grad_case(tf_file, label, shape, fmt, training, dtype, rng,
                  eps=1e-3, x_offset=0.0, dynamic=False):
    npt = NP_TYPE[dtype]
    axis = channel_axis(fmt)
    channels = shape[axis]
    x = (rng.standard_normal(shape) * 2.0 + x_offset).astype(np.float32)
    dy = rng.standard_normal(shape).astype(np.float32)
    x, dy = x.astype(npt), dy.astype(npt)
    scale = rng.uniform(0.5, 1.5, channels).astype(np.float32)
    axes = tuple(i for i in range(len(shape)) if i != axis)
    if training and x.size:
        xf = x.astype(np.float64)
        mean = xf.mean(axis=axes).astype(np.float32)
        var = xf.var(axis=axes).astype(np.float32)
    else:
        mean = (rng.standard_normal(channels) + x_offset).astype(np.float32)
        var = rng.uniform(0.5, 2.0, channels).astype(np.float32)
    dx, ds, do, how = tf_grad(dy, x, scale, mean, var, eps, fmt, training,
                              dtype)
    ref = numpy_grad(dy, x, scale, mean, var, eps, fmt, training)
    tol = TOLERANCE[dtype]
    check_close(label + " dx", dx, ref[0], tol)
    check_close(label + " dscale", ds, ref[1], STAT_TOLERANCE)
    check_close(label + " doffset", do, ref[2], STAT_TOLERANCE)

    f = tf_file
    f.main.append(f"  // {label}: {fmt} {list(shape)} {dtype} "
                  f"{'training' if training else 'inference'}, "
                  f"epsilon {eps}; golden: {how}.")
    vdy, tdy = f.const(dy, dtype)
    vx, tx = f.const(x, dtype)
    vs, ts = f.const(scale, "f32")
    vm, tm = f.const(mean, "f32")
    vv, tv = f.const(var, "f32")
    i = f.fresh()
    dtype_shape = tdy
    if dynamic:
        dyn = "tensor<" + "x".join("?" for _ in shape) + f"x{dtype}>"
        f.main.append(f"  %dyd{i} = tensor.cast {vdy} : {tdy} to {dyn}")
        f.main.append(f"  %xd{i} = tensor.cast {vx} : {tx} to {dyn}")
        f.main.append(f"  %sd{i} = tensor.cast {vs} : {ts} to tensor<?xf32>")
        vdy, vx, vs, tdy, tx, ts = (f"%dyd{i}", f"%xd{i}", f"%sd{i}", dyn,
                                    dyn, "tensor<?xf32>")
    f.main.append(
        f"  %dx{i}, %ds{i}, %do{i}, %r3{i}, %r4{i} = tagrad.fused_batch_norm_grad "
        f"{vdy}, {vx}, {vs}, {vm}, {vv} {{epsilon = {eps:.9e} : f32, "
        f"data_format = \"{fmt}\", is_training = {str(training).lower()}}} : "
        f"{tdy}, {tx}, {ts}, {tm}, {tv}")
    dx_var, ds_var, do_var = f"%dx{i}", f"%ds{i}", f"%do{i}"
    if dynamic:
        f.main.append(f"  %dxs{i} = tensor.cast %dx{i} : {tx} to {dtype_shape}")
        f.main.append(f"  %dss{i} = tensor.cast %ds{i} : tensor<?xf32> to "
                      f"tensor<{channels}xf32>")
        f.main.append(f"  %dos{i} = tensor.cast %do{i} : tensor<?xf32> to "
                      f"tensor<{channels}xf32>")
        dx_var, ds_var, do_var = f"%dxs{i}", f"%dss{i}", f"%dos{i}"
    ctype = f"tensor<{channels}xf32>"
    f.main.append(f"  // tolerance: x_backprop {dtype} atol {tol[0]:g} x "
                  f"max|dx|, rtol {tol[1]:g}; statistics f32 atol "
                  f"{STAT_TOLERANCE[0]:g} x max, rtol {STAT_TOLERANCE[1]:g}.")
    if x.size:
        f.compare(f"{label} dx", dx_var, dtype_shape, dx, tol)
    f.compare(f"{label} dscale", ds_var, ctype, ds, STAT_TOLERANCE)
    f.compare(f"{label} doffset", do_var, ctype, do, STAT_TOLERANCE)
    f.show(f"{label} dscale[0]", ds_var, ctype, ds)
    f.show(f"{label} doffset[0]", do_var, ctype, do)
    if x.size:
        f.show(f"{label} dx[1]", dx_var, dtype_shape, dx, index=1)
    return dx, ds, do


# x = 1e4 + noise: the batch mean itself is an f32 (TensorFlow's and
# TaGrad's alike), rounded by up to ulp(1e4)/2 = 4.9e-4, and y = (x - mean) * k
# inherits that absolute error times k (~1): 1e-3 of max|y|, while the
# one-pass variance is off by ulp(1e8) = 8 against a variance of ~4.
OFFSET_TOLERANCE = (1e-3, 1e-4)


def add_forward_case(tf_file, label, shape, fmt, training, dtype, rng,
                     eps=1e-3, factor=1.0, x_offset=0.0):
    npt = NP_TYPE[dtype]
    axis = channel_axis(fmt)
    channels = shape[axis]
    x = (rng.standard_normal(shape) * 2.0 + x_offset).astype(np.float32)
    x = x.astype(npt)
    scale = rng.uniform(0.5, 1.5, channels).astype(np.float32)
    offset = rng.standard_normal(channels).astype(np.float32)
    blend = (not training) or factor != 1.0
    if blend:
        mean = (rng.standard_normal(channels) + x_offset).astype(np.float32)
        var = rng.uniform(0.5, 2.0, channels).astype(np.float32)
    else:
        mean = np.zeros([0], np.float32)
        var = np.zeros([0], np.float32)
    y, bm, bv, r1, r2, how = tf_forward(x, scale, offset, mean, var, eps,
                                        factor, fmt, training, dtype)
    ref = numpy_forward(x, scale, offset, mean, var, eps, factor, fmt,
                        training)
    tol = OFFSET_TOLERANCE if x_offset else TOLERANCE[dtype]
    check_close(label + " y", y, ref[0], tol)
    for name, got, want in (("batch_mean", bm, ref[1]),
                            ("batch_variance", bv, ref[2]),
                            ("reserve_space_1", r1, ref[3]),
                            ("reserve_space_2", r2, ref[4])):
        check_close(f"{label} {name}", got, want, STAT_TOLERANCE)

    f = tf_file
    f.main.append(f"  // {label}: {fmt} {list(shape)} {dtype} "
                  f"{'training' if training else 'inference'}, epsilon {eps}, "
                  f"exponential_avg_factor {factor}; golden: {how}.")
    vx, tx = f.const(x, dtype)
    vs, ts = f.const(scale, "f32")
    vo, to = f.const(offset, "f32")
    vm, tm = f.const(mean, "f32")
    vv, tv = f.const(var, "f32")
    i = f.fresh()
    f.main.append(
        f"  %y{i}, %bm{i}, %bv{i}, %r1{i}, %r2{i} = tagrad.fused_batch_norm "
        f"{vx}, {vs}, {vo}, {vm}, {vv} {{epsilon = {eps:.9e} : f32, "
        f"exponential_avg_factor = {factor:.9e} : f32, "
        f"data_format = \"{fmt}\", is_training = {str(training).lower()}}} : "
        f"{tx}, {ts}, {to}, {tm}, {tv}")
    ctype = f"tensor<{channels}xf32>"
    f.main.append(f"  // tolerance: y {dtype} atol {tol[0]:g} x max|y|, rtol "
                  f"{tol[1]:g}; statistics f32 atol {STAT_TOLERANCE[0]:g} x "
                  f"max, rtol {STAT_TOLERANCE[1]:g}.")
    f.compare(f"{label} y", f"%y{i}", tx, y, tol)
    f.compare(f"{label} batch_mean", f"%bm{i}", ctype, bm, STAT_TOLERANCE)
    f.compare(f"{label} batch_variance", f"%bv{i}", ctype, bv, STAT_TOLERANCE)
    f.compare(f"{label} reserve_space_1", f"%r1{i}", ctype, r1,
              STAT_TOLERANCE)
    f.compare(f"{label} reserve_space_2", f"%r2{i}", ctype, r2,
              STAT_TOLERANCE)
    f.show(f"{label} reserve_space_2[0]", f"%r2{i}", ctype, r2)
    f.show(f"{label} y[1]", f"%y{i}", tx, y, index=1)


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    rng = np.random.default_rng(20240605)

    f = TestFile("gen_grad_f32.mlir", [
        "FusedBatchNormGradV3, f32: every layout (4-D and 5-D), training "
        "and inference.",
    ])
    for fmt, shape in EVERY_LAYOUT:
        for training in (True, False):
            mode = "train" if training else "infer"
            add_grad_case(f, f"{fmt.lower()}_{mode}", shape, fmt, training,
                          "f32", rng)
    f.write()

    f = TestFile("gen_grad_low_precision.mlir", [
        "FusedBatchNormGradV3, f16 and bf16 data with f32 accumulation.",
        "bf16 goldens: TensorFlow on the exact f32 upcast (its CPU kernels "
        "have no bf16).",
    ])
    for dtype in ("f16", "bf16"):
        for fmt, shape, training in (("NHWC", [2, 3, 4, 5], True),
                                     ("NCHW", [2, 5, 3, 4], True),
                                     ("NCHW", [2, 5, 3, 4], False),
                                     ("NDHWC", [1, 2, 6, 1, 3], True)):
            mode = "train" if training else "infer"
            add_grad_case(f, f"{dtype}_{fmt.lower()}_{mode}", shape, fmt,
                          training, dtype, rng)
    f.write()

    f = TestFile("gen_grad_edge.mlir", [
        "FusedBatchNormGradV3 edge cases: an empty batch (zero scale/offset",
        "gradients, no NaN), x = 1e4 + noise (the centred sum keeps full",
        "accuracy where sum(dy * x) - mean * sum(dy) cancels), and dynamic",
        "dimensions.",
    ])
    add_grad_case(f, "empty_nhwc", [0, 7, 11, 4], "NHWC", True, "f32", rng)
    add_grad_case(f, "empty_ncdhw", [0, 3, 2, 2, 2], "NCDHW", True, "f32", rng)
    add_grad_case(f, "offset_nhwc", [2, 3, 4, 5], "NHWC", True, "f32", rng,
                  x_offset=1e4)
    add_grad_case(f, "offset_nchw", [2, 5, 3, 4], "NCHW", True, "f32", rng,
                  x_offset=1e4)
    add_grad_case(f, "dynamic_nchw", [2, 5, 3, 4], "NCHW", True, "f32", rng,
                  dynamic=True)
    add_grad_case(f, "dynamic_ndhwc_infer", [1, 2, 6, 1, 3], "NDHWC", False,
                  "f16", rng, dynamic=True)
    f.write()

    f = TestFile("gen_forward.mlir", [
        "FusedBatchNormV3 (tagrad.fused_batch_norm): every layout, both "
        "modes, every dtype,",
        "the running-average blend, and x = 1e4 + noise, where the one-pass",
        "E[x^2] - E[x]^2 variance of other compilers loses every digit "
        "(f32 ulp at 1e8 is 8).",
    ])
    for fmt, shape in EVERY_LAYOUT:
        for training in (True, False):
            mode = "train" if training else "infer"
            add_forward_case(f, f"{fmt.lower()}_{mode}", shape, fmt, training,
                             "f32", rng)
    add_forward_case(f, "f16_nhwc_train", [2, 3, 4, 5], "NHWC", True, "f16",
                     rng)
    add_forward_case(f, "bf16_nchw_train", [2, 5, 3, 4], "NCHW", True, "bf16",
                     rng)
    add_forward_case(f, "bf16_nhwc_infer", [2, 3, 4, 5], "NHWC", False,
                     "bf16", rng)
    add_forward_case(f, "blend_nhwc", [2, 3, 4, 5], "NHWC", True, "f32", rng,
                     factor=0.25)
    add_forward_case(f, "offset_nhwc", [2, 3, 4, 5], "NHWC", True, "f32", rng,
                     x_offset=1e4)
    add_forward_case(f, "offset_ncdhw", [1, 3, 2, 6, 1], "NCDHW", True, "f32",
                     rng, x_offset=1e4)
    f.write()

    # A generator of its own: the files above keep their data.
    rng = np.random.default_rng(20261130)
    f = TestFile("gen_grad_blocks.mlir", [
        "FusedBatchNormGradV3, NCHW training on planes that the CPU schedule",
        "fuses in blocks of channels (two sums, coefficients and x_backprop",
        "per block): 14x14 planes cut at 64-byte boundaries, 7x7 planes in",
        "16-lane tiles, an odd batch, x = 1e4 + noise, f16 and bf16. Sums of",
        "M = N*H*W <= 392 terms: the f32 rounding bound M * 2^-24 ~ 2.3e-5 of",
        "the sums' scale stays 4x inside the 1e-4 tolerance.",
    ])
    add_grad_case(f, "f32_nchw_14x14", [2, 4, 14, 14], "NCHW", True, "f32",
                  rng)
    add_grad_case(f, "f32_nchw_7x7_odd_batch", [3, 6, 7, 7], "NCHW", True,
                  "f32", rng)
    add_grad_case(f, "offset_nchw_14x14", [2, 4, 14, 14], "NCHW", True,
                  "f32", rng, x_offset=1e4)
    add_grad_case(f, "f16_nchw_14x14", [2, 4, 14, 14], "NCHW", True, "f16",
                  rng)
    add_grad_case(f, "bf16_nchw_7x7", [2, 16, 7, 7], "NCHW", True, "bf16",
                  rng)
    f.write()

    # Blocks whose run per batch entry (K planes) is whole 16-lane vectors
    # (min-parallel-bytes=0: these small gradients would run on one thread),
    # swept flat with the coefficients spread per element: for 2 threads
    # blocks of 16 7x7 channels and of 4 14x14 channels (runs of 784
    # elements), for 1 thread one block of all channels (its spread
    # coefficients, 1568 f32, over the stack budget: heap buffers);
    # non-temporal stores forced on in one run, off (too small) in the
    # others.
    rng = np.random.default_rng(20261202)
    pipeline_run = (
        '// RUN: tagrad-opt %s "--tagrad-cpu-pipeline={}" | mlir-runner -e '
        "main -entry-point-result=void "
        "-shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime"
        " | FileCheck %s")
    f = TestFile("gen_grad_runs.mlir", [
        "FusedBatchNormGradV3, NCHW training on blocks of channels whose run",
        "per batch entry is whole vectors (the CPU schedule sweeps each run",
        "flat, the per-channel coefficients spread to every element): 7x7",
        "planes in blocks of 16 channels, 14x14 in blocks of 4 (2 threads),",
        "one block of every channel (1 thread), streaming stores forced on",
        "in one run, x = 1e4 + noise, f16; 28x28 and 30x30 planes, longer",
        "than a vector per plane. Sums of M <= 1800 terms.",
    ], run_lines=[pipeline_run.format(options) for options in (
        "threads=2 min-parallel-bytes=0",
        "threads=2 min-parallel-bytes=0 nontemporal-min-bytes=0",
        "threads=1")])
    add_grad_case(f, "f32_nchw_7x7_runs", [2, 32, 7, 7], "NCHW", True, "f32",
                  rng)
    add_grad_case(f, "f32_nchw_14x14_runs", [1, 8, 14, 14], "NCHW", True,
                  "f32", rng)
    add_grad_case(f, "offset_nchw_7x7_runs", [1, 32, 7, 7], "NCHW", True,
                  "f32", rng, x_offset=1e4)
    add_grad_case(f, "f16_nchw_7x7_runs", [1, 32, 7, 7], "NCHW", True, "f16",
                  rng)
    # Planes longer than a vector per plane, in blocks all the same: 28x28
    # (whole vectors per plane, blocks of 2 channels for 2 threads) and
    # 30x30 (900 elements: only runs of 4 planes are whole vectors).
    add_grad_case(f, "f32_nchw_28x28_runs", [2, 4, 28, 28], "NCHW", True,
                  "f32", rng)
    add_grad_case(f, "f32_nchw_30x30_runs", [2, 8, 30, 30], "NCHW", True,
                  "f32", rng)
    f.write()

    # Channels-last gradients over rows of 512 channels or more (2 KiB rows
    # and up: the CPU schedule's 8 KiB row prefetches reach 4 rows or fewer
    # ahead and back; until session 21 the sums went 8 rows per tile):
    # shares of rows that 8 does not divide, fewer rows than the prefetch
    # distance, a masked channel tail (520 = 32 * 16 + 8), f16, 5-D data and
    # inference, on 1, 2 and 3 threads (min-parallel-bytes=0: these small
    # gradients would run on one thread).
    rng = np.random.default_rng(20261204)
    f = TestFile("gen_grad_wide_rows.mlir", [
        "FusedBatchNormGradV3, channels-last on rows of 512 channels or",
        "more (the CPU schedule prefetches a few rows ahead and back): row",
        "counts 8 does not divide, fewer rows than the prefetch distance, a",
        "masked channel tail, x = 1e4 + noise, f16, NDHWC, inference. Sums",
        "of M <= 15 terms.",
    ], run_lines=[pipeline_run.format(options) for options in (
        "threads=2 min-parallel-bytes=0",
        "threads=3 min-parallel-bytes=0",
        "threads=1")])
    add_grad_case(f, "f32_nhwc_15_rows", [3, 1, 5, 512], "NHWC", True,
                  "f32", rng)
    add_grad_case(f, "f32_nhwc_channel_tail", [1, 1, 9, 520], "NHWC", True,
                  "f32", rng)
    add_grad_case(f, "offset_nhwc_6_rows", [2, 1, 3, 512], "NHWC", True,
                  "f32", rng, x_offset=1e4)
    add_grad_case(f, "f16_nhwc_11_rows", [1, 1, 11, 512], "NHWC", True,
                  "f16", rng)
    add_grad_case(f, "f32_ndhwc_9_rows", [1, 1, 3, 3, 512], "NDHWC", True,
                  "f32", rng)
    add_grad_case(f, "f32_nhwc_infer", [1, 1, 3, 512], "NHWC", False,
                  "f32", rng)
    f.write()


if __name__ == "__main__":
    main()
