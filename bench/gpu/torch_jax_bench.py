#!/usr/bin/env python3
"""Batch-norm backward on the bench/bn_grad shapes with PyTorch and JAX.

Runs on the GPU machine only (scripts/gpu-check.sh). Measures the same way
as bn_bench.cpp: wall time of one call followed by a device synchronization,
median over ITERATIONS calls after warm-up. Prints `RESULT key=value` lines.

* torch_cudnn: torch.ops.aten.cudnn_batch_norm_backward (cuDNN), NCHW
  contiguous or channels_last memory format.
* torch_native: torch.ops.aten.native_batch_norm_backward (ATen's CUDA
  kernels), same layouts.
* jax: TensorFlow's FusedBatchNormGrad math written in jax.numpy and jitted
  (XLA fuses it into its reduction + elementwise kernels).
"""

import statistics
import sys
import time

SHAPES = [(32, 56, 56, 64), (32, 28, 28, 128), (32, 14, 14, 256),
          (32, 7, 7, 512)]
EPS = 1e-3
ITERATIONS = int(sys.argv[1]) if len(sys.argv) > 1 else 50


def timed(fn, sync):
    for _ in range(5):
        fn()
    sync()
    times = []
    for _ in range(ITERATIONS):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def torch_results():
    import torch
    results = {}
    dev = torch.device("cuda")
    print(f"torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
          f"{torch.cuda.get_device_name(0)}", flush=True)
    for layout in ("NHWC", "NCHW"):
        for n, h, w, c in SHAPES:
            fmt = (torch.channels_last if layout == "NHWC"
                   else torch.contiguous_format)
            x = torch.randn(n, c, h, w, device=dev).to(memory_format=fmt)
            dy = torch.randn(n, c, h, w, device=dev).to(memory_format=fmt)
            weight = torch.rand(c, device=dev) + 0.5
            bias = torch.zeros(c, device=dev)
            running_mean = torch.zeros(c, device=dev)
            running_var = torch.ones(c, device=dev)
            key = (layout, f"{n}x{h}x{w}x{c}")
            row = {}
            try:
                out = torch.ops.aten.cudnn_batch_norm(
                    x, weight, bias, running_mean.clone(), running_var.clone(),
                    True, 0.1, EPS)
                save_mean, save_invstd, reserve = out[1], out[2], out[3]
                row["torch_cudnn_us"] = timed(
                    lambda: torch.ops.aten.cudnn_batch_norm_backward(
                        x, dy, weight, running_mean, running_var, save_mean,
                        save_invstd, EPS, reserve),
                    torch.cuda.synchronize)
            except Exception as error:  # report, keep going
                print(f"note: cudnn {key}: {error}", flush=True)
            try:
                out = torch.ops.aten.native_batch_norm(
                    x, weight, bias, running_mean.clone(), running_var.clone(),
                    True, 0.1, EPS)
                row["torch_native_us"] = timed(
                    lambda: torch.ops.aten.native_batch_norm_backward(
                        dy, x, weight, running_mean, running_var, out[1],
                        out[2], True, EPS, [True, True, True]),
                    torch.cuda.synchronize)
            except Exception as error:
                print(f"note: native {key}: {error}", flush=True)
            results[key] = row
            del x, dy
            torch.cuda.empty_cache()
    return results


def jax_results():
    import jax
    import jax.numpy as jnp
    print(f"jax {jax.__version__}, {jax.devices()[0]}", flush=True)
    results = {}
    for layout in ("NHWC", "NCHW"):
        axes = (0, 1, 2) if layout == "NHWC" else (0, 2, 3)
        for n, h, w, c in SHAPES:
            shape = (n, h, w, c) if layout == "NHWC" else (n, c, h, w)
            bshape = (1, 1, 1, c) if layout == "NHWC" else (1, c, 1, 1)
            m = n * h * w

            @jax.jit
            def grad(dy, x, scale, mean, var):
                rstd = jax.lax.rsqrt(var + EPS).reshape(bshape)
                centred = x - mean.reshape(bshape)
                sum_dy = jnp.sum(dy, axis=axes)
                sum_dyx = jnp.sum(dy * centred, axis=axes)
                dscale = sum_dyx * rstd.reshape(c)
                dx = scale.reshape(bshape) * rstd * (
                    dy - sum_dy.reshape(bshape) / m
                    - centred * rstd * dscale.reshape(bshape) / m)
                return dx, dscale, sum_dy

            key = jax.random.PRNGKey(0)
            k1, k2 = jax.random.split(key)
            dy = jax.random.normal(k1, shape, jnp.float32)
            x = jax.random.normal(k2, shape, jnp.float32)
            scale = jnp.ones((c,), jnp.float32)
            mean = jnp.zeros((c,), jnp.float32)
            var = jnp.ones((c,), jnp.float32)
            box = {}

            def run():
                box["out"] = grad(dy, x, scale, mean, var)

            def sync():
                jax.block_until_ready(box["out"])

            results[(layout, f"{n}x{h}x{w}x{c}")] = {"jax_us": timed(run, sync)}
    return results


def main():
    merged = {}
    for name, fn in (("torch", torch_results), ("jax", jax_results)):
        try:
            for key, row in fn().items():
                merged.setdefault(key, {}).update(row)
        except Exception as error:
            print(f"note: {name} unavailable: {error}", flush=True)
    for (layout, shape), row in merged.items():
        fields = " ".join(f"{k}={v:.2f}" for k, v in sorted(row.items()))
        print(f"RESULT layout={layout} shape={shape} {fields}", flush=True)


if __name__ == "__main__":
    main()
