// A TensorFlow rule that fails at run time prints the runtime's message
// (array, index, rule, location) and exits 1; the same program with valid
// indices runs.
// RUN: tagrad-run %s --input="2xf32=1,2" --input="i64=3" --input="i64=2" | FileCheck %s --check-prefix=OK
// RUN: not tagrad-run %s --input="2xf32=1,2" --input="i64=3" --input="i64=3" 2>&1 | FileCheck %s
// RUN: tagrad-run %s --input="2xf32=1,2" --input="i64=3" --input="i64=3" 2> /dev/null; test $? -eq 1

// OK: 2xf32=[1 2]
// CHECK: TensorArray xs: Could not read index 3 twice because it was cleared after a previous read (perhaps try setting clear_after_read = false?). (at {{.*}}runtime-error.mlir:16:9)
!T = !tagrad.tensor_array<tensor<2xf32>>
func.func @main(%v: tensor<2xf32>, %i: index, %j: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %ta, %f0 = tagrad.tensor_array %c0 {dynamic_size = true, tensor_array_name = "xs"} : !T
  %f1 = tagrad.tensor_array.write %ta[%i], %v, %f0 : !T, tensor<2xf32>
  %r = tagrad.tensor_array.read %ta[%i], %f1 : !T
  %r2 = tagrad.tensor_array.read %ta[%j], %f1 : !T
  %s = arith.addf %r, %r2 : tensor<2xf32>
  return %s : tensor<2xf32>
}
