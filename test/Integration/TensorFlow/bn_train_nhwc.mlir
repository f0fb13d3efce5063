// A batch-norm training step in NHWC: FusedBatchNormV3 (is_training) on
// x [2,3,3,4], loss = reduce_mean((y - t)^2), FusedBatchNormGradV3, and
// GradientDescentOptimizer(0.5) applying dL/dscale, dL/doffset to the
// resource variables bn/scale and bn/offset (ResourceApplyGradientDescent).
// Arguments: x, t, then the variables before the step by shared_name
// (bn/offset, bn/scale). Results: loss, y, batch_mean, batch_var (TF's
// batch_variance output is the unbiased one: n/(n-1) times the variance y
// is normalized with), dx, dscale, doffset (all fetched through identities
// that depend on the train op: the values before the update), then
// bn/offset and bn/scale after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.2e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 46 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/bn_train_nhwc.mlir --function=main \
// RUN:   --input=@%S/Inputs/bn_train_nhwc.in0.npy \
// RUN:   --input=@%S/Inputs/bn_train_nhwc.in1.npy \
// RUN:   --input=@%S/Inputs/bn_train_nhwc.in2.npy \
// RUN:   --input=@%S/Inputs/bn_train_nhwc.in3.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out3.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out4.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out5.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out6.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out7.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nhwc.out8.npy \
// RUN:   --expected_f32_threshold=1e-5
