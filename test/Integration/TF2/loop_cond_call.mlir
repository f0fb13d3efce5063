// TensorFlow 2: a loop whose body holds a tf.cond and calls a tf.function.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/loop_cond_call.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/loop_cond_call.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,4:4,4 \
// RUN:   -tf-output-arrays=Identity \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/loop_cond_call.in0.npy \
// RUN:   --input=@%S/Inputs/loop_cond_call.in1.npy \
// RUN:   --expected_output=@%S/Inputs/loop_cond_call.out0.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/loop_cond_call.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/loop_cond_call.in0.npy \
// RUN:   --input=@%S/Inputs/loop_cond_call.in1.npy \
// RUN:   --expected_output=@%S/Inputs/loop_cond_call.out0.npy \
// RUN:   --expected_f32_threshold=1e-05
