// RUN: tagrad-opt %s %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %s %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// Arrays of unranked elements (tensor<*xf32>, in the runtime store): a read
// returns the stored element with its rank and shape, a gather stacks the
// gathered elements, a concat joins them along their first dimension.
// TensorFlow 2.21 (TF1 graph, raw ops; scripts/gen_tensor_array_goldens.py):
// read 0 = [[1,2],[3,4]]; gather [1,2] = [[[5,6]],[[7,8]]]; concat =
// [[1,2],[3,4],[5,6],[7,8]], lengths [2,1,1]; a scalar element reads as 7.

func.func private @printMemrefF32(memref<*xf32>)

func.func private @show(%t: tensor<*xf32>) {
  %b = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %c = arith.constant dense<[[7.0, 8.0]]> : tensor<1x2xf32>
  %ta, %f0 = tagrad.tensor_array %c3 {clear_after_read = false, tensor_array_name = "unr"} : !tagrad.tensor_array<tensor<*xf32>>
  %f1 = tagrad.tensor_array.write %ta[%c0], %a, %f0 : !tagrad.tensor_array<tensor<*xf32>>, tensor<2x2xf32>
  %f2 = tagrad.tensor_array.write %ta[%c1], %b, %f1 : !tagrad.tensor_array<tensor<*xf32>>, tensor<1x2xf32>
  %f3 = tagrad.tensor_array.write %ta[%c2], %c, %f2 : !tagrad.tensor_array<tensor<*xf32>>, tensor<1x2xf32>
  %r = tagrad.tensor_array.read %ta[%c0], %f3 : !tagrad.tensor_array<tensor<*xf32>>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2]
  // CHECK-NEXT: {{\[\[}}1, {{ *}}2],
  // CHECK-NEXT: [3, {{ *}}4]]
  call @show(%r) : (tensor<*xf32>) -> ()
  %idx = arith.constant dense<[1, 2]> : tensor<2xi32>
  %g = tagrad.tensor_array.gather %ta[%idx], %f3 : !tagrad.tensor_array<tensor<*xf32>>, tensor<2xi32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 1, 2]
  // CHECK-NEXT: {{\[\[\[}}5, {{ *}}6]],
  // CHECK-NEXT: {{\[\[}}7, {{ *}}8]]]
  call @show(%g) : (tensor<*xf32>) -> ()
  %all, %lens = tagrad.tensor_array.concat %ta, %f3 : !tagrad.tensor_array<tensor<*xf32>>
  // CHECK: rank = 2 offset = 0 sizes = [4, 2]
  // CHECK-NEXT: {{\[\[}}1, {{ *}}2],
  // CHECK-NEXT: [3, {{ *}}4],
  // CHECK-NEXT: [5, {{ *}}6],
  // CHECK-NEXT: [7, {{ *}}8]]
  call @show(%all) : (tensor<*xf32>) -> ()
  %l0 = tensor.extract %lens[%c0] : tensor<?xi64>
  %l1 = tensor.extract %lens[%c1] : tensor<?xi64>
  %l2 = tensor.extract %lens[%c2] : tensor<?xi64>
  // CHECK: 2
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  vector.print %l0 : i64
  vector.print %l1 : i64
  vector.print %l2 : i64

  %s = arith.constant dense<7.0> : tensor<f32>
  %tb, %h0 = tagrad.tensor_array %c1 {tensor_array_name = "scalars"} : !tagrad.tensor_array<tensor<*xf32>>
  %h1 = tagrad.tensor_array.write %tb[%c0], %s, %h0 : !tagrad.tensor_array<tensor<*xf32>>, tensor<f32>
  %rs = tagrad.tensor_array.read %tb[%c0], %h1 : !tagrad.tensor_array<tensor<*xf32>>
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [7]
  call @show(%rs) : (tensor<*xf32>) -> ()
  return
}
