// MaxPool3D and AvgPool3D and their gradients, no loop (pool3d_zoo in
// gen_tf_goldens.py): NDHWC and NCDHW, windows 2x2x2, 3x3x3, 2x3x2 and
// 1x2x3, strides 1, 2 and (1, 2, 1), SAME / VALID padding. The inputs are
// multiples of 0.5 in a small range: windows hold ties, and MaxPool3DGrad
// must give each window's gradient to every element within 1e-5 of its
// maximum, as TensorFlow's CPU kernel does (unlike MaxPoolGrad, which picks
// the first); AvgPool3D divides by the count of input elements in each
// window.
// Arguments: x [2,4,5,4,3] (NDHWC), xc [1,3,4,5,6] (NCDHW). Results: the 7
// poolings (o_*), the loss, d/dx, d/dxc.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// the NCDHW ops run as their NDHWC reference twin, the only format
// TensorFlow's CPU kernels take).
// Tolerance: TensorFlow's own float32 results differ from the float64
// twin (no float64 pooling kernels: the maximum in float32, exact here, the
// average by a ones convolution) by at most 2.0e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders), so they may differ from TF's by
// about twice that. 1e-5 is 50 times TF's own error; a gradient sent to a
// wrong element, or a wrong window count, is off by far more than that
// (the gradients' weights are of order 1).
//
// RUN: tagrad-run %S/Inputs/pool3d_zoo.mlir --function=main \
// RUN:   --input=@%S/Inputs/pool3d_zoo.in0.npy \
// RUN:   --input=@%S/Inputs/pool3d_zoo.in1.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out0.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out1.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out2.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out3.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out4.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out5.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out6.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out7.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out8.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_zoo.out9.npy \
// RUN:   --expected_f32_threshold=1e-5
