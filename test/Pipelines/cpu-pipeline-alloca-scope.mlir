// RUN: tagrad-opt %s --tagrad-cpu-pipeline | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils,%mlir_runner_utils,%tagrad_runtime | FileCheck %s

// A memref.alloca_scope inside an scf.if: the pipeline lowers memrefs to
// LLVM before scf, and upstream's lowering of the scope would split the
// if's block (invalid IR, "expects region #0 to have 0 or 1 blocks");
// -tagrad-cpu-loop-stack-restore lowers it in place first. Called 10^5
// times: the scope's dynamic alloca is released every call.

func.func @pick(%flag: i1, %n: index) -> f32 {
  %r = scf.if %flag -> (f32) {
    %v = memref.alloca_scope -> (f32) {
      %buf = memref.alloca(%n) : memref<?xf32>
      %c0 = arith.constant 0 : index
      %x = arith.constant 3.5 : f32
      memref.store %x, %buf[%c0] : memref<?xf32>
      %y = memref.load %buf[%c0] : memref<?xf32>
      memref.alloca_scope.return %y : f32
    }
    %w = arith.addf %v, %v : f32
    scf.yield %w : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c4096 = arith.constant 4096 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %trips = arith.constant 100000 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %trips step %c1 iter_args(%a = %zero) -> (f32) {
    %v = func.call @pick(%t, %c4096) : (i1, index) -> f32
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  // CHECK: 700000
  vector.print %sum : f32
  %off = func.call @pick(%f, %c4096) : (i1, index) -> f32
  // CHECK-NEXT: 0
  vector.print %off : f32
  return
}
