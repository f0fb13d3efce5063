// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-nontemporal-stores | FileCheck %s

// In a loop marked #tagrad.cpu_loop<nontemporal = true>, an unmasked,
// in-bounds 1-D write to a memref with a unit innermost stride becomes a
// non-temporal, 64-byte aligned vector.store when the address is 64-byte
// aligned at run time and a plain vector.store otherwise; the mark is
// removed.

// CHECK-LABEL: func.func @marked
// CHECK:       scf.for %[[I:.*]] = {{.*}} {
// CHECK:         %[[BASE:.*]], %[[OFFSET:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[BUF:.*]] :
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[BUF]]
// CHECK:         %[[ADDR:.*]] = arith.addi %[[PTR]], %{{.*}} : index
// CHECK:         %[[MIS:.*]] = arith.remui %[[ADDR]], %c64{{.*}} : index
// CHECK:         %[[ALIGNED:.*]] = arith.cmpi eq, %[[MIS]], %c0{{.*}} : index
// CHECK:         scf.if %[[ALIGNED]] {
// CHECK:           vector.store %{{.*}}, %[[BUF]][%{{.*}}, %[[I]]] {alignment = 64 : i64, nontemporal = true} : memref<4x64xf32>, vector<16xf32>
// CHECK:         } else {
// CHECK:           vector.store %{{.*}}, %[[BUF]][%{{.*}}, %[[I]]] : memref<4x64xf32>, vector<16xf32>
// CHECK:         }
// CHECK-NOT:   vector.transfer_write
// CHECK-NOT:   tagrad.cpu_loop
// CHECK:       return
func.func @marked(%buf: memref<4x64xf32>, %v: vector<16xf32>, %row: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c16 {
    vector.transfer_write %v, %buf[%row, %i] {in_bounds = [true]} : vector<16xf32>, memref<4x64xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
  return
}

// -----

// Unmarked loops, masked writes and writes that may go out of bounds are
// left alone.

// CHECK-LABEL: func.func @left_alone
// CHECK-NOT:   vector.store
// CHECK:       vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] {in_bounds = [true]}
// CHECK:       vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true]}
// CHECK:       vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] :
// CHECK-NOT:   vector.store
// CHECK-NOT:   tagrad.cpu_loop
// CHECK:       return
func.func @left_alone(%buf: memref<?xf32>, %v: vector<16xf32>, %mask: vector<16xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c16 {
    vector.transfer_write %v, %buf[%i] {in_bounds = [true]} : vector<16xf32>, memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c16 {
    vector.transfer_write %v, %buf[%i], %mask {in_bounds = [true]} : vector<16xf32>, memref<?xf32>
    vector.transfer_write %v, %buf[%i] : vector<16xf32>, memref<?xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true>}
  return
}

// -----

// The loop's other marks stay, for the passes that read them.

// CHECK-LABEL: func.func @other_marks
// CHECK:       vector.store {{.*}} {alignment = 64 : i64, nontemporal = true}
// CHECK:       } {tagrad.cpu_loop = #tagrad.cpu_loop<prefetch_row_bytes = 1024>}
func.func @other_marks(%buf: memref<64xf32>, %v: vector<16xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c16 {
    vector.transfer_write %v, %buf[%i] {in_bounds = [true]} : vector<16xf32>, memref<64xf32>
  } {tagrad.cpu_loop = #tagrad.cpu_loop<nontemporal = true, prefetch_row_bytes = 1024>}
  return
}
