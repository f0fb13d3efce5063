// TensorFlow 2: tf.map_fn returning a tuple (a max and a sum of each row) under GradientTape: the max is written to the output list and saved for the gradient, one tensor read by two runtime calls.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/map_fn_tuple_max.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/map_fn_tuple_max.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=5,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/map_fn_tuple_max.in0.npy \
// RUN:   --expected_output=@%S/Inputs/map_fn_tuple_max.out0.npy \
// RUN:   --expected_output=@%S/Inputs/map_fn_tuple_max.out1.npy \
// RUN:   --expected_output=@%S/Inputs/map_fn_tuple_max.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/map_fn_tuple_max.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/map_fn_tuple_max.in0.npy \
// RUN:   --expected_output=@%S/Inputs/map_fn_tuple_max.out0.npy \
// RUN:   --expected_output=@%S/Inputs/map_fn_tuple_max.out1.npy \
// RUN:   --expected_output=@%S/Inputs/map_fn_tuple_max.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
