// The GraphDef of ../TensorFlow/zeta_polygamma.mlir (gen_tf_goldens.py writes it as
// Inputs/zeta_polygamma.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/zeta_polygamma.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/zeta_polygamma.pbtxt \
// RUN:   -tf-input-arrays=x,q,n,v -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=6:6:6:6 -tf-output-arrays=loss,dw,o_zeta,o_zeta_poles,o_polygamma \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/zeta_polygamma.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/zeta_polygamma.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/zeta_polygamma.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/zeta_polygamma.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/zeta_polygamma.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/zeta_polygamma.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/zeta_polygamma.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/zeta_polygamma.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/zeta_polygamma.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/zeta_polygamma.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/zeta_polygamma.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
