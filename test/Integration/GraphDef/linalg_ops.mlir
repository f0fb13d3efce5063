// The GraphDef of ../TensorFlow/linalg_ops.mlir (gen_tf_goldens.py writes
// it as Inputs/linalg_ops.pbtxt), imported by tagrad-translate instead of
// TensorFlow: the same golden data and tolerance as
// ../TensorFlow/linalg_ops.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/linalg_ops.pbtxt \
// RUN:   -tf-input-arrays=a,b,x,y -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,4,4:2,4,3:6,2:6,1 \
// RUN:   -tf-output-arrays=ch,inv,sol,sola,det,sign,logabs,tri,tria,loss,da,db,nll \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/linalg_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/linalg_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/linalg_ops.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/linalg_ops.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/linalg_ops.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/linalg_ops.out13.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-14: matches
// CHECK-NOT: MISMATCH
