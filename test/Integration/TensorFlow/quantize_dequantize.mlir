// tf.quantization.quantize_and_dequantize_v2 (QuantizeAndDequantizeV4 and
// its gradient QuantizeAndDequantizeV4Grad), quantize_and_dequantize
// (QuantizeAndDequantizeV2) and QuantizeAndDequantizeV3 (quantize_dequantize
// in gen_tf_goldens.py): signed and unsigned, the range given (values
// clamped into it) and not (the tensor's own minimum and maximum, per tensor
// and per channel), 3 to 8 bits, a narrow range, both round modes on values
// on half levels (-2.5 ... 2.5, 126.5, -127.5 at scale 1: half to even and
// half up differ), num_bits fed at run time (V3, 3 bits), per-channel
// ranges given to V3; the gradient passes only inside [min, max] (also with
// range_given=false, where the forward ignores the range) and is 0 for min
// and max. And MaxPoolV2 with its gradient MaxPoolGradV2 (ksize and strides
// as constant operands, SAME and VALID) of quantized activations.
// Arguments: x [2,3,4], h [8], bits (int32), img [2,5,4,3]. Results: the
// q_* values, the loss, dL/dx, dL/dmin, dL/dmax per channel, the pooled
// values, dL/dimg.
//
// Golden data: gen_tf_goldens.py (TensorFlow 2.21, float32, CPU, one thread).
// Tolerance: the quantized values are TensorFlow's float32 arithmetic step
// by step (scale, rint or floor(. + 1/2), inverse scale) and match exactly,
// as do the loss, the pooled values and the masked gradients; dL/dimg goes
// through cos (one element 2.4e-7 off): 1e-5 (a value one level off is
// 1/7 or more away).
//
// RUN: tagrad-run %S/Inputs/quantize_dequantize.mlir --function=main \
// RUN:   --input=@%S/Inputs/quantize_dequantize.in0.npy \
// RUN:   --input=@%S/Inputs/quantize_dequantize.in1.npy \
// RUN:   --input=@%S/Inputs/quantize_dequantize.in2.npy \
// RUN:   --input=@%S/Inputs/quantize_dequantize.in3.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out0.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out1.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out2.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out3.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out4.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out5.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out6.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out7.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out8.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out9.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out10.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out11.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out12.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out13.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out14.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out15.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out16.npy \
// RUN:   --expected_output=@%S/Inputs/quantize_dequantize.out17.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-18: matches
// CHECK-NOT: MISMATCH
