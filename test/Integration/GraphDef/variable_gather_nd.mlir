// The GraphDef of ../TensorFlow/variable_gather_nd.mlir (TensorFlow 2.21,
// TF1 graph; gen_tf_goldens.py writes it as Inputs/variable_gather_nd.pbtxt),
// imported by tagrad-translate instead of TensorFlow: the same golden data
// and tolerance as ../TensorFlow/variable_gather_nd.mlir, where the case is
// described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/variable_gather_nd.pbtxt \
// RUN:   -tf-input-arrays=idx,ids \
// RUN:   -tf-input-data-types=DT_INT64,DT_INT32 \
// RUN:   -tf-input-shapes=3,2:2,2 \
// RUN:   -tf-output-arrays=rows,batch,loss \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/variable_gather_nd.in6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/variable_gather_nd.out7.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
