// More element-wise ops against TensorFlow (math_zoo2 in gen_tf_goldens.py):
// trigonometric and hyperbolic functions and their inverses, erfc, selu
// and SeluGrad, atan2, xlogy and xdivy (0 where x is 0), truncating
// division and remainder on floats and int32 (negative operands, INT_MIN
// + 1), floor division and modulo on int32, is_nan / is_inf / is_finite on
// NaN and infinities, clip_by_value. Arguments: x, y, z [6] float, i, j [6]
// int32. Results: o_* in the generator's order.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: 1e-5: libm's and Eigen's float32 functions differ by a few
// ulps (TensorFlow's own error against float64 is printed by the
// generator, below 1e-6); integers and booleans match exactly.
//
// RUN: tagrad-run %S/Inputs/math_zoo2.mlir --function=main \
// RUN:   --input=@%S/Inputs/math_zoo2.in0.npy \
// RUN:   --input=@%S/Inputs/math_zoo2.in1.npy \
// RUN:   --input=@%S/Inputs/math_zoo2.in2.npy \
// RUN:   --input=@%S/Inputs/math_zoo2.in3.npy \
// RUN:   --input=@%S/Inputs/math_zoo2.in4.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out0.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out1.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out2.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out3.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out4.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out5.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out6.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out7.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out8.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out9.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out10.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out11.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out12.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out13.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out14.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out15.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out16.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out17.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out18.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out19.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out20.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out21.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out22.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out23.npy \
// RUN:   --expected_output=@%S/Inputs/math_zoo2.out24.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-25: matches
// CHECK-NOT: MISMATCH
