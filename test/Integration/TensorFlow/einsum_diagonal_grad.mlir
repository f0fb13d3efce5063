// tf.einsum taking diagonals ("ii->i", "bii->bi") under tf.gradients
// (einsum_diagonal_grad in gen_tf_goldens.py): TensorFlow's gradient is an
// Einsum with the label twice in its output ("i->ii", "bi->bii"), the
// diagonal placed back with zeros elsewhere. Arguments: a [4, 4],
// t [2, 3, 3]. Results: the loss, dL/da, dL/dt.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 9.1e-08 in tagrad-run's measure; 1e-5 is 110
// times that. A gradient off the diagonal, or a diagonal not placed back,
// is off by O(1).
//
// RUN: tagrad-run %S/Inputs/einsum_diagonal_grad.mlir --function=main \
// RUN:   --input=@%S/Inputs/einsum_diagonal_grad.in0.npy \
// RUN:   --input=@%S/Inputs/einsum_diagonal_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/einsum_diagonal_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/einsum_diagonal_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/einsum_diagonal_grad.out2.npy \
// RUN:   --expected_f32_threshold=1e-5
