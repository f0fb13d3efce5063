// The GraphDef of ../TensorFlow/diag_ops.mlir (gen_tf_goldens.py writes it as
// Inputs/diag_ops.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/diag_ops.mlir, where
// the case is described. The vector's length and
// the matrix's rows are left unknown at import (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/diag_ops.pbtxt \
// RUN:   -tf-input-arrays=x,m -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=-1:-1,3 -tf-output-arrays=loss,dx,dm,o_diag4,o_accumulate \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/diag_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/diag_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/diag_ops.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/diag_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/diag_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/diag_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/diag_ops.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/diag_ops.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/diag_ops.out5.npy \
// RUN:   --expected_f32_threshold=1e-6 | FileCheck %s
//
// CHECK-COUNT-6: matches
// CHECK-NOT: MISMATCH
