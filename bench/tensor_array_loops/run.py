#!/usr/bin/env python3
"""Times write + read + gradient TensorArray loops for N = 1e3 .. 1e6.

Each size is lowered (decomposition with the given checks, then the CPU
lowering) and run REPEATS times with mlir-runner; each run (one process)
calls the kernel CALLS times. The first call of a process pays for the
first touch of its memory (page faults, the allocator growing its heap), so
it is reported on its own; the steady figure is the median over the
processes of each one's median of the later calls, reported with the growth
ratio to the previous size. Linear scaling shows as a ratio of about 10 per
10x more elements; a copy of the whole array per iteration would show as
about 100.

With --peers PYTHON, the same work is timed by peers.py in that
interpreter (JAX's lax.scan, TensorFlow's TF1 TensorArray graph, a memcpy
of the bytes moved; whichever is installed there) and printed beside
TaGrad's, as ratios, in the same run. CI never runs it. Each --variant OPTS
times TaGrad again with those pipeline options added (fuse-sweeps=false:
the loops apart, each array through memory) and prints it as a column.

usage: run.py [--build BUILD_DIR] [--checks all|bounds|none] [--repeats R]
              [--calls C] [--sizes 1000,10000,...]
              [--pipeline [--tensors] [--pipeline-options OPTS]
               [--variant OPTS]...]
              [--peers PYTHON [--tf-max N]]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM_BIN = "/usr/lib/llvm-22/bin"
LLVM_LIB = "/usr/lib/llvm-22/lib"

LOWERING = [
    "--convert-tagrad-to-runtime",
    "--canonicalize", "--one-shot-bufferize=bufferize-function-boundaries",
    "--buffer-deallocation-pipeline", "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf", "--convert-vector-to-llvm",
    "--expand-strided-metadata", "--lower-affine", "--finalize-memref-to-llvm",
    "--convert-math-to-llvm", "--convert-arith-to-llvm",
    "--convert-index-to-llvm", "--convert-func-to-llvm",
    "--convert-cf-to-llvm", "--reconcile-unrealized-casts", "--canonicalize",
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default=os.path.join(HERE, "../../build"))
    parser.add_argument("--checks", default="all")
    parser.add_argument("--repeats", type=int, default=5,
                        help="processes per size")
    parser.add_argument("--calls", type=int, default=10,
                        help="calls of the kernel per process (at least 2: "
                        "the first is reported apart)")
    parser.add_argument("--sizes", default="1000,10000,100000,1000000")
    parser.add_argument("--pipeline", action="store_true",
                        help="use --tagrad-cpu-pipeline instead of the "
                        "spelled-out lowering")
    parser.add_argument("--pipeline-options", default="",
                        help="with --pipeline: more options of "
                        "--tagrad-cpu-pipeline, e.g. 'buffer-cache=false'")
    parser.add_argument("--tensors", action="store_true",
                        help="with --pipeline: decompose into threaded "
                        "tensors first (the pass's default) instead of the "
                        "pipeline's buffers")
    parser.add_argument("--variant", action="append", default=[],
                        metavar="OPTS",
                        help="with --pipeline: also time TaGrad with these "
                        "extra pipeline options (e.g. 'fuse-sweeps=false'), "
                        "printed as a column of the same run; repeatable")
    parser.add_argument("--peers", metavar="PYTHON",
                        help="an interpreter with jax / tensorflow / numpy "
                        "to time the same work in (peers.py)")
    parser.add_argument("--csv", help="also write N and seconds per "
                        "implementation there (docs/plots/)")
    parser.add_argument("--tf-max", type=int, default=100000,
                        help="largest N for TensorFlow (about 28 us per "
                        "element)")
    args = parser.parse_args()
    if args.calls < 2 or args.repeats < 1:
        parser.error("--calls must be at least 2 and --repeats at least 1")

    if args.variant and not args.pipeline:
        parser.error("--variant needs --pipeline")

    build = os.path.abspath(args.build)
    opt = os.path.join(build, "bin", "tagrad-opt")
    runtime = os.path.join(build, "lib", "libtagrad_runtime.so")
    libs = ",".join([os.path.join(LLVM_LIB, "libmlir_c_runner_utils.so"),
                     os.path.join(LLVM_LIB, "libmlir_runner_utils.so"),
                     runtime])
    template = open(os.path.join(HERE, "loops.mlir.in")).read()
    sizes = [int(s) for s in args.sizes.split(",")]

    print("checks=%s%s, %d processes per size, %d calls each, median "
          "seconds" % (args.checks, " " + args.pipeline_options
                       if args.pipeline_options else "", args.repeats,
                       args.calls))
    print("%10s %12s %8s %12s" % ("N", "seconds", "growth", "first call"))
    medians, firsts = time_tagrad(args, opt, libs, template, sizes,
                                  passes_for(args, args.pipeline_options),
                                  report=True)
    variants = {}
    for options in args.variant:
        combined = " ".join(o for o in [args.pipeline_options, options] if o)
        variants["TaGrad " + options] = time_tagrad(
            args, opt, libs, template, sizes, passes_for(args, combined))[0]
    peers = print_peers(args, medians, variants)
    if args.csv:
        with open(args.csv, "w") as f:
            f.write("N,tagrad_checks_%s,tagrad_first_call" % args.checks +
                    "".join("," + name for name in peers) + "\n")
            for n, t in medians.items():
                f.write("%d,%g,%g" % (n, t, firsts[n]) + "".join(
                    ",%g" % times[n] if n in times else ","
                    for times in peers.values()) + "\n")


def passes_for(args, pipeline_options):
    if not args.pipeline:
        return ["--tagrad-decompose-tensor-arrays=checks=%s" % args.checks
                ] + LOWERING
    passes = ["--tagrad-cpu-pipeline=checks=%s%s" % (
        args.checks, " " + pipeline_options if pipeline_options else "")]
    if args.tensors:
        passes = ["--tagrad-resolve-gradients",
                  "--tagrad-decompose-tensor-arrays=checks=%s" %
                  args.checks] + passes
    return passes


def time_tagrad(args, opt, libs, template, sizes, passes, report=False):
    """Per size, the median over the processes of each one's median of the
    later calls, and the median first call."""
    previous = None
    medians = {}
    firsts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            source = os.path.join(tmp, "loops_%d.mlir" % n)
            lowered = os.path.join(tmp, "loops_%d.llvm.mlir" % n)
            with open(source, "w") as f:
                f.write(template.replace("@N@", str(n)).replace(
                    "@CALLS@", str(args.calls)))
            subprocess.run([opt, source, "-o", lowered] + passes, check=True)
            steady, first = [], []
            for _ in range(args.repeats):
                out = subprocess.run(
                    [os.path.join(LLVM_BIN, "mlir-runner"), lowered, "-e",
                     "main", "-entry-point-result=void", "-O3",
                     "-shared-libs=" + libs],
                    check=True, capture_output=True, text=True).stdout
                seconds = [float(t) for t in
                           re.findall(r"seconds\s*([0-9.e+-]+)", out)]
                checksums = [float(c) for c in
                             re.findall(r"checksum\s*([0-9.e+-]+)", out)]
                if len(seconds) != args.calls or len(checksums) != args.calls:
                    sys.exit("N=%d: %d timings for %d calls" %
                             (n, len(seconds), args.calls))
                for checksum in checksums:
                    if checksum != 1:
                        sys.exit("wrong checksum %s for N=%d" % (checksum, n))
                first.append(seconds[0])
                steady.append(statistics.median(seconds[1:]))
            median = statistics.median(steady)
            if report:
                growth = ("" if previous is None else
                          "%.1fx" % (median / previous))
                print("%10d %12.6f %8s %12.6f" %
                      (n, median, growth, statistics.median(first)),
                      flush=True)
            previous = median
            medians[n] = median
            firsts[n] = statistics.median(first)
    return medians, firsts


def print_peers(args, medians, variants):
    """Prints TaGrad, its variants and the peers per element, with TaGrad's
    time over each; returns the columns beside TaGrad's."""
    peers = dict(variants)
    if args.peers:
        sizes = ",".join(str(n) for n in medians)
        out = subprocess.run(
            [args.peers, os.path.join(HERE, "peers.py"), "--sizes", sizes,
             "--repeats", str(args.repeats), "--tf-max", str(args.tf_max)],
            check=True, capture_output=True, text=True).stdout
        for name, times in json.loads(out.splitlines()[-1]).items():
            peers[name] = {int(n): t for n, t in times.items()}
    if not peers:
        return peers
    print()
    print("per element (ns); ratios are TaGrad's time over the column's")
    header = "%10s %10s" % ("N", "TaGrad")
    for name in peers:
        header += " %*s %8s" % (max(10, len(name)), name, "ratio")
    print(header)
    for n, t in medians.items():
        line = "%10d %10.1f" % (n, 1e9 * t / n)
        for name, times in peers.items():
            width = max(10, len(name))
            if n in times:
                line += " %*.1f %8.3g" % (width, 1e9 * times[n] / n,
                                          t / times[n])
            else:
                line += " %*s %8s" % (width, "-", "-")
        print(line)
    return peers


if __name__ == "__main__":
    main()
