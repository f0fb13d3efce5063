// TF1's tensor diagonals in a training step (diag_ops in gen_tf_goldens.py):
// tf.compat.v1.diag (Diag) of a vector and of a matrix (a rank-4 diagonal),
// tf.compat.v1.diag_part (DiagPart), each the other's gradient, in a loss
// whose gradients reach the feeds and a variable under SGD; and
// tf.raw_ops.AccumulateNV2. Arguments: x [3], m [2,3], then the variable
// w [3]. Results: the loss, dx, dm, o_diag4, o_accumulate, the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: float32 sums of a few terms: 1e-6.
//
// RUN: tagrad-run %S/Inputs/diag_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/diag_ops.in0.npy \
// RUN:   --input=@%S/Inputs/diag_ops.in1.npy \
// RUN:   --input=@%S/Inputs/diag_ops.in2.npy \
// RUN:   --expected_output=@%S/Inputs/diag_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/diag_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/diag_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/diag_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/diag_ops.out4.npy \
// RUN:   --expected_output=@%S/Inputs/diag_ops.out5.npy \
// RUN:   --expected_f32_threshold=1e-6 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
