// tf.nn.local_response_normalization (LRN and LRNGrad), the main diagonal
// family (tf.linalg.diag, diag_part, set_diag, tf.eye: MatrixDiagV3,
// MatrixDiagPartV3, MatrixSetDiagV3) and tf.unique_with_counts, under
// tf.gradients. Results: loss, dx, dm, y, the unique values, their positions
// and counts.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread;
// LRN runs in float32 in the float64 reference too, TensorFlow has no
// float64 kernel). Tolerance: the float32 results differ from the float64
// run by at most 4.6e-08 in tagrad-run's measure; 1e-5 leaves room for LRN's
// pow and window sums in another order (a few ulp each), and a wrong window
// or diagonal is off by O(0.1).
//
// RUN: tagrad-run %S/Inputs/lrn_diag_unique.mlir --function=main \
// RUN:   --input=@%S/Inputs/lrn_diag_unique.in0.npy \
// RUN:   --input=@%S/Inputs/lrn_diag_unique.in1.npy \
// RUN:   --input=@%S/Inputs/lrn_diag_unique.in2.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out0.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out1.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out2.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out3.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out4.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out5.npy \
// RUN:   --expected_output=@%S/Inputs/lrn_diag_unique.out6.npy \
// RUN:   --expected_f32_threshold=1e-5
