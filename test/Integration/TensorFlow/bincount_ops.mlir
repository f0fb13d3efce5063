// tf.math.bincount (DenseBincount): counts with minlength, sums of weights
// with maxlength (values past it are not counted), binary_output per row of
// a rank-2 input (axis=-1), and the older Bincount op (tf.raw_ops), used as
// a loss's class weights. Inputs: x, ids, rows; results: the loss, the
// counts, the weighted and the binary counts.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Counts are integers, compared exactly; the float results differ from the
// same graph in float64 by at most 4.8e-08, checked at 1e-5 (a count off by
// one moves the loss by 1e-1 or more).
//
// RUN: tagrad-run %S/Inputs/bincount_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/bincount_ops.in0.npy \
// RUN:   --input=@%S/Inputs/bincount_ops.in1.npy \
// RUN:   --input=@%S/Inputs/bincount_ops.in2.npy \
// RUN:   --expected_output=@%S/Inputs/bincount_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bincount_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bincount_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bincount_ops.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
