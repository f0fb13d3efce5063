// MaxPool3D, MaxPool3DGrad and AvgPool3D at infinities, near-ties and the
// lowest float, no loop (pool3d_special in gen_tf_goldens.py): TensorFlow's
// CPU kernels (Eigen's cuboid pooling) keep a running maximum from -inf, so
// a window of -inf alone gives -inf, and pool SAME padding (the lowest
// float) like an element, so -inf next to padding gives the lowest float;
// MaxPool3DGrad gives a window's gradient to every element within 1e-5 of
// its maximum: never to an infinite one (inf - inf is NaN), and to 1 + 8e-6
// next to 1 but not to 1 - 2e-5; AvgPool3D skips every element equal to
// the lowest float (its padding) in a window's sum and count, an input
// element too. Argument: x [1,4,4,4,2] (multiples of 0.5; in channel 0
// many -inf, in channel 1 one +inf, a near-tie and two lowest floats).
// Results: MaxPool3D 2x2x2 stride 2 VALID and 3x3x3 stride 3 SAME, AvgPool3D
// 3x3x3 stride 3 SAME (o_*), and d/dx of the max poolings weighed by
// constants.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the max poolings are exact (tagrad-run compares infinities
// exactly); the averages (the generator's float64 twin, a ones
// convolution, does not skip the lowest float, so its error estimate says
// nothing here) are sums of at most 27 multiples of 0.5 and near-ties of 1,
// within a few float32 ulps of TensorFlow's; d/dx sums at most two weights
// per element, and TensorFlow's float32 d/dx differs from the float64
// twin's by at most 4.6e-08 in tagrad-run's measure (|a - e| / max(1,
// |e|)). 1e-5 is far above those and far below a gradient routed to a
// wrong element or a lowest float counted (weights and averages of order
// 1).
//
// RUN: tagrad-run %S/Inputs/pool3d_special.mlir --function=main \
// RUN:   --input=@%S/Inputs/pool3d_special.in0.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_special.out0.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_special.out1.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_special.out2.npy \
// RUN:   --expected_output=@%S/Inputs/pool3d_special.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
