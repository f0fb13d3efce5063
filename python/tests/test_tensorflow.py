"""tagrad against TensorFlow itself, where it is installed: TF1 graphs
built here, compiled from memory with tagrad.from_tf and compared to a
session's results. Skipped, with the reason, where TensorFlow is not."""

import os

import numpy as np
import pytest

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
tf = pytest.importorskip(
    "tensorflow", reason="TensorFlow is not installed: the tests that build "
    "graphs with it are skipped (the GraphDef tests use saved ones)")

import tagrad  # noqa: E402
from conftest import assert_matches  # noqa: E402

tf1 = tf.compat.v1


@pytest.fixture(autouse=True)
def tf1_graph_mode():
    # TF1 control flow (Enter/Exit/Switch/Merge) and TensorArrayV3: what
    # TaGrad's GraphDef importer takes.
    tf1.disable_control_flow_v2()
    yield


def rnn_graph(steps=5, batch=2, inputs=3, hidden=4):
    graph = tf.Graph()
    with graph.as_default():
        x = tf1.placeholder(tf.float32, [steps, batch, inputs], name="x")
        u = tf1.placeholder(tf.float32, [inputs, hidden], name="u")
        w = tf1.placeholder(tf.float32, [hidden, hidden], name="w")
        xs = tf.TensorArray(tf.float32, size=steps).unstack(x)
        hs = tf.TensorArray(tf.float32, size=steps)

        def body(i, h, hs):
            h = tf.tanh(tf.matmul(xs.read(i), u) + tf.matmul(h, w))
            return i + 1, h, hs.write(i, h)

        _, _, hs = tf1.while_loop(lambda i, h, hs: i < steps, body,
                                  [0, tf.zeros([batch, hidden]), hs])
        loss = tf.reduce_sum(tf.square(hs.stack()), name="loss")
        grads = tf.gradients(loss, [w, u, x])
    return graph, [x, u, w], [loss] + grads


def run_tf(graph, feeds, fetches, values):
    with tf1.Session(graph=graph) as session:
        return session.run(fetches, dict(zip(feeds, values)))


def test_from_tf_rnn_with_tensor_arrays():
    graph, feeds, fetches = rnn_graph()
    rng = np.random.RandomState(0)
    values = [rng.randn(*f.shape.as_list()).astype(np.float32) * 0.5
              for f in feeds]
    f = tagrad.from_tf(graph, fetches, feeds)
    assert [s.type for s in f.arguments] == ["5x2x3xf32", "3x4xf32", "4x4xf32"]
    for got, want in zip(f(*values), run_tf(graph, feeds, fetches, values)):
        assert_matches(got, want)


def test_from_tf_names_and_graph_def():
    graph, feeds, fetches = rnn_graph()
    values = [np.full(f.shape.as_list(), 0.1, np.float32) for f in feeds]
    f = tagrad.from_tf(graph.as_graph_def(), [t.name for t in fetches],
                       ["x", "u:0", "w"])
    for got, want in zip(f(*values), run_tf(graph, feeds, fetches, values)):
        assert_matches(got, want)
    # A GraphDef object is a source of tagrad.compile too.
    g = tagrad.compile(graph.as_graph_def(), input_arrays=["x", "u", "w"],
                       output_arrays=["loss"])
    assert_matches(g(*values), run_tf(graph, feeds, fetches[0], values))


def test_from_tf_variables_and_train_op():
    graph = tf.Graph()
    with graph.as_default():
        x = tf1.placeholder(tf.float32, [4, 3], name="x")
        w = tf1.get_variable("w", initializer=np.eye(3, dtype=np.float32),
                             use_resource=True)
        b = tf1.get_variable("b", initializer=np.zeros(3, np.float32),
                             use_resource=True)
        loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b - 1.0))
        train = tf1.train.GradientDescentOptimizer(0.1).minimize(loss)
        init = tf1.global_variables_initializer()
    f = tagrad.from_tf(graph, [loss, train], [x])
    assert f.variables == ("b", "w")
    assert [s.variable for s in f.results] == [None, "b", "w"]
    values = np.arange(12, dtype=np.float32).reshape(4, 3) / 10
    with tf1.Session(graph=graph) as session:
        session.run(init)
        want_loss, _ = session.run([loss, train], {x: values})
        want_b, want_w = session.run([b, w])
    got_loss, got_b, got_w = f(values, b=np.zeros(3, np.float32),
                               w=np.eye(3, dtype=np.float32))
    assert_matches(got_loss, np.asarray(want_loss))
    assert_matches(got_b, want_b)
    assert_matches(got_w, want_w)


def test_from_tf_fetches_variables_as_session_run_does():
    # What tf1.assign_sub returns for a resource variable is a tf.Variable:
    # session.run fetches its value after the assignment, a plain variable
    # its current value.
    graph = tf.Graph()
    with graph.as_default():
        x = tf1.placeholder(tf.float32, [3], name="x")
        w = tf1.get_variable("w", initializer=np.ones(3, np.float32),
                             use_resource=True)
        updated = tf1.assign_sub(w, x * 2.0)
        assert isinstance(updated, tf.Variable)
        init = tf1.global_variables_initializer()
    f = tagrad.from_tf(graph, [updated], [x])
    values = np.array([1.0, 2.0, 3.0], np.float32)
    with tf1.Session(graph=graph) as session:
        session.run(init)
        want = session.run(updated, {x: values})
    got = f(values, w=np.ones(3, np.float32))
    got = got[0] if isinstance(got, tuple) else got
    assert_matches(got, want)
    assert_matches(got, np.array([-1.0, -3.0, -5.0], np.float32))


def test_from_tf_uint8_images():
    # A uint8 image placeholder (as images are fed), scaled to [0, 1] for a
    # trainable convolution, and uint8 results: the class as tf.cast of an
    # argmax and each image's brightest value (200 and 255: unsigned).
    graph = tf.Graph()
    with graph.as_default():
        images = tf1.placeholder(tf.uint8, [None, 4, 4, 3], name="images")
        x = tf.cast(images, tf.float32) / 255.0
        kernel = tf1.get_variable(
            "kernel", initializer=np.linspace(
                -1, 1, 3 * 3 * 3 * 2).astype(np.float32).reshape(3, 3, 3, 2),
            use_resource=True)
        features = tf.nn.relu(tf.nn.conv2d(x, kernel, 1, "SAME"))
        logits = tf.reduce_mean(features, axis=[1, 2])
        labels = tf.cast(tf.argmax(logits, axis=1), tf.uint8)
        brightest = tf.reduce_max(images, axis=[1, 2, 3])
        inverted = tf.constant(255, tf.uint8) - images
        loss = tf.reduce_mean(tf.square(logits - 1.0))
        train = tf1.train.GradientDescentOptimizer(0.5).minimize(loss)
        init = tf1.global_variables_initializer()
    f = tagrad.from_tf(graph, [logits, labels, brightest, inverted, train],
                       [images])
    assert f.arguments[0].dtype == np.uint8
    assert f.arguments[0].type == "?x4x4x3xui8"
    assert [r.dtype for r in f.results[:4]] == [np.float32, np.uint8,
                                                np.uint8, np.uint8]
    rng = np.random.RandomState(44)
    values = rng.randint(0, 200, size=(2, 4, 4, 3)).astype(np.uint8)
    values[0, 1, 2, 0] = 200
    values[1, 3, 3, 2] = 255
    with tf1.Session(graph=graph) as session:
        session.run(init)
        start = session.run(kernel)
        want = session.run([logits, labels, brightest, inverted, train],
                           {images: values})[:4]
        want_kernel = session.run(kernel)
    got = f(values, kernel=start)
    assert len(got) == 5
    for g, w in zip(got[:4], want):
        assert g.dtype == w.dtype
        assert_matches(g, w)
    assert_matches(got[4], want_kernel)
    np.testing.assert_array_equal(got[2], [200, 255])
    # int8 bits are not a uint8 image.
    with pytest.raises(tagrad.ArgumentError, match=r"argument 0 of @main is "
                       r"\?x4x4x3xui8 but the value given is 2x4x4x3xi8"):
        f(values.astype(np.int8), kernel=start)


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.uint8, np.uint16,
                                   np.uint32, np.uint64])
def test_from_tf_small_and_unsigned_integers(dtype):
    # Each width's top values: x + x wraps, x // 3 and the maximum see
    # unsigned values as TensorFlow does.
    info = np.iinfo(dtype)
    values = np.array([info.max, info.max - 1, 0, 7, info.max // 2 + 1],
                      dtype)
    graph = tf.Graph()
    with graph.as_default():
        x = tf1.placeholder(tf.as_dtype(dtype), [5], name="x")
        fetches = [x + x, tf.math.floordiv(x, tf.constant(3, x.dtype)),
                   tf.reduce_max(x)]
    f = tagrad.from_tf(graph, fetches, [x])
    with tf1.Session(graph=graph) as session:
        want = session.run(fetches, {x: values})
    got = f(values)
    for g, w in zip(got, want):
        assert g.dtype == np.dtype(dtype)
        assert_matches(g, np.asarray(w))


def test_from_tf_run_time_failure_is_tensorflows():
    graph = tf.Graph()
    with graph.as_default():
        i = tf1.placeholder(tf.int32, [], name="i")
        ta = tf.TensorArray(tf.float32, size=3, name="ta").unstack(
            tf.ones([3, 2]))
        read = tf.identity(ta.read(i), name="read")
    f = tagrad.from_tf(graph, [read], [i])
    np.testing.assert_array_equal(f(np.int32(1)), [1, 1])
    with tf1.Session(graph=graph) as session:
        with pytest.raises(tf.errors.InvalidArgumentError) as tf_error:
            session.run(read, {i: 5})
    with pytest.raises(tagrad.TensorFlowError) as caught:
        f(np.int32(5))
    # TensorFlow's message (TaGrad names the array first), at the node
    # TensorFlow names.
    tf_lines = tf_error.value.message.splitlines()
    assert "Tried to read from index 5 but array size is: 3" in tf_lines
    assert caught.value.message == (
        "TensorArray ta: Tried to read from index 5 but array size is: 3")
    assert "Node: '%s'" % caught.value.location in tf_lines


@pytest.mark.parametrize("tensorflow_first", [True, False])
def test_tagrad_and_tensorflow_in_one_process(tensorflow_first):
    # Each carries its own LLVM and protobuf: in a fresh process, import
    # and use both, in either order.
    import subprocess
    import sys
    from conftest import REPO
    use_tagrad = ("import tagrad, numpy as np; "
                  "f = tagrad.compile(%r); "
                  "print(f(*[np.ones(s.shape, s.dtype) for s in f.arguments])"
                  "[2][0])" % os.path.join(REPO, "examples",
                                           "batch_norm_grad.mlir"))
    use_tensorflow = ("import tensorflow as tf; "
                      "print(int(tf.reduce_sum(tf.ones([3]))))")
    steps = [use_tensorflow, use_tagrad] if tensorflow_first else [
        use_tagrad, use_tensorflow]
    environment = dict(os.environ,
                       PYTHONPATH=os.path.join(REPO, "python"))
    done = subprocess.run([sys.executable, "-c", "; ".join(steps)],
                          capture_output=True, text=True, env=environment,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    printed = done.stdout.split()
    assert printed == (["3", "1568.0"] if tensorflow_first else
                       ["1568.0", "3"])
