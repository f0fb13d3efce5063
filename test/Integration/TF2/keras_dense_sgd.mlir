// TensorFlow 2: a Keras 3 MLP (Dense, relu) trained one step by keras.optimizers.SGD (captured kernels, biases, learning rate and iteration count).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/keras_dense_sgd.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/keras_dense_sgd.pbtxt \
// RUN:   -tf-input-arrays=x,y,sequential_1/dense_1/Cast/ReadVariableOp/resource,sequential_1/dense_1/BiasAdd/ReadVariableOp/resource,sequential_1/dense_1_2/Cast/ReadVariableOp/resource,sequential_1/dense_1_2/BiasAdd/ReadVariableOp/resource,sgd/Cast/ReadVariableOp/resource,Add/ReadVariableOp/resource \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_RESOURCE,DT_RESOURCE,DT_RESOURCE,DT_RESOURCE,DT_RESOURCE,DT_RESOURCE \
// RUN:   -tf-input-shapes=4,6:4,3:::::: \
// RUN:   -tf-output-arrays=Identity \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in0.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in1.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in2.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in3.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in4.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in5.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in6.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in7.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out0.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out1.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out2.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out3.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out4.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out5.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/keras_dense_sgd.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in0.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in1.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in2.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in3.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in4.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in5.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in6.npy \
// RUN:   --input=@%S/Inputs/keras_dense_sgd.in7.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out0.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out1.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out2.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out3.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out4.npy \
// RUN:   --expected_output=@%S/Inputs/keras_dense_sgd.out5.npy \
// RUN:   --expected_f32_threshold=1e-05
