// The GraphDef of ../TensorFlow/global_pool_grads.mlir (gen_tf_goldens.py writes it as
// Inputs/global_pool_grads.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/global_pool_grads.mlir, where
// the case is described. The batch is left unknown at import (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/global_pool_grads.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4,4,3,2 -tf-output-arrays=loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/global_pool_grads.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/global_pool_grads.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/global_pool_grads.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/global_pool_grads.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/global_pool_grads.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/global_pool_grads.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/global_pool_grads.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
