// tf.random.shuffle (random_shuffle in gen_tf_goldens.py): RandomShuffle
// of a matrix's rows under a loss, of a fed vector, of tf.range, of a single
// row (no draw), and three times in a while loop run one iteration at a
// time (the op's generator advances per run). Arguments: x [7,3], v [9]
// int32. Results: the loss, the two shuffled vectors, the loop's sum,
// dL/dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the permutations are exact; the loss (281) and dL/dw (up to
// 135) are float32 sums whose last bits differ with the order of the adds
// (1e-5 of their size): 1e-4. A different permutation changes the loss by
// O(10).
//
// RUN: tagrad-run %S/Inputs/random_shuffle.mlir --function=main \
// RUN:   --input=@%S/Inputs/random_shuffle.in0.npy \
// RUN:   --input=@%S/Inputs/random_shuffle.in1.npy \
// RUN:   --expected_output=@%S/Inputs/random_shuffle.out0.npy \
// RUN:   --expected_output=@%S/Inputs/random_shuffle.out1.npy \
// RUN:   --expected_output=@%S/Inputs/random_shuffle.out2.npy \
// RUN:   --expected_output=@%S/Inputs/random_shuffle.out3.npy \
// RUN:   --expected_output=@%S/Inputs/random_shuffle.out4.npy \
// RUN:   --expected_f32_threshold=1e-4 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
