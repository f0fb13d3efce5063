// The GraphDef of ../TensorFlow/cond_in_loop.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/cond_in_loop.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/cond_in_loop.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/cond_in_loop.pbtxt \
// RUN:   -tf-input-arrays=x,w \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=5,3:3 \
// RUN:   -tf-output-arrays=y,loss,dx,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/cond_in_loop.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/cond_in_loop.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_in_loop.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_in_loop.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_in_loop.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/cond_in_loop.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
