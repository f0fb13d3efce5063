// TensorFlow 2.21's TF1 classifier training step: two dense layers
// (MatMul + BiasAdd, tanh between), tf.nn.softmax_cross_entropy_with_logits
// (SoftmaxCrossEntropyWithLogits; BiasAddGrad in its gradient), an SGD
// update of the four resource variables, and tf.nn.softmax / log_softmax of
// the logits. Inputs: x, labels, then the variables in byte order of
// shared_name (dense/bias, dense/kernel, out/bias, out/kernel); results:
// loss, probs, log_probs, dw1, db1, then the updated variables in the same
// order.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 9.4e-08 (|a - e| / max(1, |e|)); TaGrad may be
// as far on the other side (another order of the softmax sums, other
// exp/log/tanh approximations). 1e-5 is 100 times that; a wrong class, sign
// or missing update is off by far more.
//
// RUN: tagrad-run %S/Inputs/dense_softmax_sgd.mlir --function=main \
// RUN:   --input=@%S/Inputs/dense_softmax_sgd.in0.npy \
// RUN:   --input=@%S/Inputs/dense_softmax_sgd.in1.npy \
// RUN:   --input=@%S/Inputs/dense_softmax_sgd.in2.npy \
// RUN:   --input=@%S/Inputs/dense_softmax_sgd.in3.npy \
// RUN:   --input=@%S/Inputs/dense_softmax_sgd.in4.npy \
// RUN:   --input=@%S/Inputs/dense_softmax_sgd.in5.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out0.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out1.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out2.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out3.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out4.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out5.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out6.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out7.npy \
// RUN:   --expected_output=@%S/Inputs/dense_softmax_sgd.out8.npy \
// RUN:   --expected_f32_threshold=1e-5
