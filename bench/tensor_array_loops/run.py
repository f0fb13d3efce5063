#!/usr/bin/env python3
"""Times write + read + gradient TensorArray loops for N = 1e3 .. 1e6.

Each size is lowered once per TaGrad column (decomposition with the given
checks, then the CPU lowering) and run in REPEATS interleaved rounds: per
round and size, one mlir-runner process per column, each calling the
kernel CALLS times, then the peers. The kernel reads its input rows from
memory and its checksum consumes every element of y and of the gradient,
so no lowering can delete the work. The first call of a process pays for
the first touch of its memory (page faults, the allocator growing its
heap), so it is reported on its own; the steady figure is the median over
the rounds of each process's median of the later calls, reported with the
growth ratio to the previous size. Linear scaling shows as a ratio of
about 10 per 10x more elements; a copy of the whole array per iteration
would show as about 100.

With --peers PYTHON, the same work is timed by peers.py in that
interpreter (JAX's lax.scan, TensorFlow's TF1 TensorArray graph, a memcpy
of the bytes the unfused loops move; whichever is installed there) in
each round, and TaGrad's time over each is printed per round: median
(min-max). CI never runs it. Each --variant OPTS times TaGrad again with
those pipeline options added (fuse-sweeps=false: the loops apart, each
array through memory) as a column of the same rounds.

usage: run.py [--build BUILD_DIR] [--checks all|bounds|none] [--repeats R]
              [--calls C] [--sizes 1000,10000,...]
              [--pipeline [--tensors] [--pipeline-options OPTS]
               [--variant OPTS]...]
              [--peers PYTHON [--peer-repeats K] [--tf-max N]] [--csv F]
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
                        help="interleaved rounds: per round and size, one "
                        "process per TaGrad column, then the peers")
    parser.add_argument("--peer-repeats", type=int, default=3,
                        help="timed calls per peer and round (after a "
                        "warm-up)")
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

    print("checks=%s%s, %d interleaved rounds, per round and size one "
          "process of %d calls per TaGrad column, then the peers; median "
          "seconds" % (args.checks, " " + args.pipeline_options
                       if args.pipeline_options else "", args.repeats,
                       args.calls))
    columns = {"TaGrad": passes_for(args, args.pipeline_options)}
    for options in args.variant:
        combined = " ".join(o for o in [args.pipeline_options, options] if o)
        columns["TaGrad " + options] = passes_for(args, combined)
    with tempfile.TemporaryDirectory() as tmp:
        lowered = {(name, n): lower(args, opt, template, n, passes, tmp,
                                    len(columns) * 100 + i)
                   for i, (name, passes) in enumerate(columns.items())
                   for n in sizes}
        # rounds[r][name][n] = seconds; firsts[name][n] = first calls.
        rounds, firsts = [], {name: {} for name in columns}
        for _ in range(args.repeats):
            times = {name: {} for name in columns}
            for n in sizes:
                for name in columns:
                    steady, first = run_process(args, libs,
                                                lowered[(name, n)], n)
                    times[name][n] = steady
                    firsts[name].setdefault(n, []).append(first)
                if args.peers:
                    for peer, by_size in run_peers(args, n).items():
                        times.setdefault(peer, {})[n] = by_size[n]
            rounds.append(times)
    report(args, sizes, rounds, firsts)


def lower(args, opt, template, n, passes, tmp, tag):
    source = os.path.join(tmp, "loops_%d_%d.mlir" % (tag, n))
    lowered = os.path.join(tmp, "loops_%d_%d.llvm.mlir" % (tag, n))
    with open(source, "w") as f:
        f.write(template.replace("@N@", str(n)).replace(
            "@CALLS@", str(args.calls)))
    subprocess.run([opt, source, "-o", lowered] + passes, check=True)
    return lowered


def run_process(args, libs, lowered, n):
    """One mlir-runner process: the median of its later calls and its
    first call, after checking every call's checksum."""
    out = subprocess.run(
        [os.path.join(LLVM_BIN, "mlir-runner"), lowered, "-e", "main",
         "-entry-point-result=void", "-O3", "-shared-libs=" + libs],
        check=True, capture_output=True, text=True).stdout
    seconds = [float(t) for t in re.findall(r"seconds\s*([0-9.e+-]+)", out)]
    checksums = [float(c) for c in
                 re.findall(r"checksum\s*([0-9.e+-]+)", out)]
    if len(seconds) != args.calls or len(checksums) != args.calls:
        sys.exit("N=%d: %d timings for %d calls" % (n, len(seconds),
                                                   args.calls))
    for checksum in checksums:
        if checksum != 1:
            sys.exit("wrong checksum %s for N=%d" % (checksum, n))
    return statistics.median(seconds[1:]), seconds[0]


def run_peers(args, n):
    out = subprocess.run(
        [args.peers, os.path.join(HERE, "peers.py"), "--sizes", str(n),
         "--repeats", str(args.peer_repeats), "--tf-max", str(args.tf_max)],
        check=True, capture_output=True, text=True).stdout
    return {name: {int(k): t for k, t in times.items()}
            for name, times in json.loads(out.splitlines()[-1]).items()
            if times}


def report(args, sizes, rounds, firsts):
    """Per size: TaGrad's median seconds, growth and first call; then per
    element (ns) every column's median, and TaGrad's time over each
    column's, per round: median (min-max)."""
    def median_of(name, n):
        values = [r[name][n] for r in rounds if n in r.get(name, {})]
        return statistics.median(values) if values else None

    print("%10s %12s %8s %12s" % ("N", "seconds", "growth", "first call"))
    previous = None
    for n in sizes:
        median = median_of("TaGrad", n)
        growth = "" if previous is None else "%.1fx" % (median / previous)
        print("%10d %12.6f %8s %12.6f" % (n, median, growth,
                                          statistics.median(
                                              firsts["TaGrad"][n])))
        previous = median
    names = [name for name in rounds[0] if name != "TaGrad"]
    if names:
        print()
        print("per element (ns), medians of the rounds; ratios are TaGrad's "
              "time over the column's (memcpy's: the unfused column's), per "
              "round: median (min-max)")
        # The memcpy moves the bytes of the loops apart: its ratio is taken
        # against the column that keeps the arrays in memory, if timed.
        unfused = next((name for name in names
                        if "fuse-sweeps=false" in name), "TaGrad")

        def against(name):
            return unfused if name == "memcpy" else "TaGrad"

        header = "%10s %10s" % ("N", "TaGrad")
        for name in names:
            header += " %*s %16s" % (max(10, len(name)), name,
                                     "ratio" if against(name) == "TaGrad"
                                     else "unfused ratio")
        print(header)
        for n in sizes:
            line = "%10d %10.1f" % (n, 1e9 * median_of("TaGrad", n) / n)
            for name in names:
                width = max(10, len(name))
                ratios = [r[against(name)][n] / r[name][n] for r in rounds
                          if n in r.get(name, {})]
                if not ratios:
                    line += " %*s %16s" % (width, "-", "-")
                    continue
                line += " %*.1f %16s" % (
                    width, 1e9 * median_of(name, n) / n,
                    "%.3g (%.3g-%.3g)" % (statistics.median(ratios),
                                          min(ratios), max(ratios)))
            print(line)
    if args.csv:
        with open(args.csv, "w") as f:
            f.write("N,tagrad_checks_%s,tagrad_first_call" % args.checks +
                    "".join("," + name for name in names) + "\n")
            for n in sizes:
                f.write("%d,%g,%g" % (n, median_of("TaGrad", n),
                                      statistics.median(
                                          firsts["TaGrad"][n])) +
                        "".join(",%g" % median_of(name, n)
                                if median_of(name, n) is not None else ","
                                for name in names) + "\n")


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


if __name__ == "__main__":
    main()
