// The GraphDef of ../TensorFlow/gather_nd_grad.mlir (gen_tf_goldens.py
// writes it as Inputs/gather_nd_grad.pbtxt), imported by tagrad-translate
// instead of TensorFlow: the same golden data and tolerance as
// ../TensorFlow/gather_nd_grad.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/gather_nd_grad.pbtxt \
// RUN:   -tf-input-arrays=x,lens -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=3,6,4:3 -tf-output-arrays=loss,last,dx,dk \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/gather_nd_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/gather_nd_grad.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/gather_nd_grad.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/gather_nd_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/gather_nd_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/gather_nd_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/gather_nd_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
