// TensorFlow 2: tf.switch_case under GradientTape (Case with three branches, an index outside [0, N) taking the last, and cond_v2's optionals with OptionalNone in branches that do not compute a saved value).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/switch_case_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/switch_case_grad.pbtxt \
// RUN:   -tf-input-arrays=x,i \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=4: \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/switch_case_grad.in0.npy \
// RUN:   --input=@%S/Inputs/switch_case_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/switch_case_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/switch_case_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/switch_case_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/switch_case_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/switch_case_grad.in0.npy \
// RUN:   --input=@%S/Inputs/switch_case_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/switch_case_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/switch_case_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/switch_case_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
