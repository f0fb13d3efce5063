// The GraphDef of ../TensorFlow/svd_grads.mlir (gen_tf_goldens.py writes it as
// Inputs/svd_grads.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/svd_grads.mlir, where
// the case is described. The batch is unknown here (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/svd_grads.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4,3 -tf-output-arrays=singular_values,wide_singular_values,abs_u,abs_v,loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/svd_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/svd_grads.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/svd_grads.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
