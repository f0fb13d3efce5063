// TensorFlow 2: an LSTM cell loop reading a tf.TensorArray made by unstack, under GradientTape (the gradient of TensorListGetItem adds a one-item list to the running gradient list every step).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/lstm_unstack_read.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/lstm_unstack_read.pbtxt \
// RUN:   -tf-input-arrays=x,k,b \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=6,2,3:7,16:16 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2,Identity_3 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/lstm_unstack_read.in0.npy \
// RUN:   --input=@%S/Inputs/lstm_unstack_read.in1.npy \
// RUN:   --input=@%S/Inputs/lstm_unstack_read.in2.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out0.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out1.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out2.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/lstm_unstack_read.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/lstm_unstack_read.in0.npy \
// RUN:   --input=@%S/Inputs/lstm_unstack_read.in1.npy \
// RUN:   --input=@%S/Inputs/lstm_unstack_read.in2.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out0.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out1.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out2.npy \
// RUN:   --expected_output=@%S/Inputs/lstm_unstack_read.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
