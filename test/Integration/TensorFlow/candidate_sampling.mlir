// Sampled losses (candidate_sampling in gen_tf_goldens.py): tf.nn.nce_loss
// and tf.nn.sampled_softmax_loss with their gradient, the log-uniform
// candidate sampler alone (unique and not), ComputeAccidentalHits, the
// sampler run three times in a while loop (its generator advances per
// run) and tf.sparse.to_dense. Arguments: x [4,6], labels [4,1], pairs
// [4,2] (int64). Results: the draws and expected counts, the hits, the
// dense tensor, the two losses, dL/dw.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the draws are integers and match exactly; the expected counts
// go through log, log1p and expm1 (a few ulps between libms), the losses
// and gradient through TensorFlow's float32 sums: 1e-5. A different draw
// changes the losses by O(1).
//
// RUN: tagrad-run %S/Inputs/candidate_sampling.mlir --function=main \
// RUN:   --input=@%S/Inputs/candidate_sampling.in0.npy \
// RUN:   --input=@%S/Inputs/candidate_sampling.in1.npy \
// RUN:   --input=@%S/Inputs/candidate_sampling.in2.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out0.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out1.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out2.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out3.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out4.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out5.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out6.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out7.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out8.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out9.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out10.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out11.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out12.npy \
// RUN:   --expected_output=@%S/Inputs/candidate_sampling.out13.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-14: matches
// CHECK-NOT: MISMATCH
