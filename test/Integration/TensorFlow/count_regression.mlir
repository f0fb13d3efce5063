// A count-regression step (count_regression in gen_tf_goldens.py): Poisson
// and negative-binomial log-likelihoods with tf.math.lgamma (Lgamma; its
// gradient is Digamma) under SGD of two resource variables, and lgamma /
// digamma on their special points: poles 0, -1, -2 (lgamma +inf, digamma
// NaN), halves, 1e-20, 1e6, 1e30, +-inf and NaN. Arguments: x [5,3],
// counts [5,2], z [16], then the variables shape [2] and w [3,2]. Results:
// the loss, dL/dw, dL/dshape, lgamma(z), digamma(z), the updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: 1e-5 relative to max(1, |value|). TaGrad evaluates both
// functions in f64 and rounds once; TensorFlow's float kernels are within
// 5e-7 of that (checked against float64 by the generator); the loss and
// gradients are float32 sums of a few terms.
//
// RUN: tagrad-run %S/Inputs/count_regression.mlir --function=main \
// RUN:   --input=@%S/Inputs/count_regression.in0.npy \
// RUN:   --input=@%S/Inputs/count_regression.in1.npy \
// RUN:   --input=@%S/Inputs/count_regression.in2.npy \
// RUN:   --input=@%S/Inputs/count_regression.in3.npy \
// RUN:   --input=@%S/Inputs/count_regression.in4.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out0.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out1.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out2.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out3.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out4.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out5.npy \
// RUN:   --expected_output=@%S/Inputs/count_regression.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
