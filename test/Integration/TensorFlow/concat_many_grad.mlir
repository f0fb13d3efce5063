// Concats of more than 16 pieces and their gradients: TensorFlow's concat
// gradient then splits by the pieces' sizes along the axis, taken from
// ShapeN when a shape is not fully known (Pack, Slice, Squeeze, SplitV).
// 18 slices [?, 1, 4] of x along axis 1, and a repeat of 40 pieces
// [?, 1, 2] as Keras' UpSampling1D builds it. Input: x; results: the loss
// and dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.2e-06 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 leaves room for that; a gradient routed to the
// wrong piece moves dL/dx by 1 or more.
//
// RUN: tagrad-run %S/Inputs/concat_many_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/concat_many_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/concat_many_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/concat_many_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-2: matches
// CHECK-NOT: MISMATCH
