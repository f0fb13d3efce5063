// TensorFlow 2: an AutoGraph for-loop over tf.range (a StatelessWhile whose body and cond are library functions).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/while_loop.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/while_loop.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3:3,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/while_loop.in0.npy \
// RUN:   --input=@%S/Inputs/while_loop.in1.npy \
// RUN:   --expected_output=@%S/Inputs/while_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/while_loop.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/while_loop.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/while_loop.in0.npy \
// RUN:   --input=@%S/Inputs/while_loop.in1.npy \
// RUN:   --expected_output=@%S/Inputs/while_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/while_loop.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
