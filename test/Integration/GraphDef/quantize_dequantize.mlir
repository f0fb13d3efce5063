// The GraphDef of ../TensorFlow/quantize_dequantize.mlir (gen_tf_goldens.py writes it as
// Inputs/quantize_dequantize.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/quantize_dequantize.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/quantize_dequantize.pbtxt \
// RUN:   -tf-input-arrays=x,h,bits,img -tf-input-data-types=DT_FLOAT,DT_FLOAT,DT_INT32,DT_FLOAT \
// RUN:   -tf-input-shapes=2,3,4:8::2,5,4,3 -tf-output-arrays=q_given,q_half_up4,q_own,q_unsigned,q_unsigned_given,q_channels,q_v3_channels,q_v3_bits,q_v3_own,q_half_even,q_half_up,loss,dx,dmin,dmax_channels,pool_same,pool_valid,dimg \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/quantize_dequantize.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/quantize_dequantize.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/quantize_dequantize.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/quantize_dequantize.in3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out12.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out13.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out14.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out15.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out16.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/quantize_dequantize.out17.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-18: matches
// CHECK-NOT: MISMATCH
