// TensorFlow 2: tf.while_loop with shape_invariants: a [0,3] tensor grown a row per trip, with GradientTape (the loop's gradient accumulator holds items of every length; the loop's variable types generalize from [0,3] to [?,3] between attempts at converting it).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/while_shape_invariants_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/while_shape_invariants_grad.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=5,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/while_shape_invariants_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/while_shape_invariants_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/while_shape_invariants_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/while_shape_invariants_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/while_shape_invariants_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/while_shape_invariants_grad.in0.npy \
// RUN:   --expected_output=@%S/Inputs/while_shape_invariants_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/while_shape_invariants_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/while_shape_invariants_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-05
