// tf.math.cumulative_logsumexp (CumulativeLogsumexp, TensorFlow's reducer
// max + log1p(exp(min - max))), forward, reverse and exclusive (whose first
// element is -inf), under tf.gradients, whose gradient runs it reversed.
// Results: loss, dx, a, b, e.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.8e-07 in tagrad-run's measure; 1e-5 is 50 times
// that, and a term added in the wrong order of the scan is off by O(1).
//
// RUN: tagrad-run %S/Inputs/cumulative_logsumexp.mlir --function=main \
// RUN:   --input=@%S/Inputs/cumulative_logsumexp.in0.npy \
// RUN:   --expected_output=@%S/Inputs/cumulative_logsumexp.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cumulative_logsumexp.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cumulative_logsumexp.out2.npy \
// RUN:   --expected_output=@%S/Inputs/cumulative_logsumexp.out3.npy \
// RUN:   --expected_output=@%S/Inputs/cumulative_logsumexp.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
