// The GraphDef of ../TensorFlow/dynamic_batch_shapes.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as
// Inputs/dynamic_batch_shapes.pbtxt), imported by tagrad-translate with
// the batch left unknown (-1), as the graph declares it: the sizes built
// from tf.shape(x) are then known in part (Pack, ConcatV2, Transpose,
// Reshape and slices of them keep the constant ones), the batch's at run
// time. The same golden data
// and tolerance as ../TensorFlow/dynamic_batch_shapes.mlir, where the case
// is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/dynamic_batch_shapes.pbtxt \
// RUN:   -tf-input-arrays=x,ids -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=-1,4,4,2:-1,3 \
// RUN:   -tf-output-arrays=top,order,picked,tiled,middle,mirrored,loss,dx,dkernel,dfilt \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_batch_shapes.out9.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-10: matches
// CHECK-NOT: MISMATCH
