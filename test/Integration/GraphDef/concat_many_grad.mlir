// The GraphDef of ../TensorFlow/concat_many_grad.mlir (gen_tf_goldens.py writes it as
// Inputs/concat_many_grad.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/concat_many_grad.mlir, where
// the case is described. The batch is unknown here (-1): the split sizes of the 18 pieces fold to
// constants, those of the 40 pieces are read at run time.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/concat_many_grad.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,3,4 -tf-output-arrays=loss,dx \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/concat_many_grad.in0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/concat_many_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/concat_many_grad.out1.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-2: matches
// CHECK-NOT: MISMATCH
