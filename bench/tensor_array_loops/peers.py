#!/usr/bin/env python3
"""Times the work of loops.mlir.in in JAX, TensorFlow and as a memcpy.

Run by run.py --peers with an interpreter that has them installed (a
venv: pip install "jax[cpu]" tensorflow-cpu numpy); never by CI. Prints one
JSON object: {"jax": {N: seconds}, "tf": {N: seconds}, "memcpy": {N:
seconds}}, medians of REPEATS after a warm-up; a peer that is not installed
is left out.

  * jax: jit(value_and_grad) of two lax.scan loops (x[i] = s * i as 4
    floats, y[i] = 2 x[i], loss = sum(y)): XLA's form of the same loops,
    without TensorFlow's TensorArray checks.
  * tf: the TF1 graph (tf.compat.v1, control flow v1): TensorArrayV3
    written in a while loop, a second loop reading it and writing y, and
    tf.gradients through both (TensorArrayGradV3), one session run per step,
    2 threads. Slow: only N up to --tf-max.
  * memcpy: numpy copying 100 bytes per element (what the loops move).

usage: peers.py --sizes 1000,10000 [--repeats R] [--tf-max N]
"""
import argparse
import json
import os
import statistics
import sys
import time


def median_seconds(fn, repeats):
    fn()  # warm-up (and compilation)
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def time_jax(sizes, repeats):
    import jax
    import jax.numpy as jnp
    from jax import lax
    out = {}
    for n in sizes:
        def loss(s):
            def write(carry, i):
                return carry, jnp.full((4,), s * i)
            _, x = lax.scan(write, None, jnp.arange(n, dtype=jnp.float32))

            def double(carry, xi):
                return carry, 2.0 * xi
            _, y = lax.scan(double, None, x)
            return jnp.sum(y)
        step = jax.jit(jax.value_and_grad(loss))
        s = jnp.float32(1.0)
        out[n] = median_seconds(
            lambda: jax.block_until_ready(step(s)), repeats)
    return out


def time_tf(sizes, repeats, tf_max):
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import tensorflow as tf
    tf1 = tf.compat.v1
    tf1.disable_eager_execution()
    tf1.disable_control_flow_v2()
    out = {}
    for n in [n for n in sizes if n <= tf_max]:
        graph = tf.Graph()
        with graph.as_default():
            s = tf1.placeholder(tf.float32, [])
            x0 = tf.TensorArray(tf.float32, size=n, element_shape=[4])

            def write(i, ta):
                return i + 1, ta.write(i, tf.fill([4], s * tf.cast(i, tf.float32)))
            _, x = tf1.while_loop(lambda i, ta: i < n, write, [0, x0])
            y0 = tf.TensorArray(tf.float32, size=n, element_shape=[4])

            def double(i, ta):
                return i + 1, ta.write(i, 2.0 * x.read(i))
            _, y = tf1.while_loop(lambda i, ta: i < n, double, [0, y0])
            loss = tf.reduce_sum(y.stack())
            grad = tf1.gradients(loss, s)[0]
        config = tf1.ConfigProto(intra_op_parallelism_threads=2,
                                 inter_op_parallelism_threads=2)
        with tf1.Session(graph=graph, config=config) as sess:
            out[n] = median_seconds(
                lambda: sess.run([loss, grad], {s: 1.0}), repeats)
    return out


def time_memcpy(sizes, repeats):
    import numpy as np
    out = {}
    for n in sizes:
        src = np.ones(100 * n, np.uint8)
        dst = np.empty_like(src)
        out[n] = median_seconds(lambda: np.copyto(dst, src), repeats)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000,100000,1000000")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--tf-max", type=int, default=100000)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    result = {}
    for name, fn in [("jax", lambda: time_jax(sizes, args.repeats)),
                     ("tf", lambda: time_tf(sizes, args.repeats, args.tf_max)),
                     ("memcpy", lambda: time_memcpy(sizes, args.repeats))]:
        try:
            result[name] = fn()
        except ImportError as e:
            print("peers.py: %s left out (%s)" % (name, e), file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
