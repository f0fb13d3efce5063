// The GraphDef of ../TensorFlow/reversed_slices.mlir (TensorFlow 2.21, TF1
// graph; gen_tf_goldens.py writes it as Inputs/reversed_slices.pbtxt),
// imported by tagrad-translate with the batch left unknown (-1), as the
// graph declares it: the slices of the batch dimension and the gradient's
// shape (Shape(x)) are then resolved at run time. The same golden data and
// tolerance as ../TensorFlow/reversed_slices.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/reversed_slices.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,6,4 \
// RUN:   -tf-output-arrays=s0,s1,s2,s3,s4,s5,s6,s7,loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/reversed_slices.in0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/reversed_slices.out9.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-10: matches
// CHECK-NOT: MISMATCH
