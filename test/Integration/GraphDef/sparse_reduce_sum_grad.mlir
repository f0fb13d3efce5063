// The GraphDef of ../TensorFlow/sparse_reduce_sum_grad.mlir (gen_tf_goldens.py writes it as
// Inputs/sparse_reduce_sum_grad.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/sparse_reduce_sum_grad.mlir, where
// the case is described. The batch is unknown here (-1).
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/sparse_reduce_sum_grad.pbtxt \
// RUN:   -tf-input-arrays=x -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=-1,4 -tf-output-arrays=rows,columns,everything,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_reduce_sum_grad.out4.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-5: matches
// CHECK-NOT: MISMATCH
