// TensorFlow 2: a tf.Module step whose captured variables are read in a While loop (and its gradient) and written in the branches of a tf.cond, beside an int32 step counter.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/module_variables_cond_loop.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/module_variables_cond_loop.pbtxt \
// RUN:   -tf-input-arrays=x,while/input_5,AssignAddVariableOp/resource \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_RESOURCE,DT_RESOURCE \
// RUN:   -tf-input-shapes=2,3:: \
// RUN:   -tf-output-arrays=Identity \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/module_variables_cond_loop.in0.npy \
// RUN:   --input=@%S/Inputs/module_variables_cond_loop.in1.npy \
// RUN:   --input=@%S/Inputs/module_variables_cond_loop.in2.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables_cond_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables_cond_loop.out1.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables_cond_loop.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/module_variables_cond_loop.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/module_variables_cond_loop.in0.npy \
// RUN:   --input=@%S/Inputs/module_variables_cond_loop.in1.npy \
// RUN:   --input=@%S/Inputs/module_variables_cond_loop.in2.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables_cond_loop.out0.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables_cond_loop.out1.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables_cond_loop.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
