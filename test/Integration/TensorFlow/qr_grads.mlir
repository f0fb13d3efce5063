// tf.linalg.qr (Qr) of a batch of tall matrices built from data, thin and
// full, and of a wide matrix, with TensorFlow's gradient (thin factors;
// MatrixTriangularSolve, MatrixBandPart) through a GradientDescent step.
// TaGrad's Householder reflections are Eigen's (each beta of the sign
// opposite to the diagonal entry), so Q and R are compared as they are.
// Inputs: x, the variable W; results: Q, R, the full Q, the wide matrix's
// R, the loss, dL/dx, W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 2.5e-06 in tagrad-run's measure; TaGrad's reflections
// run in float64 and round once. 1e-5 leaves room for that; a reflection
// of the other sign flips a column of Q and a row of R.
//
// RUN: tagrad-run %S/Inputs/qr_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/qr_grads.in0.npy \
// RUN:   --input=@%S/Inputs/qr_grads.in1.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out2.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out3.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out4.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out5.npy \
// RUN:   --expected_output=@%S/Inputs/qr_grads.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
