#!/usr/bin/env python3
"""Draws docs/performance.md's figures from the benchmarks' own CSV output.

  compile_time.csv         CSV=docs/plots/compile_time.csv bench/cpu_pipeline/run.sh
  tensor_array_loops.csv   bench/tensor_array_loops/run.py --pipeline \\
                             --peers VENV/bin/python --csv docs/plots/tensor_array_loops.csv
  bn_grad.csv              OMP_NUM_THREADS=2 build-bench/bench/bn_grad/bn_grad \\
                             --csv docs/plots/bn_grad.csv

Each CSV is committed beside its PNG. Needs matplotlib (a venv; never run
by CI): python docs/plots/make_plots.py
"""
import csv
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.ticker  # noqa: E402

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
              "memcpy": "memcpy of the bytes the unfused loops move",
              "TaGrad fuse-sweeps=false":
                  "TaGrad, arrays in memory (fuse-sweeps=false)",
              "tagrad_first_call": "TaGrad, first call of a process"}
    fig, ax = plt.subplots(figsize=(6, 4))
    for column in columns:
        points = [(int(r["N"]), 1e9 * float(r[column]) / int(r["N"]))
                  for r in data if r[column]]
        ns, per = zip(*points)
        label = labels.get(column, column.replace(
            "tagrad_checks_", "TaGrad, fused, later calls, checks="))
        ax.loglog(ns, per, marker="o", label=label)
    ax.set_xlabel("N (elements of 4 floats)")
    ax.set_ylabel("ns per element")
    ax.set_title("TensorArray loops and their gradient, per element")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(HERE, "tensor_array_loops.png"), dpi=100)


def bn_grad():
    """GB/s per shape and layout, one panel per mode: the implementations as
    bars, the probe and the DRAM bound as marks over them."""
    data = rows("bn_grad.csv")
    cases = []
    for r in data:
        if (r["shape"], r["layout"]) not in cases:
            cases.append((r["shape"], r["layout"]))
    modes = [m for m in ("cold", "warm") if any(r["mode"] == m for r in data)]
    bars = [("tagrad", "TaGrad"), ("onednn", "oneDNN (tensor's layout)"),
            ("onednn_nChw16c", "oneDNN nChw16c"), ("pytorch", "PyTorch")]
    marks = [("probe", "probe (same traffic, same mode)", "k", "_"),
             ("dram_bound", "DRAM bound (3 tensors at the STREAM triad)",
              "tab:red", "x")]
    fig, axes = plt.subplots(len(modes), 1, figsize=(12, 4 * len(modes)),
                             squeeze=False)
    width = 0.8 / len(bars)
    for ax, mode in zip(axes[:, 0], modes):
        gbps = {(r["shape"], r["layout"], r["implementation"]):
                float(r["gbps"]) for r in data if r["mode"] == mode}
        for b, (name, label) in enumerate(bars):
            xs = [i + (b - (len(bars) - 1) / 2) * width
                  for i, case in enumerate(cases) if case + (name,) in gbps]
            ys = [gbps[case + (name,)] for case in cases
                  if case + (name,) in gbps]
            ax.bar(xs, ys, width, label=label)
        for name, label, color, marker in marks:
            points = [(i, gbps[case + (name,)])
                      for i, case in enumerate(cases) if case + (name,) in gbps]
            if points:
                xs, ys = zip(*points)
                ax.scatter(xs, ys, color=color, marker=marker, s=600
                           if marker == "_" else 60, zorder=3, label=label)
        ax.set_yscale("log")
        ax.yaxis.set_major_locator(matplotlib.ticker.LogLocator())
        ax.yaxis.set_major_formatter(matplotlib.ticker.FormatStrFormatter("%g"))
        ax.yaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        ax.set_xticks(range(len(cases)))
        ax.set_xticklabels(["[%s]\n%s" % (shape.replace("x", ","), layout)
                            for shape, layout in cases], fontsize=8)
        ax.set_ylabel("GB/s (5 x tensor bytes / time)")
        ax.set_title("Batch-norm gradient, %s calls" % mode)
        ax.grid(True, axis="y", which="major", alpha=0.3)
    handles, labels = axes[0, 0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=3, fontsize=8)
    fig.tight_layout(rect=(0, 0.07, 1, 1))
    fig.savefig(os.path.join(HERE, "bn_grad.png"), dpi=100)


if __name__ == "__main__":
    compile_time()
    tensor_array_cost()
    bn_grad()
