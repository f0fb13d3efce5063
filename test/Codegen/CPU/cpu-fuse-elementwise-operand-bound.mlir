// RUN: tagrad-opt %s --tagrad-cpu-fuse-elementwise | FileCheck %s \
// RUN:   --implicit-check-not='ins({{(%[[:alnum:]_]+, ){63}%}}'

// An unrolled sum of 70 terms (what a Python loop over a list exports):
// fusion stops where a generic would take more than 64 operands, so the
// chain becomes a few generics of at most 64 operands (none with 64 inputs
// or more), the terms still added in their order, each once.

// CHECK-LABEL: func @long_sum_chain
// CHECK-COUNT-69: arith.addf
// CHECK-NOT: arith.addf
// CHECK: return
#id = affine_map<(i) -> (i)>
func.func @long_sum_chain(%x0: tensor<4xf32>, %x1: tensor<4xf32>, %x2: tensor<4xf32>, %x3: tensor<4xf32>, %x4: tensor<4xf32>, %x5: tensor<4xf32>, %x6: tensor<4xf32>, %x7: tensor<4xf32>, %x8: tensor<4xf32>, %x9: tensor<4xf32>, %x10: tensor<4xf32>, %x11: tensor<4xf32>, %x12: tensor<4xf32>, %x13: tensor<4xf32>, %x14: tensor<4xf32>, %x15: tensor<4xf32>, %x16: tensor<4xf32>, %x17: tensor<4xf32>, %x18: tensor<4xf32>, %x19: tensor<4xf32>, %x20: tensor<4xf32>, %x21: tensor<4xf32>, %x22: tensor<4xf32>, %x23: tensor<4xf32>, %x24: tensor<4xf32>, %x25: tensor<4xf32>, %x26: tensor<4xf32>, %x27: tensor<4xf32>, %x28: tensor<4xf32>, %x29: tensor<4xf32>, %x30: tensor<4xf32>, %x31: tensor<4xf32>, %x32: tensor<4xf32>, %x33: tensor<4xf32>, %x34: tensor<4xf32>, %x35: tensor<4xf32>, %x36: tensor<4xf32>, %x37: tensor<4xf32>, %x38: tensor<4xf32>, %x39: tensor<4xf32>, %x40: tensor<4xf32>, %x41: tensor<4xf32>, %x42: tensor<4xf32>, %x43: tensor<4xf32>, %x44: tensor<4xf32>, %x45: tensor<4xf32>, %x46: tensor<4xf32>, %x47: tensor<4xf32>, %x48: tensor<4xf32>, %x49: tensor<4xf32>, %x50: tensor<4xf32>, %x51: tensor<4xf32>, %x52: tensor<4xf32>, %x53: tensor<4xf32>, %x54: tensor<4xf32>, %x55: tensor<4xf32>, %x56: tensor<4xf32>, %x57: tensor<4xf32>, %x58: tensor<4xf32>, %x59: tensor<4xf32>, %x60: tensor<4xf32>, %x61: tensor<4xf32>, %x62: tensor<4xf32>, %x63: tensor<4xf32>, %x64: tensor<4xf32>, %x65: tensor<4xf32>, %x66: tensor<4xf32>, %x67: tensor<4xf32>, %x68: tensor<4xf32>, %x69: tensor<4xf32>) -> tensor<4xf32> {
  %e1 = tensor.empty() : tensor<4xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x0, %x1 : tensor<4xf32>, tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s1, %x2 : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %s3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s2, %x3 : tensor<4xf32>, tensor<4xf32>) outs(%e3 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %s4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s3, %x4 : tensor<4xf32>, tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e5 = tensor.empty() : tensor<4xf32>
  %s5 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s4, %x5 : tensor<4xf32>, tensor<4xf32>) outs(%e5 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e6 = tensor.empty() : tensor<4xf32>
  %s6 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s5, %x6 : tensor<4xf32>, tensor<4xf32>) outs(%e6 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e7 = tensor.empty() : tensor<4xf32>
  %s7 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s6, %x7 : tensor<4xf32>, tensor<4xf32>) outs(%e7 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e8 = tensor.empty() : tensor<4xf32>
  %s8 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s7, %x8 : tensor<4xf32>, tensor<4xf32>) outs(%e8 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e9 = tensor.empty() : tensor<4xf32>
  %s9 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s8, %x9 : tensor<4xf32>, tensor<4xf32>) outs(%e9 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e10 = tensor.empty() : tensor<4xf32>
  %s10 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s9, %x10 : tensor<4xf32>, tensor<4xf32>) outs(%e10 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e11 = tensor.empty() : tensor<4xf32>
  %s11 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s10, %x11 : tensor<4xf32>, tensor<4xf32>) outs(%e11 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e12 = tensor.empty() : tensor<4xf32>
  %s12 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s11, %x12 : tensor<4xf32>, tensor<4xf32>) outs(%e12 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e13 = tensor.empty() : tensor<4xf32>
  %s13 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s12, %x13 : tensor<4xf32>, tensor<4xf32>) outs(%e13 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e14 = tensor.empty() : tensor<4xf32>
  %s14 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s13, %x14 : tensor<4xf32>, tensor<4xf32>) outs(%e14 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e15 = tensor.empty() : tensor<4xf32>
  %s15 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s14, %x15 : tensor<4xf32>, tensor<4xf32>) outs(%e15 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e16 = tensor.empty() : tensor<4xf32>
  %s16 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s15, %x16 : tensor<4xf32>, tensor<4xf32>) outs(%e16 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e17 = tensor.empty() : tensor<4xf32>
  %s17 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s16, %x17 : tensor<4xf32>, tensor<4xf32>) outs(%e17 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e18 = tensor.empty() : tensor<4xf32>
  %s18 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s17, %x18 : tensor<4xf32>, tensor<4xf32>) outs(%e18 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e19 = tensor.empty() : tensor<4xf32>
  %s19 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s18, %x19 : tensor<4xf32>, tensor<4xf32>) outs(%e19 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e20 = tensor.empty() : tensor<4xf32>
  %s20 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s19, %x20 : tensor<4xf32>, tensor<4xf32>) outs(%e20 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e21 = tensor.empty() : tensor<4xf32>
  %s21 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s20, %x21 : tensor<4xf32>, tensor<4xf32>) outs(%e21 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e22 = tensor.empty() : tensor<4xf32>
  %s22 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s21, %x22 : tensor<4xf32>, tensor<4xf32>) outs(%e22 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e23 = tensor.empty() : tensor<4xf32>
  %s23 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s22, %x23 : tensor<4xf32>, tensor<4xf32>) outs(%e23 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e24 = tensor.empty() : tensor<4xf32>
  %s24 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s23, %x24 : tensor<4xf32>, tensor<4xf32>) outs(%e24 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e25 = tensor.empty() : tensor<4xf32>
  %s25 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s24, %x25 : tensor<4xf32>, tensor<4xf32>) outs(%e25 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e26 = tensor.empty() : tensor<4xf32>
  %s26 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s25, %x26 : tensor<4xf32>, tensor<4xf32>) outs(%e26 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e27 = tensor.empty() : tensor<4xf32>
  %s27 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s26, %x27 : tensor<4xf32>, tensor<4xf32>) outs(%e27 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e28 = tensor.empty() : tensor<4xf32>
  %s28 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s27, %x28 : tensor<4xf32>, tensor<4xf32>) outs(%e28 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e29 = tensor.empty() : tensor<4xf32>
  %s29 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s28, %x29 : tensor<4xf32>, tensor<4xf32>) outs(%e29 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e30 = tensor.empty() : tensor<4xf32>
  %s30 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s29, %x30 : tensor<4xf32>, tensor<4xf32>) outs(%e30 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e31 = tensor.empty() : tensor<4xf32>
  %s31 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s30, %x31 : tensor<4xf32>, tensor<4xf32>) outs(%e31 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e32 = tensor.empty() : tensor<4xf32>
  %s32 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s31, %x32 : tensor<4xf32>, tensor<4xf32>) outs(%e32 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e33 = tensor.empty() : tensor<4xf32>
  %s33 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s32, %x33 : tensor<4xf32>, tensor<4xf32>) outs(%e33 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e34 = tensor.empty() : tensor<4xf32>
  %s34 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s33, %x34 : tensor<4xf32>, tensor<4xf32>) outs(%e34 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e35 = tensor.empty() : tensor<4xf32>
  %s35 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s34, %x35 : tensor<4xf32>, tensor<4xf32>) outs(%e35 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e36 = tensor.empty() : tensor<4xf32>
  %s36 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s35, %x36 : tensor<4xf32>, tensor<4xf32>) outs(%e36 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e37 = tensor.empty() : tensor<4xf32>
  %s37 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s36, %x37 : tensor<4xf32>, tensor<4xf32>) outs(%e37 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e38 = tensor.empty() : tensor<4xf32>
  %s38 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s37, %x38 : tensor<4xf32>, tensor<4xf32>) outs(%e38 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e39 = tensor.empty() : tensor<4xf32>
  %s39 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s38, %x39 : tensor<4xf32>, tensor<4xf32>) outs(%e39 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e40 = tensor.empty() : tensor<4xf32>
  %s40 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s39, %x40 : tensor<4xf32>, tensor<4xf32>) outs(%e40 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e41 = tensor.empty() : tensor<4xf32>
  %s41 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s40, %x41 : tensor<4xf32>, tensor<4xf32>) outs(%e41 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e42 = tensor.empty() : tensor<4xf32>
  %s42 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s41, %x42 : tensor<4xf32>, tensor<4xf32>) outs(%e42 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e43 = tensor.empty() : tensor<4xf32>
  %s43 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s42, %x43 : tensor<4xf32>, tensor<4xf32>) outs(%e43 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e44 = tensor.empty() : tensor<4xf32>
  %s44 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s43, %x44 : tensor<4xf32>, tensor<4xf32>) outs(%e44 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e45 = tensor.empty() : tensor<4xf32>
  %s45 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s44, %x45 : tensor<4xf32>, tensor<4xf32>) outs(%e45 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e46 = tensor.empty() : tensor<4xf32>
  %s46 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s45, %x46 : tensor<4xf32>, tensor<4xf32>) outs(%e46 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e47 = tensor.empty() : tensor<4xf32>
  %s47 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s46, %x47 : tensor<4xf32>, tensor<4xf32>) outs(%e47 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e48 = tensor.empty() : tensor<4xf32>
  %s48 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s47, %x48 : tensor<4xf32>, tensor<4xf32>) outs(%e48 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e49 = tensor.empty() : tensor<4xf32>
  %s49 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s48, %x49 : tensor<4xf32>, tensor<4xf32>) outs(%e49 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e50 = tensor.empty() : tensor<4xf32>
  %s50 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s49, %x50 : tensor<4xf32>, tensor<4xf32>) outs(%e50 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e51 = tensor.empty() : tensor<4xf32>
  %s51 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s50, %x51 : tensor<4xf32>, tensor<4xf32>) outs(%e51 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e52 = tensor.empty() : tensor<4xf32>
  %s52 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s51, %x52 : tensor<4xf32>, tensor<4xf32>) outs(%e52 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e53 = tensor.empty() : tensor<4xf32>
  %s53 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s52, %x53 : tensor<4xf32>, tensor<4xf32>) outs(%e53 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e54 = tensor.empty() : tensor<4xf32>
  %s54 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s53, %x54 : tensor<4xf32>, tensor<4xf32>) outs(%e54 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e55 = tensor.empty() : tensor<4xf32>
  %s55 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s54, %x55 : tensor<4xf32>, tensor<4xf32>) outs(%e55 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e56 = tensor.empty() : tensor<4xf32>
  %s56 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s55, %x56 : tensor<4xf32>, tensor<4xf32>) outs(%e56 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e57 = tensor.empty() : tensor<4xf32>
  %s57 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s56, %x57 : tensor<4xf32>, tensor<4xf32>) outs(%e57 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e58 = tensor.empty() : tensor<4xf32>
  %s58 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s57, %x58 : tensor<4xf32>, tensor<4xf32>) outs(%e58 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e59 = tensor.empty() : tensor<4xf32>
  %s59 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s58, %x59 : tensor<4xf32>, tensor<4xf32>) outs(%e59 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e60 = tensor.empty() : tensor<4xf32>
  %s60 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s59, %x60 : tensor<4xf32>, tensor<4xf32>) outs(%e60 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e61 = tensor.empty() : tensor<4xf32>
  %s61 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s60, %x61 : tensor<4xf32>, tensor<4xf32>) outs(%e61 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e62 = tensor.empty() : tensor<4xf32>
  %s62 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s61, %x62 : tensor<4xf32>, tensor<4xf32>) outs(%e62 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e63 = tensor.empty() : tensor<4xf32>
  %s63 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s62, %x63 : tensor<4xf32>, tensor<4xf32>) outs(%e63 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e64 = tensor.empty() : tensor<4xf32>
  %s64 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s63, %x64 : tensor<4xf32>, tensor<4xf32>) outs(%e64 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e65 = tensor.empty() : tensor<4xf32>
  %s65 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s64, %x65 : tensor<4xf32>, tensor<4xf32>) outs(%e65 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e66 = tensor.empty() : tensor<4xf32>
  %s66 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s65, %x66 : tensor<4xf32>, tensor<4xf32>) outs(%e66 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e67 = tensor.empty() : tensor<4xf32>
  %s67 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s66, %x67 : tensor<4xf32>, tensor<4xf32>) outs(%e67 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e68 = tensor.empty() : tensor<4xf32>
  %s68 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s67, %x68 : tensor<4xf32>, tensor<4xf32>) outs(%e68 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e69 = tensor.empty() : tensor<4xf32>
  %s69 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s68, %x69 : tensor<4xf32>, tensor<4xf32>) outs(%e69 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s69 : tensor<4xf32>
}
