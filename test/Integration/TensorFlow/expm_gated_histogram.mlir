// tf.linalg.expm of a matrix built from a variable and its gradient: the
// squaring is a TF1 while loop with a tf.cond in its condition, whose
// Switch reads the loop variable on another predicate. A tf.scan whose
// gradient tf.gradients gates (gate_gradients=True): the loop's final
// gradient reaches its Exit through a tuple's Identity.
// tf.histogram_fixed_width (HistogramFixedWidth) of the activations, some
// outside the range. A GradientDescent step of W. Inputs: x [5, 3] (the
// batch unknown in the graph), the variable W; results: exp(W/4), the
// loss, the gated gradient, the histogram, W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 8.4e-08 in tagrad-run's measure (the histogram's
// counts exactly); 1e-5 leaves room for the Pade solve's and the scan's
// float32 rounding in another order.
//
// RUN: tagrad-run %S/Inputs/expm_gated_histogram.mlir --function=main \
// RUN:   --input=@%S/Inputs/expm_gated_histogram.in0.npy \
// RUN:   --input=@%S/Inputs/expm_gated_histogram.in1.npy \
// RUN:   --expected_output=@%S/Inputs/expm_gated_histogram.out0.npy \
// RUN:   --expected_output=@%S/Inputs/expm_gated_histogram.out1.npy \
// RUN:   --expected_output=@%S/Inputs/expm_gated_histogram.out2.npy \
// RUN:   --expected_output=@%S/Inputs/expm_gated_histogram.out3.npy \
// RUN:   --expected_output=@%S/Inputs/expm_gated_histogram.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
