#!/usr/bin/env python3
"""Trains a TF1 RNN for a few steps through TaGrad and prints the loss beside
TensorFlow's.

The step is TensorFlow's own graph: h_t = tanh(x_t U + h_{t-1} W), x_t read
from an unstacked TensorArray in a tf.compat.v1.while_loop, a linear read-out
V of the last state, a squared error, tf.gradients through the loop (the
gradient TensorArrays and the stacks that save the forward values) and
GradientDescentOptimizer's updates of the resource variables U, W, V. TaGrad
compiles the whole step once; each call takes the batch and the variables
and returns the loss and the variables after the update.

With TensorFlow installed the graph is built here and handed over with
tagrad.from_tf (in memory), and TensorFlow runs the same steps beside it.
Without it, the committed GraphDef examples/train_rnn.pbtxt is compiled.

  python3 examples/train_rnn.py [--steps 10] [--threads 1]
  python3 examples/train_rnn.py --write-graph examples/train_rnn.pbtxt  # TF
"""

import argparse
import os
import sys

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

HERE = os.path.dirname(os.path.abspath(__file__))
# Run from a source checkout without installing: the package in python/.
sys.path.append(os.path.join(HERE, os.pardir, "python"))
import tagrad  # noqa: E402

GRAPH = os.path.join(HERE, "train_rnn.pbtxt")
STEPS, BATCH, INPUTS, HIDDEN = 6, 8, 3, 16
LEARNING_RATE = 0.05


def initial_variables():
    """The variables before the first step, by shared_name."""
    rng = np.random.RandomState(0)
    return {"u": (rng.randn(INPUTS, HIDDEN) * 0.5).astype(np.float32),
            "v": (rng.randn(HIDDEN, 1) * 0.5).astype(np.float32),
            "w": (rng.randn(HIDDEN, HIDDEN) * 0.2).astype(np.float32)}


def batch(step):
    """A batch of sequences and, as the target, a sum of their inputs."""
    rng = np.random.RandomState(100 + step)
    x = rng.randn(STEPS, BATCH, INPUTS).astype(np.float32)
    y = np.tanh(x.sum(axis=(0, 2))[:, None] / 4).astype(np.float32)
    return x, y


def build_graph(tf):
    tf1 = tf.compat.v1
    tf1.disable_control_flow_v2()  # TF1 loops: what TaGrad imports
    graph = tf.Graph()
    with graph.as_default():
        x = tf1.placeholder(tf.float32, [STEPS, BATCH, INPUTS], name="x")
        y = tf1.placeholder(tf.float32, [BATCH, 1], name="y")
        values = initial_variables()
        u, v, w = (tf1.get_variable(name, initializer=values[name],
                                    use_resource=True) for name in "uvw")
        xs = tf.TensorArray(tf.float32, size=STEPS).unstack(x)

        def body(t, h):
            return t + 1, tf.tanh(tf.matmul(xs.read(t), u) + tf.matmul(h, w))

        _, h = tf1.while_loop(lambda t, h: t < STEPS, body,
                              [0, tf.zeros([BATCH, HIDDEN])])
        loss = tf.reduce_mean(tf.square(tf.matmul(h, v) - y), name="loss")
        train = tf1.train.GradientDescentOptimizer(LEARNING_RATE).minimize(
            loss, name="train")
        init = tf1.global_variables_initializer()
    return graph, [x, y], [loss, train], init


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--write-graph", metavar="PBTXT",
                        help="write the step's GraphDef (needs TensorFlow)")
    args = parser.parse_args()
    try:
        import tensorflow as tf
    except ImportError:
        tf = None

    options = {"threads": args.threads}
    if tf is not None:
        graph, feeds, fetches, init = build_graph(tf)
        if args.write_graph:
            tf.io.write_graph(graph.as_graph_def(), os.path.dirname(
                os.path.abspath(args.write_graph)),
                os.path.basename(args.write_graph), as_text=True)
            return
        step = tagrad.from_tf(graph, fetches, feeds, pipeline_options=options)
        session = tf.compat.v1.Session(graph=graph)
        session.run(init)
    else:
        if args.write_graph:
            sys.exit("--write-graph needs TensorFlow")
        print("TensorFlow is not installed: compiling examples/%s, no "
              "TensorFlow column" % os.path.basename(GRAPH))
        step = tagrad.compile(GRAPH, input_arrays=["x", "y"],
                              output_arrays=["loss"],
                              control_output_arrays=["train"],
                              pipeline_options=options)
    written = [s.variable for s in step.results[1:]]
    print("compiled %r: variables %s" % (step, ", ".join(written)))

    variables = initial_variables()
    print("step  tagrad loss" + ("  tensorflow loss" if tf else ""))
    for i in range(args.steps):
        x, y = batch(i)
        loss, *updated = step(x, y, **variables)
        variables = dict(zip(written, updated))
        line = "%4d  %11.6f" % (i, loss)
        if tf is not None:
            tf_loss, _ = session.run(fetches, dict(zip(feeds, (x, y))))
            line += "  %15.6f" % tf_loss
        print(line)


if __name__ == "__main__":
    main()
