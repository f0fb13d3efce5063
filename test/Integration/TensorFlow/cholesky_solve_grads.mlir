// tf.linalg.cholesky_solve (Cholesky, two MatrixTriangularSolves) of a
// matrix built from a variable against a right-hand side whose column
// count is unknown in the graph (x transposed; x is [None, 3]), and
// TensorFlow's gradient, whose triangular solves get right-hand sides of
// unknown rows and columns, through a GradientDescent step. Inputs: x
// [4, 3], the variable W; results: the solution, the loss, W after the
// step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 9.2e-08 in tagrad-run's measure; 1e-5 leaves room for
// the factorization's and solves' float32 rounding in another order.
//
// RUN: tagrad-run %S/Inputs/cholesky_solve_grads.mlir --function=main \
// RUN:   --input=@%S/Inputs/cholesky_solve_grads.in0.npy \
// RUN:   --input=@%S/Inputs/cholesky_solve_grads.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cholesky_solve_grads.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cholesky_solve_grads.out1.npy \
// RUN:   --expected_output=@%S/Inputs/cholesky_solve_grads.out2.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-3: matches
// CHECK-NOT: MISMATCH
