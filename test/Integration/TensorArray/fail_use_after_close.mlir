// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s

// Any use after close fails (TF_SEMANTICS.md section 8, scenario 20). The
// close happens in a callee, the read in the caller: the array's state is
// threaded through the call.

func.func private @finish(%ta: !tagrad.tensor_array<tensor<2xf32>>) {
  tagrad.tensor_array.close %ta : !tagrad.tensor_array<tensor<2xf32>>
  return
}

// The close runs under a condition that comes through a call, so that
// -tagrad-verify-flow cannot prove the error at compile time (it reports it
// statically when it can): this test covers the run-time check.
func.func @opaque_true() -> i1 {
  %true = arith.constant true
  return %true : i1
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "gone"} : !tagrad.tensor_array<tensor<2xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  %closing = func.call @opaque_true() : () -> i1
  scf.if %closing {
    func.call @finish(%ta) : (!tagrad.tensor_array<tensor<2xf32>>) -> ()
  }
  // CHECK: tagrad runtime error: TensorArray gone has already been closed. (at {{.*}}fail_use_after_close.mlir:[[@LINE+1]]:{{[0-9]+}})
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
