// The GraphDef of ../TensorFlow/qr_grads.mlir (gen_tf_goldens.py writes it as
// Inputs/qr_grads.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/qr_grads.mlir, where
// the case is described. The batch is unknown here (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/qr_grads.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4,3 -tf-output-arrays=q,r,q_full,wide_r,loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/qr_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/qr_grads.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/qr_grads.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
