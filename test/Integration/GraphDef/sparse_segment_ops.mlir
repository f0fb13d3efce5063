// The GraphDef of ../TensorFlow/sparse_segment_ops.mlir (gen_tf_goldens.py
// writes it as Inputs/sparse_segment_ops.pbtxt), imported by tagrad-translate
// instead of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/sparse_segment_ops.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/sparse_segment_ops.pbtxt \
// RUN:   -tf-input-arrays=x,idx,vals -tf-input-data-types=DT_FLOAT,DT_INT64,DT_INT64 \
// RUN:   -tf-input-shapes=7,3:6,2:6 -tf-output-arrays=loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_segment_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_segment_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_segment_ops.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_segment_ops.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_segment_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_segment_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_segment_ops.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
