#!/usr/bin/env python3
"""Rebuilds cases of TensorFlow's own kernel tests for the ops TaGrad owns
(tensorflow/python/ops/nn_fused_batchnorm_test.py, XLA's
compiler/tests/fused_batchnorm_test.py) as TF1 graphs, runs them in
TensorFlow, and writes what the lit tests next to this script run through
both of TaGrad's doors:

  Inputs/<case>.mlir        the graph as TensorFlow's GraphDef importer emits
                            it, generic form (the MLIR door: tagrad-run)
  Inputs/<case>.pbtxt       the GraphDef (the other door: tagrad-translate
                            --import-graphdef ... | tagrad-run -)
  Inputs/<case>.in<k>.npy   the fed placeholders, in order
  Inputs/<case>.out<k>.npy  TensorFlow's fetched results, in order
  <case>.mlir               the lit test (RUN lines for both doors)

Run by hand with TensorFlow 2.21 (CI never installs TensorFlow; the outputs
are committed):

  /work/tfvenv/bin/python test/Integration/TFKernelTests/gen_tf_kernel_tests.py

Inputs come from numpy RandomStates with fixed seeds; TensorFlow runs on one
thread with its own Eigen kernels (TF_ENABLE_ONEDNN_OPTS=0).

Tolerances (tagrad-run's |got - want| <= t * max(1, |want|); NaN must match
NaN): f32 1e-5 (TensorFlow's and TaGrad's f32 sums differ in order, a few
ulp of the sums; the existing TensorFlow graph tests measured 2.3e-7 for
TensorFlow against float64); f16 4e-3 and bf16 3.2e-2: both compute in f32
and round the result once, so they may differ by one ulp of the result
(2^-10, 2^-7 relative to the leading binade: 2^-9 and 2^-6 at 2 <= |want| <
4), doubled for the rounding of an f32 value lying near a midpoint after
different summation orders; the inputs keep |want| below 4.
"""

import os
import subprocess
import sys
import tempfile

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")
os.environ["TF_ENABLE_ONEDNN_OPTS"] = "0"

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.python import pywrap_mlir  # noqa: E402

tf1 = tf.compat.v1
tf1.disable_eager_execution()
tf1.disable_control_flow_v2()

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "Inputs")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

DTYPES = {"f32": tf.float32, "f16": tf.float16, "bf16": tf.bfloat16}
DT_ENUM = {tf.float32: "DT_FLOAT", tf.float16: "DT_HALF",
           tf.bfloat16: "DT_BFLOAT16", tf.int32: "DT_INT32"}
THRESHOLD = {"f32": 1e-5, "f16": 4e-3, "bf16": 3.2e-2}
# Dimensions in format order: channels 4 (the tests' [5,7,11,4] family,
# smaller), 5-D as the tests' [1,2,6,1,3] family.
SHAPES = {"NHWC": [2, 3, 5, 4], "NCHW": [2, 4, 3, 5],
          "NDHWC": [1, 2, 6, 1, 3], "NCDHW": [1, 3, 2, 6, 1]}
EMPTY = {"NHWC": [0, 7, 11, 4], "NCHW": [0, 4, 7, 11],
         "NDHWC": [0, 2, 6, 1, 3], "NCDHW": [0, 3, 2, 6, 1]}


def channels(fmt, shape):
    return shape[1] if fmt.startswith("NC") else shape[-1]


class Case:
    def __init__(self, name, doc, dtype):
        self.name, self.doc, self.dtype = name, doc, dtype
        self.threshold = THRESHOLD[dtype]
        self.feeds = []    # (placeholder, value)
        self.fetches = []  # node names
        self.graph = tf.Graph()

    def feed(self, name, value, dtype):
        ph = tf1.placeholder(dtype, value.shape, name=name)
        self.feeds.append((ph, value.astype(dtype.as_numpy_dtype)))
        return ph

    def fetch(self, name, tensor):
        out = tf.identity(tensor, name=name)
        self.fetches.append(out)


def bn_inputs(case, fmt, shape, dt, rng, stats):
    c = channels(fmt, shape)
    x = case.feed("x", rng.randn(*shape) * 0.5 + 0.3, dt)
    scale = case.feed("scale", rng.uniform(0.5, 1.5, c), tf.float32)
    offset = case.feed("offset", rng.randn(c) * 0.2, tf.float32)
    if stats:
        mean = case.feed("mean", rng.randn(c) * 0.2, tf.float32)
        var = case.feed("variance", rng.uniform(0.5, 1.5, c), tf.float32)
    else:
        mean = var = None
    return x, scale, offset, mean, var


def empty_inference(fmt, dname):
    """nn_fused_batchnorm_test's _test_inference on an empty batch: TF's CPU
    kernel reports NaN batch statistics (y is empty)."""
    case = Case("bn_empty_inference_%s_%s" % (fmt.lower(), dname),
                empty_inference.__doc__, dname)
    rng = np.random.RandomState(1)
    with case.graph.as_default():
        x, s, o, m, v = bn_inputs(case, fmt, EMPTY[fmt], DTYPES[dname], rng,
                                  True)
        y, bm, bv = tf1.nn.fused_batch_norm(x, s, o, m, v, epsilon=1e-3,
                                            data_format=fmt,
                                            is_training=False)
        for n, t in (("y", y), ("batch_mean", bm), ("batch_var", bv)):
            case.fetch(n, t)
    return case


def empty_training(fmt, dname):
    """nn_fused_batchnorm_test's _test_gradient on an empty batch in
    training: NaN batch statistics, and the gradients through tf.gradients
    are empty and zero (TF's gradient kernel does not read the reserve
    spaces of an empty x)."""
    case = Case("bn_empty_training_%s_%s" % (fmt.lower(), dname),
                empty_training.__doc__, dname)
    rng = np.random.RandomState(2)
    with case.graph.as_default():
        x, s, o, _, _ = bn_inputs(case, fmt, EMPTY[fmt], DTYPES[dname], rng,
                                  False)
        y, bm, bv = tf1.nn.fused_batch_norm(x, s, o, epsilon=1e-3,
                                            data_format=fmt, is_training=True)
        dx, ds, do = tf.gradients(y, [x, s, o])
        fetches = [("y", y), ("batch_mean", bm), ("batch_var", bv),
                   ("dx", dx), ("dscale", ds), ("doffset", do)]
        if len(EMPTY[fmt]) == 5:
            # TensorFlow's gradient kernel returns an empty 5-D x's gradient
            # in the 4-D shape it computes in ([0, 2, 6, 3] for
            # [0, 2, 6, 1, 3]); TaGrad's has x's shape (docs/TFKernelTests.md).
            fetches.remove(("dx", dx))
        for n, t in fetches:
            case.fetch(n, t)
    return case


def inference_grad(fmt, dname, only_dx):
    """nn_fused_batchnorm_test's _test_gradient in inference mode
    (tf.gradients(y, x) with a fed upstream gradient), only dx fetched or
    every output; channels-first data goes through the Python gradient's
    transposes to channels last."""
    case = Case("bn_inference_grad_%s_%s_%s" % (
        fmt.lower(), dname, "dx" if only_dx else "all"),
        inference_grad.__doc__, dname)
    rng = np.random.RandomState(3)
    shape = SHAPES[fmt]
    dt = DTYPES[dname]
    with case.graph.as_default():
        x, s, o, m, v = bn_inputs(case, fmt, shape, dt, rng, True)
        dy = case.feed("dy", rng.randn(*shape) * 0.5, dt)
        y, _, _ = tf1.nn.fused_batch_norm(x, s, o, m, v, epsilon=1e-3,
                                          data_format=fmt, is_training=False)
        if only_dx:
            case.fetch("dx", tf.gradients(y, x, grad_ys=dy)[0])
        else:
            dx, ds, do = tf.gradients(y, [x, s, o], grad_ys=dy)
            for n, t in (("y", y), ("dx", dx), ("dscale", ds),
                         ("doffset", do)):
                case.fetch(n, t)
    return case


def second_order(fmt, training):
    """nn_fused_batchnorm_test's _test_grad_grad: the gradients of
    sum(dx^2) + sum(dscale^2) + sum(doffset^2) with respect to x, scale and
    the upstream gradient, through FusedBatchNormGradV3's own gradient
    (ReciprocalGrad, RsqrtGrad, ...)."""
    case = Case("bn_grad_grad_%s_%s" % (fmt.lower(),
                                        "train" if training else "infer"),
                second_order.__doc__, "f32")
    rng = np.random.RandomState(4)
    shape = SHAPES[fmt]
    with case.graph.as_default():
        x, s, o, m, v = bn_inputs(case, fmt, shape, tf.float32, rng,
                                  not training)
        dy = case.feed("dy", rng.randn(*shape) * 0.5, tf.float32)
        y, _, _ = tf1.nn.fused_batch_norm(x, s, o, m, v, epsilon=1e-3,
                                          data_format=fmt,
                                          is_training=training)
        dx, ds, do = tf.gradients(y, [x, s, o], grad_ys=dy)
        loss = (tf.reduce_sum(dx * dx) + tf.reduce_sum(ds * ds)
                + tf.reduce_sum(do * do))
        gx, gs, gdy = tf.gradients(loss, [x, s, dy])
        for n, t in (("dx", dx), ("gx", gx), ("gscale", gs), ("gdy", gdy)):
            case.fetch(n, t)
    return case


# nn_fused_batchnorm_test's shapes (testInferenceShape*, testTrainingShape*,
# testBatchNormGradShape*: [27, 131, 127, 6] replaced by the gradient tests'
# [5, 7, 11, 4] to keep the committed data small), the grad-grad configs'
# [2, 3, 4, 5] and [2, 3, 2, 2], and the 5-D shape of the newer tests.
SWEEP = [([1, 1, 6, 1], "NHWC"), ([1, 1, 6, 1], "NCHW"),
         ([1, 1, 6, 2], "NHWC"), ([1, 2, 1, 6], "NCHW"),
         ([5, 7, 11, 4], "NHWC"), ([5, 7, 11, 4], "NCHW"),
         ([2, 3, 4, 5], "NHWC"), ([2, 3, 2, 2], "NCHW"),
         ([1, 2, 6, 1, 3], "NDHWC"), ([1, 2, 6, 1, 3], "NCDHW")]


def sweep(kind, dname):
    """Every shape and data format of nn_fused_batchnorm_test's
    _test_inference / _test_training (also with exponential_avg_factor 0.5,
    fed running statistics) / _test_gradient (training and inference, a fed
    upstream gradient), inputs drawn as the test draws them
    (random_sample), one graph per kind and dtype."""
    case = Case("bn_sweep_%s_%s" % (kind, dname), sweep.__doc__, dname)
    if kind == "grad_train" and dname == "f32":
        # The scale gradients sum up to 385 products of uncentred [0, 1)
        # data: TensorFlow's f32 result is 1.2e-4 (5e-5 relative) from the
        # float64 value for [5, 7, 11, 4] NCHW, TaGrad's 1.5e-5; 2e-4 is
        # 1.7x TensorFlow's own error.
        case.threshold = 2e-4
    rng = np.random.RandomState(1)
    dt = DTYPES[dname]
    with case.graph.as_default():
        for k, (shape, fmt) in enumerate(SWEEP):
            c = channels(fmt, shape)
            x = case.feed("x_%d" % k, rng.random_sample(shape), dt)
            s = case.feed("scale_%d" % k, rng.random_sample(c), tf.float32)
            o = case.feed("offset_%d" % k, rng.random_sample(c), tf.float32)
            training = kind in ("training", "blend", "grad_train")
            factor = 0.5 if kind == "blend" else 1.0
            m = v = None
            if not training or factor != 1.0:
                m = case.feed("mean_%d" % k, rng.random_sample(c), tf.float32)
                v = case.feed("variance_%d" % k, rng.random_sample(c),
                              tf.float32)
            y, bm, bv = tf1.nn.fused_batch_norm(
                x, s, o, m, v, epsilon=1e-3, data_format=fmt,
                is_training=training, exponential_avg_factor=factor)
            if kind.startswith("grad"):
                dy = case.feed("dy_%d" % k, rng.random_sample(shape), dt)
                dx, ds, do = tf.gradients(y, [x, s, o], grad_ys=dy)
                fetches = [("dx", dx), ("dscale", ds), ("doffset", do)]
            elif training:
                fetches = [("y", y), ("batch_mean", bm), ("batch_var", bv)]
            else:
                fetches = [("y", y)]
            for n, t in fetches:
                case.fetch("%s_%d" % (n, k), t)
    return case


def grad_grad_sweep(dname):
    """nn_fused_batchnorm_test's _test_grad_grad configs ([2, 3, 4, 5] and
    [2, 3, 2, 2], each with NHWC and NCHW, training and inference): the
    gradients of sum(w1 * grad_x) + sum(w2 * grad_scale) + sum(w3 * grad_offset) (fixed
    random weights: every second-order term the test checks numerically)
    with respect to x, scale and grad_y."""
    case = Case("bn_grad_grad_sweep_%s" % dname, grad_grad_sweep.__doc__,
                dname)
    rng = np.random.RandomState(1)
    dt = DTYPES[dname]
    k = 0
    # Half the 8 configurations (each format and mode once per shape): a
    # second-order gradient graph is about 60 KB of text per door.
    with case.graph.as_default():
        for shape, fmt, training in (([2, 3, 4, 5], "NHWC", True),
                                     ([2, 3, 4, 5], "NCHW", False),
                                     ([2, 3, 2, 2], "NCHW", True),
                                     ([2, 3, 2, 2], "NHWC", False)):
            c = channels(fmt, shape)
            x = case.feed("x_%d" % k, rng.random_sample(shape), dt)
            gy = case.feed("grad_y_%d" % k, rng.random_sample(shape),
                           dt)
            s = case.feed("scale_%d" % k, rng.random_sample(c),
                          tf.float32)
            o = case.feed("offset_%d" % k, rng.random_sample(c),
                          tf.float32)
            m = v = None
            if not training:
                m = case.feed("mean_%d" % k, rng.random_sample(c),
                              tf.float32)
                v = case.feed("variance_%d" % k,
                              rng.random_sample(c), tf.float32)
            y, _, _ = tf1.nn.fused_batch_norm(
                x, s, o, m, v, data_format=fmt, is_training=training)
            gx, gs, go = tf.gradients(y, [x, s, o], gy)
            w1 = tf.constant(rng.randn(*shape).astype(
                dt.as_numpy_dtype))
            w2 = tf.constant(rng.randn(c).astype(np.float32))
            w3 = tf.constant(rng.randn(c).astype(np.float32))
            loss = (tf.reduce_sum(tf.cast(gx * w1, tf.float32))
                    + tf.reduce_sum(gs * w2)
                    + tf.reduce_sum(go * w3))
            ggx, ggs, ggy = tf.gradients(loss, [x, s, gy])
            for n, t in (("grad_x", gx), ("ggx", ggx),
                         ("ggscale", ggs), ("ggy", ggy)):
                if t is not None:
                    case.fetch("%s_%d" % (n, k), t)
            k += 1
    return case


def cases():
    out = []
    for kind in ("inference", "training", "blend", "grad_train",
                 "grad_infer"):
        for dname in DTYPES:
            out.append(sweep(kind, dname))
    out.append(grad_grad_sweep("f32"))
    for fmt in SHAPES:
        for dname in DTYPES:
            out.append(empty_inference(fmt, dname))
            out.append(empty_training(fmt, dname))
    for fmt in SHAPES:
        for dname in ("f16", "bf16"):
            out.append(inference_grad(fmt, dname, True))
    for dname in ("f32", "f16", "bf16"):
        out.append(inference_grad("NCHW", dname, False))
    out.append(second_order("NHWC", True))
    out.append(second_order("NCHW", False))
    return out


def run(case):
    config = tf1.ConfigProto(intra_op_parallelism_threads=1,
                             inter_op_parallelism_threads=1)
    with tf1.Session(graph=case.graph, config=config) as sess:
        return sess.run(case.fetches, {p: v for p, v in case.feeds})


def flags(case):
    names = ",".join(p.op.name for p, _ in case.feeds)
    types = ",".join(DT_ENUM[p.dtype] for p, _ in case.feeds)
    shapes = ":".join(",".join(str(d) for d in v.shape)
                      for _, v in case.feeds)
    outs = ",".join(t.op.name for t in case.fetches)
    return names, types, shapes, outs


def write_mlir(case, path):
    names, types, shapes, outs = flags(case)
    txt = pywrap_mlir.import_graphdef(
        case.graph.as_graph_def(), "", True,
        input_names=names.split(","), input_data_types=types.split(","),
        input_data_shapes=shapes.split(":"), output_names=outs.split(","))
    with tempfile.TemporaryDirectory() as tmp:
        bc = os.path.join(tmp, "case.mlirbc")
        pywrap_mlir.experimental_write_bytecode(bc, txt)
        # No debug info: these cases fail on values, not at a node, and the
        # node-name locations would double the committed text.
        subprocess.run([MLIR_OPT, "--allow-unregistered-dialect",
                        "--mlir-print-op-generic", bc, "-o", path],
                       check=True)


def write_test(case, outputs):
    names, types, shapes, outs = flags(case)
    n = case.name
    ins = "".join("// RUN:   --input=@%%S/Inputs/%s.in%d.npy \\\n" % (n, k)
                  for k in range(len(case.feeds)))
    exps = "".join(
        "// RUN:   --expected_output=@%%S/Inputs/%s.out%d.npy \\\n" % (n, k)
        for k in range(len(outputs)))
    tail = "// RUN:   --expected_f32_threshold=%g\n" % case.threshold
    doc = "\n".join("// " + line.strip() for line in
                    case.doc.strip().splitlines())
    text = (
        "// Generated by gen_tf_kernel_tests.py from TensorFlow %s; do not "
        "edit.\n%s\n// Fetches: %s; TensorFlow's values in Inputs/%s.out*.npy"
        " (tolerance: the generator's docstring).\n//\n"
        "// RUN: tagrad-run %%S/Inputs/%s.mlir --function=main \\\n%s%s%s"
        "// RUN: tagrad-translate --import-graphdef %%S/Inputs/%s.pbtxt \\\n"
        "// RUN:   -tf-input-arrays=%s \\\n"
        "// RUN:   -tf-input-data-types=%s \\\n"
        "// RUN:   -tf-input-shapes=%s \\\n"
        "// RUN:   -tf-output-arrays=%s \\\n"
        "// RUN: | tagrad-run - --function=main \\\n%s%s%s"
        % (tf.__version__, doc, outs.replace(",", ", "), n, n, ins, exps,
           tail, n, names, types, shapes, outs, ins, exps, tail))
    with open(os.path.join(HERE, n + ".mlir"), "w") as f:
        f.write(text)


def main():
    os.makedirs(INPUTS, exist_ok=True)
    wanted = set(sys.argv[1:])
    for case in cases():
        if wanted and case.name not in wanted:
            continue
        outputs = run(case)
        write_mlir(case, os.path.join(INPUTS, case.name + ".mlir"))
        tf.io.write_graph(case.graph.as_graph_def(), INPUTS,
                          case.name + ".pbtxt", as_text=True)
        for k, (_, v) in enumerate(case.feeds):
            np.save(os.path.join(INPUTS, "%s.in%d.npy" % (case.name, k)), v)
        for k, v in enumerate(outputs):
            np.save(os.path.join(INPUTS, "%s.out%d.npy" % (case.name, k)),
                    np.array(v, order="C"))
        write_test(case, outputs)
        print(case.name, [np.asarray(v).shape for v in outputs])


if __name__ == "__main__":
    main()
