// TensorFlow 2: nested AutoGraph loops under GradientTape, the inner one writing a tf.TensorArray the outer body makes with as many items as the outer counter (the gradient's inner loop pops accumulators it took from lists of lists).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/nested_loop_ta_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/nested_loop_ta_grad.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=3:3 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/nested_loop_ta_grad.in0.npy \
// RUN:   --input=@%S/Inputs/nested_loop_ta_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loop_ta_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loop_ta_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/nested_loop_ta_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/nested_loop_ta_grad.in0.npy \
// RUN:   --input=@%S/Inputs/nested_loop_ta_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loop_ta_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/nested_loop_ta_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
