// The GraphDef of ../TensorFlow/derived_index_types.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/derived_index_types.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/derived_index_types.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/derived_index_types.pbtxt \
// RUN:   -tf-input-arrays=logits,labels,len,ids \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT32,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=3,5,4:3,5:3:7 \
// RUN:   -tf-output-arrays=acc,pred,low,uniq,idx,diff,didx,tidx,loss,dlogits \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/derived_index_types.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/derived_index_types.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/derived_index_types.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/derived_index_types.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/derived_index_types.out9.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-10: matches
// CHECK-NOT: MISMATCH
