// The batch-norm training step of bn_train_nhwc.mlir in NCHW
// (x [2,4,3,3]): TensorFlow 2.21's CPU FusedBatchNormV3 / GradV3 kernels take
// NCHW directly, so the graph has no transposes and the golden data are TF's
// NCHW results. Arguments: x, t, bn/offset, bn/scale. Results: loss, y,
// batch_mean, batch_var, dx, dscale, doffset, then bn/offset and bn/scale
// after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.0e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 50 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/bn_train_nchw.mlir --function=main \
// RUN:   --input=@%S/Inputs/bn_train_nchw.in0.npy \
// RUN:   --input=@%S/Inputs/bn_train_nchw.in1.npy \
// RUN:   --input=@%S/Inputs/bn_train_nchw.in2.npy \
// RUN:   --input=@%S/Inputs/bn_train_nchw.in3.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out3.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out4.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out5.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out6.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out7.npy \
// RUN:   --expected_output=@%S/Inputs/bn_train_nchw.out8.npy \
// RUN:   --expected_f32_threshold=1e-5
