// The GraphDef of ../TensorFlow/sparse_softmax_gat.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/sparse_softmax_gat.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/sparse_softmax_gat.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/sparse_softmax_gat.pbtxt \
// RUN:   -tf-input-arrays=x \
// RUN:   -tf-input-data-types=DT_FLOAT \
// RUN:   -tf-input-shapes=4,3 \
// RUN:   -tf-output-arrays=att,indices,values,shape,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_softmax_gat.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_softmax_gat.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/sparse_softmax_gat.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/sparse_softmax_gat.out6.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-7: matches
// CHECK-NOT: MISMATCH
