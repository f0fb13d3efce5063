// The GraphDef of ../TensorFlow/cumulative_logsumexp.mlir (gen_tf_goldens.py
// writes it as Inputs/cumulative_logsumexp.pbtxt), imported by tagrad-translate instead
// of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/cumulative_logsumexp.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/cumulative_logsumexp.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=3,5 -tf-output-arrays=loss,dx,a,b,e \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/cumulative_logsumexp.in0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cumulative_logsumexp.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cumulative_logsumexp.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cumulative_logsumexp.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cumulative_logsumexp.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cumulative_logsumexp.out4.npy \
// RUN:   --expected_f32_threshold=1e-5
