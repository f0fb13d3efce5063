// tf.matmul with the sparse hints (sparse_matmul_hints in gen_tf_goldens.py):
// SparseMatMul, which Keras' LocallyConnected layers (implementation 2)
// and tf.matmul(a_is_sparse=True / b_is_sparse=True) emit, on a fed x
// holding zeros, a variable with a zero, transposes, both flags, and a
// bfloat16 x times a float w (mixed types run SparseMatMul too, summing
// in float); TensorFlow's gradients are SparseMatMuls again, under SGD.
// Arguments: x [3,4], then the variables v [3,4] and w [4,2]. Results:
// the loss, y1 = x w, h (the bfloat16 product), d/dx, the updated v and w.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one
// thread). Tolerance: float32 sums of a few terms (1e-7 from TensorFlow's
// own float64 run; bfloat16 operands are exact in float): 1e-5.
//
// RUN: tagrad-run %S/Inputs/sparse_matmul_hints.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_matmul_hints.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_matmul_hints.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_matmul_hints.in2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul_hints.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul_hints.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul_hints.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul_hints.out3.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul_hints.out4.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_matmul_hints.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
