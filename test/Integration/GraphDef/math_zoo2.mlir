// The GraphDef of ../TensorFlow/math_zoo2.mlir (TensorFlow 2.21, TF1 graph;
// gen_tf_goldens.py writes it as Inputs/math_zoo2.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/math_zoo2.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/math_zoo2.pbtxt \
// RUN:   -tf-input-arrays=x,y,z,i,j \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=6:6:6:6:6 \
// RUN:   -tf-output-arrays=o_tan,o_atan,o_asin,o_acos,o_sinh,o_cosh,o_asinh,o_acosh,o_atanh,o_erfc,o_selu,o_dselu,o_atan2,o_xlogy,o_xdivy,o_truncdiv,o_truncmod,o_itruncdiv,o_itruncmod,o_ifloordiv,o_ifloormod,o_isnan,o_isinf,o_isfinite,o_clip \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/math_zoo2.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/math_zoo2.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/math_zoo2.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/math_zoo2.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/math_zoo2.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out14.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out15.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out17.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out18.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out19.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out20.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out21.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out22.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out23.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/math_zoo2.out24.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-25: matches
// CHECK-NOT: MISMATCH
