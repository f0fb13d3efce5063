// Sparse features: tf.nn.embedding_lookup_sparse with the mean, sqrtn and
// sum combiners (SparseSegmentMean/SqrtN/Sum of the looked-up rows, and
// SparseSegment*Grad back to them), and tf.sparse.segment_mean /
// segment_sqrt_n / segment_sum with num_segments
// (SparseSegment*WithNumSegments: an empty last segment, a repeated row),
// with the gradient of x and a GradientDescent step on the embedding.
// Inputs: x, idx, vals, emb; results: the loss, dx, the embedding after
// the step.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's float32 results differ from the same graph run in
// float64 by at most 5.7e-07 in tagrad-run's measure; TaGrad's may be as far
// on the other side. 1e-5 is 9 times that sum; a wrong count (mean, sqrt n)
// or a lost row moves dx by 1e-2 or more.
//
// RUN: tagrad-run %S/Inputs/sparse_segment_ops.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_segment_ops.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_segment_ops.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_segment_ops.in2.npy \
// RUN:   --input=@%S/Inputs/sparse_segment_ops.in3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_segment_ops.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_segment_ops.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_segment_ops.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
