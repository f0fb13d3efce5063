#!/usr/bin/env python3
"""Merges RESULT lines of bn_bench and torch_jax_bench into one table.

    report.py BN_BENCH_OUTPUT TORCH_JAX_OUTPUT
"""

import sys


def parse(path):
    rows, hbm = {}, None
    try:
        text = open(path).read()
    except OSError:
        return rows, hbm
    for line in text.splitlines():
        if line.startswith("RESULT "):
            fields = dict(f.split("=", 1) for f in line.split()[1:])
            rows.setdefault((fields["layout"], fields["shape"]), {}).update(
                fields)
        elif line.startswith("HBM "):
            hbm = dict(f.split("=", 1) for f in line.split()[1:])
    return rows, hbm


def main():
    ours, hbm = parse(sys.argv[1])
    theirs, _ = parse(sys.argv[2])
    gbps = float(hbm["gbps"]) if hbm else None
    print("Batch-norm backward (training, f32), us per call incl. device sync,"
          " median")
    if gbps:
        print(f"HBM bandwidth from a 1 GiB device-to-device copy: "
              f"{gbps:.0f} GB/s; bound = 5 x tensor bytes / bandwidth")
    header = (f"{'layout':6} {'shape':15} {'tagrad':>9} {'cuDNN':>9} "
              f"{'ATen':>9} {'JAX/XLA':>9} {'copy':>8} {'bound':>8} "
              f"{'%bound':>7} {'vs cuDNN':>8} {'check':>6}")
    print(header)
    print("-" * len(header))
    keys = sorted(set(ours) | set(theirs),
                  key=lambda k: (k[0] != "NHWC", int(k[1].split("x")[3])))
    for key in keys:
        a, b = ours.get(key, {}), theirs.get(key, {})

        def num(row, name):
            return float(row[name]) if name in row else None

        def cell(v, width=9):
            return f"{v:{width}.1f}" if v is not None else f"{'n/a':>{width}}"

        t = num(a, "tagrad_us")
        cudnn = num(b, "torch_cudnn_us")
        bound = None
        if gbps and "elements" in a:
            bound = 5 * 4 * int(a["elements"]) / (gbps * 1e9) * 1e6
        pct = f"{100 * bound / t:6.0f}%" if bound and t else f"{'n/a':>7}"
        ratio = f"{cudnn / t:7.2f}x" if cudnn and t else f"{'n/a':>8}"
        check = "ok" if a.get("ok") == "1" else ("FAIL" if a else "n/a")
        print(f"{key[0]:6} {key[1]:15} {cell(t)} {cell(cudnn)} "
              f"{cell(num(b, 'torch_native_us'))} {cell(num(b, 'jax_us'))} "
              f"{cell(num(a, 'copy_us'), 8)} {cell(bound, 8)} {pct} {ratio} "
              f"{check:>6}")
    print("vs cuDNN > 1 means tagrad is faster; %bound = bound / tagrad time.")


if __name__ == "__main__":
    main()
