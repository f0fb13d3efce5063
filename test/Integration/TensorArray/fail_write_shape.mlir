// RUN: tagrad-opt %s %tagrad_cpu | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_bounds | not %ta_runner 2>&1 | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner 2>&1 | FileCheck %s --check-prefix=NONE

// A value whose shape is only known at run time (tensor<?xf32>, [3] when it
// runs) written into an array of tensor<2xf32> elements (decomposed: fixed
// size, static shape) fails with TensorFlow's message, and nothing is
// written. TensorFlow 2.21 (scripts/gen_tensor_array_goldens.py): "TensorArray
// ta_<n>: Could not write to TensorArray index 0 because the value shape is
// [3] which is incompatible with the TensorArray's inferred element shape:
// [2] (consider setting infer_shape=False)." Without checks the write is
// skipped, so the element still reads as zeros.

func.func private @make() -> tensor<?xf32> {
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = tensor.cast %v : tensor<3xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = call @make() : () -> tensor<?xf32>
  %ta, %f0 = tagrad.tensor_array %c2 {tensor_array_name = "ta"} : !tagrad.tensor_array<tensor<2xf32>>
  // CHECK: tagrad runtime error: TensorArray ta: Could not write to TensorArray index 0 because the value shape is [3] which is incompatible with the TensorArray's inferred element shape: [2] (consider setting infer_shape=False). (at {{.*}}fail_write_shape.mlir:[[@LINE+1]]:{{[0-9]+}})
  %f1 = tagrad.tensor_array.write %ta[%c0], %v, %f0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<?xf32>
  %r = tagrad.tensor_array.read %ta[%c0], %f1 : !tagrad.tensor_array<tensor<2xf32>>
  %rd = tensor.cast %r : tensor<2xf32> to tensor<?xf32>
  // CHECK-NOT: [
  // NONE: [ 0 0 ]
  call @print(%rd) : (tensor<?xf32>) -> ()
  return
}

func.func private @print(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  vector.print str "[ "
  scf.for %i = %c0 to %n step %c1 {
    %x = tensor.extract %t[%i] : tensor<?xf32>
    vector.print %x : f32 punctuation <no_punctuation>
    vector.print str " "
  }
  vector.print str "]\n"
  return
}
