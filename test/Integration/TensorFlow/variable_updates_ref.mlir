// The variable updates optimizer_zoo_ref does not reach. On TF1 references:
// ScatterMul/Div/Min/Max/Update and ScatterNdAdd/Sub/Update (with a
// repeated index: TensorFlow's CPU kernels apply them in order), and the
// update ops of AdagradV2 and AdaMax, dense and sparse, as tf.raw_ops emits
// them. On resource variables: ResourceScatterNdAdd/Sub/Update and
// AdagradDA's dense and sparse updates with an int64 global step. Inputs:
// x, ids, nd, upd, vals, then the variables by name; results: a loss read
// before the updates, then every variable after the step, by name.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.5e-07 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 leaves room for the float32 rounding of each
// update's terms in another order; a wrong combiner, a lost repeated index
// or a dropped term moves a variable by 1e-2 or more.
//
// RUN: tagrad-run %S/Inputs/variable_updates_ref.mlir --function=main \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in0.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in1.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in2.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in3.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in4.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in5.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in6.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in7.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in8.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in9.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in10.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in11.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in12.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in13.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in14.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in15.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in16.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in17.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in18.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in19.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in20.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in21.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in22.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in23.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in24.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in25.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in26.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in27.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in28.npy \
// RUN:   --input=@%S/Inputs/variable_updates_ref.in29.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out0.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out1.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out2.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out3.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out4.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out5.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out6.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out7.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out8.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out9.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out10.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out11.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out12.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out13.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out14.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out15.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out16.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out17.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out18.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out19.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out20.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out21.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out22.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out23.npy \
// RUN:   --expected_output=@%S/Inputs/variable_updates_ref.out24.npy \
// RUN:   --expected_f32_threshold=1e-5
