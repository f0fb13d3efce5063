// The GraphDef of ../TensorFlow/dynamic_size_grow.mlir (TensorFlow 2.21, TF1 control
// flow; gen_tf_goldens.py writes it as Inputs/dynamic_size_grow.pbtxt), imported by
// tagrad-translate instead of TensorFlow: the same golden data and
// tolerance as ../TensorFlow/dynamic_size_grow.mlir, where the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/dynamic_size_grow.pbtxt \
// RUN:   -tf-input-arrays=x,w,n \
// RUN:   -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=3:3: \
// RUN:   -tf-output-arrays=y,loss,dx,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/dynamic_size_grow.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/dynamic_size_grow.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/dynamic_size_grow.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_size_grow.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_size_grow.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_size_grow.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/dynamic_size_grow.out3.npy \
// RUN:   --expected_f32_threshold=1e-5
