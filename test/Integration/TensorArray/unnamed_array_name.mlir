// RUN: tagrad-opt %s --tagrad-verify-flow --verify-diagnostics -o /dev/null
// RUN: tagrad-opt %s --convert-tagrad-to-runtime | tagrad-opt %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s --tagrad-decompose-tensor-arrays=buffers | tagrad-opt %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s

// One naming policy: an unnamed array without a name location is
// "<function>/TensorArray_<k>" in -tagrad-verify-flow's diagnostic (first
// RUN line), in the runtime's message (second: the array stays a runtime
// object) and in the decomposed code's message (third), for the same
// double write.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<1.0> : tensor<2xf32>
  %ta, %f0 = tagrad.tensor_array %c2 : !tagrad.tensor_array<tensor<2xf32>>
  // expected-note @+1 {{previous write here}}
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // CHECK: tagrad runtime error: TensorArray main/TensorArray_0: Could not write to TensorArray index 0 because it has already been written to.
  // expected-error @+1 {{TensorArray 'main/TensorArray_0': Could not write to TensorArray index 0 because it has already been written to}}
  %f2 = tagrad.tensor_array.write %ta[%c0], %v, %f1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
