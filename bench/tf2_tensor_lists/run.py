#!/usr/bin/env python3
"""TensorFlow 2 TensorList loops: TaGrad beside TensorFlow's TF2 runtime and
JAX's lax.scan, on the same work, as N grows.

The program (bench/tensor_array_loops' loop, written as users write TF2): a
`tf.function` whose AutoGraph loop over `tf.range(N)` computes
h = tanh(h * a + x[t]) and writes h to a `tf.TensorArray`, loss =
sum(stack()^2), and GradientTape's gradient with respect to x and a
(TensorListReserve/SetItem/Stack forward; PushBack/PopBack accumulators and
the TensorListGetItem gradient backward). Elements are vectors of --width
f32. JAX: the same recurrence as lax.scan under jit(value_and_grad).

Each round runs every peer once on the same inputs (rounds interleave):

  TensorFlow  the concrete function called eagerly (TF's TF2 runtime), the
              median of --steps calls;
  JAX         the jitted function, block_until_ready, median of --steps;
  TaGrad      TensorFlow's MLIR of the concrete function's graph (its own
              importer), tagrad-run --benchmark_repetitions=--steps (the
              median compiled call; threads=1, the peers run as they do by
              default).

Every peer's loss and gradients are checked against TensorFlow's first
result (1e-4, normwise) so that none of them skips the work. TensorFlow's
TF2 runtime is quadratic in N here (a TensorList is copied per step), so
beyond --tf-max-n it is not run: the reference is then a float64 NumPy
recomputation of the same recurrence and its gradient. Printed per N:
medians (ms), the ratios TF/TaGrad and JAX/TaGrad per round (median, min-max
over --rounds), and TaGrad's time per step (linear in N when it stays flat).

Needs TensorFlow 2.21 and optionally JAX (CI never runs this):

  /work/tfvenv/bin/python bench/tf2_tensor_lists/run.py [--n 1000,10000,100000]
      [--rounds 3] [--steps 5] [--width 16] [--build build] [--tf-max-n 10000]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.python import pywrap_mlir  # noqa: E402

try:
    import jax
    import jax.numpy as jnp
except ImportError:  # JAX is optional
    jax = None


def tf_step(x, a):
    with tf.GradientTape() as tape:
        tape.watch([x, a])
        h = tf.zeros_like(x[0])
        ta = tf.TensorArray(tf.float32, size=tf.shape(x)[0])
        for t in tf.range(tf.shape(x)[0]):
            h = tf.tanh(h * a + x[t])
            ta = ta.write(t, h)
        loss = tf.reduce_sum(tf.square(ta.stack()))
    dx, da = tape.gradient(loss, [x, a])
    return loss, dx, da


def jax_step():
    def loss_fn(x, a):
        def body(h, xt):
            h = jnp.tanh(h * a + xt)
            return h, h
        _, hs = jax.lax.scan(body, jnp.zeros_like(x[0]), x)
        return jnp.sum(hs * hs)
    return jax.jit(jax.value_and_grad(loss_fn, argnums=(0, 1)))


def float64_step(x, a):
    """The loss and the gradients wrt x and a, in float64 (the reference
    where TensorFlow is not run)."""
    x, a = x.astype(np.float64), a.astype(np.float64)
    hs = np.empty_like(x)
    h = np.zeros_like(x[0])
    for t in range(len(x)):
        h = np.tanh(h * a + x[t])
        hs[t] = h
    dx, da = np.empty_like(x), np.zeros_like(a)
    dh = np.zeros_like(a)
    for t in reversed(range(len(x))):
        dh = dh + 2 * hs[t]
        dz = dh * (1 - hs[t] ** 2)
        dx[t] = dz
        da += dz * (hs[t - 1] if t > 0 else 0)
        dh = dz * a
    return [np.sum(hs * hs), dx, da]


def close(got, want):
    for g, w in zip(got, want):
        g, w = np.asarray(g, np.float64), np.asarray(w, np.float64)
        if g.shape != w.shape or np.max(np.abs(g - w)) > 1e-4 * max(1.0, np.max(np.abs(w))):
            return False
    return True


def median_time(fn, steps):
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", default="1000,10000,100000")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--width", type=int, default=16)
    ap.add_argument("--build", default="build")
    ap.add_argument("--tf-max-n", type=int, default=10000,
                    help="largest N TensorFlow runs at (quadratic)")
    args = ap.parse_args()
    run = os.path.join(args.build, "bin", "tagrad-run")
    rs = np.random.RandomState(0)
    print("N  TF_ms  JAX_ms  TaGrad_ms  TF/TaGrad(med,min-max)  "
          "JAX/TaGrad(med,min-max)  TaGrad_us_per_step")
    for n in [int(v) for v in args.n.split(",")]:
        x = (rs.randn(n, args.width) * 0.5).astype(np.float32)
        a = (rs.rand(args.width) * 0.9).astype(np.float32)
        fn = tf.function(tf_step)
        cf = fn.get_concrete_function(tf.TensorSpec(x.shape, tf.float32),
                                      tf.TensorSpec(a.shape, tf.float32))
        run_tf = n <= args.tf_max_n
        want = ([t.numpy() for t in cf(x, a)] if run_tf else
                float64_step(x, a))
        jfn = jax_step() if jax else None
        if jfn:
            lv, (jdx, jda) = jfn(x, a)
            if not close([lv, jdx, jda], want):
                sys.exit("JAX's results differ from the reference at N=%d" % n)
        with tempfile.TemporaryDirectory() as tmp:
            gd = cf.graph.as_graph_def()
            txt = pywrap_mlir.import_graphdef(
                gd, "", True, input_names=[t.op.name for t in cf.inputs],
                input_data_types=["DT_FLOAT", "DT_FLOAT"],
                input_data_shapes=[",".join(map(str, x.shape)),
                                   ",".join(map(str, a.shape))],
                output_names=[t.op.name for t in cf.outputs])
            mlir = os.path.join(tmp, "step.mlirbc")
            pywrap_mlir.experimental_write_bytecode(mlir, txt)
            np.save(os.path.join(tmp, "x.npy"), x)
            np.save(os.path.join(tmp, "a.npy"), a)
            base = [run, mlir, "--input=@" + tmp + "/x.npy",
                    "--input=@" + tmp + "/a.npy",
                    "--pipeline-options=threads=1"]
            outs = ["--output=@%s/out%d.npy" % (tmp, i) for i in range(3)]
            subprocess.run(base + outs, check=True, capture_output=True)
            got = [np.load("%s/out%d.npy" % (tmp, i)) for i in range(3)]
            if not close(got, want):
                sys.exit("TaGrad's results differ from the reference at N=%d" % n)
            tf_ms, jax_ms, tg_ms, r_tf, r_jax = [], [], [], [], []
            for _ in range(args.rounds):
                t_tf = median_time(lambda: [t.numpy() for t in cf(x, a)],
                                   args.steps) if run_tf else float("nan")
                t_jax = median_time(
                    lambda: jax.block_until_ready(jfn(x, a)),
                    args.steps) if jfn else float("nan")
                out = subprocess.run(
                    base + ["--benchmark_repetitions=%d" % args.steps],
                    check=True, capture_output=True, text=True).stdout
                t_tg = int(re.search(r"median_ns_per_call: (\d+)",
                                     out).group(1)) * 1e-9
                tf_ms.append(t_tf * 1e3)
                jax_ms.append(t_jax * 1e3)
                tg_ms.append(t_tg * 1e3)
                r_tf.append(t_tf / t_tg)
                r_jax.append(t_jax / t_tg)

        def ratio(r):
            if any(v != v for v in r):  # NaN: the peer did not run
                return "-"
            return "%.2f (%.2f-%.2f)" % (statistics.median(r), min(r), max(r))
        print("%d  %.3f  %.3f  %.3f  %s  %s  %.3f" % (
            n, statistics.median(tf_ms), statistics.median(jax_ms),
            statistics.median(tg_ms), ratio(r_tf), ratio(r_jax),
            statistics.median(tg_ms) * 1e3 / n))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
