// The GraphDef of ../TensorFlow/bincount_ops.mlir (gen_tf_goldens.py writes it
// as Inputs/bincount_ops.pbtxt), imported by tagrad-translate instead of
// TensorFlow: the same golden data and tolerance as
// ../TensorFlow/bincount_ops.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/bincount_ops.pbtxt \
// RUN:   -tf-input-arrays=x,ids,rows -tf-input-data-types=DT_FLOAT,DT_INT32,DT_INT32 \
// RUN:   -tf-input-shapes=6:6:2,4 -tf-output-arrays=loss,counts,weighted,binary \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/bincount_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bincount_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bincount_ops.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bincount_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bincount_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bincount_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bincount_ops.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
