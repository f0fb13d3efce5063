// The GraphDef of ../TensorFlow/nested_loops.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/nested_loops.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/nested_loops.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/nested_loops.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4,3:3 \
// RUN:   -tf-output-arrays=loss,dx,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/nested_loops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/nested_loops.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_loops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_loops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_loops.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
