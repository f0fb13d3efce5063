// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_bounds | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_none | %ta_runner | FileCheck %s

// unstack -> loop (read, y = 2x + 1, write) -> stack, then the gradient in
// the form -tagrad-resolve-accumulators produces: explicit accumulators
// sized by the forward arrays, a backward loop reading the output
// accumulator and writing the input accumulator. All arrays are fixed-size
// and decompose into tensors threaded through the loops.

#map = affine_map<(d0) -> (d0)>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %src = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %idx = arith.constant dense<[0, 1, 2, 3]> : tensor<4xindex>

  %in, %fi0 = tagrad.tensor_array %c4 {tensor_array_name = "in"} : !tagrad.tensor_array<tensor<2xf32>>
  %out, %fo0 = tagrad.tensor_array %c4 {tensor_array_name = "out"} : !tagrad.tensor_array<tensor<2xf32>>
  %fi1 = tagrad.tensor_array.scatter %in[%idx], %src, %fi0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<4xindex>, tensor<4x2xf32>
  %loop:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%fi = %fi1, %fo = %fo0) -> (f32, f32) {
    %x = tagrad.tensor_array.read %in[%i], %fi : !tagrad.tensor_array<tensor<2xf32>>
    %e = tensor.empty() : tensor<2xf32>
    %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %m = arith.mulf %a, %two : f32
      %s = arith.addf %m, %one : f32
      linalg.yield %s : f32
    } -> tensor<2xf32>
    %fo1 = tagrad.tensor_array.write %out[%i], %y, %fo : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %fi, %fo1 : f32, f32
  }
  %stacked = tagrad.tensor_array.gather %out[%idx], %loop#1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<4xindex>
  // CHECK: ( 3, 5 )
  // CHECK-NEXT: ( 7, 9 )
  // CHECK-NEXT: ( 11, 13 )
  // CHECK-NEXT: ( 15, 17 )
  call @print4x2(%stacked) : (tensor<4x2xf32>) -> ()

  // Backward: d(stacked) = dy; the grad of gather is a scatter into out's
  // accumulator; the loop body's grad reads it and writes 2 * dy into in's
  // accumulator; the grad of the unstack is a gather of that.
  %dy = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.5, -1.0]]> : tensor<4x2xf32>
  %lo = tagrad.tensor_array.lock_size %out, %loop#1 : !tagrad.tensor_array<tensor<2xf32>>
  %no = tagrad.tensor_array.size %out, %lo : !tagrad.tensor_array<tensor<2xf32>>
  %gout, %go0 = tagrad.tensor_array %no {multiple_writes_aggregate = true, tensor_array_name = "out@gradients"} : !tagrad.tensor_array<tensor<2xf32>>
  %go1 = tagrad.tensor_array.scatter %gout[%idx], %dy, %go0 : !tagrad.tensor_array<tensor<2xf32>>, tensor<4xindex>, tensor<4x2xf32>
  %li = tagrad.tensor_array.lock_size %in, %loop#0 : !tagrad.tensor_array<tensor<2xf32>>
  %ni = tagrad.tensor_array.size %in, %li : !tagrad.tensor_array<tensor<2xf32>>
  %gin, %gi0 = tagrad.tensor_array %ni {multiple_writes_aggregate = true, tensor_array_name = "in@gradients"} : !tagrad.tensor_array<tensor<2xf32>>
  %back:2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%go = %go1, %gi = %gi0) -> (f32, f32) {
    %t = arith.subi %c4, %j : index
    %i = arith.subi %t, %c1 : index
    %d = tagrad.tensor_array.read %gout[%i], %go : !tagrad.tensor_array<tensor<2xf32>>
    %e = tensor.empty() : tensor<2xf32>
    %dx = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%d : tensor<2xf32>) outs(%e : tensor<2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %a, %two : f32
      linalg.yield %m : f32
    } -> tensor<2xf32>
    %gi1 = tagrad.tensor_array.write %gin[%i], %dx, %gi : !tagrad.tensor_array<tensor<2xf32>>, tensor<2xf32>
    scf.yield %go, %gi1 : f32, f32
  }
  %dsrc = tagrad.tensor_array.gather %gin[%idx], %back#1 : !tagrad.tensor_array<tensor<2xf32>>, tensor<4xindex>
  // CHECK-NEXT: ( 2, 0 )
  // CHECK-NEXT: ( 0, 2 )
  // CHECK-NEXT: ( 2, 2 )
  // CHECK-NEXT: ( 1, -2 )
  call @print4x2(%dsrc) : (tensor<4x2xf32>) -> ()
  return
}

func.func private @print4x2(%t: tensor<4x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = tensor.extract %t[%i, %c0] : tensor<4x2xf32>
    %y = tensor.extract %t[%i, %c1] : tensor<4x2xf32>
    func.call @print_pair(%x, %y) : (f32, f32) -> ()
  }
  return
}

// Prints "( x, y )" (vector.print of a vector needs -convert-vector-to-scf).
func.func private @print_pair(%x: f32, %y: f32) {
  vector.print str "( "
  vector.print %x : f32 punctuation <no_punctuation>
  vector.print str ", "
  vector.print %y : f32 punctuation <no_punctuation>
  vector.print str " )\n"
  return
}
