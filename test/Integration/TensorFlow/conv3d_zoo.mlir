// Conv3D and its gradients, no loop (conv3d_zoo in gen_tf_goldens.py):
// Conv3DBackpropInputV2 and Conv3DBackpropFilterV2 from tf.gradients, in
// NDHWC and NCDHW, SAME / VALID padding, strides 1, 2 and (2, 1, 2),
// dilations (2, 1, 2) and 2 (also with stride 2 and with VALID), and a
// 1x1x1 filter. Arguments: x [2,5,6,4,3] (NDHWC), xc [1,3,4,5,6] (NCDHW),
// filters fa [2,3,2,3,4], fb [3,2,2,3,2], f1 [1,1,1,3,2]. Results: the 9
// convolutions (o_*), the loss (each output weighed by constants), d/dx,
// d/dxc and the three filter gradients.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// TensorFlow's CPU kernels take neither NCDHW nor dilations, so the NCDHW
// and dilated ops run as their NDHWC, zero-dilated reference twin).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.2e-06 in tagrad-run's measure
// (|a - e| / max(1, |e|)), in the filter gradient dfa; TaGrad's float32
// results may be as far on the other side (other summation orders), so
// they may differ from TF's by about twice that. 2e-5 is 6 times TF's own
// error; a wrong element, tap, window or gradient is off by far more than
// that.
//
// RUN: tagrad-run %S/Inputs/conv3d_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/conv3d_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/conv3d_zoo.in1.npy \
// RUN:   --input=@%S/Inputs/conv3d_zoo.in2.npy \
// RUN:   --input=@%S/Inputs/conv3d_zoo.in3.npy \
// RUN:   --input=@%S/Inputs/conv3d_zoo.in4.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out12.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out13.npy \
// RUN:   --expected_output=@%S/Inputs/conv3d_zoo.out14.npy \
// RUN:   --expected_f32_threshold=2e-5
