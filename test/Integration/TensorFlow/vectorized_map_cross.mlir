// tf.vectorized_map of a per-row matvec over a batch of unknown size and
// tf.linalg.cross (Cross), with their gradients through a GradientDescent
// step. pfor picks the matvec's Transpose permutation from the batch's
// size (a Select between two constant permutations: a Transpose whose
// permutation is known only at run time, checked there), Squeeze drops a
// dimension whose size is known only at run time (checked to be 1), and
// the Transpose's gradient takes InvertPermutation of it. Inputs: x, the
// variable W; results: the mapped rows, the cross products, the loss, W
// after the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 1.9e-07 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 leaves room for that; a transpose by the wrong
// permutation or a cross product's wrong sign moves them by 0.1 or more.
//
// RUN: tagrad-run %S/Inputs/vectorized_map_cross.mlir --function=main \
// RUN:   --input=@%S/Inputs/vectorized_map_cross.in0.npy \
// RUN:   --input=@%S/Inputs/vectorized_map_cross.in1.npy \
// RUN:   --expected_output=@%S/Inputs/vectorized_map_cross.out0.npy \
// RUN:   --expected_output=@%S/Inputs/vectorized_map_cross.out1.npy \
// RUN:   --expected_output=@%S/Inputs/vectorized_map_cross.out2.npy \
// RUN:   --expected_output=@%S/Inputs/vectorized_map_cross.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
