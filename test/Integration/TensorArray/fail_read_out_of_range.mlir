// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_bounds | not %ta_runner 2>&1 | FileCheck %s

// Reading index -1 of a fixed-size array (TF_SEMANTICS.md section 8,
// scenario 4).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ta, %f0 = tagrad.tensor_array %c3 {tensor_array_name = "small"} : !tagrad.tensor_array<tensor<2xf32>>
  %m1 = arith.subi %c0, %c1 : index
  // CHECK: tagrad runtime error: TensorArray small: Tried to read from index -1 but array size is: 3 (at {{.*}}fail_read_out_of_range.mlir:[[@LINE+1]]:{{[0-9]+}})
  %r = tagrad.tensor_array.read %ta[%m1], %f0 : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK-NOT: not reached
  vector.print str "not reached\n"
  return
}
