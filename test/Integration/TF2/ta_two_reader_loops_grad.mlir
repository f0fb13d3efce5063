// TensorFlow 2: one tf.TensorArray written in a loop and read in two later loops (the even items in one, the middle ones in the other), with GradientTape: the gradient adds the two loops' gradient TensorLists whole (a variant AddN, TensorListBinaryAdd: item by item, an item set in one list only kept as it is).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/ta_two_reader_loops_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/ta_two_reader_loops_grad.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=6,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/ta_two_reader_loops_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_two_reader_loops_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_two_reader_loops_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/ta_two_reader_loops_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/ta_two_reader_loops_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_two_reader_loops_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/ta_two_reader_loops_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-05
