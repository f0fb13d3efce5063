// The GraphDef of ../TensorFlow/nested_map_rnn.mlir (gen_tf_goldens.py
// writes it as Inputs/nested_map_rnn.pbtxt), imported by tagrad-translate
// instead of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/nested_map_rnn.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/nested_map_rnn.pbtxt \
// RUN:   -tf-input-arrays=xs,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3,5,2:2,2 \
// RUN:   -tf-output-arrays=ys,loss,dxs,dw,du \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/nested_map_rnn.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/nested_map_rnn.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/nested_map_rnn.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_map_rnn.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_map_rnn.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_map_rnn.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_map_rnn.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/nested_map_rnn.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
