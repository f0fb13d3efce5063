// RUN: tagrad-opt -tagrad-cpu-measure-parallel-regions %s | FileCheck %s

// An outermost region runs on its team when the runtime says so, with a
// state of its own; a nested region, one with an `if` and a team of one
// are left as they are.
// CHECK-DAG: func.func private @tagradParallelRegionBegin(i64) -> i1
// CHECK-DAG: func.func private @tagradParallelRegionEnd(i64)
// CHECK-LABEL: func.func @regions
// CHECK: %[[STATE:.*]] = memref.get_global @[[G1:__tagrad_parallel_region[_0-9]*]] : memref<5xi64>
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[STATE]]
// CHECK: %[[A:.*]] = arith.index_cast %[[P]] : index to i64
// CHECK: %[[GO:.*]] = call @tagradParallelRegionBegin(%[[A]]) : (i64) -> i1
// CHECK: omp.parallel if(%[[GO]]) {
// CHECK: omp.parallel {
// CHECK: omp.terminator
// CHECK: omp.terminator
// CHECK: call @tagradParallelRegionEnd(%[[A]]) : (i64) -> ()
// CHECK: %[[STATE2:.*]] = memref.get_global @[[G2:__tagrad_parallel_region[_0-9]*]] : memref<5xi64>
// CHECK: call @tagradParallelRegionBegin
// CHECK: omp.parallel if(
// CHECK: call @tagradParallelRegionEnd
// CHECK: omp.parallel if(%arg0) {
// CHECK: omp.parallel num_threads(%{{.*}} : i32) {
// CHECK-NOT: call @tagradParallelRegion
// CHECK: return
// CHECK-DAG: memref.global "private" @[[G1]] : memref<5xi64> = dense<0> {alignment = 64 : i64}
// CHECK-DAG: memref.global "private" @[[G2]] : memref<5xi64> = dense<0> {alignment = 64 : i64}
func.func @regions(%cond: i1) {
  omp.parallel {
    omp.parallel {
      omp.terminator
    }
    omp.terminator
  }
  omp.parallel {
    omp.terminator
  }
  omp.parallel if(%cond) {
    omp.terminator
  }
  %one = arith.constant 1 : i32
  omp.parallel num_threads(%one : i32) {
    omp.terminator
  }
  return
}
