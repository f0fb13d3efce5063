// TensorFlow 2: a while loop with a data-dependent trip count: doubles x until its sum passes a limit given as an input.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/data_dependent_loop.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/data_dependent_loop.pbtxt \
// RUN:   -tf-input-arrays=x,limit \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4: \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/data_dependent_loop.in0.npy \
// RUN:   --input=@%S/Inputs/data_dependent_loop.in1.npy \
// RUN:   --expected_output=@%S/Inputs/data_dependent_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/data_dependent_loop.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/data_dependent_loop.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/data_dependent_loop.in0.npy \
// RUN:   --input=@%S/Inputs/data_dependent_loop.in1.npy \
// RUN:   --expected_output=@%S/Inputs/data_dependent_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/data_dependent_loop.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
