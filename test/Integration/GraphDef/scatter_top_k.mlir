// The GraphDef of ../TensorFlow/scatter_top_k.mlir (gen_tf_goldens.py
// writes it as Inputs/scatter_top_k.pbtxt), imported by tagrad-translate instead
// of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/scatter_top_k.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/scatter_top_k.pbtxt \
// RUN:   -tf-input-arrays=x,lab -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=4,6:4 -tf-output-arrays=loss,dx,i,tie_idx,ties,hit \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/scatter_top_k.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/scatter_top_k.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scatter_top_k.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scatter_top_k.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scatter_top_k.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scatter_top_k.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scatter_top_k.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/scatter_top_k.out5.npy \
// RUN:   --expected_f32_threshold=1e-5
