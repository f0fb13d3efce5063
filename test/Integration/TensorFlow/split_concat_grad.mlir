// A TensorArray split into ragged elements (lengths 3, 1, 2;
// TensorArraySplitV3, infer_shape=False), a small tf1.while_loop writing
// tanh(element * w) to a second array, concat (TensorArrayConcatV3); the
// gradient of concat is a split of the gradient array and the other way
// round, inside a backward loop whose element shapes are unknown to TF
// (Shape / BroadcastGradientArgs / Sum / Reshape of the broadcast Mul).
// Results: y = concat(), loss, dx, dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 2.3e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 42 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/split_concat_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/split_concat_grad.in0.npy \
// RUN:   --input=@%S/Inputs/split_concat_grad.in1.npy \
// RUN:   --input=@%S/Inputs/split_concat_grad.in2.npy \
// RUN:   --expected_output=@%S/Inputs/split_concat_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/split_concat_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/split_concat_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/split_concat_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
