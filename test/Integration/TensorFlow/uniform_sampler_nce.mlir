// Sampled losses whose negative classes come from tf.random.uniform_candidate_sampler
// (uniform_sampler_nce in gen_tf_goldens.py): UniformCandidateSampler
// (Rand64() % range_max per try; expected counts from p = 1 / range_max),
// unique and not, two true classes per row, into tf.nn.nce_loss and
// tf.nn.sampled_softmax_loss (ComputeAccidentalHits) and their gradient.
// Arguments: x [4,5], labels [4,2] (int64). Results: both draws with their
// expected counts, the two losses, dL/dW.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the draws are integers and match exactly; the expected counts
// go through log1p and expm1 (a few ulps between libms), the losses and
// gradient through TensorFlow's float32 sums (TensorFlow's own float32
// results equal its float64 ones here): 1e-5. A different draw changes the
// losses by far more.
//
// RUN: tagrad-run %S/Inputs/uniform_sampler_nce.mlir --function=main \
// RUN:   --input=@%S/Inputs/uniform_sampler_nce.in0.npy \
// RUN:   --input=@%S/Inputs/uniform_sampler_nce.in1.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out0.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out1.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out2.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out3.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out4.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out5.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out6.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out7.npy \
// RUN:   --expected_output=@%S/Inputs/uniform_sampler_nce.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
