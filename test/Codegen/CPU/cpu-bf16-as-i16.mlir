// RUN: tagrad-opt %s --split-input-file --tagrad-cpu-bf16-as-i16 --verify-diagnostics | FileCheck %s

// Moves of bf16 (loads, shuffles, stores, selects, constants, globals,
// allocas, block arguments) become i16 bit for bit; the bit casts that
// -tagrad-cpu-extend-bf16 left at the conversions disappear.

// CHECK-LABEL: llvm.mlir.global internal constant @table(dense<[16256, -16512]> : tensor<2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x i16>
llvm.mlir.global internal constant @table(dense<[1.0, -1.0]> : tensor<2xbf16>) {addr_space = 0 : i32} : !llvm.array<2 x bf16>

// CHECK-LABEL: llvm.func @moves
// CHECK-SAME: (%{{.*}}: !llvm.ptr, %[[FLAG:.*]]: i1, %[[S:.*]]: i16) -> i16
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(16256 : i16) : i16
// CHECK: llvm.alloca %{{.*}} x i16
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> vector<5xi16>
// CHECK: %[[W:.*]] = llvm.shufflevector %[[V]], %[[V]] [4, 0, 3] : vector<5xi16>
// CHECK: llvm.store %[[W]], %{{.*}} : vector<3xi16>, !llvm.ptr
// CHECK: %[[BITS:.*]] = llvm.select %[[FLAG]], %[[ONE]], %[[S]] : i1, i16
// CHECK-NOT: llvm.bitcast
// CHECK: llvm.br ^bb1(%[[BITS]] : i16)
// CHECK: ^bb1(%[[ARG:.*]]: i16):
// CHECK: llvm.return %[[ARG]] : i16
llvm.func @moves(%p: !llvm.ptr, %flag: i1, %s: bf16) -> i16 {
  %one = llvm.mlir.constant(1.0 : bf16) : bf16
  %n = llvm.mlir.constant(4 : i64) : i64
  %tmp = llvm.alloca %n x bf16 : (i64) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> vector<5xbf16>
  %w = llvm.shufflevector %v, %v [4, 0, 3] : vector<5xbf16>
  llvm.store %w, %tmp : vector<3xbf16>, !llvm.ptr
  %c = llvm.select %flag, %one, %s : i1, bf16
  %bits = llvm.bitcast %c : bf16 to i16
  llvm.br ^bb1(%bits : i16)
^bb1(%r: i16):
  llvm.return %r : i16
}

// -----

// Arithmetic on bf16 would reach the back end's soft promotion: an error.

llvm.func @arithmetic(%a: bf16) -> bf16 {
  // expected-error @+1 {{'llvm.fadd' computes on bf16, which the x86 back end cannot always legalize}}
  %s = llvm.fadd %a, %a : bf16
  llvm.return %s : bf16
}

// -----

// Without bf16 nothing changes.

// CHECK-LABEL: llvm.func @no_bf16
// CHECK: llvm.fadd %{{.*}} : f16
llvm.func @no_bf16(%a: f16) -> f16 {
  %s = llvm.fadd %a, %a : f16
  llvm.return %s : f16
}
