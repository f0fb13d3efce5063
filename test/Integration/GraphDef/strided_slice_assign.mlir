// The GraphDef of ../TensorFlow/strided_slice_assign.mlir (gen_tf_goldens.py writes it as
// Inputs/strided_slice_assign.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/strided_slice_assign.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/strided_slice_assign.pbtxt \
// RUN:   -tf-input-arrays=x,row,y,z,t -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_FLOAT,DT_FLOAT,DT_INT32 \
// RUN:   -tf-input-shapes=2,2:2:3,4:4: -tf-output-arrays=upd,loss,dy,dz \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in7.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in8.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/strided_slice_assign.in9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/strided_slice_assign.out8.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-9: matches
// CHECK-NOT: MISMATCH
