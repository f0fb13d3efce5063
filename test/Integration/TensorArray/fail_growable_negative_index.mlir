// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_bounds | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner 2>&1 | FileCheck %s --check-prefix=NONE

// A negative index into growable storage (a dynamically sized array with
// TensorList rules) fails with TensorFlow's message; with checks=none the
// write is skipped and the read gives zeros: nothing outside the buffer is
// touched.

!L = !tagrad.tensor_array<tensor<2xf32>>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c1 {dynamic_size = true, writes_replace = true, clear_after_read = false, tensor_array_name = "list"} : !L
  // The index is -1 on the last trip (3 - 1 - 1 - 1 - 1).
  %f = scf.for %i = %c0 to %c3 step %c1 iter_args(%fi = %f0) -> (f32) {
    %k = arith.subi %c1, %i : index
    // CHECK: tagrad runtime error: TensorArray list: Tried to write to index -1 but array is not resizeable and size is: 1 (at {{.*}}fail_growable_negative_index.mlir:[[@LINE+1]]:{{[0-9]+}})
    %fj = tagrad.tensor_array.write %ta[%k], %v, %fi : !L, tensor<2xf32>
    scf.yield %fj : f32
  }
  %m = arith.subi %c0, %c1 : index
  %r = tagrad.tensor_array.read %ta[%m], %f : !L
  %r0 = tensor.extract %r[%c0] : tensor<2xf32>
  // NONE: 0
  vector.print %r0 : f32
  // CHECK-NOT: not reached
  // NONE-NEXT: reached
  vector.print str "reached\n"
  return
}
