// The inverse normal CDF and the inverse error function (tf.math.ndtri,
// tf.math.erfinv: Ndtri, Erfinv) of values spread over (0.01, 0.99) and
// (-0.98, 0.98), and their gradients (TensorFlow's: the exponential of the
// squared result, scaled) through a GradientDescent step. Inputs: x, then
// the variable W; results: ndtri's values, erfinv's, the loss, then W after
// the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 2.3e-07 in tagrad-run's measure (its f32 ndtri is a
// rational approximation good to a few ulps); TaGrad's ndtri runs in f64
// and rounds once. 2e-6 leaves room for both and for the sigmoid's rounding
// amplified by ndtri's slope near 0.01; a wrong branch or tail moves a
// value by 1e-3 or more.
//
// RUN: tagrad-run %S/Inputs/erfinv_ndtri.mlir --function=main \
// RUN:   --input=@%S/Inputs/erfinv_ndtri.in0.npy \
// RUN:   --input=@%S/Inputs/erfinv_ndtri.in1.npy \
// RUN:   --expected_output=@%S/Inputs/erfinv_ndtri.out0.npy \
// RUN:   --expected_output=@%S/Inputs/erfinv_ndtri.out1.npy \
// RUN:   --expected_output=@%S/Inputs/erfinv_ndtri.out2.npy \
// RUN:   --expected_output=@%S/Inputs/erfinv_ndtri.out3.npy \
// RUN:   --expected_f32_threshold=2e-6 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
