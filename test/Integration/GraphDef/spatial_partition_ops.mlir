// The GraphDef of ../TensorFlow/spatial_partition_ops.mlir (gen_tf_goldens.py
// writes it as Inputs/spatial_partition_ops.pbtxt), imported by tagrad-translate instead
// of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/spatial_partition_ops.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/spatial_partition_ops.pbtxt \
// RUN:   -tf-input-arrays=x,ids,idx -tf-input-data-types=DT_FLOAT,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=2,9,9,3:2,3:2,2 -tf-output-arrays=loss,dx,a,m,e1,g,srt \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/spatial_partition_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/spatial_partition_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/spatial_partition_ops.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/spatial_partition_ops.out6.npy \
// RUN:   --expected_f32_threshold=1e-5
