// A classifier's metrics and labels (classifier_metrics in
// gen_tf_goldens.py): OneHot (last axis; axis 0 with on/off values 2 and
// -1; int64 labels 4 and -1 outside the depth encode to all-off), ArgMax
// (int64, and int32 output_type on axis 0) and ArgMin (axis -1) with tied
// logits (the first index wins), the accuracy, and the softmax
// cross-entropy of the one-hot labels with its gradient. Arguments: logits
// [3,4], labels [3] int32, bad [3] int64. Results (o_*): 8 tensors; the
// one-hot, index and accuracy results are exact.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 4.7e-08 in tagrad-run's measure; 1e-5 leaves
// room for other exp/log approximations, and an index or a one-hot row off
// by one is off by 1 or more.
//
// RUN: tagrad-run %S/Inputs/classifier_metrics.mlir --function=main \
// RUN:   --input=@%S/Inputs/classifier_metrics.in0.npy \
// RUN:   --input=@%S/Inputs/classifier_metrics.in1.npy \
// RUN:   --input=@%S/Inputs/classifier_metrics.in2.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out0.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out1.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out2.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out3.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out4.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out5.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out6.npy \
// RUN:   --expected_output=@%S/Inputs/classifier_metrics.out7.npy \
// RUN:   --expected_f32_threshold=1e-5
