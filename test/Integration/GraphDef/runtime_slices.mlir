// The GraphDef of ../TensorFlow/runtime_slices.mlir (TensorFlow 2.21, TF1 graph;
// gen_tf_goldens.py writes it as Inputs/runtime_slices.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/runtime_slices.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/runtime_slices.pbtxt \
// RUN:   -tf-input-arrays=x,t,u,a,b \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT32,DT_INT32,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=5,4:::: \
// RUN:   -tf-output-arrays=s1,s2,s3,s4,loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/runtime_slices.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/runtime_slices.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/runtime_slices.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/runtime_slices.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/runtime_slices.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/runtime_slices.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/runtime_slices.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/runtime_slices.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/runtime_slices.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/runtime_slices.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/runtime_slices.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
