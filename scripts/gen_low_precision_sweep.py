#!/usr/bin/env python3
"""Writes test/Integration/LowPrecision/compile_{f16,bf16}.mlir: every
batch-norm op, layout, mode and use (only the first result, or all of
them) and every element-wise TensorFlow op -tagrad-legalize-tf lowers, in
one element type, as TensorFlow's generic MLIR. The lit tests compile each
module with --tagrad-cpu-pipeline, optimize it as tagrad-run's JIT does
(opt -O3) and generate code for several x86 CPUs (llc): the LLVM back end
aborts ("Do not know how to soft promote this operator's operand!") on
low-precision operations it cannot legalize, and which ones depends on the
CPU's features (avx512bf16, avx512fp16).

Run by hand after changing the op lists (no TensorFlow needed):

  python3 scripts/gen_low_precision_sweep.py
"""

import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "test", "Integration", "LowPrecision")

# Odd sizes: LLVM's vectorizers then make the odd-width vectors and
# shuffles where the back end's gaps are.
SHAPES = {"NHWC": [2, 4, 5, 3], "NCHW": [2, 3, 4, 5],
          "NDHWC": [1, 2, 4, 5, 3], "NCDHW": [1, 3, 2, 4, 5]}
C = 3
TO_LAST = {"NCHW": ([0, 2, 3, 1], [0, 3, 1, 2]),
           "NCDHW": ([0, 2, 3, 4, 1], [0, 4, 1, 2, 3])}
UNARY = """Neg Square Sqrt Rsqrt Exp Log Tanh Sigmoid Relu Abs Reciprocal Sin
Cos Log1p Expm1 Erf Floor Ceil Round Rint Sign Softsign Softplus Elu Relu6
LeakyRelu Identity ZerosLike OnesLike Softmax LogSoftmax""".split()
BINARY = """Add AddV2 Sub Mul RealDiv Maximum Minimum SquaredDifference FloorMod
FloorDiv Pow TanhGrad SigmoidGrad ReluGrad SqrtGrad RsqrtGrad ReciprocalGrad
InvGrad Relu6Grad EluGrad SoftplusGrad SoftsignGrad LeakyReluGrad""".split()
COMPARE = "Less LessEqual Greater GreaterEqual Equal NotEqual".split()
REDUCE = "Sum Mean Max Prod".split()
E = [7, 37]  # element-wise operand shape


def t(shape, dtype):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [dtype])


def bn_functions(dt):
    out = []
    for fmt, shape in SHAPES.items():
        x = t(shape, dt)
        c = t([C], "f32")
        for training in ("true", "false"):
            mode = "train" if training == "true" else "infer"
            attrs = ('{data_format = "%s", epsilon = 1.000000e-03 : f32, '
                     'exponential_avg_factor = 1.000000e+00 : f32, '
                     'is_training = %s}' % (fmt, training))
            for use in ("one", "all"):
                res = [x, c, c, c, c]
                if use == "one":
                    res = res[:1]
                names = ["%r#" + str(i) for i in range(len(res))]
                out.append(
                    "func.func @forward_%s_%s_%s(%%x: %s, %%s: %s, %%o: %s, "
                    "%%m: %s, %%v: %s) -> (%s) {\n"
                    '  %%r:6 = "tf.FusedBatchNormV3"(%%x, %%s, %%o, %%m, %%v) '
                    "%s : (%s, %s, %s, %s, %s) -> (%s, %s, %s, %s, %s, "
                    "tensor<*xf32>)\n  return %s : %s\n}\n"
                    % (fmt, mode, use, x, c, c, c, c, ", ".join(res), attrs,
                       x, c, c, c, c, x, c, c, c, c, ", ".join(names),
                       ", ".join(res)))
                res = [x, c, c][:1 if use == "one" else 3]
                names = ["%r#" + str(i) for i in range(len(res))]
                gattrs = ('{data_format = "%s", epsilon = 1.000000e-03 : f32, '
                          'is_training = %s}' % (fmt, training))
                out.append(
                    "func.func @grad_%s_%s_%s(%%dy: %s, %%x: %s, %%s: %s, "
                    "%%m: %s, %%v: %s) -> (%s) {\n"
                    '  %%r3 = "tf.Const"() {value = dense<> : tensor<0xf32>} '
                    ": () -> tensor<0xf32>\n"
                    '  %%r:5 = "tf.FusedBatchNormGradV3"(%%dy, %%x, %%s, %%m, '
                    "%%v, %%r3) %s : (%s, %s, %s, %s, %s, tensor<0xf32>) -> "
                    "(%s, %s, %s, tensor<*xf32>, tensor<*xf32>)\n"
                    "  return %s : %s\n}\n"
                    % (fmt, mode, use, x, x, c, c, c, ", ".join(res), gattrs,
                       x, x, c, c, c, x, c, c, ", ".join(names),
                       ", ".join(res)))
        if fmt in TO_LAST:
            # TensorFlow's gradient of an inference-mode NCHW/NCDHW batch
            # norm: transposed to channels last and back.
            to_last, back = TO_LAST[fmt]
            last = [shape[p] for p in to_last]
            xl = t(last, dt)
            r = len(shape)
            perm = lambda p: ('"tf.Const"() {value = dense<%s> : '
                              'tensor<%dxi32>} : () -> tensor<%dxi32>'
                              % (p, r, r))
            for use in ("one", "all"):
                res = [x, t([C], "f32"), t([C], "f32")]
                res = res[:1 if use == "one" else 3]
                rets = ["%dx", "%r#1", "%r#2"][:len(res)]
                out.append(
                    "func.func @tf_grad_%s_infer_%s(%%dy: %s, %%x: %s, "
                    "%%s: %s, %%m: %s, %%v: %s) -> (%s) {\n"
                    "  %%p = %s\n  %%q = %s\n"
                    '  %%dyl = "tf.Transpose"(%%dy, %%p) : (%s, %s) -> %s\n'
                    '  %%xl = "tf.Transpose"(%%x, %%p) : (%s, %s) -> %s\n'
                    '  %%r3 = "tf.Const"() {value = dense<> : tensor<0xf32>} '
                    ": () -> tensor<0xf32>\n"
                    '  %%r:5 = "tf.FusedBatchNormGradV3"(%%dyl, %%xl, %%s, '
                    '%%m, %%v, %%r3) {data_format = "%s", epsilon = '
                    "1.000000e-03 : f32, is_training = false} : (%s, %s, %s, "
                    "%s, %s, tensor<0xf32>) -> (%s, %s, %s, tensor<*xf32>, "
                    "tensor<*xf32>)\n"
                    '  %%dx = "tf.Transpose"(%%r#0, %%q) : (%s, %s) -> %s\n'
                    "  return %s : %s\n}\n"
                    % (fmt, use, x, x, c, c, c, ", ".join(res),
                       perm(to_last), perm(back),
                       x, t([r], "i32"), xl, x, t([r], "i32"), xl,
                       "NHWC" if r == 4 else "NDHWC",
                       xl, xl, c, c, c, xl, c, c, xl, t([r], "i32"), x,
                       ", ".join(rets), ", ".join(res)))
    return out


def elementwise_functions(dt):
    out = []
    a = t(E, dt)
    for op in UNARY:
        attrs = " {alpha = 2.000000e-01 : f32}" if op == "LeakyRelu" else ""
        out.append('func.func @unary_%s(%%a: %s) -> %s {\n'
                   '  %%r = "tf.%s"(%%a)%s : (%s) -> %s\n'
                   "  return %%r : %s\n}\n" % (op, a, a, op, attrs, a, a, a))
    for op in BINARY:
        attrs = " {alpha = 2.000000e-01 : f32}" if op == "LeakyReluGrad" \
            else ""
        out.append('func.func @binary_%s(%%a: %s, %%b: %s) -> %s {\n'
                   '  %%r = "tf.%s"(%%a, %%b)%s : (%s, %s) -> %s\n'
                   "  return %%r : %s\n}\n"
                   % (op, a, a, a, op, attrs, a, a, a, a))
    # Broadcasting: a row against the matrix.
    row = t(E[1:], dt)
    out.append('func.func @binary_broadcast(%%a: %s, %%b: %s) -> %s {\n'
               '  %%r = "tf.AddV2"(%%a, %%b) : (%s, %s) -> %s\n'
               "  return %%r : %s\n}\n" % (a, row, a, a, row, a, a))
    i1 = t(E, "i1")
    for op in COMPARE:
        out.append('func.func @compare_%s(%%a: %s, %%b: %s) -> %s {\n'
                   '  %%r = "tf.%s"(%%a, %%b) : (%s, %s) -> %s\n'
                   "  return %%r : %s\n}\n"
                   % (op, a, a, i1, op, a, a, i1, i1))
    out.append('func.func @select(%%c: %s, %%a: %s, %%b: %s) -> %s {\n'
               '  %%r = "tf.SelectV2"(%%c, %%a, %%b) : (%s, %s, %s) -> %s\n'
               "  return %%r : %s\n}\n" % (i1, a, a, a, i1, a, a, a, a))
    f = t(E, "f32")
    out.append('func.func @cast_to_f32(%%a: %s) -> %s {\n'
               '  %%r = "tf.Cast"(%%a) : (%s) -> %s\n'
               "  return %%r : %s\n}\n" % (a, f, a, f, f))
    out.append('func.func @cast_from_f32(%%a: %s) -> %s {\n'
               '  %%r = "tf.Cast"(%%a) : (%s) -> %s\n'
               "  return %%r : %s\n}\n" % (f, a, f, a, a))
    for op in REDUCE:
        r = t(E[1:], dt)
        out.append('func.func @reduce_%s(%%a: %s) -> %s {\n'
                   '  %%i = "tf.Const"() {value = dense<0> : tensor<1xi32>} '
                   ": () -> tensor<1xi32>\n"
                   '  %%r = "tf.%s"(%%a, %%i) {keep_dims = false} : '
                   "(%s, tensor<1xi32>) -> %s\n"
                   "  return %%r : %s\n}\n" % (op, a, r, op, a, r, r))
    b = t(E[::-1], dt)
    m = t([E[0], E[0]], dt)
    out.append('func.func @matmul(%%a: %s, %%b: %s) -> %s {\n'
               '  %%r = "tf.MatMul"(%%a, %%b) {transpose_a = false, '
               "transpose_b = false} : (%s, %s) -> %s\n"
               "  return %%r : %s\n}\n" % (a, b, m, a, b, m, m))
    out.append('func.func @transpose(%%a: %s) -> %s {\n'
               '  %%p = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} '
               ": () -> tensor<2xi32>\n"
               '  %%r = "tf.Transpose"(%%a, %%p) : (%s, tensor<2xi32>) -> %s\n'
               "  return %%r : %s\n}\n" % (a, b, a, b, b))
    v = t(E[1:], dt)
    out.append('func.func @bias_add(%%a: %s, %%b: %s) -> %s {\n'
               '  %%r = "tf.BiasAdd"(%%a, %%b) : (%s, %s) -> %s\n'
               "  return %%r : %s\n}\n" % (a, v, a, a, v, a, a))
    out.append('func.func @bias_add_grad(%%a: %s) -> %s {\n'
               '  %%r = "tf.BiasAddGrad"(%%a) : (%s) -> %s\n'
               "  return %%r : %s\n}\n" % (a, v, a, v, v))
    return out


HEADER = """\
// Generated by scripts/gen_low_precision_sweep.py; do not edit.
//
// Every batch-norm op (forward, gradient, and TensorFlow's gradient of an
// inference-mode channels-first batch norm, transposed around a
// channels-last one) in every layout and mode with only the first result
// used and with all results used, and every element-wise op the front end
// lowers, in %(dt)s: the module compiles, optimized as tagrad-run's JIT
// does, and the x86 back end generates code for it on CPUs with and
// without native %(dt)s vectors instead of aborting.
//
// RUN: tagrad-opt --allow-unregistered-dialect %%s --tagrad-legalize-tf \\
// RUN:   --tagrad-cpu-pipeline=threads=2 | mlir-translate --mlir-to-llvmir \\
// RUN:   > %%t.ll
// RUN: opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=x86-64 %%t.ll \\
// RUN:   | llc -O3 -mcpu=x86-64 -o /dev/null
// RUN: opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=x86-64-v3 %%t.ll \\
// RUN:   | llc -O3 -mcpu=x86-64-v3 -o /dev/null
// RUN: opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=skylake-avx512 %%t.ll \\
// RUN:   | llc -O3 -mcpu=skylake-avx512 -o /dev/null
// RUN: opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=cooperlake %%t.ll \\
// RUN:   | llc -O3 -mcpu=cooperlake -o /dev/null
// RUN: opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=sapphirerapids %%t.ll \\
// RUN:   | llc -O3 -mcpu=sapphirerapids -o /dev/null
// RUN: opt -O3 -mtriple=x86_64-unknown-linux-gnu -mcpu=emeraldrapids %%t.ll \\
// RUN:   | llc -O3 -mcpu=emeraldrapids -o /dev/null

"""


def main():
    os.makedirs(OUT, exist_ok=True)
    for dt in ("f16", "bf16"):
        body = bn_functions(dt) + elementwise_functions(dt)
        with open(os.path.join(OUT, "compile_%s.mlir" % dt), "w") as f:
            f.write(HEADER % {"dt": dt})
            f.write("\n".join(body))


if __name__ == "__main__":
    main()
