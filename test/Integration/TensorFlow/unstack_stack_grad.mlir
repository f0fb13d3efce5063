// TensorArray unstack (ScatterV3), stack and gather of indices [3, 1]
// (GatherV3) of the same elements (clear_after_read=False, so the gradient
// array adds two gradients into elements 3 and 1), no loop. Results: loss,
// dx, dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 1.6e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 61 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/unstack_stack_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/unstack_stack_grad.in0.npy \
// RUN:   --input=@%S/Inputs/unstack_stack_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/unstack_stack_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/unstack_stack_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/unstack_stack_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
