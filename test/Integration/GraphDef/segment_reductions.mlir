// The GraphDef of ../TensorFlow/segment_reductions.mlir (gen_tf_goldens.py
// writes it as Inputs/segment_reductions.pbtxt), imported by tagrad-translate instead
// of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/segment_reductions.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/segment_reductions.pbtxt \
// RUN:   -tf-input-arrays=x,seg,useg -tf-input-data-types=DT_FLOAT,DT_INT32,DT_INT64 \
// RUN:   -tf-input-shapes=7,3:7:7 -tf-output-arrays=loss,dx,p0,p1,p2,p3,p4,p5,p6,p7,p8,p9 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/segment_reductions.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/segment_reductions.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/segment_reductions.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/segment_reductions.out11.npy \
// RUN:   --expected_f32_threshold=1e-5
