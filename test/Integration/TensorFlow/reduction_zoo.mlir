// Reductions long enough for -tagrad-lower-pairwise-reductions' register
// blocks and cascades and for the batch-norm schedule's row shares
// (reduction_zoo in gen_tf_goldens.py; docs/Numerics.md): Sum over the
// middle axis of [3,700,5] (kept), Mean over its outer axes, Sum over the
// last axis, the total of squares of [1200,40], its column means, Prod of
// 600 terms near 1, L2Loss, the summed softmax cross-entropy, LogSoftmax,
// BiasAddGrad (through tf.gradients of BiasAdd), a Sum over an empty axis,
// Max, and AddN of five (the cross-entropy labels: a OneHot of constant
// class indices). Arguments: a [3,700,5], b [1200,40] (> 0),
// n [600], e [0,4]. Results: o_* in that order.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 1.05e-05 in tagrad-run's measure
// (|a - e| / max(1, |e|)), on the sum over the middle axis; TaGrad's are
// within 8e-7 of float64 on every result (relative to each result's
// largest element), so they may differ from TF's by about TF's own error.
// 3e-5 is three times that; a wrong axis, element or gradient is off by
// far more. Both thread counts give the same results.
//
// RUN: tagrad-run %S/Inputs/reduction_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/reduction_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/reduction_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/reduction_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/reduction_zoo.in3.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out12.npy \
// RUN:   --expected_f32_threshold=3e-5
// RUN: tagrad-run %S/Inputs/reduction_zoo.mlir --function=main --pipeline-options=threads=1 \
// RUN:   --input=@%S/Inputs/reduction_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/reduction_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/reduction_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/reduction_zoo.in3.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/reduction_zoo.out12.npy \
// RUN:   --expected_f32_threshold=3e-5
