"""TensorArray loops: values, TensorFlow's run-time rules, the TF RNN."""

import re

import numpy as np
import pytest

import tagrad
from conftest import assert_matches, data_path, repo_path

TF_INPUTS = repo_path("test", "Integration", "TensorFlow", "Inputs")


@pytest.fixture(scope="module")
def loop():
    return tagrad.compile(data_path("ta_loop.mlir"), "loop")


def reference_states(x, w):
    h, states = np.zeros(2, np.float32), []
    for x_t in x:
        h = np.float32(w) * h + x_t
        states.append(h)
    return states


def test_loop_values(loop):
    x = np.arange(8, dtype=np.float32).reshape(4, 2)
    states = reference_states(x, 0.5)
    for at in range(4):
        last, read = loop(x, 0.5, at)
        np.testing.assert_allclose(last, states[-1])
        np.testing.assert_allclose(read, states[at])
    # Scalars: Python numbers take the argument's dtype, numpy ones must
    # have it.
    _, read = loop(x, np.float32(2.0), np.int64(3))
    np.testing.assert_allclose(read, reference_states(x, 2.0)[3])


@pytest.mark.parametrize("at", [4, 7, -1])
def test_read_out_of_range_is_tensorflows_error(loop, at):
    x = np.ones((4, 2), np.float32)
    with pytest.raises(tagrad.TensorFlowError) as caught:
        loop(x, 0.5, at)
    error = caught.value
    assert error.message == (
        "TensorArray h: Tried to read from index %d but array size is: 4" % at)
    assert re.fullmatch(r".*ta_loop\.mlir:31:\d+", error.location)
    assert str(error) == "%s (at %s)" % (error.message, error.location)
    # The process and the function go on.
    np.testing.assert_allclose(loop(x, 0.0, 2)[1], [1, 1])


def test_failed_shape_check_returns(tmp_path):
    # A run-time shape check: its report, then the abort that returns to the
    # call.
    f = tagrad.compile(data_path("bn_grad_dynamic.mlir"))
    stats = [np.ones(3, np.float32)] * 3
    with pytest.raises(tagrad.TensorFlowError) as caught:
        f(np.ones((2, 4, 4, 3), np.float32), np.ones((3, 4, 4, 3), np.float32),
          *stats)
    assert caught.value.message == (
        "x and y_backprop must have same shape, but x has shape [3,4,4,3] "
        "and y_backprop has shape [2,4,4,3]")
    assert re.fullmatch(r".*bn_grad_dynamic\.mlir:\d+:\d+",
                        caught.value.location)
    for _ in range(3):  # again and again: no state is left behind
        with pytest.raises(tagrad.TensorFlowError):
            f(np.ones((1, 4, 4, 3), np.float32),
              np.ones((4, 4, 4, 3), np.float32), *stats)
    dx, _, _ = f(np.ones((2, 4, 4, 3), np.float32),
                 np.ones((2, 4, 4, 3), np.float32), *stats)
    assert dx.shape == (2, 4, 4, 3)


def test_tensorflow_rnn_through_tensor_arrays():
    # TensorFlow's own MLIR of a TF1 RNN (TensorArrays, tf.gradients), with
    # TensorFlow's results (test/Integration/TensorFlow/rnn_ta_grad.mlir).
    f = tagrad.compile(TF_INPUTS + "/rnn_ta_grad.mlir")
    inputs = [np.load("%s/rnn_ta_grad.in%d.npy" % (TF_INPUTS, i))
              for i in range(3)]
    results = f(*inputs)
    assert len(results) == 4
    for i, got in enumerate(results):
        assert_matches(got, np.load("%s/rnn_ta_grad.out%d.npy" % (TF_INPUTS, i)),
                       1e-5)


@pytest.mark.parametrize("checks", ["all", "bounds", "none"])
def test_pipeline_checks_option(checks):
    # docs/Runtime.md's table: with checks=none an index outside the array
    # is not reported and the read returns element 0.
    f = tagrad.compile(data_path("ta_loop.mlir"), "loop",
                       pipeline_options={"checks": checks, "threads": 2})
    x = np.arange(8, dtype=np.float32).reshape(4, 2)
    if checks == "none":
        np.testing.assert_allclose(f(x, 0.5, 7)[1], reference_states(x, 0.5)[0])
    else:
        with pytest.raises(tagrad.TensorFlowError,
                           match="Tried to read from index 7"):
            f(x, 0.5, 7)
