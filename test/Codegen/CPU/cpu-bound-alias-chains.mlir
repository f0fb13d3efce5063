// RUN: tagrad-opt %s --split-input-file --convert-elementwise-to-linalg --tagrad-cpu-bound-alias-chains=max-length=2 | FileCheck %s
// RUN: tagrad-opt %s --split-input-file --convert-elementwise-to-linalg --tagrad-cpu-bound-alias-chains | FileCheck %s --check-prefix=DEFAULT

// Every third add of an unrolled accumulation (max-length=2) writes a fresh
// tensor.empty instead of the last result's buffer: it only overwrites its
// destination.

// CHECK-LABEL: func @elementwise_chain
// CHECK: %[[A1:.*]] = linalg.generic {{.*}} outs(%arg1 : tensor<4xf32>)
// CHECK: %[[A2:.*]] = linalg.generic {{.*}} ins(%[[A1]], %arg0 : {{.*}}) outs(%[[A1]] : tensor<4xf32>)
// CHECK: %[[E3:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[A3:.*]] = linalg.generic {{.*}} ins(%[[A2]], %arg0 : {{.*}}) outs(%[[E3]] : tensor<4xf32>)
// CHECK: %[[A4:.*]] = linalg.generic {{.*}} outs(%[[A3]] : tensor<4xf32>)
// CHECK: %[[E5:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[A4]], %arg0 : {{.*}}) outs(%[[E5]] : tensor<4xf32>)
// DEFAULT-LABEL: func @elementwise_chain
// DEFAULT-NOT: tensor.empty
// DEFAULT: return
func.func @elementwise_chain(%x: tensor<4xf32>, %acc0: tensor<4xf32>) -> tensor<4xf32> {
  %acc1 = arith.addf %acc0, %x : tensor<4xf32>
  %acc2 = arith.addf %acc1, %x : tensor<4xf32>
  %acc3 = arith.addf %acc2, %x : tensor<4xf32>
  %acc4 = arith.addf %acc3, %x : tensor<4xf32>
  %acc5 = arith.addf %acc4, %x : tensor<4xf32>
  return %acc5 : tensor<4xf32>
}

// -----

// A state carried through loops one after the other: each loop after the
// first starts from a copy (the loop body reads its iter_arg). Inside a loop
// the update stays in place.

// CHECK-LABEL: func @loop_chain
// CHECK: %[[S1:.*]] = scf.for {{.*}} iter_args(%[[H:.*]] = %arg1)
// CHECK:   linalg.generic {{.*}} outs(%[[H]] : tensor<4xf32>)
// CHECK: %[[C1:.*]] = bufferization.alloc_tensor() copy(%[[S1]]) : tensor<4xf32>
// CHECK: %[[S2:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[C1]])
// CHECK: %[[C2:.*]] = bufferization.alloc_tensor() copy(%[[S2]]) : tensor<4xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[C2]])
func.func @loop_chain(%x: tensor<4xf32>, %s0: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s1 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (tensor<4xf32>) {
    %t = arith.addf %s, %x : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %s2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s1) -> (tensor<4xf32>) {
    %t = arith.addf %s, %x : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %s3 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s2) -> (tensor<4xf32>) {
    %t = arith.addf %s, %x : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %s3 : tensor<4xf32>
}

// -----

// Inserts keep the rest of their destination: the fresh buffer is a copy.

// CHECK-LABEL: func @insert_chain
// CHECK: %[[T1:.*]] = tensor.insert %arg1 into %arg0[%c0]
// CHECK: %[[T2:.*]] = tensor.insert %arg1 into %[[T1]][%c1]
// CHECK: %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[T2]]) : tensor<8xf32>
// CHECK: %[[T3:.*]] = tensor.insert %arg1 into %[[COPY]][%c2]
// CHECK: tensor.insert %arg1 into %[[T3]][%c3]
func.func @insert_chain(%t0: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t1 = tensor.insert %v into %t0[%c0] : tensor<8xf32>
  %t2 = tensor.insert %v into %t1[%c1] : tensor<8xf32>
  %t3 = tensor.insert %v into %t2[%c2] : tensor<8xf32>
  %t4 = tensor.insert %v into %t3[%c3] : tensor<8xf32>
  return %t4 : tensor<8xf32>
}

// -----

// The shared outputs of an scf.forall are updated through its own block
// arguments, which stay as they are however long the chain before it.

// CHECK-LABEL: func @forall_outputs
// CHECK: scf.forall {{.*}} shared_outs(%[[OUT:.*]] = %[[INIT:.*]]) -> (tensor<8xf32>)
// CHECK: tensor.parallel_insert_slice %{{.*}} into %[[OUT]]
func.func @forall_outputs(%t0: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t1 = tensor.insert %v into %t0[%c0] : tensor<8xf32>
  %t2 = tensor.insert %v into %t1[%c1] : tensor<8xf32>
  %t3 = tensor.insert %v into %t2[%c2] : tensor<8xf32>
  %r = scf.forall (%i) in (8) shared_outs(%o = %t3) -> (tensor<8xf32>) {
    %e = tensor.from_elements %v : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// Views of a long chain are not copied: an extract_slice only joins the
// chain (no write); the insert into its result is cut instead.

// CHECK-LABEL: func @views_are_not_copied
// CHECK: %[[T2:.*]] = tensor.insert %arg1 into %{{.*}}[%c1]
// CHECK-NOT: alloc_tensor() copy(%[[T2]])
// CHECK: %[[S:.*]] = tensor.extract_slice %[[T2]][0] [4] [1]
// CHECK: %[[C:.*]] = bufferization.alloc_tensor() copy(%[[S]]) : tensor<4xf32>
// CHECK: tensor.insert %arg1 into %[[C]][%c0]
func.func @views_are_not_copied(%t0: tensor<8xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t1 = tensor.insert %v into %t0[%c0] : tensor<8xf32>
  %t2 = tensor.insert %v into %t1[%c1] : tensor<8xf32>
  %s = tensor.extract_slice %t2[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %s1 = tensor.insert %v into %s[%c0] : tensor<4xf32>
  return %s1 : tensor<4xf32>
}
