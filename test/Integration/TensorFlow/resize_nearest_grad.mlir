// Nearest-neighbour resizes as Keras' UpSampling2D and tf.compat.v1.image
// write them (ResizeNearestNeighbor with an integer factor, align_corners,
// half_pixel_centers, up and down), under tf.gradients
// (ResizeNearestNeighborGrad adds each output's gradient into the pixel it
// read). Results: loss, h, dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.9e-07 in tagrad-run's measure; 1e-5 is 50 times that,
// and a pixel read from the wrong row or column is off by O(1).
//
// RUN: tagrad-run %S/Inputs/resize_nearest_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/resize_nearest_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/resize_nearest_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/resize_nearest_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/resize_nearest_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
