// TensorFlow 2: nested AutoGraph loops: an inner while loop whose trip count is the outer loop's counter.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/nested_loops.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/nested_loops.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3:3,3 \
// RUN:   -tf-output-arrays=Identity \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/nested_loops.in0.npy \
// RUN:   --input=@%S/Inputs/nested_loops.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loops.out0.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/nested_loops.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_loops.in0.npy \
// RUN:   --input=@%S/Inputs/nested_loops.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loops.out0.npy \
// RUN:   --expected_f32_threshold=1e-05
