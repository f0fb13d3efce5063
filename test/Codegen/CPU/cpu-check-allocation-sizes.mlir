// RUN: tagrad-opt %s --tagrad-cpu-check-allocation-sizes | FileCheck %s

// A buffer sized from data: its byte count (the static part, 16 f64 = 128
// bytes, times each dynamic size) is checked for a negative size or an
// overflow past int64 before the allocation, with the shape in the message.

// CHECK-LABEL: func @dynamic
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[STATIC:.*]] = arith.constant 128 : i64
// CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[LOW:.*]], %[[HIGH:.*]] = arith.mulsi_extended %[[STATIC]], %[[N64]] : i64
// CHECK-DAG: arith.cmpi ne, %[[HIGH]], %[[ZERO]] : i64
// CHECK-DAG: arith.cmpi slt, %[[LOW]], %[[ZERO]] : i64
// CHECK: %[[SIXTEEN:.*]] = arith.constant 16 : i64
// CHECK: tagrad.runtime_check %{{.*}}, "OOM when allocating a buffer with shape{shape} of 8-byte elements"(%[[N64]], %[[SIXTEEN]] : i64, i64)
// CHECK-NEXT: memref.alloc(%[[N]]) : memref<?x16xf64>
// Two dynamic sizes, on the stack: both multiplied in.
// CHECK: arith.mulsi_extended
// CHECK: arith.mulsi_extended
// CHECK: tagrad.runtime_check %{{.*}}, "OOM when allocating a buffer with shape{shape} of 4-byte elements"
// CHECK-NEXT: memref.alloca(%[[N]], %[[M]]) : memref<?x?xi32>
func.func @dynamic(%n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x16xf64>
  %b = memref.alloca(%n, %m) : memref<?x?xi32>
  memref.dealloc %a : memref<?x16xf64>
  return
}

// Static shapes cannot change at run time: left alone.

// CHECK-LABEL: func @static
// CHECK-NOT: tagrad.runtime_check
// CHECK: memref.alloc() : memref<4x16xf64>
func.func @static() {
  %a = memref.alloc() : memref<4x16xf64>
  memref.dealloc %a : memref<4x16xf64>
  return
}
