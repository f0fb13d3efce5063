// What a TF1 model carries besides its math: a dropout and a noise layer
// behind a training flag (tf.compat.v1.placeholder_with_default(False): the
// conditionals' taken branches hold no random op, the others RandomUniform
// and RandomStandardNormal, which do not run), a batch norm of
// tf.nn.moments, tf.debugging.check_numerics on the activations and the
// gradients (CheckNumerics), a tf.print (StringFormat, PrintV2) the loss
// depends on by a control edge, and a GradientDescent step. Inputs: x, then
// the variables by name; results: the loss, then the variables after the
// step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 9.2e-08 in tagrad-run's measure; 1e-5 leaves room for
// TaGrad's own float32 rounding; a lost step, a taken noise branch or a
// wrong moment moves the loss or a variable by 1e-2 or more.
//
// RUN: tagrad-run %S/Inputs/training_flags.mlir --function=main \
// RUN:   --input=@%S/Inputs/training_flags.in0.npy \
// RUN:   --input=@%S/Inputs/training_flags.in1.npy \
// RUN:   --input=@%S/Inputs/training_flags.in2.npy \
// RUN:   --expected_output=@%S/Inputs/training_flags.out0.npy \
// RUN:   --expected_output=@%S/Inputs/training_flags.out1.npy \
// RUN:   --expected_output=@%S/Inputs/training_flags.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
