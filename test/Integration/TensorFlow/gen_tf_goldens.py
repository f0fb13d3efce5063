#!/usr/bin/env python3
"""Builds the TensorFlow reference graphs of test/Integration/TensorFlow and
their golden data.

For each case this writes, into the output directory (default: the Inputs/
directory next to this script):

  <case>.mlir      the TF1 graph as TensorFlow's GraphDef importer emits it
                   (tf_executor islands, TF1 control flow), printed by
                   mlir-opt in generic form with debug info (the node-name
                   locations TaGrad reports errors at)
  <case>.in<k>.npy the function's arguments: the placeholders in order, then
                   the resource variables' values before the step, sorted by
                   shared_name
  <case>.out<k>.npy TensorFlow's results: the fetched outputs in order, then
                   the values after the step of the variables the graph
                   writes, sorted by shared_name
  <case>.pbtxt     the GraphDef itself as text (tf.io.write_graph), for the
                   cases in GRAPHDEF_CASES (test/Integration/GraphDef
                   imports them with tagrad-translate --import-graphdef);
                   rnn_ta_grad also as binary <case>.pb, and as
                   examples/rnn_graph.pbtxt (the README's example)

The golden data of the cases marked @cpu_reference come from a twin graph:
TensorFlow's CPU kernels take neither NCHW convolutions and pooling nor the
gradients of dilated convolutions, so the builder, called with
reference=True, builds the same computation from ops they do run (NHWC
between transposes, the filter dilated by zeros); the graph written to
<case>.mlir is the one with the NCHW and dilated ops.

It also prints, per result, the error of TensorFlow's float32 result against the
same graph run in float64 (the batch-norm cases: against the unfused
tf.nn.batch_normalization graph in float64, since FusedBatchNormV3 has no
float64 kernel), which the lit tests' tolerances are chosen from.

Run by hand, with TensorFlow 2.21 (CI never installs TensorFlow and never runs
this; its outputs are committed):

  /work/tfvenv/bin/python test/Integration/TensorFlow/gen_tf_goldens.py \
      [--out DIR] [--cases a,b] [--mlir-opt PATH]

The output is deterministic: inputs come from numpy RandomStates with fixed
seeds and TensorFlow runs single-threaded.

Resource variables and the train op. The importer (pywrap_mlir.import_graphdef)
takes fetched tensors but no control outputs: a NoOp such as the optimizer's
train op is rejected in output_names ("Invalid output index 0"), "^train"
crashes it, and nothing else of the graph is reachable from the fetches
alone. So every fetched output of a graph with a train op is
`tf.identity(value)` under `tf.control_dependencies([train_op])`: the train
op (and with it every variable update) is reached through control edges,
and the fetched value is still the value computed before the update (the
loss and the gradients feed the update, so TensorFlow computes them with the
variables' values before the step; the identity only waits). The golden
outputs come from running exactly that graph: one session.run of the
fetches, then a read of every written variable.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")
# tf.compat.v1.nn.rnn_cell and tf.compat.v1.layers need tf_keras (pip).
os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")
# TensorFlow's own CPU kernels, as the tf-graphs acceptance cases use them:
# oneDNN's round differently and take layouts (NCHW convolutions) they do not.
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.python import pywrap_mlir  # noqa: E402

tf1 = tf.compat.v1
tf1.disable_eager_execution()
tf1.disable_control_flow_v2()

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

# The TensorFlow ops -tagrad-legalize-tf converts, read from the one list
# (include/TaGrad/TFFrontend/TFOps.def; the TF1 control-flow nodes are
# tf_executor ops, not tf.* ones). The generator reports any other op.
SUPPORTED = set(re.findall(
    r"^TF_OP\((\w+),",
    open(os.path.join(HERE, "..", "..", "..", "include", "TaGrad",
                      "TFFrontend", "TFOps.def")).read(), re.M))

DTYPE_ENUM = {np.float32: "DT_FLOAT", np.float64: "DT_DOUBLE",
              np.int32: "DT_INT32", np.int64: "DT_INT64", np.bool_: "DT_BOOL"}


class Case:
    """What a builder returns: the graph's feeds, fetches and train op."""

    def __init__(self):
        self.placeholders = []  # (placeholder tensor, numpy value)
        self.fetches = []       # (name, tensor)
        self.variables = []     # resource variables (any order)
        self.written = []       # the variables the train op writes
        self.train_op = None
        self.init_values = {}   # variable -> value to assign before the step


def rng(seed):
    return np.random.RandomState(seed)


def fdt(dtype):
    return np.float32 if dtype == tf.float32 else np.float64


def feed(case, name, value, dtype, unknown_batch=False):
    """A placeholder of value's shape (its first dimension None with
    unknown_batch, as TF1 models declare a batch); float values are cast to
    dtype."""
    value = np.asarray(value)
    shape = ([None] + list(value.shape[1:])) if unknown_batch else value.shape
    if value.dtype.kind == "f":
        value = value.astype(fdt(dtype))
        ph = tf1.placeholder(dtype, shape, name=name)
    else:
        ph = tf1.placeholder(tf.as_dtype(value.dtype), shape, name=name)
    case.placeholders.append((ph, value))
    return ph


def fetch(case, name, tensor):
    """Fetch tensor as node `name` (after the train op, if there is one)."""
    if case.train_op is not None:
        with tf.control_dependencies([case.train_op]):
            out = tf.identity(tensor, name=name)
    else:
        out = tf.identity(tensor, name=name)
    assert out.op.name == name, (out.op.name, name)
    case.fetches.append((name, out))


def variable(case, name, value, dtype):
    v = tf1.get_variable(name, initializer=np.asarray(value, fdt(dtype)),
                         use_resource=True)
    case.variables.append(v)
    return v


def reached_variables(case):
    """The resource variables the fetches and the train op reach."""
    seen, todo = set(), [t.op for _, t in case.fetches]
    while todo:
        op = todo.pop()
        if op.name not in seen:
            seen.add(op.name)
            todo += [t.op for t in op.inputs] + list(op.control_inputs)
    return [v for v in tf1.global_variables() if v.handle.op.name in seen]


# ---------------------------------------------------------------- the cases


def rnn_ta_grad(dtype):
    """h_t = tanh(x_t U + h_{t-1} W), x_t read from an unstacked TensorArray,
    h_t written to one; loss = sum(stack^2); gradients wrt W, U and x."""
    c, r = Case(), rng(1)
    T, B, I, H = 5, 2, 3, 4
    x = feed(c, "x", r.randn(T, B, I), dtype)
    u = feed(c, "u", r.randn(I, H) * 0.5, dtype)
    w = feed(c, "w", r.randn(H, H) * 0.5, dtype)
    xs = tf.TensorArray(dtype, size=T, element_shape=[B, I]).unstack(x)
    hs = tf.TensorArray(dtype, size=T, element_shape=[B, H])

    def body(i, h, hs):
        h = tf.tanh(tf.matmul(xs.read(i), u) + tf.matmul(h, w))
        return i + 1, h, hs.write(i, h)

    _, _, hs = tf1.while_loop(lambda i, h, hs: i < T, body,
                              [tf.constant(0), tf.zeros([B, H], dtype), hs])
    stacked = hs.stack()
    loss = tf.reduce_sum(stacked * stacked)
    dw, du, dx = tf.gradients(loss, [w, u, x])
    for n, t in [("loss", loss), ("dw", dw), ("du", du), ("dx", dx)]:
        fetch(c, n, t)
    return c


def two_grad_calls(dtype):
    """One TensorArray written by a loop, differentiated by two tf.gradients
    calls (gradient sources "gradients" and "gradients_1"), no element
    shape given."""
    c, r = Case(), rng(2)
    T, D = 4, 3
    x = feed(c, "x", r.randn(T, D), dtype)
    w = feed(c, "w", r.randn(D), dtype)
    k = feed(c, "k", r.randn(T, D), dtype)
    xs = tf.TensorArray(dtype, size=T).unstack(x)
    ys = tf.TensorArray(dtype, size=T)

    def body(i, h, ys):
        h = tf.tanh(xs.read(i) * w + h)
        return i + 1, h, ys.write(i, h)

    _, _, ys = tf1.while_loop(lambda i, h, ys: i < T, body,
                              [tf.constant(0), tf.zeros([D], dtype), ys])
    y = ys.stack()
    loss1 = tf.reduce_sum(tf.square(y))
    loss2 = tf.reduce_sum(y * k)
    dx1, dw1 = tf.gradients(loss1, [x, w])
    dx2, dw2 = tf.gradients(loss2, [x, w])
    for n, t in [("loss1", loss1), ("loss2", loss2), ("dx1", dx1),
                 ("dw1", dw1), ("dx2", dx2), ("dw2", dw2)]:
        fetch(c, n, t)
    return c


def dynamic_size_grow(dtype):
    """A dynamic_size TensorArray of initial size 0 grown by a while loop
    whose trip count n is an int32 argument, stacked, with a gradient."""
    c, r = Case(), rng(3)
    D = 3
    x = feed(c, "x", r.randn(D), dtype)
    w = feed(c, "w", r.randn(D), dtype)
    n = feed(c, "n", np.int32(6), dtype)
    ta = tf.TensorArray(dtype, size=0, dynamic_size=True, element_shape=[D])

    def body(i, h, ta):
        h = tf.tanh(h * w + x)
        return i + 1, h, ta.write(i, h)

    _, _, ta = tf1.while_loop(lambda i, h, ta: i < n, body,
                              [tf.constant(0), tf.zeros([D], dtype), ta])
    y = ta.stack()
    loss = tf.reduce_sum(y * y) + tf.reduce_sum(y)
    dx, dw = tf.gradients(loss, [x, w])
    for nm, t in [("y", y), ("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, nm, t)
    return c


def unstack_stack_grad(dtype):
    """TensorArray unstack (Scatter), stack and gather (Gather) of the same
    elements (clear_after_read=False; the gradient array sums the two
    gradients of elements 3 and 1) with their gradients, no loop."""
    c, r = Case(), rng(4)
    x = feed(c, "x", r.randn(4, 2, 3), dtype)
    w = feed(c, "w", r.randn(2, 3), dtype)
    ta = tf.TensorArray(dtype, size=4, element_shape=[2, 3],
                        clear_after_read=False).unstack(tf.tanh(x))
    s = ta.stack() * w
    g = ta.gather([3, 1])
    loss = tf.reduce_sum(s * s) + tf.reduce_sum(g * 2.0)
    dx, dw = tf.gradients(loss, [x, w])
    for n, t in [("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, n, t)
    return c


def split_concat_grad(dtype):
    """A TensorArray split into ragged elements (lengths 3, 1, 2), a small
    loop writing tanh(element * w) to a second array, concat, with the
    gradients (the gradient of concat is a split of the gradient array, and
    the other way round)."""
    c, r = Case(), rng(5)
    x = feed(c, "x", r.randn(6, 3), dtype)
    w = feed(c, "w", r.randn(3), dtype)
    k = feed(c, "k", r.randn(6, 3), dtype)
    parts = tf.TensorArray(dtype, size=3, infer_shape=False).split(
        x, lengths=[3, 1, 2])
    outs = tf.TensorArray(dtype, size=3, infer_shape=False)

    def body(i, outs):
        return i + 1, outs.write(i, tf.tanh(parts.read(i) * w))

    _, outs = tf1.while_loop(lambda i, outs: i < 3, body,
                             [tf.constant(0), outs])
    y = outs.concat()
    # The concat's static shape, as a real model's following layer gives it
    # (without it the gradients of Mul and Sum go through Rank, FloorMod,
    # DynamicStitch and BroadcastTo).
    y.set_shape([6, 3])
    loss = tf.reduce_sum(y * k)
    dx, dw = tf.gradients(loss, [x, w])
    for n, t in [("y", y), ("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, n, t)
    return c


def _bn_train(dtype, data_format):
    c, r = Case(), rng(6)
    shape = (2, 3, 3, 4) if data_format == "NHWC" else (2, 4, 3, 3)
    x = feed(c, "x", r.randn(*shape) * 2.0 + 0.5, dtype)
    t = feed(c, "t", r.randn(*shape), dtype)
    scale = variable(c, "bn/scale", 1.0 + 0.3 * r.randn(4), dtype)
    offset = variable(c, "bn/offset", 0.2 * r.randn(4), dtype)
    eps = 1e-3
    if dtype == tf.float32:
        y, mean, var = tf1.nn.fused_batch_norm(
            x, scale, offset, epsilon=eps, data_format=data_format,
            is_training=True)
    else:  # the float64 reference: the same math unfused
        axes = [0, 1, 2] if data_format == "NHWC" else [0, 2, 3]
        bshape = [1, 1, 1, 4] if data_format == "NHWC" else [1, 4, 1, 1]
        m, v = tf.nn.moments(x, axes)
        n = float(np.prod([shape[a] for a in axes]))
        y = tf.nn.batch_normalization(
            x, tf.reshape(m, bshape), tf.reshape(v, bshape),
            tf.reshape(offset, bshape), tf.reshape(scale, bshape), eps)
        mean, var = m, v * (n / (n - 1.0))  # TF's batch_variance: unbiased
    loss = tf.reduce_mean(tf.square(y - t))
    dx, dscale, doffset = tf.gradients(loss, [x, scale, offset])
    opt = tf1.train.GradientDescentOptimizer(0.5)
    c.train_op = opt.apply_gradients([(dscale, scale), (doffset, offset)],
                                     name="train")
    c.written = [scale, offset]
    for n, v in [("loss", loss), ("y", y), ("batch_mean", mean),
                 ("batch_var", var), ("dx", dx), ("dscale", dscale),
                 ("doffset", doffset)]:
        fetch(c, n, v)
    return c


def bn_train_nhwc(dtype):
    """FusedBatchNormV3 training step, NHWC: scale and offset are resource
    variables updated by GradientDescentOptimizer (ResourceApplyGradient-
    Descent) with the FusedBatchNormGradV3 gradients."""
    return _bn_train(dtype, "NHWC")


def bn_train_nchw(dtype):
    """The same in NCHW (TensorFlow 2.21's CPU kernels take NCHW directly:
    no transposes in the graph)."""
    return _bn_train(dtype, "NCHW")


def bn_inference(dtype):
    """FusedBatchNormV3 with is_training=False (NHWC) and its gradient
    (FusedBatchNormGradV3 with is_training=False)."""
    c, r = Case(), rng(7)
    x = feed(c, "x", r.randn(2, 3, 3, 4), dtype)
    scale = feed(c, "scale", 1.0 + 0.3 * r.randn(4), dtype)
    offset = feed(c, "offset", 0.2 * r.randn(4), dtype)
    mean = feed(c, "mean", 0.3 * r.randn(4), dtype)
    var = feed(c, "variance", 0.5 + r.rand(4), dtype)
    k = feed(c, "k", r.randn(2, 3, 3, 4), dtype)
    eps = 1e-3
    if dtype == tf.float32:
        y, _, _ = tf1.nn.fused_batch_norm(x, scale, offset, mean, var,
                                          epsilon=eps, is_training=False)
    else:
        y = tf.nn.batch_normalization(x, mean, var, offset, scale, eps)
    loss = tf.reduce_sum(y * k)
    dx, dscale, doffset = tf.gradients(loss, [x, scale, offset])
    for n, v in [("y", y), ("loss", loss), ("dx", dx), ("dscale", dscale),
                 ("doffset", doffset)]:
        fetch(c, n, v)
    return c


def rnn2_tanh_matmul(dtype):
    """Two RNN layers in two loops, the second reading the first's output
    TensorArray: h^k_t = tanh(in_t W_k + h^k_{t-1} R_k); loss =
    sum(h^2_t * k); gradients wrt W1, R1, W2, R2."""
    c, r = Case(), rng(8)
    T, B, I, H = 4, 2, 3, 4
    x = feed(c, "x", r.randn(T, B, I), dtype)
    w1 = feed(c, "w1", r.randn(I, H) * 0.5, dtype)
    r1 = feed(c, "r1", r.randn(H, H) * 0.5, dtype)
    w2 = feed(c, "w2", r.randn(H, H) * 0.5, dtype)
    r2 = feed(c, "r2", r.randn(H, H) * 0.5, dtype)
    k = feed(c, "k", r.randn(T, B, H), dtype)

    def layer(inputs, w, rw, name):
        outs = tf.TensorArray(dtype, size=T, element_shape=[B, H])

        def body(i, h, outs):
            h = tf.tanh(tf.matmul(inputs.read(i), w) + tf.matmul(h, rw))
            return i + 1, h, outs.write(i, h)

        _, _, outs = tf1.while_loop(
            lambda i, h, outs: i < T, body,
            [tf.constant(0), tf.zeros([B, H], dtype), outs], name=name)
        return outs

    xs = tf.TensorArray(dtype, size=T, element_shape=[B, I]).unstack(x)
    h2 = layer(layer(xs, w1, r1, "layer1"), w2, r2, "layer2").stack()
    loss = tf.reduce_sum(h2 * k)
    grads = tf.gradients(loss, [w1, r1, w2, r2])
    fetch(c, "loss", loss)
    for n, g in zip(["dw1", "dr1", "dw2", "dr2"], grads):
        fetch(c, n, g)
    return c


def rnn_momentum_vars(dtype):
    """A TF1 RNN training step on resource variables: h_t = tanh(x_t U +
    h_{t-1} W + b) (bias broadcast over the batch), a sigmoid readout of
    the stacked states reshaped to [T*B, H], loss = reduce_mean of squared
    errors, MomentumOptimizer (ResourceApplyMomentum; its slot variables
    "<var>/Momentum" start from nonzero values so momentum matters)."""
    c, r = Case(), rng(9)
    T, B, I, H = 4, 2, 3, 4
    x = feed(c, "x", r.randn(T, B, I), dtype)
    target = feed(c, "target", r.rand(T * B, 1), dtype)
    with tf1.variable_scope("rnn"):
        U = variable(c, "U", r.randn(I, H) * 0.5, dtype)
        W = variable(c, "W", r.randn(H, H) * 0.5, dtype)
        b = variable(c, "b", r.randn(H) * 0.1, dtype)
    V = variable(c, "readout", r.randn(H, 1) * 0.5, dtype)
    xs = tf.TensorArray(dtype, size=T, element_shape=[B, I]).unstack(x)
    hs = tf.TensorArray(dtype, size=T, element_shape=[B, H])

    def body(i, h, hs):
        h = tf.tanh(tf.matmul(xs.read(i), U) + tf.matmul(h, W) + b)
        return i + 1, h, hs.write(i, h)

    _, _, hs = tf1.while_loop(lambda i, h, hs: i < T, body,
                              [tf.constant(0), tf.zeros([B, H], dtype), hs])
    pred = tf.sigmoid(tf.matmul(tf.reshape(hs.stack(), [T * B, H]), V))
    loss = tf.reduce_mean(tf.square(pred - target))
    opt = tf1.train.MomentumOptimizer(0.1, 0.9)
    gvs = opt.compute_gradients(loss, var_list=[U, W, b, V])
    c.train_op = opt.apply_gradients(gvs, name="train")
    slots = [opt.get_slot(v, "momentum") for v in [U, W, b, V]]
    c.variables += slots
    c.written = [U, W, b, V] + slots
    for s in slots:
        c.init_values[s] = (0.1 * r.randn(*s.shape.as_list())).astype(
            fdt(dtype))
    fetch(c, "loss", loss)
    fetch(c, "dW", gvs[1][0])
    return c


def cond_in_loop(dtype):
    """A TF1 tf.cond (Switch/Merge) inside the while loop: per step,
    h = tanh(x_t * w + h) if sum(x_t) > 0 else relu(h * w - x_t); with the
    gradients (the predicate is pushed to a stack for the backward loop)."""
    c, r = Case(), rng(10)
    T, D = 5, 3
    x = feed(c, "x", r.randn(T, D), dtype)
    w = feed(c, "w", r.randn(D), dtype)
    xs = tf.TensorArray(dtype, size=T, element_shape=[D]).unstack(x)
    hs = tf.TensorArray(dtype, size=T, element_shape=[D])

    def body(i, h, hs):
        xt = xs.read(i)
        h = tf1.cond(tf.reduce_sum(xt) > 0.0,
                     lambda: tf.tanh(xt * w + h),
                     lambda: tf.nn.relu(h * w - xt))
        return i + 1, h, hs.write(i, h)

    _, _, hs = tf1.while_loop(lambda i, h, hs: i < T, body,
                              [tf.constant(0), tf.ones([D], dtype) * 0.5, hs])
    y = hs.stack()
    loss = tf.reduce_sum(y * y)
    dx, dw = tf.gradients(loss, [x, w])
    for n, t in [("y", y), ("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, n, t)
    return c


def nested_loops(dtype):
    """Nested TF1 while loops: the outer loop over time reads x_t from a
    TensorArray and writes h_t to one; the inner loop applies
    h = tanh(h * w + x_t) three times. Gradients wrt x and w (a nested
    backward loop with nested stacks)."""
    c, r = Case(), rng(11)
    T, K, D = 4, 3, 3
    x = feed(c, "x", r.randn(T, D), dtype)
    w = feed(c, "w", r.randn(D), dtype)
    xs = tf.TensorArray(dtype, size=T, element_shape=[D]).unstack(x)
    hs = tf.TensorArray(dtype, size=T, element_shape=[D])

    def outer(i, h, hs):
        xt = xs.read(i)

        def inner(j, h):
            return j + 1, tf.tanh(h * w + xt)

        _, h = tf1.while_loop(lambda j, h: j < K, inner, [tf.constant(0), h],
                              name="inner")
        return i + 1, h, hs.write(i, h)

    _, _, hs = tf1.while_loop(lambda i, h, hs: i < T, outer,
                              [tf.constant(0), tf.zeros([D], dtype), hs],
                              name="outer")
    y = hs.stack()
    loss = tf.reduce_sum(y * y)
    dx, dw = tf.gradients(loss, [x, w])
    for n, t in [("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, n, t)
    return c


def nested_map_rnn(dtype):
    """tf.map_fn over a batch whose body runs tf.scan (a tanh recurrence)
    and a while_loop writing a TensorArray of its own; a variable GRU-like
    weight. The gradient saves each trip's TensorArray handles on stacks
    (elem_type resource) and takes their gradient arrays in the backward
    outer loop and inside the backward inner loops."""
    c, r = Case(), rng(23)
    B, T, D = 3, 5, 2
    xs = feed(c, "xs", r.randn(B, T, D), dtype)
    w = feed(c, "w", 0.5 * r.randn(D, D), dtype)
    u = variable(c, "u", 0.5 * r.randn(D, D), dtype)

    def row(x):
        hs = tf.scan(lambda h, xt: tf.tanh(
            tf.matmul(h[None], w)[0] + xt), x, initializer=tf.zeros([D], dtype))
        out = tf.TensorArray(dtype, size=T, element_shape=[D])

        def body(t, g, out):
            g = tf.sigmoid(tf.matmul(g[None], u)[0] + hs[t] * g)
            return t + 1, g, out.write(t, g)

        _, g, out = tf1.while_loop(lambda t, g, out: t < T, body,
                                   [tf.constant(0), tf.ones([D], dtype), out])
        return out.stack() * 2.0 + hs, g

    ys, gs = tf.map_fn(row, xs, dtype=(dtype, dtype))
    loss = tf.reduce_sum(ys * ys) + tf.reduce_sum(gs)
    dxs, dw, du = tf.gradients(loss, [xs, w, u])
    for n, t in [("ys", ys), ("loss", loss), ("dxs", dxs), ("dw", dw),
                 ("du", du)]:
        fetch(c, n, t)
    return c


def nested_cond_grad(dtype):
    """tf.case (nested TF1 conds) on a fed index, then a tf.cond on the
    data, under tf.gradients: the inner conditionals' gradients switch on
    predicates the forward computed inside the outer branch."""
    c, r = Case(), rng(29)
    x = feed(c, "x", r.randn(3), dtype)
    k = feed(c, "k", np.array(1, np.int32), dtype)
    y = tf1.case([(tf.equal(k, 0), lambda: x * 2.0),
                  (tf.equal(k, 1), lambda: tf.sin(x) * x)],
                 default=lambda: x * x)
    z = tf1.cond(tf.reduce_sum(x) < 0, lambda: y * 3.0,
                 lambda: tf1.cond(tf.reduce_max(x) > 1.0,
                                  lambda: tf.exp(y), lambda: y - 1.0))
    loss = tf.reduce_sum(z * z)
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("dx", dx)]:
        fetch(c, n, t)
    return c


def while_in_cond_grad(dtype):
    """A tf.while_loop (writing a TensorArray) inside a tf.cond's branch,
    under tf.gradients, twice: once on the branch that runs, once on the
    branch that does not. The gradient's loop reads the forward loop's trip
    count and pops its saved values through Switches on the cond's
    predicate."""
    c, r = Case(), rng(41)
    x = feed(c, "x", r.randn(3), dtype)
    w = feed(c, "w", r.randn(3), dtype)

    def loopy(scale):
        def f():
            ta = tf.TensorArray(dtype, size=4)
            _, h, ta = tf1.while_loop(
                lambda i, h, ta: i < 4,
                lambda i, h, ta: (i + 1, tf.sin(h * w) + x * scale,
                                  ta.write(i, h)),
                [tf.constant(0), x, ta])
            return h + tf.reduce_sum(ta.stack(), 0)
        return f

    taken = tf1.cond(tf.reduce_sum(x) > -100.0, loopy(1.0), lambda: x * 2.0)
    skipped = tf1.cond(tf.reduce_sum(x) < -100.0, loopy(0.5), lambda: x * w)
    loss = tf.reduce_sum(taken * taken) + tf.reduce_sum(skipped)
    dx, dw = tf.gradients(loss, [x, w])
    for n, t in [("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, n, t)
    return c


def gather_nd_grad(dtype):
    """The last relevant output of a masked dynamic_rnn taken with
    tf.gather_nd (the idiom of TF1 sequence models), a gather_nd of single
    elements with a repeated index, and tf.scatter_nd with repeated
    indices, under tf.gradients (GatherNd's gradient is a ScatterNd that
    adds repeated indices)."""
    c, r = Case(), rng(43)
    x = feed(c, "x", r.randn(3, 6, 4), dtype)
    lens = feed(c, "lens", np.array([6, 2, 4], np.int32), dtype)
    k = variable(c, "k", r.randn(4 + 5, 5) * 0.3, dtype)
    out = []
    h = tf.zeros([3, 5], dtype)
    for t in range(6):
        hn = tf.tanh(tf.matmul(tf.concat([x[:, t], h], 1), k))
        keep = tf.cast(t < lens, dtype)[:, None]
        h = keep * hn + (1.0 - keep) * h
        out.append(h * keep)
    outs = tf.stack(out, 1)
    last = tf.gather_nd(outs, tf.stack([tf.range(3), lens - 1], axis=1))
    cells = tf.gather_nd(x, [[0, 1, 2], [2, 5, 3], [0, 1, 2]])
    spread = tf.scatter_nd([[1], [3], [1]], x[0, :3], [5, 4])
    loss = (tf.reduce_sum(last * last) + tf.reduce_sum(cells * cells) +
            tf.reduce_sum(spread * spread))
    dx, dk = tf.gradients(loss, [x, k])
    for n, t in [("loss", loss), ("last", last), ("dx", dx), ("dk", dk)]:
        fetch(c, n, t)
    return c


def boolean_mask_grad(dtype):
    """tf.boolean_mask on a mask from the data (Where, then a gather of a
    length known only at run time) and tf.where's coordinates of a 3-d
    condition, under tf.gradients."""
    c, r = Case(), rng(44)
    x = feed(c, "x", r.randn(6, 3), dtype)
    y = feed(c, "y", r.randn(2, 3, 4), dtype)
    kept = tf.boolean_mask(x, tf.reduce_sum(x, axis=1) > 0)
    coords = tf.cast(tf.where(y > 0.5), dtype)
    loss = tf.reduce_sum(kept * kept) + tf.reduce_sum(coords)
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("kept", kept), ("coords", coords),
                 ("dx", dx)]:
        fetch(c, n, t)
    return c


def resize_nearest_grad(dtype):
    """Nearest-neighbour resizes as Keras' UpSampling2D and
    tf.compat.v1.image write them (ResizeNearestNeighbor: integer factor,
    align_corners, half_pixel_centers, down and up), under tf.gradients
    (ResizeNearestNeighborGrad adds each output's gradient into the input
    pixel it read)."""
    import tf_keras
    c, r = Case(), rng(45)
    x = feed(c, "x", r.randn(2, 3, 4, 2), dtype)
    up = tf_keras.layers.UpSampling2D(2, dtype=dtype)(x)
    a = tf1.image.resize_nearest_neighbor(up, [5, 7], align_corners=True)
    h = tf1.image.resize_nearest_neighbor(a, [4, 3], half_pixel_centers=True)
    w = tf.reshape(tf.range(4 * 3 * 2, dtype=dtype), [1, 4, 3, 2])
    loss = tf.reduce_sum(h * w) + tf.reduce_sum(a * a)
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("h", h), ("dx", dx)]:
        fetch(c, n, t)
    return c


def segment_reductions(dtype):
    """Every segment reduction under tf.gradients: tf.math.segment_* (sorted
    ids, empty segments 3 and 4 read 0) and unsorted_segment_* (negative ids
    dropped, empty segments read the reduction's identity; mean and sqrt_n
    are TensorFlow's compositions), int32 and int64 ids."""
    c, r = Case(), rng(70)
    x = feed(c, "x", r.randn(7, 3), dtype)
    seg = feed(c, "seg", np.array([0, 0, 2, 2, 2, 3, 5], np.int32), dtype)
    useg = feed(c, "useg", np.array([3, 0, -1, 1, 3, 0, 1], np.int64), dtype)
    parts = [tf.math.segment_sum(x, seg), tf.math.segment_mean(x, seg),
             tf.math.segment_max(x, seg), tf.math.segment_min(x, seg),
             tf.math.segment_prod(x, seg),
             tf.math.unsorted_segment_max(x, useg, 5),
             tf.math.unsorted_segment_min(x, useg, 5),
             tf.math.unsorted_segment_prod(x, useg, 5),
             tf.math.unsorted_segment_mean(x, useg, 4),
             tf.math.unsorted_segment_sqrt_n(x, useg, 4)]
    # Empty unsorted max/min segments hold float32's lowest/highest: kept
    # out of the loss, fetched clipped.
    loss = tf.add_n([tf.reduce_sum(tf.sin(tf.clip_by_value(p, -10.0, 10.0)))
                     for p in parts])
    dx = tf.gradients(loss, x)[0]
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    for k, p in enumerate(parts):
        fetch(c, "p%d" % k, tf.clip_by_value(p, -1e3, 1e3))
    return c


def resize_bilinear_grad(dtype):
    """Bilinear resizes as tf.image.resize and tf.compat.v1.image write them
    (ResizeBilinear: up and down, align_corners, half_pixel_centers), under
    tf.gradients (ResizeBilinearGrad adds each output's gradient into the
    four pixels it read, weighted as they were read)."""
    c, r = Case(), rng(71)
    x = feed(c, "x", r.randn(2, 5, 4, 3), dtype)
    a = tf1.image.resize_bilinear(x, [7, 9])
    b = tf1.image.resize_bilinear(x, [3, 6], align_corners=True)
    d = tf.image.resize(x, [8, 3])
    e = tf1.image.resize_bilinear(x, [10, 8], half_pixel_centers=True)
    loss = (tf.reduce_sum(a * a) + tf.reduce_sum(tf.sin(b)) +
            tf.reduce_sum(d * 3.0) + tf.reduce_sum(e * e * e))
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("dx", dx), ("a", a), ("e", e)]:
        fetch(c, n, t)
    return c


def scatter_top_k(dtype):
    """tf.tensor_scatter_nd_update/add/max (TensorScatter*: a copy of the
    tensor with rows or elements combined in, a repeated index added twice),
    tf.nn.top_k (values largest first, ties in index order, and its
    gradient) and tf.nn.in_top_k, under tf.gradients."""
    c, r = Case(), rng(72)
    x = feed(c, "x", r.randn(4, 6), dtype)
    lab = feed(c, "lab", np.array([1, 5, 0, 3], np.int32), dtype)
    y = tf.tensor_scatter_nd_update(x, [[0, 1], [2, 3]], [10.0, -3.0])
    z = tf.tensor_scatter_nd_add(x, [[1], [3], [1]], tf.ones([3, 6], dtype))
    w = tf.tensor_scatter_nd_max(x, [[2, 2]], [0.5])
    v, i = tf.nn.top_k(x + y, 3)
    ties, tie_idx = tf.nn.top_k(tf.round(x), 4)
    hit = tf.cast(tf.nn.in_top_k(lab, tf.cast(x, tf.float32), 2), dtype)
    loss = (tf.reduce_sum(v * v) + tf.reduce_sum(z * x) + tf.reduce_sum(w) +
            tf.reduce_sum(hit))
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("dx", dx), ("i", tf.cast(i, dtype)),
                 ("tie_idx", tf.cast(tie_idx, dtype)), ("ties", ties),
                 ("hit", hit)]:
        fetch(c, n, t)
    return c


def spatial_partition_ops(dtype):
    """Ops TensorFlow's APIs emit on the way: dilated convolutions through
    SpaceToBatchND/BatchToSpaceND (tf.nn.atrous_conv2d, layers.conv2d with
    dilation_rate), tf.pad REFLECT/SYMMETRIC (MirrorPad and its gradient),
    embedding_lookup of a table in two partitions, both strategies
    (DynamicPartition, ParallelDynamicStitch), tf.gather with batch_dims=1,
    tf.linspace (BroadcastArgs) and tf.sort, under tf.gradients."""
    c, r = Case(), rng(73)
    x = feed(c, "x", r.randn(2, 9, 9, 3), dtype)
    ids = feed(c, "ids", np.array([[0, 3, 5], [2, 2, 7]], np.int32), dtype)
    idx = feed(c, "idx", np.array([[0, 4], [2, 2]], np.int32), dtype)
    w = tf.constant(r.randn(3, 3, 3, 4) * 0.2, dtype)
    a = tf.nn.atrous_conv2d(x, w, 2, "SAME")
    m = tf.pad(x[:, :4, :5], [[0, 0], [1, 2], [2, 1], [0, 0]],
               mode="REFLECT")
    s = tf.pad(x[:, :4, :5], [[0, 0], [2, 2], [1, 0], [0, 0]],
               mode="SYMMETRIC")
    t1 = tf.reshape(x[0, :4, 0, :], [4, 3])
    t2 = tf.reshape(x[1, :4, 1, :], [4, 3])
    e1 = tf.nn.embedding_lookup([t1, t2], ids)
    e2 = tf1.nn.embedding_lookup([t1, t2], ids, partition_strategy="div")
    g = tf.gather(tf.reshape(x[:, 0, :5, :2], [2, 5, 2]), idx, batch_dims=1)
    ls = tf.linspace(tf.constant(0.0, dtype), 1.0, 5)
    srt = tf.sort(x[:, 0, :, 0], axis=1, direction="DESCENDING")
    loss = (tf.reduce_sum(a * a) + tf.reduce_sum(m * m) +
            tf.reduce_sum(tf.sin(s)) + tf.reduce_sum(e1 * e1) +
            tf.reduce_sum(tf.sin(e2)) + tf.reduce_sum(g * g) +
            tf.reduce_sum(srt * ls[None, :5] [:, :1]))
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("dx", dx), ("a", a), ("m", m),
                 ("e1", e1), ("g", g), ("srt", srt)]:
        fetch(c, n, t)
    return c


def lrn_diag_unique(dtype):
    """tf.nn.local_response_normalization (LRN and LRNGrad), the main
    diagonal family (tf.linalg.diag, diag_part, set_diag, tf.eye:
    MatrixDiagV3, MatrixDiagPartV3, MatrixSetDiagV3) and
    tf.unique_with_counts, under tf.gradients."""
    c, r = Case(), rng(74)
    x = feed(c, "x", r.randn(2, 3, 3, 6), dtype)
    m = feed(c, "m", r.randn(3, 4, 4), dtype)
    ids = feed(c, "ids", np.array([3, 1, 3, 0, 1, 3], np.int32), dtype)
    # LRN takes float32 at most: the float64 reference runs it in float32.
    y = tf.cast(tf.nn.local_response_normalization(
        tf.cast(x, tf.float32), depth_radius=2, bias=1.0, alpha=0.1,
        beta=0.75), dtype)
    d = tf.linalg.diag_part(m)
    dm = tf.linalg.diag(d * 2.0)
    sd = tf.linalg.set_diag(m, d * 0.5)
    eye = tf.eye(4, batch_shape=[3], dtype=dtype)
    u, i, n = tf.unique_with_counts(ids)
    loss = (tf.reduce_sum(y * y) + tf.reduce_sum(dm * m) +
            tf.reduce_sum(sd * sd) + tf.reduce_sum(eye * m) +
            tf.cast(tf.reduce_sum(n * n), dtype))
    g = tf.gradients(loss, [x, m])
    for name, t in [("loss", loss), ("dx", g[0]), ("dm", g[1]), ("y", y),
                    ("u", tf.cast(u, dtype)), ("i", tf.cast(i, dtype)),
                    ("n", tf.cast(n, dtype))]:
        fetch(c, name, t)
    return c


def cumulative_logsumexp(dtype):
    """tf.math.cumulative_logsumexp (CumulativeLogsumexp: TensorFlow's
    reducer max + log1p(exp(min - max)), forward, reverse and exclusive)
    under tf.gradients, whose gradient runs it again reversed."""
    c, r = Case(), rng(75)
    x = feed(c, "x", r.randn(3, 5) * 3.0, dtype)
    a = tf.math.cumulative_logsumexp(x, axis=1)
    b = tf.math.cumulative_logsumexp(x, axis=0, reverse=True)
    e = tf.math.cumulative_logsumexp(x, axis=1, exclusive=True)
    w = tf.constant(r.randn(3, 5), dtype)
    loss = tf.reduce_sum(a * w) + tf.reduce_sum(tf.sin(b)) + \
        tf.reduce_sum(tf.exp(e))
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("dx", dx), ("a", a), ("b", b), ("e", e)]:
        fetch(c, n, t)
    return c


# The cases below cover, each against TensorFlow, the ops of
# -tagrad-legalize-tf that the cases above do not run.


def _f(t, dtype):
    """A fetchable (float) view of an int or bool result."""
    return tf.cast(t, dtype)


def math_zoo(dtype):
    """Forward elementwise ops, no loop: arithmetic, unary math, compares
    with logical ops, Select / SelectV2, Cast (float <-> int32, bool ->
    float), int32 arithmetic, with [2,3] broadcast against [3], [2,1] and
    scalars (constants and a fed scalar)."""
    c, r = Case(), rng(12)
    a = feed(c, "a", r.randn(2, 3), dtype)
    b = feed(c, "b", r.randn(3), dtype)
    col = feed(c, "col", r.randn(2, 1), dtype)
    p = feed(c, "p", 0.2 + 2.0 * r.rand(2, 3), dtype)   # positive
    s = feed(c, "s", np.float32(0.7), dtype)             # fed scalar
    out = []
    out.append(("sub_div", (a - b) / (tf.abs(col) + 0.5)))
    out.append(("div_scalar", a / s - 2.0 * b))
    out.append(("unary", tf.negative(tf.square(a)) + tf.sqrt(p)
                + tf.math.rsqrt(p)))
    out.append(("exp_log", tf.exp(a * 0.5) + tf.math.log(p)))
    out.append(("sigmoid_relu", tf.sigmoid(a) * tf.nn.relu(a - col)))
    out.append(("recip_tanh", tf.math.reciprocal(p) + tf.tanh(a + b)))
    out.append(("max_min", tf.maximum(a, b) - tf.minimum(a, col)
                + tf.maximum(a, 0.25) * tf.minimum(s, b)))
    out.append(("sqdiff_abs", tf.math.squared_difference(a, col)
                + tf.abs(a - b)))
    m1 = tf.logical_and(tf.less(a, b), tf.logical_not(
        tf.greater_equal(a, col)))
    m2 = tf.logical_or(tf.less_equal(a, 0.0), tf.greater(col, b))
    out.append(("logic", _f(m1, dtype) + 2.0 * _f(m2, dtype)))
    eq = tf.equal(tf.maximum(a, b), a)                   # exact compare
    ne = tf.not_equal(tf.minimum(a, col), col)
    out.append(("eq_ne", _f(eq, dtype) - 3.0 * _f(ne, dtype)))
    out.append(("select", tf1.where(tf.greater(a, p - 1.0), a, -p)))
    rows = tf.greater(tf.reduce_sum(a, axis=1), 0.0)     # [2]: picks rows
    out.append(("select_rows", tf1.where(rows, a, p)))
    out.append(("select_v2", tf.where(tf.less(b, 0.0), a, col)
                + tf.where(tf.greater(col, 0.0), tf.constant(1.0, dtype), b)))
    ai = tf.cast(a * 3.0, tf.int32)                      # truncates to 0
    bi = tf.cast(b * 3.0, tf.int32)
    ci = tf.cast(col * 3.0, tf.int32)
    ints = (ai + bi) * ci - tf.maximum(ai, bi) + tf.minimum(ai, ci) \
        - tf.negative(tf.abs(ai)) + tf.square(bi) - ai
    out.append(("int_math", _f(ints, dtype)))
    out.append(("int_compare", _f(tf.logical_and(
        tf.equal(ai, bi), tf.not_equal(ai, 0)), dtype)
        + 2.0 * _f(tf.greater_equal(ai, ci), dtype)
        + 4.0 * _f(tf.less(bi, ci), dtype)))
    out.append(("add_n", tf.add_n([a, p, a * p])))
    for n, t in out:  # "o_": op names such as "select" are taken
        fetch(c, "o_" + n, t)
    return c


def reduction_zoo(dtype):
    """Reductions long enough for -tagrad-lower-pairwise-reductions' blocks
    and cascades (docs/Numerics.md): Sum over a middle axis (kept), Mean
    over the outer axes, Sum over the last axis (negative), a total of
    squares, column means (the batch-norm schedule's row shares), Prod of
    terms near 1, L2Loss, the softmax cross-entropy, LogSoftmax, the bias
    gradient (BiasAddGrad), a Sum over an empty axis, Max, and an AddN of
    five."""
    c, r = Case(), rng(21)
    a = feed(c, "a", r.randn(3, 700, 5), dtype)
    b = feed(c, "b", 0.1 + r.rand(1200, 40), dtype)     # positive
    n = feed(c, "n", 1.0 + 2e-3 * (r.rand(600) - 0.5), dtype)
    e = feed(c, "e", np.zeros((0, 4)), dtype)
    labels = tf.one_hot(tf.constant(r.randint(0, 40, 1200), tf.int32), 40,
                        dtype=dtype)
    out = []
    out.append(("sum_middle", tf.reduce_sum(a, axis=1, keepdims=True)))
    out.append(("mean_outer", tf.reduce_mean(a, axis=[0, 2])))
    out.append(("sum_last", tf.reduce_sum(a, axis=-1)))
    out.append(("sum_squares", tf.reduce_sum(b * b)))
    out.append(("mean_columns", tf.reduce_mean(b, axis=0)))
    out.append(("prod", tf.reduce_prod(n)))
    out.append(("l2_loss", tf.nn.l2_loss(b)))
    out.append(("xent", tf.reduce_sum(tf.nn.softmax_cross_entropy_with_logits(
        labels=labels, logits=b))))
    out.append(("log_softmax", tf.nn.log_softmax(a[0])))
    bias = tf.constant(r.randn(40), dtype)
    out.append(("bias_grad", tf.gradients(
        tf.reduce_sum(tf.square(tf.nn.bias_add(b, bias))), [bias])[0]))
    out.append(("sum_empty", tf.reduce_sum(e, axis=0)))
    out.append(("max_middle", tf.reduce_max(a, axis=1)))
    out.append(("add_n", tf.add_n([a, 2.0 * a, a * a, -a, a + 1.0])))
    for name, t in out:
        fetch(c, "o_" + name, t)
    return c


def tanh_range(dtype):
    """Tanh over its whole float range and its gradient (TanhGrad): x on a
    grid of [-10, 10] with the values near the approximation's edges (the
    clamp at about 7.9988, the pass-through below 4e-4, zero, +-1e-30) and
    beyond; loss = sum(tanh(x) * w)."""
    c, r = Case(), rng(27)
    edges = [0.0, -0.0, 1e-30, -1e-30, 3.9e-4, 4.1e-4, -4.1e-4, 1e-3,
             0.25, 0.5, 1.0, 2.0, 4.0, 7.9, 7.99, 7.9988, 8.0, -8.0, 9.0,
             20.0, -20.0, 88.0, -3e4, 1e30]
    grid = np.concatenate([np.linspace(-10.0, 10.0, 232), edges])
    x = feed(c, "x", grid.reshape(4, 64), dtype)
    w = feed(c, "w", r.randn(4, 64), dtype)
    y = tf.tanh(x)
    loss = tf.reduce_sum(y * w)
    fetch(c, "o_tanh", y)
    fetch(c, "loss", loss)
    fetch(c, "dx", tf.gradients(loss, [x])[0])
    return c


def shape_zoo(dtype):
    """Shape and indexing ops: Reshape (-1), ExpandDims, Squeeze,
    Transpose, ConcatV2 / Concat, Pack / Unpack, Slice, StridedSlice
    (masks, shrink axis, negative indices, strides 2, ellipsis, new axis),
    Tile, Fill, ZerosLike, OnesLike, Range, Shape, Size, Rank, and the
    reductions Sum / Mean / Max / Prod (keep_dims true and false, negative
    axes, all axes)."""
    c, r = Case(), rng(13)
    x3 = feed(c, "x3", r.randn(2, 3, 4), dtype)
    x = feed(c, "x", r.randn(4, 6), dtype)
    y = feed(c, "y", r.randn(4, 2), dtype)
    s = feed(c, "s", np.float32(1.25), dtype)
    out = []
    out.append(("reshape_m1", tf.reshape(x3, [-1, 4])))
    out.append(("reshape_m1b", tf.reshape(x, [2, -1, 3])))
    out.append(("expand_dims", tf.expand_dims(x, 0) + tf.expand_dims(
        tf.expand_dims(y[:, 0], -1), 0)))
    out.append(("squeeze", tf.squeeze(tf.reshape(x, [4, 1, 6, 1]), [1])
                + tf.squeeze(tf.reshape(y[:, 1], [1, 4, 1, 1, 1]), [0, -1])))
    out.append(("squeeze_all", tf.squeeze(tf.reshape(x, [1, 4, 1, 6]))))
    out.append(("transpose", tf.transpose(x3, [2, 0, 1])))
    out.append(("concat_1", tf.concat([x, y, x[:, :1]], axis=1)))
    out.append(("concat_m1", tf.concat([x3, x3 * 2.0], axis=-1)))
    out.append(("concat_v1", tf.raw_ops.Concat(concat_dim=0,
                                               values=[x, -x])))
    out.append(("stack_0", tf.stack([x, x * s], axis=0)))
    out.append(("stack_1", tf.stack([y[:, 0], y[:, 1], x[:, 2]], axis=1)))
    u0 = tf.unstack(x3, axis=0)
    u1 = tf.unstack(x3, axis=1)
    out.append(("unstack_0", u0[1] - u0[0]))
    out.append(("unstack_1", u1[0] + 2.0 * u1[2]))
    out.append(("slice", tf.slice(x, [1, 2], [2, -1])))
    out.append(("ss_shrink", x[:, 1]))
    out.append(("ss_neg", x[-1, -3:] + x[-2, :3]))
    out.append(("ss_stride2", x[1:, ::2]))
    out.append(("ss_mask_stride", x3[:, 1:, 1::2]))
    out.append(("ss_ellipsis", x3[..., 0]))
    out.append(("ss_newaxis", x[None] + x3[:1, :1, :1, None][..., 0, 0]))
    out.append(("ss_newaxis_mid", x3[:, None, -1, ::3]))
    out.append(("tile", tf.tile(x3, [2, 1, 3])))
    half = tf.constant(0.5, dtype)
    out.append(("fill", tf.fill([2, 3], s) + tf.fill([2, 3], half)))
    out.append(("zeros_ones_like", tf.raw_ops.ZerosLike(x=x) * 3.0
                + tf.raw_ops.OnesLike(x=x) + x))
    out.append(("range_f", tf.range(1.0, 4.0, 0.5, dtype=dtype) * s))
    out.append(("range_i", _f(tf.range(2, 11, 3), dtype)))
    out.append(("shape", _f(tf.raw_ops.Shape(input=x3), dtype)))
    out.append(("size_rank", _f(tf.raw_ops.Size(input=x3)
                                * tf.raw_ops.Rank(input=x), dtype)))
    out.append(("sum_kd", tf.reduce_sum(x3, axis=-1, keepdims=True)))
    out.append(("sum_all", tf.reduce_sum(x3)))
    out.append(("mean_axes", tf.reduce_mean(x3, axis=[0, -1])))
    out.append(("mean_kd", tf.reduce_mean(x, axis=-2, keepdims=True)))
    out.append(("max_1", tf.reduce_max(x3, axis=1)))
    out.append(("max_all_kd", tf.reduce_max(x3, keepdims=True)))
    out.append(("prod_kd", tf.reduce_prod(x3, axis=-2, keepdims=True)))
    out.append(("prod_0", tf.reduce_prod(x, axis=0)))
    for n, t in out:  # "o_": op names such as "select" are taken
        fetch(c, "o_" + n, t)
    return c


def grad_zoo(dtype):
    """tf.gradients, no loop, static shapes, through MatMul (with
    transpose_a / transpose_b), BatchMatMulV2 ([2,3,4] x [2,4,5], adj_y,
    and [3,4] x [2,4,5] broadcast), reduce_mean, reduce_max, strided slices
    (StridedSliceGrad), Tile, stack / unstack, sigmoid, relu, tanh and
    broadcast adds (no Transpose or concat: their gradients are
    concat_transpose_grad's); the loss is a sum of the terms weighted by
    constants."""
    c, r = Case(), rng(14)
    a = feed(c, "a", r.randn(3, 4), dtype)
    at = feed(c, "at", r.randn(4, 3), dtype)
    b = feed(c, "b", r.randn(4, 5), dtype)
    bt = feed(c, "bt", r.randn(5, 4), dtype)
    bias = feed(c, "bias", r.randn(5), dtype)
    p = feed(c, "p", r.randn(2, 3, 4), dtype)
    q = feed(c, "q", r.randn(2, 4, 5), dtype)
    q2 = feed(c, "q2", r.randn(2, 5, 4), dtype)
    x3 = feed(c, "x3", r.randn(2, 3, 4), dtype)
    col = feed(c, "col", r.randn(3, 1), dtype)

    def k(*shape):
        return tf.constant(r.randn(*shape).astype(fdt(dtype)))

    terms = [
        tf.tanh(tf.matmul(a, b)) * k(3, 5),
        tf.sigmoid(tf.matmul(at, b, transpose_a=True)) * k(3, 5),
        tf.nn.relu(tf.matmul(a, bt, transpose_b=True) + bias) * k(3, 5),
        tf.matmul(at, bt, transpose_a=True, transpose_b=True) * k(3, 5),
        tf.square(tf.matmul(p, q)) * k(2, 3, 5),
        tf.matmul(p, q2, adjoint_b=True) * k(2, 3, 5),
        tf.matmul(a, q) * k(2, 3, 5),
        tf.reduce_max(tf.matmul(a, q), axis=-1) * k(2, 3),
        tf.tanh(a * col + bias[:4] - b[:, 0]) * k(3, 4),
        x3[:, 1] * k(2, 4),
        x3[..., ::2] * k(2, 3, 2),
        x3[None, -1, 1:] * k(1, 2, 4),
        tf.tile(x3, [1, 2, 3]) * k(2, 6, 12),
        tf.stack([tf.unstack(x3, axis=1)[2], tf.unstack(x3, axis=1)[0]],
                 axis=2) * k(2, 4, 2),
        tf.sigmoid(tf.reduce_max(p * x3, axis=[0, 2])) * k(3),
    ]
    loss = tf.add_n([tf.reduce_sum(t) for t in terms]) \
        + tf.reduce_mean(tf.square(x3 - p))
    srcs = [("da", a), ("dat", at), ("db", b), ("dbt", bt), ("dbias", bias),
            ("dp", p), ("dq", q), ("dq2", q2), ("dx3", x3), ("dcol", col)]
    grads = tf.gradients(loss, [t for _, t in srcs])
    fetch(c, "loss", loss)
    for (n, _), g in zip(srcs, grads):
        fetch(c, n, g)
    return c


def concat_transpose_grad(dtype):
    """The gradients of ConcatV2 (axis 1 and -1) and of Transpose, as
    tf.gradients builds them with static shapes."""
    c, r = Case(), rng(15)
    a = feed(c, "a", r.randn(2, 3), dtype)
    b = feed(c, "b", r.randn(2, 2), dtype)
    x3 = feed(c, "x3", r.randn(2, 3, 4), dtype)
    k1 = tf.constant(r.randn(2, 5).astype(fdt(dtype)))
    k2 = tf.constant(r.randn(2, 3, 8).astype(fdt(dtype)))
    k3 = tf.constant(r.randn(4, 2, 3).astype(fdt(dtype)))
    loss = tf.reduce_sum(tf.tanh(tf.concat([a, b], axis=1)) * k1) \
        + tf.reduce_sum(tf.concat([x3, tf.square(x3)], axis=-1) * k2) \
        + tf.reduce_sum(tf.transpose(x3, [2, 0, 1]) * k3)
    da, db, dx3 = tf.gradients(loss, [a, b, x3])
    for n, t in [("loss", loss), ("da", da), ("db", db), ("dx3", dx3)]:
        fetch(c, n, t)
    return c


def grad_unknown_batch(dtype):
    """The gradient of broadcast Add / Mul when the batch dimension of the
    placeholder is unknown in the graph (shape [None, 3], as TF1 models
    declare it; fed [2, 3]): BroadcastGradientArgs of Shape ops."""
    c, r = Case(), rng(16)
    x = feed(c, "x", r.randn(2, 3), dtype, unknown_batch=True)
    w = feed(c, "w", r.randn(3), dtype)
    bias = feed(c, "bias", r.randn(1, 3), dtype)
    z = tf.tanh(x * w + bias)
    loss = tf.reduce_sum(z * z)
    dx, dw, dbias = tf.gradients(loss, [x, w, bias])
    for n, t in [("loss", loss), ("dx", dx), ("dw", dw), ("dbias", dbias)]:
        fetch(c, n, t)
    return c


def _bn_ema(dtype, data_format, with_grad):
    c, r = Case(), rng(17 if data_format == "NHWC" else 18)
    shape = (2, 3, 3, 4) if data_format == "NHWC" else (2, 4, 3, 3)
    x = feed(c, "x", r.randn(*shape) * 2.0 + 0.5, dtype)
    scale = feed(c, "scale", 1.0 + 0.3 * r.randn(4), dtype)
    offset = feed(c, "offset", 0.2 * r.randn(4), dtype)
    rmean = feed(c, "running_mean", 0.3 * r.randn(4), dtype)
    rvar = feed(c, "running_var", 0.5 + r.rand(4), dtype)
    eps, f = 1e-3, 0.3
    if dtype == tf.float32:
        y, mean, var = tf1.nn.fused_batch_norm(
            x, scale, offset, rmean, rvar, epsilon=eps,
            data_format=data_format, is_training=True,
            exponential_avg_factor=f)
    else:  # the float64 reference: the same math unfused
        axes = [0, 1, 2] if data_format == "NHWC" else [0, 2, 3]
        bshape = [1, 1, 1, 4] if data_format == "NHWC" else [1, 4, 1, 1]
        m, v = tf.nn.moments(x, axes)
        n = float(np.prod([shape[a] for a in axes]))
        y = tf.nn.batch_normalization(
            x, tf.reshape(m, bshape), tf.reshape(v, bshape),
            tf.reshape(offset, bshape), tf.reshape(scale, bshape), eps)
        mean = (1.0 - f) * rmean + f * m
        var = (1.0 - f) * rvar + f * v * (n / (n - 1.0))
    if not with_grad:
        for n, v in [("y", y), ("running_mean_new", mean),
                     ("running_var_new", var)]:
            fetch(c, n, v)
        return c
    k = tf.constant(r.randn(*shape).astype(fdt(dtype)))
    loss = tf.reduce_sum(y * k)
    dx, dscale, doffset = tf.gradients(loss, [x, scale, offset])
    for n, v in [("dx", dx), ("dscale", dscale), ("doffset", doffset)]:
        fetch(c, n, v)
    return c


def bn_ema_nhwc(dtype):
    """FusedBatchNormV3 in training mode with exponential_avg_factor=0.3,
    NHWC: y and the running mean / variance it updates,
    (1 - 0.3) * running + 0.3 * batch (the variance: the unbiased one)."""
    return _bn_ema(dtype, "NHWC", False)


def bn_ema_nchw_grad(dtype):
    """The same in NCHW, fetching only the gradients (FusedBatchNormGradV3,
    is_training=True) of sum(y * k) wrt x, scale and offset."""
    return _bn_ema(dtype, "NCHW", True)


def cond_v1_grad(dtype):
    """Two TF1 tf.cond (control flow v1: Switch / Merge) outside any loop,
    one taking its true branch and one its false branch, each branch
    differentiable, with the gradients wrt x and w."""
    c, r = Case(), rng(19)
    x = feed(c, "x", r.randn(2, 3), dtype)
    w = feed(c, "w", r.randn(3), dtype)
    t = feed(c, "t", np.float32(0.5), dtype)
    h1 = tf1.cond(t > 0.0, lambda: tf.tanh(x * w), lambda: tf.nn.relu(x - w))
    h2 = tf1.cond(t < 0.0, lambda: tf.square(x + w),
                  lambda: tf.sigmoid(x * w + h1))
    loss = tf.reduce_sum(h1 * h2) + tf.reduce_sum(h2)
    dx, dw = tf.gradients(loss, [x, w])
    for n, v in [("h1", h1), ("h2", h2), ("loss", loss), ("dx", dx),
                 ("dw", dw)]:
        fetch(c, n, v)
    return c


def dense_softmax_sgd(dtype):
    """A classifier training step: two dense layers (MatMul + BiasAdd), a
    softmax cross-entropy loss
    (SoftmaxCrossEntropyWithLogits; BiasAddGrad in the gradient) and an SGD
    update of four resource variables; also fetches tf.nn.softmax and
    log_softmax of the logits."""
    c, r = Case(), rng(20)
    x = feed(c, "x", r.randn(4, 3), dtype)
    labels = feed(c, "labels", np.eye(5)[[0, 3, 1, 4]], dtype)
    w1 = variable(c, "dense/kernel", 0.5 * r.randn(3, 6), dtype)
    b1 = variable(c, "dense/bias", 0.1 * r.randn(6), dtype)
    w2 = variable(c, "out/kernel", 0.5 * r.randn(6, 5), dtype)
    b2 = variable(c, "out/bias", 0.1 * r.randn(5), dtype)
    h = tf.tanh(tf.nn.bias_add(tf.matmul(x, w1), b1))
    logits = tf.nn.bias_add(tf.matmul(h, w2), b2)
    xent = tf.nn.softmax_cross_entropy_with_logits(labels=labels,
                                                   logits=logits)
    loss = tf.reduce_mean(xent)
    grads = tf.gradients(loss, [w1, b1, w2, b2])
    opt = tf1.train.GradientDescentOptimizer(0.3)
    c.train_op = opt.apply_gradients(list(zip(grads, [w1, b1, w2, b2])),
                                     name="train")
    c.written = [w1, b1, w2, b2]
    for n, v in [("loss", loss), ("probs", tf.nn.softmax(logits)),
                 ("log_probs", tf.nn.log_softmax(logits)),
                 ("dw1", grads[0]), ("db1", grads[1])]:
        fetch(c, n, v)
    return c


def activation_zoo(dtype):
    """The activations and unary math of real models, forward and through
    tf.gradients (which emits their *Grad ops): Sin, Cos, Log1p, Expm1,
    Erf, Floor, Ceil, Round (half to even), Rint, Sign, Softsign, Softplus
    (all three of its kernel's ranges), Elu, Relu6, LeakyRelu (alpha 0.1),
    and the gradients SqrtGrad, RsqrtGrad, ReciprocalGrad, Relu6Grad,
    EluGrad, SoftplusGrad, SoftsignGrad, LeakyReluGrad."""
    c, r = Case(), rng(21)
    # Values away from the kinks of Relu6 / LeakyRelu / Elu (the gradients
    # there depend on which side a rounding falls), with exact halves for
    # Round and large magnitudes for Softplus's outer ranges.
    x = feed(c, "x", np.array([[-7.3, -2.5, -0.6, 0.4, 1.5, 2.5],
                               [3.7, 6.8, -30.0, 30.0, -0.45, 5.2]]), dtype)
    p = feed(c, "p", 0.3 + 2.0 * r.rand(2, 6), dtype)    # positive
    outs = [
        ("trig", tf.sin(x) + 2.0 * tf.cos(x)),
        ("log1p_expm1", tf.math.log1p(p) + tf.math.expm1(x * 0.1)),
        ("erf", tf.math.erf(x * 0.3)),
        ("rounding", tf.floor(x) + 10.0 * tf.math.ceil(x)
         + 100.0 * tf.round(x) + 1000.0 * tf.math.rint(x)),
        ("sign", tf.sign(x) + 2.0 * tf.cast(tf.sign(tf.cast(x, tf.int32)),
                                            dtype)),
        ("softsign", tf.nn.softsign(x)),
        ("softplus", tf.nn.softplus(x)),
        ("elu", tf.nn.elu(x)),
        ("relu6", tf.nn.relu6(x)),
        ("leaky_relu", tf.nn.leaky_relu(x, alpha=0.1)),
    ]
    loss = tf.add_n([tf.reduce_sum(t * t) for _, t in outs[5:]]
                    + [tf.reduce_sum(tf.sqrt(p) + tf.math.rsqrt(p)
                                     + tf.math.reciprocal(p)),
                       tf.reduce_sum(outs[0][1] + outs[1][1] + outs[2][1])])
    dx, dp = tf.gradients(loss, [x, p])
    for n, t in outs + [("loss", loss), ("dx", dx), ("dp", dp)]:
        fetch(c, "o_" + n, t)
    return c


def gather_grad(dtype):
    """tf.gather (GatherV2) on axes 0, 1 and -1 with int32 and int64,
    constant and fed indices of rank 0, 1 and 2 (repeated indices), and
    tf.gradients through it: the IndexedSlices gradients are summed into
    dense tensors by UnsortedSegmentSum (repeated indices add up)."""
    c, r = Case(), rng(22)
    x = feed(c, "x", r.randn(5, 4), dtype)
    idx = feed(c, "idx", np.array([[4, 0, 4], [1, 1, 2]], np.int32), None)
    col = feed(c, "col", np.array([3, 0, 3], np.int64), None)
    g0 = tf.gather(x, idx)                       # [2,3,4], fed rank 2
    g1 = tf.gather(x, col, axis=1)               # [5,3], int64
    g2 = tf.gather(x, tf.constant(2), axis=-1)   # [5], rank-0 index
    g3 = tf.gather(x, tf.constant([0, 3, 3]))    # constant indices
    loss = (tf.reduce_sum(g0 * g0) + tf.reduce_sum(tf.sin(g1))
            + tf.reduce_sum(g2 * 3.0) + tf.reduce_sum(g3 * g3 * g3))
    dx = tf.convert_to_tensor(tf.gradients(loss, [x])[0])
    for n, t in [("g0", g0), ("g1", g1), ("g2", g2), ("g3", g3),
                 ("loss", loss), ("dx", dx)]:
        fetch(c, "o_" + n, t)
    return c


def bidirectional_lstm(dtype):
    """A bidirectional LSTM layer as TF1 graphs write it by hand: the
    sequence reversed for the backward direction (ReverseV2), each
    direction a tf1.while_loop over an unstacked TensorArray whose cell
    splits one MatMul into the four gates (Split, and SplitV for the
    backward cell), the two outputs concatenated and padded (Pad, PadV2),
    and tf.gradients back through both loops (ConcatV2 for Split's
    gradient, Slice for Pad's, ReverseV2 for ReverseV2's)."""
    c, r = Case(), rng(23)
    steps, batch, feat, hidden = 4, 2, 3, 3
    x = feed(c, "x", r.randn(steps, batch, feat), dtype)
    wf = feed(c, "wf", 0.4 * r.randn(feat + hidden, 4 * hidden), dtype)
    wb = feed(c, "wb", 0.4 * r.randn(feat + hidden, 4 * hidden), dtype)

    def direction(seq, w, use_splitv, name):
        ta_in = tf.TensorArray(dtype, size=steps, name=name + "_in").unstack(
            seq)
        ta_out = tf.TensorArray(dtype, size=steps, name=name + "_out")
        h0 = tf.zeros([batch, hidden], dtype)

        def body(t, h, cell, ta):
            z = tf.matmul(tf.concat([ta_in.read(t), h], axis=1), w)
            if use_splitv:
                i, f, o, g = tf.split(z, [hidden] * 3 + [-1], axis=1)
            else:
                i, f, o, g = tf.split(z, 4, axis=1)
            cell = tf.sigmoid(f + 1.0) * cell + tf.sigmoid(i) * tf.tanh(g)
            h = tf.sigmoid(o) * tf.tanh(cell)
            return t + 1, h, cell, ta.write(t, h)

        _, _, _, ta_out = tf1.while_loop(
            lambda t, *_: t < steps, body, [0, h0, h0, ta_out], name=name)
        return ta_out.stack()

    forward = direction(x, wf, False, "fw")
    backward = tf.reverse(direction(tf.reverse(x, [0]), wb, True, "bw"), [0])
    both = tf.concat([forward, backward], axis=2)
    padded = tf.pad(both, [[0, 0], [1, 0], [0, 2]])
    padded2 = tf.pad(both, [[1, 1], [0, 0], [0, 0]], constant_values=0.5)
    loss = tf.reduce_sum(padded * padded) + tf.reduce_sum(padded2)
    dx, dwf, dwb = tf.gradients(loss, [x, wf, wb])
    for n, t in [("padded", padded), ("loss", loss), ("dx", dx),
                 ("dwf", dwf), ("dwb", dwb)]:
        fetch(c, "o_" + n, t)
    return c


def classifier_metrics(dtype):
    """What a classifier's training graph computes around the loss: labels
    one-hot encoded (OneHot, also with axis 0, custom on/off values and an
    out-of-range label that encodes to all-off), the accuracy from ArgMax
    (int64, and int32 output_type) and the worst class from ArgMin, with
    ties in the logits (the first index wins), and the gradient of the
    softmax cross-entropy of the one-hot labels."""
    c, r = Case(), rng(24)
    logits = feed(c, "logits", np.array([[1.0, 3.0, 3.0, -1.0],
                                         [0.5, -2.0, 0.25, 0.5],
                                         [-1.0, -1.0, -3.0, 2.0]]), dtype)
    labels = feed(c, "labels", np.array([1, 0, 3], np.int32), None)
    bad = feed(c, "bad", np.array([2, 4, -1], np.int64), None)
    onehot = tf.one_hot(labels, 4, dtype=dtype)
    xent = tf.nn.softmax_cross_entropy_with_logits(labels=onehot,
                                                   logits=logits)
    loss = tf.reduce_mean(xent)
    predicted = tf.argmax(logits, axis=1)
    hits = tf.cast(tf.equal(predicted, tf.cast(labels, tf.int64)), dtype)
    outs = [
        ("onehot_t", tf.one_hot(labels, 4, on_value=2.0, off_value=-1.0,
                                axis=0, dtype=dtype)),
        ("onehot_bad", tf.one_hot(bad, 3, dtype=dtype)),
        ("accuracy", tf.reduce_mean(hits)),
        ("argmax", tf.cast(predicted, dtype)),
        ("argmax0", tf.cast(tf.argmax(logits, axis=0,
                                      output_type=tf.int32), dtype)),
        ("argmin", tf.cast(tf.argmin(logits, axis=-1), dtype)),
        ("loss", loss),
        ("dlogits", tf.gradients(loss, [logits])[0]),
    ]
    for n, t in outs:
        fetch(c, "o_" + n, t)
    return c


def _zoo_losses(r, x, ids, optimizers, dtype, new_variable, step):
    """Each optimizer's own dense variable W (a tanh layer) and embedding E
    (a gather with a repeated id: a sparse gradient), made by
    new_variable(name, value), and its training op, step(opt, loss, [W, E]).
    Returns the losses, the training ops and [W, E] per optimizer."""
    losses, trains, primaries = [], [], []
    for name, opt in optimizers:
        with tf1.variable_scope(name):
            W = new_variable("W", r.randn(4, 2) * 0.5)
            E = new_variable("E", r.randn(6, 2) * 0.5)
        y = tf.tanh(tf.matmul(x, W))
        e = tf.gather(E, ids)
        loss = tf.reduce_sum(tf.square(y - 0.3)) + tf.reduce_sum(
            tf.square(e - 0.5) * tf.cast(tf.range(1, 5)[:, None], dtype))
        trains.append(step(opt, loss, [W, E]))
        losses.append(loss)
        primaries += [W, E]
    return losses, trains, primaries


def _init_slots(c, r, optimizers, primaries, dtype):
    """Starting values of the tf.compat.v1.train optimizers' slots, so that
    every term of each update matters: positive accumulators (RMSProp's rms
    near 1); centered RMSProp's mean gradient mg and AdagradDA's gradient
    sum small and of either sign (ms - mg^2 stays positive as in
    training)."""
    for (name, opt), k in zip(optimizers, range(len(optimizers))):
        if not isinstance(opt, tf1.train.Optimizer):
            continue
        for var in primaries[2 * k:2 * k + 2]:
            for slot in opt.get_slot_names():
                v = opt.get_slot(var, slot)
                shape = v.shape.as_list()
                signed = slot in ("mg", "gradient_accumulator")
                value = (0.1 * r.randn(*shape) if signed else
                         np.abs(r.randn(*shape)) * 0.5 +
                         (1.0 if slot == "rms" else 0.1))
                c.init_values[v] = value.astype(fdt(dtype))


def _minimize(opt, loss, var_list):
    return opt.minimize(loss, var_list=var_list)


def optimizer_zoo(dtype):
    """One step of each tf.compat.v1.train optimizer on its own dense
    variable W (a tanh layer) and embedding E (a gather with a repeated id,
    so the gradient is sparse and TensorFlow dedupes it with Unique and
    UnsortedSegmentSum): GradientDescent (ResourceApplyGradientDescent,
    ResourceScatterAdd), Momentum and Nesterov, Adam (dense apply; sparse
    through ResourceScatterAdd and assigns), Adagrad, RMSProp plain and
    centered, Adadelta, Ftrl with and without l2 shrinkage (Resource[Sparse]
    Apply*). Slot variables start from positive values, so every term of
    each update matters. Results: the total loss, then every variable."""
    c, r = Case(), rng(31)
    x = feed(c, "x", r.randn(3, 4), dtype)
    ids = feed(c, "ids", np.array([2, 0, 2, 5], np.int32), dtype)
    t1 = tf1.train
    optimizers = [
        ("sgd", t1.GradientDescentOptimizer(0.1)),
        ("momentum", t1.MomentumOptimizer(0.1, 0.9)),
        ("nesterov", t1.MomentumOptimizer(0.1, 0.9, use_nesterov=True)),
        ("adam", t1.AdamOptimizer(0.01)),
        ("adagrad", t1.AdagradOptimizer(0.1)),
        ("rmsprop", t1.RMSPropOptimizer(0.01, momentum=0.5)),
        ("centered", t1.RMSPropOptimizer(0.01, momentum=0.5, centered=True)),
        ("adadelta", t1.AdadeltaOptimizer(1.0)),
        ("ftrl", t1.FtrlOptimizer(0.1, l1_regularization_strength=0.01,
                                  l2_regularization_strength=0.02)),
        ("ftrl_shrink", t1.FtrlOptimizer(
            0.1, l1_regularization_strength=0.01,
            l2_regularization_strength=0.02,
            l2_shrinkage_regularization_strength=0.03)),
    ]
    losses, trains, primaries = _zoo_losses(
        r, x, ids, optimizers, dtype,
        lambda name, value: variable(c, name, value, dtype), _minimize)
    c.train_op = tf.group(*trains, name="train")
    extra = [v for _, opt in optimizers for v in opt.variables()]
    _init_slots(c, r, optimizers, primaries, dtype)
    c.variables += extra
    c.written = primaries + extra
    fetch(c, "loss", tf.add_n(losses))
    return c


def optimizer_zoo2(dtype):
    """optimizer_zoo's step for the other update ops users' graphs carry:
    tf.compat.v1.train's ProximalGradientDescent and ProximalAdagrad (dense
    and sparse, l1 on and off), and tf_keras' legacy optimizers in graph
    mode: SGD with momentum and Nesterov (ResourceApplyKerasMomentum, dense
    and sparse), Adamax (ResourceApplyAdaMax; its sparse path scatters) and
    Adam with amsgrad (ResourceApplyAdamWithAmsgrad). Results: the total
    loss, then every variable."""
    import tf_keras
    c, r = Case(), rng(37)
    x = feed(c, "x", r.randn(3, 4), dtype)
    ids = feed(c, "ids", np.array([2, 0, 2, 5], np.int32), dtype)
    t1, kl = tf1.train, tf_keras.optimizers.legacy
    # The proximal optimizers convert plain floats to float32 tensors.
    h = lambda v: tf.constant(v, dtype)  # noqa: E731
    optimizers = [
        ("proxsgd", t1.ProximalGradientDescentOptimizer(
            h(0.1), l1_regularization_strength=h(0.05),
            l2_regularization_strength=h(0.1))),
        ("proxsgd_l2", t1.ProximalGradientDescentOptimizer(
            h(0.1), l1_regularization_strength=h(0.0),
            l2_regularization_strength=h(0.1))),
        ("proxadagrad", t1.ProximalAdagradOptimizer(
            h(0.1), l1_regularization_strength=h(0.05),
            l2_regularization_strength=h(0.1))),
        ("proxadagrad_l2", t1.ProximalAdagradOptimizer(
            h(0.1), l1_regularization_strength=h(0.0),
            l2_regularization_strength=h(0.1))),
        ("keras_momentum", kl.SGD(0.1, momentum=0.9)),
        ("keras_nesterov", kl.SGD(0.1, momentum=0.9, nesterov=True)),
        ("keras_adamax", kl.Adamax(0.01)),
        ("keras_amsgrad", kl.Adam(0.01, amsgrad=True)),
    ]
    losses, trains, primaries = _zoo_losses(
        r, x, ids, optimizers, dtype,
        lambda name, value: variable(c, name, value, dtype),
        lambda opt, loss, var_list: (
            _minimize(opt, loss, var_list)
            if isinstance(opt, tf1.train.Optimizer)
            else opt.get_updates(loss, var_list)))
    c.train_op = tf.group(*trains, name="train")
    extra = []
    for _, opt in optimizers:
        extra += [v for v in opt.variables() if v not in extra]
    _init_slots(c, r, optimizers, primaries, dtype)
    c.variables += extra
    c.written = primaries + extra
    fetch(c, "loss", tf.add_n(losses))
    # Keras' hyperparameters (learning rate, momentum, betas) are variables
    # the step reads (its decay, 0, it does not).
    c.variables += [v for v in reached_variables(c)
                    if not any(v is u for u in c.variables)]
    return c


def optimizer_zoo_ref(dtype):
    """One step of every tf.compat.v1.train optimizer on TF1 reference
    variables (VariableV2, TensorFlow 1's default): each on its own dense
    variable W (a tanh layer; Apply*) and embedding E (a gather with a
    repeated id: SparseApply*, and for GradientDescent and Adam the
    ScatterSub / ScatterAdd they use instead), with the slots and Adam's
    beta powers references too: GradientDescent, Momentum, Nesterov, Adam,
    Adagrad, AdagradDA (l1 on and off, an int64 global step), RMSProp plain
    and centered, Adadelta, Ftrl with and without l2 shrinkage, and the
    proximal ones. Results: the total loss, then every variable."""
    c, r = Case(), rng(41)
    x = feed(c, "x", r.randn(3, 4), dtype)
    ids = feed(c, "ids", np.array([2, 0, 2, 5], np.int32), dtype)
    t1 = tf1.train
    h = lambda v: tf.constant(v, dtype)  # noqa: E731
    step = tf1.get_variable("global_step", initializer=np.int64(3),
                            use_resource=False)
    c.variables.append(step)
    optimizers = [
        ("sgd", t1.GradientDescentOptimizer(0.1)),
        ("momentum", t1.MomentumOptimizer(0.1, 0.9)),
        ("nesterov", t1.MomentumOptimizer(0.1, 0.9, use_nesterov=True)),
        ("adam", t1.AdamOptimizer(0.01)),
        ("adagrad", t1.AdagradOptimizer(0.1)),
        ("adagrad_da", t1.AdagradDAOptimizer(
            0.1, step, l1_regularization_strength=0.01,
            l2_regularization_strength=0.02)),
        ("adagrad_da_l2", t1.AdagradDAOptimizer(
            0.1, step, l2_regularization_strength=0.02)),
        ("rmsprop", t1.RMSPropOptimizer(0.01, momentum=0.5)),
        ("centered", t1.RMSPropOptimizer(0.01, momentum=0.5, centered=True)),
        ("adadelta", t1.AdadeltaOptimizer(1.0)),
        ("ftrl", t1.FtrlOptimizer(0.1, l1_regularization_strength=0.01,
                                  l2_regularization_strength=0.02)),
        ("ftrl_shrink", t1.FtrlOptimizer(
            0.1, l1_regularization_strength=0.01,
            l2_regularization_strength=0.02,
            l2_shrinkage_regularization_strength=0.03)),
        ("proxsgd", t1.ProximalGradientDescentOptimizer(
            h(0.1), l1_regularization_strength=h(0.05),
            l2_regularization_strength=h(0.1))),
        ("proxadagrad", t1.ProximalAdagradOptimizer(
            h(0.1), l1_regularization_strength=h(0.05),
            l2_regularization_strength=h(0.1))),
    ]
    losses, trains, primaries = _zoo_losses(
        r, x, ids, optimizers, dtype,
        lambda name, value: tf1.get_variable(
            name, initializer=np.asarray(value, fdt(dtype)),
            use_resource=False),
        _minimize)
    c.train_op = tf.group(*trains, name="train")
    extra = []
    for _, opt in optimizers:
        extra += [v for v in opt.variables() if v not in extra]
    _init_slots(c, r, optimizers, primaries, dtype)
    c.variables += primaries + [v for v in extra if v is not step]
    c.written = primaries + [v for v in extra if v is not step]
    fetch(c, "loss", tf.add_n(losses))
    return c


def variable_updates_ref(dtype):
    """The variable updates optimizer_zoo_ref does not reach, on TF1
    references: ScatterMul/Div/Min/Max/Update and ScatterNdAdd/Sub/Update
    (tf.compat.v1.scatter_*, with a repeated index), and the update ops of
    AdagradV2 and AdaMax, dense and sparse (tf.raw_ops, as other front ends
    emit them); and on resource variables ResourceScatterNdAdd/Sub/Update and
    AdagradDA's dense and sparse updates. Results: a loss read before the
    updates, then every variable after the step."""
    c, r = Case(), rng(43)
    x = feed(c, "x", r.randn(3, 4), dtype)
    ids = feed(c, "ids", np.array([2, 0, 2], np.int32), dtype)
    nd = feed(c, "nd", np.array([[1, 0], [3, 1], [1, 0]], np.int32), dtype)
    upd = feed(c, "upd", np.abs(r.randn(3, 2)) + 0.5, dtype)
    vals = feed(c, "vals", r.randn(3), dtype)
    fd = fdt(dtype)

    def ref(name, value):
        v = tf1.get_variable(name, initializer=np.asarray(value, fd),
                             use_resource=False)
        c.variables.append(v)
        c.written.append(v)
        return v

    def res(name, value):
        v = variable(c, name, value, dtype)
        c.written.append(v)
        return v

    positive = lambda *shape: np.abs(r.randn(*shape)) + 0.5  # noqa: E731
    updates = []
    for kind in ("mul", "div", "min", "max", "update"):
        v = ref("scatter_" + kind, r.randn(4, 2))
        updates.append(getattr(tf1, "scatter_" + kind)(v, ids, upd))
    for kind in ("add", "sub", "update"):
        v = ref("scatter_nd_" + kind, r.randn(4, 2))
        updates.append(getattr(tf1, "scatter_nd_" + kind)(v, nd, vals))
        w = res("resource_scatter_nd_" + kind, r.randn(4, 2))
        updates.append(getattr(w, "scatter_nd_" + kind)(nd, vals))
    raw = tf.raw_ops
    g = tf.tanh(tf.matmul(x, tf.ones([4, 2], dtype)))  # a dense gradient
    h = lambda v: tf.constant(v, dtype)  # noqa: E731
    v, a = ref("adagrad_v2/W", r.randn(3, 2)), ref("adagrad_v2/A",
                                                   positive(3, 2))
    updates.append(raw.ApplyAdagradV2(var=v._ref(), accum=a._ref(),
                                      lr=h(0.1), epsilon=h(0.1), grad=g))
    v, a = ref("adagrad_v2_sparse/E", r.randn(6, 2)), ref(
        "adagrad_v2_sparse/A", positive(6, 2))
    updates.append(raw.SparseApplyAdagradV2(
        var=v._ref(), accum=a._ref(), lr=h(0.1), epsilon=h(0.1), grad=upd,
        indices=ids))
    v, m, n = (ref("adamax/W", r.randn(3, 2)), ref("adamax/m", r.randn(3, 2)),
               ref("adamax/v", positive(3, 2)))
    updates.append(raw.ApplyAdaMax(
        var=v._ref(), m=m._ref(), v=n._ref(), beta1_power=h(0.81),
        lr=h(0.01), beta1=h(0.9), beta2=h(0.999), epsilon=h(1e-7), grad=g))
    # AdagradDA on resource variables, dense and sparse.
    step = tf1.get_variable("global_step", initializer=np.int64(4),
                            use_resource=True)
    c.variables.append(step)
    W = res("da/W", r.randn(4, 2) * 0.5)
    E = res("da/E", r.randn(6, 2) * 0.5)
    loss = tf.reduce_sum(tf.square(tf.tanh(tf.matmul(x, W)) - 0.3)) + \
        tf.reduce_sum(tf.square(tf.gather(E, ids)))
    opt = tf1.train.AdagradDAOptimizer(0.1, step,
                                       l1_regularization_strength=0.01,
                                       l2_regularization_strength=0.02)
    updates.append(opt.minimize(loss, var_list=[W, E]))
    for var in (W, E):
        for slot in opt.get_slot_names():
            sv = opt.get_slot(var, slot)
            c.variables.append(sv)
            c.written.append(sv)
            shape = sv.shape.as_list()
            c.init_values[sv] = (
                0.1 * r.randn(*shape) if slot == "gradient_accumulator"
                else positive(*shape)).astype(fd)
    c.train_op = tf.group(*updates, name="train")
    fetch(c, "loss", loss)
    return c


def training_flags(dtype):
    """What a TF1 model carries besides its math: a dropout and a batch norm
    behind a training flag (tf.compat.v1.placeholder_with_default(False):
    conditionals whose taken branch holds no random op, the other a
    RandomUniform), tf.debugging.check_numerics on the activations and the
    gradient (CheckNumerics, CheckNumericsV2), a tf.print (StringFormat,
    PrintV2) the loss depends on by a control edge, and a GradientDescent
    step. Results: the loss, then every variable written."""
    c, r = Case(), rng(47)
    x = feed(c, "x", r.randn(4, 6), dtype)
    training = tf1.placeholder_with_default(False, [], name="training")
    with tf1.variable_scope("net"):
        W = variable(c, "W", r.randn(6, 5) * 0.4, dtype)
        gamma = variable(c, "gamma", 1.0 + 0.1 * r.randn(5), dtype)
    h = tf.nn.relu(tf.matmul(x, W))
    h = tf1.layers.dropout(h, rate=0.5, training=training)
    h = tf.debugging.check_numerics(h, "activations")
    mean, var = tf.nn.moments(h, [0])
    h = tf.nn.batch_normalization(h, mean, var, None, gamma, 1e-3)
    noisy = tf.cond(training,
                    lambda: h + tf.random.normal(tf.shape(h), dtype=dtype),
                    lambda: h)
    printed = tf.print("mean activation:", tf.reduce_mean(noisy))
    with tf.control_dependencies([printed]):
        loss = tf.reduce_mean(tf.square(noisy - 0.5))
    grads = tf.gradients(loss, [W, gamma])
    grads = [tf.compat.v1.debugging.check_numerics(g, "gradient")
             for g in grads]
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        zip(grads, [W, gamma]))
    c.written = [W, gamma]
    fetch(c, "loss", loss)
    return c


def random_ops(dtype):
    """Random numbers in a seeded TF1 program (graph seed 0 from build()):
    dropout (RandomUniform) in front of a GradientDescent step, the stateful
    ops in float32, float64 (fetched as float32), int32 and int64, a
    while_loop drawing once per trip (the op's generator advancing), and
    the stateless ops: tf.random.stateless_* on a fed seed
    (StatelessRandomGetKeyCounter and the V2 ops), the V1 ops, and
    stateless_dropout; tf.random.categorical (Multinomial) and
    stateless_categorical. Arguments: x [6,5], seed (int64 [2]), then W.
    Results: the draws, the loss, then W after the step."""
    c, r = Case(), rng(53)
    x = feed(c, "x", r.randn(6, 5), dtype)
    seed = feed(c, "seed", np.array([7, -3], np.int64), dtype)
    W = variable(c, "W", r.randn(5, 4) * 0.5, dtype)
    h = tf1.nn.dropout(tf.nn.relu(tf.matmul(x, W)), rate=0.4, seed=11)
    f32 = lambda t: tf.cast(t, tf.float32)
    draws = [
        ("uniform", tf1.random_uniform([3, 5], minval=-2.0, maxval=5.0,
                                       seed=3)),
        ("uniform64", f32(tf1.random_uniform([5], dtype=tf.float64))),
        ("normal", tf1.random_normal([9], seed=4)),
        ("normal64", f32(tf1.random_normal([5], dtype=tf.float64))),
        ("truncated", tf1.truncated_normal([7, 3], stddev=0.5)),
        ("truncated64", f32(tf1.truncated_normal([5], dtype=tf.float64))),
        ("int32", tf1.random_uniform([11], minval=-3, maxval=10,
                                     dtype=tf.int32)),
        ("int64", tf1.random_uniform([5], minval=-30, maxval=1 << 40,
                                     dtype=tf.int64)),
    ]
    _, trips = tf1.while_loop(
        lambda i, acc: i < 3,
        lambda i, acc: (i + 1, acc + tf1.random_uniform([4], seed=9)),
        [tf.constant(0), tf.zeros([4])])
    draws.append(("loop", trips))
    draws += [
        ("s_uniform", tf.random.stateless_uniform([4, 3], seed=seed)),
        ("s_normal", tf.random.stateless_normal([6], seed=seed)),
        ("s_truncated", tf.random.stateless_truncated_normal([9], seed=seed)),
        ("s_int", tf.random.stateless_uniform([8], seed=[3, 4], minval=-5,
                                              maxval=17, dtype=tf.int32)),
        ("s_uniform64", f32(tf.random.stateless_uniform(
            [5], seed=seed, dtype=tf.float64))),
        ("v1_uniform", tf.raw_ops.StatelessRandomUniform(
            shape=[5], seed=tf.constant([9, 8], tf.int32))),
        ("v1_normal", tf.raw_ops.StatelessRandomNormal(shape=[3], seed=seed)),
        ("v1_truncated", tf.raw_ops.StatelessTruncatedNormal(shape=[6],
                                                             seed=seed)),
    ]
    draws += [
        ("sampled", tf1.random.categorical(x * 2.0, 7, seed=4)),
        ("s_sampled", tf.random.stateless_categorical(
            x, 5, seed=seed, dtype=tf.int32)),
    ]
    kept = tf.nn.experimental.stateless_dropout(x, rate=0.5, seed=[4, 2])
    loss = tf.reduce_sum(h * h) + tf.reduce_sum(kept * x)
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).minimize(
        loss, var_list=[W])
    c.written = [W]
    for name, t in draws:
        fetch(c, name, t)
    fetch(c, "loss", loss)
    return c


def linalg_ops(dtype):
    """tf.linalg's factorizations with their gradients: cholesky (of an SPD
    matrix built from the input), inv, solve (plain and adjoint), det,
    slogdet, triangular_solve (lower, plain and adjoint), cholesky_solve
    and logdet over a batch of two 4x4 matrices, and a Gaussian-process
    step (Cholesky of a kernel matrix, its solve and log-determinant,
    GradientDescent on the length scale). Arguments: a [2,4,4], b [2,4,3],
    x [6,2], y [6,1], then ls. Results: the factorizations, the loss, its
    gradients, the GP's negative log-likelihood, then ls after the step."""
    c, r = Case(), rng(59)
    a = feed(c, "a", r.randn(2, 4, 4) + 4 * np.eye(4), dtype)
    bm = feed(c, "b", r.randn(2, 4, 3), dtype)
    x = feed(c, "x", r.randn(6, 2), dtype)
    y = feed(c, "y", r.randn(6, 1), dtype)
    ls = variable(c, "ls", np.array(1.2), dtype)
    spd = tf.matmul(a, a, transpose_b=True) + tf.eye(4, dtype=dtype)
    ch = tf.linalg.cholesky(spd)
    inv = tf.linalg.inv(a)
    sol = tf.linalg.solve(a, bm)
    sola = tf.linalg.solve(a, bm, adjoint=True)
    det = tf.linalg.det(a)
    sign, logabs = tf.linalg.slogdet(a)
    tri = tf.linalg.triangular_solve(ch, bm, lower=True)
    tria = tf.linalg.triangular_solve(ch, bm, lower=True, adjoint=True)
    loss = (tf.reduce_sum(ch) + tf.reduce_sum(inv * inv) + tf.reduce_sum(sol)
            + tf.reduce_sum(sola * 0.3) + tf.reduce_sum(det * 0.01)
            + tf.reduce_sum(logabs) + tf.reduce_sum(tri)
            + tf.reduce_sum(tria * tria)
            + tf.reduce_sum(tf.linalg.cholesky_solve(ch, bm))
            + tf.reduce_sum(tf.linalg.logdet(spd)))
    da, db = tf.gradients(loss, [a, bm])
    d2 = tf.reduce_sum(tf.square(x[:, None, :] - x[None, :, :]), -1)
    k = tf.exp(-0.5 * d2 / tf.square(ls)) + 0.1 * tf.eye(6, dtype=dtype)
    chol = tf.linalg.cholesky(k)
    alpha = tf.linalg.cholesky_solve(chol, y)
    nll = (0.5 * tf.reduce_sum(y * alpha)
           + tf.reduce_sum(tf.math.log(tf.linalg.diag_part(chol))))
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(
        nll, var_list=[ls])
    c.written = [ls]
    for name, t in [("ch", ch), ("inv", inv), ("sol", sol), ("sola", sola),
                    ("det", det), ("sign", sign), ("logabs", logabs),
                    ("tri", tri), ("tria", tria), ("loss", loss), ("da", da),
                    ("db", db), ("nll", nll)]:
        fetch(c, name, t)
    return c


def sparse_segment_ops(dtype):
    """Sparse features: tf.nn.embedding_lookup_sparse with the mean, sqrtn
    and sum combiners (SparseSegmentMean/SqrtN/Sum on the looked-up rows,
    SparseSegment*Grad or a gather's gradient back), and
    tf.sparse.segment_mean / segment_sqrt_n / segment_sum with num_segments
    (SparseSegment*WithNumSegments, an empty last segment), a repeated id,
    an empty row and its gradient. Results: the loss, its gradient with
    respect to x, then the embedding after a GradientDescent step."""
    c, r = Case(), rng(59)
    x = feed(c, "x", r.randn(7, 3), dtype)
    idx = feed(c, "idx", np.array([[0, 0], [0, 1], [1, 0], [3, 0], [3, 1],
                                   [3, 2]], np.int64), dtype)
    vals = feed(c, "vals", np.array([1, 4, 2, 5, 5, 0], np.int64), dtype)
    emb = variable(c, "emb", r.randn(6, 3), dtype)
    sp = tf.SparseTensor(idx, vals, [4, 3])
    loss = 0.0
    for k, combiner in enumerate(["mean", "sqrtn", "sum"]):
        e = tf.nn.embedding_lookup_sparse(emb, sp, None, combiner=combiner)
        loss += tf.reduce_sum(tf.square(e - 0.1 * k))
    rows = tf.constant([0, 2, 2, 5, 6], tf.int32)
    seg = tf.constant([0, 0, 1, 1, 1], tf.int32)
    for k, f in enumerate([tf.sparse.segment_mean, tf.sparse.segment_sqrt_n,
                           tf.sparse.segment_sum]):
        y = f(x, rows, seg, num_segments=3)
        loss += tf.reduce_sum(tf.tanh(y) * (k + 1.0))
    dx = tf.gradients(loss, x)[0]
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).minimize(
        loss, var_list=[emb])
    c.written = [emb]
    fetch(c, "loss", loss)
    fetch(c, "dx", tf.convert_to_tensor(dx))
    return c


def bincount_ops(dtype):
    """tf.math.bincount: counts with minlength, weighted sums, maxlength
    (values past it are not counted), binary_output, per row of a rank-2
    input (axis=-1), and the older Bincount op (tf.raw_ops), used as class
    weights of a loss. Results: the loss, the counts, the weighted and the
    binary counts."""
    c, r = Case(), rng(61)
    x = feed(c, "x", r.randn(6), dtype)
    ids = feed(c, "ids", np.array([3, 1, 3, 0, 1, 3], np.int32), dtype)
    rows = feed(c, "rows", np.array([[0, 2, 2, 5], [1, 1, 4, 0]], np.int32),
                dtype)
    counts = tf.math.bincount(ids, minlength=6)
    weighted = tf.math.bincount(ids, weights=x, maxlength=3)
    binary = tf.math.bincount(rows, minlength=4, maxlength=5, axis=-1,
                              binary_output=True)
    raw = tf.raw_ops.Bincount(arr=ids, size=5, weights=tf.zeros([0], dtype))
    class_weight = 1.0 / tf.cast(tf.gather(counts, ids), dtype)
    loss = tf.reduce_sum(x * x * class_weight) + tf.reduce_sum(weighted) + \
        tf.reduce_sum(raw * raw)
    fetch(c, "loss", loss)
    fetch(c, "counts", counts)
    fetch(c, "weighted", weighted)
    fetch(c, "binary", binary)
    return c


def masked_bidi_rnn(dtype):
    """bidirectional_dynamic_rnn with sequence_length (LSTM forward, GRU
    backward): ReverseSequence, the Assert dynamic_rnn adds on the lengths'
    shape (with its string message), the per-step masks (Select against
    reduce_min/reduce_max of the lengths); loss on both directions' outputs
    and final states; gradients wrt x and every weight. Arguments: x
    [3,5,4], len [3] int32, then the cells' variables by shared_name."""
    c, r = Case(), rng(41)
    x = feed(c, "x", r.randn(3, 5, 4), dtype)
    lengths = feed(c, "len", np.array([5, 2, 3], np.int32), dtype)
    fw = tf1.nn.rnn_cell.LSTMCell(6)
    bw = tf1.nn.rnn_cell.GRUCell(5)
    (of, ob), (sf, sb) = tf1.nn.bidirectional_dynamic_rnn(
        fw, bw, x, sequence_length=lengths, dtype=dtype)
    loss = (tf.reduce_sum(tf.square(of)) + tf.reduce_sum(ob * 0.5) +
            tf.reduce_sum(sf.h) + tf.reduce_sum(tf.square(sb)))
    weights = tf1.trainable_variables()
    for v in weights:
        c.init_values[v] = (r.randn(*v.shape.as_list()) * 0.4).astype(
            fdt(dtype))
    c.variables += weights
    grads = tf.gradients(loss, [x] + weights)
    fetch(c, "loss", loss)
    fetch(c, "dx", grads[0])
    for k, g in enumerate(grads[1:]):
        fetch(c, "dw%d" % k, g)
    return c


def keras_losses(dtype):
    """tf.compat.v1.layers.dense with the tf.compat.v1.losses reductions
    (mean squared error, absolute difference, Huber, weighted; their
    SUM_BY_NONZERO_WEIGHTS division is DivNoNan) and an Adam step.
    Arguments: x [5,6], y [5,3], w [5,1] (with zeros), then the variables.
    Results: the loss, then every variable after the step."""
    c, r = Case(), rng(43)
    x = feed(c, "x", r.randn(5, 6), dtype)
    y = feed(c, "y", r.randn(5, 3), dtype)
    w = feed(c, "w", np.array([[1.0], [0.0], [2.0], [0.5], [0.0]]), dtype)
    h = tf1.layers.dense(x, 8, activation=tf.nn.relu, name="hidden")
    p = tf1.layers.dense(h, 3, name="out")
    loss = (tf1.losses.mean_squared_error(y, p, weights=w) +
            tf1.losses.absolute_difference(y, p) +
            tf1.losses.huber_loss(y, p, delta=0.5))
    opt = tf1.train.AdamOptimizer(0.05)
    c.train_op = opt.minimize(loss, name="train")
    weights = tf1.trainable_variables()
    for v in weights:
        c.init_values[v] = (r.randn(*v.shape.as_list()) * 0.4).astype(
            fdt(dtype))
    c.variables += tf1.global_variables()
    c.written = list(c.variables)
    fetch(c, "loss", loss)
    return c


def runtime_slices(dtype):
    """Slices whose bounds are fed: x[t] (StridedSlice, shrink), x[t] with
    t negative, x[a:b, 1:] and tf.slice(x, [t, 0], [2, -1]), and their
    gradients (StridedSliceGrad with run-time begin and end; Slice's
    gradient is a Pad whose paddings come from the fed begin). Arguments:
    x [5,4], t, u (-2), a, b int32. Results: the slices, the loss, dL/dx."""
    c, r = Case(), rng(47)
    x = feed(c, "x", r.randn(5, 4), dtype)
    t = feed(c, "t", np.array(3, np.int32), dtype)
    u = feed(c, "u", np.array(-2, np.int32), dtype)
    a = feed(c, "a", np.array(1, np.int32), dtype)
    e = feed(c, "b", np.array(4, np.int32), dtype)
    s1 = x[t]
    s2 = x[u]
    s3 = x[a:e, 1:]
    s4 = tf.slice(x, tf.stack([t - 2, 0]), [2, -1])
    loss = (tf.reduce_sum(s1 * 2.0) + tf.reduce_sum(tf.square(s2)) +
            tf.reduce_sum(s3 * s3 * 0.5) + tf.reduce_sum(tf.sin(s4)))
    dx = tf.gradients(loss, x)[0]
    for name, v in [("s1", s1), ("s2", s2), ("s3", s3), ("s4", s4),
                    ("loss", loss), ("dx", dx)]:
        fetch(c, name, v)
    return c


def reversed_slices(dtype):
    """Slices read backwards and strided over a batch of unknown size (x is
    [None, 6, 4] in the graph, fed [5, 6, 4]): x[::-1], x[:, ::-2],
    x[:, 4:0:-1, 1], x[::2, -1], x[1:3], x[..., ::-1], x[-1:-4:-1, 1:5:3],
    tf.reverse, and their gradients (StridedSliceGrad with negative strides
    and a shape from Shape(x)). Results: the slices, the loss, dL/dx."""
    c, r = Case(), rng(53)
    x = feed(c, "x", r.randn(5, 6, 4), dtype, unknown_batch=True)
    slices = [x[::-1], x[:, ::-2], x[:, 4:0:-1, 1], x[::2, -1], x[1:3],
              x[..., ::-1], x[-1:-4:-1, 1:5:3], tf.reverse(x, [0, 2])]
    loss = tf.add_n([tf.reduce_sum(tf.sin(s * (k + 1.0)))
                     for k, s in enumerate(slices)])
    dx = tf.gradients(loss, x)[0]
    for k, s in enumerate(slices):
        fetch(c, "s%d" % k, s)
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    return c


def dynamic_batch_shapes(dtype):
    """Programs whose shapes TensorFlow computes from a batch of unknown
    size (x is [None, 4, 4, 2] and ids [None, 3] in the graph; fed batch 3):
    a conv2d_transpose layer (input_sizes packed from the batch and
    constants), top_k and argsort with k = tf.shape(y)[-1], gather and
    gather_nd with batch_dims (indices built by Tile and Concat of shape
    pieces), a Tile of the batch and x[1:3] of it, REFLECT and SYMMETRIC
    padding of the other dimensions, a Tile of a convolution, with the
    gradients. Results: the values, the loss, dL/dx, dL/dkernel and
    dL/dfilt."""
    c, r = Case(), rng(59)
    x = feed(c, "x", r.randn(3, 4, 4, 2), dtype, unknown_batch=True)
    iv = np.array([[0, 3, 1], [2, 2, 0], [3, 1, 1]], np.int32)
    ids = tf1.placeholder(tf.int32, [None, 3], name="ids")
    c.placeholders.append((ids, iv))
    kernel = tf.constant(r.randn(3, 3, 3, 2), dtype)
    up = tf.nn.conv2d_transpose(
        x, kernel, tf.stack([tf.shape(x)[0], 8, 8, 3]), 2, "SAME")
    rows = tf.reshape(up, [-1, 8 * 8 * 3])[:, :10]
    k = tf.shape(rows)[-1]
    top, _ = tf.nn.top_k(rows, k=k)
    order = tf.argsort(rows, axis=-1)
    seq = tf.reshape(x, [-1, 4, 8])
    picked = tf.gather(seq, ids, batch_dims=1)
    picked_nd = tf.gather_nd(seq, tf.expand_dims(ids, -1), batch_dims=1)
    tiled = tf.tile(x[:, :, :, :1], [2, 1, 1, 3])
    middle = x[1:3]
    mirrored = (tf.pad(x, [[0, 0], [1, 2], [2, 1], [0, 0]], "REFLECT") +
                tf.pad(x, [[0, 0], [2, 1], [1, 2], [0, 0]], "SYMMETRIC"))
    # A Tile's gradient reshapes by a shape built from Shape(x): the
    # convolution's filter gradient below it needs its static sizes.
    filt = tf.constant(r.randn(3, 3, 2, 2), dtype)
    tiled_conv = tf.tile(tf.nn.conv2d(mirrored, filt, 1, "VALID"),
                         [1, 2, 1, 3])
    loss = (tf.reduce_sum(tf.sin(top)) + tf.reduce_sum(picked * picked) +
            tf.reduce_sum(tf.cos(picked_nd)) + tf.reduce_sum(tiled * 0.5) +
            tf.reduce_sum(middle ** 3) + tf.reduce_sum(tf.tanh(mirrored)) +
            0.1 * tf.reduce_sum(tf.sin(0.1 * tiled_conv)))
    dx, dkernel, dfilt = tf.gradients(loss, [x, kernel, filt])
    for name, t in [("top", top), ("order", order), ("picked", picked),
                    ("tiled", tiled), ("middle", middle),
                    ("mirrored", mirrored), ("loss", loss),
                    ("dx", dx), ("dkernel", dkernel), ("dfilt", dfilt)]:
        fetch(c, name, t)
    return c


def candidate_sampling(dtype):
    """tf.nn.nce_loss and tf.nn.sampled_softmax_loss (LogUniformCandidate-
    Sampler, ComputeAccidentalHits, SparseToDense) with their gradients,
    the sampler alone (unique: 11 of 12 classes, so that draws repeat; and
    not unique; two true classes per row), run three
    times in a while loop (its generator advances per run), and
    tf.sparse.to_dense. Op seeds come from the graph seed. Arguments: x
    [4,6], labels [4,1] and [4,2] int64. Results: the draws and expected
    counts, the hits, the dense tensor, the losses and dL/dw. The sampled
    losses take float32 only: the float64 reference runs in float32."""
    dtype = tf.float32
    c, r = Case(), rng(61)
    x = feed(c, "x", r.randn(4, 6), dtype)
    labels = feed(c, "labels", np.array([[3], [0], [17], [1]], np.int64),
                  dtype)
    pairs = feed(c, "pairs", np.array([[0, 1], [2, 0], [5, 9], [1, 1]],
                                      np.int64), dtype)
    w = tf.constant(r.randn(20, 6) * 0.5, dtype)
    bias = tf.constant(r.randn(20) * 0.1, dtype)
    nce = tf.reduce_mean(tf1.nn.nce_loss(w, bias, labels, x, num_sampled=5,
                                         num_classes=20))
    ssm = tf.reduce_mean(tf1.nn.sampled_softmax_loss(
        w, bias, labels, x, num_sampled=6, num_classes=20))
    dw = tf.convert_to_tensor(tf.gradients(nce + ssm, w)[0])
    unique = tf1.nn.log_uniform_candidate_sampler(pairs, 2, 11, True, 12)
    repeated = tf1.nn.log_uniform_candidate_sampler(pairs, 2, 8, False, 12)
    hits = tf1.nn.compute_accidental_hits(pairs, unique[0], num_true=2)

    def body(i, total):
        drawn, _, counts = tf1.nn.log_uniform_candidate_sampler(
            labels, 1, 4, True, 50)
        return i + 1, total + tf.cast(drawn, dtype) * tf.reduce_sum(counts)
    _, looped = tf1.while_loop(lambda i, t: i < 3, body,
                               [tf.constant(0), tf.zeros([4], dtype)])
    dense = tf.sparse.to_dense(tf.SparseTensor(
        [[0, 1], [1, 0], [2, 3]], tf.constant([1.5, -2.0, 4.0], dtype),
        [3, 5]), default_value=0.25)
    for name, t in [("u_ids", unique[0]), ("u_true", unique[1]),
                    ("u_sampled", unique[2]), ("r_ids", repeated[0]),
                    ("r_true", repeated[1]), ("r_sampled", repeated[2]),
                    ("hit_rows", hits[0]), ("hit_ids", hits[1]),
                    ("hit_weights", hits[2]), ("looped", looped),
                    ("dense", dense), ("nce", nce), ("ssm", ssm),
                    ("dw", dw)]:
        fetch(c, name, t)
    return c


def set_operations(dtype):
    """tf.sets on dense inputs (DenseToDenseSetOperation): a - b, b - a,
    intersection and union of the rows of two int32 [2,2,4] tensors with
    repeats, as sparse tensors (indices, values, dense shape) and densified;
    and tf.compat.v1.losses with per-example weights on a batch of unknown
    size, whose weights-broadcast check TensorFlow builds on a set
    difference. Arguments: a, b int32 [2,2,4], x [5,3], labels int32 [5],
    weights [5]. Results: each set's three parts, the dense union, the
    loss and dL/dx. The losses take float32 only: the float64 reference
    runs in float32."""
    dtype = tf.float32
    c, r = Case(), rng(67)
    a = feed(c, "a", r.randint(0, 6, (2, 2, 4)).astype(np.int32), dtype)
    b = feed(c, "b", r.randint(0, 6, (2, 2, 4)).astype(np.int32), dtype)
    outs = []
    for name, s in [("ab", tf.sets.difference(a, b)),
                    ("ba", tf.sets.difference(a, b, aminusb=False)),
                    ("both", tf.sets.intersection(a, b)),
                    ("any", tf.sets.union(a, b))]:
        outs += [(name + "_indices", s.indices), (name + "_values", s.values),
                 (name + "_shape", s.dense_shape)]
    dense = tf.sparse.to_dense(tf.sets.union(a, b), default_value=-1)
    x = feed(c, "x", r.randn(5, 3), dtype, unknown_batch=True)
    lv = np.array([0, 2, 1, 1, 0], np.int32)
    labels = tf1.placeholder(tf.int32, [None], name="labels")
    c.placeholders.append((labels, lv))
    wv = np.array([1.0, 0.5, 0.0, 2.0, 1.0], fdt(dtype))
    weights = tf1.placeholder(dtype, [None], name="weights")
    c.placeholders.append((weights, wv))
    w = tf.constant(r.randn(3, 3), dtype)
    logits = tf.matmul(x, w)
    loss = (tf1.losses.sparse_softmax_cross_entropy(labels, logits,
                                                    weights=weights) +
            tf1.losses.mean_squared_error(tf.one_hot(labels, 3, dtype=dtype),
                                          tf.nn.softmax(logits),
                                          weights=weights[:, None]))
    dx = tf.gradients(loss, x)[0]
    for name, t in outs + [("dense", dense), ("loss", loss), ("dx", dx)]:
        fetch(c, name, t)
    return c


def image_adjust(dtype):
    """tf.image's contrast (AdjustContrastv2; TensorFlow's CPU kernel takes
    float32 only) with a fed factor, and per-image standardization.
    Arguments: images [2,4,5,3], factor. Results: the adjusted and the
    standardized images."""
    dtype = tf.float32
    c, r = Case(), rng(71)
    x = feed(c, "images", r.rand(2, 4, 5, 3) * 4.0, dtype)
    k = feed(c, "factor", np.array(1.7, np.float32), dtype)
    fetch(c, "contrast", tf.image.adjust_contrast(x, k))
    fetch(c, "standardized", tf.image.per_image_standardization(x))
    return c


def random_shuffle(dtype):
    """tf.random.shuffle (RandomShuffle) of a matrix's rows under a
    gradient, of a fed vector, of tf.range, of a single row (no draw), and
    three times in a while loop of one iteration at a time (the op's
    generator advances per run; with parallel iterations TensorFlow's own
    order of draws is not fixed). Arguments: x [7,3], v int32 [9]. Results:
    the loss, the shuffled vectors, the loop's sum, dL/dw (TensorFlow has
    no gradient through a shuffle)."""
    c, r = Case(), rng(73)
    x = feed(c, "x", r.randn(7, 3), dtype)
    v = feed(c, "v", np.arange(9, dtype=np.int32) * 3, dtype)
    w = tf.constant(r.randn(3, 3), dtype)
    h = tf.matmul(tf.random.shuffle(x, seed=5), w)
    one = tf.random.shuffle(x[:1], seed=4)
    loss = tf.reduce_sum(h * h * tf.range(1.0, 8.0, dtype=dtype)[:, None]) + \
        tf.reduce_sum(one)

    def body(i, acc):
        drawn = tf.cast(tf.random.shuffle(tf.range(6), seed=11), dtype)
        return i + 1, acc + drawn * tf.cast(i + 1, dtype)
    _, looped = tf1.while_loop(lambda i, a: i < 3, body,
                               [tf.constant(0), tf.zeros([6], dtype)],
                               parallel_iterations=1)
    dw = tf.gradients(loss, w)[0]
    for name, t in [("loss", loss), ("vector", tf.random.shuffle(v, seed=2)),
                    ("counting", tf1.random_shuffle(tf.range(10), seed=9)),
                    ("looped", looped), ("dw", dw)]:
        fetch(c, name, t)
    return c


def cpu_reference(builder):
    """Marks a builder whose graph TensorFlow's CPU kernels cannot run:
    called with reference=True it builds the same computation (same feeds,
    fetches and variables) from ops they do run, which gives the golden
    data."""
    builder.has_reference = True
    return builder


def _channels_first(data_format):
    return data_format in ("NCHW", "NCDHW")


def _in_format(nhwc, data_format):
    """A channels-last list (strides, ksize, dilations, paddings: batch,
    spatial dimensions, channels) in data_format's order."""
    n, *spatial, ch = nhwc
    return [n, ch, *spatial] if _channels_first(data_format) else list(nhwc)


def _to_nhwc(t, data_format):
    """t in data_format as channels-last (NHWC, NDHWC)."""
    if not _channels_first(data_format):
        return t
    rank = len(t.shape)
    return tf.transpose(t, [0, *range(2, rank), 1])


def _from_nhwc(t, data_format):
    """Channels-last t in data_format."""
    if not _channels_first(data_format):
        return t
    rank = len(t.shape)
    return tf.transpose(t, [0, rank - 1, *range(1, rank - 1)])


def _explicit(padding, data_format):
    """("EXPLICIT", explicit_paddings) for [[top, bottom], [left, right]]."""
    pairs = _in_format([[0, 0], padding[0], padding[1], [0, 0]], data_format)
    return "EXPLICIT", [p for pair in pairs for p in pair]


def _dilated_filter(f, rates):
    """[k..., c, m] with rate - 1 zeros between its taps along each spatial
    dimension: a convolution with it is the dilated one (TensorFlow's SAME
    padding uses the same effective size). A 2-D filter in one 6-D Pad (the
    graph conv_zoo's and depthwise_zoo's goldens come from: another graph
    sums their filter gradients in another order); a 3-D one, whose
    interleaved form would need 8 dimensions (Pad takes at most 6), one
    dimension at a time as a 4-D [outer, k, 1, inner]."""
    if all(r == 1 for r in rates):
        return f
    shape = f.shape.as_list()
    if len(rates) == 2:
        (kh, kw, ch, m), (rh, rw) = shape, rates
        f = tf.reshape(f, [kh, 1, kw, 1, ch, m])
        f = tf.pad(f, [[0, 0], [0, rh - 1], [0, 0], [0, rw - 1], [0, 0],
                       [0, 0]])
        f = tf.reshape(f, [kh * rh, kw * rw, ch, m])
        return f[:(kh - 1) * rh + 1, :(kw - 1) * rw + 1]
    for i, rate in enumerate(rates):
        if rate == 1:
            continue
        k = shape[i]
        outer = int(np.prod(shape[:i]))
        inner = int(np.prod(shape[i + 1:]))
        f = tf.reshape(f, [outer, k, 1, inner])
        f = tf.pad(f, [[0, 0], [0, 0], [0, rate - 1], [0, 0]])
        f = tf.reshape(f, [outer, k * rate, inner])[:, :(k - 1) * rate + 1]
        shape[i] = (k - 1) * rate + 1
        f = tf.reshape(f, shape)
    return f


def _window_op(op, x, f, strides, padding, data_format, dilations,
               reference, **attrs):
    """Conv2D or DepthwiseConv2dNative (op) on x in data_format; padding
    "SAME", "VALID" or [[top, bottom], [left, right]]; strides and
    dilations (rows, columns). The reference runs NHWC with a dilated
    filter."""
    if reference:
        data, x, dilations = data_format, _to_nhwc(x, data_format), (1, 1)
        f = _dilated_filter(f, attrs.pop("rates"))
        data_format = "NHWC"
    else:
        attrs.pop("rates")
    if isinstance(padding, str):
        pad, explicit = padding, []
    else:
        pad, explicit = _explicit(padding, data_format)
    y = op(input=x, filter=f, strides=_in_format([1, *strides, 1],
                                                  data_format),
           padding=pad, explicit_paddings=explicit, data_format=data_format,
           dilations=_in_format([1, *dilations, 1], data_format))
    return _from_nhwc(y, data) if reference else y


def conv2d(x, f, strides, padding, data_format, dilations, reference):
    return _window_op(tf.raw_ops.Conv2D, x, f, strides, padding, data_format,
                      dilations, reference, rates=dilations)


def depthwise(x, f, strides, padding, data_format, dilations, reference):
    return _window_op(tf.raw_ops.DepthwiseConv2dNative, x, f, strides,
                      padding, data_format, dilations, reference,
                      rates=dilations)


def pool(kind, x, ksize, strides, padding, data_format, reference):
    """MaxPool or AvgPool (kind) of x in data_format (the reference: NHWC
    between transposes)."""
    fmt = "NHWC" if reference else data_format
    v = _to_nhwc(x, data_format) if reference else x
    attrs = dict(ksize=_in_format([1, *ksize, 1], fmt),
                 strides=_in_format([1, *strides, 1], fmt), data_format=fmt)
    if kind == "max":
        pad, explicit = ((padding, []) if isinstance(padding, str)
                         else _explicit(padding, fmt))
        y = tf.raw_ops.MaxPool(input=v, padding=pad,
                               explicit_paddings=explicit, **attrs)
    else:
        y = tf.raw_ops.AvgPool(value=v, padding=padding, **attrs)
    return _from_nhwc(y, data_format) if reference else y


def conv3d(x, f, strides, padding, data_format, dilations, reference):
    """Conv3D of x in data_format (NDHWC, NCDHW); strides and dilations
    (planes, rows, columns). TensorFlow's CPU kernels take neither NCDHW
    nor dilations: the reference runs NDHWC with a zero-dilated filter."""
    if reference:
        y = tf.raw_ops.Conv3D(
            input=_to_nhwc(x, data_format), filter=_dilated_filter(f, dilations),
            strides=[1, *strides, 1], padding=padding, data_format="NDHWC")
        return _from_nhwc(y, data_format)
    return tf.raw_ops.Conv3D(
        input=x, filter=f, strides=_in_format([1, *strides, 1], data_format),
        padding=padding, data_format=data_format,
        dilations=_in_format([1, *dilations, 1], data_format))


def pool3d(kind, x, ksize, strides, padding, data_format, reference):
    """MaxPool3D or AvgPool3D (kind) of x in data_format (the reference:
    NDHWC between transposes, the only format TensorFlow's CPU kernels
    take)."""
    fmt = "NDHWC" if reference else data_format
    v = _to_nhwc(x, data_format) if reference else x
    if v.dtype == tf.float64:
        y = _pool3d_float64(kind, v, ksize, strides, padding)
    else:
        op = tf.raw_ops.MaxPool3D if kind == "max" else tf.raw_ops.AvgPool3D
        y = op(input=v, ksize=_in_format([1, *ksize, 1], fmt),
               strides=_in_format([1, *strides, 1], fmt), padding=padding,
               data_format=fmt)
    return _from_nhwc(y, data_format) if reference else y


def _pool3d_float64(kind, v, ksize, strides, padding):
    """The float64 twin of pool3d's NDHWC reference, for the error estimate
    (TensorFlow has no float64 MaxPool3D or AvgPool3D kernel): the maximum
    in float32 (exact on pool3d_zoo's multiples of 0.5; its gradient is
    rounded to float32, which only adds to the estimate); the average as a
    sum by Conv3D with a ones filter, per channel, over the count that the
    same convolution of ones gives."""
    if kind == "max":
        return tf.cast(tf.raw_ops.MaxPool3D(
            input=tf.cast(v, tf.float32), ksize=[1, *ksize, 1],
            strides=[1, *strides, 1], padding=padding), tf.float64)
    n, d, h, w, ch = v.shape.as_list()
    planes = tf.reshape(tf.transpose(v, [0, 4, 1, 2, 3]), [n * ch, d, h, w, 1])
    ones = tf.ones([*ksize, 1, 1], tf.float64)

    def window_sum(t):
        return tf.raw_ops.Conv3D(input=t, filter=ones,
                                 strides=[1, *strides, 1], padding=padding)

    y = window_sum(planes) / window_sum(tf.ones_like(planes))
    od, oh, ow = y.shape.as_list()[1:4]
    return tf.transpose(tf.reshape(y, [n, ch, od, oh, ow]), [0, 2, 3, 4, 1])


def _weighted_sum(r, t, dtype):
    """sum(t * K) for a constant K: gives every element of t its own
    gradient."""
    k = tf.constant(np.asarray(r.randn(*t.shape.as_list()), fdt(dtype)))
    return tf.reduce_sum(t * k)


def _convolution_zoo(c, r, dtype, specs, conv, reference, srcs):
    """Fetches each convolution of `specs` (name, input, filter, format,
    strides, padding, dilations), the loss weighing them all, and its
    gradients with respect to `srcs` ((name, tensor) pairs)."""
    terms = []
    for name, v, f, fmt, strides, padding, dilations in specs:
        y = conv(v, f, strides, padding, fmt, dilations, reference)
        fetch(c, "o_" + name, y)
        terms.append(_weighted_sum(r, y, dtype))
    loss = tf.add_n(terms)
    fetch(c, "loss", loss)
    for (n, _), g in zip(srcs, tf.gradients(loss, [t for _, t in srcs])):
        fetch(c, n, g)
    return c


@cpu_reference
def conv_zoo(dtype, reference=False):
    """Conv2D and its gradients (Conv2DBackpropInput, Conv2DBackpropFilter)
    in NHWC and NCHW: SAME, VALID and EXPLICIT padding, strides 1, 2 and
    (2, 1), dilations 2, (2, 1) and (2, 3) (also with stride 2), a 1x1
    filter; the loss weighs every output element by a constant; gradients
    with respect to both inputs and all filters."""
    c, r = Case(), rng(30)
    x = feed(c, "x", r.randn(2, 7, 6, 3), dtype)
    xc = feed(c, "xc", r.randn(2, 3, 6, 7), dtype)
    fa = feed(c, "fa", 0.5 * r.randn(3, 3, 3, 4), dtype)
    fb = feed(c, "fb", 0.5 * r.randn(2, 3, 3, 2), dtype)
    f1 = feed(c, "f1", r.randn(1, 1, 3, 2), dtype)
    specs = [  # input, filter, format, strides, padding, dilations
        ("same_s1", x, fa, "NHWC", (1, 1), "SAME", (1, 1)),
        ("valid_s2", x, fa, "NHWC", (2, 2), "VALID", (1, 1)),
        ("same_s21", x, fb, "NHWC", (2, 1), "SAME", (1, 1)),
        ("dil21", x, fa, "NHWC", (1, 1), "SAME", (2, 1)),
        ("dil32_valid", x, fb, "NHWC", (1, 1), "VALID", (3, 2)),
        ("dil2_s2", x, fa, "NHWC", (2, 2), "SAME", (2, 2)),
        ("explicit", x, fb, "NHWC", (2, 1), [[1, 2], [0, 1]], (1, 1)),
        ("one", x, f1, "NHWC", (1, 1), "VALID", (1, 1)),
        ("nchw_same_s2", xc, fa, "NCHW", (2, 2), "SAME", (1, 1)),
        ("nchw_valid_s1", xc, fb, "NCHW", (1, 1), "VALID", (1, 1)),
        ("nchw_dil2", xc, fa, "NCHW", (1, 1), "SAME", (2, 2)),
        ("nchw_explicit", xc, fb, "NCHW", (1, 2), [[0, 1], [3, 0]], (1, 1)),
    ]
    srcs = [("dx", x), ("dxc", xc), ("dfa", fa), ("dfb", fb), ("df1", f1)]
    return _convolution_zoo(c, r, dtype, specs, conv2d, reference, srcs)


@cpu_reference
def depthwise_zoo(dtype, reference=False):
    """DepthwiseConv2dNative and its gradients (BackpropInput,
    BackpropFilter) in NHWC and NCHW: channel multipliers 1 and 2, SAME,
    VALID and EXPLICIT padding, strides 1 and 2, dilation 2 (TensorFlow's
    GPU kernels take it; its CPU kernel rejects it and its CPU gradients
    ignore it, so the golden data come from a zero-dilated filter)."""
    c, r = Case(), rng(31)
    x = feed(c, "x", r.randn(2, 6, 7, 3), dtype)
    xc = feed(c, "xc", r.randn(2, 3, 7, 6), dtype)
    f2 = feed(c, "f2", 0.5 * r.randn(3, 3, 3, 2), dtype)
    f1 = feed(c, "f1", 0.5 * r.randn(2, 3, 3, 1), dtype)
    specs = [
        ("same_s1", x, f2, "NHWC", (1, 1), "SAME", (1, 1)),
        ("valid_s2", x, f1, "NHWC", (2, 2), "VALID", (1, 1)),
        ("dil2", x, f2, "NHWC", (1, 1), "SAME", (2, 2)),
        ("explicit", x, f1, "NHWC", (1, 1), [[2, 0], [1, 1]], (1, 1)),
        ("nchw_same_s2", xc, f2, "NCHW", (2, 2), "SAME", (1, 1)),
        ("nchw_valid_dil2", xc, f1, "NCHW", (1, 1), "VALID", (2, 2)),
    ]
    terms = []
    for name, v, f, fmt, strides, padding, dilations in specs:
        y = depthwise(v, f, strides, padding, fmt, dilations, reference)
        fetch(c, "o_" + name, y)
        terms.append(_weighted_sum(r, y, dtype))
    loss = tf.add_n(terms)
    srcs = [("dx", x), ("dxc", xc), ("df2", f2), ("df1", f1)]
    fetch(c, "loss", loss)
    for (n, _), g in zip(srcs, tf.gradients(loss, [t for _, t in srcs])):
        fetch(c, n, g)
    return c


@cpu_reference
def pool_zoo(dtype, reference=False):
    """MaxPool and AvgPool and their gradients (MaxPoolGrad, AvgPoolGrad)
    in NHWC and NCHW: windows 2x2, 3x3 and 3x2, strides 1, 2 and (1, 2),
    SAME, VALID and (MaxPool) EXPLICIT padding. The inputs are multiples of
    0.5 in a small range, so windows hold ties: MaxPoolGrad routes each
    gradient to the window's first maximum in row-major order, as
    TensorFlow does; AvgPool divides by the window's count of input
    elements."""
    c, r = Case(), rng(32)
    x = feed(c, "x", np.round(2.0 * r.randn(2, 7, 6, 3)) / 2.0, dtype)
    xc = feed(c, "xc", np.round(2.0 * r.randn(2, 3, 6, 7)) / 2.0, dtype)
    specs = [  # kind, input, format, ksize, strides, padding
        ("max_valid_s2", "max", x, "NHWC", (2, 2), (2, 2), "VALID"),
        ("max_same_s1", "max", x, "NHWC", (3, 3), (1, 1), "SAME"),
        ("max_same_s12", "max", x, "NHWC", (3, 2), (1, 2), "SAME"),
        ("max_explicit", "max", x, "NHWC", (3, 3), (2, 2), [[1, 2], [0, 1]]),
        ("avg_same_s2", "avg", x, "NHWC", (3, 3), (2, 2), "SAME"),
        ("avg_valid_s1", "avg", x, "NHWC", (2, 3), (1, 1), "VALID"),
        ("max_nchw_same_s2", "max", xc, "NCHW", (3, 3), (2, 2), "SAME"),
        ("max_nchw_valid", "max", xc, "NCHW", (2, 2), (1, 1), "VALID"),
        ("avg_nchw_same_s1", "avg", xc, "NCHW", (3, 2), (1, 1), "SAME"),
        ("avg_nchw_valid_s2", "avg", xc, "NCHW", (2, 2), (2, 2), "VALID"),
    ]
    terms = []
    for name, kind, v, fmt, ksize, strides, padding in specs:
        y = pool(kind, v, ksize, strides, padding, fmt, reference)
        fetch(c, "o_" + name, y)
        terms.append(_weighted_sum(r, y, dtype))
    loss = tf.add_n(terms)
    dx, dxc = tf.gradients(loss, [x, xc])
    for n, t in [("loss", loss), ("dx", dx), ("dxc", dxc)]:
        fetch(c, n, t)
    return c


@cpu_reference
def conv3d_zoo(dtype, reference=False):
    """Conv3D and its gradients (Conv3DBackpropInputV2,
    Conv3DBackpropFilterV2) in NDHWC and NCDHW: SAME and VALID padding,
    strides 1, 2 and (2, 1, 2), dilations (2, 1, 2) and 2 (also with
    VALID), a 1x1x1 filter; the loss weighs every output element by a
    constant; gradients with respect to both inputs and all filters."""
    c, r = Case(), rng(33)
    x = feed(c, "x", r.randn(2, 5, 6, 4, 3), dtype)
    xc = feed(c, "xc", r.randn(1, 3, 4, 5, 6), dtype)
    fa = feed(c, "fa", 0.5 * r.randn(2, 3, 2, 3, 4), dtype)
    fb = feed(c, "fb", 0.5 * r.randn(3, 2, 2, 3, 2), dtype)
    f1 = feed(c, "f1", r.randn(1, 1, 1, 3, 2), dtype)
    specs = [  # input, filter, format, strides, padding, dilations
        ("same_s1", x, fa, "NDHWC", (1, 1, 1), "SAME", (1, 1, 1)),
        ("valid_s2", x, fa, "NDHWC", (2, 2, 2), "VALID", (1, 1, 1)),
        ("same_s212", x, fb, "NDHWC", (2, 1, 2), "SAME", (1, 1, 1)),
        ("dil212", x, fa, "NDHWC", (1, 1, 1), "SAME", (2, 1, 2)),
        ("dil2_valid", x, fb, "NDHWC", (1, 1, 1), "VALID", (2, 2, 2)),
        ("dil2_s2", x, fa, "NDHWC", (2, 2, 2), "SAME", (2, 2, 2)),
        ("one", x, f1, "NDHWC", (1, 1, 1), "VALID", (1, 1, 1)),
        ("ncdhw_same_s2", xc, fa, "NCDHW", (2, 2, 2), "SAME", (1, 1, 1)),
        ("ncdhw_valid_dil", xc, fb, "NCDHW", (1, 2, 1), "VALID", (1, 2, 2)),
    ]
    srcs = [("dx", x), ("dxc", xc), ("dfa", fa), ("dfb", fb), ("df1", f1)]
    return _convolution_zoo(c, r, dtype, specs, conv3d, reference, srcs)


def _grouped(conv, groups):
    """`conv` of a grouped convolution (the input's depth `groups` times the
    filter's). The reference is one ungrouped convolution per group, side
    by side: TensorFlow's CPU kernels take no grouped gradients (Keras runs
    Conv2D(groups=...) through XLA)."""
    def grouped(x, f, strides, padding, data_format, dilations, reference):
        if not reference:
            return conv(x, f, strides, padding, data_format, dilations, False)
        axis = 1 if _channels_first(data_format) else len(x.shape) - 1
        ys = [conv(a, b, strides, padding, data_format, dilations, True)
              for a, b in zip(tf.split(x, groups, axis=axis),
                              tf.split(f, groups, axis=len(f.shape) - 1))]
        return tf.concat(ys, axis)
    return grouped


@cpu_reference
def grouped_conv_train(dtype, reference=False):
    """A training step through grouped convolutions (issue 44): Conv2D with
    2 groups (SAME, stride 2), tanh, Conv2D with 3 groups (SAME, dilation
    2), in NHWC; Conv2D with 4 groups of one input channel in NCHW (VALID,
    strides (2, 1)); Conv3D with 2 groups (SAME, strides (1, 2, 1)). The
    gradients (Conv2DBackpropInput, Conv2DBackpropFilter,
    Conv3DBackpropInputV2, Conv3DBackpropFilterV2 of the same grouped
    shapes) update the filters, resource variables, by gradient descent."""
    c, r = Case(), rng(120)
    x = feed(c, "x", r.randn(2, 7, 8, 4), dtype)
    xc = feed(c, "xc", r.randn(2, 4, 6, 5), dtype)
    x3 = feed(c, "x3", r.randn(1, 4, 5, 3, 4), dtype)
    w1 = variable(c, "g2/kernel", 0.4 * r.randn(3, 3, 2, 6), dtype)
    w2 = variable(c, "g3/kernel", 0.4 * r.randn(3, 3, 2, 6), dtype)
    w3 = variable(c, "g4/kernel", 0.5 * r.randn(2, 2, 1, 8), dtype)
    w4 = variable(c, "g3d/kernel", 0.4 * r.randn(2, 2, 2, 2, 6), dtype)
    h = _grouped(conv2d, 2)(x, w1, (2, 2), "SAME", "NHWC", (1, 1), reference)
    h = tf.tanh(h)
    h = _grouped(conv2d, 3)(h, w2, (1, 1), "SAME", "NHWC", (2, 2), reference)
    hc = _grouped(conv2d, 4)(xc, w3, (2, 1), "VALID", "NCHW", (1, 1),
                             reference)
    h3 = _grouped(conv3d, 2)(x3, w4, (1, 2, 1), "SAME", "NDHWC", (1, 1, 1),
                             reference)
    loss = (_weighted_sum(r, h, dtype) + _weighted_sum(r, hc, dtype) +
            _weighted_sum(r, h3, dtype))
    params = [w1, w2, w3, w4]
    grads = tf.gradients(loss, params + [x, xc, x3])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        list(zip(grads[:4], params)), name="train")
    c.written = params
    for n, t in [("y", h), ("yc", hc), ("y3", h3), ("loss", loss),
                 ("dw1", grads[0]), ("dw2", grads[1]), ("dw3", grads[2]),
                 ("dw4", grads[3]), ("dx", grads[4]), ("dxc", grads[5]),
                 ("dx3", grads[6])]:
        fetch(c, n, t)
    return c


def xlog1py_grad(dtype):
    """tf.math.xlog1py (x * log1p(y), 0 where x is 0, even where y is -1)
    with broadcasting, x holding zeros, and its gradients (Xlog1py of
    x != 0 for x, Xdivy(x, y + 1) for y, each summed over its broadcast
    dimensions)."""
    c, r = Case(), rng(121)
    xv = r.randn(3, 4)
    xv[0, 1] = xv[1, 0] = xv[:, 3] = 0.0
    yv = r.uniform(-0.9, 3.0, size=(4,))
    yv[3] = -1.0  # log1p(-1) = -inf, but x is 0 there
    x = feed(c, "x", xv, dtype)
    y = feed(c, "y", yv, dtype)
    w = feed(c, "w", r.randn(3, 1), dtype)
    z = tf.math.xlog1py(x, y)
    z2 = tf.math.xlog1py(w, tf.abs(x))
    loss = _weighted_sum(r, z, dtype) + _weighted_sum(r, z2, dtype)
    dx, dy, dw = tf.gradients(loss, [x, y, w])
    for n, t in [("z", z), ("z2", z2), ("loss", loss), ("dx", dx),
                 ("dy", dy), ("dw", dw)]:
        fetch(c, n, t)
    return c


def unary_into_products(dtype):
    """Products whose operand is a one-use unary op (an inference step, or
    tf.recompute_grad's forward): -x @ a, softmax(tanh(x @ w1) @ w2),
    exp(x) @ b^T, |xb| @ bb batched, einsum of sin(x). The CPU pipeline's
    elementwise fusion puts the unary op into the product's body; the
    product must not become a plain sgemm call then (it dropped it)."""
    c, r = Case(), rng(131)
    x = feed(c, "x", r.randn(6, 20), dtype)
    a = feed(c, "a", r.randn(20, 12) * 0.3, dtype)
    w2 = feed(c, "w2", r.randn(12, 5) * 0.3, dtype)
    b = feed(c, "b", r.randn(7, 20) * 0.3, dtype)
    xb = feed(c, "xb", r.randn(3, 4, 20), dtype)
    bb = feed(c, "bb", r.randn(3, 20, 6) * 0.3, dtype)
    for n, t in [("neg_x_a", tf.matmul(tf.negative(x), a)),
                 ("mlp", tf.nn.softmax(tf.matmul(tf.tanh(tf.matmul(x, a)),
                                                 w2))),
                 ("exp_tb", tf.matmul(tf.exp(x * 0.2), b, transpose_b=True)),
                 ("abs_batched", tf.matmul(tf.abs(xb), bb)),
                 ("sin_einsum", tf.einsum("ij,jk->ik", tf.sin(x), a))]:
        fetch(c, n, t)
    return c


@cpu_reference
def pool3d_zoo(dtype, reference=False):
    """MaxPool3D and AvgPool3D and their gradients (MaxPool3DGrad,
    AvgPool3DGrad) in NDHWC and NCDHW: windows 2x2x2, 3x3x3, 2x3x2 and
    1x2x3, strides 1, 2 and (1, 2, 1), SAME and VALID padding. The inputs
    are multiples of 0.5 in a small range, so windows hold ties:
    TensorFlow's CPU MaxPool3DGrad gives a window's gradient to every
    element within 1e-5 of its maximum (MaxPoolGrad only to the first);
    AvgPool3D divides by the window's count of input elements."""
    c, r = Case(), rng(34)
    x = feed(c, "x", np.round(2.0 * r.randn(2, 4, 5, 4, 3)) / 2.0, dtype)
    xc = feed(c, "xc", np.round(2.0 * r.randn(1, 3, 4, 5, 6)) / 2.0, dtype)
    specs = [  # kind, input, format, ksize, strides, padding
        ("max_valid_s2", "max", x, "NDHWC", (2, 2, 2), (2, 2, 2), "VALID"),
        ("max_same_s1", "max", x, "NDHWC", (3, 3, 3), (1, 1, 1), "SAME"),
        ("max_same_s121", "max", x, "NDHWC", (2, 3, 2), (1, 2, 1), "SAME"),
        ("avg_same_s2", "avg", x, "NDHWC", (3, 3, 3), (2, 2, 2), "SAME"),
        ("avg_valid_s1", "avg", x, "NDHWC", (1, 2, 3), (1, 1, 1), "VALID"),
        ("max_ncdhw_same_s2", "max", xc, "NCDHW", (3, 3, 3), (2, 2, 2),
         "SAME"),
        ("avg_ncdhw_same_s1", "avg", xc, "NCDHW", (2, 3, 2), (1, 1, 1),
         "SAME"),
    ]
    terms = []
    for name, kind, v, fmt, ksize, strides, padding in specs:
        y = pool3d(kind, v, ksize, strides, padding, fmt, reference)
        fetch(c, "o_" + name, y)
        terms.append(_weighted_sum(r, y, dtype))
    loss = tf.add_n(terms)
    dx, dxc = tf.gradients(loss, [x, xc])
    for n, t in [("loss", loss), ("dx", dx), ("dxc", dxc)]:
        fetch(c, n, t)
    return c


def pool3d_special(dtype):
    """MaxPool3D, its gradient and AvgPool3D at infinities, near-ties and
    the lowest float, as TensorFlow's CPU kernels (Eigen's cuboid pooling)
    treat them: a running maximum from -inf, so a
    window of -inf alone gives -inf, and SAME padding (the lowest float) is
    pooled like an element, so -inf and padding give the lowest float;
    MaxPool3DGrad gives a window's gradient to every element within 1e-5
    of its maximum (|x - max| < 1e-5), so never to an infinite one, and
    near-ties (1 + 8e-6 next to 1) get it too. (NaNs are left out: whether
    one wins depends on the kernel's vectorization, e.g. on the channel
    count.) AvgPool3D, also Eigen's, pads with the lowest float and skips
    every element equal to it in each window's sum and count, an input
    element too."""
    c, r = Case(), rng(36)
    v = np.round(2.0 * r.randn(1, 4, 4, 4, 2)) / 2.0
    v[..., 0][r.rand(*v.shape[:-1]) < 0.4] = -np.inf
    v[0, 2:4, 0:2, 0:2, 0] = -np.inf
    v[0, 2:4, 2:4, 2:4, :] = -np.inf
    v[0, 1, 2, 3, 1] = np.inf
    v[0, 0, 0, 0, 1], v[0, 0, 0, 1, 1] = 1.0, 1.0 + 8e-6
    v[0, 0, 1, 0, 1], v[0, 0, 1, 1, 1] = 1.0 - 2e-5, 0.5
    v[0, 1, 0, 0, 1] = np.finfo(np.float32).min
    v[0, 3, 3, 3, 1] = np.finfo(np.float32).min
    x = feed(c, "x", v, dtype)
    ys = [("valid_s2", pool3d("max", x, (2, 2, 2), (2, 2, 2), "VALID",
                              "NDHWC", False)),
          ("same_s3", pool3d("max", x, (3, 3, 3), (3, 3, 3), "SAME",
                             "NDHWC", False))]
    for name, y in ys:
        fetch(c, "o_" + name, y)
    fetch(c, "o_avg_same_s3",
          pool3d("avg", x, (3, 3, 3), (3, 3, 3), "SAME", "NDHWC", False))
    # Each output weighed by a constant (the loss itself is not finite):
    # the gradient reaches -inf elements equal to their window's maximum.
    loss = tf.add_n([_weighted_sum(r, y, dtype) for _, y in ys])
    fetch(c, "dx", tf.gradients(loss, [x])[0])
    return c


def space_depth_roll(dtype):
    """SpaceToDepth and DepthToSpace (block sizes 2 and 3; each is the
    other's gradient), Roll with constant shifts (several axes, a repeated
    one, a negative axis, shifts negative and longer than the dimension) and
    with shifts fed at run time (its gradient rolls back by their
    negation), LinSpace with a constant count, a fed one and a count of 1,
    and EuclideanNorm over one axis, two with keep_dims, and all; the loss
    weighs every output of x and y by a constant; gradients with respect to
    x and y."""
    c, r = Case(), rng(35)
    x = feed(c, "x", r.randn(2, 4, 6, 3), dtype)
    y = feed(c, "y", r.randn(1, 2, 3, 18), dtype)
    shift = feed(c, "shift", np.array([4, -8], np.int32), None)
    num = feed(c, "num", np.array(6, np.int32), None)
    start, stop = tf.constant(-1.3, dtype), tf.constant(2.1, dtype)
    differentiable = [
        ("s2d", tf.raw_ops.SpaceToDepth(input=x, block_size=2)),
        ("d2s", tf.raw_ops.DepthToSpace(input=y, block_size=3)),
        ("roll_const", tf.roll(x, shift=[1, -2, 7, 1], axis=[1, 2, -1, 1])),
        ("roll_fed", tf.roll(y, shift=shift, axis=[2, 3])),
        ("norm_axis", tf.raw_ops.EuclideanNorm(input=x, axis=[2])),
        ("norm_keep", tf.raw_ops.EuclideanNorm(input=x, axis=[0, 3],
                                               keep_dims=True)),
        ("norm_all", tf.raw_ops.EuclideanNorm(input=y, axis=[0, 1, 2, 3])),
    ]
    for name, t in differentiable:
        fetch(c, "o_" + name, t)
    for name, n in [("linspace", 7), ("linspace_fed", num),
                    ("linspace_one", 1)]:
        fetch(c, "o_" + name,
              tf.raw_ops.LinSpace(start=start, stop=stop, num=n))
    loss = tf.add_n([_weighted_sum(r, t, dtype) for _, t in differentiable])
    fetch(c, "loss", loss)
    for n, g in zip(["dx", "dy"], tf.gradients(loss, [x, y])):
        fetch(c, n, g)
    return c


def sparse_xent(dtype):
    """tf.nn.sparse_softmax_cross_entropy_with_logits
    (SparseSoftmaxCrossEntropyWithLogits) with int32 and int64 labels,
    logits of a wide range (a row that underflows exp), and its gradient
    (the op's backprop output)."""
    c, r = Case(), rng(33)
    logits = feed(c, "logits", np.concatenate(
        [3.0 * r.randn(4, 5), [[40.0, -40.0, 0.0, 1.0, -3.0]]]), dtype)
    labels = feed(c, "labels", np.array([0, 4, 2, 2, 1], np.int32), None)
    labels64 = feed(c, "labels64", np.array([3, 1, 0, 4, 0], np.int64), None)
    xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels,
                                                          logits=logits)
    xent64 = tf.nn.sparse_softmax_cross_entropy_with_logits(
        labels=labels64, logits=logits * 0.5)
    loss = tf.reduce_mean(xent) + tf.reduce_sum(xent64 * xent64)
    for n, t in [("xent", xent), ("xent64", xent64), ("loss", loss),
                 ("dlogits", tf.gradients(loss, [logits])[0])]:
        fetch(c, "o_" + n, t)
    return c


@cpu_reference
def cnn_train_nchw(dtype, reference=False):
    """A CNN training step in NCHW (channels first, as GPU models are
    written): Conv2D + BiasAdd + Relu, MaxPool (3x3, stride 2, SAME), a
    depthwise convolution (stride 2), AvgPool, a dense layer, the sparse
    softmax cross-entropy of int64 labels, and GradientDescentOptimizer on
    resource variables; the gradients run through every op (Relu's zeros
    make MaxPool's windows hold ties)."""
    c, r = Case(), rng(34)
    x = feed(c, "x", r.randn(3, 2, 9, 8), dtype)
    labels = feed(c, "labels", np.array([2, 0, 1], np.int64), None)
    w = variable(c, "conv/kernel", 0.4 * r.randn(3, 3, 2, 4), dtype)
    b = variable(c, "conv/bias", 0.1 * r.randn(4), dtype)
    dw = variable(c, "depthwise/kernel", 0.4 * r.randn(2, 2, 4, 2), dtype)
    k = variable(c, "dense/kernel", 0.3 * r.randn(8 * 2 * 2, 3), dtype)
    kb = variable(c, "dense/bias", 0.1 * r.randn(3), dtype)
    h = conv2d(x, w, (1, 1), "SAME", "NCHW", (1, 1), reference)
    h = tf.nn.relu(tf.nn.bias_add(h, b, data_format="NCHW"))
    h = pool("max", h, (3, 3), (2, 2), "SAME", "NCHW", reference)
    h = depthwise(h, dw, (2, 2), "VALID", "NCHW", (1, 1), reference)
    h = pool("avg", h, (2, 2), (1, 1), "SAME", "NCHW", reference)
    logits = tf.nn.bias_add(tf.matmul(tf.reshape(h, [3, -1]), k), kb)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
        labels=labels, logits=logits))
    params = [w, b, dw, k, kb]
    grads = tf.gradients(loss, params)
    c.train_op = tf1.train.GradientDescentOptimizer(0.2).apply_gradients(
        list(zip(grads, params)), name="train")
    c.written = params
    for n, t in [("logits", logits), ("loss", loss), ("dconv", grads[0]),
                 ("ddepthwise", grads[2])]:
        fetch(c, n, t)
    return c


def scan_attention(dtype):
    """tf.scan of a tanh recurrence, cumulative sums and products (plain,
    exclusive, reverse) and an attention block written with tf.einsum,
    softmax, log_softmax and l2_normalize, with tf.gradients through all of
    them (Cumsum's gradient is a reverse Cumsum; Einsum's are Einsums).
    Arguments: x [5,3], enc [2,5,4], dec [2,3,4], then w and W. Results:
    the loss, dL/dx, dL/denc, dL/dw, dL/dW."""
    c, r = Case(), rng(53)
    x = feed(c, "x", r.randn(5, 3), dtype)
    enc = feed(c, "enc", r.randn(2, 5, 4), dtype)
    dec = feed(c, "dec", r.randn(2, 3, 4), dtype)
    w = variable(c, "w", r.randn(3, 3) * 0.5, dtype)
    W = variable(c, "W", r.randn(4, 4) * 0.5, dtype)
    ys = tf.scan(lambda a, xt: tf.tanh(tf.matmul(a[None], w)[0] + xt), x,
                 initializer=tf.zeros([3], dtype))
    sums = (tf.math.cumsum(x, axis=0) +
            tf.math.cumsum(x, axis=1, exclusive=True, reverse=True) +
            tf.math.cumprod(tf.tanh(x), axis=0, reverse=True))
    q = tf.einsum("btd,de->bte", dec, W)
    a = tf.nn.softmax(tf.einsum("bqd,bkd->bqk", q, enc))
    ctx = tf.einsum("bqk,bkd->bqd", a, enc)
    attn = tf.reduce_sum(tf.nn.log_softmax(tf.concat([ctx, dec], -1))) + \
        tf.reduce_sum(tf.square(tf.nn.l2_normalize(ctx, axis=-1) - 0.1))
    loss = tf.reduce_sum(ys ** 2) + tf.reduce_sum(sums * sums) + attn
    g = tf.gradients(loss, [x, enc, w, W])
    fetch(c, "loss", loss)
    for name, t in zip(["dx", "denc", "dw_scan", "dW_attention"], g):
        fetch(c, name, t)
    return c


def math_zoo2(dtype):
    """More element-wise ops: trigonometric and hyperbolic functions and
    their inverses, erfc, selu and its gradient (SeluGrad), atan2, xlogy,
    xdivy, truncating division and remainder (float and int32, with
    negative operands), is_nan / is_inf / is_finite, clip_by_value.
    Arguments: x [6] in (-0.9, 0.9) with a 0, y [6] > 1, z [6] with NaN
    and infinities, i, j [6] int32. Results: o_* in the order below."""
    c, r = Case(), rng(59)
    xv = r.uniform(-0.9, 0.9, 6)
    xv[2] = 0.0
    x = feed(c, "x", xv, dtype)
    y = feed(c, "y", r.uniform(1.1, 3.0, 6), dtype)
    z = feed(c, "z", np.array([1.0, np.nan, np.inf, -np.inf, -2.0, 0.0]),
             dtype)
    i = feed(c, "i", np.array([7, -7, 7, -7, 9, -2147483647], np.int32),
             dtype)
    j = feed(c, "j", np.array([2, 2, -2, -2, 3, 5], np.int32), dtype)
    s = tf.nn.selu(x * 3.0)
    outs = [("tan", tf.tan(x)), ("atan", tf.atan(x)), ("asin", tf.asin(x)),
            ("acos", tf.acos(x)), ("sinh", tf.sinh(x)), ("cosh", tf.cosh(x)),
            ("asinh", tf.asinh(x)), ("acosh", tf.acosh(y)),
            ("atanh", tf.atanh(x)), ("erfc", tf.math.erfc(x)), ("selu", s),
            ("dselu", tf.gradients(tf.reduce_sum(s * y), x)[0]),
            ("atan2", tf.atan2(x, y - 2.0)),
            ("xlogy", tf.math.xlogy(x, y)), ("xdivy", tf.math.xdivy(x, y)),
            ("truncdiv", tf.truncatediv(x * 7.0, y)),
            ("truncmod", tf.truncatemod(x * 7.0, y)),
            ("itruncdiv", _f(tf.truncatediv(i, j), dtype)),
            ("itruncmod", _f(tf.truncatemod(i, j), dtype)),
            ("ifloordiv", _f(tf.math.floordiv(i, j), dtype)),
            ("ifloormod", _f(tf.math.floormod(i, j), dtype)),
            ("isnan", tf.cast(tf.math.is_nan(z), dtype)),
            ("isinf", tf.cast(tf.math.is_inf(z), dtype)),
            ("isfinite", tf.cast(tf.math.is_finite(z), dtype)),
            ("clip", tf.clip_by_value(z, -1.5, 0.5))]
    for n, t in outs:
        fetch(c, "o_" + n, t)
    return c


def broadcast_band(dtype):
    """tf.broadcast_to (a constant and a fed shape) and tf.linalg.band_part
    (a causal attention mask, lower and upper bands, fed bounds) with
    tf.gradients through them (BroadcastTo's gradient sums over the
    broadcast axes; MatrixBandPart's is MatrixBandPart). Arguments: x [1,3],
    m [2,4,4], shape [3] int32, lo, hi int32. Results: o_* below."""
    c, r = Case(), rng(61)
    x = feed(c, "x", r.randn(1, 3), dtype)
    m = feed(c, "m", r.randn(2, 4, 4), dtype)
    shape = feed(c, "shape", np.array([2, 4, 3], np.int32), dtype)
    lo = feed(c, "lo", np.array(1, np.int32), dtype)
    hi = feed(c, "hi", np.array(-1, np.int32), dtype)
    b1 = tf.broadcast_to(x, [4, 3])
    b2 = tf.broadcast_to(x, shape)
    causal = tf.linalg.band_part(m, -1, 0)
    band = tf.linalg.band_part(m, lo, hi)
    att = tf.nn.softmax(causal + (1.0 - tf.linalg.band_part(
        tf.ones([4, 4], dtype), -1, 0)) * -1e9)
    loss = (tf.reduce_sum(b1 * b1) + tf.reduce_sum(tf.sin(b2)) +
            tf.reduce_sum(att * m) + tf.reduce_sum(band * band))
    g = tf.gradients(loss, [x, m])
    for n, t in [("b1", b1), ("b2", b2), ("causal", causal), ("band", band),
                 ("loss", loss), ("dx", g[0]), ("dm", g[1])]:
        fetch(c, "o_" + n, t)
    return c



def sparse_softmax_gat(dtype):
    """A graph-attention step (GAT, as TF1 implementations write it): edge
    scores from the node features, tf.sparse.softmax over each node's edges
    (SparseSoftmax; its gradient: SparseReduceSum, SparseDenseCwiseAdd),
    the attention scaled by a dense column and divided by a dense row
    (SparseDenseCwiseMul, SparseDenseCwiseDiv, and their gradients), joined
    with extra edges by tf.sparse.concat along the columns (SparseConcat:
    entries reordered row-major), sparse_dense_matmul of both, and a
    GradientDescent step.
    Arguments: x [4, 3], then W and a. Results: the attention values, the
    concatenated indices and values and shape, the loss, W and a after the
    step."""
    c, r = Case(), rng(131)
    x = feed(c, "x", r.randn(4, 3), dtype)
    w = variable(c, "W", r.randn(3, 2) * 0.5, dtype)
    a = variable(c, "a", r.randn(2, 1), dtype)
    c.written += [w, a]
    idx = tf.constant([[0, 0], [0, 2], [1, 1], [1, 2], [1, 3], [2, 0],
                       [3, 3]], tf.int64)
    h = tf.matmul(x, w)
    f = tf.squeeze(tf.matmul(h, a), 1)
    e = tf.nn.leaky_relu(tf.gather(f, idx[:, 0]) + tf.gather(f, idx[:, 1]),
                         0.2)
    att = tf.sparse.softmax(tf.SparseTensor(idx, e, [4, 4]))
    scaled = att * tf.constant([[1.0], [2.0], [0.5], [1.5]], dtype)
    scaled = scaled / tf.constant([2.0, 1.0, 4.0, 0.5], dtype)
    loops = tf.SparseTensor(tf.constant([[0, 1], [2, 0], [3, 1]], tf.int64),
                            tf.constant([0.5, 0.25, 1.0], dtype), [4, 2])
    joined = tf.sparse.concat(1, [scaled, loops])
    # SparseConcat has no gradient: the attention trains through `out`.
    out = tf.sparse.sparse_dense_matmul(scaled, h)
    mixed = tf.sparse.sparse_dense_matmul(joined, tf.concat([h, h[:2]], 0))
    loss = tf.reduce_sum(tf.square(out - 0.1)) + tf.reduce_sum(mixed)
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).minimize(loss)
    fetch(c, "att", att.values)
    fetch(c, "indices", joined.indices)
    fetch(c, "values", joined.values)
    fetch(c, "shape", joined.dense_shape)
    fetch(c, "loss", loss)
    return c


def variable_gather_nd(dtype):
    """Reads of a variable by coordinates: tf.gather_nd on a resource
    variable (ResourceGatherNd; its gradient a ScatterNd) trained by Adam,
    and the variable gathered along axis 1 with batch_dims=1 by
    ResourceGather (tf.raw_ops, as ResourceVariable.sparse_read writes it).
    Arguments: idx [3, 2] (int64), ids [2, 2] (int32), then V. Results: the
    rows gathered, the batch gather, the loss, V and its Adam slots after
    the step."""
    c, r = Case(), rng(132)
    idx = feed(c, "idx", np.array([[0, 1], [1, 2], [0, 1]], np.int64), dtype)
    ids = feed(c, "ids", np.array([[2, 0], [1, 1]], np.int32), dtype)
    v = variable(c, "V", r.randn(2, 3, 4), dtype)
    rows = tf.gather_nd(v, idx)
    batch = tf.raw_ops.ResourceGather(resource=v.handle, indices=ids,
                                      dtype=dtype, batch_dims=1)
    loss = tf.reduce_sum(tf.square(rows - 0.5)) + tf.reduce_sum(
        tf.sin(rows))
    c.train_op = tf1.train.AdamOptimizer(0.1).minimize(loss)
    fetch(c, "rows", rows)
    fetch(c, "batch", batch)
    fetch(c, "loss", loss)
    # V's Adam slots and the beta powers, read before and after the step.
    c.variables = reached_variables(c)
    c.written = list(c.variables)
    return c


def nms_proposals(dtype):
    """A detection step's proposal selection: box scores from crops of the
    image (crop_and_resize, a learned projection), then
    tf.image.non_max_suppression on them (NonMaxSuppressionV3 with a score
    threshold), non_max_suppression_with_scores (V5, hard) and
    non_max_suppression_padded (TensorFlow's Python loop of sorts and
    conditionals) and NonMaxSuppressionV4 (padded to 8, a score threshold)
    on fed scores with ties (equal scores kept lower index first) and boxes
    with swapped corners or no area; the loss on the kept boxes' scores
    trains W by GradientDescent. Arguments: image [1, 8, 8, 2], boxes
    [6, 4], fixed [6] (the fed scores), then W. Results: the selections,
    V5's scores and the counts, the loss, W after the step."""
    c, r = Case(), rng(133)
    img = feed(c, "image", r.rand(1, 8, 8, 2), dtype)
    boxes = feed(c, "boxes", np.array([
        [0.1, 0.1, 0.6, 0.6], [0.15, 0.1, 0.65, 0.6], [0.9, 0.95, 0.5, 0.5],
        [0.0, 0.3, 0.4, 0.9], [0.5, 0.5, 0.9, 0.95], [0.6, 0.6, 0.6, 0.9]]),
        dtype)
    fixed = feed(c, "fixed", np.array([0.5, 0.7, 0.7, 0.2, 0.7, 0.9]), dtype)
    w = variable(c, "W", r.randn(2, 1) * 0.5, dtype)
    c.written += [w]
    # The box ops take float32 boxes and scores (the float64 reference too).
    boxes32, fixed32 = tf.cast(boxes, tf.float32), tf.cast(fixed, tf.float32)
    crops = tf.cast(tf.image.crop_and_resize(img, boxes32,
                                             tf.zeros([6], tf.int32), [3, 3]),
                    dtype)
    scores = tf.sigmoid(tf.reduce_mean(
        tf.reshape(tf.matmul(tf.reshape(crops, [-1, 2]), w), [6, 9]), 1))
    kept = tf.image.non_max_suppression(boxes32,
                                        tf.cast(tf.stop_gradient(scores),
                                                tf.float32), 4,
                                        iou_threshold=0.5,
                                        score_threshold=0.3)
    kept5, kept_scores = tf.image.non_max_suppression_with_scores(
        boxes32, fixed32, 5, iou_threshold=0.4)
    kept4, valid = tf.image.non_max_suppression_padded(
        boxes32, fixed32, 5, iou_threshold=0.3, pad_to_max_output_size=True)
    raw4, raw_valid = tf.raw_ops.NonMaxSuppressionV4(
        boxes=boxes32, scores=fixed32, max_output_size=8, iou_threshold=0.3,
        score_threshold=0.25, pad_to_max_output_size=True)
    loss = tf.reduce_sum(tf.square(tf.gather(scores, kept) - 1.0)) + \
        tf.reduce_sum(tf.gather(scores, kept5) * tf.cast(kept_scores, dtype))
    c.train_op = tf1.train.GradientDescentOptimizer(0.5).minimize(loss)
    fetch(c, "kept", kept)
    fetch(c, "kept5", kept5)
    fetch(c, "kept4", kept4)
    fetch(c, "kept_scores", kept_scores)
    fetch(c, "valid", valid)
    fetch(c, "raw4", raw4)
    fetch(c, "raw_valid", raw_valid)
    fetch(c, "loss", loss)
    return c


def morphology_train(dtype):
    """A morphological layer trained: tf.nn.dilation2d (SAME, a stride of
    2 down the rows, a rate of 2 across the columns) and tf.nn.erosion2d
    (VALID, a row rate of 2: TensorFlow writes it as a dilation of the
    negated input by the flipped filter), their gradients
    (Dilation2DBackpropInput, Dilation2DBackpropFilter) through a
    GradientDescent step on the structuring element and a scale. Arguments:
    x [2, 7, 6, 2], then F and s. Results: the dilation, the erosion, the
    loss, F and s after the step."""
    c, r = Case(), rng(134)
    x = feed(c, "x", r.randn(2, 7, 6, 2), dtype)
    f = variable(c, "F", r.randn(3, 2, 2) * 0.3, dtype)
    scale = variable(c, "s", np.ones((1, 1, 1, 2)), dtype)
    c.written += [f, scale]
    h = x * scale
    d = tf.nn.dilation2d(h, f, [1, 2, 1, 1], "SAME", "NHWC", [1, 1, 2, 1])
    e = tf.nn.erosion2d(h, f, [1, 1, 1, 1], "VALID", "NHWC", [1, 2, 1, 1])
    loss = tf.reduce_sum(tf.square(d)) + tf.reduce_sum(tf.sin(e))
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).minimize(loss)
    fetch(c, "dilation", d)
    fetch(c, "erosion", e)
    fetch(c, "loss", loss)
    return c


def antialias_resize_train(dtype):
    """tf.image.resize in a training step where it runs ScaleAndTranslate:
    an antialiased bilinear downscale (the triangle kernel stretched), a
    lanczos3 upscale, gaussian and antialiased mitchellcubic, and a raw
    ScaleAndTranslate with a translation (keyscubic); the gradients
    (ScaleAndTranslateGrad) train a 1x1 convolution by GradientDescent.
    Arguments: x [2, 6, 8, 2], then K. Results: the five resizes, the loss,
    K after the step."""
    c, r = Case(), rng(135)
    x = feed(c, "x", r.rand(2, 6, 8, 2), dtype)
    k = variable(c, "K", r.randn(1, 1, 2, 2) * 0.5, dtype)
    c.written += [k]
    # ScaleAndTranslate and its gradient compute in float32 (TensorFlow's
    # gradient rejects float64 images): the float64 reference resizes a
    # float32 copy.
    h = tf.cast(tf.nn.conv2d(x, k, 1, "VALID"), tf.float32)
    outs = [tf.image.resize(h, [3, 5], antialias=True),
            tf.image.resize(h, [9, 10], method="lanczos3"),
            tf.image.resize(h, [4, 4], method="gaussian"),
            tf.image.resize(h, [5, 3], method="mitchellcubic", antialias=True),
            tf.raw_ops.ScaleAndTranslate(
                images=h, size=[7, 6], scale=[7 / 6.0, 0.75],
                translation=[0.4, -0.3], kernel_type="keyscubic",
                antialias=False)]
    outs = [tf.cast(o, dtype) for o in outs]
    loss = tf.add_n([tf.reduce_sum(tf.square(o - 0.2)) for o in outs])
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).minimize(loss)
    for i, o in enumerate(outs):
        fetch(c, "r%d" % i, o)
    fetch(c, "loss", loss)
    return c

# The cases whose GraphDefs are written too (.pbtxt; the smaller graphs, to
# keep the tree small) and the one also written as binary .pb.
def count_regression(dtype):
    """A Poisson / negative-binomial regression step (tf.math.lgamma in the
    log-likelihood: its gradient is tf.math.digamma) with SGD on resource
    variables, and lgamma / digamma on their special points: poles (0, -1,
    -2), halves, tiny and huge values, +-inf and NaN (o_lgamma, o_digamma).
    Arguments: x [5, 3],
    counts [5, 2], z [16]."""
    c, r = Case(), rng(61)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (5, 3)), dtype)
    counts = feed(c, "counts", r.poisson(2.0, (5, 2)).astype(np.float64),
                  dtype)
    z = feed(c, "z", np.array([0.0, -1.0, -2.0, 0.5, -0.5, -2.5, 1e-20, 1.0,
                               2.0, 3.7, 12.3, 1e6, 1e30, np.inf, -np.inf,
                               np.nan]), dtype)
    w = variable(c, "w", 0.5 * r.randn(3, 2), dtype)
    shape = variable(c, "shape", [1.5, 0.7], dtype)
    rate = tf.exp(tf.matmul(x, w))
    poisson = rate - counts * tf.math.log(rate) + tf.math.lgamma(counts + 1.0)
    # The negative binomial's lgamma terms carry the gradient into `shape`.
    nb = (tf.math.lgamma(shape) - tf.math.lgamma(counts + shape)
          + tf.math.lgamma(counts + 1.0))
    loss = tf.reduce_mean(poisson) + tf.reduce_mean(nb)
    grads = tf.gradients(loss, [w, shape])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        list(zip(grads, [w, shape])), name="train")
    c.written = [w, shape]
    for n, v in [("loss", loss), ("dw", grads[0]), ("dshape", grads[1]),
                 ("o_lgamma", tf.math.lgamma(z)),
                 ("o_digamma", tf.math.digamma(z))]:
        fetch(c, n, v)
    return c


def bucketize_search(dtype):
    """Feature bucketing and sorted search: tf.raw_ops.Bucketize of floats
    (values on the boundaries, NaN) and of int32, tf.searchsorted left and
    right with int32 and int64 out_type on float rows (ties, values outside
    the rows) and on int32 rows, and a product weighted by the buckets
    whose gradient flows around them. Arguments: x [4, 5], v [3, 4],
    i [6] int32."""
    c, r = Case(), rng(62)
    xv = r.uniform(-2.0, 2.0, (4, 5))
    xv[0, :3] = [-1.0, 0.0, 0.5]
    xv[1, 0] = np.nan
    x = feed(c, "x", xv, dtype)
    v = feed(c, "v", np.array([[-3.0, 0.0, 0.5, 9.0], [1.0, 1.0, 2.0, 2.5],
                               [0.0, 0.1, 0.2, 0.3]]), dtype)
    i = feed(c, "i", np.array([-5, 0, 1, 2, 7, 100], np.int32), dtype)
    w = variable(c, "w", 0.5 * r.randn(5, 2), dtype)
    boundaries = [-1.0, 0.0, 0.5, 1.25]
    buckets = tf.raw_ops.Bucketize(input=x, boundaries=boundaries)
    xs = tf.where(tf.math.is_nan(x), tf.zeros_like(x), x)
    loss = tf.reduce_sum(tf.matmul(xs * tf.cast(buckets, dtype), w) ** 2)
    grads = tf.gradients(loss, [w])
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).apply_gradients(
        list(zip(grads, [w])), name="train")
    c.written = [w]
    rows = tf.constant([[-1.0, 0.0, 0.5, 0.5, 2.0], [1.0, 1.0, 1.0, 2.0, 3.0],
                        [0.1, 0.1, 0.2, 0.4, 0.8]], dtype)
    irows = tf.constant([[0, 1, 1, 2, 10, 10]], tf.int32)
    outs = [("loss", loss), ("buckets", _f(buckets, dtype)),
            ("ibuckets", _f(tf.raw_ops.Bucketize(input=i, boundaries=[
                -1.0, 1.0, 1.5, 7.0]), dtype)),
            ("left", _f(tf.searchsorted(rows, v, side="left"), dtype)),
            ("right64", _f(tf.searchsorted(rows, v, side="right",
                                           out_type=tf.int64), dtype)),
            ("ileft", _f(tf.searchsorted(irows, i[None], side="left"),
                         dtype)),
            ("iright", _f(tf.searchsorted(irows, i[None], side="right"),
                          dtype))]
    for n, t in outs:
        fetch(c, n, t)
    return c


def fake_quant_qat(dtype):
    """Quantization-aware training (tf.quantization.fake_quant_*): weights
    quantized per tensor with learned min and max variables
    (FakeQuantWithMinMaxVars and its gradient), a convolution filter per
    output channel (...PerChannel), activations with fixed ranges
    (...Args: 4 bits, narrow range) under SGD; and the ops on special
    inputs: a [0, 0] range, an inverted range, 10 bits, NaN and values on
    the levels. Arguments: x [2, 4, 4, 2], z [7], then the variables.
    Results: the loss, the forward outputs o_*, the updated variables."""
    c, r = Case(), rng(63)

    def f32(op):
        """`op` in float32, its only type (the float64 twin casts)."""
        def run(*args, **kwargs):
            return tf.cast(op(*[tf.cast(a, tf.float32) for a in args],
                              **kwargs), dtype)
        return run
    quant_args = f32(tf.quantization.fake_quant_with_min_max_args)
    fq_vars = f32(tf.quantization.fake_quant_with_min_max_vars)
    per_channel = f32(tf.quantization.fake_quant_with_min_max_vars_per_channel)

    def zero_range_grad(g, v):
        zero = tf.constant(0.0)
        return tf.cast(tf.quantization.fake_quant_with_min_max_vars_gradient(
            tf.cast(g, tf.float32), tf.cast(v, tf.float32), zero, zero)[0],
            dtype)
    x = feed(c, "x", r.uniform(-1.5, 1.5, (2, 4, 4, 2)), dtype)
    z = feed(c, "z", np.array([-1.0, -0.5, 0.0, 0.3, 0.999, 1.0, np.nan]),
             dtype)
    f = variable(c, "filter", 0.5 * r.randn(1, 1, 2, 3), dtype)
    fmin = variable(c, "filter_min", [-0.4, -0.8, -1.0], dtype)
    fmax = variable(c, "filter_max", [0.5, 0.6, 1.2], dtype)
    w = variable(c, "w", 0.5 * r.randn(3, 2), dtype)
    wmin = variable(c, "w_min", -0.3, dtype)
    wmax = variable(c, "w_max", 0.7, dtype)
    xq = quant_args(x, min=-1.2, max=1.0, num_bits=4, narrow_range=True)
    fq = per_channel(f, fmin, fmax)
    h = tf.nn.relu(tf.nn.conv2d(xq, fq, 1, "SAME"))
    h = quant_args(h, min=0.0, max=6.0)
    wq = fq_vars(w, wmin, wmax, num_bits=6)
    y = tf.tensordot(h, wq, 1)
    loss = tf.reduce_mean(tf.square(y - 0.25))
    params = [f, fmin, fmax, w, wmin, wmax]
    grads = tf.gradients(loss, params)
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        list(zip(grads, params)), name="train")
    c.written = params
    zero = tf.constant(0.0, dtype)
    outs = [("loss", loss),
            ("o_args", quant_args(z, min=-1.0, max=1.0)),
            ("o_zero", fq_vars(z, zero, zero)),
            ("o_zero_grad", zero_range_grad(tf.range(1.0, 8.0), z)),
            ("o_inverted", fq_vars(z[:6], tf.constant(1.0, dtype),
                                   tf.constant(-1.0, dtype))),
            # Not -1.0: at 10 bits it lies on a half level, where
            # TensorFlow's kernel lands on the upper level and the correctly
            # rounded f32 quotient on the lower one.
            ("o_bits10", fq_vars(z[1:], tf.constant(-1.0, dtype),
                                 tf.constant(1.0, dtype), num_bits=10)),
            ("o_channels", per_channel(tf.reshape(z[:6], [3, 2]),
                                       tf.constant([0.0, -1.0]),
                                       tf.constant([0.0, 1.0])))]
    for n, t in outs:
        fetch(c, n, t)
    return c


def sparse_matmul(dtype):
    """A wide model's step on sparse features (tf.sparse.sparse_dense_matmul:
    SparseTensorDenseMatMul, its gradient with the other adjoint and the
    gather of the values' gradient): fed indices (int64, unsorted, a
    repeated entry), values scaled by a learned vector, the dense shape fed
    as data, SGD on both variables; and the four adjoint combinations
    of a constant sparse matrix. Arguments: idx [6, 2] int64, vals [6],
    shape [2] int64, then the variables."""
    c, r = Case(), rng(64)
    idx = feed(c, "idx", np.array([[0, 1], [0, 4], [2, 2], [1, 0], [2, 4],
                                   [0, 1]], np.int64), dtype)
    vals = feed(c, "vals", r.uniform(-1.0, 1.0, 6), dtype)
    shape = feed(c, "shape", np.array([3, 5], np.int64), dtype)
    w = variable(c, "w", 0.5 * r.randn(5, 4), dtype)
    scale = variable(c, "scale", r.uniform(0.5, 1.5, 6), dtype)
    sp = tf.SparseTensor(idx, vals * scale, shape)
    y = tf.sparse.sparse_dense_matmul(sp, w)
    y2 = tf.sparse.sparse_dense_matmul(sp, tf.transpose(w) * 2.0,
                                       adjoint_b=True)
    loss = tf.reduce_sum(tf.tanh(y) ** 2) + tf.reduce_mean(y2)
    params = [w, scale]
    grads = tf.gradients(loss, params)
    c.train_op = tf1.train.GradientDescentOptimizer(0.2).apply_gradients(
        list(zip(grads, params)), name="train")
    c.written = params
    a = tf.SparseTensor([[0, 0], [1, 2], [2, 1]],
                        tf.constant([1.0, -2.0, 0.5], dtype), [3, 3])
    m = tf.reshape(tf.range(9.0, dtype=dtype), [3, 3])
    outs = [("loss", loss), ("dw", grads[0]), ("dscale", grads[1])]
    for adj_a in (False, True):
        for adj_b in (False, True):
            outs.append(("o_adj%d%d" % (adj_a, adj_b),
                         tf.sparse.sparse_dense_matmul(
                             a, m, adjoint_a=adj_a, adjoint_b=adj_b)))
    for n, t in outs:
        fetch(c, n, t)
    return c


def image_patches(dtype):
    """tf.image.extract_patches (ExtractImagePatches) in a training step:
    3x3 patches at stride 2 of a convolution's output (VALID) whose
    gradient TensorFlow builds from patches of an index image and a
    segment sum; and patches with rates and SAME padding, 1x1 and whole
    image windows. Arguments: x [2, 6, 6, 2], then the variable w."""
    c, r = Case(), rng(65)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (2, 6, 6, 2)), dtype)
    w = variable(c, "w", 0.5 * r.randn(1, 1, 2, 3), dtype)
    h = tf.nn.conv2d(x, w, 1, "SAME")
    p = tf.image.extract_patches(h, [1, 3, 3, 1], [1, 2, 2, 1], [1, 1, 1, 1],
                                 "VALID")
    loss = tf.reduce_sum(tf.tanh(p) ** 2)
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    outs = [("loss", loss), ("dx", grads[1]),
            ("o_same_rates", tf.image.extract_patches(
                x, [1, 2, 3, 1], [1, 3, 2, 1], [1, 2, 1, 1], "SAME")),
            ("o_ones", tf.image.extract_patches(x, [1, 1, 1, 1], [1, 1, 1, 1],
                                                [1, 1, 1, 1], "VALID")),
            ("o_whole", tf.image.extract_patches(x, [1, 6, 6, 1],
                                                 [1, 1, 1, 1], [1, 1, 1, 1],
                                                 "VALID"))]
    for n, t in outs:
        fetch(c, n, t)
    return c


def sparse_embedding(dtype):
    """Embeddings of sparse ids (tf.nn.safe_embedding_lookup_sparse, which
    feature columns' embedding_column runs: SparseReshape, SparseFillEmptyRows
    for rows without ids, Unique, a gather and SparseSegmentMean or SqrtN)
    under SGD, with empty rows, an invalid (negative) id pruned, unsorted
    entries within a row; and tf.sparse.fill_empty_rows and tf.sparse.reshape
    (a -1 inferred) fetched themselves. Arguments: idx [7, 2] int64, ids [7]
    int64, shape [2] int64, then the variable emb [6, 3]."""
    c, r = Case(), rng(66)
    idx = feed(c, "idx", np.array([[0, 1], [0, 0], [2, 0], [2, 2], [4, 0],
                                   [4, 1], [5, 3]], np.int64), dtype)
    ids = feed(c, "ids", np.array([1, 4, 2, -1, 5, 0, 3], np.int64), dtype)
    shape = feed(c, "shape", np.array([7, 4], np.int64), dtype)
    emb = variable(c, "emb", 0.5 * r.randn(6, 3), dtype)
    sp = tf.SparseTensor(idx, ids, shape)
    mean = tf.nn.safe_embedding_lookup_sparse(emb, sp, combiner="mean")
    sqrtn = tf.nn.safe_embedding_lookup_sparse(emb, sp, combiner="sqrtn",
                                               default_id=2)
    loss = tf.reduce_sum(mean ** 2) + tf.reduce_sum(tf.sin(sqrtn))
    grads = tf.gradients(loss, [emb])
    c.train_op = tf1.train.GradientDescentOptimizer(0.5).apply_gradients(
        [(tf.convert_to_tensor(grads[0]), emb)], name="train")
    c.written = [emb]
    filled, empty = tf.sparse.fill_empty_rows(sp, tf.constant(-7, tf.int64))
    three = tf.SparseTensor(tf.constant([[0, 1, 2], [1, 0, 1], [1, 2, 0]],
                                        tf.int64),
                            tf.constant([1.0, 2.0, 3.0], dtype), [2, 3, 4])
    reshaped = tf.sparse.reshape(three, [-1, 6])
    outs = [("loss", loss), ("mean", mean),
            ("o_fill_indices", _f(filled.indices, dtype)),
            ("o_fill_values", _f(filled.values, dtype)),
            ("o_empty", _f(empty, dtype)),
            ("o_reshape_indices", _f(reshaped.indices, dtype)),
            ("o_reshape_shape", _f(reshaped.dense_shape, dtype))]
    for n, t in outs:
        fetch(c, n, t)
    return c


def maxpool_argmax(dtype):
    """tf.nn.max_pool_with_argmax (MaxPoolWithArgmax; its gradient is
    MaxPoolGradWithArgmax) in a step: 2x2 VALID pooling of a convolution's
    output with the batch in the index, then a SegNet-style unpooling
    through the argmax (tf.scatter_nd), under SGD; and 3x3 SAME pooling at
    stride 2 without the batch in the index (int32 argmax) on ties (the
    first in row-major order wins) and a NaN. Arguments: x [2, 4, 4, 3],
    t [1, 5, 5, 2], then the variable w."""
    c, r = Case(), rng(67)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (2, 4, 4, 3)), dtype)
    tv = np.round(r.uniform(0, 3, (1, 5, 5, 2)))
    tv[0, 4, 4, 1] = np.nan
    t = feed(c, "t", tv, dtype)
    w = variable(c, "w", 0.5 * r.randn(1, 1, 3, 3), dtype)
    h = tf.nn.conv2d(x, w, 1, "SAME")
    pooled, argmax = tf.nn.max_pool_with_argmax(h, 2, 2, "VALID",
                                                include_batch_in_index=True)
    unpooled = tf.scatter_nd(tf.reshape(argmax, [-1, 1]),
                             tf.reshape(pooled, [-1]), [2 * 4 * 4 * 3])
    loss = tf.reduce_sum(tf.tanh(pooled) ** 2) + tf.reduce_sum(
        tf.sin(unpooled))
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    tp, ta = tf.nn.max_pool_with_argmax(t, 3, 2, "SAME",
                                        output_dtype=tf.int32)
    outs = [("loss", loss), ("dx", grads[1]), ("argmax", _f(argmax, dtype)),
            ("o_pool", tp), ("o_argmax", _f(ta, dtype))]
    for n, v in outs:
        fetch(c, n, v)
    return c


def matrix_diagonals(dtype):
    """tf.linalg.trace, diag_part, set_diag and diag (MatrixDiagPartV3,
    MatrixSetDiagV3, MatrixDiagV3 on the main diagonal; the trace's gradient
    is a MatrixDiagV3 of the batch's shape) in a step on a batch of square
    products and of wide matrices. Arguments: x [3, 4, 4], y [3, 2, 5],
    then the variable w [4, 4]."""
    c, r = Case(), rng(68)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (3, 4, 4)), dtype)
    y = feed(c, "y", r.uniform(-1.0, 1.0, (3, 2, 5)), dtype)
    w = variable(c, "w", 0.5 * r.randn(4, 4), dtype)
    m = tf.einsum("bij,jk->bik", x, w)
    loss = (tf.reduce_sum(tf.linalg.trace(m) ** 2)
            + tf.reduce_sum(tf.sin(tf.linalg.diag_part(m)))
            + tf.reduce_sum(tf.linalg.set_diag(m, tf.linalg.diag_part(m) * 2.0)
                            ** 2) * 0.1
            + tf.reduce_sum(tf.linalg.diag(tf.linalg.diag_part(y)) * 0.5))
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    outs = [("loss", loss), ("dx", grads[1]),
            ("o_wide_part", tf.linalg.diag_part(y)),
            ("o_wide_set", tf.linalg.set_diag(y, -tf.linalg.diag_part(y)))]
    for n, t in outs:
        fetch(c, n, t)
    return c


def global_pool_grads(dtype):
    """Reductions over all but the batch and their gradients, whose shapes
    TensorFlow builds from the input's Shape (DynamicStitch with ones, then
    BroadcastTo): a Conv3D feature map averaged (keras'
    GlobalAveragePooling3D, whose gradient reaches Conv3DBackpropFilterV2)
    and a Conv2D map's spatial maximum, under SGD. Arguments: x [None, 4, 4,
    3, 2] in the graph (fed 2), then the variables."""
    c, r = Case(), rng(69)
    # The batch is unknown in the graph (fed 2): TensorFlow then stitches
    # the gradients' shapes from tf.shape(x) at run time.
    x = feed(c, "x", r.uniform(-1.0, 1.0, (2, 4, 4, 3, 2)), dtype, unknown_batch=True)
    f3 = variable(c, "f3", 0.5 * r.randn(2, 2, 2, 2, 3), dtype)
    f2 = variable(c, "f2", 0.5 * r.randn(3, 3, 2, 2), dtype)
    h = tf.nn.conv3d(x, f3, [1, 1, 1, 1, 1], "VALID")
    pooled = tf.reduce_mean(h, axis=[1, 2, 3])
    g = tf.nn.conv2d(tf.reshape(x, [-1, 4, 4, 6])[..., :2], f2, 1, "SAME")
    spatial = tf.reduce_max(g, axis=[1, 2])
    loss = tf.reduce_sum(pooled ** 2) + tf.reduce_sum(tf.sin(spatial))
    params = [f3, f2]
    grads = tf.gradients(loss, params + [x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        list(zip(grads[:2], params)), name="train")
    c.written = params
    for n, t in [("loss", loss), ("dx", grads[2])]:
        fetch(c, n, t)
    return c


def zeta_polygamma(dtype):
    """A Dirichlet-style step whose loss holds digamma and Hurwitz zeta terms
    (the gradient of Digamma is Polygamma(1, .), of Zeta in q is -x zeta(x +
    1, q)) under SGD, and tf.math.zeta / polygamma on a grid: x in 1.5..6, q
    from 1e-3 to 50 and on the poles (q = 0, -1, -2: +inf for even x, NaN
    for odd), +inf q, x = 1 and below, n = 0..4 and a non-integer n.
    Arguments: x [6], q [6], n [6], v [6], then the variable w [3]."""
    c, r = Case(), rng(70)
    x = feed(c, "x", np.array([1.5, 2.0, 3.0, 4.0, 6.0, 2.5]), dtype)
    q = feed(c, "q", np.array([1e-3, 0.5, 2.0, 50.0, 7.3, 1.0]), dtype)
    n = feed(c, "n", np.array([0.0, 1.0, 2.0, 3.0, 4.0, 1.5]), dtype)
    v = feed(c, "v", np.array([0.0, -1.0, -2.0, np.inf, 2.0, 0.5]), dtype)
    w = variable(c, "w", [0.3, -0.2, 1.1], dtype)
    alpha = tf.nn.softplus(w) + 0.5
    loss = (tf.reduce_sum(tf.math.digamma(alpha) * alpha)
            + tf.reduce_sum(tf.math.zeta(tf.constant([2.0, 3.0, 2.5], dtype),
                                         alpha)))
    grads = tf.gradients(loss, [w])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    outs = [("loss", loss), ("dw", grads[0]),
            ("o_zeta", tf.math.zeta(x, q)),
            ("o_zeta_poles", tf.math.zeta(
                tf.constant([2.0, 3.0, 4.0, 2.0, 1.0, 0.5], dtype), v)),
            ("o_polygamma", tf.math.polygamma(n, q + 0.5))]
    for name, t in outs:
        fetch(c, name, t)
    return c


def resize_bicubic_grad(dtype):
    """Bicubic resizing (ResizeBicubic and its gradient ResizeBicubicGrad) in
    a step: tf.image.resize(method="bicubic") up and down (half-pixel
    centers: Keys' a = -0.5, taps outside the image dropped), and the TF1
    resize_bicubic with and without align_corners (a = -0.75, edge taps
    repeated), of a convolution's output under SGD. Arguments: x [2, 5, 6,
    3], then the variable w [1, 1, 3, 2]."""
    c, r = Case(), rng(71)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (2, 5, 6, 3)), dtype)
    w = variable(c, "w", 0.5 * r.randn(1, 1, 3, 2), dtype)
    h = tf.nn.conv2d(x, w, 1, "SAME")
    up = tf.image.resize(h, [9, 11], method="bicubic")
    down = tf.image.resize(h, [3, 4], method="bicubic")
    aligned = tf1.image.resize_bicubic(h, [7, 8], align_corners=True)
    legacy = tf1.image.resize_bicubic(h, [4, 9])
    loss = (tf.reduce_sum(tf.sin(up)) + tf.reduce_sum(down ** 2)
            + tf.reduce_sum(aligned * tf.cos(aligned))
            + tf.reduce_sum(legacy ** 2) * 0.5)
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    for n, t in [("loss", loss), ("dx", grads[1]), ("up", up),
                 ("legacy", legacy)]:
        fetch(c, n, t)
    return c


def crop_and_resize_grads(dtype):
    """ROI crops (tf.image.crop_and_resize: CropAndResize and its gradients
    CropAndResizeGradImage and CropAndResizeGradBoxes) in a step where both
    the feature map and the boxes are trained: bilinear 3x4 crops of boxes
    inside the image, a box reaching past it (extrapolation value 0.5), a
    1x1 crop (the box's middle) and nearest-pixel crops. Arguments: x [2, 6,
    7, 3], then the variables."""
    c, r = Case(), rng(72)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (2, 6, 7, 3)), dtype)
    w = variable(c, "w", 0.5 * r.randn(1, 1, 3, 2), dtype)
    corners = variable(c, "corners", [[0.1, 0.2, 0.8, 0.7],
                                      [0.3, -0.2, 1.3, 0.9],
                                      [0.0, 0.0, 1.0, 1.0]], dtype)
    h = tf.nn.conv2d(x, w, 1, "SAME")
    ids = tf.constant([0, 1, 1])

    def crops(size, **kw):
        return tf.cast(tf.image.crop_and_resize(
            tf.cast(h, tf.float32), tf.cast(corners, tf.float32), ids, size,
            **kw), dtype)
    bilinear = crops([3, 4], extrapolation_value=0.5)
    single = crops([1, 1])
    nearest = crops([4, 3], method="nearest")
    loss = (tf.reduce_sum(tf.sin(bilinear)) + tf.reduce_sum(single ** 2)
            + tf.reduce_sum(nearest) * 0.3)
    grads = tf.gradients(loss, [w, corners, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).apply_gradients(
        list(zip(grads[:2], [w, corners])), name="train")
    c.written = [corners, w]
    for n, t in [("loss", loss), ("dcorners", grads[1]), ("dx", grads[2]),
                 ("bilinear", bilinear), ("nearest", nearest)]:
        fetch(c, n, t)
    return c


def ctc_loss_grads(dtype):
    """A speech or OCR model's step on CTC (tf.compat.v1.nn.ctc_loss:
    CTCLoss, whose gradient is its second result scaled by the loss's):
    fed time-major logits through a learned projection, sparse labels fed
    as data (a repeated label, a null label num_classes - 1 ending one
    sequence, one label on an entry of 3 steps), per-entry weights on the
    losses, SGD; and on the same logits the variants: repeats collapsed
    first, no merging of repeats in paths, longer labels than steps ignored
    (with an entry of 0 steps), and labels no path can produce in the steps
    (loss inf, gradient the softmax). Arguments: x [7, 4, 6], idx [N, 2]
    int64, vals [N] int32, steps [4] int32, then the variables."""
    c, r = Case(), rng(66)
    x = feed(c, "x", r.uniform(-2.0, 2.0, (7, 4, 6)), dtype)
    labels = [[1, 2, 2], [0, 3, 5, 5], [4], [2, 2, 1, 1, 0]]
    idx = [[b, j] for b, l in enumerate(labels) for j in range(len(l))]
    vals = [v for l in labels for v in l]
    idx = feed(c, "idx", np.array(idx, np.int64), dtype)
    vals = feed(c, "vals", np.array(vals, np.int32), dtype)
    steps = feed(c, "steps", np.array([7, 6, 3, 7], np.int32), dtype)
    w = variable(c, "w", np.eye(6) + 0.3 * r.randn(6, 6), dtype)
    bias = variable(c, "bias", 0.1 * r.randn(6), dtype)
    z = tf.einsum("tbc,cd->tbd", x, w) + bias
    sp = tf.SparseTensor(idx, vals, [4, 5])
    losses = tf1.nn.ctc_loss(sp, z, steps)
    loss = tf.reduce_sum(losses * tf.constant([1.0, 0.5, 2.0, 1.5], dtype))
    params = [w, bias]
    grads = tf.gradients(loss, params + [z])
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).apply_gradients(
        list(zip(grads[:2], params)), name="train")
    c.written = params
    outs = [("loss", loss), ("losses", losses), ("dw", grads[0]),
            ("dbias", grads[1]), ("dz", grads[2])]
    variants = [
        ("collapse", sp, steps, dict(preprocess_collapse_repeated=True)),
        ("nomerge", sp, steps, dict(ctc_merge_repeated=False)),
        ("ignore", tf.SparseTensor([[0, 0], [0, 1], [1, 0], [2, 0], [2, 1],
                                    [2, 2], [3, 0]], [1, 2, 3, 0, 1, 2, 4],
                                   [4, 3]),
         tf.constant([5, 3, 2, 0]),
         dict(ignore_longer_outputs_than_inputs=True)),
        ("impossible", tf.SparseTensor([[0, 0], [0, 1], [0, 2], [1, 0]],
                                       [3, 3, 3, 1], [2, 3]),
         tf.constant([4, 4]), {})]
    for name, labels_sp, lengths, kw in variants:
        logits = x[:4, :2] if name == "impossible" else x
        loss_v = tf1.nn.ctc_loss(labels_sp, logits, lengths, **kw)
        g, = tf.gradients(tf.reduce_sum(loss_v), logits)
        if name != "impossible":  # its first loss is inf
            outs.append(("o_%s_loss" % name, loss_v))
        outs.append(("o_%s_grad" % name, g))
    for n, t in outs:
        fetch(c, n, t)
    return c


def diag_ops(dtype):
    """TF1's tensor diagonals in a step (tf.compat.v1.diag: Diag,
    tf.compat.v1.diag_part: DiagPart, each the other's gradient): a
    covariance-style loss on diag(w * x) of a vector and of a matrix (a
    rank-4 diagonal) and its diag_part; and tf.raw_ops.AccumulateNV2 (what
    tf.math.accumulate_n emitted before it became add_n). Arguments: x [3],
    m [2, 3], then the variable w."""
    c, r = Case(), rng(67)
    x = feed(c, "x", r.uniform(-1.0, 1.0, 3), dtype)
    m = feed(c, "m", r.uniform(-1.0, 1.0, (2, 3)), dtype)
    w = variable(c, "w", r.uniform(0.5, 1.5, 3), dtype)
    d = tf1.diag(w * x)
    cov = tf.matmul(d, tf.ones([3, 3], dtype)) + tf.eye(3, dtype=dtype)
    d4 = tf1.diag(m * w)
    loss = (tf.reduce_sum(tf1.diag_part(cov) ** 2) +
            tf.reduce_sum(tf.tanh(d4)) +
            tf.reduce_sum(tf1.diag_part(d4 * 1.5) * m))
    grads = tf.gradients(loss, [w, x, m])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    outs = [("loss", loss), ("dx", grads[1]), ("dm", grads[2]),
            ("o_diag4", d4),
            ("o_accumulate", tf.raw_ops.AccumulateNV2(
                inputs=[x, x * 2.0, tf.abs(x)], shape=[3]))]
    for n, t in outs:
        fetch(c, n, t)
    return c


def maxpool_grad_grad(dtype):
    """A gradient penalty through max pooling (WGAN-GP's critic: the
    gradient of the critic's gradient, MaxPoolGradGrad, as TensorFlow's CPU
    kernel picks each window's first element equal to its maximum): 3x3
    SAME windows at stride 2 and 2x2 VALID ones, under SGD; and the raw op
    on windows with ties. Arguments: x [2, 6, 6, 3], then the variable w."""
    c, r = Case(), rng(68)
    x = feed(c, "x", r.uniform(-1.0, 1.0, (2, 6, 6, 3)), dtype)
    w = variable(c, "w", np.eye(3) + 0.2 * r.randn(3, 3), dtype)
    h = tf.nn.conv2d(x, tf.reshape(w, [1, 1, 3, 3]), 1, "SAME")
    p1 = tf.nn.max_pool2d(h, 3, 2, "SAME")
    p2 = tf.nn.max_pool2d(tf.nn.elu(h), 2, 2, "VALID")
    critic = tf.reduce_sum(tf.tanh(p1)) + tf.reduce_sum(p2 ** 2)
    gx, = tf.gradients(critic, x)
    loss = critic + 10.0 * tf.reduce_mean(gx ** 2)
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    ties = tf.constant(np.tile(np.array([1.0, 2.0, 2.0, 1.0]), 4).reshape(
        1, 4, 4, 1), dtype)
    tied = tf.raw_ops.MaxPoolGradGrad(
        orig_input=ties, orig_output=tf.nn.max_pool2d(ties, 2, 1, "VALID"),
        grad=tf.reshape(tf.range(16, dtype=dtype), [1, 4, 4, 1]),
        ksize=[1, 2, 2, 1], strides=[1, 1, 1, 1], padding="VALID")
    outs = [("loss", loss), ("dx", grads[1]), ("o_ties", tied)]
    for n, t in outs:
        fetch(c, n, t)
    return c


def strided_slice_assign(dtype):
    """Slice assignments: `v[1:3, ::2].assign(x)` on a resource variable
    (ResourceStridedSliceAssign), the same with a value broadcast into the
    slice (a row into [3, 2], a [1, 2] into a shrunk row: the two touch
    different elements, so their order does not matter), read backwards
    (`v[::-1, 1]`) and with a new axis (`v[None, 0, 1:3]`); `r[0,
    1:].assign(x)` on a TF1 reference (StridedSliceAssign); and
    TensorStridedSliceUpdate at a fed row with its gradient (the value's
    gradient a StridedSlice, the input's a TensorStridedSliceUpdate of
    zeros). Results: the loss, its gradients, then every variable."""
    c, r = Case(), rng(61)
    fd = fdt(dtype)
    x = feed(c, "x", r.randn(2, 2), dtype)
    row = feed(c, "row", r.randn(2), dtype)
    y = feed(c, "y", r.randn(3, 4), dtype)
    z = feed(c, "z", r.randn(4), dtype)
    t = feed(c, "t", np.array(1, np.int32), dtype)

    def res(name, value):
        v = variable(c, name, value, dtype)
        c.written.append(v)
        return v

    a = res("a", r.randn(3, 4))
    b = res("b", r.randn(3, 4))
    d = res("d", r.randn(4, 3))
    e = res("e", r.randn(3, 4))
    ref = tf1.get_variable("ref", initializer=r.randn(3, 4).astype(fd),
                           use_resource=False)
    c.variables.append(ref)
    c.written.append(ref)
    updates = [a[1:3, ::2].assign(x),
               b[:, 1:3].assign(row),
               b[2, ::3].assign(tf.reshape(row, [1, 2]) * 2.0),
               d[::-1, 1].assign(z),
               e[None, 0, 1:3].assign(tf.reshape(row, [1, 2]) - 1.0),
               ref[0, 1:].assign(z[1:])]
    h = tf.tanh(y)
    val = tf.sin(z) * 3.0
    upd = tf.raw_ops.TensorStridedSliceUpdate(
        input=h, begin=tf.stack([t, 0]), end=tf.stack([t + 1, 4]),
        strides=[1, 1], value=tf.reshape(val, [1, 4]))
    loss = tf.reduce_sum(upd * upd * tf.constant(np.arange(12.0).reshape(3, 4),
                                                 dtype))
    dy, dz = tf.gradients(loss, [y, z])
    c.train_op = tf.group(*updates, name="train")
    fetch(c, "upd", upd)
    fetch(c, "loss", loss)
    fetch(c, "dy", dy)
    fetch(c, "dz", dz)
    return c


def erfinv_ndtri(dtype):
    """The inverse normal CDF and the inverse error function (tf.math.ndtri,
    tf.math.erfinv) of values spread over (0.01, 0.99) and (-0.98, 0.98),
    and their gradients (TensorFlow's: exp of the squared result, scaled)
    through a GradientDescent step. Results: ndtri's values (quantiles),
    erfinv's (inverse_erf), the loss, then the variable."""
    c, r = Case(), rng(67)
    x = feed(c, "x", r.randn(4, 3) * 2.0, dtype)
    w = variable(c, "W", r.randn(3, 3), dtype)
    c.written.append(w)
    z = tf.sigmoid(tf.matmul(x, w)) * 0.98 + 0.01
    a = tf.math.ndtri(z)
    e = tf.math.erfinv(z * 2.0 - 1.0)
    loss = tf.reduce_sum(tf.square(a)) + tf.reduce_sum(tf.sin(e * 3.0))
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(loss)
    fetch(c, "quantiles", a)
    fetch(c, "inverse_erf", e)
    fetch(c, "loss", loss)
    return c


def concat_many_grad(dtype):
    """Concats of more than 16 pieces of a batch of unknown size (x is [None,
    3, 4] in the graph, fed [2, 3, 4]) and their gradients: TensorFlow's
    concat gradient then splits by the pieces' sizes from ShapeN (SplitV
    with a computed size_splits): 18 slices along axis 1 (the sizes fold
    to constants), and Keras' UpSampling1D-style repeat of 40 pieces of
    [None, 1, 2] (the sizes read at run time). Results: the loss, dL/dx."""
    c, r = Case(), rng(71)
    x = feed(c, "x", r.randn(2, 3, 4), dtype, unknown_batch=True)
    a = tf.concat([x[:, k % 3:k % 3 + 1] for k in range(18)], axis=1)
    b = tf.concat([x[:, k % 3:k % 3 + 1, (k % 2) * 2:(k % 2) * 2 + 2]
                   for k in range(40)], axis=1)
    loss = (tf.reduce_sum(tf.square(a) * tf.range(18.0, dtype=dtype)[None, :,
                                                                       None]) +
            tf.reduce_sum(tf.sin(b) * tf.range(40.0, dtype=dtype)[None, :,
                                                                  None]))
    dx = tf.gradients(loss, x)[0]
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    return c


def vectorized_map_cross(dtype):
    """tf.vectorized_map of a per-row matvec over a batch of unknown size
    (x is [None, 4] in the graph, fed [5, 4]) and tf.linalg.cross (Cross) of
    3-vectors, with their gradients through a GradientDescent step. pfor
    picks the matvec's Transpose permutation from the batch's size (a
    Select between two constants), and Squeeze drops a dimension of a
    size known only at run time. Results: the mapped rows, the cross
    products, the loss, then the variable."""
    c, r = Case(), rng(83)
    x = feed(c, "x", r.randn(5, 4), dtype, unknown_batch=True)
    w = variable(c, "W", r.randn(4, 3) * 0.5, dtype)
    c.written.append(w)
    h = tf.vectorized_map(
        lambda row: tf.tanh(tf.linalg.matvec(tf.transpose(w), row)), x)
    p = tf.linalg.cross(h, x[:, :3])
    loss = tf.reduce_sum(h * h) + tf.reduce_sum(tf.square(p))
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).minimize(loss)
    fetch(c, "mapped", h)
    fetch(c, "products", p)
    fetch(c, "loss", loss)
    return c


def eigh_grads(dtype):
    """tf.linalg.eigh and eigvalsh (SelfAdjointEigV2 with and without
    eigenvectors) of a batch of symmetric matrices built from data (a
    batch of unknown size: x is [None, 4, 4] in the graph, fed [3, 4, 4]),
    and of a matrix whose upper triangle differs from its lower one (only
    the lower is read), with gradients through a GradientDescent step.
    Eigenvectors are fetched as |v| and enter the loss squared: their signs
    are the solver's choice. Results: the eigenvalues of both calls, |v|,
    the loss, dL/dx, then the variable."""
    c, r = Case(), rng(89)
    x = feed(c, "x", r.randn(3, 4, 4), dtype, unknown_batch=True)
    w = variable(c, "W", r.randn(4, 4) * 0.5, dtype)
    c.written.append(w)
    a = tf.matmul(x, w) + tf.matmul(x, w, transpose_a=True, transpose_b=True)
    e, v = tf.linalg.eigh(a)
    lower_only = tf.linalg.eigvalsh(x + 2.0 * w)
    weights = tf.range(1.0, 5.0, dtype=dtype)
    loss = (tf.reduce_sum(e * weights) +
            tf.reduce_sum(tf.square(v) * weights[:, None]) +
            tf.reduce_sum(tf.square(lower_only)))
    dx = tf.gradients(loss, x)[0]
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).minimize(loss)
    fetch(c, "eigenvalues", e)
    fetch(c, "lower_eigenvalues", lower_only)
    fetch(c, "abs_vectors", tf.abs(v))
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    return c


def svd_grads(dtype):
    """tf.linalg.svd (Svd) of a batch of tall matrices built from data (a
    batch of unknown size: x is [None, 4, 3] in the graph, fed [2, 4, 3])
    and of a wide matrix, with and without singular vectors, with
    TensorFlow's gradients (the ones without vectors run the decomposition
    again with them) through a GradientDescent step. Singular vectors are fetched as
    |u|, |v| and enter the loss squared or as u s v^T: their signs are the
    solver's choice. Results: the singular values (tall, wide), |u|, |v|,
    the loss, dL/dx, then the variable."""
    c, r = Case(), rng(97)
    x = feed(c, "x", r.randn(2, 4, 3), dtype, unknown_batch=True)
    w = variable(c, "W", r.randn(3, 3) * 0.5, dtype)
    c.written.append(w)
    a = tf.matmul(x, w)
    s, u, v = tf.linalg.svd(a)
    wide_s = tf.linalg.svd(tf.transpose(x[0]) + w[:, :1], compute_uv=False)
    weights = tf.range(1.0, 4.0, dtype=dtype)
    rebuilt = tf.matmul(u * s[:, None, :], v, transpose_b=True)
    loss = (tf.reduce_sum(s) + tf.reduce_sum(tf.square(u) * weights) +
            tf.reduce_sum(tf.square(v) * weights[:, None]) +
            tf.reduce_sum(tf.square(wide_s)) + tf.reduce_max(s) +
            0.1 * tf.reduce_sum(tf.square(rebuilt)))
    dx = tf.gradients(loss, x)[0]
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).minimize(loss)
    fetch(c, "singular_values", s)
    fetch(c, "wide_singular_values", wide_s)
    fetch(c, "abs_u", tf.abs(u))
    fetch(c, "abs_v", tf.abs(v))
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    return c


def qr_grads(dtype):
    """tf.linalg.qr (Qr) of a batch of tall matrices built from data (a
    batch of unknown size: x is [None, 4, 3] in the graph, fed [2, 4, 3]),
    thin and full, and of a wide matrix, with TensorFlow's gradient (thin
    factors) through a GradientDescent step. TaGrad's Householder
    reflections are Eigen's, so Q and R are compared as they are. Results:
    Q, R, the full Q, the wide matrix's R, the loss, dL/dx, then the
    variable."""
    c, r = Case(), rng(101)
    x = feed(c, "x", r.randn(2, 4, 3), dtype, unknown_batch=True)
    w = variable(c, "W", r.randn(3, 3) * 0.5, dtype)
    c.written.append(w)
    a = tf.matmul(x, w)
    q, rr = tf.linalg.qr(a)
    q_full, _ = tf.linalg.qr(a, full_matrices=True)
    _, wide_r = tf.linalg.qr(tf.transpose(x[0]) + 1.0)
    weights = tf.range(1.0, 4.0, dtype=dtype)
    loss = (tf.reduce_sum(q * weights) + tf.reduce_sum(tf.square(rr)) +
            tf.reduce_sum(tf.sin(tf.linalg.diag_part(rr))))
    dx = tf.gradients(loss, x)[0]
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).minimize(loss)
    fetch(c, "q", q)
    fetch(c, "r", rr)
    fetch(c, "q_full", q_full)
    fetch(c, "wide_r", wide_r)
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    return c


def expm_gated_histogram(dtype):
    """tf.linalg.expm of a matrix built from a variable (its squaring is a
    TF1 while loop with a tf.cond in its condition) and its gradient; a
    tf.scan whose gradient tf.gradients gates (gate_gradients=True: the
    loop's final gradient reaches its Exit through a tuple's Identity);
    tf.histogram_fixed_width of the activations (HistogramFixedWidth, values
    outside the range and on its edges). A GradientDescent step of W.
    Arguments: x [5, 3] (the batch unknown in the graph), then W. Results:
    exp(W/4), the loss, the gated gradient, the histogram, W after the
    step."""
    c, r = Case(), rng(103)
    xv = r.randn(5, 3).astype(fdt(dtype))
    xv[0, :] = [0.0, 1.0, -1.0]
    x = tf1.placeholder(dtype, [None, 3], name="x")
    c.placeholders.append((x, xv))
    w = variable(c, "W", r.randn(3, 3) * 0.5, dtype)
    c.written.append(w)
    e = tf.linalg.expm(w * 0.25)
    hs = tf.scan(lambda h, xt: tf.tanh(tf.matmul(h, e) + xt[None, :]), x,
                 initializer=tf.zeros([1, 3], dtype))
    loss = tf.reduce_sum(hs * hs) + tf.linalg.trace(e)
    gated = tf.gradients(loss, [w], gate_gradients=True)[0]
    hist = tf.histogram_fixed_width(tf.reshape(hs, [-1]),
                                    tf.constant([-0.5, 0.5], dtype), nbins=5)
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(loss)
    fetch(c, "expm", e)
    fetch(c, "loss", loss)
    fetch(c, "gated", gated)
    fetch(c, "hist", hist)
    return c


def sparse_reduce_sum_grad(dtype):
    """tf.sparse.reduce_sum (SparseReduceSum) of a SparseTensor whose
    values come from a variable (tf.sparse.from_dense of masked
    activations: Where, GatherNd), over rows, over columns with keepdims and
    over all axes, and TensorFlow's gradient (_SparseReduceSumGrad: the
    reduced shape, FloorDiv, GatherNd) through a GradientDescent step.
    Arguments: x [5, 4] (the batch unknown in the graph), then W. Results:
    the three sums, the loss, W after the step."""
    c, r = Case(), rng(107)
    x = feed(c, "x", r.randn(5, 4), dtype, unknown_batch=True)
    w = variable(c, "W", r.randn(4, 3) * 0.5, dtype)
    c.written.append(w)
    d = tf.matmul(x, w)
    sp = tf.sparse.from_dense(d * tf.cast(d > 0.1, dtype))
    rows = tf.sparse.reduce_sum(sp, axis=1)
    columns = tf.sparse.reduce_sum(sp, axis=0, keepdims=True)
    everything = tf.sparse.reduce_sum(sp)
    loss = (tf.reduce_sum(tf.square(rows)) + everything +
            tf.reduce_sum(tf.sin(columns)))
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(loss)
    fetch(c, "rows", rows)
    fetch(c, "columns", columns)
    fetch(c, "everything", everything)
    fetch(c, "loss", loss)
    return c


def cholesky_solve_grads(dtype):
    """tf.linalg.cholesky_solve (Cholesky, MatrixTriangularSolve twice) of a
    matrix built from a variable against a right-hand side of unknown
    column count (x transposed: x is [None, 3] in the graph), and
    TensorFlow's gradient (more triangular solves, whose right-hand sides
    have unknown rows and columns there) through a GradientDescent step.
    Arguments: x [4, 3], then W. Results: the solution, the loss, W after
    the step."""
    c, r = Case(), rng(109)
    x = feed(c, "x", r.randn(4, 3), dtype, unknown_batch=True)
    w = variable(c, "W", r.randn(3, 3) * 0.5, dtype)
    c.written.append(w)
    a = tf.matmul(w, w, transpose_b=True) + tf.eye(3, dtype=dtype)
    solution = tf.linalg.cholesky_solve(tf.linalg.cholesky(a), tf.transpose(x))
    loss = tf.reduce_sum(tf.sin(solution))
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(loss)
    fetch(c, "solution", solution)
    fetch(c, "loss", loss)
    return c


def hsv_color_space(dtype):
    """tf.image.rgb_to_hsv and hsv_to_rgb (RGBToHSV, HSVToRGB) of a batch
    with gray, black and saturated pixels and hues in every sextant, and a
    loss through both with its gradient (TensorFlow's, in element-wise ops).
    Arguments: images [2, 4, 5, 3] in [0, 1). Results: the HSV images, the
    round trip, the loss, dL/dimages."""
    dtype = tf.float32
    c, r = Case(), rng(79)
    v = r.rand(2, 4, 5, 3)
    v[0, 0, 0] = [0.5, 0.5, 0.5]   # gray: hue and saturation 0
    v[0, 0, 1] = [0.0, 0.0, 0.0]   # black
    v[0, 0, 2] = [1.0, 0.0, 0.0]   # a primary: the max in two places below
    v[0, 0, 3] = [0.2, 0.7, 0.7]
    v[0, 0, 4] = [0.7, 0.2, 0.7]
    x = feed(c, "images", v, dtype)
    hsv = tf.image.rgb_to_hsv(x)
    back = tf.image.hsv_to_rgb(hsv)
    shifted = tf.image.hsv_to_rgb(
        tf.concat([tf.math.floormod(hsv[..., :1] + 0.3, 1.0),
                   hsv[..., 1:2] * 0.8, hsv[..., 2:]], axis=-1))
    loss = tf.reduce_sum(tf.square(shifted - 0.4)) + tf.reduce_sum(
        tf.sin(hsv * 3.0))
    fetch(c, "hsv", hsv)
    fetch(c, "round_trip", back)
    fetch(c, "loss", loss)
    fetch(c, "dimages", tf.gradients(loss, x)[0])
    return c


def adjust_hue_saturation(dtype):
    """tf.image.adjust_hue and adjust_saturation (AdjustHue,
    AdjustSaturation; TensorFlow has no gradient for either) of a batch
    with gray, black, saturated and two-equal-channel pixels: hue moved by
    a fed delta and by -0.45 (wrapping below 0), saturation scaled by a fed
    factor and by 3 (clamped at 1). Arguments: images [2, 4, 5, 3] in
    [0, 1), delta, scale. Results: the four adjusted batches."""
    dtype = tf.float32
    c, r = Case(), rng(83)
    v = r.rand(2, 4, 5, 3)
    v[0, 0, 0] = [0.5, 0.5, 0.5]
    v[0, 0, 1] = [0.0, 0.0, 0.0]
    v[0, 0, 2] = [1.0, 0.0, 0.0]
    v[0, 0, 3] = [0.2, 0.7, 0.7]
    v[0, 0, 4] = [0.7, 0.2, 0.7]
    x = feed(c, "images", v, dtype)
    delta = feed(c, "delta", np.array(0.3, np.float32), dtype)
    scale = feed(c, "scale", np.array(0.6, np.float32), dtype)
    fetch(c, "hue", tf.image.adjust_hue(x, delta))
    fetch(c, "hue_back", tf.image.adjust_hue(x, -0.45))
    fetch(c, "saturation", tf.image.adjust_saturation(x, scale))
    fetch(c, "saturated", tf.image.adjust_saturation(x, 3.0))
    return c


def bitwise_ops(dtype):
    """tf.bitwise (BitwiseAnd, BitwiseOr, BitwiseXor with broadcasting,
    Invert, LeftShift, RightShift) and PopulationCount on every integer
    type, signed and unsigned, cast from the fed int32 (int64 for the 64-bit
    types) values: shifts by negative amounts and by the width and more
    (TensorFlow clamps them into [0, bits - 1]; RightShift is arithmetic on
    signed types, logical on unsigned), popcounts of negative values.
    Arguments: x [14] int32, x64 [14] int64, shifts [14] int32. Results: per
    type, the seven ops' results stacked ([7, 14]), unsigned types bitcast
    to the signed type of their width, 8- and 16-bit ones widened to int32."""
    c = Case()
    x = feed(c, "x", np.array(
        [-1, -128, 127, 1, -2**31, 2**31 - 1, 0x5A5A5A5A, -12345, 255, 256,
         65535, -65536, 0x12345678, -0x0F0F0F0F], np.int32), dtype)
    x64 = feed(c, "x64", np.array(
        [-1, -2**63, 2**63 - 1, 1, 0x5A5A5A5A5A5A5A5A, -0x123456789ABCDEF,
         2**40 + 3, -2**33, 255, 2**32 - 1, 2**32, -12345, 0, 7],
        np.int64), dtype)
    shifts = np.array([-100, -1, 0, 1, 3, 7, 8, 15, 16, 31, 32, 63, 64, 200],
                      np.int32)
    s = feed(c, "shifts", shifts, dtype)
    signed_of = {tf.uint8: tf.int8, tf.uint16: tf.int16, tf.uint32: tf.int32,
                 tf.uint64: tf.int64}
    for t in [tf.int8, tf.int16, tf.int32, tf.int64, tf.uint8, tf.uint16,
              tf.uint32, tf.uint64]:
        wide = t.size == 8
        a = tf.cast(x64 if wide else x, t)
        n = tf.cast(tf.cast(s, tf.int64) if wide else s, t)
        b = tf.reverse(a, [0])

        def out(v, t=t, wide=wide):
            v = tf.bitcast(v, signed_of[v.dtype]) if v.dtype in signed_of \
                else v
            return tf.cast(v, tf.int64 if wide else tf.int32)
        rows = tf.reshape(a, [2, 7])
        ops = [tf.reshape(tf.bitwise.bitwise_and(rows, b[:7]), [14]),
               tf.reshape(tf.bitwise.bitwise_or(b[7:], rows), [14]),
               tf.reshape(tf.bitwise.bitwise_xor(rows, b[3]), [14]),
               tf.bitwise.invert(a),
               tf.bitwise.left_shift(a, n),
               tf.bitwise.right_shift(a, n)]
        res = [out(v) for v in ops]
        res.append(tf.cast(out(tf.raw_ops.PopulationCount(x=a)), res[0].dtype))
        fetch(c, "bits_" + t.name, tf.stack(res))
    return c


def unsigned_ops(dtype):
    """Integer ops on uint8, uint16, uint32 and uint64 values of 2^(bits-1)
    and more, where signed semantics would differ: comparisons, Maximum and
    Minimum, Div, FloorDiv, TruncateDiv and FloorMod, the Max, Min, Mean,
    Sum and Prod reductions, ArgMax and ArgMin, and Cast both ways (unsigned
    to wider integers, to floats, from floats in range, and out of range for
    uint32 and uint64). The unsigned values
    are cast from the fed int64 ones. Arguments: x64 [12] int64, f [12]
    float32. Results: per type, the element-wise results stacked ([10, 12])
    and the reductions and casts ([8]), as int64 (uint64 bitcast to int64),
    and the float casts ([12] float32 each)."""
    c = Case()
    x64 = feed(c, "x64", np.array(
        [-1, -2, 255, 128, 200, 7, 65535, 32768, 2**32 - 1, 2**31 + 5,
         -2**63, 3], np.int64), dtype)
    f = feed(c, "f", np.array(
        [0.0, 0.5, 0.99, 1.0, 1.5, 127.9, 128.0, 200.7, 254.99, 255.0, -0.5,
         -0.99], np.float32), dtype)

    def out(v):
        if v.dtype == tf.uint64:
            v = tf.bitcast(v, tf.int64)
        return tf.cast(v, tf.int64)
    for t in [tf.uint8, tf.uint16, tf.uint32, tf.uint64]:
        a = tf.cast(x64, t)
        b = tf.reverse(a, [0])
        nz = tf.maximum(b, tf.constant(1, t))
        ops = [tf.cast(tf.less(a, b), t), tf.cast(tf.less_equal(a, b), t),
               tf.cast(tf.greater(a, b), t),
               tf.cast(tf.greater_equal(a, b), t),
               tf.maximum(a, b), tf.minimum(a, b),
               tf.raw_ops.Div(x=a, y=nz), tf.math.floordiv(a, nz),
               tf.raw_ops.TruncateDiv(x=a, y=nz), tf.math.floormod(a, nz)]
        fetch(c, "ew_" + t.name, tf.stack([out(v) for v in ops]))
        red = [tf.reduce_max(a), tf.reduce_min(a),
               tf.reduce_mean(a[2:6]), tf.reduce_sum(a), tf.reduce_prod(a[2:5]),
               tf.cast(tf.argmax(a), t), tf.cast(tf.argmin(a), t),
               tf.cast(tf.reduce_max(tf.cast(a, tf.int64) if t.size < 8
                                     else tf.bitcast(a, tf.int64)), t)]
        fetch(c, "red_" + t.name, tf.stack([out(v) for v in red]))
        fetch(c, "tofloat_" + t.name, tf.cast(a, tf.float32))
        fetch(c, "fromfloat_" + t.name, out(tf.cast(f, t)))
        # Out of range (-1.485, 382.485 as float64): defined for uint32 and
        # uint64; for uint8 and uint16 TensorFlow's result depends on the
        # element's position (vectorized or not), so those stay in range.
        scale = 1.5 if t.size >= 4 else 1.0
        fetch(c, "fromdouble_" + t.name,
              out(tf.cast(tf.cast(f, tf.float64) * scale, t)))
    return c


def partial_shape_grads(dtype):
    """Gradients TensorFlow builds from shapes known in part (x is
    [None, 6, 5, 3] in the graph; fed batch 2): the sum of a max pool and
    of a dilated average pool (tf.nn.pool: SpaceToBatchND), whose
    gradients tile the loss by Shape(pool) (a Tile by partly known
    multiples, which MaxPoolGrad needs static but for the batch); Keras'
    Reshape((-1,)) (a reshape to [Shape(x)[0], -1]) of two tensors
    concatenated along axis 1, and that concatenated with itself along the
    batch (ConcatOffset of a size known at run time only). Results: loss,
    dL/dx, dL/dw."""
    c, r = Case(), rng(83)
    x = feed(c, "x", r.randn(2, 6, 5, 3), dtype, unknown_batch=True)
    w = feed(c, "w", r.randn(3), dtype)
    y = x * w
    peak = tf.reduce_sum(tf.nn.max_pool2d(y, 2, [1, 2], "VALID"))
    mean = tf.reduce_sum(
        tf.nn.pool(y, [2, 2], "AVG", padding="VALID", dilations=[2, 2]))
    rows = tf.stack([tf.shape(y)[0], -1])
    flat = tf.reshape(y, rows)
    squashed = tf.reshape(tf.tanh(y), rows)
    joined = tf.concat([flat, squashed[:, :7]], 1)
    grown = tf.concat([joined, joined * 0.5], 0)
    loss = peak + 0.5 * mean + tf.reduce_sum(tf.square(grown))
    dx, dw = tf.gradients(loss, [x, w])
    for n, t in [("loss", loss), ("dx", dx), ("dw", dw)]:
        fetch(c, n, t)
    return c


def loop_reads_written_items(dtype):
    """A TF1 while loop over a size TensorFlow knows at run time only (x is
    [None, 3] in the graph; fed 4 rows) writing a dynamic_size TensorArray
    without an element_shape, whose step reads, inside a tf.cond, the item
    the trip before wrote (the read comes before the write that gives the
    array its element type), then stack, gather and read after the loop.
    Results: loss, dL/dx, dL/dw, stacked."""
    c, r = Case(), rng(84)
    x = feed(c, "x", 0.5 * r.randn(4, 3), dtype, unknown_batch=True)
    w = feed(c, "w", 1.0 + 0.2 * r.randn(3), dtype)
    n = tf.shape(x)[0]
    ta = tf.TensorArray(dtype, size=0, dynamic_size=True,
                        clear_after_read=False)

    def body(i, ta):
        prev = tf1.cond(i > 0, lambda: ta.read(i - 1),
                        lambda: tf.zeros([3], dtype))
        return i + 1, ta.write(i, tf.sin(x[i] * w) + 0.5 * prev)

    _, ta = tf1.while_loop(lambda i, ta: i < n, body, [0, ta])
    stacked = ta.stack()
    loss = (tf.reduce_sum(stacked * stacked) +
            tf.reduce_sum(ta.gather([0, 2])) + tf.reduce_sum(ta.read(1)))
    dx, dw = tf.gradients(loss, [x, w])
    for name, t in [("loss", loss), ("dx", dx), ("dw", dw),
                    ("stacked", stacked)]:
        fetch(c, name, t)
    return c


def quantize_dequantize(dtype):
    """tf.quantization.quantize_and_dequantize_v2 (QuantizeAndDequantizeV4
    and its gradient V4Grad), quantize_and_dequantize (V2) and V3: signed
    and unsigned, range given (values clamped) and not (the tensor's own
    minimum and maximum), per tensor and per channel, 3 to 8 bits, narrow
    range, both round modes on values on half levels, num_bits fed at run
    time (V3); the gradient passes only inside [min, max] (also with
    range_given=false, where the forward ignores them) and is 0 for min and
    max. And MaxPoolV2 / MaxPoolGradV2 (ksize and strides as constant
    operands; SAME and VALID) of the quantized activations. Arguments:
    x [2, 3, 4], h [8] (half levels), bits (int32), img [2, 5, 4, 3].
    Results: the q_* forward values, the gradients, the pooled values and
    their gradient."""
    c, r = Case(), rng(97)
    xv = r.uniform(-1.2, 1.2, (2, 3, 4))
    xv[0, 0, :] = [0.5, -0.5, 1.0 / 254, 3.0 / 254]
    x = feed(c, "x", xv, dtype)
    h = feed(c, "h", np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 126.5,
                               -127.5]), dtype)
    bits = feed(c, "bits", np.array(3, np.int32), dtype)
    img = feed(c, "img", r.randn(2, 5, 4, 3), dtype)
    qv2 = tf.quantization.quantize_and_dequantize_v2
    qv1 = tf.quantization.quantize_and_dequantize
    V3 = tf.raw_ops.QuantizeAndDequantizeV3
    cst = lambda v: tf.constant(v, dtype)
    mn, mx = cst(-0.7), cst(0.9)
    outs = [
        ("q_given", qv1(x, -1.0, 1.0, range_given=True)),
        ("q_half_up4", qv2(x, mn, mx, range_given=True, num_bits=4,
                           narrow_range=True, round_mode="HALF_UP")),
        ("q_own", qv1(x, 0.0, 0.0, range_given=False, num_bits=6)),
        ("q_unsigned", qv1(x, 0.0, 0.0, signed_input=False,
                           range_given=False, num_bits=5)),
        ("q_unsigned_given", qv2(x, mn, mx, signed_input=False,
                                 range_given=True, num_bits=7)),
        ("q_channels", qv2(x, cst([0.0] * 3), cst([0.0] * 3),
                           range_given=False, axis=1, num_bits=4)),
        ("q_v3_channels", V3(input=x, input_min=cst([-1.0, -0.5, 0.0, 0.2]),
                             input_max=cst([1.0, 0.5, 0.8, 0.3]),
                             num_bits=tf.constant(5), axis=2,
                             narrow_range=True)),
        ("q_v3_bits", V3(input=x, input_min=mn, input_max=mx, num_bits=bits,
                         signed_input=True)),
        ("q_v3_own", V3(input=x, input_min=cst([0.0, 0.0]),
                        input_max=cst([0.0, 0.0]), num_bits=tf.constant(8),
                        range_given=False, axis=0)),
        ("q_half_even", qv2(h, cst(-127.0), cst(127.0), range_given=True)),
        ("q_half_up", qv2(h, cst(-127.0), cst(127.0), range_given=True,
                          round_mode="HALF_UP")),
    ]
    # The gradient (QuantizeAndDequantizeV4Grad) per tensor with the range
    # given and not, and per channel.
    w = tf.constant(r.randn(2, 3, 4), dtype)
    gmn, gmx = cst(-0.5), cst(0.6)
    cmn, cmx = cst([-0.2, -0.9, -0.4]), cst([0.3, 0.8, 1.0])
    loss = (tf.reduce_sum(w * qv2(x, gmn, gmx, range_given=True)) +
            tf.reduce_sum(tf.square(qv2(x, cst(-0.3), cst(0.4),
                                        range_given=False, num_bits=4))) +
            tf.reduce_sum(w * qv2(x, cmn, cmx, range_given=False, axis=1)))
    grads = tf.gradients(loss, [x, gmn, cmx])
    outs += [("loss", loss), ("dx", grads[0]), ("dmin", grads[1]),
             ("dmax_channels", grads[2])]
    # MaxPoolV2 and its gradient MaxPoolGradV2 on quantized activations.
    a = qv2(img, cst(-2.0), cst(2.0), range_given=True, num_bits=3)
    same = tf.raw_ops.MaxPoolV2(input=a, ksize=[1, 2, 3, 1],
                                strides=[1, 2, 1, 1], padding="SAME")
    valid = tf.raw_ops.MaxPoolV2(input=img, ksize=tf.constant([1, 3, 2, 1]),
                                 strides=tf.constant([1, 1, 2, 1]),
                                 padding="VALID")
    pool_loss = tf.reduce_sum(tf.sin(same)) + tf.reduce_sum(valid * valid)
    outs += [("pool_same", same), ("pool_valid", valid),
             ("dimg", tf.gradients(pool_loss, img)[0])]
    for n, t in outs:
        fetch(c, n, t)
    return c


def loop_broadcast_grads(dtype):
    """TF1 while loops, control flow v1 and then v2, whose step adds and
    multiplies with broadcasting (h[:, None, :]) two operands of a batch
    TensorFlow knows at run time only (x [None, 5, 4] and h0 [None, 4] in
    the graph, fed 3 rows): the gradients reduce along the broadcast axis
    by BroadcastGradientArgs of shapes the loop kept (on stacks in v1,
    carried in v2). Results: loss, dL/dx, dL/dh0, dL/dw."""
    c, r = Case(), rng(85)
    x = tf1.placeholder(dtype, [None, 5, 4], name="x")
    h0 = tf1.placeholder(dtype, [None, 4], name="h0")
    c.placeholders += [(x, (0.5 * r.randn(3, 5, 4)).astype(fdt(dtype))),
                       (h0, (0.5 * r.randn(3, 4)).astype(fdt(dtype)))]
    w = feed(c, "w", 1.0 + 0.2 * r.randn(4), dtype)

    def body(t, h, acc):
        e = tf.tanh(x * h[:, None, :] + h[:, None, :] * w)
        h2 = tf.reduce_mean(e, 1)
        return t + 1, h2, acc + tf.reduce_sum(h2 * h2)

    def loop():
        return tf1.while_loop(lambda t, *_: t < 3, body,
                              [0, h0, tf.constant(0.0, dtype)])[2]

    loss_v1 = loop()
    tf1.enable_control_flow_v2()
    try:
        loss_v2 = loop()
    finally:
        tf1.disable_control_flow_v2()
    loss = loss_v1 + 0.5 * loss_v2
    dx, dh0, dw = tf.gradients(loss, [x, h0, w])
    for name, t in [("loss", loss), ("dx", dx), ("dh0", dh0), ("dw", dw)]:
        fetch(c, name, t)
    return c


GRAPHDEF_CASES = ["rnn_ta_grad", "two_grad_calls", "dynamic_size_grow",
                  "bn_train_nhwc", "unstack_stack_grad", "cond_in_loop",
                  "rnn_momentum_vars", "cond_v1_grad", "nested_loops",
                  "grad_unknown_batch", "cnn_train_nchw",
                  "optimizer_zoo", "masked_bidi_rnn", "keras_losses",
                  "runtime_slices", "scan_attention", "math_zoo2",
                  "broadcast_band", "nested_map_rnn",
                  "nested_cond_grad", "optimizer_zoo2", "optimizer_zoo_ref",
                  "variable_updates_ref", "training_flags",
                  "sparse_segment_ops", "bincount_ops",
                  "while_in_cond_grad", "gather_nd_grad",
                  "boolean_mask_grad", "resize_nearest_grad",
                  "segment_reductions", "resize_bilinear_grad",
                  "scatter_top_k", "spatial_partition_ops",
                  "lrn_diag_unique", "cumulative_logsumexp", "random_ops",
                  "linalg_ops", "reversed_slices", "dynamic_batch_shapes",
                  "candidate_sampling", "set_operations", "image_adjust",
                  "random_shuffle", "count_regression", "bucketize_search",
                  "fake_quant_qat", "sparse_matmul", "image_patches",
                  "sparse_embedding", "maxpool_argmax",
                  "matrix_diagonals", "global_pool_grads",
                  "zeta_polygamma", "resize_bicubic_grad",
                  "crop_and_resize_grads", "ctc_loss_grads", "diag_ops",
                  "maxpool_grad_grad", "strided_slice_assign",
                  "erfinv_ndtri", "concat_many_grad", "hsv_color_space",
                  "adjust_hue_saturation", "vectorized_map_cross",
                  "eigh_grads", "svd_grads", "qr_grads", "bitwise_ops",
                  "quantize_dequantize", "unsigned_ops",
                  "expm_gated_histogram", "sparse_reduce_sum_grad",
                  "cholesky_solve_grads", "uniform_sampler_nce",
                  "derived_index_types", "keras_unrolled_rnn",
                  "ta_unknown_shape_sum_grads", "sparse_softmax_gat",
                  "variable_gather_nd", "nms_proposals", "morphology_train",
                  "antialias_resize_train"]
GRAPHDEF_BINARY = ["rnn_ta_grad"]
EXAMPLE = ("rnn_ta_grad", os.path.join(HERE, "..", "..", "..", "examples",
                                       "rnn_graph.pbtxt"))


def image_projective_transform(dtype):
    """Keras' RandomRotation / RandomTranslation / RandomZoom op,
    ImageProjectiveTransformV3 (and V2), in a training step: h = conv(x, w)
    [2, 5, 6, 3] transformed by per-image transforms fed as data (a
    rotation with a shift; a projective one), by [1, 8] transforms
    broadcast over the batch (shifts by less and by more than the image,
    ties at .5),
    by zooms fed as data and by a projective transform whose denominator is
    0 at x = 2; every fill mode (CONSTANT with fill_value 0.25, REFLECT,
    WRAP, NEAREST) with both interpolations, output sizes other than the
    input's. TensorFlow's gradient is the op on the output gradient with the
    inverted transforms (MatrixInverse). Arguments: x [2, 5, 6, 2], rot [2,
    8], zoom [2, 8] (float32 whatever the dtype), then the variable w."""
    c, r = Case(), rng(141)
    x = feed(c, "x", r.uniform(0.0, 1.0, (2, 5, 6, 2)), dtype)
    a = 0.4
    rot_v = np.array([[np.cos(a), -np.sin(a), 1.3, np.sin(a), np.cos(a),
                       -0.7, 0.0, 0.0],
                      [0.8, 0.1, 2.5, -0.2, 1.1, -3.25, 0.02, -0.03]],
                     np.float32)
    zoom_v = np.array([[0.6, 0.0, 1.0, 0.0, 0.6, 0.8, 0.0, 0.0],
                       [1.7, 0.0, -2.0, 0.0, 1.3, -1.0, 0.0, 0.0]],
                      np.float32)
    transforms = []
    for name, v in [("rot", rot_v), ("zoom", zoom_v)]:
        ph = tf1.placeholder(tf.float32, v.shape, name=name)
        c.placeholders.append((ph, v))
        transforms.append(ph)
    rot, zoom = transforms
    far = tf.constant([[1.0, 0.0, -9.5, 0.0, 1.0, 7.5, 0.0, 0.0]])
    shift = tf.constant([[1.0, 0.0, -2.5, 0.0, 1.0, 1.5, 0.0, 0.0]])
    pole = tf.constant([[1.0, 0.0, 0.5, 0.0, 1.0, 0.0, -0.5, 0.0]])
    w = variable(c, "w", 0.5 * r.randn(1, 1, 2, 3) + 0.3, dtype)
    h = tf.nn.conv2d(x, w, 1, "SAME")

    def transform(t, size, interpolation, mode, fill=0.0, v2=False):
        if v2:
            return tf.raw_ops.ImageProjectiveTransformV2(
                images=h, transforms=t, output_shape=size,
                interpolation=interpolation, fill_mode=mode)
        return tf.raw_ops.ImageProjectiveTransformV3(
            images=h, transforms=t, output_shape=size, fill_value=fill,
            interpolation=interpolation, fill_mode=mode)
    outs = [
        ("bilinear_constant", transform(rot, [5, 6], "BILINEAR", "CONSTANT",
                                        0.25)),
        ("nearest_constant", transform(shift, [5, 6], "NEAREST",
                                       "CONSTANT", 0.25)),
        ("bilinear_reflect", transform(far, [4, 7], "BILINEAR", "REFLECT")),
        ("nearest_reflect", transform(rot, [5, 6], "NEAREST", "REFLECT")),
        ("bilinear_wrap", transform(far, [5, 6], "BILINEAR", "WRAP")),
        ("nearest_wrap", transform(zoom, [5, 6], "NEAREST", "WRAP")),
        ("bilinear_nearest", transform(zoom, [6, 4], "BILINEAR", "NEAREST")),
        ("nearest_nearest", transform(shift, [5, 6], "NEAREST", "NEAREST")),
        ("pole", transform(pole, [5, 6], "BILINEAR", "CONSTANT", -1.0)),
        ("v2_reflect", transform(rot, [5, 6], "BILINEAR", "REFLECT",
                                 v2=True)),
    ]
    loss = tf.add_n([_weighted_sum(r, t, dtype) for _, t in outs])
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    for n, t in [("loss", loss), ("dx", grads[1])] + outs:
        fetch(c, n, t)
    return c


def conv_grads_in_loop(dtype):
    """Convolutions inside a TF1 while loop of a batch unknown to the graph
    (tf.keras ConvLSTM1D, conv1d over time steps): conv1d (ExpandDims,
    Conv2D, Squeeze), conv2d with stride 2, depthwise_conv2d and conv3d
    of the loop's state, trained. Their gradients run in the gradient loop,
    where out_backprop is reshaped by shapes the forward loop pushed on
    stacks: the graph knows none of its sizes, TaGrad derives them from
    the input, the filter and the window and checks them at run time.
    Arguments: x [2, 7, 3], im [2, 5, 6, 2], v [2, 3, 4, 4, 1] (the batch
    None in the graph), then the variables."""
    c, r = Case(), rng(142)
    x = feed(c, "x", r.randn(2, 7, 3), dtype, unknown_batch=True)
    im = feed(c, "im", r.randn(2, 5, 6, 2), dtype, unknown_batch=True)
    v = feed(c, "v", r.randn(2, 3, 4, 4, 1), dtype, unknown_batch=True)
    k1 = variable(c, "k1", 0.4 * r.randn(3, 3, 3), dtype)
    k2 = variable(c, "k2", 0.4 * r.randn(3, 2, 2, 4), dtype)
    kd = variable(c, "kd", 0.4 * r.randn(2, 3, 2, 1), dtype)
    k3 = variable(c, "k3", 0.4 * r.randn(2, 2, 3, 1, 2), dtype)

    def body(t, h, g, u, acc):
        h = tf.tanh(tf.nn.conv1d(h, k1, 1, "SAME"))
        y = tf.nn.conv2d(g, k2, 2, "SAME")
        g = tf.tanh(tf.nn.depthwise_conv2d(g, kd, [1, 1, 1, 1], "SAME"))
        w3 = tf.nn.conv3d(u, k3, [1, 1, 1, 1, 1], "VALID")
        acc = (acc + tf.reduce_sum(tf.square(y)) + tf.reduce_sum(w3)
               + tf.reduce_sum(tf.sin(h)))
        return t + 1, h, g, u * 0.5, acc
    _, h, g, _, acc = tf.while_loop(
        lambda t, *_: t < 3, body,
        [tf.constant(0), x, im, v, tf.constant(0.0, dtype)])
    loss = acc + tf.reduce_sum(g * g)
    variables = [k1, k2, kd, k3]
    grads = tf.gradients(loss, variables + [x, im])
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).apply_gradients(
        list(zip(grads[:4], variables)), name="train")
    c.written = variables
    for n, t in [("loss", loss), ("dx", grads[4]), ("dim", grads[5])]:
        fetch(c, n, t)
    return c


def sparse_matmul_hints(dtype):
    """tf.matmul with the sparse hints, which run SparseMatMul (Keras'
    LocallyConnected layers, implementation 2): a_is_sparse on a fed x
    holding zeros, b_is_sparse after transpose_a, both flags with both
    transposes, and a bfloat16 x times a float w (mixed types run
    SparseMatMul too, summing in float), under SGD; TensorFlow's gradients
    are SparseMatMuls again. (The float64 reference runs MatMul: TensorFlow
    takes the hints for float and bfloat16 only.) Arguments: x [3, 4], then
    the variables v [3, 4] and w [4, 2]."""
    c, r = Case(), rng(141)
    xv = r.randn(3, 4)
    xv[0, 1] = xv[1, :2] = xv[2, 3] = 0.0
    x = feed(c, "x", xv, dtype)
    wv = r.randn(4, 2)
    wv[2, 0] = 0.0
    w = variable(c, "w", wv, dtype)
    v = variable(c, "v", r.randn(3, 4), dtype)
    # One read of each variable, which the step waits for (v's gradient
    # does not need v: its read could follow the update).
    w, v = tf.identity(w), tf.identity(v)
    y1 = tf.matmul(x, w, a_is_sparse=True)
    y2 = tf.matmul(v, x, transpose_a=True, b_is_sparse=True)
    y3 = tf.matmul(w, v, transpose_a=True, transpose_b=True,
                   a_is_sparse=True, b_is_sparse=True)
    h = tf.cast(tf.matmul(tf.cast(x, tf.bfloat16), tf.cast(w, tf.float32),
                          a_is_sparse=True), dtype)
    loss = (tf.reduce_sum(tf.tanh(y1) ** 2) + _weighted_sum(r, y2, dtype) +
            _weighted_sum(r, y3, dtype) + 0.5 * tf.reduce_sum(h * h))
    grads = tf.gradients(loss, [w, v, x])
    wv, vv = c.variables
    with tf.control_dependencies([w, v]):
        c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
            [(grads[0], wv), (grads[1], vv)], name="train")
    c.written = [wv, vv]
    for n, t in [("loss", loss), ("y1", y1), ("h", h), ("dx", grads[2])]:
        fetch(c, n, t)
    return c


def unravel_index_ops(dtype):
    """tf.unravel_index (UnravelIndex): each row's argmax of h = x * w in
    [2, 3] coordinates (a keypoint's row and column from a flat heat map;
    int64), fed int32 indices in fed dims [2, 3, 4] (checked at run time;
    -1 and -7, which TensorFlow does not reject, get C's truncating % and
    / of its kernel), and the argmax of all of h in h's shape, whose batch
    is known only at run time; the loss adds the coordinates, under SGD.
    Arguments: x [?, 6], idx [6], dims [3], then the variable w."""
    c, r = Case(), rng(144)
    x = feed(c, "x", r.randn(4, 6), dtype, unknown_batch=True)
    idx = feed(c, "idx", np.array([0, 5, 17, 23, -1, -7], np.int32), dtype)
    dims = feed(c, "dims", np.array([2, 3, 4], np.int32), dtype)
    w = variable(c, "w", r.randn(6), dtype)
    h = x * w
    rc = tf.transpose(tf.unravel_index(tf.argmax(h, -1), [2, 3]))
    many = tf.unravel_index(idx, dims)
    one = tf.unravel_index(tf.argmax(tf.reshape(h, [-1])),
                           tf.shape(h, out_type=tf.int64))
    loss = tf.reduce_sum(h * h) + tf.cast(tf.reduce_sum(rc), dtype)
    dw, = tf.gradients(loss, [w])
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        [(dw, w)], name="train")
    c.written = [w]
    for n, t in [("loss", loss), ("rc", rc), ("many", many), ("one", one)]:
        fetch(c, n, t)
    return c


def triangular_solve_broadcast(dtype):
    """MatrixTriangularSolve with batch dimensions that broadcast
    (TensorFlow >= 2.2): a lower-triangular [4, 4] variable against fed
    right-hand sides of unknown batch [?, 4, 1], the adjoint of an upper
    [2, 1, 3, 3] batch against [3, 3, 2] (each operand broadcast:
    [2, 3, 3, 2]), tf.linalg.LinearOperatorLowerTriangular.solvevec of a
    batch of vectors, and cholesky_solve of one factor against a batch; the
    gradients (TensorFlow's sum over the broadcast dimensions through
    BroadcastGradientArgs), under SGD. Arguments: b [?, 4, 1], rhs
    [3, 3, 2], x [5, 4], then the variables m and u."""
    c, r = Case(), rng(142)
    b = feed(c, "b", r.randn(5, 4, 1), dtype, unknown_batch=True)
    rhs = feed(c, "rhs", r.randn(3, 3, 2), dtype)
    x = feed(c, "x", r.randn(5, 4), dtype)
    m = variable(c, "m", np.tril(r.randn(4, 4)) + 3.0 * np.eye(4), dtype)
    u = variable(c, "u", np.triu(r.randn(2, 1, 3, 3)) + 3.0 * np.eye(3),
                 dtype)
    y1 = tf.linalg.triangular_solve(m, b, lower=True)
    y2 = tf.linalg.triangular_solve(u, rhs, lower=False, adjoint=True)
    y3 = tf.linalg.LinearOperatorLowerTriangular(m).solvevec(x)
    y4 = tf.linalg.cholesky_solve(m, tf.reshape(x[:4], [2, 4, 2]))
    loss = (tf.reduce_sum(y1 * y1) + _weighted_sum(r, y2, dtype) +
            _weighted_sum(r, y3, dtype) + _weighted_sum(r, y4, dtype))
    grads = tf.gradients(loss, [m, u, b, rhs])
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).apply_gradients(
        [(grads[0], m), (grads[1], u)], name="train")
    c.written = [m, u]
    for n, t in [("loss", loss), ("y1", y1), ("y2", y2), ("db", grads[2]),
                 ("drhs", grads[3])]:
        fetch(c, n, t)
    return c


def maxpool3d_grad_grad(dtype):
    """A gradient penalty through 3-D max pooling (the critic's gradient
    differentiated again: MaxPool3DGrad's gradient MaxPool3DGradGrad, which
    TensorFlow's CPU kernel gives each window's grad at its first element
    exactly equal to its maximum, although MaxPool3DGrad routes a window's
    gradient to every element within 1e-5 of it): 2x2x2 VALID windows at
    stride 2 and 3x3x3 SAME ones at stride 2 over inputs of multiples of
    0.5 (ties in most windows) scaled per channel, under SGD; and the raw
    op on windows of ties and a near-tie (2 - 5e-6 before 2). The maxima
    run in float32 (TensorFlow has no float64 3-D pooling). No pooling
    keeps the input's shape: in a graph, TensorFlow's kernel may then
    write its result over grad, which it still reads (eager runs are
    right; maxpool3d-grad-grad.mlir has SAME windows at stride 1).
    Arguments: x [?, 4, 4, 4, 2], then the variable w."""
    c, r = Case(), rng(143)
    x = feed(c, "x", np.round(2.0 * r.randn(2, 4, 4, 4, 2)) / 2.0, dtype,
             unknown_batch=True)
    w = variable(c, "w", [1.5, -0.5], dtype)
    h = x * w
    p1 = pool3d("max", h, (2, 2, 2), (2, 2, 2), "VALID", "NDHWC", False)
    p2 = pool3d("max", tf.nn.elu(h), (3, 3, 3), (2, 2, 2), "SAME", "NDHWC",
                False)
    critic = tf.reduce_sum(tf.tanh(p1)) + tf.reduce_sum(p2 ** 2)
    gx, = tf.gradients(critic, x)
    loss = critic + 10.0 * tf.reduce_mean(gx ** 2)
    grads = tf.gradients(loss, [w, x])
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).apply_gradients(
        [(grads[0], w)], name="train")
    c.written = [w]
    tv = np.tile(np.array([1.0, 2.0, 2.0, 1.0]), 8)
    tv[5], tv[6] = 2.0 - 5e-6, 2.0
    ties = tf.constant(tv.reshape(1, 2, 4, 4, 1), tf.float32)
    tied = tf.raw_ops.MaxPool3DGradGrad(
        orig_input=ties,
        orig_output=tf.raw_ops.MaxPool3D(input=ties, ksize=[1, 2, 2, 2, 1],
                                         strides=[1, 1, 1, 1, 1],
                                         padding="VALID"),
        grad=tf.reshape(tf.range(32, dtype=tf.float32), [1, 2, 4, 4, 1]),
        ksize=[1, 2, 2, 2, 1], strides=[1, 1, 1, 1, 1], padding="VALID")
    for n, t in [("loss", loss), ("dx", grads[1]),
                 ("o_ties", tf.cast(tied, dtype))]:
        fetch(c, n, t)
    return c


def volume_patches(dtype):
    """tf.extract_volume_patches (ExtractVolumePatches; forward only here,
    its gradient is volume_patches_grad's) of a volume of an unknown
    batch: 2x2x2 patches at stride 2 (VALID, a plane left over), SAME
    padding with strides other than the patch, 3x3x3 patches at stride 1
    (SAME), 1x1x1 patches (the input), a patch of the whole volume; and of
    an int32 volume (TensorFlow's gradient patches an index volume).
    Arguments: x [2, 3, 4, 5, 2] (batch None in the graph), ids [1, 3, 4,
    5, 1] int32."""
    c, r = Case(), rng(143)
    x = feed(c, "x", r.randn(2, 3, 4, 5, 2), dtype, unknown_batch=True)
    ids = feed(c, "ids", np.arange(1, 61, dtype=np.int32).reshape(
        1, 3, 4, 5, 1), dtype)

    def patches(t, k, s, padding):
        return tf.extract_volume_patches(t, [1] + k + [1], [1] + s + [1],
                                         padding)
    for n, t in [("valid_222", patches(x, [2, 2, 2], [2, 2, 2], "VALID")),
                 ("same_strided", patches(x, [2, 3, 2], [1, 2, 3], "SAME")),
                 ("same_333", patches(x, [3, 3, 3], [1, 1, 1], "SAME")),
                 ("ones", patches(x, [1, 1, 1], [1, 1, 1], "VALID")),
                 ("whole", patches(x, [3, 4, 5], [1, 1, 1], "VALID")),
                 ("ids_same", patches(ids, [2, 2, 3], [2, 1, 2], "SAME"))]:
        fetch(c, n, t)
    return c



def cond_v2_optional_grads(dtype):
    """Control flow v2 conditionals under tf.gradients whose branches save
    intermediates of different ranks and element types at the same output
    position: cond_v2 returns them as optionals (OptionalFromValue in the
    branch that computes one, OptionalNone in the other) sharing positions,
    which the gradient's StatelessIf reads with OptionalGetValue in the
    matching branch. Each conditional runs twice, once down each branch:
    sum(x^3) keeping x^3 [3] against sum(x)^2 keeping sum(x) []; a sum of
    x gathered by argsort (int32 indices [3]) against a product of sums
    (float scalars). Then if/elif/else (nested conds: the outer else
    branch saves the inner predicate, a bool, where the then branch saves
    a float64 intermediate) in a while_v2 loop over rows that take each of
    its branches; the loop saves the optionals on accumulator lists, which
    the gradient loop pops. Arguments: x [3], xs [6, 3]. Results: the four
    conditionals' losses, the loop's, d/dx and d/dxs."""
    c, r = Case(), rng(143)
    x = feed(c, "x", np.array([0.7, -0.4, 1.3]), dtype)
    xs = feed(c, "xs", np.array([[0.9, 0.8, 0.6], [-0.3, 0.5, -0.1],
                                 [-1.2, -0.6, -0.9], [1.1, -0.2, 0.4],
                                 [0.2, -0.9, 0.1], [-0.5, -0.8, -0.7]]),
              dtype)
    weights = tf.constant([1.0, 2.0, 3.0], dtype)

    def ranks(v, sign):
        return tf.cond(sign * tf.reduce_sum(v) > 0,
                       lambda: tf.reduce_sum(v ** 3),
                       lambda: tf.reduce_sum(v) ** 2)

    def types(v, sign):
        return tf.cond(
            sign * tf.reduce_sum(v) > 0,
            lambda: tf.reduce_sum(tf.gather(v, tf.argsort(v)) * weights),
            lambda: (tf.reduce_sum(v * v) * tf.reduce_sum(v) *
                     tf.reduce_sum(tf.sin(v) * v)))

    def chain(v):
        s = tf.reduce_sum(v)
        return tf.cond(
            s > 1.0,
            lambda: tf.cast(tf.reduce_sum(tf.cast(v, tf.float64) ** 3), dtype),
            lambda: tf.cond(s > -1.0,
                            lambda: tf.reduce_sum(tf.sin(v)) ** 2,
                            lambda: tf.reduce_sum(tf.exp(v) * v)))

    tf1.enable_control_flow_v2()
    try:
        losses = [ranks(x, 1.0), ranks(x, -1.0), types(x, 1.0),
                  types(x, -1.0)]
        _, loop = tf1.while_loop(
            lambda t, acc: t < 6,
            lambda t, acc: (t + 1, acc + chain(xs[t])),
            [tf.constant(0), tf.constant(0.0, dtype)])
    finally:
        tf1.disable_control_flow_v2()
    loss = tf.add_n(losses) + loop
    dx, dxs = [tf.convert_to_tensor(g) for g in tf.gradients(loss, [x, xs])]
    for n, t in [("losses", tf.stack(losses)), ("loop", loop), ("dx", dx),
                 ("dxs", dxs)]:
        fetch(c, n, t)
    return c


def while_v2_two_grad_calls(dtype):
    """A masked RNN under control flow v2 (TF1 graph mode with only eager
    execution disabled: while_v2) differentiated by two tf.gradients calls,
    the optimizer's (dL/dU, dL/dW) and a second one for dL/dx, as a training
    step that also fetches the input gradient writes it. Each call makes
    its own gradient loop, and both pop the accumulator lists of the one
    forward loop (TensorFlow's lists are values; each loop sees every
    item). Arguments: x [4, 3, 2] (time-major), len [3] int32, then U, W.
    Results: the loss, dL/dx, then U and W after one SGD step."""
    c, r = Case(), rng(151)
    T, B, D, H = 4, 3, 2, 3
    x = feed(c, "x", r.randn(T, B, D), dtype)
    lengths = feed(c, "len", np.array([4, 2, 3], np.int32), dtype)
    U = variable(c, "U", 0.6 * r.randn(D, H), dtype)
    W = variable(c, "W", 0.6 * r.randn(H, H), dtype)
    mask = tf.transpose(tf.sequence_mask(lengths, T, dtype=dtype))

    def body(t, h, acc):
        new = tf.tanh(tf.matmul(x[t], U) + tf.matmul(h, W))
        m = mask[t][:, None]
        h = m * new + (1.0 - m) * h
        return t + 1, h, acc + tf.reduce_sum(tf.square(h) * m)

    tf1.enable_control_flow_v2()
    try:
        _, h, loss = tf1.while_loop(
            lambda t, h, acc: t < T, body,
            [tf.constant(0), tf.zeros([B, H], dtype), tf.constant(0.0, dtype)])
    finally:
        tf1.disable_control_flow_v2()
    loss = loss + tf.reduce_sum(h)
    grads = tf.gradients(loss, [U, W])
    dx = tf.gradients(loss, x)[0]
    c.train_op = tf1.train.GradientDescentOptimizer(0.1).apply_gradients(
        list(zip(grads, [U, W])), name="train")
    c.written = [U, W]
    fetch(c, "loss", loss)
    fetch(c, "dx", dx)
    return c


def nested_while_v2_two_grad_calls(dtype):
    """Nested while_v2 loops (an inner loop of two damping steps after each
    outer RNN step) differentiated by two tf.gradients calls, dL/dW and
    then dL/dx: the forward outer loop saves the inner loop's accumulators
    on lists of lists, and the second call's gradient loop takes their
    ZerosLike (TensorFlow's zero gradient of the accumulator outputs the
    first call added) and pops them too. Arguments: x [3, 4], W [4, 4].
    Results: the loss, dL/dW, dL/dx."""
    c, r = Case(), rng(152)
    x = feed(c, "x", r.randn(3, 4), dtype)
    W = variable(c, "W", 0.5 * r.randn(4, 4), dtype)

    def body(i, h):
        h = tf.tanh(tf.matmul(h, W))

        def inner(j, g):
            return [j + 1, g * 0.9 + 0.1 * tf.nn.relu(g) * g]

        _, h = tf1.while_loop(lambda j, g: j < 2, inner, [0, h])
        return [i + 1, h]

    tf1.enable_control_flow_v2()
    try:
        _, h = tf1.while_loop(lambda i, h: i < 3, body, [0, x])
    finally:
        tf1.disable_control_flow_v2()
    loss = tf.reduce_sum(tf.square(h))
    dW = tf.gradients(loss, W)[0]
    dx = tf.gradients(loss, x)[0]
    for n, t in [("loss", loss), ("dW", dW), ("dx", dx)]:
        fetch(c, n, t)
    return c


def einsum_diagonal_grad(dtype):
    """tf.einsum taking diagonals ("ii->i", "bii->bi") under tf.gradients:
    TensorFlow's gradient is an Einsum with the label twice in its output
    ("i->ii", "bi->bii"), the diagonal placed back with zeros elsewhere.
    Arguments: a [4, 4], t [2, 3, 3]. Results: the loss, dL/da, dL/dt."""
    c, r = Case(), rng(153)
    a = feed(c, "a", r.randn(4, 4), dtype)
    t = feed(c, "t", r.randn(2, 3, 3), dtype)
    d = tf.einsum("ii->i", a)
    e = tf.einsum("bii->bi", t)
    loss = tf.reduce_sum(tf.sin(d) * tf.range(4, dtype=dtype)) + \
        tf.reduce_sum(tf.square(e)) + tf.reduce_sum(tf.einsum("ij->j", a))
    da, dt = tf.gradients(loss, [a, t])
    for n, v in [("loss", loss), ("da", da), ("dt", dt)]:
        fetch(c, n, v)
    return c


def two_keras_rnn_layers_v2(dtype):
    """Two tf_keras RNN layers (an LSTM and a GRU) on one input under
    control flow v2, both differentiated in one tf.gradients call: two
    forward While loops and two gradient loops of the same shape. The
    pipeline once gave the same tensor.empty (merged by CSE) one buffer in
    both gradient loops, and the second loop's weight gradients came out
    wrong (-tagrad-cpu-untie-empty-tensors). Arguments: x [2, 4, 3], then the
    layers' weights (sorted by name). Results: the loss, then dL/dw for each
    weight in the layers' order."""
    import tf_keras
    c, r = Case(), rng(154)
    xv = r.randn(2, 4, 3)
    xv[1, 3:] = 0.0
    x = feed(c, "x", xv, dtype)
    const = tf_keras.initializers.Constant
    tf1.enable_control_flow_v2()
    try:
        lstm = tf_keras.layers.LSTM(
            3, kernel_initializer=const(0.5 * r.randn(3, 12)),
            recurrent_initializer=const(0.5 * r.randn(3, 12)),
            bias_initializer=const(0.1 * r.randn(12)), unit_forget_bias=False,
            dtype=dtype)
        gru = tf_keras.layers.GRU(
            3, kernel_initializer=const(0.5 * r.randn(3, 9)),
            recurrent_initializer=const(0.5 * r.randn(3, 9)),
            bias_initializer=const(0.1 * r.randn(2, 9)), dtype=dtype)
        h = lstm(x) + gru(x)
        loss = tf.reduce_sum(tf.square(h))
        weights = lstm.trainable_weights + gru.trainable_weights
        grads = tf.gradients(loss, weights)
    finally:
        tf1.disable_control_flow_v2()
    fetch(c, "loss", loss)
    for i, g in enumerate(grads):
        fetch(c, "g%d" % i, g)
    c.variables += reached_variables(c)
    return c


def sparse_reorder_gcn(dtype):
    """A graph-convolution step on an adjacency whose edges come unordered
    (tf.sparse.reorder: SparseReorder) with trained edge weights: A x W
    through tf.sparse.sparse_dense_matmul, a loss, and TensorFlow's
    gradients (SparseTensorDenseMatMul's, and _SparseReorderGrad's: a
    reorder of a range, InvertPermutation, a gather) through a
    GradientDescent step. Arguments: edges [9, 2] (out of order, a
    duplicate among them), x [5, 3] (the node count unknown in the graph),
    then E (edge weights) and W. Results: the reordered indices and values,
    the loss, E and W after the step."""
    c, r = Case(), rng(124)
    edges = np.array([[4, 2], [0, 1], [2, 2], [1, 0], [3, 3], [0, 1],
                      [2, 4], [1, 3], [0, 0]], np.int64)
    pe = feed(c, "edges", edges, dtype)
    x = feed(c, "x", r.randn(5, 3), dtype, unknown_batch=True)
    e = variable(c, "E", 1.0 + 0.1 * r.randn(9), dtype)
    w = variable(c, "W", r.randn(3, 2) * 0.5, dtype)
    c.written += [e, w]
    n = tf.shape(x, out_type=tf.int64)[0]
    a = tf.sparse.reorder(tf.SparseTensor(pe, e, tf.stack([n, n])))
    h = tf.nn.relu(tf.sparse.sparse_dense_matmul(a, tf.matmul(x, w)))
    loss = tf.reduce_sum(tf.square(h - 0.25))
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(loss)
    fetch(c, "indices", a.indices)
    fetch(c, "values", a.values)
    fetch(c, "loss", loss)
    return c


def sparse_add_gcn(dtype):
    """A graph-convolution step whose adjacency gets self loops by
    tf.sparse.add (SparseAdd, thresh 0.05: one edge and its self loop
    cancel below it and are dropped) of the reordered edges
    (SparseReorder) and a diagonal, both with trained weights: A x W
    through tf.sparse.sparse_dense_matmul, a loss, and TensorFlow's
    gradients (SparseAddGrad to both operands' values, a dropped sum's
    entries getting 0; _SparseReorderGrad) through a GradientDescent step;
    the sum added to the dense x W (x W)^T too (SparseTensorDenseAdd, its
    gradient a GatherNd). Arguments: edges [8, 2] (out of order), x [5, 3]
    (the node count unknown in the graph), then E (edge weights), S
    (self-loop weights) and W. Results: the sum's indices, values and
    shape, the dense sum, the loss, E, S and W after the step."""
    c, r = Case(), rng(125)
    edges = np.array([[4, 2], [0, 1], [2, 2], [1, 0], [3, 3], [2, 4],
                      [1, 3], [0, 4]], np.int64)
    pe = feed(c, "edges", edges, dtype)
    x = feed(c, "x", r.randn(5, 3), dtype, unknown_batch=True)
    e = variable(c, "E", [0.8, 1.1, -0.5, 0.9, 0.7, 1.2, 1.0, 0.6], dtype)
    s = variable(c, "S", [1.0, 0.9, 0.51, 1.1, 0.95], dtype)
    w = variable(c, "W", r.randn(3, 2) * 0.5, dtype)
    c.written += [e, s, w]
    n = tf.shape(x, out_type=tf.int64)[0]
    shape = tf.stack([n, n])
    a = tf.sparse.reorder(tf.SparseTensor(pe, e, shape))
    loops = tf.range(5, dtype=tf.int64)
    d = tf.SparseTensor(tf.stack([loops, loops], axis=1), s, shape)
    ah = tf.sparse.add(a, d, threshold=0.05)
    xw = tf.matmul(x, w)
    h = tf.nn.relu(tf.sparse.sparse_dense_matmul(ah, xw))
    dense = tf.sparse.add(ah, tf.matmul(xw, xw, transpose_b=True))
    loss = (tf.reduce_sum(tf.square(h - 0.25)) +
            0.1 * tf.reduce_sum(tf.sin(dense)))
    c.train_op = tf1.train.GradientDescentOptimizer(0.05).minimize(loss)
    fetch(c, "indices", ah.indices)
    fetch(c, "values", ah.values)
    fetch(c, "sum_shape", ah.dense_shape)
    fetch(c, "dense", dense)
    fetch(c, "loss", loss)
    return c


def volume_patches_grad(dtype):
    """A training step through tf.extract_volume_patches (ExtractVolumePatches)
    whose gradient TensorFlow builds from a sparse matrix of patch positions
    cut by SparseSlice and SparseTensorDenseMatMul: 2x2x2 patches at stride
    2 (VALID, a plane left over) and overlapping 2x3x2 patches (SAME,
    strides 1, 2, 1) of conv3d(x, K), and tf.sparse.slice of a
    SparseTensor of the activations (from_dense; its window across the
    shape's end; its gradient SparseSliceGrad) in the loss, GradientDescent
    on K. Arguments: x [2, 3, 4, 5, 2], then K.
    Results: the slice's indices, values and shape, the loss, K after the
    step."""
    c, r = Case(), rng(144)
    x = feed(c, "x", r.randn(2, 3, 4, 5, 2), dtype)
    k = variable(c, "K", r.randn(1, 1, 1, 2, 3) * 0.5, dtype)
    c.written.append(k)
    h = tf.nn.conv3d(x, k, [1, 1, 1, 1, 1], "SAME")

    def patches(t, kk, st, padding):
        return tf.extract_volume_patches(t, [1] + kk + [1], [1] + st + [1],
                                         padding)
    p1 = patches(h, [2, 2, 2], [2, 2, 2], "VALID")
    p2 = patches(h, [2, 3, 2], [1, 2, 1], "SAME")
    sp = tf.sparse.from_dense(tf.nn.relu(h[0, :, :, :, 0]))
    cut = tf.sparse.slice(sp, [1, 2, 3], [5, 1, 4])
    loss = (tf.reduce_sum(tf.square(p1)) + tf.reduce_sum(tf.sin(p2)) +
            tf.reduce_sum(tf.square(cut.values)))
    c.train_op = tf1.train.GradientDescentOptimizer(0.01).minimize(loss)
    fetch(c, "slice_indices", cut.indices)
    fetch(c, "slice_values", cut.values)
    fetch(c, "slice_shape", cut.dense_shape)
    fetch(c, "loss", loss)
    return c


def uniform_sampler_nce(dtype):
    """tf.nn.nce_loss and tf.nn.sampled_softmax_loss with sampled_values
    from tf.random.uniform_candidate_sampler (UniformCandidateSampler:
    Rand64() % range_max per try, expected counts from p = 1 / range_max),
    unique and not, two true classes per row, and their gradients. Op seeds
    come from the graph seed. Arguments: x [4,5], labels [4,2] int64.
    Results: both draws with their expected counts, the losses and dL/dW.
    The sampled losses take float32 only: the float64 reference runs in
    float32."""
    dtype = tf.float32
    c, r = Case(), rng(134)
    x = feed(c, "x", r.randn(4, 5), dtype)
    labels = feed(c, "labels", np.array([[3, 1], [0, 2], [7, 7], [1, 9]],
                                        np.int64), dtype)
    w = tf.constant(r.randn(10, 5) * 0.5, dtype)
    bias = tf.constant(r.randn(10) * 0.1, dtype)
    unique = tf1.nn.uniform_candidate_sampler(labels, 2, 4, True, 10, seed=5)
    repeats = tf1.nn.uniform_candidate_sampler(labels, 2, 6, False, 10,
                                               seed=6)
    nce = tf.reduce_mean(tf1.nn.nce_loss(w, bias, labels, x, num_sampled=4,
                                         num_classes=10, num_true=2,
                                         sampled_values=unique))
    ssm = tf.reduce_mean(tf1.nn.sampled_softmax_loss(
        w, bias, labels, x, num_sampled=6, num_classes=10, num_true=2,
        sampled_values=repeats))
    dw = tf.convert_to_tensor(tf.gradients(nce + ssm, w)[0])
    for name, t in [("u_ids", unique[0]), ("u_true", unique[1]),
                    ("u_sampled", unique[2]), ("r_ids", repeats[0]),
                    ("r_true", repeats[1]), ("r_sampled", repeats[2]),
                    ("nce", nce), ("ssm", ssm), ("dw", dw)]:
        fetch(c, name, t)
    return c


def derived_index_types(dtype):
    """The index types TensorFlow derives from result types, which its MLIR
    importer drops from the ops (ArgMax's output_type, Unique's and
    ListDiff's out_idx, TopKV2's index_type): a masked sequence accuracy
    (ArgMax to int32 compared with int32 labels), ArgMin (int64), tf.unique
    and tf.sets' setdiff1d to int64, top_k indices as int64, and a masked
    sparse softmax loss's gradient (top_k's gradient takes int32 indices
    only). Arguments: logits [3,5,4], labels [3,5] int32, len [3] int32,
    ids [7] int32."""
    c, r = Case(), rng(212)
    logits = feed(c, "logits", r.randn(3, 5, 4), dtype)
    y = feed(c, "labels", r.randint(0, 4, (3, 5)).astype(np.int32), dtype)
    lengths = feed(c, "len", np.array([5, 2, 3], np.int32), dtype)
    ids = feed(c, "ids", np.array([4, 1, 4, 0, 7, 1, 2], np.int32), dtype)
    mask = tf.sequence_mask(lengths, 5, dtype=dtype)
    pred = tf.argmax(logits, -1, output_type=tf.int32)
    hits = tf.cast(tf.equal(pred, y), dtype) * mask
    acc = tf.reduce_sum(hits) / tf.reduce_sum(mask)
    low = tf.argmin(logits, 1)
    uniq, idx = tf.unique(ids, out_idx=tf.int64)
    diff, didx = tf1.setdiff1d(ids, tf.constant([1, 7], tf.int32),
                               index_dtype=tf.int64)
    top, tidx = tf.math.top_k(logits[0], 2, index_type=tf.int64)
    loss = tf1.losses.sparse_softmax_cross_entropy(y, logits, weights=mask)
    dlogits = tf.gradients(loss, logits)[0]
    for name, t in [("acc", acc), ("pred", pred), ("low", low),
                    ("uniq", uniq), ("idx", idx), ("diff", diff),
                    ("didx", didx), ("tidx", tidx), ("loss", loss),
                    ("dlogits", dlogits)]:
        fetch(c, name, t)
    return c


def keras_unrolled_rnn(dtype):
    """tf_keras SimpleRNN(unroll=True) (its outputs stacked: Pack, whose
    gradient is an Unpack that the GraphDef importer sees with an axis of
    unknown size) into an LSTM, control flow v2, one GradientDescent step.
    Arguments: x [2,4,3], then the layers' variables by shared_name.
    Results: the loss, then every variable after the step."""
    import tf_keras
    c, r = Case(), rng(158)
    x = feed(c, "x", r.randn(2, 4, 3), dtype)
    const = tf_keras.initializers.Constant
    tf1.enable_control_flow_v2()
    try:
        s1 = tf_keras.layers.SimpleRNN(
            4, return_sequences=True, unroll=True,
            kernel_initializer=const(0.5 * r.randn(3, 4)),
            recurrent_initializer=const(0.5 * r.randn(4, 4)),
            bias_initializer=const(0.1 * r.randn(4)), dtype=dtype)
        s2 = tf_keras.layers.LSTM(
            3, kernel_initializer=const(0.5 * r.randn(4, 12)),
            recurrent_initializer=const(0.5 * r.randn(3, 12)),
            bias_initializer=const(0.1 * r.randn(12)), unit_forget_bias=False,
            dtype=dtype)
        out = s2(s1(x))
        loss = tf.reduce_sum(tf.square(out))
        c.train_op = tf1.train.GradientDescentOptimizer(0.1).minimize(
            loss, var_list=s1.trainable_weights + s2.trainable_weights)
    finally:
        tf1.disable_control_flow_v2()
    fetch(c, "loss", loss)
    c.variables += reached_variables(c)
    c.written = list(c.variables)
    return c


def ta_unknown_shape_sum_grads(dtype):
    """TensorArrays with infer_shape=False read in a TF1 while loop and
    summed (reduce_sum over the last axis, and over all of a split piece):
    the element's rank is unknown in TensorFlow's graph, so Sum's gradient
    reshapes to a shape built from the rank and shape the forward loop
    pushed onto stacks (DynamicStitch of Range(0, rank)). Both arrays: one
    unstacked from x, one split from y into pieces of 2, 3 and 2 rows and
    concatenated after a tanh. Arguments: x [3,2,4], y [7,3], w [3].
    Results: the loss, dL/dx, dL/dy, dL/dw."""
    c, r = Case(), rng(203)
    x = feed(c, "x", r.randn(3, 2, 4), dtype)
    y = feed(c, "y", r.randn(7, 3), dtype)
    w = feed(c, "w", r.randn(3) * 0.5, dtype)
    xs = tf.TensorArray(dtype, size=3, infer_shape=False,
                        element_shape=tf.TensorShape(None)).unstack(x)
    ys = tf.TensorArray(dtype, size=3, infer_shape=False).split(
        y, tf.constant([2, 3, 2], tf.int64))

    def body(i, acc, total, out):
        e = xs.read(i)
        piece = ys.read(i) * w
        return (i + 1, acc + tf.reduce_sum(e * e, axis=-1)[0],
                total + tf.reduce_sum(piece), out.write(i, tf.tanh(piece)))

    _, acc, total, out = tf1.while_loop(
        lambda i, *_: i < 3, body,
        [tf.constant(0), tf.zeros([4], dtype), tf.constant(0.0, dtype),
         tf.TensorArray(dtype, size=3, infer_shape=False)],
        shape_invariants=[tf.TensorShape([]), tf.TensorShape(None),
                          tf.TensorShape([]), tf.TensorShape(None)])
    loss = (tf.reduce_sum(acc) + total +
            tf.reduce_sum(tf.square(out.concat())))
    dx, dy, dw = tf.gradients(loss, [x, y, w])
    for name, t in [("loss", loss), ("dx", dx), ("dy", dy), ("dw", dw)]:
        fetch(c, name, t)
    return c


CASES = [rnn_ta_grad, two_grad_calls, dynamic_size_grow, unstack_stack_grad,
         split_concat_grad, bn_train_nhwc, bn_train_nchw, bn_inference,
         rnn2_tanh_matmul, rnn_momentum_vars, cond_in_loop, nested_loops,
         math_zoo, shape_zoo, grad_zoo, concat_transpose_grad,
         grad_unknown_batch, bn_ema_nhwc, bn_ema_nchw_grad, cond_v1_grad,
         dense_softmax_sgd, activation_zoo, gather_grad, bidirectional_lstm,
         classifier_metrics, tanh_range, reduction_zoo, conv_zoo,
         depthwise_zoo, pool_zoo, sparse_xent, cnn_train_nchw, optimizer_zoo,
         masked_bidi_rnn, keras_losses, runtime_slices, scan_attention,
         math_zoo2, broadcast_band, nested_map_rnn, nested_cond_grad,
         optimizer_zoo2, optimizer_zoo_ref, variable_updates_ref,
         training_flags, random_ops, linalg_ops, sparse_segment_ops, bincount_ops,
         while_in_cond_grad,
         gather_nd_grad,
         boolean_mask_grad, resize_nearest_grad, segment_reductions,
         resize_bilinear_grad, scatter_top_k, spatial_partition_ops,
         lrn_diag_unique, cumulative_logsumexp, conv3d_zoo, pool3d_zoo,
         space_depth_roll, pool3d_special, reversed_slices,
         dynamic_batch_shapes, candidate_sampling, set_operations,
         image_adjust, random_shuffle, count_regression, bucketize_search,
         fake_quant_qat, sparse_matmul, image_patches, sparse_embedding,
         maxpool_argmax, matrix_diagonals, global_pool_grads,
         zeta_polygamma, resize_bicubic_grad, crop_and_resize_grads,
         ctc_loss_grads, diag_ops, maxpool_grad_grad, strided_slice_assign,
         erfinv_ndtri, concat_many_grad, hsv_color_space,
         adjust_hue_saturation, vectorized_map_cross, eigh_grads, svd_grads,
         qr_grads, bitwise_ops, quantize_dequantize, unsigned_ops,
         expm_gated_histogram, sparse_reduce_sum_grad,
         cholesky_solve_grads, grouped_conv_train, xlog1py_grad,
         partial_shape_grads, loop_reads_written_items,
         loop_broadcast_grads, unary_into_products,
         image_projective_transform, conv_grads_in_loop,
         sparse_matmul_hints, unravel_index_ops,
         triangular_solve_broadcast, maxpool3d_grad_grad,
         volume_patches, cond_v2_optional_grads, sparse_reorder_gcn,
         sparse_add_gcn, volume_patches_grad, while_v2_two_grad_calls,
         nested_while_v2_two_grad_calls, einsum_diagonal_grad,
         two_keras_rnn_layers_v2, uniform_sampler_nce, derived_index_types,
         keras_unrolled_rnn, ta_unknown_shape_sum_grads, sparse_softmax_gat,
         variable_gather_nd, nms_proposals, morphology_train,
         antialias_resize_train]

# ------------------------------------------------------------------ running


def build(builder, dtype, reference=False):
    g = tf.Graph()
    with g.as_default():
        tf1.set_random_seed(0)
        if getattr(builder, "has_reference", False):
            case = builder(dtype, reference=reference)
        else:
            case = builder(dtype)
    return g, case


def shared_name(v):
    """A resource variable's shared_name; a TF1 reference's node name (its
    shared_name is empty), as -tagrad-legalize-tf names them."""
    if not hasattr(v, "handle"):
        return v.op.name
    return v.handle.op.get_attr("shared_name").decode()


def run(g, case):
    """Runs the step once; returns (inputs, outputs) as numpy arrays."""
    config = tf1.ConfigProto(intra_op_parallelism_threads=1,
                             inter_op_parallelism_threads=1)
    variables = sorted(case.variables, key=shared_name)
    written = sorted(case.written, key=shared_name)
    with g.as_default(), tf1.Session(graph=g, config=config) as sess:
        sess.run(tf1.global_variables_initializer())
        for v, val in case.init_values.items():
            v.load(val, sess)
        before = sess.run([v.read_value() for v in variables])
        feeds = {ph: val for ph, val in case.placeholders}
        outs = sess.run([t for _, t in case.fetches], feeds)
        after = sess.run([v.read_value() for v in written])
    inputs = [val for _, val in case.placeholders] + before
    return inputs, outs + after


def to_generic_mlir(g, case, path, mlir_opt):
    names, types, shapes = [], [], []
    for ph, val in case.placeholders:
        names.append(ph.op.name)
        types.append(DTYPE_ENUM[val.dtype.type])
        shapes.append(",".join(str(d) for d in val.shape))
    txt = pywrap_mlir.import_graphdef(
        g.as_graph_def(), "", True, input_names=names,
        input_data_types=types, input_data_shapes=shapes,
        output_names=[n for n, _ in case.fetches])
    with tempfile.TemporaryDirectory() as tmp:
        bc = os.path.join(tmp, "case.mlirbc")
        pywrap_mlir.experimental_write_bytecode(bc, txt)
        subprocess.run([mlir_opt, "--allow-unregistered-dialect",
                        "--mlir-print-op-generic", "--mlir-print-debuginfo",
                        bc, "-o", path], check=True)


def write_graphdef(g, case, name, out):
    """<case>.pbtxt (and .pb), and the tagrad-translate flags that import
    it as TensorFlow's importer did in to_generic_mlir."""
    gd = g.as_graph_def()
    tf.io.write_graph(gd, out, name + ".pbtxt", as_text=True)
    if name in GRAPHDEF_BINARY:
        tf.io.write_graph(gd, out, name + ".pb", as_text=False)
    if name == EXAMPLE[0] and os.path.isdir(os.path.dirname(EXAMPLE[1])):
        d, f = os.path.split(os.path.abspath(EXAMPLE[1]))
        tf.io.write_graph(gd, d, f, as_text=True)
    names = [ph.op.name for ph, _ in case.placeholders]
    types = [DTYPE_ENUM[val.dtype.type] for _, val in case.placeholders]
    shapes = [",".join(str(d) for d in val.shape)
              for _, val in case.placeholders]
    print("  tagrad-translate --import-graphdef %s.pbtxt "
          "-tf-input-arrays=%s -tf-input-data-types=%s "
          "-tf-input-shapes=%s -tf-output-arrays=%s"
          % (name, ",".join(names), ",".join(types), ":".join(shapes),
             ",".join(n for n, _ in case.fetches)))


def tf_ops(path):
    import re
    text = open(path).read()
    return sorted(set(re.findall(r'"tf\.([A-Za-z0-9]*)"', text)))


def as_saved(val):
    # np.array, not np.ascontiguousarray: that one makes scalars 1-d.
    return np.array(val, order="C")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "Inputs"))
    ap.add_argument("--cases", help="comma-separated subset")
    ap.add_argument("--mlir-opt", default=MLIR_OPT)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    wanted = args.cases.split(",") if args.cases else None
    bad = False
    for builder in CASES:
        name = builder.__name__
        if wanted and name not in wanted:
            continue
        g, case = build(builder, tf.float32)
        mlir = os.path.join(args.out, name + ".mlir")
        try:
            to_generic_mlir(g, case, mlir, args.mlir_opt)
        except tf.errors.UnknownError as e:
            # TensorFlow's importer rejects some graphs TensorFlow runs
            # (a reference where its shape inference wants a value): those
            # cases are tested through the GraphDef only.
            if name not in GRAPHDEF_CASES:
                raise
            print("%s: TensorFlow's importer rejects it, GraphDef only:\n  %s"
                  % (name, str(e).splitlines()[0][:300]))
            mlir = None
        if name in GRAPHDEF_CASES:
            write_graphdef(g, case, name, args.out)
        # The golden data: the graph itself, or its reference twin.
        inputs, outputs = run(*build(builder, tf.float32, reference=True))
        g64, case64 = build(builder, tf.float64, reference=True)
        _, ref = run(g64, case64)
        for k, v in enumerate(inputs):
            np.save(os.path.join(args.out, "%s.in%d.npy" % (name, k)),
                    as_saved(v))
        for k, v in enumerate(outputs):
            v = as_saved(v)
            assert v.dtype in (np.float32, np.int32, np.int64), (name, k, v.dtype)
            np.save(os.path.join(args.out, "%s.out%d.npy" % (name, k)), v)
        ops = tf_ops(mlir) if mlir else sorted(set(re.findall(
            r'op: "(\w+)"',
            open(os.path.join(args.out, name + ".pbtxt")).read())))
        other = [op for op in ops if op not in SUPPORTED]
        print("%s: %d inputs, %d outputs" % (name, len(inputs), len(outputs)))
        print("  tf ops: " + " ".join(ops))
        if other:
            print("  OUTSIDE THE SUPPORTED SET: " + " ".join(other))
        worst = 0.0
        names = [n for n, _ in case.fetches] + [
            shared_name(v) for v in sorted(case.written, key=shared_name)]
        for k, (n, v, r) in enumerate(zip(names, outputs, ref)):
            v64 = np.asarray(v, np.float64)
            r = np.asarray(r, np.float64)
            if v64.shape != r.shape:
                print("  out%d %s: shape %s vs f64 %s" % (k, n, v64.shape,
                                                         r.shape))
                bad = True
                continue
            err = np.max(np.abs(v64 - r) / np.maximum(1.0, np.abs(r))) \
                if v64.size else 0.0
            print("  out%d %-16s %-12s max|f32-f64|/max(1,|f64|) = %.2e"
                  "  max|f64| = %.3g" % (k, n, str(list(v64.shape)), err,
                                         np.max(np.abs(r)) if r.size else 0))
            worst = max(worst, err)
        print("  worst: %.2e" % worst)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
