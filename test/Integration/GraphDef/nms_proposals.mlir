// The GraphDef of ../TensorFlow/nms_proposals.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/nms_proposals.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/nms_proposals.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/nms_proposals.pbtxt \
// RUN:   -tf-input-arrays=image,boxes,fixed \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=1,8,8,2:6,4:6 \
// RUN:   -tf-output-arrays=kept,kept5,kept4,kept_scores,valid,raw4,raw_valid,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/nms_proposals.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/nms_proposals.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/nms_proposals.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/nms_proposals.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nms_proposals.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
