// The GraphDef of ../TensorFlow/random_shuffle.mlir (TensorFlow 2.21, TF1
// graph; gen_tf_goldens.py writes it as Inputs/random_shuffle.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/random_shuffle.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/random_shuffle.pbtxt \
// RUN:   -tf-input-arrays=x,v -tf-input-data-types=DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=7,3:9 -tf-output-arrays=loss,vector,counting,looped,dw \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/random_shuffle.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/random_shuffle.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_shuffle.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_shuffle.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_shuffle.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_shuffle.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/random_shuffle.out4.npy \
// RUN:   --expected_f32_threshold=1e-4 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
