// Slices whose bounds are fed at run time (runtime_slices in
// gen_tf_goldens.py): x[t] (StridedSlice with shrink), x[u] with u
// negative, x[a:b, 1:], tf.slice(x, [t - 2, 0], [2, -1]), and tf.gradients
// through them (StridedSliceGrad with run-time bounds; Slice's gradient is
// a Pad with run-time paddings). Arguments: x [5,4], t = 3, u = -2, a = 1,
// b = 4 (int32). Results: the four slices, the loss, dL/dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: slices and their gradients are exact copies; the loss's sum
// and sin differ from float64 by TensorFlow's own rounding (reported by the
// generator); 1e-5 is above both, and a slice one row off is off by O(1).
//
// RUN: tagrad-run %S/Inputs/runtime_slices.mlir --function=main \
// RUN:   --input=@%S/Inputs/runtime_slices.in0.npy \
// RUN:   --input=@%S/Inputs/runtime_slices.in1.npy \
// RUN:   --input=@%S/Inputs/runtime_slices.in2.npy \
// RUN:   --input=@%S/Inputs/runtime_slices.in3.npy \
// RUN:   --input=@%S/Inputs/runtime_slices.in4.npy \
// RUN:   --expected_output=@%S/Inputs/runtime_slices.out0.npy \
// RUN:   --expected_output=@%S/Inputs/runtime_slices.out1.npy \
// RUN:   --expected_output=@%S/Inputs/runtime_slices.out2.npy \
// RUN:   --expected_output=@%S/Inputs/runtime_slices.out3.npy \
// RUN:   --expected_output=@%S/Inputs/runtime_slices.out4.npy \
// RUN:   --expected_output=@%S/Inputs/runtime_slices.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
