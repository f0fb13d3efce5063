// TensorFlow 2: tf.scan and tf.map_fn in TensorFlow 2 (While loops over TensorLists), and their gradient (ZerosLike and AddN of lists).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/scan_map.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/scan_map.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,2,3:3,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/scan_map.in0.npy \
// RUN:   --input=@%S/Inputs/scan_map.in1.npy \
// RUN:   --expected_output=@%S/Inputs/scan_map.out0.npy \
// RUN:   --expected_output=@%S/Inputs/scan_map.out1.npy \
// RUN:   --expected_output=@%S/Inputs/scan_map.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/scan_map.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/scan_map.in0.npy \
// RUN:   --input=@%S/Inputs/scan_map.in1.npy \
// RUN:   --expected_output=@%S/Inputs/scan_map.out0.npy \
// RUN:   --expected_output=@%S/Inputs/scan_map.out1.npy \
// RUN:   --expected_output=@%S/Inputs/scan_map.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
