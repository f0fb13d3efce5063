// Slices read backwards and strided (reversed_slices in gen_tf_goldens.py):
// x[::-1], x[:, ::-2], x[:, 4:0:-1, 1], x[::2, -1], x[1:3], x[..., ::-1],
// x[-1:-4:-1, 1:5:3], tf.reverse(x, [0, 2]), and tf.gradients through them
// (StridedSliceGrad with negative strides). Argument: x [5,6,4] (None
// batch in the graph). Results: the eight slices, the loss, dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: slices are exact copies and a slice one element off is off by
// O(1); the loss and gradient differ from float64 by TensorFlow's own
// rounding (3.4e-6 relative at most, reported by the generator): 1e-5.
//
// RUN: tagrad-run %S/Inputs/reversed_slices.mlir --function=main \
// RUN:   --input=@%S/Inputs/reversed_slices.in0.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out0.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out1.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out2.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out3.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out4.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out5.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out6.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out7.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out8.npy \
// RUN:   --expected_output=@%S/Inputs/reversed_slices.out9.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-10: matches
// CHECK-NOT: MISMATCH
