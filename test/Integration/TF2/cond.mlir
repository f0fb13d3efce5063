// TensorFlow 2: tf.cond on a data-dependent predicate (a StatelessIf with then/else branch functions), twice with opposite predicates.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/cond.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/cond.pbtxt \
// RUN:   -tf-input-arrays=x,y \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4:4 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/cond.in0.npy \
// RUN:   --input=@%S/Inputs/cond.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cond.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/cond.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/cond.in0.npy \
// RUN:   --input=@%S/Inputs/cond.in1.npy \
// RUN:   --expected_output=@%S/Inputs/cond.out0.npy \
// RUN:   --expected_output=@%S/Inputs/cond.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
