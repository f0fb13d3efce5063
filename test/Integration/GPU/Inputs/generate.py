#!/usr/bin/env python3
"""Writes the GPU integration programs and their golden outputs.

Each case is a small batch-norm program whose inputs are integer formulas
of the element position, exact in f32, f16 and bf16, so the reference
below (float64, TensorFlow's CPU formulas from TF_SEMANTICS.md section 7)
sees the same inputs as the device. Run from this directory:

    python3 generate.py                    # rewrites ../*.mlir
    python3 generate.py --golden-dir DIR   # writes DIR/<case>.golden

compare.py computes the reference on the fly when no golden file is given,
so the (large) golden files are not checked in.
"""

import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

CHANNELS_LAST = {"NHWC", "NDHWC"}


def x_value(h):
    return float((h * 37 + 11) % 97 - 48) / 16.0


def dy_value(h):
    return float((h * 53 + 7) % 89 - 44) / 32.0


def scale_value(c):
    return 1.0 + (c % 3) / 4.0


def offset_value(c):
    return ((c % 4) - 1) / 8.0


def mean_value(c):
    return ((c % 5) - 2) / 4.0


def var_value(c):
    return 0.5 + (c % 7) / 8.0


def channel_of(index, shape, fmt):
    return index[-1] if fmt in CHANNELS_LAST else index[1]


def positions(shape):
    if any(d == 0 for d in shape):
        return
    index = [0] * len(shape)
    while True:
        yield tuple(index)
        for d in reversed(range(len(shape))):
            index[d] += 1
            if index[d] < shape[d]:
                break
            index[d] = 0
        else:
            return


def num_channels(shape, fmt):
    return shape[-1] if fmt in CHANNELS_LAST else shape[1]


def f32(v):
    import struct
    return struct.unpack("f", struct.pack("f", v))[0]


def grad_reference(shape, fmt, eps, training):
    c_count = num_channels(shape, fmt)
    elems = list(positions(shape))
    m = len(elems) // c_count if c_count else 0
    sum_dy = [0.0] * c_count
    sum_dyx = [0.0] * c_count
    for h, idx in enumerate(elems):
        c = channel_of(idx, shape, fmt)
        sum_dy[c] += dy_value(h)
        sum_dyx[c] += dy_value(h) * (x_value(h) - mean_value(c))
    rstd = [1.0 / math.sqrt(f32(var_value(c)) + f32(eps)) for c in range(c_count)]
    dscale = [sum_dyx[c] * rstd[c] for c in range(c_count)]
    dx = []
    for h, idx in enumerate(elems):
        c = channel_of(idx, shape, fmt)
        g = dy_value(h)
        if training:
            v = scale_value(c) * rstd[c] * (
                g - sum_dy[c] / m
                - (x_value(h) - mean_value(c)) * rstd[c] * dscale[c] / m)
        else:
            v = g * scale_value(c) * rstd[c]
        dx.append(v)
    return [("x_backprop", dx), ("scale_backprop", dscale),
            ("offset_backprop", sum_dy)]


def forward_reference(shape, fmt, eps, training, factor):
    c_count = num_channels(shape, fmt)
    elems = list(positions(shape))
    m = len(elems) // c_count if c_count else 0
    if training:
        sums = [0.0] * c_count
        for h, idx in enumerate(elems):
            sums[channel_of(idx, shape, fmt)] += x_value(h)
        mean = [s / m for s in sums]
        sq = [0.0] * c_count
        for h, idx in enumerate(elems):
            c = channel_of(idx, shape, fmt)
            sq[c] += (x_value(h) - mean[c]) ** 2
        var = [s / m for s in sq]
        corrected = [v * m / max(m - 1, 1) for v in var]
        if factor != 1.0:
            batch_mean = [(1 - factor) * mean_value(c) + factor * mean[c]
                          for c in range(c_count)]
            batch_var = [(1 - factor) * var_value(c) + factor * corrected[c]
                         for c in range(c_count)]
        else:
            batch_mean, batch_var = mean, corrected
    else:
        mean = [mean_value(c) for c in range(c_count)]
        var = [var_value(c) for c in range(c_count)]
        batch_mean, batch_var = mean, var
    y = []
    for h, idx in enumerate(elems):
        c = channel_of(idx, shape, fmt)
        y.append(scale_value(c) * (x_value(h) - mean[c])
                 / math.sqrt(var[c] + eps) + offset_value(c))
    return [("y", y), ("batch_mean", batch_mean),
            ("batch_variance", batch_var), ("reserve_space_1", mean),
            ("reserve_space_2", var)]


def tensor_type(shape, elem, dynamic=False):
    dims = "x".join("?" if dynamic else str(d) for d in shape)
    return f"tensor<{dims}x{elem}>"


def linear_index(shape):
    """MLIR lines computing %h, the row-major position, from %i0.. ."""
    lines = [f"    %h0 = arith.addi %i0, %c0 : index"]
    for d in range(1, len(shape)):
        lines.append(f"    %m{d} = arith.muli %h{d-1}, %c{shape[d]} : index")
        lines.append(f"    %h{d} = arith.addi %m{d}, %i{d} : index")
    lines.append(f"    %h = arith.index_cast %h{len(shape)-1} : index to i64")
    return lines


def generate_data(name, shape, elem, mul, add, mod, bias, div):
    args = ", ".join(f"%i{d}: index" for d in range(len(shape)))
    consts = sorted(set(shape[1:]) | {0})
    lines = [f"  %{name} = tensor.generate {{",
             f"  ^bb0({args}):"]
    lines += [f"    %c{c} = arith.constant {c} : index" for c in consts]
    lines += linear_index(shape)
    lines += [
        f"    %a = arith.muli %h, %k{mul} : i64",
        f"    %b = arith.addi %a, %k{add} : i64",
        f"    %r = arith.remui %b, %k{mod} : i64",
        f"    %s = arith.subi %r, %k{bias} : i64",
        f"    %f = arith.sitofp %s : i64 to f32",
        f"    %v = arith.divf %f, %d{div} : f32",
    ]
    if elem != "f32":
        lines.append(f"    %t = arith.truncf %v : f32 to {elem}")
        lines.append(f"    tensor.yield %t : {elem}")
    else:
        lines.append(f"    tensor.yield %v : f32")
    lines.append(f"  }} : {tensor_type(shape, elem)}")
    return lines


def generate_channel(name, channels, mod, sub, div, base):
    return [
        f"  %{name} = tensor.generate {{",
        f"  ^bb0(%c: index):",
        f"    %ci = arith.index_cast %c : index to i64",
        f"    %r = arith.remui %ci, %k{mod} : i64",
        f"    %s = arith.subi %r, %k{sub} : i64",
        f"    %f = arith.sitofp %s : i64 to f32",
        f"    %q = arith.divf %f, %d{div} : f32",
        f"    %v = arith.addf %q, %d{base}b : f32",
        f"    tensor.yield %v : f32",
        f"  }} : tensor<{channels}xf32>",
    ]


CONSTS = [
    "  %k0 = arith.constant 0 : i64", "  %k1 = arith.constant 1 : i64",
    "  %k2 = arith.constant 2 : i64", "  %k3 = arith.constant 3 : i64",
    "  %k4 = arith.constant 4 : i64", "  %k5 = arith.constant 5 : i64",
    "  %k7 = arith.constant 7 : i64", "  %k11 = arith.constant 11 : i64",
    "  %k37 = arith.constant 37 : i64", "  %k44 = arith.constant 44 : i64",
    "  %k48 = arith.constant 48 : i64", "  %k53 = arith.constant 53 : i64",
    "  %k89 = arith.constant 89 : i64", "  %k97 = arith.constant 97 : i64",
    "  %d4 = arith.constant 4.0 : f32", "  %d8 = arith.constant 8.0 : f32",
    "  %d16 = arith.constant 16.0 : f32", "  %d32 = arith.constant 32.0 : f32",
    "  %d0b = arith.constant 0.0 : f32", "  %d1b = arith.constant 1.0 : f32",
    "  %d05b = arith.constant 0.5 : f32",
]


def stats_lines(channels):
    lines = []
    lines += generate_channel("scale", channels, 3, 0, 4, 1)
    lines += generate_channel("offset", channels, 4, 1, 8, 0)
    lines += generate_channel("mean", channels, 5, 2, 4, 0)
    lines += generate_channel("var", channels, 7, 0, 8, "05")
    return lines


PRINTERS = {"f32": "printMemrefF32", "f16": "printMemrefF16",
            "bf16": "printMemrefBF16"}


def print_lines(value, shape, elem, tag):
    ttype = tensor_type(shape, elem)
    mtype = ttype.replace("tensor", "memref")
    return [
        f"  %pb{tag} = bufferization.to_buffer %{value} : {ttype} to {mtype}",
        f"  %pu{tag} = memref.cast %pb{tag} : {mtype} to memref<*x{elem}>",
        f"  call @{PRINTERS[elem]}(%pu{tag}) : (memref<*x{elem}>) -> ()",
    ]


HEADER = """\
// GENERATED by Inputs/generate.py; edit that script, not this file.
// {what}
//
// RUN: tagrad-opt %s --tagrad-gpu-pipeline \\
// RUN: | mlir-runner -e main -entry-point-result=void \\
// RUN:   -shared-libs=%tagrad_runtime,%mlir_runner_utils,%mlir_c_runner_utils \\
// RUN:   > %t.out
// RUN: python3 %S/Inputs/compare.py %t.out --case {name}
"""


def program(name, what, shape, elem, fmt, op_lines, results):
    channels = num_channels(shape, fmt)
    lines = [HEADER.format(name=name, what=what)]
    lines += [f"func.func private @{p}(memref<*x{e}>) attributes "
              f"{{llvm.emit_c_interface}}" for e, p in PRINTERS.items()
              if p != "printMemrefF32"]
    lines.append("func.func private @printMemrefF32(memref<*xf32>)")
    lines.append("")
    lines.append("func.func @main() {")
    lines += CONSTS
    lines += generate_data("x", shape, elem, 37, 11, 97, 48, 16)
    lines += generate_data("dy", shape, elem, 53, 7, 89, 44, 32)
    lines += stats_lines(channels)
    lines += op_lines
    for tag, (value, vshape, velem) in enumerate(results):
        lines += print_lines(value, vshape, velem, tag)
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n"


def grad_case(name, shape, elem, fmt, eps, training, dynamic=False):
    channels = num_channels(shape, fmt)
    ttype = tensor_type(shape, elem)
    stat = f"tensor<{channels}xf32>"
    op_in = "%dy, %x"
    op_types = f"{ttype}, {ttype}"
    pre = []
    if dynamic:
        dtype = tensor_type(shape, elem, dynamic=True)
        pre = [f"  %dyd = tensor.cast %dy : {ttype} to {dtype}",
               f"  %xd = tensor.cast %x : {ttype} to {dtype}",
               f"  %scaled = tensor.cast %scale : {stat} to tensor<?xf32>"]
        op_in = "%dyd, %xd"
        op_types = f"{dtype}, {dtype}"
        scale, scale_type = "%scaled", "tensor<?xf32>"
    else:
        scale, scale_type = "%scale", stat
    training_attr = "true" if training else "false"
    op = pre + [
        f"  %dxr, %dsr, %dor, %r3, %r4 = tagrad.fused_batch_norm_grad "
        f"{op_in}, {scale}, %mean, %var {{epsilon = {eps:e} : f32, "
        f"data_format = \"{fmt}\", is_training = {training_attr}}} : "
        f"{op_types}, {scale_type}, {stat}, {stat}"]
    if dynamic:
        op += [f"  %dx = tensor.cast %dxr : {tensor_type(shape, elem, True)} to {ttype}",
               f"  %ds = tensor.cast %dsr : tensor<?xf32> to {stat}",
               f"  %do = tensor.cast %dor : tensor<?xf32> to {stat}"]
    else:
        op += [f"  %dx = tensor.cast %dxr : {ttype} to {ttype}",
               f"  %ds = tensor.cast %dsr : {stat} to {stat}",
               f"  %do = tensor.cast %dor : {stat} to {stat}"]
    what = (f"fused_batch_norm_grad {fmt} {elem} "
            f"{'training' if training else 'inference'} {shape}"
            + (" (dynamic shapes)" if dynamic else ""))
    text = program(name, what, shape, elem, fmt, op,
                   [("dx", shape, elem), ("ds", [channels], "f32"),
                    ("do", [channels], "f32")])
    return text, grad_reference(shape, fmt, eps, training), elem


def forward_case(name, shape, elem, fmt, eps, training, factor):
    channels = num_channels(shape, fmt)
    ttype = tensor_type(shape, elem)
    stat = f"tensor<{channels}xf32>"
    training_attr = "true" if training else "false"
    op = [
        f"  %y, %bm, %bv, %r1, %r2 = tagrad.fused_batch_norm %x, %scale, "
        f"%offset, %mean, %var {{epsilon = {eps:e} : f32, "
        f"exponential_avg_factor = {factor:e} : f32, data_format = \"{fmt}\", "
        f"is_training = {training_attr}}} : {ttype}, {stat}, {stat}, {stat}, "
        f"{stat}"]
    what = (f"fused_batch_norm {fmt} {elem} "
            f"{'training' if training else 'inference'} {shape} "
            f"exponential_avg_factor={factor}")
    text = program(name, what, shape, elem, fmt, op,
                   [("y", shape, elem)] +
                   [(v, [channels], "f32") for v in ("bm", "bv", "r1", "r2")])
    return text, forward_reference(shape, fmt, eps, training, factor), elem


CASES = {
    "grad_nhwc_f32_training": lambda n: grad_case(
        n, [2, 3, 4, 40], "f32", "NHWC", 1e-3, True),
    "grad_nchw_f32_training_dynamic": lambda n: grad_case(
        n, [2, 5, 3, 7], "f32", "NCHW", 1e-3, True, dynamic=True),
    "grad_nhwc_f16_inference": lambda n: grad_case(
        n, [2, 2, 3, 8], "f16", "NHWC", 1e-4, False),
    "grad_ncdhw_bf16_training": lambda n: grad_case(
        n, [2, 3, 2, 2, 3], "bf16", "NCDHW", 1e-3, True),
    "grad_nhwc_f32_multiblock": lambda n: grad_case(
        n, [8, 16, 16, 96], "f32", "NHWC", 1e-4, True),
    "grad_nchw_f32_multiblock": lambda n: grad_case(
        n, [8, 24, 17, 19], "f32", "NCHW", 1e-4, True),
    "grad_nhwc_f32_empty_batch": lambda n: grad_case(
        n, [0, 2, 2, 4], "f32", "NHWC", 1e-4, True),
    "forward_nhwc_f32_training": lambda n: forward_case(
        n, [2, 3, 3, 8], "f32", "NHWC", 1e-3, True, 1.0),
    "forward_nchw_f32_training_blend": lambda n: forward_case(
        n, [2, 4, 3, 5], "f32", "NCHW", 1e-3, True, 0.25),
    "forward_nhwc_f16_inference": lambda n: forward_case(
        n, [2, 2, 2, 8], "f16", "NHWC", 1e-3, False, 1.0),
}


def write_golden(path, outputs, elem):
    with open(path, "w") as f:
        f.write(f"# element type of the first output: {elem}\n")
        for i, (name, values) in enumerate(outputs):
            kind = elem if i == 0 else "f32"
            f.write(f"{name} {kind} {len(values)}\n")
            f.write(" ".join(repr(float(v)) for v in values) + "\n")


def reference(name):
    """(outputs, element type of the first output) of case `name`."""
    _, outputs, elem = CASES[name](name)
    return outputs, elem


def main():
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--golden-dir",
                        help="write golden files here instead of programs")
    args = parser.parse_args()
    for name, make in CASES.items():
        text, outputs, elem = make(name)
        if args.golden_dir:
            write_golden(os.path.join(args.golden_dir, name + ".golden"),
                         outputs, elem)
        else:
            with open(os.path.join(OUT, name + ".mlir"), "w") as f:
                f.write(text)
        print("wrote", name)


if __name__ == "__main__":
    main()
