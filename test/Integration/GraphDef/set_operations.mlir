// The GraphDef of ../TensorFlow/set_operations.mlir (TensorFlow 2.21, TF1
// graph; gen_tf_goldens.py writes it as Inputs/set_operations.pbtxt),
// imported by tagrad-translate with the batch of x, labels and weights
// left unknown (-1), as the graph declares it. The same golden data and
// tolerance as ../TensorFlow/set_operations.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/set_operations.pbtxt \
// RUN:   -tf-input-arrays=a,b,x,labels,weights \
// RUN:   -tf-input-data-types=DT_INT32,DT_INT32,DT_FLOAT,DT_INT32,DT_FLOAT \
// RUN:   -tf-input-shapes=2,2,4:2,2,4:-1,3:-1:-1 \
// RUN:   -tf-output-arrays=ab_indices,ab_values,ab_shape,ba_indices,ba_values,ba_shape,both_indices,both_values,both_shape,any_indices,any_values,any_shape,dense,loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/set_operations.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/set_operations.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/set_operations.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/set_operations.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/set_operations.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/set_operations.out14.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-15: matches
// CHECK-NOT: MISMATCH
