// tf.linalg.svd (Svd) of a batch of tall matrices built from data and of
// a wide matrix, with and without singular vectors, with TensorFlow's
// gradients (those without vectors run the decomposition again with them)
// through a GradientDescent step. Singular vectors are fetched as |u|, |v|
// and enter the loss squared or as u s v^T: their signs are the solver's
// choice. Inputs: x, the variable W; results: the singular values (tall,
// wide), |u|, |v|, the loss, dL/dx, W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 8.1e-07 in tagrad-run's measure; TaGrad's Jacobi
// rotations run in float64 and round once. 1e-5 leaves room for that; a
// wrong ordering or a factor of the transpose moves them by 0.1 or more.
//
// RUN: tagrad-run %S/Inputs/svd_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/svd_grads.in0.npy \
// RUN:   --input=@%S/Inputs/svd_grads.in1.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out3.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out4.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out5.npy \
// RUN:   --expected_output=@%S/Inputs/svd_grads.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
