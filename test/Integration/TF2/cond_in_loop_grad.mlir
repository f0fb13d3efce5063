// TensorFlow 2: a tf.cond inside an AutoGraph loop under GradientTape (cond_v2 keeps the branches' intermediates as optionals, saved per step in lists).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/cond_in_loop_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/cond_in_loop_grad.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=6,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/cond_in_loop_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/cond_in_loop_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/cond_in_loop_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond_in_loop_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
