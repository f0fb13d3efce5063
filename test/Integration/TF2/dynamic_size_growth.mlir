// TensorFlow 2: a dynamic_size tf.TensorArray grown in a while loop whose trip count the data decide, stacked and sized, with GradientTape (growable storage: pushes past the first capacity).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/dynamic_size_growth.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/dynamic_size_growth.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,4:4,4 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/dynamic_size_growth.in0.npy \
// RUN:   --input=@%S/Inputs/dynamic_size_growth.in1.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_growth.out0.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_growth.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/dynamic_size_growth.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/dynamic_size_growth.in0.npy \
// RUN:   --input=@%S/Inputs/dynamic_size_growth.in1.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_growth.out0.npy \
// RUN:   --expected_output=@%S/Inputs/dynamic_size_growth.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
