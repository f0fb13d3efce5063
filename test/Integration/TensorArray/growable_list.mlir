// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s --tagrad-cpu-pipeline | FileCheck %s --check-prefix=IR

// A dynamically sized array with TensorList rules (writes replace, reads
// keep) is growable storage in the CPU pipeline: pushes in a loop whose trip
// count comes from the data (x grows by 1.5 per step while x < 1e6: 35
// steps; `reps` repeats it to 1400 rows, past the first growth's 4096
// bytes / 12-byte rows = 341 rows), read back in reverse as a stack, gathered,
// scattered, rewritten in place, and read past the capacity (zeros), with
// every check, with none, and after the tensor-threading decomposition
// (which leaves dynamic sizes to the pipeline's).

// IR: llvm.call @tagradGrowableCreate
// IR: llvm.call @tagradGrowableReserve
// IR: llvm.call @tagradGrowableFree
// IR-NOT: tagradTensorArrayCreate

!L = !tagrad.tensor_array<tensor<3xf32>>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c30 = arith.constant 30 : index
  %start = arith.constant 1.0 : f32
  %growth = arith.constant 1.5 : f32
  %limit = arith.constant 1.0e6 : f32
  %reps = arith.constant 40 : index
  %ta, %f0 = tagrad.tensor_array %c2 {dynamic_size = true, writes_replace = true, clear_after_read = false, tensor_array_name = "list"} : !L
  // Push [x, -x, i] at the list's length: reps x 35 elements.
  %push:3 = scf.for %r = %c0 to %reps step %c1 iter_args(%n0 = %c0, %x0 = %start, %g0 = %f0) -> (index, f32, f32) {
    %w:3 = scf.while (%n = %n0, %x = %start, %f = %g0) : (index, f32, f32) -> (index, f32, f32) {
      %go = arith.cmpf olt, %x, %limit : f32
      scf.condition(%go) %n, %x, %f : index, f32, f32
    } do {
    ^bb0(%n: index, %x: f32, %f: f32):
      %neg = arith.negf %x : f32
      %ni = arith.index_cast %n : index to i32
      %nf = arith.sitofp %ni : i32 to f32
      %t = tensor.from_elements %x, %neg, %nf : tensor<3xf32>
      %f1 = tagrad.tensor_array.write %ta[%n], %t, %f : !L, tensor<3xf32>
      %x2 = arith.mulf %x, %growth : f32
      %n1 = arith.addi %n, %c1 : index
      scf.yield %n1, %x2, %f1 : index, f32, f32
    }
    scf.yield %w#0, %w#1, %w#2 : index, f32, f32
  }
  // CHECK: 1400
  vector.print %push#0 : index

  // Pop back in reverse: sum of the third components = 0 + ... + 1399.
  %zero = arith.constant 0.0 : f32
  %pop:2 = scf.for %j = %c0 to %push#0 step %c1 iter_args(%s = %zero, %g = %push#2) -> (f32, f32) {
    %last = arith.subi %push#0, %c1 : index
    %k = arith.subi %last, %j : index
    %e = tagrad.tensor_array.read %ta[%k], %g : !L
    %v = tensor.extract %e[%c2] : tensor<3xf32>
    %s1 = arith.addf %s, %v : f32
    scf.yield %s1, %g : f32, f32
  }
  // CHECK-NEXT: 979300
  vector.print %pop#0 : f32

  // Rewrite element 1 in place (writes replace), then gather 0, 1 and an
  // index past the capacity (an unset item: zeros).
  %new = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %new, %pop#1 : !L, tensor<3xf32>
  %idx = arith.constant dense<[0, 1, 100000]> : tensor<3xi64>
  %got = tagrad.tensor_array.gather %ta[%idx], %f2 : !L, tensor<3xi64>
  %gotf = tensor.cast %got : tensor<3x3xf32> to tensor<?x?xf32>
  %buf = bufferization.to_buffer %gotf : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %buf : memref<?x?xf32> to memref<*xf32>
  // CHECK-NEXT: Unranked Memref
  // CHECK-NEXT: {{\[}}[1,{{ +}}-1,{{ +}}0],
  // CHECK-NEXT: [7,{{ +}}8,{{ +}}9],
  // CHECK-NEXT: [0,{{ +}}0,{{ +}}0]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // Scatter two rows far past the end: the storage grows to hold them.
  %rows = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %at = arith.constant dense<[5000, 4999]> : tensor<2xi64>
  %f3 = tagrad.tensor_array.scatter %ta[%at], %rows, %f2 : !L, tensor<2xi64>, tensor<2x3xf32>
  %r5000 = tagrad.tensor_array.read %ta[%c30], %f3 : !L
  %c5000 = arith.constant 5000 : index
  %r = tagrad.tensor_array.read %ta[%c5000], %f3 : !L
  %r0 = tensor.extract %r[%c0] : tensor<3xf32>
  %z = tensor.extract %r5000[%c2] : tensor<3xf32>
  // CHECK-NEXT: 1
  vector.print %r0 : f32
  // CHECK-NEXT: 30
  vector.print %z : f32
  return
}

func.func private @printMemrefF32(memref<*xf32>)
