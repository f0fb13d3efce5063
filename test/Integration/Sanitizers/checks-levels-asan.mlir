// REQUIRES: asan-link
// What each `checks` level guarantees for arrays the compiler decomposes
// (docs/Runtime.md, "What each checks level guarantees"), shown on code
// compiled with AddressSanitizer instrumentation (%asan_build: the lowered
// LLVM IR through opt's asan pass, linked with -fsanitize=address): at no
// level does an access outside the array read or write out of bounds.
// The indices come from the command line.
//
// RUN: tagrad-opt %s --tagrad-cpu-pipeline=checks=none > %t.none.mlir
// RUN: %asan_build %t.none.mlir %S/Inputs/run_indices.c -o %t.none
// RUN: %t.none 3 5 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %t.none -1 -4 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %t.none 9223372036854775807 -9223372036854775808 2>&1 | FileCheck %s --check-prefix=NONE
//
// RUN: tagrad-opt %s --tagrad-cpu-pipeline=checks=bounds > %t.bounds.mlir
// RUN: %asan_build %t.bounds.mlir %S/Inputs/run_indices.c -o %t.bounds
// RUN: not %t.bounds 3 5 2>&1 | FileCheck %s --check-prefix=BOUNDS
// RUN: not %t.bounds -1 -4 2>&1 | FileCheck %s --check-prefix=BOUNDS-NEGATIVE
//
// RUN: tagrad-opt %s --tagrad-cpu-pipeline=checks=all > %t.all.mlir
// RUN: %asan_build %t.all.mlir %S/Inputs/run_indices.c -o %t.all
// RUN: not %t.all 3 5 2>&1 | FileCheck %s --check-prefix=BOUNDS
// In range, `all` still reports the double write that `bounds` lets through.
// RUN: not %t.all 0 0 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: %t.bounds 0 0 2>&1 | FileCheck %s --check-prefix=BOUNDS-IN-RANGE

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<2xf32>) {
  %u = tensor.cast %t : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @run(%i: index, %j: index) {
  %n = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %c = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>
  %d = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c1], %b, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %f2 = tagrad.tensor_array.write %ta[%c2], %c, %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %f3 = tagrad.tensor_array.write %ta[%c0], %a, %f2 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // BOUNDS: tagrad runtime error: TensorArray x: Tried to write to index 3 but array is not resizeable and size is: 3
  // BOUNDS-NEGATIVE: tagrad runtime error: TensorArray x: Tried to write to index -1 but array is not resizeable and size is: 3
  // ALL: tagrad runtime error: TensorArray x: Could not write to TensorArray index 0 because it has already been written to.
  // none: outside the array, the write goes to element 0 (in range: it is
  // a second write to index %i, which overwrites).
  %f4 = tagrad.tensor_array.write %ta[%i], %d, %f3 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // none: a read outside the array reads element 0.
  %r = tagrad.tensor_array.read %ta[%j], %f4 : !tagrad.tensor_array<tensor<2xf32>>
  call @print(%r) : (tensor<2xf32>) -> ()
  // NONE: [7, 8]
  // BOUNDS-IN-RANGE: [7, 8]
  // none: a second read of a clear-after-read element returns it again.
  %r2 = tagrad.tensor_array.read %ta[%c0], %f4 : !tagrad.tensor_array<tensor<2xf32>>
  call @print(%r2) : (tensor<2xf32>) -> ()
  // NONE-NEXT: Unranked
  // NONE-NEXT: [7, 8]
  // A gather reads each index as a read does.
  %idx = tensor.from_elements %j, %c2 : tensor<2xindex>
  %g = tagrad.tensor_array.gather %ta[%idx], %f4 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>
  %g0 = tensor.extract_slice %g[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  call @print(%g0) : (tensor<2xf32>) -> ()
  // NONE-NEXT: Unranked
  // NONE-NEXT: [5, 6]
  // BOUNDS-IN-RANGE: [5, 6]
  // A scatter writes each index as a write does.
  %tb, %h0 = tagrad.tensor_array %c2 {tensor_array_name = "y"} : !tagrad.tensor_array<tensor<2xf32>>
  %sidx = tensor.from_elements %c1, %i : tensor<2xindex>
  %rows = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %h1 = tagrad.tensor_array.scatter %tb[%sidx], %rows, %h0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xindex>, tensor<2x2xf32>
  %s = tagrad.tensor_array.read %tb[%c1], %h1 : !tagrad.tensor_array<tensor<2xf32>>
  call @print(%s) : (tensor<2xf32>) -> ()
  // NONE-NEXT: Unranked
  // NONE-NEXT: [10, 20]
  %s0 = tagrad.tensor_array.read %tb[%c0], %h1 : !tagrad.tensor_array<tensor<2xf32>>
  call @print(%s0) : (tensor<2xf32>) -> ()
  // NONE-NEXT: Unranked
  // NONE-NEXT: [30, 40]
  // NONE-NOT: AddressSanitizer
  // BOUNDS-NOT: AddressSanitizer
  // BOUNDS-NEGATIVE-NOT: AddressSanitizer
  // ALL-NOT: AddressSanitizer
  return
}
