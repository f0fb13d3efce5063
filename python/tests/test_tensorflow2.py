"""tagrad.from_tf on TensorFlow 2: a tf.function (AutoGraph loop over a
tf.TensorArray, GradientTape; training steps capturing tf.Variables, a
tf.Module's and a Keras model's and optimizer's) compiled from its concrete
function and compared to TensorFlow's own call. Skipped where TensorFlow is
not installed."""

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


def test_from_tf_function_none_dimensions_are_dynamic():
    # input_signature's None batch: one compiled function for every length.
    rng = np.random.RandomState(2)
    w = rng.randn(3, 3).astype(np.float32) * 0.5
    fn = tf.function(rnn_step)
    compiled = tagrad.from_tf(fn, feeds=[tf.TensorSpec([None, 2, 3]),
                                         tf.TensorSpec([3, 3])])
    for steps in (1, 4, 7):
        x = rng.randn(steps, 2, 3).astype(np.float32)
        for got, expected in zip(compiled(x, w), fn(x, w)):
            assert_matches(got, expected.numpy())


def test_from_tf_function_needs_known_rank():
    fn = tf.function(lambda x: tf.reduce_sum(x * x))
    with pytest.raises(ValueError, match="inputs of known rank"):
        tagrad.from_tf(fn, feeds=[tf.TensorSpec(None)])


def test_from_tf_legacy_optimizer_slots_by_handle():
    # tf.compat.v1.train's optimizers keep their slots as resource handles
    # the function captures with no tf.Variable in its graph: they are
    # read and written like the captured variables.
    rng = np.random.RandomState(3)
    w = tf.Variable(rng.randn(3, 2).astype(np.float32), name="w")
    optimizer = tf.compat.v1.train.MomentumOptimizer(0.1, momentum=0.9,
                                                      use_nesterov=True)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.tanh(tf.matmul(x, w)) ** 2)
        optimizer.apply_gradients([(tape.gradient(loss, w), w)])
        return loss

    x = rng.randn(4, 3).astype(np.float32)
    step(x)  # creates the slot, so that both sides start from one state
    compiled = tagrad.from_tf(step.get_concrete_function(
        tf.TensorSpec(x.shape)))
    slots = [c for c in compiled.captured
             if isinstance(c, tagrad.CapturedResource)]
    assert len(slots) == 1
    assert any(c is slots[0] for c in compiled.written)
    for _ in range(3):
        before = [c.numpy() for c in (w, slots[0])]
        want_loss = step(x).numpy()
        want = [c.numpy() for c in (w, slots[0])]
        for c, value in zip((w, slots[0]), before):
            c.assign(value)
        assert_matches(compiled.call_and_assign(x), want_loss)
        for c, expected in zip((w, slots[0]), want):
            assert_matches(c.numpy(), expected)


class Dense(tf.Module):
    """A dense layer trained by SGD: w and b written by assign_sub, a step
    counter by assign_add, a scale only read, and a captured tensor."""

    def __init__(self):
        rng = np.random.RandomState(1)
        self.w = tf.Variable(rng.randn(3, 2).astype(np.float32), name="w")
        self.b = tf.Variable(rng.randn(2).astype(np.float32), name="b")
        self.steps = tf.Variable(0, dtype=tf.int64, name="steps")
        self.scale = tf.Variable(0.5, trainable=False, name="scale")
        # Large enough to be captured (a placeholder), not inlined.
        self.offset = tf.constant(rng.randn(300, 2).astype(np.float32))

    @tf.function
    def step(self, x, y):
        with tf.GradientTape() as tape:
            h = tf.matmul(x, self.w) + self.b + self.offset[:4]
            loss = self.scale * tf.reduce_mean(tf.square(h - y))
        dw, db = tape.gradient(loss, [self.w, self.b])
        self.w.assign_sub(0.1 * dw)
        self.b.assign_sub(0.1 * db)
        self.steps.assign_add(1)
        return loss, h


def _data(seed):
    rng = np.random.RandomState(seed)
    return (rng.randn(4, 3).astype(np.float32),
            rng.randn(4, 2).astype(np.float32))


def _tf_step(variables, call):
    """TensorFlow's outputs and the variables' values after `call`, the
    variables then set back to their values before it."""
    before = [v.numpy() for v in variables]
    outputs = call()
    if not isinstance(outputs, (list, tuple)):
        outputs = [outputs]
    outputs = [np.asarray(o) for o in outputs]
    after = [v.numpy() for v in variables]
    for v, value in zip(variables, before):
        v.assign(value)
    return outputs, after


def test_from_tf_captured_variables_sgd_step():
    m = Dense()
    x, y = _data(2)
    specs = [tf.TensorSpec(x.shape), tf.TensorSpec(y.shape)]
    cf = m.step.get_concrete_function(*specs)
    f = tagrad.from_tf(m.step, specs)
    # Arguments: cf.inputs (x, y, then the captures); results: the outputs,
    # then the written variables in argument order.
    assert len(f.arguments) == len(cf.inputs) == 7
    assert [c is v for c, v in zip(f.captured[:2], (m.w, m.b))] == [True] * 2
    assert {id(c) for c in f.captured} == \
        {id(v) for v in (m.w, m.b, m.steps, m.scale, m.offset)}
    assert [id(v) for v in f.written] == \
        [id(c) for c in f.captured if c is not m.scale and c is not m.offset]
    assert f.results[2].variable is not None
    assert len(f.results) == 2 + 3

    variables = (m.w, m.b, m.steps)
    want, want_after = _tf_step(variables, lambda: m.step(x, y))
    got = f(x, y, *[c.numpy() for c in f.captured])
    for g, w in zip(got[:2], want):
        assert_matches(g, w, 1e-6)
    after = {id(v): value for v, value in zip(f.written, got[2:])}
    for v, w in zip(variables, want_after):
        assert_matches(after[id(v)], w, 1e-6)
    assert m.steps.numpy() == 0  # a plain call leaves TensorFlow's alone

    # call_and_assign: TensorFlow's own call, twice.
    for _ in range(2):
        want, want_after = _tf_step(variables, lambda: m.step(x, y))
        for g, w in zip(f.call_and_assign(x, y), want):
            assert_matches(g, w, 1e-6)
        for v, w in zip(variables, want_after):
            assert_matches(v.numpy(), w, 1e-6)
    assert m.steps.numpy() == 2 and m.scale.numpy() == 0.5
    with pytest.raises(tagrad.ArgumentError, match="takes 2 inputs besides "
                       "its 5 captured values but 1 is given"):
        f.call_and_assign(x)


def test_from_tf_keras_dense_sgd_step():
    keras = pytest.importorskip("keras")
    if not keras.__version__.startswith("3"):
        pytest.skip("Keras 3's training step")
    keras.utils.set_random_seed(5)
    model = keras.Sequential([keras.Input((6,)),
                              keras.layers.Dense(8, activation="relu"),
                              keras.layers.Dense(3)])
    optimizer = keras.optimizers.SGD(0.05, momentum=0.9)
    optimizer.build(model.trainable_variables)
    loss_fn = keras.losses.MeanSquaredError()

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    rng = np.random.RandomState(6)
    x = rng.randn(4, 6).astype(np.float32)
    y = rng.randn(4, 3).astype(np.float32)
    f = tagrad.from_tf(step.get_concrete_function(tf.TensorSpec(x.shape),
                                                  tf.TensorSpec(y.shape)))
    variables = [c for c in f.captured if isinstance(c, tf.Variable)]
    assert len(f.written) >= 2 * len(model.trainable_variables)
    for _ in range(2):
        want, want_after = _tf_step(variables, lambda: step(x, y))
        assert_matches(f.call_and_assign(x, y), want[0], 1e-5)
        for v, w in zip(variables, want_after):
            assert_matches(v.numpy(), w, 1e-5)


def test_from_tf_captured_variable_needs_static_shape():
    v = tf.Variable(np.ones((2, 3), np.float32),
                    shape=tf.TensorShape([None, 3]), name="ragged")

    @tf.function
    def grow(x):
        v.assign(tf.concat([v, x], 0))
        return tf.reduce_sum(v)

    with pytest.raises(ValueError, match=r"static variable shapes; the "
                       r"captured variable ragged:0 .* has shape \(None, 3\)"):
        tagrad.from_tf(grow, [tf.TensorSpec([1, 3])])


def test_from_tf_variable_argument_is_refused():
    v = tf.Variable(np.ones(3, np.float32))

    @tf.function
    def scale(var, x):
        var.assign(var * x)
        return var.read_value()

    cf = scale.get_concrete_function(v, tf.TensorSpec([]))
    if not any(t.dtype == tf.resource
               for t in cf.inputs[:len(cf.inputs) -
                                  len(cf.captured_inputs)]):
        pytest.skip("this TensorFlow captures a variable argument")
    with pytest.raises(NotImplementedError, match="not ones passed as "
                       "arguments"):
        tagrad.from_tf(cf)


def test_from_tf_tensor_array_read_in_two_loops():
    # One TensorArray read in two loops: the gradient adds the two loops'
    # gradient TensorLists whole (a variant AddN).
    @tf.function
    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            n = tf.shape(x)[0]
            ta = tf.TensorArray(tf.float32, size=n)
            for i in tf.range(n):
                ta = ta.write(i, tf.sin(x[i]))
            y1 = tf.zeros([3])
            for i in tf.range(0, n, 2):
                y1 = y1 + ta.read(i) * 2.0
            y2 = tf.zeros([3])
            for i in tf.range(1, n):
                y2 = y2 + tf.square(ta.read(i))
            loss = tf.reduce_sum(y1) + tf.reduce_sum(y2)
        return loss, tape.gradient(loss, x)

    x = np.random.RandomState(4).randn(5, 3).astype(np.float32)
    compiled = tagrad.from_tf(f, feeds=[tf.TensorSpec(x.shape)])
    for got, expected in zip(compiled(x), f(x)):
        assert_matches(got, expected.numpy())


def test_from_tf_while_loop_shape_invariants_gradient():
    # A loop variable that grows a row per trip (shape_invariants), whose
    # gradient accumulator holds items of every length.
    @tf.function
    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            i0 = tf.constant(0)
            _, acc = tf.while_loop(
                lambda i, acc: i < 4,
                lambda i, acc: (i + 1, tf.concat([acc, tf.sin(x[i:i + 1])],
                                                 0)),
                [i0, tf.zeros([0, 3])],
                shape_invariants=[i0.shape, tf.TensorShape([None, 3])])
            loss = tf.reduce_sum(acc * acc)
        return loss, tape.gradient(loss, x)

    x = np.random.RandomState(5).randn(5, 3).astype(np.float32)
    compiled = tagrad.from_tf(f, feeds=[tf.TensorSpec(x.shape)])
    for got, expected in zip(compiled(x), f(x)):
        assert_matches(got, expected.numpy())
