// The GraphDef of ../TensorFlow/candidate_sampling.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/candidate_sampling.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/candidate_sampling.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/candidate_sampling.pbtxt \
// RUN:   -tf-input-arrays=x,labels,pairs \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT64,DT_INT64 \
// RUN:   -tf-input-shapes=4,6:4,1:4,2 \
// RUN:   -tf-output-arrays=u_ids,u_true,u_sampled,r_ids,r_true,r_sampled,hit_rows,hit_ids,hit_weights,looped,dense,nce,ssm,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/candidate_sampling.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/candidate_sampling.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/candidate_sampling.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/candidate_sampling.out13.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-14: matches
// CHECK-NOT: MISMATCH
