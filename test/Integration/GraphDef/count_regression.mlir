// The GraphDef of ../TensorFlow/count_regression.mlir (gen_tf_goldens.py writes it as
// Inputs/count_regression.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/count_regression.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/count_regression.pbtxt \
// RUN:   -tf-input-arrays=x,counts,z -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,3:5,2:16 -tf-output-arrays=loss,dw,dshape,o_lgamma,o_digamma \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/count_regression.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/count_regression.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/count_regression.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/count_regression.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/count_regression.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/count_regression.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
