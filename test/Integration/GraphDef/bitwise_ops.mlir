// The GraphDef of ../TensorFlow/bitwise_ops.mlir (gen_tf_goldens.py writes it as
// Inputs/bitwise_ops.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/bitwise_ops.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/bitwise_ops.pbtxt \
// RUN:   -tf-input-arrays=x,x64,shifts -tf-input-data-types=DT_INT32,DT_INT64,DT_INT32 \
// RUN:   -tf-input-shapes=14:14:14 -tf-output-arrays=bits_int8,bits_int16,bits_int32,bits_int64,bits_uint8,bits_uint16,bits_uint32,bits_uint64 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/bitwise_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bitwise_ops.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/bitwise_ops.in2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/bitwise_ops.out7.npy \
// RUN:   | FileCheck %s
//
// CHECK-COUNT-8: matches
// CHECK-NOT: MISMATCH
