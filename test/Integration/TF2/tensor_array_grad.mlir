// TensorFlow 2: an AutoGraph loop writing a tf.TensorArray (TensorLists), differentiated by tf.GradientTape (the gradient loop pops the saved values back from TensorLists).
// gen_tf2_cases.py writes the concrete function's GraphDef and TensorFlow's
// results (Inputs/tensor_array_grad.*); the GraphDef door imports it.
//
// RUN: tagrad-translate --import-graphdef %S/Inputs/tensor_array_grad.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=4,2,3:3,3 \
// RUN:   -tf-output-arrays=Identity,Identity_1,Identity_2,Identity_3 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/Inputs/tensor_array_grad.in0.npy \
// RUN:   --input=@%S/Inputs/tensor_array_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
// RUN: tagrad-run %S/Inputs/tensor_array_grad.tf.mlir --function=main \
// RUN:   --input=@%S/Inputs/tensor_array_grad.in0.npy \
// RUN:   --input=@%S/Inputs/tensor_array_grad.in1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out0.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out1.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out2.npy \
// RUN:   --expected_output=@%S/Inputs/tensor_array_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-05
