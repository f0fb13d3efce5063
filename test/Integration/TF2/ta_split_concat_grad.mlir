// TensorFlow 2: a tf.TensorArray split into rows of different lengths, rewritten in a loop and concatenated, with GradientTape (the gradient stitches a reshape target from the shape of a tensor of unknown rank).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/ta_split_concat_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/ta_split_concat_grad.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=6,2 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/ta_split_concat_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_split_concat_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_split_concat_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/ta_split_concat_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/ta_split_concat_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_split_concat_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_split_concat_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
