// The GraphDef of ../TensorFlow/grad_unknown_batch.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/grad_unknown_batch.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/grad_unknown_batch.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/grad_unknown_batch.pbtxt \
// RUN:   -tf-input-arrays=x,w,bias \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3:3:1,3 \
// RUN:   -tf-output-arrays=loss,dx,dw,dbias \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/grad_unknown_batch.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/grad_unknown_batch.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/grad_unknown_batch.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/grad_unknown_batch.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/grad_unknown_batch.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/grad_unknown_batch.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/grad_unknown_batch.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
