// Slice assignments, as `v[...].assign(x)` and tf.raw_ops emit them. On
// resource variables (ResourceStridedSliceAssign): a [2, 2] value into
// a[1:3, ::2]; a row broadcast into b[:, 1:3] and a [1, 2] value into the
// shrunk row b[2, ::3] (different elements: the order of the two does not
// matter); d[::-1, 1] read backwards; e[None, 0, 1:3] with a new axis. On a
// TF1 reference (StridedSliceAssign): ref[0, 1:]. TensorStridedSliceUpdate
// of tanh(y) at the fed row t, and its gradient (the value's a StridedSlice,
// the input's a TensorStridedSliceUpdate of zeros). Inputs: x, row, y, z, t,
// then the variables by name; results: the updated tensor, the loss, dL/dy,
// dL/dz, then every variable after the step, by name.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.6e-06 in tagrad-run's measure (the gradients);
// TaGrad's may be as far on the other side. 1e-5 leaves room for that; an
// element written in the wrong place, or not written, moves a result by
// 0.1 or more.
//
// RUN: tagrad-run %S/Inputs/strided_slice_assign.mlir --function=main \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in0.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in1.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in2.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in3.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in4.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in5.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in6.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in7.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in8.npy \
// RUN:   --input=@%S/Inputs/strided_slice_assign.in9.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out0.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out1.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out2.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out3.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out4.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out5.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out6.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out7.npy \
// RUN:   --expected_output=@%S/Inputs/strided_slice_assign.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
