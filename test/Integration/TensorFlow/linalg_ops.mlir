// tf.linalg's factorizations and their gradients (linalg_ops in
// gen_tf_goldens.py): Cholesky, MatrixInverse, MatrixSolve (plain and
// adjoint), MatrixDeterminant, LogMatrixDeterminant and
// MatrixTriangularSolve (lower, plain and adjoint), with cholesky_solve and
// logdet, over a batch of two 4x4 matrices; then a Gaussian-process step
// (the Cholesky of a kernel matrix, its solve and log-determinant, one
// GradientDescent step on the length scale). Arguments: a [2,4,4],
// b [2,4,3], x [6,2], y [6,1], ls. Results: the factorizations, the loss,
// dL/da, dL/db, the GP's negative log-likelihood, then ls after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 4.7e-07 in tagrad-run's measure (the determinant); 1e-5
// leaves room for TaGrad's own rounding (the same eliminations, not Eigen's
// blocked order), and a wrong pivot, triangle or adjoint moves the results
// by 1e-2 or more.
//
// RUN: tagrad-run %S/Inputs/linalg_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/linalg_ops.in0.npy \
// RUN:   --input=@%S/Inputs/linalg_ops.in1.npy \
// RUN:   --input=@%S/Inputs/linalg_ops.in2.npy \
// RUN:   --input=@%S/Inputs/linalg_ops.in3.npy \
// RUN:   --input=@%S/Inputs/linalg_ops.in4.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out4.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out5.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out6.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out7.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out8.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out9.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out10.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out11.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out12.npy \
// RUN:   --expected_output=@%S/Inputs/linalg_ops.out13.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-14: matches
// CHECK-NOT: MISMATCH
