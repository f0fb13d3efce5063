// Hurwitz zeta and polygamma (zeta_polygamma in gen_tf_goldens.py): a
// Dirichlet-style step whose loss holds digamma and zeta terms (the
// gradient of Digamma is Polygamma(1, .), of Zeta in q -x zeta(x + 1, q))
// under SGD, and tf.math.zeta / polygamma on a grid: q from 1e-3 to 50,
// the poles q = 0, -1, -2 (+inf for an even x, NaN for an odd one), an
// infinite q, x = 1 and below, n = 0..4 and a non-integer n. Arguments: x,
// q, n, v [6], then the variable w [3]. Results: the loss, dL/dw, o_*, the
// updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: 1e-5 relative to max(1, |value|) (zeta(1.5, 1e-3) is 3.2e4):
// TaGrad evaluates in f64 and rounds once, TensorFlow's float kernels are
// within 1e-7 of float64 on this grid.
//
// RUN: tagrad-run %S/Inputs/zeta_polygamma.mlir --function=main \
// RUN:   --input=@%S/Inputs/zeta_polygamma.in0.npy \
// RUN:   --input=@%S/Inputs/zeta_polygamma.in1.npy \
// RUN:   --input=@%S/Inputs/zeta_polygamma.in2.npy \
// RUN:   --input=@%S/Inputs/zeta_polygamma.in3.npy \
// RUN:   --input=@%S/Inputs/zeta_polygamma.in4.npy \
// RUN:   --expected_output=@%S/Inputs/zeta_polygamma.out0.npy \
// RUN:   --expected_output=@%S/Inputs/zeta_polygamma.out1.npy \
// RUN:   --expected_output=@%S/Inputs/zeta_polygamma.out2.npy \
// RUN:   --expected_output=@%S/Inputs/zeta_polygamma.out3.npy \
// RUN:   --expected_output=@%S/Inputs/zeta_polygamma.out4.npy \
// RUN:   --expected_output=@%S/Inputs/zeta_polygamma.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
