// The GraphDef of ../TensorFlow/unsigned_ops.mlir (gen_tf_goldens.py writes it as
// Inputs/unsigned_ops.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/unsigned_ops.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/unsigned_ops.pbtxt \
// RUN:   -tf-input-arrays=x64,f -tf-input-data-types=DT_INT64,DT_FLOAT \
// RUN:   -tf-input-shapes=12:12 -tf-output-arrays=ew_uint8,red_uint8,tofloat_uint8,fromfloat_uint8,fromdouble_uint8,ew_uint16,red_uint16,tofloat_uint16,fromfloat_uint16,fromdouble_uint16,ew_uint32,red_uint32,tofloat_uint32,fromfloat_uint32,fromdouble_uint32,ew_uint64,red_uint64,tofloat_uint64,fromfloat_uint64,fromdouble_uint64 \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/unsigned_ops.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/unsigned_ops.in1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out14.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out15.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out17.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out18.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/unsigned_ops.out19.npy \
// RUN:   | FileCheck %s
//
// CHECK-COUNT-20: matches
// CHECK-NOT: MISMATCH
