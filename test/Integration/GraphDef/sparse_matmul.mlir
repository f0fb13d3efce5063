// The GraphDef of ../TensorFlow/sparse_matmul.mlir (gen_tf_goldens.py writes it as
// Inputs/sparse_matmul.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/sparse_matmul.mlir, where
// the case is described. The entries and the dense shape are left
// unknown at import (-1), as a sparse placeholder gives them.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/sparse_matmul.pbtxt \
// RUN:   -tf-input-arrays=idx,vals,shape -tf-input-data-types=DT_INT64,DT_FLOAT,DT_INT64 \
// RUN:   -tf-input-shapes=-1,2:-1:2 -tf-output-arrays=loss,dw,dscale,o_adj00,o_adj01,o_adj10,o_adj11 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_matmul.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_matmul.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_matmul.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_matmul.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_matmul.in4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_matmul.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
