// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-lower-scf-last-first | FileCheck %s

// Straight-line scf.if and scf.for in a function become cf branches, the
// nested ones too once their parent is lowered; the result is the same as
// -convert-scf-to-cf's, only built from the end of each block.

// CHECK-LABEL: func @straight_line
// CHECK-NOT: scf.
// CHECK: cf.cond_br %arg0, ^[[THEN:.*]], ^[[JOIN:.*]]
// CHECK: ^[[THEN]]:
// CHECK: call @effect(%c1_i32)
// CHECK: cf.br ^[[JOIN]]
// CHECK: ^[[JOIN]]:
// CHECK: cf.br ^[[HEADER:.*]](%c0, %arg2 : index, f32)
// CHECK: ^[[HEADER]](%[[I:.*]]: index, %[[ACC:.*]]: f32):
// CHECK: %[[MORE:.*]] = arith.cmpi slt, %[[I]], %arg1
// CHECK: cf.cond_br %[[MORE]]
// Inside the loop body, the nested scf.if with a result:
// CHECK: cf.cond_br %arg0, ^{{.*}}, ^{{.*}}
// CHECK: ^{{.*}}(%[[PICKED:.*]]: f32):
// CHECK: return
func.func private @effect(i32)
func.func @straight_line(%p: i1, %n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  scf.if %p {
    func.call @effect(%one) : (i32) -> ()
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = scf.if %p -> (f32) {
      %s = arith.addf %acc, %acc : f32
      scf.yield %s : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

// An scf.if in a single-block region of another dialect is left for
// -convert-scf-to-cf.

// CHECK-LABEL: func @single_block_region
// CHECK: memref.alloca_scope
// CHECK:   scf.if %arg0
func.func private @effect(i32)
func.func @single_block_region(%p: i1) {
  %one = arith.constant 1 : i32
  memref.alloca_scope {
    scf.if %p {
      func.call @effect(%one) : (i32) -> ()
    }
  }
  return
}
