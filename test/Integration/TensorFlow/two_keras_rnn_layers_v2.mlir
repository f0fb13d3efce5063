// Two tf_keras RNN layers (an LSTM and a GRU) on one input under control
// flow v2, both differentiated in one tf.gradients call
// (two_keras_rnn_layers_v2 in gen_tf_goldens.py): two forward While loops and two
// gradient loops of the same shape. CSE once merged a tensor.empty of the
// two gradient loops' bodies with one before them, one-shot bufferization
// gave them one buffer, and the second gradient loop overwrote the value
// it carried: the GRU's weight gradients were off by O(1)
// (-tagrad-cpu-untie-empty-tensors). Arguments: x [2, 4, 3], then the
// layers' weights sorted by name (GRU bias, kernel, recurrent kernel; LSTM
// bias, kernel, recurrent kernel). Results: the loss, then dL/dw for the
// LSTM's kernel, recurrent kernel and bias and the GRU's.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: TensorFlow's own float32 results differ from the same graph
// run in float64 by at most 3.0e-07 in tagrad-run's measure; 1e-5 is 33
// times that. The miscompiled gradients were off by more than 0.1.
//
// RUN: tagrad-run %S/Inputs/two_keras_rnn_layers_v2.mlir --function=main \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in0.npy \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in1.npy \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in2.npy \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in3.npy \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in4.npy \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in5.npy \
// RUN:   --input=@%S/Inputs/two_keras_rnn_layers_v2.in6.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out0.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out1.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out2.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out3.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out4.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out5.npy \
// RUN:   --expected_output=@%S/Inputs/two_keras_rnn_layers_v2.out6.npy \
// RUN:   --expected_f32_threshold=1e-5
