#!/usr/bin/env python3
"""Rebuilds cases of TensorFlow's own kernel tests for the ops TaGrad owns
(tensorflow/python/ops/nn_fused_batchnorm_test.py, XLA's
compiler/tests/fused_batchnorm_test.py) as TF1 graphs, runs them in
TensorFlow, and writes what the lit tests next to this script run through
both of TaGrad's doors:

  Inputs/<case>.mlir        the graph as TensorFlow's GraphDef importer emits
                            it, generic form with debug info (the MLIR door:
                            tagrad-run)
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


def cases():
    out = []
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
        subprocess.run([MLIR_OPT, "--allow-unregistered-dialect",
                        "--mlir-print-op-generic", "--mlir-print-debuginfo",
                        bc, "-o", path], check=True)


def write_test(case, outputs):
    names, types, shapes, outs = flags(case)
    n = case.name
    ins = "".join("// RUN:   --input=@%%S/Inputs/%s.in%d.npy \\\n" % (n, k)
                  for k in range(len(case.feeds)))
    exps = "".join(
        "// RUN:   --expected_output=@%%S/Inputs/%s.out%d.npy \\\n" % (n, k)
        for k in range(len(outputs)))
    tail = "// RUN:   --expected_f32_threshold=%g\n" % THRESHOLD[case.dtype]
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
