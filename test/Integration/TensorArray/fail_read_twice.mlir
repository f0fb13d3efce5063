// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// A second read of a clear_after_read element (TF_SEMANTICS.md section 8,
// scenario 5), with the reads in different branches of an scf.if and a
// loop: the per-element read flags are threaded through both.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %rows = arith.constant dense<[[1.0, -1.0], [10.0, -10.0]]> : tensor<2x2xf32>
  %idx = arith.constant dense<[0, 1]> : tensor<2xi32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "once"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.scatter %ta[%idx], %rows, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xi32>, tensor<2x2xf32>
  scf.if %true {
    %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  }
  scf.for %i = %c0 to %c1 step %c1 {
    // CHECK: tagrad runtime error: TensorArray once: Could not read index 0 twice because it was cleared after a previous read (perhaps try setting clear_after_read = false?). (at {{.*}}fail_read_twice.mlir:[[@LINE+1]]:{{[0-9]+}})
    %r = tagrad.tensor_array.read %ta[%i], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  }
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
