// RUN: tagrad-opt %s --split-input-file --convert-tagrad-to-runtime | FileCheck %s

// tagrad.tensor_array.check becomes the rule code as a select chain (the
// first broken rule wins), a call of tagradReportTensorArrayError when it
// is not 0, and `ok` = (code == 0). Rule codes are the runtime's.

// The array name and the op's location ("file:line:col") are the strings.
// CHECK-DAG: llvm.mlir.global private constant @__tagrad_rt_str_{{.*}}("ta\00")
// CHECK-DAG: llvm.mlir.global private constant @__tagrad_rt_str_{{.*}}("check.py:7:3\00")
// CHECK-LABEL: func @check_rules
// CHECK-SAME: (%[[I:.*]]: index, %[[CLOSED:.*]]: i1, %[[NEG:.*]]: i1, %[[WRITTEN:.*]]: i1)
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[S3:.*]] = arith.select %[[WRITTEN]], %[[C3]], %[[C0]] : i32
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[S8:.*]] = arith.select %[[NEG]], %[[C8]], %[[S3]] : i32
// CHECK: %[[C6:.*]] = arith.constant 6 : i32
// CHECK: %[[CODE:.*]] = arith.select %[[CLOSED]], %[[C6]], %[[S8]] : i32
// CHECK: %[[BAD:.*]] = arith.cmpi ne, %[[CODE]], %{{.*}} : i32
// CHECK: scf.if %[[BAD]] {
// CHECK:   %[[NAME:.*]] = llvm.mlir.addressof @__tagrad_rt_str_{{.*}} : !llvm.ptr
// CHECK:   %[[LOC:.*]] = llvm.mlir.addressof @__tagrad_rt_str_{{.*}} : !llvm.ptr
// CHECK:   %[[SIZE:.*]] = arith.constant 4 : i64
// CHECK:   %[[I64:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK:   func.call @tagradReportTensorArrayError(%[[CODE]], %[[NAME]], %[[I64]], %[[SIZE]], %[[LOC]]) : (i32, !llvm.ptr, i64, i64, !llvm.ptr) -> ()
// CHECK: }
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[CODE]], %{{.*}} : i32
// CHECK: return %[[OK]]
// CHECK: func.func private @tagradReportTensorArrayError(i32, !llvm.ptr, i64, i64, !llvm.ptr)
func.func @check_rules(%i: index, %closed: i1, %negative: i1, %written: i1) -> i1 {
  %ok = tagrad.tensor_array.check "ta"[%i] size 4 [%closed : use_after_close, %negative : negative_write_index, %written : double_write] loc("check.py":7:3)
  return %ok : i1
}

// -----

// A rule broken at compile time: reported unconditionally.

// CHECK-LABEL: func @check_always
// CHECK-NOT: scf.if
// CHECK: call @tagradReportTensorArrayError(%c5_i32, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: return %[[FALSE]]
func.func @check_always(%i: index) -> i1 {
  %true = arith.constant true
  %ok = tagrad.tensor_array.check "ta"[%i] size 2 [%true : read_after_clear]
  return %ok : i1
}

// -----

// incompatible_shape: reported through the per-rank shape helper with the
// value's and the element's dimensions; the other rules as above.

// CHECK-LABEL: func @check_shape
// CHECK-SAME: (%[[I:.*]]: index, %[[BIG:.*]]: i1, %[[BAD:.*]]: i1, %[[D:.*]]: index)
// CHECK: %[[CODE:.*]] = arith.select %[[BIG]], %{{.*}}, %{{.*}} : i32
// CHECK: %[[IS_SHAPE:.*]] = arith.cmpi eq, %[[CODE]], %{{.*}} : i32
// CHECK: scf.if %[[IS_SHAPE]] {
// CHECK:   %[[D64:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK:   %[[E:.*]] = arith.constant 3 : i64
// CHECK:   func.call @__tagrad_ta_ReportShape_1(%{{.*}}, %{{.*}}, %[[D64]], %[[E]], %{{.*}}) : (!llvm.ptr, i64, i64, i64, !llvm.ptr) -> ()
// CHECK: }
// CHECK: %[[OTHER:.*]] = arith.select %[[IS_SHAPE]], %{{.*}}, %[[CODE]] : i32
// CHECK: scf.if
// CHECK:   func.call @tagradReportTensorArrayError(%[[OTHER]],
// CHECK: arith.cmpi eq, %[[CODE]]
// CHECK: func.func private @tagradReportTensorArrayShapeError(!llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK: func.func private @__tagrad_ta_ReportShape_1(%{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr)
// CHECK: llvm.alloca
// CHECK: call @tagradReportTensorArrayShapeError
func.func @check_shape(%i: index, %big: i1, %bad: i1, %d: index) -> i1 {
  %ok = tagrad.tensor_array.check "ta"[%i] size 3 [%big : write_out_of_range, %bad : incompatible_shape] value_shape(%d) element_shape [3]
  return %ok : i1
}
