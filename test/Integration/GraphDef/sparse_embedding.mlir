// The GraphDef of ../TensorFlow/sparse_embedding.mlir (gen_tf_goldens.py writes it as
// Inputs/sparse_embedding.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/sparse_embedding.mlir, where
// the case is described. The number of entries is left unknown at
// import (-1), as a sparse placeholder gives it.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/sparse_embedding.pbtxt \
// RUN:   -tf-input-arrays=idx,ids,shape -tf-input-data-types=DT_INT64,DT_INT64,DT_INT64 \
// RUN:   -tf-input-shapes=-1,2:-1:2 -tf-output-arrays=loss,mean,o_fill_indices,o_fill_values,o_empty,o_reshape_indices,o_reshape_shape \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_embedding.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_embedding.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_embedding.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_embedding.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_embedding.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
