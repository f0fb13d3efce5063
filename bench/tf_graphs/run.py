#!/usr/bin/env python3
"""Times TensorFlow's session.run and TaGrad on the same training step: the
cases of ../shared/tf-graphs (graph.pbtxt, TensorFlow's feeds and variable
values), by default h1_cnn_bn_maxpool_momentum (conv + fused batch norm +
max pool + Momentum) and f_embed_lstm_adam (embedding + LSTM + sparse
softmax cross-entropy + Adam).

Each round times both on the same inputs, one after the other (rounds
interleave the two, so both see the same machine state):

  TensorFlow  the GraphDef imported into a tf1.Session (2 intra-op and 2
              inter-op threads); each resource variable is assigned its
              value before the step from the case's var__*.npy; one
              session.run of the case's fetches (the outputs and the
              variables' new values), --steps times; the median.
  TaGrad      tagrad-translate --import-graphdef with the case's flags,
              then tagrad-run --benchmark_repetitions=--steps (the median
              compiled call, after a warmup; threads=2).

Printed per case: medians (ms), the ratio TF/TaGrad per round (median,
min-max over --rounds), TaGrad's compile time. > 1 means TaGrad is faster.

Needs TensorFlow (2.21; CI never runs this):

  /work/tfvenv/bin/python bench/tf_graphs/run.py [--cases a,b] [--rounds 5]
      [--steps 50] [--build build] [--graphs ../shared/tf-graphs]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")
os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "2")

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

tf1 = tf.compat.v1
tf1.disable_eager_execution()


def tf_session(case_dir, meta):
    gd = tf1.GraphDef()
    with open(os.path.join(case_dir, "graph.pbtxt")) as f:
        from google.protobuf import text_format
        text_format.Merge(f.read(), gd)
    g = tf.Graph()
    with g.as_default():
        tf1.import_graph_def(gd, name="")
        feeds = {}
        for inp in meta["inputs"]:
            feeds[g.get_tensor_by_name(inp["name"] + ":0")] = np.load(
                os.path.join(case_dir, inp["file"]))
        # Variables' values before the step: assign ops on their handles.
        assigns = []
        for node in gd.node:
            if node.op != "VarHandleOp":
                continue
            shared = node.attr["shared_name"].s.decode() or node.name
            path = os.path.join(case_dir, "inputs",
                                "var__" + shared.replace("/", "__") + ".npy")
            if os.path.exists(path):
                handle = g.get_tensor_by_name(node.name + ":0")
                assigns.append(tf1.raw_ops.AssignVariableOp(
                    resource=handle, value=tf.constant(np.load(path))))
        flags = [f for f in meta["translate_flags"]
                 if f.startswith("-tf-output-arrays=")]
        fetches = [g.get_tensor_by_name(n + ":0") for n in
                   flags[0].split("=", 1)[1].split(",")]
    config = tf1.ConfigProto(intra_op_parallelism_threads=2,
                             inter_op_parallelism_threads=2)
    sess = tf1.Session(graph=g, config=config)
    return sess, assigns, fetches, feeds


def time_tf(sess, assigns, fetches, feeds, steps):
    times = []
    for _ in range(steps):
        sess.run(assigns)
        t0 = time.perf_counter()
        sess.run(fetches, feeds)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases",
                    default="h1_cnn_bn_maxpool_momentum,f_embed_lstm_adam")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--build", default="build")
    ap.add_argument("--graphs", default=os.path.join(
        os.path.dirname(__file__), "..", "..", "..", "shared", "tf-graphs"))
    args = ap.parse_args()
    translate = os.path.join(args.build, "bin", "tagrad-translate")
    run = os.path.join(args.build, "bin", "tagrad-run")
    rows = []
    for name in args.cases.split(","):
        d = os.path.join(args.graphs, name)
        meta = json.load(open(os.path.join(d, "case.json")))
        with tempfile.TemporaryDirectory() as tmp:
            mlir = os.path.join(tmp, "step.mlir")
            with open(mlir, "wb") as out:
                subprocess.run([translate, "--import-graphdef",
                                os.path.join(d, "graph.pbtxt")] +
                               meta["translate_flags"], stdout=out, check=True)
            cmd = [run, mlir, "--function=main",
                   "--pipeline-options=threads=2"] + [
                "--input=@" + os.path.join(d, a) for a in meta["tagrad_args"]]
            t0 = time.perf_counter()
            subprocess.run(cmd + ["--benchmark_repetitions=1"], check=True,
                           capture_output=True)
            compile_s = time.perf_counter() - t0
            sess, assigns, fetches, feeds = tf_session(d, meta)
            time_tf(sess, assigns, fetches, feeds, 5)  # warm up
            tf_ms, tg_ms, ratios = [], [], []
            for _ in range(args.rounds):
                t = time_tf(sess, assigns, fetches, feeds, args.steps)
                out = subprocess.run(
                    cmd + ["--benchmark_repetitions=%d" % args.steps],
                    check=True, capture_output=True, text=True).stdout
                g = int(re.search(r"median_ns_per_call:\s*(\d+)",
                                  out).group(1)) * 1e-9
                tf_ms.append(t * 1e3)
                tg_ms.append(g * 1e3)
                ratios.append(t / g)
            rows.append((name, statistics.median(tf_ms),
                         statistics.median(tg_ms), statistics.median(ratios),
                         min(ratios), max(ratios), compile_s))
    print("| case | TF ms | TaGrad ms | TF/TaGrad median (min-max) | "
          "TaGrad compile s |")
    print("|---|---:|---:|---:|---:|")
    for name, t, g, r, lo, hi, c in rows:
        print("| %s | %.3f | %.3f | %.2f (%.2f-%.2f) | %.1f |"
              % (name, t, g, r, lo, hi, c))
    print("(%d rounds of %d steps, interleaved; TF: session.run, 2+2 "
          "threads; TaGrad: tagrad-run, threads=2)" % (args.rounds,
                                                      args.steps))


if __name__ == "__main__":
    sys.exit(main())
