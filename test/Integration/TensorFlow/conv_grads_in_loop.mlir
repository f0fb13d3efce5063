// Convolution gradients inside a TF1 while loop of an unknown batch
// (conv_grads_in_loop in gen_tf_goldens.py; Keras' ConvLSTM1D, conv1d over
// time steps): conv1d (ExpandDims, Conv2D, Squeeze), conv2d with stride 2,
// depthwise_conv2d and conv3d of the loop's state, their filters trained.
// In the gradient loop out_backprop is reshaped by shapes the forward loop
// pushed on stacks, so the graph knows none of its sizes: TaGrad derives
// them from the input (or input_sizes), filter_sizes and the window, as
// TensorFlow's ConvBackpropComputeDimensions computes them, and checks them
// at run time. Arguments: x [2,7,3], im [2,5,6,2], v [2,3,4,4,1] (batch
// None in the graph), then the variables k1, k2, k3, kd. Results: the loss,
// dL/dx, dL/dim, the updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: TensorFlow's float32 results differ from float64's by
// at most 8.8e-7 (dL/dim up to 12, the loss 207): 1e-5 relative to max(1,
// |value|).
//
// RUN: tagrad-run %S/Inputs/conv_grads_in_loop.mlir --function=main \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in0.npy \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in1.npy \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in2.npy \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in3.npy \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in4.npy \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in5.npy \
// RUN:   --input=@%S/Inputs/conv_grads_in_loop.in6.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out1.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out2.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out3.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out4.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out5.npy \
// RUN:   --expected_output=@%S/Inputs/conv_grads_in_loop.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
