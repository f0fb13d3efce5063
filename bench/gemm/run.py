#!/usr/bin/env python3
"""TaGrad's f32 matrix products against OpenBLAS's cblas_sgemm.

For each RNN shape (B x H by H x H and the transposes the gradient takes):
  NN  [B, H] x [H, H]      x_t U, h W (forward)
  NT  [B, H] x [H, H]^T    dh W^T (backward; MatMul transpose_b)
  TN  [B, H]^T x [B, H]    dW = h^T dh (MatMul transpose_a)
TaGrad runs the MatMul as the TF front end emits it (a zero fill and the
contraction generic) through --tagrad-cpu-pipeline, timed by tagrad-run
--benchmark_repetitions (the compiled call: fill, product, result buffer);
the reference is Debian's OpenBLAS cblas_sgemm (beta = 0) called from C on
preallocated buffers (sgemm_ref.c, built here with cc -O2 -lopenblas), both
at the same thread count. Rounds interleave the two; each round's ratio
TaGrad GFLOP/s / OpenBLAS GFLOP/s; printed: medians and min-max of the
ratios. Before timing, each TaGrad product is checked against a float64
numpy reference (tagrad-run --expected_output). Both use the OpenBLAS
kernels runtime/Gemm.cpp chooses for this CPU (OPENBLAS_CORETYPE).

Usage: run.py [--batch 1,32,128] [--hidden 64,256,1024] [--threads 2]
              [--rounds 5] [--reps 20] [--pipeline-options '']
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

MODULE = """
func.func @main(%a: tensor<{ashape}xf32>, %b: tensor<{bshape}xf32>)
    -> tensor<{m}x{n}xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{m}x{n}xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<{m}x{n}xf32>)
      -> tensor<{m}x{n}xf32>
  %r = linalg.generic {{indexing_maps = [{amap}, {bmap}, {cmap}],
                        iterator_types = {iterators}}}
      ins(%a, %b : tensor<{ashape}xf32>, tensor<{bshape}xf32>)
      outs(%z : tensor<{m}x{n}xf32>) {{
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %t = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %t : f32
    linalg.yield %s : f32
  }} -> tensor<{m}x{n}xf32>
  return %r : tensor<{m}x{n}xf32>
}}
"""


def module(m, n, k, ta, tb):
    """The front end's loops: (m, k, n) without transpose_b, (m, n, k)
    with it."""
    dims = "(d0, d1, d2)"
    mi, (ni, ki) = "d0", (("d1", "d2") if tb else ("d2", "d1"))
    amap = "affine_map<%s -> (%s)>" % (dims, "%s, %s" % ((ki, mi) if ta else (mi, ki)))
    bmap = "affine_map<%s -> (%s)>" % (dims, "%s, %s" % ((ni, ki) if tb else (ki, ni)))
    cmap = "affine_map<%s -> (%s, %s)>" % (dims, mi, ni)
    iters = ('["parallel", "parallel", "reduction"]' if tb else
             '["parallel", "reduction", "parallel"]')
    return MODULE.format(ashape="%dx%d" % ((k, m) if ta else (m, k)),
                         bshape="%dx%d" % ((n, k) if tb else (k, n)),
                         m=m, n=n, amap=amap, bmap=bmap, cmap=cmap,
                         iterators=iters)


def openblas_core_type():
    """The kernels runtime/Gemm.cpp makes OpenBLAS use on this CPU (its
    rule, read from /proc/cpuinfo), so that the reference runs them too."""
    try:
        flags = set(next(l for l in open("/proc/cpuinfo")
                         if l.startswith("flags")).split(":")[1].split())
    except (OSError, StopIteration):
        return None
    if {"avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512cd"} <= flags:
        return "SkylakeX"
    if {"avx2", "fma"} <= flags:
        return "Haswell"
    return None


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (cmd[0], p.returncode,
                                                   (p.stdout + p.stderr)[-2000:]))
    for line in p.stdout.splitlines():
        if line.startswith("median_ns_per_call:"):
            return int(line.split(":")[1])
    raise RuntimeError("no median_ns_per_call from %s" % cmd[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batch", default="1,32,128")
    ap.add_argument("--hidden", default="64,256,1024")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--variants", default="NN,NT,TN")
    ap.add_argument("--pipeline-options", default="")
    ap.add_argument("--tagrad-run",
                    default=os.path.join(ROOT, "build", "bin", "tagrad-run"))
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="tagrad_gemm_")
    ref = os.path.join(tmp, "sgemm_ref")
    inc = "/usr/include/x86_64-linux-gnu/openblas-pthread"
    subprocess.run(["cc", "-O2", "-I", inc, os.path.join(HERE, "sgemm_ref.c"),
                    "-o", ref, "-lopenblas"], check=True)
    env = dict(os.environ)
    env.setdefault("OMP_NUM_THREADS", str(args.threads))
    core = env.get("OPENBLAS_CORETYPE") or openblas_core_type()
    if core:
        env["OPENBLAS_CORETYPE"] = core
    options = ("threads=%d %s" % (args.threads, args.pipeline_options)).strip()
    rng = np.random.default_rng(0)
    print("f32 GEMM, %d thread(s), %d interleaved rounds of %d calls; "
          "ratio = TaGrad / OpenBLAS GFLOP/s (median, min-max); OpenBLAS "
          "kernels: %s" % (args.threads, args.rounds, args.reps,
                           core or "OpenBLAS's own choice"))
    print("%-4s %5s %5s %6s %6s %6s %10s %10s %8s %14s" %
          ("op", "B", "H", "m", "n", "k", "TaGrad", "OpenBLAS", "ratio",
           "min-max"))
    for b in [int(x) for x in args.batch.split(",")]:
        for h in [int(x) for x in args.hidden.split(",")]:
            for v in args.variants.split(","):
                ta, tb = v[0] == "T", v[1] == "T"
                m, n, k = (h, h, b) if ta else (b, h, h)
                path = os.path.join(tmp, "%s_%d_%d.mlir" % (v, b, h))
                with open(path, "w") as f:
                    f.write(module(m, n, k, ta, tb))
                a = rng.standard_normal((k, m) if ta else (m, k)).astype(np.float32)
                bb = rng.standard_normal((n, k) if tb else (k, n)).astype(np.float32)
                want = ((a.T if ta else a).astype(np.float64) @
                        (bb.T if tb else bb).astype(np.float64)).astype(np.float32)
                files = []
                for i, arr in enumerate((a, bb, want)):
                    files.append(os.path.join(tmp, "%s_%d_%d.%d.npy" % (v, b, h, i)))
                    np.save(files[-1], arr)
                base = [args.tagrad_run, path, "--function=main",
                        "--pipeline-options=" + options,
                        "--input=@" + files[0], "--input=@" + files[1]]
                # The product is computed, not folded or skipped.
                p = subprocess.run(base + ["--expected_output=@" + files[2],
                                           "--expected_f32_threshold=1e-4"],
                                   capture_output=True, text=True, env=env)
                if p.returncode != 0:
                    print("%s B=%d H=%d: wrong result: %s" %
                          (v, b, h, (p.stdout + p.stderr)[-500:]))
                    continue
                flops = 2.0 * m * n * k
                ours, theirs, ratios = [], [], []
                for _ in range(args.rounds):
                    t1 = run(base + ["--benchmark_repetitions=%d" % args.reps], env)
                    t2 = run([ref, str(m), str(n), str(k), str(int(ta)),
                              str(int(tb)), str(args.threads), str(args.reps)],
                             env)
                    ours.append(flops / t1)
                    theirs.append(flops / t2)
                    ratios.append(t2 / t1)
                print("%-4s %5d %5d %6d %6d %6d %10.1f %10.1f %8.2f %6.2f-%-6.2f" %
                      (v, b, h, m, n, k, statistics.median(ours),
                       statistics.median(theirs), statistics.median(ratios),
                       min(ratios), max(ratios)), flush=True)
    print("(GFLOP/s medians; ratio > 1: TaGrad faster)")


if __name__ == "__main__":
    sys.exit(main())
