// The GraphDef of ../TensorFlow/fake_quant_qat.mlir (gen_tf_goldens.py writes it as
// Inputs/fake_quant_qat.pbtxt), imported by tagrad-translate instead of TensorFlow:
// the same golden data and tolerance as ../TensorFlow/fake_quant_qat.mlir, where
// the case is described.
//
// RUN: tagrad-translate --import-graphdef %S/../TensorFlow/Inputs/fake_quant_qat.pbtxt \
// RUN:   -tf-input-arrays=x,z -tf-input-data-types=DT_FLOAT,DT_FLOAT \
// RUN:   -tf-input-shapes=2,4,4,2:7 -tf-output-arrays=loss,o_args,o_zero,o_zero_grad,o_inverted,o_bits10,o_channels \
// RUN: | tagrad-run - --function=main \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in0.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in1.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in2.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in3.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in4.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in5.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in6.npy \
// RUN:   --input=@%S/../TensorFlow/Inputs/fake_quant_qat.in7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out0.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out1.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out2.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out3.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out4.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out5.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out6.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out7.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out8.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out9.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out10.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out11.npy \
// RUN:   --expected_output=@%S/../TensorFlow/Inputs/fake_quant_qat.out12.npy \
// RUN:   --expected_f32_threshold=1e-5 | FileCheck %s
//
// CHECK-COUNT-13: matches
// CHECK-NOT: MISMATCH
