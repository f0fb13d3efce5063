// SparseSoftmaxCrossEntropyWithLogits, no loop (sparse_xent in
// gen_tf_goldens.py): int32 and int64 labels, logits with a row whose
// exp underflows, and the gradient (the op's backprop). Arguments: logits
// [5,5], labels (int32), labels64 (int64). Results (o_*): both per-example
// losses, the loss, d/dlogits.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 9.5e-08 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other exp/log approximations), so
// they may differ from TF's by about twice that. 1e-5 is 105 times TF's own
// error; a wrong element, tap, window or gradient is off by far more than
// that.
//
// RUN: tagrad-run %S/Inputs/sparse_xent.mlir --function=main \
// RUN:   --input=@%S/Inputs/sparse_xent.in0.npy \
// RUN:   --input=@%S/Inputs/sparse_xent.in1.npy \
// RUN:   --input=@%S/Inputs/sparse_xent.in2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_xent.out0.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_xent.out1.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_xent.out2.npy \
// RUN:   --expected_output=@%S/Inputs/sparse_xent.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
