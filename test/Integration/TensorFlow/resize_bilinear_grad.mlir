// Bilinear resizes as tf.image.resize and tf.compat.v1.image write them
// (ResizeBilinear up and down, align_corners, half_pixel_centers) under
// tf.gradients (ResizeBilinearGrad adds each output's gradient into the four
// pixels it read, weighted as they were read). Results: loss, dx, a, e.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 2.0e-07 in tagrad-run's measure; 1e-5 is about 50
// times that, and a weight on the wrong neighbour is off by O(0.1).
//
// RUN: tagrad-run %S/Inputs/resize_bilinear_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/resize_bilinear_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bilinear_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bilinear_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bilinear_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bilinear_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
