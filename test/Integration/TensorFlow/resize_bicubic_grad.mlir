// Bicubic resizing (resize_bicubic_grad in gen_tf_goldens.py):
// ResizeBicubic and its gradient ResizeBicubicGrad in a step:
// tf.image.resize(method="bicubic") up and down (half-pixel centers:
// Keys' a = -0.5, taps outside the image dropped and the weights
// renormalized) and the TF1 resize_bicubic with and without align_corners
// (a = -0.75, edge taps repeated), of a convolution's output under SGD.
// Arguments: x [2,5,6,3], then the variable w [1,1,3,2]. Results: the loss,
// dL/dx, the upsampled and legacy images, the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the weights are TensorFlow's table entries exactly; the sums
// of 16 products per pixel and the loss are float32: 1e-5.
//
// RUN: tagrad-run %S/Inputs/resize_bicubic_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/resize_bicubic_grad.in0.npy \
// RUN:   --input=@%S/Inputs/resize_bicubic_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bicubic_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bicubic_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bicubic_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bicubic_grad.out3.npy \
// RUN:   --expected_output=@%S/Inputs/resize_bicubic_grad.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
