// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// A TensorArray of 1e6 elements (16 MB) through the CPU pipeline, written
// and read in loops of 1e6 trips whose bodies hold small stack temporaries
// (each element is built in a 4-float buffer). The array buffers are on the
// heap and the temporaries are released every trip, so neither the array
// nor the trip count can overflow the 8 MiB stack.

!t = !tagrad.tensor_array<tensor<4xf32>>

func.func @main() {
  %n = arith.constant 1000000 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = arith.constant 999999 : index
  %ta, %f0 = tagrad.tensor_array %n {tensor_array_name = "x"} : !t
  %fw = scf.for %i = %c0 to %n step %c1 iter_args(%f = %f0) -> (f32) {
    %k = arith.index_cast %i : index to i32
    %s = arith.sitofp %k : i32 to f32
    %v = tensor.from_elements %s, %s, %s, %s : tensor<4xf32>
    %f1 = tagrad.tensor_array.write %ta[%i], %v, %f : !t, tensor<4xf32>
    scf.yield %f1 : f32
  }
  // Sum of component 3 over every element, exactly in i64: n (n - 1) / 2.
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %c3 = arith.constant 3 : index
    %v = tagrad.tensor_array.read %ta[%i], %fw : !t
    %e = tensor.extract %v[%c3] : tensor<4xf32>
    %k = arith.fptosi %e : f32 to i64
    %a = arith.addi %acc, %k : i64
    scf.yield %a : i64
  }
  // CHECK: sum 499999500000
  vector.print str "sum "
  vector.print %sum : i64
  return
}
