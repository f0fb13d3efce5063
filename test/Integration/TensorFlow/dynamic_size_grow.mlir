// A dynamic_size=True TensorArray of initial size 0 grown by a
// tf1.while_loop whose trip count is an int32 argument (n = 6; the stacked
// result is tensor<?x3xf32> in the imported types), stacked, with its
// gradient (TensorArraySizeV3 and BroadcastGradientArgs appear in the
// gradient). Results: y = stack(), loss, dx, dw.
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
// RUN: tagrad-run %S/Inputs/dynamic_size_grow.mlir --function=main \
// RUN:   --input=@%S/Inputs/dynamic_size_grow.in0.npy \
// RUN:   --input=@%S/Inputs/dynamic_size_grow.in1.npy \
// RUN:   --input=@%S/Inputs/dynamic_size_grow.in2.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_grow.out0.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_grow.out1.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_grow.out2.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_grow.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
