// The GraphDef of ../TensorFlow/maxpool_argmax.mlir (gen_tf_goldens.py writes it as
// Inputs/maxpool_argmax.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/maxpool_argmax.mlir, where
// the case is described. The batch of x is left unknown at import (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/maxpool_argmax.pbtxt \
// RUN:   -tf-input-arrays=x,t -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4,4,3:1,5,5,2 -tf-output-arrays=loss,dx,argmax,o_pool,o_argmax \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/maxpool_argmax.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/maxpool_argmax.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/maxpool_argmax.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_argmax.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_argmax.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_argmax.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_argmax.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_argmax.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_argmax.out5.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
