// TensorFlow 2: a while loop with a data-dependent trip count writing a growing tf.TensorArray (dynamic_size).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/tensor_array_dynamic.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/tensor_array_dynamic.pbtxt \
// RUN:   -tf-input-arrays=x,limit \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3: \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/tensor_array_dynamic.in0.npy \
// RUN:   --input=@%S/Inputs/tensor_array_dynamic.in1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_dynamic.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_dynamic.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/tensor_array_dynamic.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/tensor_array_dynamic.in0.npy \
// RUN:   --input=@%S/Inputs/tensor_array_dynamic.in1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_dynamic.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_dynamic.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
