#!/usr/bin/env python3
"""Inputs and float64 reference results of gemm.mlir (seeded, so the same
files every run): python3 gen_gemm_goldens.py [OUTDIR]."""
import os
import sys

import numpy as np

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "Inputs")
rng = np.random.default_rng(45)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


a, b = f32(33, 65), f32(65, 47)
at, bt = f32(65, 33), f32(47, 65)
x, y = f32(3, 9, 5), f32(3, 5, 7)
inputs = [a, b, at, bt, x, y]
d = [v.astype(np.float64) for v in inputs]
outputs = [d[0] @ d[1], d[2].T @ d[1], d[0] @ d[3].T, d[2].T @ d[3].T,
           d[4] @ d[5]]
for i, v in enumerate(inputs):
    np.save(os.path.join(out, "gemm.in%d.npy" % i), v)
for i, v in enumerate(outputs):
    np.save(os.path.join(out, "gemm.out%d.npy" % i), v.astype(np.float32))
