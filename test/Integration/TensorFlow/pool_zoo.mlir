// MaxPool and AvgPool and their gradients, no loop (pool_zoo in
// gen_tf_goldens.py): NHWC and NCHW, windows 2x2, 3x3, 3x2 and 2x3,
// strides 1, 2 and (1, 2), SAME / VALID and (MaxPool) EXPLICIT padding.
// The inputs are multiples of 0.5 in a small range: windows hold ties,
// and MaxPoolGrad must route each gradient to the window's first maximum
// in row-major order as TensorFlow does; AvgPool divides by the count of
// input elements in each window. Arguments: x [2,7,6,3] (NHWC), xc
// [2,3,6,7] (NCHW). Results: the 10 poolings (o_*), the loss, d/dx, d/dxc.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// the NCHW and dilated ops run as their NHWC, zero-dilated reference twin).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.5e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other exp/log approximations), so
// they may differ from TF's by about twice that. 1e-5 is 29 times TF's own
// error; a wrong element, tap, window or gradient is off by far more than
// that.
//
// RUN: tagrad-run %S/Inputs/pool_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/pool_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/pool_zoo.in1.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out9.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out10.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out11.npy \
// RUN:   --expected_output=@%S/Inputs/pool_zoo.out12.npy \
// RUN:   --expected_f32_threshold=1e-5
