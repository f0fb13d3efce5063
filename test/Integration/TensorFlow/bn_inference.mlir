// FusedBatchNormV3 with is_training=False (NHWC, given mean and
// variance) and its gradient, FusedBatchNormGradV3 with is_training=False.
// Results: y, loss = sum(y * k), dx, dscale, doffset.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.3e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 43 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/bn_inference.mlir --function=main \
// RUN:   --input=@%S/Inputs/bn_inference.in0.npy \
// RUN:   --input=@%S/Inputs/bn_inference.in1.npy \
// RUN:   --input=@%S/Inputs/bn_inference.in2.npy \
// RUN:   --input=@%S/Inputs/bn_inference.in3.npy \
// RUN:   --input=@%S/Inputs/bn_inference.in4.npy \
// RUN:   --input=@%S/Inputs/bn_inference.in5.npy \
// RUN:   --expected_output=@%S/Inputs/bn_inference.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bn_inference.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bn_inference.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bn_inference.out3.npy \
// RUN:   --expected_output=@%S/Inputs/bn_inference.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
