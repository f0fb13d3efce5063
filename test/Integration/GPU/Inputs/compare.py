#!/usr/bin/env python3
"""Compares printMemref output of a batch-norm program with a reference.

    compare.py OUTPUT --case NAME        # reference computed by generate.py
    compare.py OUTPUT --golden FILE      # golden file (generate.py --golden-dir)
    compare.py OUTPUT --against OTHER    # another program's output (CPU run)

Outputs are compared in order with |a - b| <= tol * (1 + |b|) per element
and a scale-aware bound tol * max|b| (tol: f32 1e-4, f16 4e-3, bf16 2e-2;
the looser type applies to the first output only, statistics are f32).
Exits 0 on agreement and prints one line per output.
"""

import argparse
import math
import os
import re
import sys

TOLERANCE = {"f32": 1e-4, "f16": 4e-3, "bf16": 2e-2}
NUMBER = re.compile(r"[-+]?(?:nan|inf|\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)")


def parse_printed(text):
    """One list of floats per 'Unranked Memref' block."""
    blocks = []
    for chunk in text.split("Unranked Memref")[1:]:
        data = chunk.split("data =", 1)[1] if "data =" in chunk else ""
        values = [float(v) for v in NUMBER.findall(data)]
        # MLIR's printer shows the inner dimensions of a memref whose
        # leading dimension is 0 (garbage values): trust `sizes`.
        sizes = re.search(r"sizes = \[([^\]]*)\]", chunk)
        if sizes and any(int(d) == 0 for d in sizes.group(1).split(",")
                         if d.strip()):
            values = []
        blocks.append(values)
    return blocks


def parse_golden(path):
    outputs, elem = [], "f32"
    with open(path) as f:
        lines = [l for l in f.read().splitlines() if not l.startswith("#")]
    for header, values in zip(lines[0::2], lines[1::2]):
        name, kind, count = header.split()
        vals = [float(v) for v in values.split()]
        assert len(vals) == int(count), header
        outputs.append((name, kind, vals))
    return outputs


def close(a, b, tol, scale):
    if math.isnan(b):
        return math.isnan(a)
    return abs(a - b) <= tol * (1.0 + abs(b)) or abs(a - b) <= tol * scale


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--case")
    group.add_argument("--golden")
    group.add_argument("--against")
    args = parser.parse_args()

    with open(args.output) as f:
        got = parse_printed(f.read())
    if args.case:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import generate
        outputs, elem = generate.reference(args.case)
        expected = [(n, elem if i == 0 else "f32", v)
                    for i, (n, v) in enumerate(outputs)]
    elif args.golden:
        expected = parse_golden(args.golden)
    else:
        with open(args.against) as f:
            other = parse_printed(f.read())
        expected = [(f"output{i}", "f32", v) for i, v in enumerate(other)]

    ok = True
    if len(got) != len(expected):
        print(f"FAIL: {len(got)} printed outputs, expected {len(expected)}")
        return 1
    for (name, kind, want), have in zip(expected, got):
        tol = TOLERANCE[kind] if not args.against else TOLERANCE["f16"] \
            if kind != "f32" else 1e-4
        if len(have) != len(want):
            print(f"FAIL {name}: {len(have)} values, expected {len(want)}")
            ok = False
            continue
        scale = max((abs(v) for v in want if not math.isnan(v)), default=0.0)
        bad = [i for i, (a, b) in enumerate(zip(have, want))
               if not close(a, b, tol, scale)]
        worst = max((abs(a - b) for a, b in zip(have, want)
                     if not (math.isnan(a) or math.isnan(b))), default=0.0)
        status = "ok" if not bad else "FAIL"
        print(f"{status} {name}: {len(want)} values, max |diff| {worst:.3g}"
              + (f", first mismatch at {bad[0]}: {have[bad[0]]} vs "
                 f"{want[bad[0]]}" if bad else ""))
        ok = ok and not bad
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
