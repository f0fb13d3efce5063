// TensorFlow 2: a tf.Module training step capturing tf.Variables (DT_RESOURCE placeholders): two trained by assign_sub / assign_add, one only read.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/module_variables.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/module_variables.pbtxt \
// RUN:   -tf-input-arrays=x,y,MatMul/ReadVariableOp/resource,add/ReadVariableOp/resource,MatMul_1/ReadVariableOp/resource \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_RESOURCE,DT_RESOURCE,DT_RESOURCE \
// RUN:   -tf-input-shapes=5,3:5,1::: \
// RUN:   -tf-output-arrays=Identity \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/module_variables.in0.npy \
// RUN:   --input=@%S/Inputs/module_variables.in1.npy \
// RUN:   --input=@%S/Inputs/module_variables.in2.npy \
// RUN:   --input=@%S/Inputs/module_variables.in3.npy \
// RUN:   --input=@%S/Inputs/module_variables.in4.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables.out0.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables.out1.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/module_variables.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/module_variables.in0.npy \
// RUN:   --input=@%S/Inputs/module_variables.in1.npy \
// RUN:   --input=@%S/Inputs/module_variables.in2.npy \
// RUN:   --input=@%S/Inputs/module_variables.in3.npy \
// RUN:   --input=@%S/Inputs/module_variables.in4.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables.out0.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables.out1.npy \
// RUN:   --expected_output=@%S/Inputs/module_variables.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
