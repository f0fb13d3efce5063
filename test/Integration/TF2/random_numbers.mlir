// TensorFlow 2: random numbers as TensorFlow 2 draws them: tf.random.Generator (RngReadAndSkip on its captured state, Bitcast of the counter and key, StatelessRandomNormalV2/UniformV2/UniformIntV2), tf.random.stateless_* on a fed seed, and a Keras 3 Dropout (SeedGenerator state) in a GradientTape step.
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/random_numbers.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/random_numbers.pbtxt \
// RUN:   -tf-input-arrays=x,seed,dropout_1/ReadVariableOp/resource,stateful_normal/RngReadAndSkip/resource \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_INT32,DT_RESOURCE,DT_RESOURCE \
// RUN:   -tf-input-shapes=4:2:: \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2,Identity_3,Identity_4,Identity_5,Identity_6 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/random_numbers.in0.npy \
// RUN:   --input=@%S/Inputs/random_numbers.in1.npy \
// RUN:   --input=@%S/Inputs/random_numbers.in2.npy \
// RUN:   --input=@%S/Inputs/random_numbers.in3.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out0.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out1.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out2.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out3.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out4.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out5.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out6.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out7.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out8.npy \
// RUN:   --expected_f32_threshold=1e-06
// RUN: tagrad-run %S/Inputs/random_numbers.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/random_numbers.in0.npy \
// RUN:   --input=@%S/Inputs/random_numbers.in1.npy \
// RUN:   --input=@%S/Inputs/random_numbers.in2.npy \
// RUN:   --input=@%S/Inputs/random_numbers.in3.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out0.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out1.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out2.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out3.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out4.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out5.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out6.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out7.npy \
// RUN:   --expected_output=@%S/Inputs/random_numbers.out8.npy \
// RUN:   --expected_f32_threshold=1e-06
