// The GraphDef of ../TensorFlow/broadcast_band.mlir (TensorFlow 2.21, TF1 graph;
// gen_tf_goldens.py writes it as Inputs/broadcast_band.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/broadcast_band.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/broadcast_band.pbtxt \
// RUN:   -tf-input-arrays=x,m,shape,lo,hi \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_INT32,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=1,3:2,4,4:3:: \
// RUN:   -tf-output-arrays=o_b1,o_b2,o_causal,o_band,o_loss,o_dx,o_dm \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/broadcast_band.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/broadcast_band.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/broadcast_band.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/broadcast_band.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/broadcast_band.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/broadcast_band.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
