// A wide model's step on sparse features (sparse_matmul in
// gen_tf_goldens.py): tf.sparse.sparse_dense_matmul (SparseTensorDenseMatMul;
// its gradient is itself with the other adjoint, and a gather for the
// values) on fed int64 indices (unsorted, one entry repeated), values
// scaled by a learned vector and a dense shape fed as data, with and
// without adjoint_b, under SGD; and the four adjoint combinations of a
// constant sparse matrix. Arguments: idx [6,2] int64, vals [6], shape [2]
// int64, then the variables scale [6] and w [5,4]. Results: the loss, its
// gradients, o_adj*, the updated variables.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: float32 sums of a few products (TaGrad adds each output row in
// f64): 1e-5.
//
// RUN: tagrad-run %S/Inputs/sparse_matmul.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_matmul.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_matmul.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_matmul.in2.npy \
// RUN:   --input=@%S/Inputs/sparse_matmul.in3.npy \
// RUN:   --input=@%S/Inputs/sparse_matmul.in4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out5.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out6.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out7.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
