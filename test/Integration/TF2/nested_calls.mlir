// TensorFlow 2: nested tf.function calls (StatefulPartitionedCall/PartitionedCall whose functions call functions).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/nested_calls.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/nested_calls.pbtxt \
// RUN:   -tf-input-arrays=x,y \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3,2:3,2 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/nested_calls.in0.npy \
// RUN:   --input=@%S/Inputs/nested_calls.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_calls.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_calls.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/nested_calls.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_calls.in0.npy \
// RUN:   --input=@%S/Inputs/nested_calls.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_calls.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_calls.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
