// Embeddings of sparse ids (sparse_embedding in gen_tf_goldens.py):
// tf.nn.safe_embedding_lookup_sparse, as feature columns' embedding_column
// runs it (SparseReshape, SparseFillEmptyRows for rows without ids, Unique,
// a gather and SparseSegmentMean / SqrtN), with empty rows, a negative id
// pruned and entries out of order within a row, under SGD; and
// tf.sparse.fill_empty_rows and tf.sparse.reshape (a -1 inferred) fetched
// themselves. Arguments: idx [7,2] int64, ids [7] int64, shape [2] int64,
// then the variable emb [6,3]. Results: the loss, the mean embeddings, the
// filled and reshaped sparse tensors (as floats), the updated emb.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: indices, values and flags are exact; the embeddings and the
// loss are float32 sums of a few rows: 1e-5.
//
// RUN: tagrad-run %S/Inputs/sparse_embedding.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_embedding.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_embedding.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_embedding.in2.npy \
// RUN:   --input=@%S/Inputs/sparse_embedding.in3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out5.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out6.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_embedding.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
