// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-serialize-small-parallel | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-serialize-small-parallel="min-parallel-bytes=0" | FileCheck %s --check-prefix=NEVER

// An RNN step's elementwise pass over [32, 64] f32 in two shares: 16 rows
// of 4 vectors of 16 lanes each, a load, a tanh and a store per vector:
// 2 x 16 x 4 x (64 + 16 x 16 + 64) = 49152 byte-equivalents, under the
// 64 KiB default: loops on this thread, no OpenMP region.

// CHECK-LABEL: func @small_step
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: math.tanh
// NEVER-LABEL: func @small_step
// NEVER: scf.parallel
func.func @small_step(%x: memref<32x64xf32>, %y: memref<32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%share) = (%c0) to (%c2) step (%c1) {
    scf.for %r = %c0 to %c16 step %c1 {
      %row = affine.apply affine_map<(s, r) -> (s * 16 + r)>(%share, %r)
      scf.for %v = %c0 to %c4 step %c1 {
        %col = arith.muli %v, %c16 : index
        %a = vector.load %x[%row, %col] : memref<32x64xf32>, vector<16xf32>
        %t = math.tanh %a : vector<16xf32>
        vector.store %t, %y[%row, %col] : memref<32x64xf32>, vector<16xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// The same pass over [3200, 64] (T = 100 steps of it at once): 100 times
// the work, split across the threads.

// CHECK-LABEL: func @large
// CHECK: scf.parallel
func.func @large(%x: memref<3200x64xf32>, %y: memref<3200x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c1600 = arith.constant 1600 : index
  scf.parallel (%share) = (%c0) to (%c2) step (%c1) {
    scf.for %r = %c0 to %c1600 step %c1 {
      %row = affine.apply affine_map<(s, r) -> (s * 1600 + r)>(%share, %r)
      scf.for %v = %c0 to %c4 step %c1 {
        %col = arith.muli %v, %c16 : index
        %a = vector.load %x[%row, %col] : memref<3200x64xf32>, vector<16xf32>
        %t = math.tanh %a : vector<16xf32>
        vector.store %t, %y[%row, %col] : memref<3200x64xf32>, vector<16xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// Rows known only at run time: taken as large.

// CHECK-LABEL: func @dynamic
// CHECK: scf.parallel
func.func @dynamic(%x: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %x[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
