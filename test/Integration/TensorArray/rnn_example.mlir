// RUN: tagrad-opt %tagrad_src_root/examples/rnn_tensor_array.mlir %tagrad_cpu | %ta_runner | FileCheck %s
// RUN: tagrad-opt %tagrad_src_root/examples/rnn_tensor_array.mlir %tagrad_cpu_tensors | %ta_runner | FileCheck %s

// The README's example: an RNN's forward loop writing a TensorArray and its
// backward loop through the gradient accumulators, end to end.

// CHECK: h_1..h_4: ( 1, 2 ) ( 3.5, 5 ) ( 6.75, 8.5 ) ( 10.375, 12.25 )
// CHECK-NEXT: loss 22.625
// CHECK-NEXT: dx_1..dx_4: ( 0.125, 0.125 ) ( 0.25, 0.25 ) ( 0.5, 0.5 ) ( 1, 1 )
// CHECK-NEXT: dw 20.25
