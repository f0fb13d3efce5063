// The GraphDef of ../TensorFlow/ctc_loss_grads.mlir (gen_tf_goldens.py writes it as
// Inputs/ctc_loss_grads.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/ctc_loss_grads.mlir, where
// the case is described. The time steps, the batch and the label entries
// are left unknown at import (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/ctc_loss_grads.pbtxt \
// RUN:   -tf-input-arrays=x,idx,vals,steps -tf-input-data-types=DT_FLOAT,DT_INT64,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=-1,-1,6:-1,2:-1:-1 -tf-output-arrays=loss,losses,dw,dbias,dz,o_collapse_loss,o_collapse_grad,o_nomerge_loss,o_nomerge_grad,o_ignore_loss,o_ignore_grad,o_impossible_grad \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/ctc_loss_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ctc_loss_grads.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ctc_loss_grads.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ctc_loss_grads.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ctc_loss_grads.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ctc_loss_grads.in5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ctc_loss_grads.out13.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-14: matches
// CHECK-NOT: MISMATCH
