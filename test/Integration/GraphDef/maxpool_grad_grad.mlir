// The GraphDef of ../TensorFlow/maxpool_grad_grad.mlir (gen_tf_goldens.py writes it as
// Inputs/maxpool_grad_grad.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/maxpool_grad_grad.mlir, where
// the case is described. The batch is left unknown at import
// (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/maxpool_grad_grad.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,6,6,3 -tf-output-arrays=loss,dx,o_ties \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/maxpool_grad_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/maxpool_grad_grad.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_grad_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_grad_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_grad_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/maxpool_grad_grad.out3.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-4: matches
// CHECK-NOT: MISMATCH
