// The GraphDef of ../TensorFlow/matrix_diagonals.mlir (gen_tf_goldens.py writes it as
// Inputs/matrix_diagonals.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/matrix_diagonals.mlir, where
// the case is described. The batches are left unknown at import (-1):
// the trace's gradient then builds a diagonal of unknown length.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/matrix_diagonals.pbtxt \
// RUN:   -tf-input-arrays=x,y -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4,4:-1,2,5 -tf-output-arrays=loss,dx,o_wide_part,o_wide_set \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/matrix_diagonals.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/matrix_diagonals.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/matrix_diagonals.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/matrix_diagonals.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/matrix_diagonals.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/matrix_diagonals.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/matrix_diagonals.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/matrix_diagonals.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
