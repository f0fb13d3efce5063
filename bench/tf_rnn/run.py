#!/usr/bin/env python3
"""Times one RNN training step in TensorFlow, TaGrad (from the same TF1
graph) and JAX (the same step written with lax.scan), in interleaved rounds.

The step: h_t = tanh(x_t U + h_{t-1} W) over a sequence x [T, B, I] read
from an unstacked TensorArray inside a tf1.while_loop that writes h_t to a
TensorArray; loss = sum(stack()^2); tf.gradients wrt W and U (the backward
while loop through the gradient TensorArrays and the stacks that save the
forward values). The inputs are placeholders; the fetches are loss, dW, dU.

For each configuration (T in 10, 100, 1000; H in 64, 256; I = H; batch B)
the graph is built, imported to TensorFlow's MLIR (generic form with debug
info, as test/Integration/TensorFlow/gen_tf_goldens.py does) into a
temporary directory and timed:

  TensorFlow  one session.run per step in a tf1.Session with
              intra_op_parallelism_threads=2, inter_op_parallelism_threads=2,
              after --warmup steps; the median of --steps steps (wall
              time of session.run on a twin graph whose inputs are resource
              variables holding the same values: no feed copies, as TaGrad's
              and JAX's times have none).
  TaGrad      tagrad-run FILE --input=@... --benchmark_repetitions=N
              --pipeline-options=threads=2 (OMP_NUM_THREADS=2 unless set):
              it compiles once, runs the function N times after a warmup
              and prints `median_ns_per_call: <int>`. The compile time is
              the wall time of a separate `--benchmark_repetitions=1`
              invocation minus its two calls (warmup and one run, each
              taken as the time that run prints).

One table (T, H, TF median ms, TaGrad median ms, TF/TaGrad, TaGrad compile
s) is printed at the end. A failing tagrad-run is reported under the table
(its exit status and first lines; the whole output in NAME.tagrad.log with
--keep) and the other configurations go on. With --check, TaGrad's results
are also compared with TensorFlow's (--expected_output).

Needs TensorFlow (2.21; CI never runs this):

  /work/tfvenv/bin/python bench/tf_rnn/run.py [--steps N] [--warmup N]
      [--tagrad-run PATH] [--csv FILE] [--seq 10,100,1000] [--hidden 64,256]
      [--batch B] [--tf-only] [--check] [--keep DIR] [--timeout S]
      [--pipeline-options OPTS]
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("CUDA_VISIBLE_DEVICES", "")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from tensorflow.python import pywrap_mlir  # noqa: E402

tf1 = tf.compat.v1
tf1.disable_eager_execution()
tf1.disable_control_flow_v2()

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
FETCHES = ["loss", "dW", "dU"]


def step(x, U, W, T, B, H, I):
    """The training step's fetches (loss, dW, dU) on x, U and W."""
    xs = tf.TensorArray(tf.float32, size=T, element_shape=[B, I])
    xs = xs.unstack(x)
    hs = tf.TensorArray(tf.float32, size=T, element_shape=[B, H])

    def body(i, h, hs):
        h = tf.tanh(tf.matmul(xs.read(i), U) + tf.matmul(h, W))
        return i + 1, h, hs.write(i, h)

    _, _, hs = tf1.while_loop(
        lambda i, h, hs: i < T, body,
        [tf.constant(0), tf.zeros([B, H]), hs])
    stacked = hs.stack()
    loss = tf.reduce_sum(stacked * stacked)
    dW, dU = tf.gradients(loss, [W, U])
    return [tf.identity(loss, name="loss"), tf.identity(dW, name="dW"),
            tf.identity(dU, name="dU")]


def build(T, B, H, I):
    g = tf.Graph()
    with g.as_default():
        x = tf1.placeholder(tf.float32, [T, B, I], name="x")
        U = tf1.placeholder(tf.float32, [I, H], name="U")
        W = tf1.placeholder(tf.float32, [H, H], name="W")
        outs = step(x, U, W, T, B, H, I)
    r = np.random.RandomState(0)
    feeds = [
        ("x", x, r.randn(T, B, I).astype(np.float32)),
        ("U", U, (r.randn(I, H) * 0.5 / np.sqrt(I)).astype(np.float32)),
        ("W", W, (r.randn(H, H) * 0.5 / np.sqrt(H)).astype(np.float32)),
    ]
    return g, feeds, outs


def write_mlir(g, feeds, path, mlir_opt):
    txt = pywrap_mlir.import_graphdef(
        g.as_graph_def(), "", True,
        input_names=[n for n, _, _ in feeds],
        input_data_types=["DT_FLOAT"] * len(feeds),
        input_data_shapes=[",".join(map(str, v.shape)) for _, _, v in feeds],
        output_names=FETCHES)
    bc = path + "bc"
    pywrap_mlir.experimental_write_bytecode(bc, txt)
    subprocess.run([mlir_opt, "--allow-unregistered-dialect",
                    "--mlir-print-op-generic", "--mlir-print-debuginfo",
                    bc, "-o", path], check=True)
    os.remove(bc)


def build_unfed(feeds, T, B, H, I):
    """The same step on resource variables holding the feeds' values: what
    TensorFlow is timed on, so that its time, like TaGrad's and JAX's, has
    no copy of the inputs (session.run's feeds copy x, U and W)."""
    g = tf.Graph()
    with g.as_default():
        x, U, W = (tf1.get_variable(name, initializer=value, use_resource=True,
                                    trainable=False)
                   for name, _, value in feeds)
        outs = step(x, U, W, T, B, H, I)
        init = tf1.global_variables_initializer()
    return g, outs, init


def tf_session(g):
    config = tf1.ConfigProto(intra_op_parallelism_threads=2,
                             inter_op_parallelism_threads=2)
    return tf1.Session(graph=g, config=config)


def time_tf(sess, feeds, outs, warmup, steps):
    """Median s per session.run (with `feeds`, if any) and the last
    results."""
    fd = {ph: v for _, ph, v in feeds}
    for _ in range(warmup):
        results = sess.run(outs, fd)
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        results = sess.run(outs, fd)
        times.append(time.perf_counter() - t0)
    return statistics.median(times), results


def jax_step(feeds):
    """The same step in JAX (lax.scan, value_and_grad, jit; XLA:CPU), on
    device arrays made once, or None when JAX is not installed."""
    try:
        import jax
        import jax.numpy as jnp
    except ImportError:
        return None
    x, U, W = (jnp.asarray(v) for _, _, v in feeds)

    def loss_fn(W, U, x):
        def cell(h, xt):
            h = jnp.tanh(xt @ U + h @ W)
            return h, h
        _, hs = jax.lax.scan(
            cell, jnp.zeros((x.shape[1], W.shape[0]), x.dtype), x)
        return jnp.sum(hs * hs)

    step = jax.jit(jax.value_and_grad(loss_fn, argnums=(0, 1)))

    def call():
        return jax.block_until_ready(step(W, U, x))
    return call


def time_jax(call, warmup, steps):
    for _ in range(max(1, warmup)):
        call()
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        call()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def first_lines(out, n=4):
    lines = [l.strip() for l in out.strip().splitlines() if l.strip()]
    return " | ".join(lines[:n]) + (" | ..." if len(lines) > n else "")


def run_tagrad(tool, args, timeout, log=None):
    """Runs tagrad-run; returns (exit status, wall seconds, output) or
    raises RuntimeError when it could not be run or timed out. Appends the
    command and its output to `log` when given."""
    env = dict(os.environ)
    env.setdefault("OMP_NUM_THREADS", "2")
    t0 = time.perf_counter()
    try:
        p = subprocess.run([tool] + args, capture_output=True, text=True,
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        raise RuntimeError("timed out after %d s" % timeout)
    except OSError as e:
        raise RuntimeError(str(e))
    wall = time.perf_counter() - t0
    out = p.stdout + p.stderr
    if log:
        with open(log, "a") as f:
            f.write("$ %s\n# exit %d, %.2f s\n%s\n" % (
                " ".join([tool] + args), p.returncode, wall, out))
    return p.returncode, wall, out


def median_ns(out):
    m = re.search(r"median_ns_per_call:\s*(\d+)", out)
    if not m:
        raise RuntimeError("no median_ns_per_call line in tagrad-run's "
                           "output: " + first_lines(out))
    return int(m.group(1))


def time_tagrad(tool, mlir, inputs, expected, steps, timeout, check,
                loss_threshold, pipeline_options, log):
    """Returns (median s per call, compile s, check note, TaGrad's loss or
    None); raises
    RuntimeError with tagrad-run's first lines when it fails."""
    base = [mlir, "--function=main"] + ["--input=@" + f for f in inputs]
    if pipeline_options:
        base.append("--pipeline-options=" + pipeline_options)
    rc, _, out = run_tagrad(
        tool, base + ["--benchmark_repetitions=%d" % steps], timeout, log)
    if rc != 0:
        raise RuntimeError("exit %d: %s" % (rc, first_lines(out)))
    med = median_ns(out) * 1e-9
    # Compile time: the wall time of a --benchmark_repetitions=1
    # invocation minus its two calls (warm-up and the timed one, taken as
    # twice the time it prints); process start, parsing and the front end
    # are included.
    rc, wall1, out1 = run_tagrad(
        tool, base + ["--benchmark_repetitions=1"], timeout, log)
    if rc != 0:
        raise RuntimeError("exit %d (compile-time run): %s" % (
            rc, first_lines(out1)))
    compile_s = max(0.0, wall1 - 2 * median_ns(out1) * 1e-9)
    checked = ""
    loss = None
    if check:
        # The results saved and compared here: the loss at
        # loss_threshold, the gradients at 1e-4, as ../shared/tf-graphs'
        # check.py compares: max |got - want| / max(1, max |want|). (Element
        # by element, a gradient's small elements differ by more: at B = 32
        # both TensorFlow's and TaGrad's dU are within 1e-6 of float64,
        # relative to its largest element, and 2.3e-7 of each other.)
        got_files = [f.replace(".out", ".tagrad.out") for f in expected]
        rc, _, out2 = run_tagrad(
            tool, base + ["--output=@" + f for f in got_files], timeout, log)
        if rc != 0:
            raise RuntimeError("exit %d (check run): %s" % (
                rc, first_lines(out2)))
        bad = []
        for k, (g, e) in enumerate(zip(got_files, expected)):
            got, want = np.load(g).astype(np.float64), np.load(e)
            threshold = loss_threshold if k == 0 else 1e-4
            if got.shape != want.shape:
                bad.append("%s: shape %s, TF's %s" % (
                    FETCHES[k], got.shape, want.shape))
                continue
            excess = np.max(np.abs(got - want), initial=0.0) / max(
                1.0, np.max(np.abs(want), initial=0.0))
            if not excess <= threshold:
                bad.append("%s: %.2e over %g" % (FETCHES[k], excess,
                                                 threshold))
        checked = "ok" if not bad else "MISMATCH (%s)" % ", ".join(bad)
        loss = float(np.load(got_files[0]))
    return med, compile_s, checked, loss


def float64_loss(feeds):
    """The step's loss recomputed in float64 from the same inputs."""
    x, U, W = (v.astype(np.float64) for _, _, v in feeds)
    h = np.zeros((x.shape[1], W.shape[0]))
    loss = 0.0
    for t in range(x.shape[0]):
        h = np.tanh(x[t] @ U + h @ W)
        loss += np.sum(h * h)
    return loss


def interleave(row, args, sess, feeds, outs, jax_call, tool, mlir, inputs,
               log):
    """args.rounds rounds of TensorFlow, TaGrad and JAX in a rotating order;
    fills the row's medians and per-round ratios."""
    base = [mlir, "--function=main"] + ["--input=@" + f for f in inputs]
    if args.pipeline_options:
        base.append("--pipeline-options=" + args.pipeline_options)
    peers = ["tf", "tagrad"] + (["jax"] if jax_call else [])
    times = {p: [] for p in peers}
    for r in range(args.rounds):
        round_times = {}
        for p in peers[r % len(peers):] + peers[:r % len(peers)]:
            if p == "tf":
                round_times[p] = time_tf(sess, feeds, outs, 1, args.steps)[0]
            elif p == "jax":
                round_times[p] = time_jax(jax_call, 1, args.steps)
            else:
                rc, _, out = run_tagrad(
                    tool, base + ["--benchmark_repetitions=%d" % args.steps],
                    args.timeout, log)
                if rc != 0:
                    raise RuntimeError("exit %d: %s" % (rc, first_lines(out)))
                round_times[p] = median_ns(out) * 1e-9
        for p, t in round_times.items():
            times[p].append(t)
        row["tf_ratios"].append(round_times["tf"] / round_times["tagrad"])
        if jax_call:
            row["jax_ratios"].append(round_times["jax"] /
                                     round_times["tagrad"])
    row["tf_ms"] = statistics.median(times["tf"]) * 1e3
    row["tagrad_ms"] = statistics.median(times["tagrad"]) * 1e3
    if jax_call:
        row["jax_ms"] = statistics.median(times["jax"]) * 1e3


def main():
    ap = argparse.ArgumentParser(
        description="TensorFlow vs TaGrad on a TF1 RNN training step")
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--seq", default="10,100,1000")
    ap.add_argument("--hidden", default="64,256")
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--tagrad-run",
                    default=os.path.join(ROOT, "build", "bin", "tagrad-run"))
    ap.add_argument("--mlir-opt", default=MLIR_OPT)
    ap.add_argument("--csv", help="also write the table there")
    ap.add_argument("--tf-only", action="store_true",
                    help="time TensorFlow only")
    ap.add_argument("--check", action="store_true",
                    help="also compare TaGrad's results with TF's "
                    "(max |got - want| / max(1, max |want|): the gradients "
                    "at 1e-4, the loss at --loss-threshold) "
                    "and both losses with a float64 recomputation")
    ap.add_argument("--loss-threshold", type=float, default=1e-5,
                    help="--check's threshold on the loss (default "
                    "%(default)g)")
    ap.add_argument("--timeout", type=int, default=900,
                    help="seconds per tagrad-run invocation")
    ap.add_argument("--pipeline-options", default="threads=2",
                    help="tagrad-run's --pipeline-options (options of "
                    "--tagrad-cpu-pipeline; default %(default)r; '' for "
                    "none). tagrad-run runs with OMP_NUM_THREADS=2 unless "
                    "it is set")
    ap.add_argument("--keep", help="write the MLIR and .npy files there "
                    "instead of a temporary directory")
    ap.add_argument("--rounds", type=int, default=5,
                    help="interleaved rounds per configuration: each round "
                    "times TensorFlow, TaGrad and JAX (in a rotating order) "
                    "on the same inputs; ratios are taken per round")
    ap.add_argument("--no-jax", action="store_true",
                    help="leave JAX out (it is left out when not installed)")
    args = ap.parse_args()

    tool = os.path.abspath(args.tagrad_run)
    use_tagrad = not args.tf_only
    if use_tagrad and not os.access(tool, os.X_OK):
        print("note: %s is not an executable; timing TensorFlow only "
              "(--tagrad-run PATH)" % tool, file=sys.stderr)
        use_tagrad = False

    work = args.keep or tempfile.mkdtemp(prefix="tf_rnn_")
    os.makedirs(work, exist_ok=True)
    rows = []
    load0 = os.getloadavg()[0]
    try:
        for T in [int(s) for s in args.seq.split(",")]:
            for H in [int(s) for s in args.hidden.split(",")]:
                name = "rnn_T%d_H%d_B%d" % (T, H, args.batch)
                g, feeds, outs = build(T, args.batch, H, H)
                mlir = os.path.join(work, name + ".mlir")
                write_mlir(g, feeds, mlir, args.mlir_opt)
                inputs = []
                for k, (_, _, v) in enumerate(feeds):
                    inputs.append(os.path.join(work, "%s.in%d.npy" % (name, k)))
                    np.save(inputs[-1], v)
                # Results from the fed graph; times from its unfed twin.
                with tf_session(g) as fed:
                    results = fed.run(outs, {ph: v for _, ph, v in feeds})
                g_unfed, outs_unfed, init = build_unfed(
                    feeds, T, args.batch, H, H)
                sess = tf_session(g_unfed)
                sess.run(init)
                tf_s, _ = time_tf(sess, [], outs_unfed, args.warmup,
                                  args.steps)
                expected = []
                for k, v in enumerate(results):
                    expected.append(
                        os.path.join(work, "%s.out%d.npy" % (name, k)))
                    np.save(expected[-1], np.array(v, np.float32, order="C"))
                row = {"T": T, "H": H, "tf_ms": tf_s * 1e3, "tagrad_ms": None,
                       "compile_s": None, "note": "", "jax_ms": None,
                       "tf_ratios": [], "jax_ratios": []}
                if use_tagrad:
                    t_tagrad = time.perf_counter()
                    try:
                        med, comp, checked, loss = time_tagrad(
                            tool, mlir, inputs, expected, args.steps,
                            args.timeout, args.check, args.loss_threshold,
                            args.pipeline_options,
                            os.path.join(work, name + ".tagrad.log"))
                        row.update(tagrad_ms=med * 1e3, compile_s=comp,
                                   note=checked and "check " + checked)
                        if loss is not None:
                            exact = float64_loss(feeds)
                            row["note"] += (
                                "; loss relative error against float64: "
                                "TF %.1e, TaGrad %.1e" % (
                                    abs(float(results[0]) - exact) / exact,
                                    abs(loss - exact) / exact))
                    except RuntimeError as e:
                        row["note"] = "tagrad-run failed: %s" % e
                    row["tagrad_wall_s"] = time.perf_counter() - t_tagrad
                jax_call = None if args.no_jax else jax_step(feeds)
                if row["tagrad_ms"] is not None:
                    interleave(row, args, sess, [], outs_unfed, jax_call, tool,
                               mlir, inputs,
                               os.path.join(work, name + ".tagrad.log"))
                sess.close()
                rows.append(row)
                print("T=%-5d H=%-4d TF %9.3f ms  TaGrad %s  compile %s  "
                      "(tagrad-run wall %.1f s)  %s" % (
                          T, H, row["tf_ms"],
                          "%9.3f ms" % row["tagrad_ms"] if row["tagrad_ms"]
                          is not None else "     -   ",
                          "%.2f s" % row["compile_s"] if row["compile_s"]
                          is not None else "-",
                          row.get("tagrad_wall_s", 0.0), row["note"]),
                      file=sys.stderr, flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    header = ["T", "H", "TF ms", "TaGrad ms", "JAX ms", "TF/TaGrad",
              "(min-max)", "JAX/TaGrad", "(min-max)", "TaGrad compile s"]

    def ratio(values):
        if not values:
            return "-", ""
        return ("%.2f" % statistics.median(values),
                "%.2f-%.2f" % (min(values), max(values)))

    table = []
    for r in rows:
        tg = r["tagrad_ms"]
        tf_ratio = ratio(r["tf_ratios"]) if r["tf_ratios"] else (
            ("%.2f" % (r["tf_ms"] / tg), "") if tg else ("-", ""))
        jax_ratio = ratio(r["jax_ratios"])
        table.append([str(r["T"]), str(r["H"]), "%.3f" % r["tf_ms"],
                      "%.3f" % tg if tg is not None else "-",
                      "%.3f" % r["jax_ms"] if r["jax_ms"] is not None
                      else "-",
                      tf_ratio[0], tf_ratio[1], jax_ratio[0], jax_ratio[1],
                      "%.2f" % r["compile_s"] if r["compile_s"] is not None
                      else "-"])
    widths = [max(len(h), *(len(t[i]) for t in table)) if table else len(h)
              for i, h in enumerate(header)]
    print("load average (1 min) at start %.2f, at end %.2f" % (
        load0, os.getloadavg()[0]))
    print("TF1 RNN training step (batch %d, I = H; %d interleaved rounds, "
          "each the median of %d calls per peer; ms: medians of the rounds; "
          "ratios per round, > 1: TaGrad faster. TF: session.run on "
          "variables holding the inputs (no feed), %d threads intra/inter; TaGrad: tagrad-run "
          "--pipeline-options=%r, OMP_NUM_THREADS=%s, the compiled call; "
          "JAX: jit(value_and_grad) of lax.scan on device arrays, XLA:CPU)" % (
              args.batch, args.rounds, args.steps, 2, args.pipeline_options,
              os.environ.get("OMP_NUM_THREADS", "2")))
    print("  ".join(h.rjust(w) for h, w in zip(header, widths)))
    for t in table:
        print("  ".join(c.rjust(w) for c, w in zip(t, widths)))
    for r in rows:
        if r["note"]:
            print("T=%d H=%d: %s" % (r["T"], r["H"], r["note"]))
    if args.csv:
        with open(args.csv, "w") as f:
            f.write("T,H,tf_ms,tagrad_ms,jax_ms,tf_ratio,tf_ratio_range,"
                    "jax_ratio,jax_ratio_range,tagrad_compile_s\n")
            for t in table:
                f.write(",".join("" if c == "-" else c for c in t) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
