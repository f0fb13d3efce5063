// The GraphDef of ../TensorFlow/uniform_sampler_nce.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/uniform_sampler_nce.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/uniform_sampler_nce.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/uniform_sampler_nce.pbtxt \
// RUN:   -tf-input-arrays=x,labels \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT64 \
// RUN:   -tf-input-shapes=4,5:4,2 \
// RUN:   -tf-output-arrays=u_ids,u_true,u_sampled,r_ids,r_true,r_sampled,nce,ssm,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/uniform_sampler_nce.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/uniform_sampler_nce.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/uniform_sampler_nce.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
