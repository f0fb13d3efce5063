// tf.bitwise (BitwiseAnd, BitwiseOr and BitwiseXor with broadcasting, Invert,
// LeftShift, RightShift) and PopulationCount (bitwise_ops in
// gen_tf_goldens.py) on every integer type TensorFlow's bitwise ops take:
// int8, int16, int32, int64 and uint8 to uint64, cast from the fed int32
// (int64) values. Shift amounts -100, -1, 0, 1, 3, 7, 8, 15, 16, 31, 32, 63,
// 64, 200 cast to each type (200 is -56 as int8): TensorFlow clamps them
// into [0, bits - 1] (signed types: a negative amount is 0), shifts left as
// unsigned and right arithmetically on signed types, logically on unsigned
// ones; popcounts of negative values count the two's complement bits.
// Arguments: x [14] int32, x64 [14] int64, shifts [14] int32. Results: per
// type, the seven results stacked ([7, 14]), unsigned ones bitcast to the
// signed type of their width, 8- and 16-bit ones widened to int32.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, CPU, one thread).
// Tolerance: none; integer results match exactly.
//
// RUN: tagrad-run %S/Inputs/bitwise_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/bitwise_ops.in0.npy \
// RUN:   --input=@%S/Inputs/bitwise_ops.in1.npy \
// RUN:   --input=@%S/Inputs/bitwise_ops.in2.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out3.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out4.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out5.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out6.npy \
// RUN:   --expected_output=@%S/Inputs/bitwise_ops.out7.npy \
// RUN:   | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
