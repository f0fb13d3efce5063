// tf.gradients without loops, static shapes (grad_zoo in
// gen_tf_goldens.py): the loss is a sum of constant-weighted terms through
// MatMul (plain, transpose_a, transpose_b, both), BatchMatMulV2
// ([2,3,4] x [2,4,5], adj_y, and [3,4] x [2,4,5] broadcast: its gradient
// has BroadcastGradientArgs and Sum), reduce_max (Equal / Cast / RealDiv
// in the gradient), reduce_mean, strided slices (StridedSliceGrad: shrink
// axis, ellipsis with stride 2, new axis with negative index), Tile (its
// gradient: Reshape / Transpose / Sum), stack / unstack, sigmoid, relu,
// tanh and broadcast adds and muls ([3,4] with [3,1], [4], [5]).
// Arguments: a, at, b, bt, bias, p, q, q2, x3, col. Results: loss, then
// the gradients da, dat, db, dbt, dbias, dp, dq, dq2, dx3, dcol.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 7.4e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 13 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/grad_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/grad_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in3.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in4.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in5.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in6.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in7.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in8.npy \
// RUN:   --input=@%S/Inputs/grad_zoo.in9.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/grad_zoo.out10.npy \
// RUN:   --expected_f32_threshold=1e-5
