// tf.boolean_mask on a mask computed from the data (Where, then a gather
// whose length only the run knows) and tf.where's coordinates of a 3-d
// condition, under tf.gradients. Results: loss, kept, coords, dx.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 3.8e-08 in tagrad-run's measure; the coordinates are
// exact. 1e-5 leaves room for other summation orders; a wrong row kept or
// a coordinate out of order is off by at least 1e-2.
//
// RUN: tagrad-run %S/Inputs/boolean_mask_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/boolean_mask_grad.in0.npy \
// RUN:   --input=@%S/Inputs/boolean_mask_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/boolean_mask_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/boolean_mask_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/boolean_mask_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/boolean_mask_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
