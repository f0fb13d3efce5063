// FusedBatchNormV3 in training mode with exponential_avg_factor = 0.3
// (NHWC, x [2,3,3,4]; bn_ema_nhwc in gen_tf_goldens.py). Arguments: x,
// scale, offset, running_mean, running_var. Results: y, and the new
// running statistics (1 - 0.3) * running + 0.3 * batch (the batch variance
// being the unbiased one, n / (n - 1) times the one y is normalized
// with).
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 1.9e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 52 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/bn_ema_nhwc.mlir --function=main \
// RUN:   --input=@%S/Inputs/bn_ema_nhwc.in0.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nhwc.in1.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nhwc.in2.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nhwc.in3.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nhwc.in4.npy \
// RUN:   --expected_output=@%S/Inputs/bn_ema_nhwc.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bn_ema_nhwc.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bn_ema_nhwc.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
