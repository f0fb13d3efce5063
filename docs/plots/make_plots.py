#!/usr/bin/env python3
"""Draws docs/performance.md's figures from the benchmarks' own CSV output.

  compile_time.csv         CSV=docs/plots/compile_time.csv bench/cpu_pipeline/run.sh
  tensor_array_loops.csv   bench/tensor_array_loops/run.py --pipeline \\
                             --peers VENV/bin/python --csv docs/plots/tensor_array_loops.csv

Each CSV is committed beside its PNG. Needs matplotlib (a venv; never run
by CI): python docs/plots/make_plots.py
"""
import csv
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def rows(name):
    with open(os.path.join(HERE, name)) as f:
        return list(csv.DictReader(f))


def compile_time():
    data = rows("compile_time.csv")
    fig, ax = plt.subplots(figsize=(6, 4))
    for kind, marker in (("straight", "o"), ("loop", "s")):
        points = [(int(r["N"]), float(r["seconds"])) for r in data
                  if r["kind"] == kind]
        if not points:
            continue
        ns, ts = zip(*points)
        ax.loglog(ns, ts, marker=marker, label="%s program" % kind)
        # Linear growth from the first point, for comparison.
        ax.loglog(ns, [ts[0] * n / ns[0] for n in ns], ":", color="gray")
    ax.set_xlabel("N (TensorArray writes in the program)")
    ax.set_ylabel("seconds, --tagrad-cpu-pipeline")
    ax.set_title("Compile time against program size (dotted: linear)")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(HERE, "compile_time.png"), dpi=100)


def tensor_array_cost():
    data = rows("tensor_array_loops.csv")
    columns = [c for c in data[0] if c != "N"]
    labels = {"jax": "JAX (lax.scan, XLA)", "tf": "TensorFlow (TF1 graph)",
              "memcpy": "memcpy of the bytes moved"}
    fig, ax = plt.subplots(figsize=(6, 4))
    for column in columns:
        points = [(int(r["N"]), 1e9 * float(r[column]) / int(r["N"]))
                  for r in data if r[column]]
        ns, per = zip(*points)
        label = labels.get(column, column.replace("tagrad_checks_",
                                                  "TaGrad, checks="))
        ax.loglog(ns, per, marker="o", label=label)
    ax.set_xlabel("N (elements of 4 floats)")
    ax.set_ylabel("ns per element")
    ax.set_title("TensorArray loops and their gradient, per element")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(HERE, "tensor_array_loops.png"), dpi=100)


if __name__ == "__main__":
    compile_time()
    tensor_array_cost()
