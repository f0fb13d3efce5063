#!/usr/bin/env python3
"""Generate a module with about N tensor-array ops for --tagrad-resolve-gradients.

Each unit is one function with a dynamic forward array written in an scf.for
(constant bounds), a fixed-size array written straight-line, grads from
several sources (empty sources inferred from name locations), a backprop
loop taking the grad on the loop flow, and a private callee that takes the
gradient of an argument array. A unit has UNIT_OPS tensor-array ops.

Usage: gen_module.py N > out.mlir
"""
import sys

SOURCES = ["gradients", "gradients_1", "gradients_2"]


def unit(k):
    out = []
    t = "!tagrad.tensor_array<tensor<4xf32>>"
    out.append(f"func.func private @callee{k}(%h: {t}, %f: f32, %v: tensor<4xf32>) -> f32 {{")
    out.append("  %c0 = arith.constant 0 : index")
    out.append(f'  %g, %gf = tagrad.tensor_array.grad %h, %f source "gradients_2" : {t}')
    out.append(f"  %w = tagrad.tensor_array.write %g[%c0], %v, %gf : {t}, tensor<4xf32>")
    out.append("  return %w : f32")
    out.append("}")
    out.append(f"func.func @unit{k}(%v: tensor<4xf32>) -> f32 {{")
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append("  %c2 = arith.constant 2 : index")
    out.append("  %c8 = arith.constant 8 : index")
    out.append(f'  %ta, %f0 = tagrad.tensor_array %c0 {{dynamic_size = true, tensor_array_name = "a{k}"}} : {t}')
    out.append(f"  %fw = scf.for %i = %c0 to %c8 step %c1 iter_args(%f = %f0) -> (f32) {{")
    out.append(f"    %fn = tagrad.tensor_array.write %ta[%i], %v, %f : {t}, tensor<4xf32>")
    out.append("    scf.yield %fn : f32")
    out.append("  }")
    out.append(f"  %fb = scf.for %i = %c0 to %c8 step %c1 iter_args(%f = %fw) -> (f32) {{")
    out.append(f'    %g, %gf = tagrad.tensor_array.grad %ta, %f source "" : {t} loc("gradients/while/TensorArrayGrad_{k}")')
    out.append(f"    %gw = tagrad.tensor_array.write %g[%i], %v, %gf : {t}, tensor<4xf32>")
    out.append("    scf.yield %f : f32")
    out.append("  }")
    out.append(f'  %h, %hf = tagrad.tensor_array.grad %ta, %fw source "gradients_1" : {t}')
    out.append(f"  %hr = tagrad.tensor_array.read %h[%c1], %hf : {t}")
    out.append(f'  %tb, %fb0 = tagrad.tensor_array %c2 : {t}')
    out.append(f"  %fb1 = tagrad.tensor_array.write %tb[%c0], %v, %fb0 : {t}, tensor<4xf32>")
    out.append(f"  %fb2 = tagrad.tensor_array.write %tb[%c1], %v, %fb1 : {t}, tensor<4xf32>")
    out.append(f"  %rb = tagrad.tensor_array.read %tb[%c0], %fb2 : {t}")
    out.append(f'  %gb, %gbf = tagrad.tensor_array.grad %tb, %fb2 source "gradients" : {t}')
    out.append(f"  %gbw = tagrad.tensor_array.write %gb[%c1], %v, %gbf : {t}, tensor<4xf32>")
    out.append(f"  %r = func.call @callee{k}(%tb, %fb2, %v) : ({t}, f32, tensor<4xf32>) -> f32")
    out.append(f"  tagrad.tensor_array.close %tb : {t}")
    out.append("  return %r : f32")
    out.append("}")
    return out


UNIT_OPS = 17  # tagrad.* ops per unit (callee 2 + unit 15)


def main():
    n = int(sys.argv[1])
    units = max(1, n // UNIT_OPS)
    lines = []
    for k in range(units):
        lines.extend(unit(k))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
