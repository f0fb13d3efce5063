#!/usr/bin/env python3
"""Writes the straight-line program long_programs.mlir runs, of size N.

What an unrolled TensorFlow loop exports: N values computed one from the
last (x[i+1] = x[i] + v), written to an array at constant indices, two
gradient writes per index into its accumulator, every element read back
and summed (two chains of N adds), and a state carried through N / 4 loops
of 3 trips. With v = (1, 2) the sums are exact in f32:
  sum of x      = N (N + 1) / 2 * v
  sum of grads  = 2 N * v
  loop state    = 3 (N / 4) * v

Usage: gen_long_program.py N
"""
import sys

T = "!tagrad.tensor_array<tensor<2xf32>>"
V = "tensor<2xf32>"


def program(n):
    out = ["func.func @main() {"]
    out.append(f"  %v = arith.constant dense<[1.0, 2.0]> : {V}")
    out.append(f"  %zero = arith.constant dense<0.0> : {V}")
    out.append(f"  %n = arith.constant {n} : index")
    out.append(f'  %ta, %f0 = tagrad.tensor_array %n {{tensor_array_name = "x"}} : {T}')
    out.append("  %x0 = arith.addf %zero, %v : " + V)
    for i in range(n):
        out.append(f"  %i{i} = arith.constant {i} : index")
        out.append(f"  %f{i + 1} = tagrad.tensor_array.write %ta[%i{i}], %x{i}, %f{i} : {T}, {V}")
        out.append(f"  %x{i + 1} = arith.addf %x{i}, %v : {V}")
    out.append(f'  %g, %gf0 = tagrad.tensor_array.grad %ta, %f{n} source "gradients" : {T}')
    for k in range(2 * n):
        out.append(f"  %gf{k + 1} = tagrad.tensor_array.write %g[%i{k % n}], %v, %gf{k} : {T}, {V}")
    out.append(f"  %a0 = arith.addf %zero, %zero : {V}")
    out.append(f"  %b0 = arith.addf %zero, %zero : {V}")
    for i in range(n):
        out.append(f"  %r{i} = tagrad.tensor_array.read %ta[%i{i}], %f{n} : {T}")
        out.append(f"  %a{i + 1} = arith.addf %a{i}, %r{i} : {V}")
        out.append(f"  %s{i} = tagrad.tensor_array.read %g[%i{i}], %gf{2 * n} : {T}")
        out.append(f"  %b{i + 1} = arith.addf %b{i}, %s{i} : {V}")
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append("  %c3 = arith.constant 3 : index")
    out.append(f"  %h0 = arith.addf %zero, %zero : {V}")
    for j in range(n // 4):
        out.append(f"  %h{j + 1} = scf.for %j{j} = %c0 to %c3 step %c1 iter_args(%h = %h{j}) -> ({V}) {{")
        out.append(f"    %hn = arith.addf %h, %v : {V}")
        out.append(f"    scf.yield %hn : {V}")
        out.append("  }")
    for name in (f"a{n}", f"b{n}", f"h{n // 4}"):
        out.append(f"  call @print2(%{name}) : ({V}) -> ()")
    out.append("  return")
    out.append("}")
    out.append(f"func.func private @print2(%t: {V}) {{")
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append(f"  %x = tensor.extract %t[%c0] : {V}")
    out.append(f"  %y = tensor.extract %t[%c1] : {V}")
    out.append('  vector.print str "( "')
    out.append("  vector.print %x : f32 punctuation <no_punctuation>")
    out.append('  vector.print str ", "')
    out.append("  vector.print %y : f32 punctuation <no_punctuation>")
    out.append('  vector.print str " )\\n"')
    out.append("  return")
    out.append("}")
    return out


if __name__ == "__main__":
    print("\n".join(program(int(sys.argv[1]))))
