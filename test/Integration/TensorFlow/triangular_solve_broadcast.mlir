// MatrixTriangularSolve with batch dimensions that broadcast
// (triangular_solve_broadcast in gen_tf_goldens.py; TensorFlow >= 2.2): a
// lower-triangular [4,4] variable against fed right-hand sides of unknown
// batch [?,4,1], the adjoint of an upper [2,1,3,3] batch against [3,3,2]
// (each operand broadcast: [2,3,3,2]), tf.linalg.
// LinearOperatorLowerTriangular.solvevec of a batch of vectors and
// cholesky_solve of one factor against a batch; their gradients
// (TensorFlow's sum over the broadcast dimensions through
// BroadcastGradientArgs), under SGD. Arguments: b [?,4,1], rhs [3,3,2],
// x [5,4], then the variables m [4,4] and u [2,1,3,3]. Results: the loss,
// y1, y2, d/db, d/drhs, the updated m and u.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: substitutions over 4 rows (2.5e-7 from TensorFlow's
// own float64 run): 1e-5.
//
// RUN: tagrad-run %S/Inputs/triangular_solve_broadcast.mlir --function=main \
// RUN:   --input=@%S/Inputs/triangular_solve_broadcast.in0.npy \
// RUN:   --input=@%S/Inputs/triangular_solve_broadcast.in1.npy \
// RUN:   --input=@%S/Inputs/triangular_solve_broadcast.in2.npy \
// RUN:   --input=@%S/Inputs/triangular_solve_broadcast.in3.npy \
// RUN:   --input=@%S/Inputs/triangular_solve_broadcast.in4.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out0.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out1.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out2.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out3.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out4.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out5.npy \
// RUN:   --expected_output=@%S/Inputs/triangular_solve_broadcast.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
