// TensorFlow 2: GradientTape.jacobian and batch_jacobian without pfor (experimental_use_pfor=False) of an AutoGraph loop, beside a second gradient of the persistent tape: the jacobians' while_loops run the gradient loop every trip, each popping the forward loop's accumulators that the trip passes on unchanged.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/jacobian_loop_no_pfor.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/jacobian_loop_no_pfor.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3:3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2,Identity_3 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/jacobian_loop_no_pfor.in0.npy \
// RUN:   --input=@%S/Inputs/jacobian_loop_no_pfor.in1.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out0.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out1.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out2.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/jacobian_loop_no_pfor.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/jacobian_loop_no_pfor.in0.npy \
// RUN:   --input=@%S/Inputs/jacobian_loop_no_pfor.in1.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out0.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out1.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out2.npy \
// RUN:   --expected_output=@%S/Inputs/jacobian_loop_no_pfor.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
