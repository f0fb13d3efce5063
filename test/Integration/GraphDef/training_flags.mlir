// The GraphDef of ../TensorFlow/training_flags.mlir (gen_tf_goldens.py
// writes it as Inputs/training_flags.pbtxt), imported by tagrad-translate
// instead of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/training_flags.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/training_flags.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=4,6 -tf-output-arrays=loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/training_flags.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/training_flags.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/training_flags.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/training_flags.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/training_flags.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/training_flags.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
