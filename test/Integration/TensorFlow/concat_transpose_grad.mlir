// The gradients of ConcatV2 (axis 1 and -1) and of Transpose as
// tf.gradients builds them with static shapes (concat_transpose_grad in
// gen_tf_goldens.py): loss = sum(tanh(concat([a, b], 1)) * k1)
// + sum(concat([x3, x3^2], -1) * k2) + sum(transpose(x3, [2,0,1]) * k3).
// TensorFlow's gradient graph contains FloorMod (concat axis mod rank, of
// constants), ConcatOffset + Slice (concat) and InvertPermutation
// (transpose). Arguments: a [2,3], b [2,2], x3 [2,3,4]. Results: loss,
// da, db, dx3.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.2e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 31 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/concat_transpose_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/concat_transpose_grad.in0.npy \
// RUN:   --input=@%S/Inputs/concat_transpose_grad.in1.npy \
// RUN:   --input=@%S/Inputs/concat_transpose_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/concat_transpose_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/concat_transpose_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/concat_transpose_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/concat_transpose_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
