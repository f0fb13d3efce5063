// FusedBatchNormV3 in training mode with exponential_avg_factor = 0.3 in
// NCHW (x [2,4,3,3]) and its gradient, FusedBatchNormGradV3 with
// is_training = True, of loss = sum(y * k) (k a constant); only the
// gradients are fetched (bn_ema_nchw_grad in gen_tf_goldens.py).
// Arguments: x, scale, offset, running_mean, running_var. Results: dx,
// dscale, doffset.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 4.9e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 20 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/bn_ema_nchw_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/bn_ema_nchw_grad.in0.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nchw_grad.in1.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nchw_grad.in2.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nchw_grad.in3.npy \
// RUN:   --input=@%S/Inputs/bn_ema_nchw_grad.in4.npy \
// RUN:   --expected_output=@%S/Inputs/bn_ema_nchw_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bn_ema_nchw_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bn_ema_nchw_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
