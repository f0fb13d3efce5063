// The gradient of broadcast Mul and Add when the placeholder's batch
// dimension is unknown in the graph (x: tf.placeholder [None, 3], as TF1
// models declare it; fed [2,3]; the importer is given 2x3): the gradients
// go through Shape and BroadcastGradientArgs, Sum over the reduction
// indices and Reshape (grad_unknown_batch in gen_tf_goldens.py).
// z = tanh(x * w + bias), w [3], bias [1,3], loss = sum(z^2). Results:
// loss, dx, dw, dbias.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 4.7e-07 in tagrad-run's measure
// (|a - e| / max(1, |e|)); TaGrad's float32 results may be as far on the
// other side (other summation orders, other tanh/exp/rsqrt
// approximations), so they may differ from TF's by about twice that.
// 1e-5 is 21 times TF's own error; a wrong element, index or gradient
// is off by far more than that.
//
// RUN: tagrad-run %S/Inputs/grad_unknown_batch.mlir --function=main \
// RUN:   --input=@%S/Inputs/grad_unknown_batch.in0.npy \
// RUN:   --input=@%S/Inputs/grad_unknown_batch.in1.npy \
// RUN:   --input=@%S/Inputs/grad_unknown_batch.in2.npy \
// RUN:   --expected_output=@%S/Inputs/grad_unknown_batch.out0.npy \
// RUN:   --expected_output=@%S/Inputs/grad_unknown_batch.out1.npy \
// RUN:   --expected_output=@%S/Inputs/grad_unknown_batch.out2.npy \
// RUN:   --expected_output=@%S/Inputs/grad_unknown_batch.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
