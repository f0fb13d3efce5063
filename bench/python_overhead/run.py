#!/usr/bin/env python3
"""What calling TaGrad from Python costs: the median time per call of one
compiled function called through the tagrad package, through the C API
from C (overhead.c, the same calls without Python) and, for the RNN
training step, through `tagrad-run --benchmark_repetitions`.

  python3 bench/python_overhead/run.py --build build [--repetitions 2000]

Functions: `tiny` (a 4-element add: nothing but the call's own cost), the
batch-norm gradient of examples/batch_norm_grad.mlir (6.4 MB in, 3.2 MB
out), and the TF1 RNN step of examples/train_rnn.py (examples/
train_rnn.pbtxt: forward and backward loops, SGD updates; threads=1
everywhere). Arguments: floats 0.5, integers 0.

What each column times: Python, one `f(*arrays)` (binding, ctypes, the C
call, numpy views of the results, their release); C, tagradCompiled-
FunctionCall + tagradResultsDestroy (argument checks and copies, the call,
the results' copies); tagrad-run, the compiled call and the release of its
results (no copies). Python - C is the package's own overhead.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, os.pardir, os.pardir))
sys.path.insert(0, os.path.join(REPO, "python"))
import tagrad  # noqa: E402

TINY = """
func.func @tiny(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>)
                  outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
"""
RNN_FLAGS = {"input_arrays": "x,y", "output_arrays": "loss",
             "control_output_arrays": "train"}


def arguments(function):
    """The arguments overhead.c makes: floats 0.5, integers 0."""
    values = []
    for slot in function.arguments:
        shape = tuple(1 if d is None else d for d in slot.shape)
        fill = 0.5 if np.issubdtype(slot.dtype, np.floating) else 0
        values.append(np.full(shape, fill, slot.dtype))
    return values


def python_median_ns(function, repetitions):
    values = arguments(function)
    function(*values)  # warm-up
    times = []
    for _ in range(repetitions):
        begin = time.perf_counter_ns()
        results = function(*values)
        del results
        times.append(time.perf_counter_ns() - begin)
    return statistics.median(times)


def median_from(output):
    for line in output.splitlines():
        if line.startswith("median_ns_per_call:"):
            return int(line.split(":")[1])
    raise RuntimeError("no median in:\n" + output)


def build_overhead(build, work):
    binary = os.path.join(work, "overhead")
    subprocess.run(["cc", "-O2", "-o", binary, os.path.join(HERE, "overhead.c"),
                    "-I", os.path.join(REPO, "include"),
                    "-I", "/usr/lib/llvm-22/include",
                    "-L", os.path.join(build, "lib"), "-lTaGradCAPI",
                    "-Wl,-rpath," + os.path.join(build, "lib")], check=True)
    return binary


def c_median_ns(binary, source, kind, repetitions, flags=None):
    command = [binary, source, kind, str(repetitions)]
    if flags:
        command += [flags["input_arrays"], flags["output_arrays"],
                    flags["control_output_arrays"]]
    return median_from(subprocess.run(command, check=True, capture_output=True,
                                      text=True).stdout)


def tagrad_run_median_ns(build, work, function, repetitions):
    """tagrad-translate | tagrad-run --benchmark_repetitions on the RNN."""
    module = os.path.join(work, "train_rnn.mlir")
    translate = [os.path.join(build, "bin", "tagrad-translate"),
                 "--import-graphdef",
                 os.path.join(REPO, "examples", "train_rnn.pbtxt"),
                 "-tf-input-arrays=" + RNN_FLAGS["input_arrays"],
                 "-tf-output-arrays=" + RNN_FLAGS["output_arrays"],
                 "-tf-control-output-arrays=" +
                 RNN_FLAGS["control_output_arrays"], "-o", module]
    subprocess.run(translate, check=True)
    inputs = []
    for i, value in enumerate(arguments(function)):
        path = os.path.join(work, "in%d.npy" % i)
        np.save(path, value)
        inputs.append("--input=@" + path)
    run = [os.path.join(build, "bin", "tagrad-run"), module,
           "--pipeline-options=threads=1",
           "--benchmark_repetitions=%d" % repetitions] + inputs
    return median_from(subprocess.run(run, check=True, capture_output=True,
                                      text=True).stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(REPO, "build"))
    parser.add_argument("--repetitions", type=int, default=2000)
    args = parser.parse_args()
    build = os.path.abspath(args.build)
    os.environ.setdefault("TAGRAD_LIBRARY", os.path.join(build, "lib"))
    options = {"threads": 1}

    with tempfile.TemporaryDirectory() as work:
        binary = build_overhead(build, work)
        tiny_path = os.path.join(work, "tiny.mlir")
        with open(tiny_path, "w") as f:
            f.write(TINY)
        bn_path = os.path.join(REPO, "examples", "batch_norm_grad.mlir")
        rnn_path = os.path.join(REPO, "examples", "train_rnn.pbtxt")
        cases = [
            ("tiny (4xf32 add)", tagrad.compile(
                tiny_path, pipeline_options=options), tiny_path, "mlir",
             None, args.repetitions),
            ("bn_grad 8x14x14x32", tagrad.compile(
                bn_path, pipeline_options=options), bn_path, "mlir", None,
             max(1, args.repetitions // 10)),
            ("RNN train step", tagrad.compile(
                rnn_path, pipeline_options=options, **RNN_FLAGS), rnn_path,
             "graphdef", RNN_FLAGS, max(1, args.repetitions // 4)),
        ]
        print("| function | Python (us) | C API (us) | Python - C (us) | "
              "tagrad-run (us) |")
        print("|---|---|---|---|---|")
        for name, function, source, kind, flags, repetitions in cases:
            python_ns = python_median_ns(function, repetitions)
            c_ns = c_median_ns(binary, source, kind, repetitions, flags)
            run_ns = (tagrad_run_median_ns(build, work, function, repetitions)
                      if flags else None)
            print("| %s | %.1f | %.1f | %.1f | %s |" % (
                name, python_ns / 1e3, c_ns / 1e3, (python_ns - c_ns) / 1e3,
                "%.1f" % (run_ns / 1e3) if run_ns is not None else "-"))


if __name__ == "__main__":
    main()
