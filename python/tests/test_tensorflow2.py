"""tagrad.from_tf on TensorFlow 2: a tf.function (AutoGraph loop over a
tf.TensorArray, GradientTape) compiled from its concrete function and
compared to TensorFlow's own call. Skipped where TensorFlow is not
installed."""

import os

import numpy as np
import pytest

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
tf = pytest.importorskip(
    "tensorflow", reason="TensorFlow is not installed: the tests that trace "
    "tf.functions with it are skipped")

import tagrad  # noqa: E402
from conftest import assert_matches  # noqa: E402


@pytest.fixture(autouse=True)
def control_flow_v2():
    # TF2's While and TensorLists (test_tensorflow.py turns them off).
    tf.compat.v1.enable_control_flow_v2()
    yield


def rnn_step(x, w):
    with tf.GradientTape() as tape:
        tape.watch(w)
        h = tf.zeros([2, 3])
        ta = tf.TensorArray(tf.float32, size=tf.shape(x)[0])
        for t in tf.range(tf.shape(x)[0]):
            h = tf.tanh(tf.matmul(x[t], w) + h)
            ta = ta.write(t, h)
        loss = tf.reduce_sum(ta.stack() ** 2)
    return loss, tape.gradient(loss, w)


def test_from_tf_function_and_concrete_function():
    rng = np.random.RandomState(0)
    x = rng.randn(4, 2, 3).astype(np.float32)
    w = rng.randn(3, 3).astype(np.float32) * 0.5
    fn = tf.function(rnn_step)
    specs = [tf.TensorSpec(x.shape), tf.TensorSpec(w.shape)]
    want = [t.numpy() for t in fn(x, w)]
    for compiled in (tagrad.from_tf(fn, feeds=specs),
                     tagrad.from_tf(fn.get_concrete_function(*specs))):
        for got, expected in zip(compiled(x, w), want):
            assert_matches(got, expected)


def test_from_tf_function_needs_static_shapes():
    fn = tf.function(rnn_step)
    with pytest.raises(ValueError, match="static input shapes"):
        tagrad.from_tf(fn, feeds=[tf.TensorSpec([None, 2, 3]),
                                  tf.TensorSpec([3, 3])])
