// The index types TensorFlow derives from result types, which its MLIR
// importer drops from the ops (derived_index_types in gen_tf_goldens.py):
// a masked sequence accuracy (ArgMax with output_type int32, compared with
// int32 labels), ArgMin (int64), tf.unique and setdiff1d with int64 indices
// (Unique, ListDiff), top_k with int64 indices (TopKV2), and a masked sparse
// softmax loss with its gradient. Arguments: logits [3,5,4], labels [3,5],
// len [3], ids [7] (int32). Results: the accuracy, the argmax and argmin,
// the unique values and indices, the set difference and its indices, the
// top-k indices, the loss and dL/dlogits.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the indices are integers and match exactly; TensorFlow's own
// float32 loss and gradient differ from the float64 graph by at most 7.5e-09:
// 1e-5 is far above that and far below a wrong index or gradient.
//
// RUN: tagrad-run %S/Inputs/derived_index_types.mlir --function=main \
// RUN:   --input=@%S/Inputs/derived_index_types.in0.npy \
// RUN:   --input=@%S/Inputs/derived_index_types.in1.npy \
// RUN:   --input=@%S/Inputs/derived_index_types.in2.npy \
// RUN:   --input=@%S/Inputs/derived_index_types.in3.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out0.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out1.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out2.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out3.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out4.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out5.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out6.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out7.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out8.npy \
// RUN:   --expected_output=@%S/Inputs/derived_index_types.out9.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-10: matches
// CHECK-NOT: MISMATCH
