// tf.compat.v1.layers.dense and the tf.compat.v1.losses reductions (mean
// squared error with weights that include zeros, absolute difference,
// Huber; SUM_BY_NONZERO_WEIGHTS divides with DivNoNan) with one Adam step
// (keras_losses in gen_tf_goldens.py). Arguments: x [5,6], y [5,3],
// w [5,1], then every variable by shared_name. Results: the loss, then
// every variable after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 8.0e-08 in tagrad-run's measure; 1e-5 leaves
// room for TaGrad's own rounding, and a wrong reduction or Adam term moves
// the results by far more.
//
// RUN: tagrad-run %S/Inputs/keras_losses.mlir --function=main \
// RUN:   --input=@%S/Inputs/keras_losses.in0.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in1.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in2.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in3.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in4.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in5.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in6.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in7.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in8.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in9.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in10.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in11.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in12.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in13.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in14.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in15.npy \
// RUN:   --input=@%S/Inputs/keras_losses.in16.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out0.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out1.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out2.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out3.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out4.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out5.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out6.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out7.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out8.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out9.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out10.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out11.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out12.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out13.npy \
// RUN:   --expected_output=@%S/Inputs/keras_losses.out14.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-15: matches
// CHECK-NOT: MISMATCH
