#!/usr/bin/env python3
"""Times the work of loops.mlir.in in JAX, TensorFlow and as a memcpy.

Run by run.py --peers with an interpreter that has them installed (a
venv: pip install "jax[cpu]" tensorflow-cpu numpy); never by CI. Prints one
JSON object: {"jax": {N: seconds}, "tf": {N: seconds}, "memcpy": {N:
seconds}}, medians of REPEATS after a warm-up; a peer that is not installed
is left out.

  * jax: jit(value_and_grad) of two lax.scan loops over the input's rows
    ([N, 4] f32 on the device: x[i] = input[i], y[i] = 2 x[i], loss =
    sum(y)), the gradient with respect to the input: XLA's form of the
    same loops, without TensorFlow's TensorArray checks.
  * tf: the TF1 graph (tf.compat.v1, control flow v1): TensorArrayV3
    written in a while loop from the input (a variable holding it: no feed
    copy), a second loop reading it and writing y, and tf.gradients through
    both (TensorArrayGradV3) to the input, one session run per step, 2
    threads. Slow: only N up to --tf-max.
  * memcpy: numpy copying 80 bytes per element: the 160 bytes per element
    the loops read and write when each array goes through memory.

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


def input_rows(n):
    """loops.mlir.in's input: (i + 3 k) mod 8 for component k of row i."""
    import numpy as np
    i = np.arange(n)[:, None]
    k = np.arange(4)[None, :]
    return ((i + 3 * k) % 8).astype(np.float32)


def time_jax(sizes, repeats):
    import jax
    import jax.numpy as jnp
    from jax import lax
    out = {}
    for n in sizes:
        def loss(rows):
            def write(carry, row):
                return carry, row
            _, x = lax.scan(write, None, rows)

            def double(carry, xi):
                return carry, 2.0 * xi
            _, y = lax.scan(double, None, x)
            return jnp.sum(y)
        step = jax.jit(jax.value_and_grad(loss))
        rows = jax.device_put(input_rows(n))
        out[n] = median_seconds(
            lambda: jax.block_until_ready(step(rows)), repeats)
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
            rows = tf1.Variable(input_rows(n), use_resource=True)
            x0 = tf.TensorArray(tf.float32, size=n, element_shape=[4])

            def write(i, ta):
                return i + 1, ta.write(i, tf.gather(rows, i))
            _, x = tf1.while_loop(lambda i, ta: i < n, write, [0, x0])
            y0 = tf.TensorArray(tf.float32, size=n, element_shape=[4])

            def double(i, ta):
                return i + 1, ta.write(i, 2.0 * x.read(i))
            _, y = tf1.while_loop(lambda i, ta: i < n, double, [0, y0])
            loss = tf.reduce_sum(y.stack())
            grad = tf1.gradients(loss, rows)[0]
            init = tf1.global_variables_initializer()
        config = tf1.ConfigProto(intra_op_parallelism_threads=2,
                                 inter_op_parallelism_threads=2)
        with tf1.Session(graph=graph, config=config) as sess:
            sess.run(init)
            out[n] = median_seconds(lambda: sess.run([loss, grad]), repeats)
    return out


def time_memcpy(sizes, repeats):
    import numpy as np
    out = {}
    for n in sizes:
        src = np.ones(80 * n, np.uint8)
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
