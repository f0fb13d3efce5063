// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-convert-to-llvm | FileCheck %s

// arith, index, func, cf and ub ops in one conversion.

// CHECK-LABEL: llvm.func @scalar_code
// CHECK-SAME: (%[[A:.*]]: f32, %[[N:.*]]: i64, %[[P:.*]]: i1) -> f32
// CHECK: %[[SUM:.*]] = llvm.fadd %[[A]], %[[A]] : f32
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[M:.*]] = llvm.mul %[[N]], %[[TWO]] : i64
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : f32
// CHECK: llvm.cond_br %[[P]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: llvm.return %[[SUM]] : f32
// CHECK: ^bb2:
// CHECK: llvm.return %[[POISON]] : f32
// CHECK-NOT: arith.
// CHECK-NOT: index.
// CHECK-NOT: cf.
// CHECK-NOT: ub.
func.func @scalar_code(%a: f32, %n: index, %p: i1) -> f32 {
  %sum = arith.addf %a, %a : f32
  %two = index.constant 2
  %m = index.mul %n, %two
  %poison = ub.poison : f32
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return %sum : f32
^bb2:
  return %poison : f32
}

// -----

// Calls keep their callee; the C interface a function asks for is emitted.

// CHECK-LABEL: llvm.func @callee(i64) -> i64
// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.call @callee(%{{.*}}) : (i64) -> i64
// CHECK-LABEL: llvm.func @_mlir_ciface_caller
func.func private @callee(i64) -> i64
func.func @caller(%x: i64) -> i64 attributes {llvm.emit_c_interface} {
  %y = call @callee(%x) : (i64) -> i64
  return %y : i64
}

// -----

// What the CPU pipeline does not lower (complex) stays for
// -tagrad-cpu-verify-lowered to name; upstream's -convert-to-llvm would
// lower this op and leave complex.exp.

// CHECK-LABEL: llvm.func @complex_stays
// CHECK: %[[Z:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK: complex.add %[[Z]], %[[Z]] : complex<f32>
func.func @complex_stays(%z: complex<f32>) -> complex<f32> {
  %s = complex.add %z, %z : complex<f32>
  return %s : complex<f32>
}

// -----

// A private function the module defines is internal to its object file
// (two compiled modules, each with upstream's dealloc_helper, link into
// one binary); a declaration and a public function keep their linkage.

// CHECK-LABEL: llvm.func internal @defined_here
// CHECK-LABEL: llvm.func @declared_only
// CHECK-LABEL: llvm.func @exported
// CHECK: llvm.call @defined_here
func.func private @defined_here(%x: i64) -> i64 {
  return %x : i64
}
func.func private @declared_only(i64) -> i64
func.func @exported(%x: i64) -> i64 {
  %y = call @defined_here(%x) : (i64) -> i64
  %z = call @declared_only(%y) : (i64) -> i64
  return %z : i64
}
