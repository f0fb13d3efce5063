// The GraphDef of ../TensorFlow/random_ops.mlir (gen_tf_goldens.py writes
// it as Inputs/random_ops.pbtxt), imported by tagrad-translate instead of
// TensorFlow: the same golden data and tolerance as
// ../TensorFlow/random_ops.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/random_ops.pbtxt \
// RUN:   -tf-input-arrays=x,seed -tf-input-data-types=DT_FLOAT,DT_INT64 \
// RUN:   -tf-input-shapes=6,5:2 \
// RUN:   -tf-output-arrays=uniform,uniform64,normal,normal64,truncated,truncated64,int32,int64,loop,s_uniform,s_normal,s_truncated,s_int,s_uniform64,v1_uniform,v1_normal,v1_truncated,sampled,s_sampled,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/random_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/random_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/random_ops.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out14.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out15.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out17.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out18.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out19.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_ops.out20.npy \
// RUN:   --expected_f32_threshold=1e-6 | FileCheck %s
//
// CHECK-COUNT-21: matches
// CHECK-NOT: MISMATCH
