#!/usr/bin/env python3
"""Generate a program of about N TensorArray writes for --tagrad-cpu-pipeline.

straight: what an unrolled Python loop exports: N writes into a forward
array, a grad, N writes into the gradient accumulator and N reads of it, all
straight-line with constant indices. loop: the same work as scf.for loops
over N elements, K = N / 10 loops of 10 trips each (a program whose size
grows with N).

With COPIES, the same N as COPIES functions of N / COPIES each: the control
that tells an algorithm growing faster than N (one large function is then
slower than the copies) from the machine's caches (both grow alike).

Usage: gen_module.py {straight|loop} N [COPIES] > out.mlir
"""
import sys

T = "!tagrad.tensor_array<tensor<4xf32>>"


def straight(n, name="main"):
    out = [f"func.func @{name}(%v: tensor<4xf32>) -> tensor<4xf32> {{"]
    out.append(f"  %n = arith.constant {n} : index")
    out.append(f'  %ta, %f0 = tagrad.tensor_array %n {{tensor_array_name = "x"}} : {T}')
    for i in range(n):
        out.append(f"  %i{i} = arith.constant {i} : index")
        out.append(f"  %f{i + 1} = tagrad.tensor_array.write %ta[%i{i}], %v, %f{i} : {T}, tensor<4xf32>")
    out.append(f'  %g, %gf0 = tagrad.tensor_array.grad %ta, %f{n} source "gradients" : {T}')
    for i in range(n):
        out.append(f"  %gf{i + 1} = tagrad.tensor_array.write %g[%i{i}], %v, %gf{i} : {T}, tensor<4xf32>")
    out.append("  %acc0 = arith.constant dense<0.0> : tensor<4xf32>")
    for i in range(n):
        out.append(f"  %r{i} = tagrad.tensor_array.read %g[%i{i}], %gf{n} : {T}")
        out.append(f"  %acc{i + 1} = arith.addf %acc{i}, %r{i} : tensor<4xf32>")
    out.append(f"  return %acc{n} : tensor<4xf32>")
    out.append("}")
    return out


def loop(n, name="main"):
    k = max(1, n // 10)
    out = [f"func.func @{name}(%v: tensor<4xf32>) -> tensor<4xf32> {{"]
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append("  %c10 = arith.constant 10 : index")
    out.append("  %acc0 = arith.constant dense<0.0> : tensor<4xf32>")
    for j in range(k):
        out.append(f'  %ta{j}, %f{j} = tagrad.tensor_array %c10 {{tensor_array_name = "x{j}"}} : {T}')
        out.append(f"  %fw{j} = scf.for %i = %c0 to %c10 step %c1 iter_args(%f = %f{j}) -> (f32) {{")
        out.append(f"    %w = tagrad.tensor_array.write %ta{j}[%i], %v, %f : {T}, tensor<4xf32>")
        out.append("    scf.yield %w : f32")
        out.append("  }")
        out.append(f'  %g{j}, %gf{j} = tagrad.tensor_array.grad %ta{j}, %fw{j} source "gradients" : {T}')
        out.append(f"  %acc{j + 1}, %gw{j} = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %acc{j}, %f = %gf{j}) -> (tensor<4xf32>, f32) {{")
        out.append(f"    %w = tagrad.tensor_array.write %g{j}[%i], %v, %f : {T}, tensor<4xf32>")
        out.append(f"    %r = tagrad.tensor_array.read %g{j}[%i], %w : {T}")
        out.append("    %s = arith.addf %a, %r : tensor<4xf32>")
        out.append("    scf.yield %s, %w : tensor<4xf32>, f32")
        out.append("  }")
    out.append(f"  return %acc{k} : tensor<4xf32>")
    out.append("}")
    return out


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    copies = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    build = straight if kind == "straight" else loop
    if copies == 1:
        print("\n".join(build(n)))
        return
    for c in range(copies):
        print("\n".join(build(n // copies, f"main_{c}")))


if __name__ == "__main__":
    main()
