// The README's command ("TensorFlow graphs"), exactly: the bundled TF1 RNN
// graph examples/rnn_graph.pbtxt (gen_tf_goldens.py's rnn_ta_grad) imported
// and run, checked against TensorFlow's results.
//
// The command runs in a directory laid out like the source tree with the
// tools in build/bin (the build directory may have another name).
// RUN: rm -rf %t && mkdir -p %t/build && ln -s $(dirname tagrad-run) %t/build/bin
// RUN: ln -s %tagrad_src_root/examples %t/examples && ln -s %tagrad_src_root/test %t/test
// RUN: cd %t && \
// RUN: build/bin/tagrad-translate --import-graphdef examples/rnn_graph.pbtxt \
// RUN:     -tf-input-arrays=x,u,w -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:     -tf-input-shapes=5,2,3:3,4:4,4 -tf-output-arrays=loss,dw,du,dx \
// RUN:   | build/bin/tagrad-run - --function=main \
// RUN:     --input=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.in0.npy \
// RUN:     --input=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.in1.npy \
// RUN:     --input=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.in2.npy \
// RUN:     --expected_output=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.out0.npy \
// RUN:     --expected_output=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.out1.npy \
// RUN:     --expected_output=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.out2.npy \
// RUN:     --expected_output=@test/Integration/TensorFlow/Inputs/rnn_ta_grad.out3.npy \
// RUN:     --expected_f32_threshold=1e-5
// The example is the same graph as the test input.
// RUN: cmp %tagrad_src_root/examples/rnn_graph.pbtxt %S/../TensorFlow/Inputs/rnn_ta_grad.pbtxt
