// Random numbers in a seeded TF1 program (random_ops in gen_tf_goldens.py):
// a dropout in front of a GradientDescent step; RandomUniform (with minval
// and maxval), RandomStandardNormal and TruncatedNormal in float32 and
// float64, RandomUniformInt in int32 and int64; a while_loop drawing once per
// trip, so that each trip's numbers come from the op's advanced generator;
// tf.random.stateless_* on a fed seed (StatelessRandomGetKeyCounter and the
// V2 ops, an int32 draw), the V1 stateless ops and stateless_dropout;
// tf.random.categorical (Multinomial) and stateless_categorical. Arguments:
// x [6,5], seed (int64 [2]), W [5,4]. Results: the 19 draws, the loss, then
// W after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, CPU, one thread).
// Tolerance: uniform and integer draws are TensorFlow's bit for bit; so are
// the normals here, whose Box-Muller goes through log, sin and cos, where
// another libm may differ by an ulp: 1e-6 allows that, and one wrong word
// of a stream moves a draw by 1e-3 or more.
//
// RUN: tagrad-run %S/Inputs/random_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/random_ops.in0.npy \
// RUN:   --input=@%S/Inputs/random_ops.in1.npy \
// RUN:   --input=@%S/Inputs/random_ops.in2.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out4.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out5.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out6.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out7.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out8.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out9.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out10.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out11.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out12.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out13.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out14.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out15.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out16.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out17.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out18.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out19.npy \
// RUN:   --expected_output=@%S/Inputs/random_ops.out20.npy \
// RUN:   --expected_f32_threshold=1e-6 | FileCheck %s
//
// CHECK-COUNT-21: matches
// CHECK-NOT: MISMATCH
