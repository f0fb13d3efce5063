// TensorFlow 2: tf.TensorArray unstack, gather, concat, and a dynamic-size array of varying element shapes (infer_shape=False).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/tensor_array_ops.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/tensor_array_ops.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=5,2,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2,Identity_3 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/tensor_array_ops.in0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/tensor_array_ops.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/tensor_array_ops.in0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_ops.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
