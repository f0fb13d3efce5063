// tf.scan, cumulative sums and products (plain, exclusive, reverse) and an
// attention block written with tf.einsum (scan_attention in
// gen_tf_goldens.py), with tf.gradients through all of them: Cumsum's
// gradient is a reverse Cumsum, Einsum's are Einsums. Arguments: x [5,3],
// enc [2,5,4], dec [2,3,4], then the variables W and w. Results: the
// loss, dL/dx, dL/denc, dL/dw, dL/dW.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: 2e-5; TensorFlow's own float32 results differ from the same
// graph in float64 by the amount the generator prints (below 2e-6), and a
// wrong axis, label or direction moves a result by O(1).
//
// RUN: tagrad-run %S/Inputs/scan_attention.mlir --function=main \
// RUN:   --input=@%S/Inputs/scan_attention.in0.npy \
// RUN:   --input=@%S/Inputs/scan_attention.in1.npy \
// RUN:   --input=@%S/Inputs/scan_attention.in2.npy \
// RUN:   --input=@%S/Inputs/scan_attention.in3.npy \
// RUN:   --input=@%S/Inputs/scan_attention.in4.npy \
// RUN:   --expected_output=@%S/Inputs/scan_attention.out0.npy \
// RUN:   --expected_output=@%S/Inputs/scan_attention.out1.npy \
// RUN:   --expected_output=@%S/Inputs/scan_attention.out2.npy \
// RUN:   --expected_output=@%S/Inputs/scan_attention.out3.npy \
// RUN:   --expected_output=@%S/Inputs/scan_attention.out4.npy \
// RUN:   --expected_f32_threshold=2e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
