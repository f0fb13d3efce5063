// Feature bucketing and sorted search (bucketize_search in
// gen_tf_goldens.py): Bucketize of floats (values on the boundaries, NaN:
// past the last bucket) and of int32 (compared as float), tf.searchsorted
// left (LowerBound) and right (UpperBound, out_type int64) on float rows
// with ties and values outside them and on int32 rows, and a loss weighted
// by the buckets under SGD. Arguments: x [4,5], v [3,4], i [6] int32, then
// the variable w [5,2]. Results: the loss, the buckets and positions (as
// floats), the updated w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: buckets and positions are exact integers; the loss (57) and w
// are float32 sums of a few products: 1e-5.
//
// RUN: tagrad-run %S/Inputs/bucketize_search.mlir --function=main \
// RUN:   --input=@%S/Inputs/bucketize_search.in0.npy \
// RUN:   --input=@%S/Inputs/bucketize_search.in1.npy \
// RUN:   --input=@%S/Inputs/bucketize_search.in2.npy \
// RUN:   --input=@%S/Inputs/bucketize_search.in3.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out0.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out1.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out2.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out3.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out4.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out5.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out6.npy \
// RUN:   --expected_output=@%S/Inputs/bucketize_search.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
