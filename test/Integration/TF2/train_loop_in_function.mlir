// TensorFlow 2: a training loop inside one tf.function: each trip a GradientTape over an RNN whose outputs a TensorArray collects, then SGD on two tf.Module variables, the losses in a TensorArray (converting the outer loop takes more than one attempt; the lists an abandoned attempt made go with it).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/train_loop_in_function.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/train_loop_in_function.pbtxt \
// RUN:   -tf-input-arrays=x,while/input_5,while/input_6 \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_RESOURCE,DT_RESOURCE \
// RUN:   -tf-input-shapes=5,3:: \
// RUN:   -tf-output-arrays=Identity \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/train_loop_in_function.in0.npy \
// RUN:   --input=@%S/Inputs/train_loop_in_function.in1.npy \
// RUN:   --input=@%S/Inputs/train_loop_in_function.in2.npy \
// RUN:   --expected_output=@%S/Inputs/train_loop_in_function.out0.npy \
// RUN:   --expected_output=@%S/Inputs/train_loop_in_function.out1.npy \
// RUN:   --expected_output=@%S/Inputs/train_loop_in_function.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/train_loop_in_function.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/train_loop_in_function.in0.npy \
// RUN:   --input=@%S/Inputs/train_loop_in_function.in1.npy \
// RUN:   --input=@%S/Inputs/train_loop_in_function.in2.npy \
// RUN:   --expected_output=@%S/Inputs/train_loop_in_function.out0.npy \
// RUN:   --expected_output=@%S/Inputs/train_loop_in_function.out1.npy \
// RUN:   --expected_output=@%S/Inputs/train_loop_in_function.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
