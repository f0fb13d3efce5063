// The GraphDef of ../TensorFlow/ta_unknown_shape_sum_grads.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/ta_unknown_shape_sum_grads.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/ta_unknown_shape_sum_grads.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.pbtxt \
// RUN:   -tf-input-arrays=x,y,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3,2,4:7,3:3 \
// RUN:   -tf-output-arrays=loss,dx,dy,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/ta_unknown_shape_sum_grads.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
