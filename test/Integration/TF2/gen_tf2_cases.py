#!/usr/bin/env python3
"""Builds the TensorFlow 2 cases of test/Integration/TF2 and their golden data.

Each case is a tf.function (AutoGraph loops and conditionals, nested
tf.function calls) whose concrete function's graph
(`get_concrete_function(...).graph.as_graph_def()`: functional While/If/
calls with their bodies in the GraphDef's function library) TaGrad imports
through the GraphDef door. For each case this writes, into Inputs/ next to
this script:

  <case>.pbtxt       the concrete function's GraphDef, as text
  <case>.in<k>.npy   the arguments, in order, then the values of the
                     variables the function captures (fed as DT_RESOURCE
                     placeholders, in the order of the concrete function's
                     inputs)
  <case>.out<k>.npy  TensorFlow's results (an eager call of the function),
                     then the captured variables the call changed

  <case>.tf.mlir     the same graph through TensorFlow's own MLIR importer,
                     in generic form (the tfmlir door)

and, next to this script, <case>.mlir: the lit test whose RUN lines import
the GraphDef with tagrad-translate --import-graphdef, run it with
tagrad-run, run <case>.tf.mlir with tagrad-run, and compare both with
TensorFlow's results.

Run by hand, with TensorFlow 2.21 (CI never installs TensorFlow and never
runs this; its outputs are committed):

  /work/tfvenv/bin/python test/Integration/TF2/gen_tf2_cases.py [--cases a,b]

Deterministic: inputs come from numpy RandomStates with fixed seeds.
"""

import argparse
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.core.framework import types_pb2  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
CASES = {}


def case(description, tolerance=1e-5, xfail=False):
    def register(builder):
        CASES[builder.__name__] = (builder, description, tolerance, xfail)
        return builder
    return register


def rand(seed, *shape):
    return np.random.RandomState(seed).uniform(-1, 1, shape).astype(np.float32)


@case("an AutoGraph for-loop over tf.range (a StatelessWhile whose body and "
      "cond are library functions)")
def while_loop():
    @tf.function
    def f(x, w):
        h = tf.zeros([2, 3])
        for _ in tf.range(4):
            h = tf.tanh(tf.matmul(h, w) + x)
        return h, tf.reduce_sum(h)
    return f, [rand(1, 2, 3), rand(2, 3, 3)], ["x", "w"]


@case("tf.cond on a data-dependent predicate (a StatelessIf with then/else "
      "branch functions), twice with opposite predicates")
def cond():
    @tf.function
    def f(x, y):
        a = tf.cond(tf.reduce_sum(x) > 0, lambda: x * 2.0 + y, lambda: x - y)
        b = tf.cond(tf.reduce_sum(x) < 0, lambda: tf.exp(y), lambda: y * y)
        return a, b
    return f, [np.abs(rand(3, 4)) , rand(4, 4)], ["x", "y"]


@case("nested tf.function calls (StatefulPartitionedCall/PartitionedCall "
      "whose functions call functions)")
def nested_calls():
    @tf.function
    def inner(a, b):
        return tf.tanh(a) * b

    @tf.function
    def middle(a, b):
        return inner(a, b) + inner(b, a)

    @tf.function
    def f(x, y):
        return middle(x, y), inner(x, x)
    return f, [rand(5, 3, 2), rand(6, 3, 2)], ["x", "y"]


@case("a while loop with a data-dependent trip count: doubles x until its "
      "sum passes a limit given as an input")
def data_dependent_loop():
    @tf.function
    def f(x, limit):
        n = tf.constant(0)
        while tf.reduce_sum(x) < limit:
            x = x * 1.5 + 0.25
            n += 1
        return x, n
    return f, [np.abs(rand(7, 4)), np.float32(40.0)], ["x", "limit"]


@case("a loop whose body holds a tf.cond and calls a tf.function")
def loop_cond_call():
    @tf.function
    def step(h, w):
        return tf.tanh(tf.matmul(h, w))

    @tf.function
    def f(x, w):
        h = x
        for i in tf.range(5):
            if i % 2 == 0:
                h = step(h, w)
            else:
                h = h * 0.5
        return h
    return f, [rand(8, 2, 4), rand(9, 4, 4)], ["x", "w"]


@case("an AutoGraph loop writing a tf.TensorArray (TensorLists), "
      "differentiated by tf.GradientTape (the gradient loop pops the saved "
      "values back from TensorLists)")
def tensor_array_grad():
    @tf.function
    def f(x, w):
        with tf.GradientTape() as tape:
            tape.watch([x, w])
            ta = tf.TensorArray(tf.float32, size=tf.shape(x)[0])
            h = tf.zeros([2, 3])
            for t in tf.range(tf.shape(x)[0]):
                h = tf.tanh(tf.matmul(x[t], w) + h)
                ta = ta.write(t, h)
            hs = ta.stack()
            loss = tf.reduce_sum(hs * hs)
        dx, dw = tape.gradient(loss, [x, w])
        return hs, loss, dx, dw
    return f, [rand(10, 4, 2, 3), rand(11, 3, 3)], ["x", "w"]


@case("a while loop with a data-dependent trip count writing a growing "
      "tf.TensorArray (dynamic_size)")
def tensor_array_dynamic():
    @tf.function
    def f(x, limit):
        ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
        i = tf.constant(0)
        while tf.reduce_sum(x) < limit:
            x = x * 1.5 + 0.25
            ta = ta.write(i, x)
            i += 1
        return ta.stack(), i
    return f, [np.abs(rand(12, 3)), np.float32(30.0)], ["x", "limit"]


@case("nested AutoGraph loops: an inner while loop whose trip count is the "
      "outer loop's counter")
def nested_loops():
    @tf.function
    def f(x, w):
        h = x
        for i in tf.range(4):
            j = tf.constant(0)
            while j <= i:
                h = tf.tanh(tf.matmul(h, w)) + 0.1 * h
                j += 1
        return h
    return f, [rand(13, 2, 3), rand(14, 3, 3)], ["x", "w"]


@case("tf.scan and tf.map_fn in TensorFlow 2 (While loops over "
      "TensorLists), and their gradient (ZerosLike and AddN of lists)")
def scan_map():
    @tf.function
    def f(x, w):
        with tf.GradientTape() as tape:
            tape.watch(w)
            hs = tf.scan(lambda h, xt: tf.tanh(tf.matmul(h, w) + xt), x,
                         initializer=tf.zeros([2, 3]))
            sq = tf.map_fn(lambda r: tf.reduce_sum(r * r), hs)
            loss = tf.reduce_sum(sq)
        return hs, sq, tape.gradient(loss, w)
    return f, [rand(15, 5, 2, 3), rand(16, 3, 3)], ["x", "w"]


@case("an LSTM cell loop reading a tf.TensorArray made by unstack, under "
      "GradientTape (the gradient of TensorListGetItem adds a one-item list "
      "to the running gradient list every step)")
def lstm_unstack_read():
    @tf.function
    def f(x, k, b):
        with tf.GradientTape() as tape:
            tape.watch([x, k, b])
            h = tf.zeros([2, 4])
            c = tf.zeros([2, 4])
            out = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
            xs = tf.TensorArray(tf.float32, size=6).unstack(x)
            for t in tf.range(6):
                z = tf.matmul(tf.concat([xs.read(t), h], 1), k) + b
                i, j, fg, o = tf.split(z, 4, axis=1)
                c = tf.sigmoid(fg + 1.0) * c + tf.sigmoid(i) * tf.tanh(j)
                h = tf.sigmoid(o) * tf.tanh(c)
                out = out.write(t, h)
            loss = tf.reduce_mean(tf.square(out.stack()))
        return (loss,) + tuple(tape.gradient(loss, [x, k, b]))
    return f, [rand(17, 6, 2, 3), rand(18, 7, 16), rand(19, 16)], \
        ["x", "k", "b"]


@case("a tf.cond inside an AutoGraph loop under GradientTape (cond_v2 keeps "
      "the branches' intermediates as optionals, saved per step in lists)")
def cond_in_loop_grad():
    @tf.function
    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            s = tf.zeros([3])
            for t in tf.range(6):
                if t % 2 == 0:
                    s = s + tf.exp(x[t] * 0.3)
                else:
                    s = s * tf.cos(x[t])
            loss = tf.reduce_sum(s)
        return loss, tape.gradient(loss, x)
    return f, [rand(20, 6, 3)], ["x"]


@case("tf.TensorArray unstack, gather, concat, and a dynamic-size array of "
      "varying element shapes (infer_shape=False)")
def tensor_array_ops():
    @tf.function
    def f(x):
        ta = tf.TensorArray(tf.float32, size=5, element_shape=[2, 3]).unstack(x)
        g = ta.gather([4, 0, 2])
        c = ta.concat()
        ta2 = tf.TensorArray(tf.float32, size=0, dynamic_size=True,
                             infer_shape=False)
        for t in tf.range(4):
            ta2 = ta2.write(t, tf.reshape(x[t], [-1]) * tf.cast(t, tf.float32))
        return g, c, ta2.stack(), ta2.size()
    return f, [rand(21, 5, 2, 3)], ["x"]


@case("tf.switch_case under GradientTape (Case with three branches, an "
      "index outside [0, N) taking the last, and cond_v2's optionals with "
      "OptionalNone in branches that do not compute a saved value)")
def switch_case_grad():
    @tf.function
    def f(x, i):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = tf.switch_case(i, [lambda: tf.sin(x), lambda: x * x * 3.0,
                                   lambda: tf.exp(x)])
            z = tf.switch_case(i + 5, [lambda: x, lambda: -x])
            loss = tf.reduce_sum(y + z)
        return y, z, tape.gradient(loss, x)
    return f, [rand(22, 4), np.array(1, np.int32)], ["x", "i"]


@case("tf.map_fn returning a tuple (a max and a sum of each row) under "
      "GradientTape: the max is written to the output list and saved for the "
      "gradient, one tensor read by two runtime calls")
def map_fn_tuple_max():
    @tf.function
    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            m = tf.map_fn(lambda r: (tf.reduce_max(r), tf.reduce_sum(r)), x,
                          fn_output_signature=(tf.float32, tf.float32))
            loss = tf.reduce_sum(m[0])
        return m[0], m[1], tape.gradient(loss, x)
    return f, [rand(33, 5, 3)], ["x"]


def keras_train_step(model, optimizer, loss_fn):
    """A Keras 3 training step: forward, GradientTape, apply_gradients (the
    optimizer's variables built first, so the step only captures them)."""
    optimizer.build(model.trainable_variables)

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return step


@case("a tf.Module training step capturing tf.Variables (DT_RESOURCE "
      "placeholders): two trained by assign_sub / assign_add, one only read")
def module_variables():
    class Model(tf.Module):
        def __init__(self):
            self.w = tf.Variable(rand(40, 3, 4), name="w")
            self.b = tf.Variable(rand(41, 4), name="b")
            self.v = tf.Variable(rand(42, 4, 1), name="v", trainable=False)
    m = Model()

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            h = tf.tanh(tf.matmul(x, m.w) + m.b)
            loss = tf.reduce_mean(tf.square(tf.matmul(h, m.v) - y))
        dw, db = tape.gradient(loss, [m.w, m.b])
        m.w.assign_sub(0.1 * dw)
        m.b.assign_add(-0.1 * db)
        return loss
    return step, [rand(43, 5, 3), rand(44, 5, 1)], ["x", "y"]


@case("random numbers as TensorFlow 2 draws them: tf.random.Generator "
      "(RngReadAndSkip on its captured state, Bitcast of the counter and "
      "key, StatelessRandomNormalV2/UniformV2/UniformIntV2), "
      "tf.random.stateless_* on a fed seed, and a Keras 3 Dropout "
      "(SeedGenerator state) in a GradientTape step", tolerance=1e-6)
def random_numbers():
    import keras
    generator = tf.random.Generator.from_seed(1234)
    dropout = keras.layers.Dropout(0.4, seed=3)

    @tf.function
    def step(x, seed):
        with tf.GradientTape() as tape:
            tape.watch(x)
            h = dropout(tf.tanh(x), training=True)
            loss = tf.reduce_sum(h * h)
        return (loss, tape.gradient(loss, x), x * generator.normal([4]),
                generator.uniform([3]),
                generator.uniform([5], minval=0, maxval=10, dtype=tf.int32),
                tf.random.stateless_uniform([2, 3], seed=seed),
                tf.random.stateless_truncated_normal([6], seed=seed + 1))
    return step, [rand(53, 4), np.array([5, 7], np.int32)], ["x", "seed"]


@case("a Keras 3 MLP (Dense, relu) trained one step by keras.optimizers.SGD "
      "(captured kernels, biases, learning rate and iteration count)")
def keras_dense_sgd():
    import keras
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((6,)),
                              keras.layers.Dense(8, activation="relu"),
                              keras.layers.Dense(3)])
    step = keras_train_step(model, keras.optimizers.SGD(0.05),
                            keras.losses.MeanSquaredError())
    return step, [rand(45, 4, 6), rand(46, 4, 3)], ["x", "y"]


@case("a Keras 3 MLP trained one step by keras.optimizers.Adam (its moments "
      "as captured variables)")
def keras_dense_adam():
    import keras
    keras.utils.set_random_seed(2)
    model = keras.Sequential([keras.Input((6,)),
                              keras.layers.Dense(8, activation="tanh"),
                              keras.layers.Dense(3)])
    step = keras_train_step(model, keras.optimizers.Adam(0.01),
                            keras.losses.MeanSquaredError())
    return step, [rand(47, 4, 6), rand(48, 4, 3)], ["x", "y"]


@case("a Keras 3 LSTM and Dense trained one step by Adam (the LSTM's While "
      "loop takes the captured weights; its gradient reads VariableShape)")
def keras_lstm_adam():
    import keras
    keras.utils.set_random_seed(3)
    model = keras.Sequential([keras.Input((5, 3)), keras.layers.LSTM(4),
                              keras.layers.Dense(2)])
    step = keras_train_step(model, keras.optimizers.Adam(0.01),
                            keras.losses.MeanSquaredError())
    return step, [rand(49, 2, 5, 3), rand(50, 2, 2)], ["x", "y"]


@case("two stacked Keras 3 GRUs trained one step by SGD with momentum")
def keras_gru_momentum():
    import keras
    keras.utils.set_random_seed(4)
    model = keras.Sequential([keras.Input((5, 3)),
                              keras.layers.GRU(4, return_sequences=True),
                              keras.layers.GRU(3)])
    step = keras_train_step(model, keras.optimizers.SGD(0.05, momentum=0.9),
                            keras.losses.MeanSquaredError())
    return step, [rand(51, 2, 5, 3), rand(52, 2, 3)], ["x", "y"]


@case("a tf.Module step whose captured variables are read in a While loop "
      "(and its gradient) and written in the branches of a tf.cond, beside "
      "an int32 step counter")
def module_variables_cond_loop():
    class Model(tf.Module):
        def __init__(self):
            self.w = tf.Variable(rand(53, 3, 3), name="w")
            self.n = tf.Variable(0, name="n")
    m = Model()

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            h = x
            for _ in tf.range(3):
                h = tf.tanh(tf.matmul(h, m.w))
            loss = tf.reduce_sum(h)
        dw = tape.gradient(loss, m.w)
        if loss > 0:
            m.w.assign_sub(0.1 * dw)
        else:
            m.w.assign_add(0.1 * dw)
        m.n.assign_add(1)
        return loss
    return step, [rand(54, 2, 3)], ["x"]


@case("a tf.TensorArray split into rows of different lengths, rewritten in "
      "a loop and concatenated, with GradientTape (the gradient stitches a "
      "reshape target from the shape of a tensor of unknown rank)")
def ta_split_concat_grad():
    @tf.function
    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            ta = tf.TensorArray(tf.float32, size=3)
            ta = ta.split(x, [2, 3, 1])
            for i in tf.range(3):
                ta = ta.write(i, ta.read(i) * 2.0)
            y = ta.concat()
            loss = tf.reduce_sum(y * y)
        return loss, tape.gradient(loss, x)
    return f, [rand(42, 6, 2)], ["x"]


@case("a dynamic_size tf.TensorArray grown in a while loop whose trip count "
      "the data decide, stacked and sized, with GradientTape (growable "
      "storage: pushes past the first capacity)")
def dynamic_size_growth():
    @tf.function
    def f(x, w):
        with tf.GradientTape() as tape:
            tape.watch(w)
            ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
            h = tf.zeros([4])
            i = tf.constant(0)
            while tf.reduce_sum(h) < 3.0 and i < 400:
                h = tf.tanh(h + tf.linalg.matvec(w, x[i % 5]))
                ta = ta.write(i, h)
                i += 1
            s = ta.stack()
            loss = tf.reduce_sum(s * s) + tf.cast(ta.size(), tf.float32)
        return loss, tape.gradient(loss, w)
    return f, [rand(40, 5, 4) * 0.2, rand(41, 4, 4) * 0.05], ["x", "w"]



@case("AutoGraph if/elif/else under GradientTape, alone (down each branch) "
      "and in a for-loop over rows: cond_v2 saves the branches' "
      "intermediates as optionals sharing output positions, of other ranks "
      "and element types in each branch (x**3 [3] against sum(x) [], the "
      "inner predicate (bool) and a float64 value against floats); the "
      "gradient's If reads each in its branch, the loop's from the lists it "
      "saved them on")
def cond_grad_branch_intermediates():
    def branchy(x):
        if tf.reduce_sum(x) > 0:
            return tf.reduce_sum(x ** 3)
        else:
            return tf.reduce_sum(x) ** 2

    @tf.function
    def f(x, xs):
        with tf.GradientTape() as tape:
            tape.watch([x, xs])
            loss = branchy(x) + branchy(-x)
            for t in tf.range(tf.shape(xs)[0]):
                row = xs[t]
                s = tf.reduce_sum(row)
                if s > 1:
                    loss += tf.cast(
                        tf.reduce_sum(tf.cast(row, tf.float64) ** 3),
                        tf.float32)
                elif s > -1:
                    loss += tf.reduce_sum(tf.sin(row)) ** 2
                else:
                    loss += tf.reduce_sum(tf.exp(row) * row)
        dx, dxs = tape.gradient(loss, [x, xs])
        return loss, dx, dxs
    xs = np.array([[0.9, 0.8, 0.6], [-0.3, 0.5, -0.1], [-1.2, -0.6, -0.9],
                   [1.1, -0.2, 0.4], [0.2, -0.9, 0.1]], np.float32)
    return f, [np.array([1.0, 2.0, 3.0], np.float32), xs], ["x", "xs"]

@case("one tf.TensorArray written in a loop and read in two later loops "
      "(the even items in one, the middle ones in the other), with "
      "GradientTape: the gradient adds the two loops' gradient TensorLists "
      "whole (a variant AddN, TensorListBinaryAdd: item by item, an item "
      "set in one list only kept as it is)")
def ta_two_reader_loops_grad():
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
            for i in tf.range(1, n - 1):
                y2 = y2 * 0.5 + tf.square(ta.read(i))
            loss = tf.reduce_sum(y1 * y2)
        return loss, tape.gradient(loss, x)
    return f, [rand(43, 6, 3)], ["x"]


@case("tf.while_loop with shape_invariants: a [0,3] tensor grown a row per "
      "trip, with GradientTape (the loop's gradient accumulator holds items "
      "of every length; the loop's variable types generalize from [0,3] to "
      "[?,3] between attempts at converting it)")
def while_shape_invariants_grad():
    @tf.function
    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            i0 = tf.constant(0)
            acc0 = tf.zeros([0, 3])

            def body(i, acc):
                row = tf.sin(x[i:i + 1]) * tf.cast(i + 1, tf.float32)
                return i + 1, tf.concat([acc * 0.5, row], 0)
            _, acc = tf.while_loop(
                lambda i, acc: i < 4, body, [i0, acc0],
                shape_invariants=[i0.shape, tf.TensorShape([None, 3])])
            loss = tf.reduce_sum(acc ** 2)
        return loss, acc, tape.gradient(loss, x)
    return f, [rand(44, 5, 3)], ["x"]


@case("a training loop inside one tf.function: each trip a GradientTape "
      "over an RNN whose outputs a TensorArray collects, then SGD on two "
      "tf.Module variables, the losses in a TensorArray (converting the "
      "outer loop takes more than one attempt; the lists an abandoned "
      "attempt made go with it)")
def train_loop_in_function():
    class Cell(tf.Module):
        def __init__(self):
            self.w = tf.Variable(rand(45, 3, 3) * 0.5, name="w")
            self.u = tf.Variable(rand(46, 3, 3) * 0.3, name="u")
    cell = Cell()

    @tf.function
    def f(x):
        losses = tf.TensorArray(tf.float32, size=3)
        for s in tf.range(3):
            with tf.GradientTape() as tape:
                h = tf.zeros([3])
                outs = tf.TensorArray(tf.float32, size=5)
                for t in tf.range(5):
                    h = tf.tanh(tf.linalg.matvec(cell.w, x[t]) +
                                tf.linalg.matvec(cell.u, h))
                    outs = outs.write(t, h)
                loss = tf.reduce_mean(outs.stack() ** 2)
            gw, gu = tape.gradient(loss, [cell.w, cell.u])
            cell.w.assign_sub(0.5 * gw)
            cell.u.assign_sub(0.5 * gu)
            losses = losses.write(s, loss)
        return losses.stack()
    return f, [rand(47, 5, 3)], ["x"]


@case("GradientTape.jacobian and batch_jacobian without pfor "
      "(experimental_use_pfor=False) of an AutoGraph loop, beside a second "
      "gradient of the persistent tape: the jacobians' while_loops run the "
      "gradient loop every trip, each popping the forward loop's "
      "accumulators that the trip passes on unchanged")
def jacobian_loop_no_pfor():
    @tf.function
    def f(x, w):
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            h = x
            for _ in tf.range(3):
                h = tf.tanh(h * w + 0.1 * tf.reduce_sum(h, 1, keepdims=True))
            loss = tf.reduce_sum(h * h)
        j = tape.jacobian(h, x, experimental_use_pfor=False)
        bj = tape.batch_jacobian(h, x, experimental_use_pfor=False)
        return h, j, bj, tape.gradient(loss, x)
    return f, [rand(55, 2, 3), rand(56, 3)], ["x", "w"]


@case("nested AutoGraph loops under GradientTape, the inner one writing a "
      "tf.TensorArray the outer body makes with as many items as the outer "
      "counter (the gradient's inner loop pops accumulators it took from "
      "lists of lists)")
def nested_loop_ta_grad():
    @tf.function
    def f(x, w):
        with tf.GradientTape() as tape:
            tape.watch(w)
            h = x
            total = tf.constant(0.0)
            for i in tf.range(3):
                ta = tf.TensorArray(tf.float32, size=i + 1)
                for j in tf.range(i + 1):
                    h = tf.sin(h * w) + 0.1
                    ta = ta.write(j, h)
                total += tf.reduce_sum(ta.stack())
        return total, tape.gradient(total, w)
    return f, [rand(57, 3), rand(58, 3)], ["x", "w"]


def captured_variables(concrete, num_args):
    """The tf.Variables the concrete function captures, in the order of its
    inputs after the `num_args` arguments."""
    outer = {id(inner): value for value, inner in concrete.graph.captures}
    by_handle = {id(v.handle): v for v in concrete.graph.variables}
    variables = []
    for placeholder in concrete.inputs[num_args:]:
        v = by_handle.get(id(outer[id(placeholder)]))
        if v is None:
            raise ValueError("%s captures %s, which is not a variable" %
                             (concrete.name, placeholder.op.name))
        variables.append(v)
    return variables


def write_tf_mlir(graph_def, names, dtypes, shapes, outputs, path):
    """TensorFlow's own MLIR importer output for the graph, in generic form
    (the tfmlir door), as test/Integration/TensorFlow's cases are."""
    import subprocess
    import tempfile
    from tensorflow.python import pywrap_mlir
    text = pywrap_mlir.import_graphdef(
        graph_def, "", True, input_names=names, input_data_types=dtypes,
        input_data_shapes=shapes, output_names=outputs)
    with tempfile.TemporaryDirectory() as tmp:
        bytecode = os.path.join(tmp, "case.mlirbc")
        pywrap_mlir.experimental_write_bytecode(bytecode, text)
        subprocess.run([MLIR_OPT, "--allow-unregistered-dialect",
                        "--mlir-print-op-generic", "--mlir-print-debuginfo",
                        bytecode, "-o", path], check=True)


def run(name, out):
    builder, description, tolerance, xfail = CASES[name]
    fn, args, names = builder()
    specs = [tf.TensorSpec(np.shape(a), tf.as_dtype(np.asarray(a).dtype),
                           name=n) for a, n in zip(args, names)]
    concrete = fn.get_concrete_function(*specs)
    graph_def = concrete.graph.as_graph_def()
    tf.io.write_graph(graph_def, out, name + ".pbtxt", as_text=True)
    variables = captured_variables(concrete, len(args))
    before = [v.numpy() for v in variables]
    results = concrete(*[tf.constant(a) for a in args])
    if not isinstance(results, (list, tuple)):
        results = [results]
    results = [np.asarray(r) for r in results]
    # Captured variables are DT_RESOURCE placeholders fed after the inputs
    # (cf.inputs' order): arguments holding their values before the step;
    # the ones the step writes are results after the fetches, in that order.
    results += [v.numpy() for v, b in zip(variables, before)
                if not np.array_equal(v.numpy(), b)]
    input_dtypes = [types_pb2.DataType.Name(
        tf.as_dtype(np.asarray(a).dtype).as_datatype_enum) for a in args]
    input_shapes = [",".join(str(d) for d in np.shape(a)) for a in args]
    names = names + [t.op.name for t in concrete.inputs[len(args):]]
    input_dtypes += ["DT_RESOURCE"] * len(variables)
    input_shapes += [""] * len(variables)
    args = list(args) + before
    for k, a in enumerate(args):
        np.save(os.path.join(out, "%s.in%d.npy" % (name, k)), np.asarray(a))
    for k, r in enumerate(results):
        np.save(os.path.join(out, "%s.out%d.npy" % (name, k)), r)
    outputs = [t.op.name for t in concrete.graph.outputs]
    shapes = ":".join(input_shapes)
    dtypes = ",".join(input_dtypes)
    lines = ["// XFAIL: *"] if xfail else []
    lines += [
        "// TensorFlow 2: %s." % description,
        "// gen_tf2_cases.py writes the concrete function's GraphDef and "
        "TensorFlow's",
        "// results (Inputs/%s.*); the GraphDef door imports it." % name,
        "//",
        "// RUN: tagrad-translate --import-graphdef %%S/Inputs/%s.pbtxt \\"
        % name,
        "// RUN:   -tf-input-arrays=%s \\" % ",".join(names),
        "// RUN:   -tf-input-data-types=%s \\" % dtypes,
        "// RUN:   -tf-input-shapes=%s \\" % shapes,
        "// RUN:   -tf-output-arrays=%s \\" % ",".join(outputs),
        "// RUN: | tagrad-run - --function=main \\",
    ]
    for k in range(len(args)):
        lines.append("// RUN:   --input=@%%S/Inputs/%s.in%d.npy \\" % (name, k))
    for k in range(len(results)):
        lines.append("// RUN:   --expected_output=@%%S/Inputs/%s.out%d.npy \\"
                     % (name, k))
    lines.append("// RUN:   --expected_f32_threshold=%g" % tolerance)
    # The same function through TensorFlow's MLIR importer (the tfmlir door).
    write_tf_mlir(graph_def, names, input_dtypes, input_shapes, outputs,
                  os.path.join(out, name + ".tf.mlir"))
    lines.append("// RUN: tagrad-run %%S/Inputs/%s.tf.mlir --function=main \\"
                 % name)
    for k in range(len(args)):
        lines.append("// RUN:   --input=@%%S/Inputs/%s.in%d.npy \\" % (name, k))
    for k in range(len(results)):
        lines.append("// RUN:   --expected_output=@%%S/Inputs/%s.out%d.npy \\"
                     % (name, k))
    lines.append("// RUN:   --expected_f32_threshold=%g" % tolerance)
    with open(os.path.join(HERE, name + ".mlir"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("%s: %d functions, outputs %s" %
          (name, len(graph_def.library.function), outputs))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(HERE, "Inputs"))
    parser.add_argument("--cases", default=",".join(CASES))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for name in args.cases.split(","):
        run(name, args.out)


if __name__ == "__main__":
    main()
