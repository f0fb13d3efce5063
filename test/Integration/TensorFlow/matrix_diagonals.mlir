// Main diagonals (matrix_diagonals in gen_tf_goldens.py): tf.linalg.trace,
// diag_part, set_diag and diag (MatrixDiagPartV3, MatrixSetDiagV3,
// MatrixDiagV3; the trace's gradient is a MatrixDiagV3 of the batch's
// shape) in a step on a batch of square products and of wide matrices.
// Arguments: x [3,4,4], y [3,2,5], then the variable w [4,4]. Results: the
// loss, dL/dx, the wide matrices' diagonals and their set_diag, the
// updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: float32 sums of a few products: 1e-5.
//
// RUN: tagrad-run %S/Inputs/matrix_diagonals.mlir --function=main \
// RUN:   --input=@%S/Inputs/matrix_diagonals.in0.npy \
// RUN:   --input=@%S/Inputs/matrix_diagonals.in1.npy \
// RUN:   --input=@%S/Inputs/matrix_diagonals.in2.npy \
// RUN:   --expected_output=@%S/Inputs/matrix_diagonals.out0.npy \
// RUN:   --expected_output=@%S/Inputs/matrix_diagonals.out1.npy \
// RUN:   --expected_output=@%S/Inputs/matrix_diagonals.out2.npy \
// RUN:   --expected_output=@%S/Inputs/matrix_diagonals.out3.npy \
// RUN:   --expected_output=@%S/Inputs/matrix_diagonals.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
